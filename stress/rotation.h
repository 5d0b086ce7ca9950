/**
 * Description: The reference of the rule ROTATE (HDU 6341 Let Sudoku Rotate): the fewest quarter
 *  turns of a 16x16 grid's 4x4 boxes, each clockwise, that make it a solution. Independent of
 *  the judge's file (lib/rules/rotate.h, boxes in reading order, bounded by the best so far):
 *  this takes the boxes stack by stack, every turn of each, pruned by the rows and columns alone.
 * Usage: fewestTurnsOf(cells)  // 256 cells, 1-16; -1 when no turns make a solution
 * Time: about 0.1 ms a grid that turns came from.
 * Status: tested by the stress tests against the judge's file, and by make hack
 */
#pragma once
#include <vector>

// The box (b % 4 down, b / 4 across: stacks first) of cells turned k quarter turns clockwise, into row r, column c of it.
inline int turnedCell(const std::vector<int>& cells, int b, int k, int r, int c) {
  for (; k > 0; k--) { int was = r; r = 3 - c, c = was; }  // clockwise: new (r, c) shows old (3 - c, r)
  return cells[(b % 4 * 4 + r) * 16 + b / 4 * 4 + c];
}

inline int fewestTurnsOf(const std::vector<int>& cells) {
  if (cells.size() != 256) return -1;
  int best = -1, rows[16] = {0}, cols[16] = {0};  // each row's and column's digits placed, as bits
  auto search = [&](auto& self, int b, int turns) -> void {
    if (b == 16) {
      if (best < 0 || turns < best) best = turns;
      return;
    }
    for (int k = 0; k < 4; k++) {
      int boxRows[4] = {0}, boxCols[4] = {0};
      for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++) {
          int bit = 1 << turnedCell(cells, b, k, r, c);
          boxRows[r] |= bit, boxCols[c] |= bit;
        }
      bool fits = true;
      for (int i = 0; i < 4 && fits; i++) fits = !(boxRows[i] & rows[b % 4 * 4 + i]) && !(boxCols[i] & cols[b / 4 * 4 + i]);
      if (!fits) continue;
      for (int i = 0; i < 4; i++) rows[b % 4 * 4 + i] |= boxRows[i], cols[b / 4 * 4 + i] |= boxCols[i];
      self(self, b + 1, turns + k);
      for (int i = 0; i < 4; i++) rows[b % 4 * 4 + i] ^= boxRows[i], cols[b / 4 * 4 + i] ^= boxCols[i];
    }
  };
  search(search, 0, 0);
  return best;
}
