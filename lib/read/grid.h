/**
 * Description: Reads the next puzzle into g, passing over all but its cells and blanks (fast
 *  engine's files).
 * Usage: readGrid(g, box, blank); with a part of lib/cells/.
 * Time: O(length read).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Reads the next puzzle into g (reading order, 0 = blank), passing over all but its cells and
// blanks: spaces, line ends, "---", "end". False when the input ends first.
bool readGrid(int *g, int box, char blank) {
  int n = box * box;
  for (int i = 0; i < n * n;) {
    int c = getchar(), d = cellOf(c, box);
    if (c == EOF) return false;
    if (c == blank) g[i++] = 0;
    else if (d >= 1 && d <= n) g[i++] = d;
  }
  return true;
}
