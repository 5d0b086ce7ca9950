/**
 * Description: The rule DEAD_END (Baekjoon 1840): 81 moves fill an empty grid, one cell each; the
 *  first move after which the grid can no longer be completed to a solution, or -1.
 * Usage: firstDeadEnd(moves)  // moves: 81 triples row, column (1-9), digit, in turn
 * Time: a binary search over the moves, a solveGrid each: 7 searches.
 * Status: stress-tested and hacked against an independent reference (stress/judge_io.h: each
 *  move in turn)
 */
#pragma once

/// Once the grid cannot be completed, no later move makes it so: more givens leave fewer
/// solutions. So the first dead end is found by halving, solving the first k moves' grid.
// True when the grid of the first k moves can still be completed to a solution.
bool completable(const int *moves, int k) {
  int g[81] = {0};
  for (int m = 0; m < k; ++m) g[(moves[3 * m] - 1) * 9 + moves[3 * m + 1] - 1] = moves[3 * m + 2];
  return solveGrid(g, 3) == SOLVED;
}

// The first move after which the grid cannot be completed (1-81), or -1.
int firstDeadEnd(const int *moves) {
  if (completable(moves, 81)) return -1;
  int lo = 1, hi = 81;  // the first dead end is in lo..hi
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (completable(moves, mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
