/**
 * Description: The rule ROTATE (HDU 6341 Let Sudoku Rotate): the fewest quarter turns of a 16x16
 *  grid's 4x4 boxes, each clockwise, that make it a solution (its boxes were turned
 *  counterclockwise). Solves nothing.
 * Usage: fewestTurns(g)  // g: 256 cells, 0-15, in reading order
 * Time: a search over 4^16 turns, pruned by the rows and columns as boxes are placed in reading
 *  order and by the best found: about 0.2 ms a grid (make hack: 1000 a file).
 * Status: stress-tested and hacked against an independent reference (stress/rotation.h)
 */
#pragma once

int cells[16][16], best;  // the grid as it is turned; the fewest turns found
int rowUsed[16], colUsed[16];  // the digits (bits) the boxes placed so far put in each row, column

// Turns box b (reading order) a quarter clockwise in place.
void turnBox(int b) {
  int r0 = b / 4 * 4, c0 = b % 4 * 4, was[4][4];
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) was[r][c] = cells[r0 + r][c0 + c];
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) cells[r0 + r][c0 + c] = was[3 - c][r];
}

/// Each box is tried in its four turns (the fourth brings it back); a turn whose rows or columns
/// repeat a digit of the boxes before it is passed over, and a branch that cannot beat the best.
// Tries the turns of box b onward, `turns` made so far.
void search(int b, int turns) {
  if (turns >= best) return;
  if (b == 16) {
    best = turns;
    return;
  }
  int r0 = b / 4 * 4, c0 = b % 4 * 4;
  for (int k = 0; k < 4; ++k, turnBox(b)) {
    int rows[4] = {0, 0, 0, 0}, cols[4] = {0, 0, 0, 0};
    bool fits = true;
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j)
        rows[i] |= 1 << cells[r0 + i][c0 + j], cols[j] |= 1 << cells[r0 + i][c0 + j];
    for (int i = 0; i < 4; ++i)
      fits = fits && !(rows[i] & rowUsed[r0 + i]) && !(cols[i] & colUsed[c0 + i]);
    if (!fits) continue;
    for (int i = 0; i < 4; ++i) rowUsed[r0 + i] |= rows[i], colUsed[c0 + i] |= cols[i];
    search(b + 1, turns + k);
    for (int i = 0; i < 4; ++i) rowUsed[r0 + i] ^= rows[i], colUsed[c0 + i] ^= cols[i];
  }
}

// The fewest quarter turns of g's boxes, clockwise, that make it a solution (49: none does).
int fewestTurns(const int *g) {
  for (int i = 0; i < 256; ++i) cells[i / 16][i % 16] = g[i];
  for (int i = 0; i < 16; ++i) rowUsed[i] = colUsed[i] = 0;
  best = 49;
  search(0, 0);
  return best;
}
