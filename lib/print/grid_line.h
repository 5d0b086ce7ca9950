/**
 * Description: Prints grid g on one line (fast engine's files).
 * Usage: printGrid(g, box)
 * Time: O(cells).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Prints grid g of this box size on one line.
void printGrid(const int *g, int box) {
  for (int i = 0; i < box * box * box * box; ++i) putchar(cellChar(g[i], box));
  putchar('\n');
}
