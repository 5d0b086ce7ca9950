/**
 * Description: The rule MINIMAL: the solution if it is the only one and every given is needed
 *  for that, else NO_SOLUTION, SEVERAL or NOT_MINIMAL (HDU 3909).
 * Usage: answerOf(g, box)
 * Time: a search counting to two, then one a given.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstring>

enum { NOT_MINIMAL = SEVERAL + 1 };  // one solution, kept without some given

// The answer to puzzle g: as solveGrid returns (counting to two: SEVERAL for a second solution),
// or NOT_MINIMAL when g has one solution and keeps it as the only one with some given left out;
// g solved in place when it has one.
/// A search counting to two per given: up to 81 at 9x9 and 256 at 16x16, most of them ended by a
/// second solution found early.
int answerOf(int *g, int box) {
  int cells = box * box * box * box, puzzle[625], trial[625], found;
  memcpy(puzzle, g, cells * sizeof(int));
  int result = solveGrid(g, box, 2, &found);
  if (result != SOLVED || found > 1) return result == SOLVED ? SEVERAL : result;
  for (int i = 0; i < cells; ++i) {
    if (!puzzle[i]) continue;
    memcpy(trial, puzzle, cells * sizeof(int)), trial[i] = 0;  // given i left out
    if (solveGrid(trial, box, 2, &found) == SOLVED && found == 1) return NOT_MINIMAL;
  }
  return SOLVED;
}
