/**
 * Description: The rule BEST_SCORE: the highest score of a solution, the digit times its ring's
 *  weight (Luogu P1074, NOIP 2009), by a search bounded by the best so far.
 * Usage: with lib/fast/best_found.h in Sudoku<3>; bestRingScore(g), -1 when there is none.
 * Time: a search of every branch the bound leaves: 0.1-0.3 s on the NOIP data.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include "../fast/sudoku.h"

// Solves the 9x9 puzzle g in place with its solution of the highest score, the sum over the
// cells of weight times digit, searching every branch whose bound can still beat the best so
// far. Returns that score, or -1 when there is no solution (g unchanged).
int solveBest(int *g, const int weight[81]) {
  Sudoku<3> &s = solverFor<3>();
  s.weight = weight, s.bestScore = -1;
  return s.solve(g, 1) == SOLVED ? s.bestScore : -1;
}

// Luogu P1074 (靶形数独): the highest score of a solution of the 9x9 puzzle g, the sum over the
// cells of the digit times the weight of its ring (10 at the centre, then 9, 8, 7, and 6 at the
// rim), with that solution in g; or -1 when there is none (g unchanged).
int bestRingScore(int *g) {
  int weight[81];
  for (int i = 0; i < 81; ++i) {
    int r = i / 9 - 4, c = i % 9 - 4;
    weight[i] = 10 - ((r < 0 ? -r : r) > (c < 0 ? -c : c) ? (r < 0 ? -r : r) : (c < 0 ? -c : c));
  }
  return solveBest(g, weight);
}
