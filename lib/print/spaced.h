/**
 * Description: Prints the grid g, a line a row, a space between two cells (after lib/plain/dfs.h).
 * Usage: printGrid();
 * Time: O(N*N).
 * Status: tested through every judge file that holds it.
 */
#pragma once
#include <cstdio>

// Prints g, a line a row, a space between two cells.
void printGrid() {
  for (int i = 0; i < N * N; ++i) putchar('0' + g[i]), putchar(i % N == N - 1 ? '\n' : ' ');
}
