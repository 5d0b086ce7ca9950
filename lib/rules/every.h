/**
 * Description: The rule EVERY: every solution of a puzzle, in lexicographic order of its cells
 *  in reading order (Jutge P79494, "More Sudokus").
 * Usage: with lib/fast/every_found.h in Sudoku<BOX>; everySolution(g, box), empty when there is
 *  none or the givens clash; printGrid(digitsOf(every[s], g), box)
 * Time: one search of every branch, then a sort: O(S log S * CELLS) for S solutions.
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
#include <algorithm>
#include <climits>
#include <string>
#include <vector>
#include "../fast/sudoku.h"

/// The engine's search finds solutions in the order its guesses go (a cell of fewest candidates
/// first), not in reading order; sorting them afterwards keeps the engine as it is. A reading-order
/// DFS would find them in order, but a hard puzzle takes it seconds where the engine takes 0.1 ms.

// Every solution of puzzle g (boxes of BOX x BOX, 0 = blank), each a character '0' + digit a
// cell, sorted: lexicographic order of the grids read in reading order.
std::vector<std::string> everySolution(int *g, int box) {
  std::vector<std::string> &found = solverFor<BOX>().found;
  found.clear();
  solveGrid(g, box, INT_MAX);
  std::sort(found.begin(), found.end());
  return found;
}

// Grid g holding a solution as everySolution gives it; g itself.
int *digitsOf(const std::string &solution, int *g) {
  for (size_t i = 0; i < solution.size(); ++i) g[i] = solution[i] - '0';
  return g;
}
