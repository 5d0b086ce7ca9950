/**
 * Description: Reads the next 9x9 grid drawn in a frame (COCI 2023/24 Sudoku): 13 lines of 13,
 *  `+---+---+---+` above, between and below the bands, rows such as `|52.|...|.81|`.
 * Usage: readGrid(g, '.')
 * Time: O(cells).
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include <cstdio>

// Reads the next framed grid into g (reading order, 0 = blank): 13 words, those of '+' and '-'
// skipped, the '|' between boxes skipped. False when the input ends first, or holds a tenth row.
bool readGrid(int *g, char blank) {
  char line[16];
  for (int r = 0, l = 0; l < 13; ++l) {
    if (scanf("%15s", line) != 1) return false;
    if (line[0] == '+') continue;  // a frame
    if (r == 9) return false;
    for (int c = 0, k = 0; line[k] && c < 9; ++k)
      if (line[k] != '|') g[r * 9 + c++] = line[k] == blank ? 0 : line[k] - '0';
    ++r;
  }
  return true;
}
