// POJ 2676 (Sudoku) in JavaScript: a test fixture for sudoku-kit: a depth-first search that fills
// the blank cell of fewest candidates first, with the digits used in each row, column and box as bits.
const words = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((w) => w.length > 0);
const cells = new Int32Array(81), rows = new Int32Array(9), cols = new Int32Array(9), boxes = new Int32Array(9);
const ones = new Int32Array(1024);  // ones[x]: the bits set in x
for (let x = 1; x < 1024; x++) ones[x] = ones[x >> 1] + (x & 1);

// Places digit d in cell k, or takes it away where it is there.
function flip(k, d) {
  const i = Math.floor(k / 9), j = k % 9, bit = 1 << d;
  rows[i] ^= bit;
  cols[j] ^= bit;
  boxes[Math.floor(i / 3) * 3 + Math.floor(j / 3)] ^= bit;
  cells[k] = cells[k] === 0 ? d : 0;
}

function solve() {
  let best = 81, bestFree = 0, fewest = 10;
  for (let k = 0; k < 81 && fewest > 1; k++) {
    if (cells[k] !== 0) continue;
    const i = Math.floor(k / 9), j = k % 9;
    const free = ~(rows[i] | cols[j] | boxes[Math.floor(i / 3) * 3 + Math.floor(j / 3)]) & 0x3fe;
    if (ones[free] < fewest) { fewest = ones[free]; best = k; bestFree = free; }
  }
  if (best === 81) return true;
  for (let free = bestFree; free !== 0; free &= free - 1) {
    const d = 31 - Math.clz32(free & -free);
    flip(best, d);
    if (solve()) return true;
    flip(best, d);
  }
  return false;
}

let next = 0;
const puzzles = parseInt(words[next++], 10), out = [];
for (let p = 0; p < puzzles; p++) {
  cells.fill(0); rows.fill(0); cols.fill(0); boxes.fill(0);
  for (let i = 0; i < 9; i++) {
    const row = words[next++];
    for (let j = 0; j < 9; j++) if (row[j] !== '0') flip(i * 9 + j, row.charCodeAt(j) - 48);
  }
  solve();
  for (let i = 0; i < 9; i++) out.push(Array.from(cells.subarray(i * 9, i * 9 + 9)).join(''));
}
process.stdout.write(out.join('\n') + '\n');
