/**
 * Description: The rule VERIFY for full grids of numbers that may hold numbers past n (Kick Start
 *  2013 B "Sudoku Checker": up to 999): invalidGrid, findClash or a number outside 1..n.
 * Usage: invalidGrid(g, box) (a judge's answer: clash or valid).
 * Time: O(n*n), n = box*box.
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include "verify.h"

// True when a cell of g (box*box rows of box*box numbers) is not 1..n, or a unit holds one twice.
bool invalidGrid(const int *g, int box) {
  for (int i = 0; i < box * box * box * box; ++i)
    if (g[i] < 1 || g[i] > box * box) return true;
  return findClash(g, box);
}
