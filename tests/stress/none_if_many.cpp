/**
 * Description: A deliberately broken solver, for tests/stress/broken.sh: the reference search,
 *  but it answers "No solution" to every puzzle with more than one solution (as a solver that
 *  mistakes "not unique" for "unsolvable" would). The stress test must call it WA.
 * Usage: build/broken/none_if_many < input
 * Status: broken on purpose
 */
#include "../../stress/brute.h"
#include "../../stress/format.h"

int main() {
  Brute brute;
  return answerPuzzles([&](Puzzle& p, int grid[81]) {
    bool solved = brute.count(p.cells, 2) == 1;
    std::copy(brute.solution, brute.solution + 81, grid);
    return solved;
  });
}
