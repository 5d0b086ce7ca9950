/**
 * Description: Prints grid g a line a row (fast engine's files; with a part of lib/cells/).
 * Usage: printGrid(g, box)
 * Time: O(cells).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Prints grid g of this box size, a line a row.
void printGrid(const int *g, int box) {
  int n = box * box;
  for (int i = 0; i < n * n; ++i) {
    putchar(cellChar(g[i], box));
    if (i % n == n - 1) putchar('\n');
  }
}
