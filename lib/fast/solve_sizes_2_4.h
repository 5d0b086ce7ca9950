/**
 * Description: solveGrid for puzzles that tell their box size, 2 to 4 (HDU 3909).
 * Usage: solveGrid(g, box)
 * Time: as Sudoku::solve.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include "solve_with.h"

// Solves g (box 2 to 4; reading order, 0 = blank) in place, counting up to `wanted` solutions in
// *found. Returns SOLVED, CLASH (equal givens in a unit) or NO_SOLUTION (g unchanged).
int solveGrid(int *g, int box, int wanted = 1, int *found = 0) {
  return box == 2 ? solveWith<2>(g, wanted, found)
       : box == 3 ? solveWith<3>(g, wanted, found) : solveWith<4>(g, wanted, found);
}
