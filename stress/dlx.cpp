/**
 * Description: A second reference solver: dancing links (dlx.h), independent of solve.cpp and of
 *  brute.cpp, with the same input and output contract as brute.cpp, for inputs too hard for the
 *  brute force.
 * Usage: g++ -O2 -std=c++11 -o build/dlx stress/dlx.cpp; build/dlx < input > answer
 *  Exit status: 0 all solved, 1 some puzzle has no solution ("No solution" in its place, the
 *  reason on stderr), 2 malformed input.
 * Time: about 0.7 ms a puzzle on the hardest known 9x9 ones (0.25 s for the 375 of
 *  puzzles6_forum_hardest_1106).
 * Status: agrees with build/brute on the samples; solves all of puzzles6_forum_hardest_1106
 */
#include "dlx.h"
#include "format.h"

int main() {
  Dlx dlx;
  return answerPuzzles([&](Puzzle& p, int grid[81]) {
    bool solved = dlx.count(p.cells, 3, 1) == 1;
    std::copy(dlx.solution.begin(), dlx.solution.end(), grid);
    return solved;
  });
}
