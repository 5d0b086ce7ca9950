/**
 * Description: Reads the next grid of hex digits (HDU 6341's 16x16, Luogu P8549's 4x4 to 16x16):
 *  box*box words of box*box of 0-9 and A-F, each cell its value 0 to box*box-1; a space after a
 *  line is passed over.
 * Usage: readGrid(g, box)
 * Time: O(cells).
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Reads the next grid of box*box rows into g (reading order). False when the input ends first.
bool readGrid(int *g, int box) {
  int width = box * box;
  char row[17];
  for (int r = 0; r < width; ++r) {
    if (scanf("%16s", row) != 1) return false;
    for (int c = 0; c < width; ++c)
      g[r * width + c] = row[c] <= '9' ? row[c] - '0' : row[c] - 'A' + 10;
  }
  return true;
}
