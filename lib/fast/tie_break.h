/**
 * Description: The cell to branch on: fewest candidates, ties broken by most empty peers, or the
 *  first cell with two once the search guessed (a member of Sudoku<B>:
 *  lib/fast/sudoku.h includes it in its body).
 * Usage: the default; capped sources take fewest_cell.h.
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
  int branchCell(int &fewest) const {
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

  // The first cell with two candidates, else branchCell's.
  /// Most puzzles that judges set are solved without a wrong guess, and there the tie-break
  /// costs more than it saves (serg_benchmark: 9% less time); the root, and every node after a
  /// wrong guess, keep branchCell's choice (the hard sets: 2-8% more time than branchCell
  /// throughout).
  int quickCell(int &fewest) const {
    for (int i = 0; i < CELLS; ++i) {
      int rest = cand[i] & (cand[i] - 1);  // the candidates but the lowest
      if (rest && !(rest & (rest - 1))) return fewest = 2, i;
    }
    return branchCell(fewest);
  }

  // The cell to branch on: quickCell's once the search has guessed, until it undoes a guess.
  int cellToBranchOn(int &fewest) const {
    return guessed && !undone ? quickCell(fewest) : branchCell(fewest);
  }
