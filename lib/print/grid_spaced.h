/**
 * Description: Prints grid g a line a row, a space between two cells (fast engine's files).
 * Usage: printGrid(g, box)
 * Time: O(cells).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Prints grid g of this box size, a line a row, a space between two cells.
void printGrid(const int *g, int box) {
  int n = box * box;
  for (int i = 0; i < n * n; ++i)
    putchar(cellChar(g[i], box)), putchar(i % n == n - 1 ? '\n' : ' ');
}
