// AtCoder ABC327 C (Number Place) in JavaScript (Node.js): a full grid as 9 lines of 9 spaced
// digits; Yes where every row, column and box holds each digit once, else No. A test fixture
// for sudoku-kit.
const a = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((w) => w).slice(0, 81).map(Number);
const row = new Array(9).fill(0), col = new Array(9).fill(0), cell = new Array(9).fill(0);
for (let k = 0; k < 81; k++) {
  const i = Math.floor(k / 9), j = k % 9;
  row[i] |= 1 << a[k]; col[j] |= 1 << a[k]; cell[Math.floor(i / 3) * 3 + Math.floor(j / 3)] |= 1 << a[k];
}
const all = 0x3fe;  // the digits 1-9 as bits
let ok = true;
for (let u = 0; u < 9; u++) ok = ok && row[u] === all && col[u] === all && cell[u] === all;
console.log(ok ? 'Yes' : 'No');
