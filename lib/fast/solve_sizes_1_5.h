/**
 * Description: solveGrid for judges whose puzzles tell their box size, 1 to 5 (MindCoding
 *  Fiendish Sudoku: 1x1 to 25x25).
 * Usage: solveGrid(g, box)  // SOLVED, CLASH or NO_SOLUTION
 * Time: as solveWith<box>; a 1x1 grid at once.
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include "solve_with.h"

// Solves g (box 1 to 5; reading order, 0 = blank) in place, counting up to `wanted` solutions in
// *found. Returns SOLVED, CLASH (equal givens in a unit) or NO_SOLUTION (g unchanged).
int solveGrid(int *g, int box, int wanted = 1, int *found = 0) {
  if (box == 1) return g[0] = 1, found ? *found = 1 : 0, SOLVED;  // one cell: no rule to keep
  return box == 2 ? solveWith<2>(g, wanted, found) : box == 3 ? solveWith<3>(g, wanted, found)
       : box == 4 ? solveWith<4>(g, wanted, found) : solveWith<5>(g, wanted, found);
}
