/**
 * Description: The plain DFS for Su-domino-ku: on the flags of flags_dominoes.h, it branches on
 *  the fewest choices, the dominoes that can cover one blank cell or the places left for one
 *  domino, whichever are fewer, and a cell or domino left with none ends the branch.
 * Usage: declare `const int B = 3, N = B * B;` before it, read a puzzle (read/dominoes.h), call
 *  solve().
 * Time: O(N^4) a node (about 10,000 steps at 9x9).
 * Status: stress-tested and hacked as HDU 4210, Baekjoon 4574 and e-olymp 3108 (make test).
 */
#pragma once

#include "flags_dominoes.h"

/// The design's rule (dfs.h) carried over: a domino's places play a digit's places in a unit.
/// Every blank is covered and every domino left is placed, so either may be branched on.

// Cell i's neighbour to its right (k = 0) or below (k = 1), or -1.
int nextTo(int i, int k) { return k ? (i + N < N * N ? i + N : -1) : (i % N < N - 1 ? i + 1 : -1); }

// Covers the blanks of g; true once solved.
bool dfs() {
  int places[N * N] = {0}, domino[N + 1][N + 1] = {{0}};  // a cell's placings; a's beside b
  for (int i = 0; i < N * N; ++i)
    for (int k = 0, j; k < 2; ++k)
      if ((j = nextTo(i, k)) >= 0 && !g[i] && !g[j])
        for (int a = 1, fi = freeAt(i), fj = freeAt(j); a <= N; ++a)
          if (int m = fi >> (a - 1) & 1 ? fj & unused[a] : 0) {
            places[i] += ones[m], places[j] += ones[m];
            for (int b = 1; b <= N; ++b) domino[a][b] += m >> (b - 1) & 1;
          }
  int fewest = N * N * N, best = -1, a0 = 0, b0 = 0;  // to branch on: cell best, or domino {a0, b0}
  for (int i = 0; i < N * N; ++i)
    if (!g[i] && places[i] < fewest) fewest = places[i], best = i;
  if (best < 0) return true;
  for (int a = 1; a <= N; ++a)
    for (int b = a + 1; b <= N; ++b)
      if ((unused[a] >> (b - 1) & 1) && domino[a][b] + domino[b][a] < fewest)
        fewest = domino[a][b] + domino[b][a], a0 = a, b0 = b;
  for (int i = 0; i < N * N && fewest; ++i)
    for (int k = 0, j; k < 2; ++k)
      if ((j = nextTo(i, k)) >= 0 && !g[i] && !g[j] && (a0 || i == best || j == best))
        for (int a = 1, fi = freeAt(i), fj = freeAt(j); a <= N; ++a)
          for (int b = 1; b <= N; ++b) {  // (a branch taken back leaves fi, fj as they were)
            if (!(fi >> (a - 1) & 1) || !((fj & unused[a]) >> (b - 1) & 1)) continue;
            if (a0 && !(a == a0 && b == b0) && !(a == b0 && b == a0)) continue;
            g[i] = a, g[j] = b, flip(i, 1 << (a - 1)), flip(j, 1 << (b - 1)), takeDomino(a, b);
            if (dfs()) return true;
            g[i] = g[j] = 0, flip(i, 1 << (a - 1)), flip(j, 1 << (b - 1)), takeDomino(a, b);
          }
  return false;
}
