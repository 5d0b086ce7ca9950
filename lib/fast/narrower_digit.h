/**
 * Description: The choices to branch on, 16x16 and up: a digit's places where they are fewer
 *  than a cell's candidates (a member of Sudoku<B>: lib/fast/sudoku.h includes it in
 *  its body).
 * Usage: the default; 9x9 and smaller take cell_choices.h.
 * Time: O(UNITS * N * fewest) a node.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // The places of a digit with fewer places in some unit than `fewest` (and two or more), as
  // cells[] and bits[]; returns how many (0: none is narrower). atLeast[k]: digits with k+ places.
  /// Used from 16x16 up, where sparse givens leave every cell three or more candidates and a
  /// search over cells alone can wander for seconds (a fuzzed 16x16 puzzle of 88 givens: 4.7 s
  /// and 1.5 million guesses; with this, 3 ms and 55). At 9x9 it costs the hardest sets more
  /// than it saves (forum_hardest_1106: 43% more nodes), so 9x9 branches on cells only. The
  /// counts are bit-sliced.
  int narrowerDigit(int fewest, int *cells, int *bits) const {
    int atLeast[N + 2], unit = -1, bit = 0, places = 0;
    for (int u = 0; u < UNITS; ++u) {
      atLeast[0] = ~0;
      for (int k = 1; k <= fewest; ++k) atLeast[k] = 0;
      for (int c = 0; c < N; ++c)
        for (int k = fewest, m = cand[unitCells[u][c]]; m && k >= 1; --k)
          atLeast[k] |= atLeast[k - 1] & m;
      for (int k = 2; k < fewest; ++k)
        if (int exactly = atLeast[k] & ~atLeast[k + 1]) {
          unit = u, bit = exactly & -exactly, fewest = k;
          break;
        }
    }
    for (int k = 0; bit && k < N; ++k)
      if (cand[unitCells[unit][k]] & bit) cells[places] = unitCells[unit][k], bits[places++] = bit;
    return places;
  }

  // The choices to branch on, as cells[] and bits[]: a narrower digit's places, else cell best's
  // candidates.
  int choicesAt(int best, int fewest, int *cells, int *bits) const {
    int choices = B >= 4 && fewest > 2 ? narrowerDigit(fewest, cells, bits) : 0;
    for (int m = choices ? 0 : cand[best]; m; m &= m - 1)
      cells[choices] = best, bits[choices++] = m & -m;
    return choices;
  }
