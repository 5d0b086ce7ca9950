// LeetCode 37 (Sudoku Solver) in JavaScript: a test fixture for sudoku-kit, the common answer: a
// depth-first search over the cells in reading order, with the digits used in each row, column
// and box as sets, filling the board in place.
/**
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var solveSudoku = function(board) {
  const rows = [], cols = [], boxes = [];
  for (let k = 0; k < 9; k++) rows.push(new Set()), cols.push(new Set()), boxes.push(new Set());
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 9; j++)
      if (board[i][j] !== '.') {
        rows[i].add(board[i][j]); cols[j].add(board[i][j]); boxes[Math.floor(i / 3) * 3 + Math.floor(j / 3)].add(board[i][j]);
      }
  const dfs = (k) => {
    if (k === 81) return true;
    const i = Math.floor(k / 9), j = k % 9;
    if (board[i][j] !== '.') return dfs(k + 1);
    const b = Math.floor(i / 3) * 3 + Math.floor(j / 3);
    for (const d of '123456789') {
      if (rows[i].has(d) || cols[j].has(d) || boxes[b].has(d)) continue;
      rows[i].add(d); cols[j].add(d); boxes[b].add(d); board[i][j] = d;
      if (dfs(k + 1)) return true;
      rows[i].delete(d); cols[j].delete(d); boxes[b].delete(d); board[i][j] = '.';
    }
    return false;
  };
  dfs(0);
};
