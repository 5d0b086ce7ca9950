/**
 * Description: The cell to branch on: fewest candidates, ties broken by most empty peers, in a
 *  scan without data-dependent branches (a member of Sudoku<B>: lib/fast/sudoku.h includes it
 *  in its body).
 * Usage: the default; the judges' files take tie_break_terse.h.
 * Time: O(CELLS) a node.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // A cell with fewest candidates (their count in fewest) and, of those, most empty peers.
  /// The guess of the cell with most empty peers reaches furthest. Its row, column and box hold
  /// as many empty cells as they have free digits; box mates there count twice.
  /// The tie-break halves the guesses on hard puzzles. The scan has no data-dependent branch
  /// (one per cell was a fifth of all mispredictions, 10% of the time on hard sets): counts
  /// first, then the cells with the fewest gathered, then the tie broken among them.
  /// The first cell of two candidates, taken instead while no guess had been undone, saved
  /// serg_benchmark an eighth of its instructions, but its flags were set by dfs in every
  /// judge's file, and without it the other sets take 4-7% less time, serg 31% more
  /// (bench/results/2026-epyc-issue-42-deduce.md).
  int cellToBranchOn(int &fewest) const {
    int tied[CELLS], ties = 0, best = 0, mostPeers = -1;
    unsigned least = ~0u;  // the fewest candidates less one (a filled cell's count less one: ~0u)
    for (int i = 0; i < CELLS; ++i) {  // the cells of two candidates, most often the fewest
      unsigned more = ones(cand[i]) - 1u;
      least = more < least ? more : least, tied[ties] = i, ties += more == 1;
    }
    if ((fewest = least + 1) > 2)
      for (int i = ties = 0; i < CELLS; ++i) tied[ties] = i, ties += ones(cand[i]) == fewest;
    for (int t = 0; t < ties; ++t) {
      int i = tied[t];
      int emptyPeers = ones(row[rowOf[i]]) + ones(col[colOf[i]]) + ones(cell[boxOf[i]]);
      for (int k = 0; k < MATES; ++k) emptyPeers -= cand[boxMates[i][k]] != 0;
      if (emptyPeers > mostPeers) best = i, mostPeers = emptyPeers;
    }
    return best;
  }
