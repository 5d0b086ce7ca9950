/**
 * Description: Prints the grid g on one line (after lib/plain/dfs.h).
 * Usage: printGrid();
 * Time: O(N*N).
 * Status: tested through every judge file that holds it.
 */
#pragma once
#include <cstdio>

// Prints g on one line.
void printGrid() {
  for (int i = 0; i < N * N; ++i) putchar('0' + g[i]);
  putchar('\n');
}
