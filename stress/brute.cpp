/**
 * Description: The stress test's reference solver: brute force (brute.h), independent of
 *  solve.cpp, with the same input and output contract, so its output is the ANSWER that
 *  check.cpp compares against.
 * Usage: build/brute < input > answer
 *  Exit status: 0 all solved, 1 some puzzle has no solution ("No solution" in its place, the
 *  reason on stderr), 2 malformed input.
 * Time: fast on what stress/gen.cpp writes (it keeps puzzles within a node budget of brute.h).
 * Status: unit-tested (tests/stress/stress_tests.cpp); agrees with solve.cpp in every stress run
 */
#include "brute.h"
#include "format.h"

int main() {
  Brute brute;
  return answerPuzzles([&](Puzzle& p, int grid[81]) {
    bool solved = brute.count(p.cells, 1) == 1;
    std::copy(brute.solution, brute.solution + 81, grid);
    return solved;
  });
}
