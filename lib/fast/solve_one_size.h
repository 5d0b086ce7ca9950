/**
 * Description: solveGrid for judges whose puzzles all have one box size, BOX.
 * Usage: const int BOX = 3; before it; solveGrid(g, BOX) == SOLVED.
 * Time: as Sudoku::solve.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cassert>
#include "sudoku.h"

// Solves the puzzle g (boxes of BOX x BOX; reading order, 0 = blank) in place, counting up to
// `wanted` solutions in *found. Returns SOLVED, CLASH (equal givens in a unit) or NO_SOLUTION (g
// unchanged).
int solveGrid(int *g, int box, int wanted = 1, int *found = 0) {
  assert(box == BOX);  // the judge's one size
  int result = solverFor<BOX>().solve(g, wanted);
  return found ? *found = solverFor<BOX>().solutions, result : result;
}
