// AcWing 1613 (Sudoku, easy version) in JavaScript (Node.js): one puzzle as 9 lines of 9, '.'
// for blanks. A test fixture for sudoku-kit: a contestant's depth-first search over the cells
// in reading order, with the digits used in each row, column and box as bits.
const g = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((l) => l).slice(0, 9).map((l) => l.split(''));
const row = new Array(9).fill(0), col = new Array(9).fill(0), box = new Array(9).fill(0);
for (let i = 0; i < 9; i++) {
  for (let j = 0; j < 9; j++) {
    if (g[i][j] === '.') continue;
    const bit = 1 << Number(g[i][j]);
    row[i] |= bit; col[j] |= bit; box[Math.floor(i / 3) * 3 + Math.floor(j / 3)] |= bit;
  }
}

function dfs(k) {
  if (k === 81) return true;
  const i = Math.floor(k / 9), j = k % 9;
  if (g[i][j] !== '.') return dfs(k + 1);
  const b = Math.floor(i / 3) * 3 + Math.floor(j / 3);
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << d;
    if ((row[i] | col[j] | box[b]) & bit) continue;
    row[i] |= bit; col[j] |= bit; box[b] |= bit; g[i][j] = String(d);
    if (dfs(k + 1)) return true;
    row[i] &= ~bit; col[j] &= ~bit; box[b] &= ~bit; g[i][j] = '.';
  }
  return false;
}

dfs(0);
console.log(g.map((r) => r.join('')).join('\n'));
