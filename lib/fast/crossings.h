/**
 * Description: Locked candidates at every crossing of two units sharing 2+ cells, for any units
 *  (jigsaw regions, diagonals; a member of Sudoku<B>: lib/fast/sudoku.h includes it
 *  in its body).
 * Usage: with lib/fast/jigsaw.h or diagonals.h.
 * Time: O(crossings * N) a call.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // The crossings of two units sharing 2+ cells: crossing p's cells from crossingCells +
  // crossingStart[p], the shared ones (shared[p]), the first unit's others (firstOnly[p]), the
  // second's.
  /// At most 5 * CELLS crossings: a cell lies in 10 of them at most (5 units), each crossing
  /// holds two cells or more; each lists at most 2N cells.
  int crossings, crossingStart[5 * CELLS + 1], shared[5 * CELLS], firstOnly[5 * CELLS];
  int crossingCells[10 * CELLS * N];

  // Whether cell i lies in unit u.
  bool inUnit(int i, int u) const { return unitsOf[i][u / 32] >> u % 32 & 1; }

  // Lists the crossings of every two units.
  void findCrossings() {
    crossings = 0;
    for (int a = 0; a < UNITS; ++a)
      for (int b = a + 1; b < UNITS; ++b) {
        int *c = crossingCells + crossingStart[crossings], n = 0;
        for (int k = 0; k < N; ++k) if (inUnit(unitCells[a][k], b)) c[n++] = unitCells[a][k];
        int both = n;
        if (both < 2 || both == N) continue;  // N: the same cells (a region that is a row)
        for (int k = 0; k < N; ++k) if (!inUnit(unitCells[a][k], b)) c[n++] = unitCells[a][k];
        for (int k = 0; k < N; ++k) if (!inUnit(unitCells[b][k], a)) c[n++] = unitCells[b][k];
        shared[crossings] = both, firstOnly[crossings] = N - both;
        crossingStart[crossings + 1] = crossingStart[crossings] + n;
        ++crossings;
      }
  }

  // Locked candidates at every crossing: a digit that one unit holds only where it crosses the
  // other leaves the other's remaining cells. False when a cell is left without candidates.
  bool lockedCandidates() {
    if (!crossings) findCrossings();
    for (int p = 0; p < crossings; ++p) {
      const int *both = crossingCells + crossingStart[p], *first = both + shared[p];
      const int *second = first + firstOnly[p], *end = crossingCells + crossingStart[p + 1];
      int inBoth = 0, inFirst = 0, inSecond = 0;
      for (const int *c = both; c < first; ++c) inBoth |= cand[*c];
      for (const int *c = first; c < second; ++c) inFirst |= cand[*c];
      for (const int *c = second; c < end; ++c) inSecond |= cand[*c];
      int fromSecond = inBoth & ~inFirst & inSecond, fromFirst = inBoth & ~inSecond & inFirst;
      for (const int *c = second; fromSecond && c < end; ++c)
        if (!eliminate(*c, fromSecond)) return false;
      for (const int *c = first; fromFirst && c < second; ++c)
        if (!eliminate(*c, fromFirst)) return false;
    }
    return true;
  }
