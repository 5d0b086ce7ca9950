/**
 * Description: The choices to branch on, 9x9 and smaller: the candidates of one cell (a member
 *  of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: as lib/fast/narrower_digit.h.
 * Time: O(N).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // The choices to branch on, as cells[] and bits[]: each candidate of cell best.
  int choicesAt(int best, int, int *cells, int *bits) const {
    int choices = 0;
    for (int m = cand[best]; m; m &= m - 1) cells[choices] = best, bits[choices++] = m & -m;
    return choices;
  }
