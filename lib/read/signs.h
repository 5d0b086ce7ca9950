/**
 * Description: Reads a puzzle of signs (Luogu P4573): for each band of rows, a row's signs `<`
 *  `>` between cells side by side in a box (2 a box), then the `^` `v` between it and the row
 *  below (N of them) where that row is in the same band; `<` and `^` say the left or upper cell
 *  holds the smaller digit. Any whitespace between signs.
 * Usage: readSigns();   (after plain/flags_signs.h)
 * Time: O(N*N).
 * Status: tested through Luogu P4573's file (samples, stress, hack).
 */
#pragma once
#include <cstdio>
#include <cstdlib>

// Reads the sign after (below) cell (r, c): true for a, the first cell the smaller; false for z;
// else the sign is named on stderr, and the program ends (exit status 2).
bool readSign(char a, char z, int r, int c) {
  char s = 0, found[] = "' '";
  if (scanf(" %c", &s) == 1 && (s == a || s == z)) return s == a;
  found[1] = s;
  fprintf(stderr, "the sign by (row %d, column %d): expected '%c' or '%c', found %s\n", r + 1,
          c + 1, a, z, s ? found : "the end of input");
  exit(2);
}

// Reads every sign, each relating its two cells (relate).
void readSigns() {
  for (int r = 0; r < N; ++r) {
    for (int c = 0; c < N; ++c)
      if (c % B != B - 1) relate(r * N + c, r * N + c + 1, readSign('<', '>', r, c));
    for (int c = 0; r % B != B - 1 && c < N; ++c)
      relate(r * N + c, r * N + N + c, readSign('^', 'v', r, c));
  }
}
