/**
 * Description: Prints the grid g, a line a row (after lib/plain/dfs.h).
 * Usage: printGrid();
 * Time: O(N*N).
 * Status: tested through every judge file that holds it.
 */
#pragma once
#include <cstdio>

// Prints g, a line a row.
void printGrid() {
  for (int i = 0; i < N * N; ++i) {
    putchar('0' + g[i]);
    if (i % N == N - 1) putchar('\n');
  }
}
