/**
 * Description: Reads the next 16x16 grid of hex digits (HDU 6341): 16 words of 16 of 0-9 and
 *  A-F, each cell its value 0-15; a space after a line is passed over.
 * Usage: readGrid(g)
 * Time: O(cells).
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Reads the next grid into g (reading order, values 0-15). False when the input ends first.
bool readGrid(int *g) {
  char row[17];
  for (int r = 0; r < 16; ++r) {
    if (scanf("%16s", row) != 1) return false;
    for (int c = 0; c < 16; ++c) g[r * 16 + c] = row[c] <= '9' ? row[c] - '0' : row[c] - 'A' + 10;
  }
  return true;
}
