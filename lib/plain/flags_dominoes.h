/**
 * Description: The plain DFS's state for Su-domino-ku (MCPC 2011 D: HDU 4210, Baekjoon 4574,
 *  e-olymp 3108): flags.h's grid g and flags row, col and cell, and the dominoes still to place.
 * Usage: declare `const int B = 3, N = B * B;` before it (the box's side and the grid's), read a
 *  puzzle (read/dominoes.h: clearPuzzle(), the givens into g, each given domino taken by
 *  takeDomino), call solve() (flags.h), which runs the DFS of dfs_dominoes.h.
 * Time: O(N^2), then the DFS's.
 * Status: stress-tested and hacked as HDU 4210, Baekjoon 4574 and e-olymp 3108 (make test).
 */
#pragma once

#include "flags.h"

/// The nine single digits and the given dominoes are givens like any other; what is new is the
/// set of dominoes left, whose count always equals half the blanks: each is placed exactly once.
int unused[N + 1];  // bit b-1 of unused[a] set while the domino {a, b} is still to place

// Takes domino {a, b} from those left, or puts it back.
void takeDomino(int a, int b) { unused[a] ^= 1 << (b - 1), unused[b] ^= 1 << (a - 1); }

// Every domino {a, b}, a != b, left to place, and the grid blank.
void clearPuzzle() {
  for (int i = 0; i < N * N; ++i) g[i] = 0;
  for (int a = 1; a <= N; ++a) unused[a] = ((1 << N) - 1) ^ 1 << (a - 1);
}
