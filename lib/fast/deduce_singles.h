/**
 * Description: What the terse engine deduces at a node before it guesses: singles alone (a member
 *  of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: as lib/fast/deduce.h, for the files of judges where the terse engine passes.
 * Time: that of the singles (propagate).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // Places the singles; returns the cell to guess in (its candidates counted in fewest), else the
  // outcome (BACK, STOP).
  /// Without locked candidates: more guesses, the same answers, 2.3 KB less.
  int deduce(int &fewest) {
    int outcome = propagate() ? atNode() : BACK;
    return outcome == GO_ON ? cellToBranchOn(fewest) : outcome;
  }
