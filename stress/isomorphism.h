/**
 * Description: The reference of the rule ISOMORPHIC (NWERC 2006 Sudoku): whether two solved 9x9
 *  grids are one another turned, their rows and columns swapped within bands and stacks, bands
 *  and stacks swapped, and their digits relabelled. Independent of the judges' files, which
 *  match a puzzle's givens against the grid (lib/rules/isomorphic.h): this compares whole grids,
 *  the puzzle's solution (its one, which the statement promises) against the grid.
 * Usage: isomorphicGrids(a, b)   // a, b: 81 cells in reading order, 1-9
 * Time: 2 turns x 1296 orders of rows x 9 first columns x at most 9 x 9 column matches; about
 *  a millisecond a pair.
 * Status: tested against transformed and fresh grids (tests/stress/judge_tests.cpp) and by the stress tests
 */
#pragma once
#include <vector>

// For each turn of a (none, or a transpose: a quarter turn is that and the columns reversed,
// which the swaps give) and each order of its rows (bands, then rows within each band), the
// column of a that shows as b's first column fixes the relabelling (a column holds each digit
// once); each other column of b then names the column of a it must be. The order of columns must
// keep the stacks.
inline bool isomorphicGrids(const std::vector<int>& a, const std::vector<int>& b) {
  static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  if (a.size() != 81 || b.size() != 81) return false;
  for (int turn = 0; turn < 2; turn++) {
    int t[81];
    for (int i = 0; i < 81; i++) t[i] = turn ? a[i % 9 * 9 + i / 9] : a[i];
    for (int order = 0; order < 6 * 216; order++) {  // bands, then each band's rows
      int rows[9], within[3] = {order / 6 % 6, order / 36 % 6, order / 216}, bands = order % 6;
      for (int i = 0; i < 9; i++) rows[i] = perms[bands][i / 3] * 3 + perms[within[i / 3]][i % 3];
      for (int first = 0; first < 9; first++) {
        int to[10] = {0}, cols[9];
        for (int i = 0; i < 9; i++) to[t[rows[i] * 9 + first]] = b[i * 9];
        bool ok = true;
        for (int col = 0; col < 9 && ok; col++) {
          cols[col] = -1;
          for (int c = 0; c < 9 && cols[col] < 0; c++) {
            bool same = true;
            for (int i = 0; i < 9 && same; i++) same = to[t[rows[i] * 9 + c]] == b[i * 9 + col];
            if (same) cols[col] = c;
          }
          ok = cols[col] >= 0;
        }
        for (int s = 0; ok && s < 3; s++) ok = cols[3 * s] / 3 == cols[3 * s + 1] / 3 && cols[3 * s] / 3 == cols[3 * s + 2] / 3;
        if (ok) return true;
      }
    }
  }
  return false;
}
