/**
 * Description: solveWith<B>: the solver of box size B behind solveGrid, for files that solve
 *  several sizes.
 * Usage: solveWith<3>(g, wanted, found)
 * Time: as Sudoku::solve.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include "sudoku.h"

// Solves g with the solver of box size B, as solveGrid says.
template <int B> int solveWith(int *g, int wanted, int *found) {
  int result = solverFor<B>().solve(g, wanted);
  return found ? *found = solverFor<B>().solutions, result : result;
}
