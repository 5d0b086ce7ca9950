/**
 * Description: The design's solver, the plain DFS: flags row, col and cell hold the digits
 *  still free in each row, column and box; the search branches on the fewest choices, the
 *  candidates of one cell or the places of one digit in a row, column or box, whichever are
 *  fewer, and a cell or digit left with no choice ends the branch.
 * Usage: declare `const int B = 3, N = B * B;` before it (the box's side and the grid's; B is 2
 *  or 3, though 4x4 judges get dfs_cells.h), fill g (reading order, 0 blank), call solve().
 * Time: O(N^3) a node (2187 steps at 9x9); 0.05 ms a 17-clue puzzle on average, 1.5 ms a
 *  forum-hardest one, 7 ms the worst of them (AMD EPYC).
 * Status: stress-tested and hacked as every judge whose file holds it (make test).
 */
#pragma once

#include "flags.h"

/// Branching on a digit's places as well as on a cell's candidates is exact cover's rule: at 9x9
/// a cell-only DFS (dfs_cells.h) needs up to 1.1 s on single 17-clue puzzles and 13.8 s to refute
/// a hard unsolvable one; this one 7 ms and 0.2 ms (issue 33's measurements, and make bench).

// Cell k of unit u (rows, then columns, then boxes).
int at(int u, int k) {
  int b = u - 2 * N;
  if (u < 2 * N) return u < N ? u * N + k : k * N + u - N;
  return b / B * B * N + b % B * B + k / B * N + k % B;
}

// Fills the blanks of g; true once solved.
bool dfs() {
  int fewest = N + 1, best = -1, unit = -1, digit = 0;  // to branch on: cell best, or digit in unit
  for (int i = 0; i < N * N; ++i)
    if (!g[i] && ones[freeAt(i)] < fewest) fewest = ones[freeAt(i)], best = i;
  if (best < 0) return true;
  for (int u = 0; u < 3 * N && fewest > 1; ++u) {
    int places[N] = {0}, unitFree = u < N ? row[u] : u < 2 * N ? col[u - N] : cell[u - 2 * N];
    for (int k = 0; k < N; ++k)
      for (int d = 0, m = freeAt(at(u, k)); d < N; ++d) places[d] += m >> d & 1;
    for (int d = 0; d < N; ++d)
      if ((unitFree >> d & 1) && places[d] < fewest) fewest = places[d], unit = u, digit = d;
  }
  for (int k = 0; k < N; ++k) {
    int i = unit < 0 ? best : at(unit, k), d = unit < 0 ? k : digit;
    if (!(freeAt(i) >> d & 1)) continue;
    g[i] = d + 1, flip(i, 1 << d);
    if (dfs()) return true;
    g[i] = 0, flip(i, 1 << d);
  }
  return false;
}
