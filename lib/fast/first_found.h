/**
 * Description: What the fast engine does at a solution: keeps the first, stops at the `wanted`th
 *  (a member of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: the default; the rule BEST_SCORE takes best_found.h.
 * Time: O(CELLS) a solution.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  bool mayWin() const { return true; }

  // A solution: the first is kept; the search stops at the `wanted`th.
  bool reached() {
    if (!solutions++) memcpy(first, grid, sizeof grid);
    return solutions == wanted;
  }
