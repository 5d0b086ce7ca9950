/**
 * Description: Prints grid g as numbers, a line a row, a space between two (MindCoding Fiendish
 *  Sudoku: up to 25x25).
 * Usage: printGrid(g, box)
 * Time: O(cells).
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Prints grid g of this box size as numbers, a line a row, a space between two.
void printGrid(const int *g, int box) {
  int n = box * box;
  for (int i = 0; i < n * n; ++i) printf("%d%c", g[i], i % n == n - 1 ? '\n' : ' ');
}
