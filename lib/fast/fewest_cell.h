/**
 * Description: The cell to branch on: the first with fewest candidates (judges that cap a
 *  source's size; a member of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: as lib/fast/tie_break.h.
 * Time: O(CELLS) a node.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // A cell with fewest candidates, their count in fewest.
  /// The files for judges that cap a source's size take this plain choice: more guesses, the
  /// same answers.
  int cellToBranchOn(int &fewest) const {
    int best = 0;
    fewest = N + 1;
    for (int i = 0; i < CELLS; ++i)
      if (cand[i] && ones(cand[i]) < fewest) best = i, fewest = ones(cand[i]);
    return best;
  }
