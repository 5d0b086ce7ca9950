/**
 * Description: The rule SMALLEST: the smallest solution (rows in reading order, digits
 *  ascending), for judges that compare bytes where a puzzle may have several.
 * Usage: answerOf(g, box) == SOLVED
 * Time: one search, and one a blank cell where a second solution exists.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstring>

// The answer to puzzle g, in place: its smallest solution (rows in reading order, digits
// ascending), as solveGrid returns. If the first search finds a second solution, the cells are
// fixed in reading order, each to the smallest digit that still leaves a solution (a search
// each), the best solution so far bounding the digits to try.
int answerOf(int *g, int box) {
  int cells = box * box * box * box, puzzle[625], trial[625], found;
  memcpy(puzzle, g, cells * sizeof(int));
  int result = solveGrid(g, box, 2, &found);
  if (result != SOLVED || found == 1) return result;
  for (int i = 0; i < cells; ++i) {
    for (int d = 1; !puzzle[i] && d < g[i]; ++d) {
      memcpy(trial, puzzle, cells * sizeof(int)), trial[i] = d;
      if (solveGrid(trial, box) == SOLVED) memcpy(g, trial, cells * sizeof(int));
    }
    puzzle[i] = g[i];
  }
  return SOLVED;
}
