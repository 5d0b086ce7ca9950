/**
 * Description: Reads the next grid as numbers, 0 blank (POJ 3435, UVa 13115: up to 100x100).
 * Usage: readGrid(g, box)
 * Time: O(cells).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Reads the next grid into g (reading order, 0 = blank): box^4 numbers. False when the input ends
// first.
bool readGrid(int *g, int box) {
  for (int i = 0; i < box * box * box * box; ++i)
    if (scanf("%d", &g[i]) != 1) return false;
  return true;
}
