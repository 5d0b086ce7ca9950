/**
 * Description: What the fast engine deduces at a node before it guesses: singles, then locked
 *  candidates where they are likely to pay (a member of Sudoku<B>: lib/fast/sudoku.h includes it
 *  in its body).
 * Usage: the default; the terse engine takes deduce_singles.h. Locked candidates come from
 *  chutes.h (square boxes) or crossings.h (jigsaws, X-Sudoku).
 * Time: O(N^2) a round of locked candidates, besides the singles.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include "chutes.h"

  bool lockedQuiet;  // locked candidates found nothing last, and no branch failed since
  // Places the singles, and runs locked candidates where they are likely to pay; returns the cell
  // to guess in (fewest: its candidates), else the outcome (BACK, STOP).
  /// Where they are likely to pay: once a node, at the root, after a wrong guess, while they
  /// keep finding something, and where no cell has two candidates (the guess would be wide);
  /// from 16x16 up, at every node. They halve the guesses on 17-clue puzzles and save a fifth
  /// on the hardest sets, yet on most nodes of easy ones find nothing: run at every 9x9 node,
  /// they cost serg_benchmark 15% more time. At 16x16 a guess costs more: every node, 5% fewer
  /// nodes and about 4% less time than this schedule on minimal puzzles.
  /// "After a wrong guess": a branch that fails ends here with BACK, its parent then undoes it,
  /// and lockedQuiet is cleared where a branch ends. So no undo has to clear it, nor a new
  /// search: it is false as the solver is made (static), and every search ends as a branch
  /// fails or with STOP.
  int deduce(int &fewest) {
    for (bool lockedDone = false;; lockedDone = true) {
      int outcome = propagate() ? atNode() : BACK, best = -1;  // -1: still to choose
      if (outcome != GO_ON) return lockedQuiet = false, outcome;
      if (lockedDone || lockedQuiet) best = cellToBranchOn(fewest);
      if (lockedDone || (best >= 0 && fewest <= 2)) return best;
      if (!lockedCandidates()) return lockedQuiet = false, BACK;
      if ((lockedQuiet = !pendingLen && !anyChanged() && B < 4))
        return best < 0 ? cellToBranchOn(fewest) : best;
    }
  }
