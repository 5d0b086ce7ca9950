/**
 * Description: solveGrid for puzzles that tell their box size, 1 to 3 (UVa 989).
 * Usage: solveGrid(g, box)
 * Time: as Sudoku::solve.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include "solve_with.h"

// Solves g (box 1 to 3; reading order, 0 = blank) in place, counting up to `wanted` solutions in
// *found. Returns SOLVED, CLASH (equal givens in a unit) or NO_SOLUTION (g unchanged).
int solveGrid(int *g, int box, int wanted = 1, int *found = 0) {
  if (box == 1) return g[0] = 1, found ? *found = 1 : 0, SOLVED;  // one cell: no rule to keep
  return box == 2 ? solveWith<2>(g, wanted, found) : solveWith<3>(g, wanted, found);
}
