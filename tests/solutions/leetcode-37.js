// LeetCode 37 (Sudoku Solver) in JavaScript: a test fixture for sudoku-kit: a depth-first search
// that places what is forced first (a cell with one candidate, a digit with one place in a row,
// column or box), else branches on the blank cell of fewest candidates; the digits used in each
// unit as bits.
const UNITS = [];  // the 27 units' cells: rows, columns, boxes
for (let u = 0; u < 27; u++)
  for (let p = 0; p < 9; p++)
    UNITS.push(u < 9 ? u * 9 + p : u < 18 ? p * 9 + u - 9 : (Math.floor((u - 18) / 3) * 3 + Math.floor(p / 3)) * 9 + (u - 18) % 3 * 3 + p % 3);
const ROW = [], COL = [], BOX = [];  // each cell's units
for (let k = 0; k < 81; k++) ROW.push(Math.floor(k / 9)), COL.push(9 + k % 9), BOX.push(18 + Math.floor(k / 27) * 3 + Math.floor(k % 9 / 3));
const ONES = new Int8Array(1024);  // the bits set in each number
for (let x = 1; x < 1024; x++) ONES[x] = ONES[x >> 1] + (x & 1);

/**
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var solveSudoku = function(board) {
  const grid = new Int8Array(81), used = new Int32Array(27), free = new Int32Array(81);
  const flip = (k, d) => { used[ROW[k]] ^= 1 << d; used[COL[k]] ^= 1 << d; used[BOX[k]] ^= 1 << d; grid[k] ^= d; };
  for (let k = 0; k < 81; k++) if (board[Math.floor(k / 9)][k % 9] !== '.') flip(k, board[Math.floor(k / 9)][k % 9].charCodeAt(0) - 48);
  const place = (k, d) => {  // digit d in cell k, then the rest; undone where that fails
    flip(k, d);
    if (fill()) return true;
    flip(k, d);
    return false;
  };
  const fill = () => {
    let cell = -1, fewest = 10;
    for (let k = 0; k < 81; k++) {
      if (grid[k] !== 0) continue;
      free[k] = ~(used[ROW[k]] | used[COL[k]] | used[BOX[k]]) & 0x3fe;
      if (ONES[free[k]] < fewest) { cell = k; fewest = ONES[free[k]]; }
    }
    if (cell < 0) return true;
    if (fewest === 0) return false;
    for (let u = 0; u < 27 && fewest > 1; u++) {  // a digit with one place in a unit, or none
      let once = 0, twice = 0;
      for (let p = 0; p < 9; p++) {
        const k = UNITS[u * 9 + p];
        if (grid[k] === 0) twice |= once & free[k], once |= free[k];
      }
      if (~used[u] & ~once & 0x3fe) return false;
      const single = once & ~twice;
      if (single === 0) continue;
      const d = 31 - Math.clz32(single);
      for (let p = 0; p < 9; p++) {
        const k = UNITS[u * 9 + p];
        if (grid[k] === 0 && free[k] >> d & 1) return place(k, d);
      }
    }
    const candidates = free[cell];
    for (let d = 1; d <= 9; d++) if (candidates >> d & 1 && place(cell, d)) return true;
    return false;
  };
  if (fill()) for (let k = 0; k < 81; k++) board[Math.floor(k / 9)][k % 9] = String(grid[k]);
};
