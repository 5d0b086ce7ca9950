/**
 * Description: The reference of the rule ROTATE: the fewest quarter turns of a grid's boxes that
 *  make it a solution, each turn clockwise (HDU 6341, 16x16) or counterclockwise (Luogu P8549,
 *  4x4 to 16x16), and each box's turns. Independent of the judges' files (lib/rules/rotate.h,
 *  rotate_left.h: boxes in reading order, bounded by the best so far): this takes the boxes stack
 *  by stack, every turn of each, pruned by the rows and columns alone, and counts the ways to
 *  the fewest.
 * Usage: fewestTurnsOf(cells, left, &ways)  // box^4 cells, 1 to box^2; the turns a box (reading order), empty when none
 * Time: about 0.1 ms a 16x16 grid that turns came from.
 * Status: tested by the stress tests against the judges' files, and by make hack
 */
#pragma once
#include <vector>

// The box (b % n down, b / n across: stacks first) of cells, n x n of an n*n-wide grid, turned k
// quarter turns (left: counterclockwise), into row r, column c of it.
inline int turnedCell(const std::vector<int>& cells, int n, int b, int k, bool left, int r, int c) {
  for (; k > 0; k--) {  // clockwise: new (r, c) shows old (n-1 - c, r); counterclockwise: (c, n-1 - r)
    int was = r;
    if (left) r = c, c = n - 1 - was;
    else r = n - 1 - c, c = was;
  }
  return cells[(b % n * n + r) * n * n + b / n * n + c];
}

// Grid g's box b (reading order; n*n boxes of n x n cells) turned a quarter in place: left
// (counterclockwise), its (r, c) then showing the old (c, n-1 - r); else clockwise, (n-1 - c, r).
// For the generator's grids and the checker's turns, not for this search (turnedCell).
inline void turnBox(std::vector<int>& g, int n, int b, bool left) {
  int side = n * n, r0 = b / n * n, c0 = b % n * n;
  std::vector<int> was(g);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++) g[(r0 + r) * side + c0 + c] = left ? was[(r0 + c) * side + c0 + n - 1 - r] : was[(r0 + n - 1 - c) * side + c0 + r];
}

inline std::vector<int> fewestTurnsOf(const std::vector<int>& cells, bool left, long long* ways = nullptr) {
  int n = 1;
  while (n * n * n * n < int(cells.size())) n++;
  int side = n * n;
  std::vector<int> turns(side), best;  // the turns of each box, stacks first: as searched, and the fewest found
  if (n * n * n * n != int(cells.size()) || n > 4) return best;
  int fewest = -1, rows[16] = {0}, cols[16] = {0};  // each row's and column's digits placed, as bits
  long long found = 0;
  auto search = [&](auto& self, int b, int total) -> void {
    if (b == side) {
      if (fewest < 0 || total < fewest) fewest = total, best = turns, found = 0;
      found += total == fewest;
      return;
    }
    for (int k = 0; k < 4; k++) {
      int boxRows[4] = {0}, boxCols[4] = {0};
      for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
          int bit = 1 << turnedCell(cells, n, b, k, left, r, c);
          boxRows[r] |= bit, boxCols[c] |= bit;
        }
      bool fits = true;
      for (int i = 0; i < n && fits; i++) fits = !(boxRows[i] & rows[b % n * n + i]) && !(boxCols[i] & cols[b / n * n + i]);
      if (!fits) continue;
      for (int i = 0; i < n; i++) rows[b % n * n + i] |= boxRows[i], cols[b / n * n + i] |= boxCols[i];
      turns[b] = k;
      self(self, b + 1, total + k);
      for (int i = 0; i < n; i++) rows[b % n * n + i] ^= boxRows[i], cols[b / n * n + i] ^= boxCols[i];
    }
  };
  search(search, 0, 0);
  if (ways) *ways = found;
  std::vector<int> inReadingOrder(best.empty() ? 0 : side);  // box b (stacks first) is box b % n * n + b / n in reading order
  for (int b = 0; b < int(best.size()); b++) inReadingOrder[b % n * n + b / n] = best[b];
  return inReadingOrder;
}
