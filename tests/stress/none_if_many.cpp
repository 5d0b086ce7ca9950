/**
 * Description: A deliberately broken solver, for tests/stress/broken.sh: the reference search,
 *  but it answers "No solution" to every puzzle with more than one solution (as a solver that
 *  mistakes "not unique" for "unsolvable" would). The stress test must call it WA.
 * Usage: build/broken/none_if_many < input
 * Status: broken on purpose
 */
#include <iostream>
#include <iterator>
#include "../../stress/brute.h"
#include "../../stress/format.h"

int main() {
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why;
  std::vector<Puzzle> puzzles;
  if (!readPuzzles(text, puzzles, why)) return std::cerr << why << '\n', 2;
  int status = 0;
  Brute brute;
  for (const Puzzle& p : puzzles) {
    bool solved = brute.count(p.cells, 2) == 1;
    std::cout << formatAnswer(p, solved ? brute.solution : nullptr);
    if (!solved) status = 1;
  }
  return status;
}
