/**
 * Description: solveGrid for any box size from 1 to 5, naming the clash of givens that clash
 *  (build/sudoku).
 * Usage: solveGrid(g, box, wanted, &found); on CLASH, clashDigit and clashUnit.
 * Time: as Sudoku::solve.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include "solve_with.h"
#include "../rules/verify.h"

int clashDigit, clashUnit;  // on CLASH, the clash (findClash)

// Solves g (box*box rows of box*box cells in reading order, 0 = blank; box 1 to 5) in place,
// with the first solution found, searching on for `wanted` in all (2: is it unique?); their
// count, up to that, in *found. Returns SOLVED, CLASH (two equal givens in unit clashUnit: rows
// 0..N-1, then columns, then boxes; digit clashDigit; g unchanged) or NO_SOLUTION (g unchanged).
int solveGrid(int *g, int box = 3, int wanted = 1, int *found = 0) {
  if (box == 1) return g[0] = 1, found ? *found = 1 : 0, SOLVED;  // one cell (UVa 989): no rule
  int result = box == 2 ? solveWith<2>(g, wanted, found) : box == 3 ? solveWith<3>(g, wanted, found)
             : box == 4 ? solveWith<4>(g, wanted, found) : solveWith<5>(g, wanted, found);
  if (result == CLASH) findClash(g, box, &clashDigit, &clashUnit);
  return result;
}
