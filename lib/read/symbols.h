/**
 * Description: Reads puzzle k in cells 1-9 then letters; a symbol past the alphabet ends the
 *  program with status 2, naming the puzzle and row (HDU 3909).
 * Usage: readGrid(g, box, blank, k); with lib/cells/digits_then_letters.h
 * Time: O(length read).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>
#include <cstdlib>

// Reads puzzle k into g (reading order, 0 = blank): box^4 cells (1-9, then A = 10 on) or blanks,
// passing over spaces and line ends. False when the input ends first; any other character (a
// symbol past the alphabet: H in 16x16, 5 in 4x4) ends the program (exit status 2).
bool readGrid(int *g, int box, char blank, int k) {
  int n = box * box;
  for (int i = 0; i < n * n;) {
    int c = getchar(), d = cellOf(c, box);
    if (c == EOF) return false;
    if (c == blank) g[i++] = 0;
    else if (d >= 1 && d <= n) g[i++] = d;
    else if (c > ' ')
      fprintf(stderr, "puzzle %d, row %d: '%c' is not a cell of a %dx%d puzzle\n", k, i / n + 1, c,
              n, n), exit(2);
  }
  return true;
}
