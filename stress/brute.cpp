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
#include <iostream>
#include <iterator>
#include "brute.h"
#include "format.h"

int main() {
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  std::vector<Puzzle> puzzles;
  std::string why;
  if (!readPuzzles(text, puzzles, why)) {
    std::cerr << "malformed input: " << why << '\n';
    return 2;
  }
  std::string out;
  int status = 0;
  Brute brute;
  for (size_t i = 0; i < puzzles.size(); i++) {
    bool solved = brute.count(puzzles[i].cells, 1) == 1;
    out += formatAnswer(puzzles[i], solved ? brute.solution : nullptr);
    if (!solved) std::cerr << "puzzle " << i + 1 << ": no solution\n", status = 1;
  }
  std::cout << out;
  return status;
}
