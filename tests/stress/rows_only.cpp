/**
 * Description: A deliberately broken solver, for tests/stress/broken.sh: the reference search,
 *  but it prints every grid as 9 lines, whatever the layout of the puzzle (a one-line puzzle
 *  must be answered on one line). The stress test must call it PE.
 * Usage: build/broken/rows_only < input
 * Status: broken on purpose
 */
#include "../../stress/brute.h"
#include "../../stress/format.h"

int main() {
  Brute brute;
  return answerPuzzles([&](Puzzle& p, int grid[81]) {
    if (p.oneLine) std::fill(p.spaced + 1, p.spaced + 9, p.spaced[0]);
    p.oneLine = false;
    bool solved = brute.count(p.cells, 1) == 1;
    std::copy(brute.solution, brute.solution + 81, grid);
    return solved;
  });
}
