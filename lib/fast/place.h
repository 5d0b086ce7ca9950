/**
 * Description: Placing a digit in the fast engine, without a branch on which peers held it (a
 *  member of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: the default; make submit swaps it for place_terse.h where a source's size is capped.
 * Time: O(PEERS).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // Fills cell i with the digit of bit; false when that leaves a peer without candidates.
  bool place(int i, int bit) {
    grid[i] = bit, cand[i] = 0, --emptyCells, markChanged(i), flip(i, bit);
    return takeFromPeers(peers[i], bit);
  }

  // Takes the digit of bit from the candidates of the cells p[]; false when one is left without.
  /// Which peers hold the digit is data that no branch predictor learns (a branch per peer was
  /// a quarter of all mispredictions): the digit leaves every peer unconditionally, the peers
  /// that held it are gathered as bits of `lost`, and only those are then visited (4-5% less
  /// time on the hardest sets).
  bool takeFromPeers(const int *p, int bit) {
    for (int from = 0; from < PEERS; from += 32) {  // 32 peers a word
      /// Two words from 16x16 up (48 peers at 16x16, 72 at 25x25).
      unsigned lost = 0;  // bit k: peer from + k held the digit
      for (int k = from; k < PEERS && k < from + 32; ++k) {
        int m = cand[p[k]];
        cand[p[k]] = m & ~bit, lost |= (unsigned)((m & bit) != 0) << (k - from);
      }
      for (; lost; lost &= lost - 1) {
        int q = p[from + bitIndex(lost & (0u - lost))], m = cand[q];
        markChanged(q);
        if (!(m & (m - 1))) {
          if (!m) return false;
          pending[pendingLen++] = q;
        }
      }
    }
    return true;
  }
