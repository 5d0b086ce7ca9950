/**
 * Description: The rule ISOMORPHIC (NWERC 2006 Sudoku: POJ 3120, HDU 1967, SPOJ SUDOKU2, UVa
 *  12095): whether a puzzle is a solved grid turned, its rows and columns swapped within bands
 *  and stacks, bands and stacks swapped, its digits relabelled, with some cells left blank.
 *  Solves nothing.
 * Usage: isomorphic(solved, puzzle)  // 81 cells each in reading order, the puzzle's 0 blank
 * Time: 2 turns x 1296 orders of rows x a search over columns that the givens prune, column by
 *  column; about 0.1 ms a pair (make hack: 50 pairs a file).
 * Status: stress-tested and hacked against an independent reference (stress/isomorphism.h)
 */
#pragma once

int grid[81];                  // the grid turned
int rowAt[9], colAt[9];        // its rows and columns shown
int toPuzzle[10], toGrid[10];  // the relabelling, both ways
const int *puzzleCells;
bool stackUsed[3], colUsed[9];

/// Columns are placed left to right, each keeping its stack; a column's givens extend the
/// relabelling or refute it. Rows are fixed outside, so the search is columns alone.
// Places the puzzle's column j onward: true when every given then fits the relabelled grid.
bool placeColumns(int j) {
  if (j == 9) return true;
  for (int c = 0; c < 9; ++c) {
    if (colUsed[c] || (j % 3 ? c / 3 != colAt[j - 1] / 3 : stackUsed[c / 3]))
      continue;  // stacks kept whole
    int added[9], n = 0;
    bool fits = true;
    for (int i = 0; i < 9 && fits; ++i) {
      int want = puzzleCells[i * 9 + j], d = grid[rowAt[i] * 9 + c];
      if (!want) continue;
      if (!toPuzzle[d] && !toGrid[want]) toPuzzle[d] = want, toGrid[want] = d, added[n++] = d;
      else fits = toPuzzle[d] == want;
    }
    colAt[j] = c, colUsed[c] = true;
    if (j % 3 == 0) stackUsed[c / 3] = true;
    if (fits && placeColumns(j + 1)) return true;
    colUsed[c] = false;
    if (j % 3 == 0) stackUsed[c / 3] = false;
    while (n) --n, toGrid[toPuzzle[added[n]]] = 0, toPuzzle[added[n]] = 0;
  }
  return false;
}

// True when the puzzle's givens are the solved grid turned, swapped and relabelled.
bool isomorphic(const int *solved, const int *puzzle) {
  static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  puzzleCells = puzzle;
  for (int turn = 0; turn < 2; ++turn) {
    // (a quarter turn: this, and columns reversed)
    for (int i = 0; i < 81; ++i) grid[i] = turn ? solved[i % 9 * 9 + i / 9] : solved[i];
    for (int order = 0; order < 6 * 216; ++order) {  // bands, then each band's rows
      int within[3] = {order / 6 % 6, order / 36 % 6, order / 216};
      for (int i = 0; i < 9; ++i)
        rowAt[i] = perms[order % 6][i / 3] * 3 + perms[within[i / 3]][i % 3];
      for (int k = 0; k < 10; ++k) toPuzzle[k] = toGrid[k] = 0;
      for (int k = 0; k < 9; ++k) colUsed[k] = stackUsed[k / 3] = false;
      if (placeColumns(0)) return true;
    }
  }
  return false;
}
