/**
 * Description: The rule ROTATE turning left (Luogu P8549): the fewest quarter turns of an n^2 x
 *  n^2 grid's n x n boxes (n 2-4), each counterclockwise, that make it a solution, and the boxes
 *  turned. Solves nothing.
 * Usage: printLeftTurns(g, box)  // g: box^4 cells, 0 to box^2-1, in reading order
 * Time: a search over 4^(box^2) turns, pruned by the rows and columns as boxes are placed in
 *  reading order and by the best found: under 1 ms a 16x16 grid (make hack).
 * Status: stress-tested and hacked against an independent reference (stress/rotation.h)
 */
#pragma once
#include <cstdio>

int n, side, cells[16][16];  // a box's side, the grid's; the grid as it is turned
int best, turnsOf[16], bestTurns[16];  // the fewest turns found; each box's, now and in the best
int rowUsed[16], colUsed[16];  // the digits (bits) the boxes placed so far put in each row, column

// Turns box b (reading order) a quarter counterclockwise in place.
void turnBox(int b) {
  int r0 = b / n * n, c0 = b % n * n, was[4][4];
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) was[r][c] = cells[r0 + r][c0 + c];
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) cells[r0 + r][c0 + c] = was[c][n - 1 - r];
}

/// Each box is tried in its four turns (the fourth brings it back); a turn whose rows or columns
/// repeat a digit of the boxes before it is passed over, and a branch that cannot beat the best.
/// The statement promises one fewest set of turns where there is one: the first found is it.
// Tries the turns of box b onward, `turns` made so far.
void search(int b, int turns) {
  if (turns >= best) return;
  if (b == side) {
    best = turns;
    for (int i = 0; i < side; ++i) bestTurns[i] = turnsOf[i];
    return;
  }
  int r0 = b / n * n, c0 = b % n * n;
  for (int k = 0; k < 4; ++k, turnBox(b)) {
    int rows[4] = {0, 0, 0, 0}, cols[4] = {0, 0, 0, 0};
    bool fits = true;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        rows[i] |= 1 << cells[r0 + i][c0 + j], cols[j] |= 1 << cells[r0 + i][c0 + j];
    for (int i = 0; i < n; ++i)
      fits = fits && !(rows[i] & rowUsed[r0 + i]) && !(cols[i] & colUsed[c0 + i]);
    if (!fits) continue;
    for (int i = 0; i < n; ++i) rowUsed[r0 + i] |= rows[i], colUsed[c0 + i] |= cols[i];
    turnsOf[b] = k;
    search(b + 1, turns + k);
    for (int i = 0; i < n; ++i) rowUsed[r0 + i] ^= rows[i], colUsed[c0 + i] ^= cols[i];
  }
}

// Prints the fewest counterclockwise quarter turns that make g a solution, then the row and column
// of boxes (from 1) of each turn, a line each in reading order; or -1 when no turns do.
void printLeftTurns(const int *g, int box) {
  n = box, side = box * box;
  for (int i = 0; i < side * side; ++i) cells[i / side][i % side] = g[i];
  for (int i = 0; i < side; ++i) rowUsed[i] = colUsed[i] = 0;
  best = 3 * side + 1;  // more than every box turned three times
  search(0, 0);
  if (best > 3 * side) {
    puts("-1");
    return;
  }
  printf("%d\n", best);
  for (int b = 0; b < side; ++b)
    for (int k = 0; k < bestTurns[b]; ++k) printf("%d %d\n", b / n + 1, b % n + 1);
}
