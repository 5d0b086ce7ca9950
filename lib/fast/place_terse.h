/**
 * Description: Placing a digit in the fast engine, a branch per peer (judges that cap a source's
 *  size; a member of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: as lib/fast/place.h.
 * Time: O(PEERS).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // Fills cell i with the digit of bit; false when that leaves a peer without candidates.
  /// The files for judges that cap a source's size take a branch per peer: slower, the same
  /// answers.
  bool place(int i, int bit) {
    grid[i] = bit, cand[i] = 0, --emptyCells, markChanged(i), flip(i, bit);
    for (int k = 0; k < PEERS; ++k)
      if (!eliminate(peers[i][k], bit)) return false;
    return true;
  }
