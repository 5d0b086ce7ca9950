/**
 * Description: The stress test's reference solver: brute force (brute.h), independent of
 *  solve.cpp, with the same input and output contract, so its output is the ANSWER that
 *  check.cpp compares against (it finds the smallest solution first). With --best-score, it
 *  prints instead, a line a puzzle, the highest score over every solution (Luogu P1074's ring
 *  weights, 6 at the rim to 10 at the centre, times the digit), or -1.
 * Usage: build/brute [--best-score] < input > answer
 *  Exit status: 0 ("No solution" in the place of a puzzle without one, the reason on stderr), 2
 *  malformed input.
 * Time: fast on what stress/gen.cpp writes (it keeps puzzles within a node budget of brute.h;
 *  for a score, few enough blanks that every solution can be listed).
 * Status: unit-tested (tests/stress/stress_tests.cpp); agrees with solve.cpp in every stress run
 */
#include <cstdlib>
#include <string>
#include "brute.h"
#include "format.h"

int main(int argc, char** argv) {
  Brute brute;
  if (argc == 2 && std::string(argv[1]) == "--best-score") {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why;
    std::vector<Puzzle> puzzles;
    if (!readPuzzles(text, puzzles, why)) return std::cerr << "malformed input: " << why << '\n', 2;
    int weight[81];
    for (int i = 0; i < 81; i++) weight[i] = 10 - std::max(std::abs(i / 9 - 4), std::abs(i % 9 - 4));
    brute.weight = weight;
    for (const Puzzle& p : puzzles) std::cout << (brute.count(p.cells, INT_MAX) > 0 ? brute.bestScore : -1) << '\n';
    return 0;
  }
  return answerPuzzles([&](Puzzle& p, int grid[81]) {
    bool solved = brute.count(p.cells, 1) == 1;
    std::copy(brute.solution, brute.solution + 81, grid);
    return solved;
  });
}
