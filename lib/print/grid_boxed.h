/**
 * Description: Prints a 9x9 grid boxed (Jutge): digits a space apart, `|` between boxes, a line
 *  `------+-------+------` between bands.
 * Usage: printGrid(g, 3)
 * Time: O(cells).
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Prints grid g of this box size boxed: `1 2 3 | 4 5 6 | 7 8 9`, then `------+-------+------`
// after every band but the last.
void printGrid(const int *g, int box) {
  int n = box * box;
  for (int r = 0; r < n; ++r) {
    if (r && r % box == 0)
      for (int c = 0; c < n; ++c)
        fputs(c == n - 1 ? "-\n" : c % box == box - 1 ? "--+-" : "--", stdout);
    for (int c = 0; c < n; ++c)
      printf(c == n - 1 ? "%c\n" : c % box == box - 1 ? "%c | " : "%c ",
             cellChar(g[r * n + c], box));
  }
}
