/**
 * Description: The plain DFS for 4x4 grids: on the flags of flags.h, it branches on the blank
 *  cell with the fewest candidates, and a cell left with none ends the branch.
 * Usage: declare `const int B = 2, N = B * B;` before it, fill g (reading order, 0 blank), call
 *  solve().
 * Time: O(N^2) a node: 0.3 us a nearly blank 4x4 puzzle (AMD EPYC, DMOJ's hack files).
 * Status: stress-tested and hacked as every 4x4 judge whose file holds it (make test).
 */
#pragma once
#include "flags.h"

/// No 4x4 puzzle is hard for a cell-only search (16 cells, at most 4 candidates each), and a
/// node here costs a fifth of dfs.h's, whose unit scan is most of its work: DMOJ Miniature Sudoku's
/// 100,000 nearly blank puzzles take dfs.h 0.10 s of CPU, a quarter of its limit being 0.15 s.
/// At 9x9 it is no match for dfs.h (see there).

// Fills the blanks of g; true once solved.
bool dfs() {
  int fewest = N + 1, best = -1;
  for (int i = 0; i < N * N; ++i)
    if (!g[i] && ones[freeAt(i)] < fewest) fewest = ones[freeAt(i)], best = i;
  if (best < 0) return true;
  for (int d = 0; d < N; ++d) {
    if (!(freeAt(best) >> d & 1)) continue;
    g[best] = d + 1, flip(best, 1 << d);
    if (dfs()) return true;
    g[best] = 0, flip(best, 1 << d);
  }
  return false;
}
