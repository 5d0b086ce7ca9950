/**
 * Description: No locked candidates (judges that cap a source's size; a member of Sudoku<B>:
 *  lib/fast/sudoku.h includes it in its body).
 * Usage: as lib/fast/chutes.h.
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  /// The files for judges that cap a source's size go without locked candidates: more guesses,
  /// the same answers.
  bool lockedCandidates() { return true; }
