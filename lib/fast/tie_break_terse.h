/**
 * Description: The cell to branch on: fewest candidates, ties broken by most empty peers, in one
 *  plain loop (a member of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: the judges' files of the fast and the terse engine; build/sudoku takes tie_break.h.
 * Time: O(CELLS) a node.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // A cell with fewest candidates (their count in fewest) and, of those, most empty peers.
  /// The tie-break of tie_break.h without its branch-free scan: the same cells, 1.5 KB less.
  /// Against the first cell of fewest, on the terse engine (no locked candidates) and the
  /// first 5000 puzzles of each public set, it takes a quarter to a half fewer nodes and a fifth
  /// to a third less time on the hard sets, the same on the easy ones (build/bench_counts-TERSE);
  /// with locked candidates, on HDU 3909's slowest hack file (minimal 16x16 puzzles), 2.2 s of
  /// CPU against 4.7 s.
  int cellToBranchOn(int &fewest) const {
    int best = 0, mostPeers = -1;
    fewest = N + 1;
    for (int i = 0; i < CELLS; ++i) {
      if (!cand[i] || ones(cand[i]) > fewest) continue;
      int emptyPeers = ones(row[rowOf[i]]) + ones(col[colOf[i]]) + ones(cell[boxOf[i]]);
      for (int k = 0; k < MATES; ++k) emptyPeers -= cand[boxMates[i][k]] != 0;
      if (ones(cand[i]) < fewest || emptyPeers > mostPeers)
        best = i, fewest = ones(cand[i]), mostPeers = emptyPeers;
    }
    return best;
  }
