/**
 * Description: What the fast engine makes of a node for the rule BEST_SCORE: keeps the best
 *  score, bounds the search by it (a member of Sudoku<B>: lib/fast/sudoku.h includes it in
 *  its body).
 * Usage: with lib/rules/best_score.h.
 * Time: O(CELLS) a node.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  const int *weight;             // each cell's weight: a solution scores the sum of weight x digit
  int bestScore;                 // the best score so far (its solution in first; -1: none yet)
  // The score if every empty cell took its largest candidate: no solution from here beats it.
  int upperBound() const {
    int score = 0;
    for (int i = 0; i < CELLS; ++i) {
      int m = cand[i] ? cand[i] : grid[i], top = 0;  // grid holds stale bits of cells emptied again
      while (m) m >>= 1, ++top;
      score += weight[i] * top;
    }
    return score;
  }
  // A node whose singles are placed: BACK where no solution from here beats the best so far (the
  // bound prunes the rest); a better solution is kept and the search goes on through every
  // branch (BACK); else GO_ON.
  int atNode() {
    int bound = upperBound();
    if (bound <= bestScore) return BACK;
    if (emptyCells) return GO_ON;
    bestScore = bound, solutions = 1, memcpy(first, grid, sizeof grid);
    return BACK;
  }
