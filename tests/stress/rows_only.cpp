/**
 * Description: A deliberately broken solver, for tests/stress/broken.sh: the reference search,
 *  but it prints every grid as 9 lines, whatever the layout of the puzzle (a one-line puzzle
 *  must be answered on one line). The stress test must call it PE.
 * Usage: build/broken/rows_only < input
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
  for (Puzzle p : puzzles) {
    if (p.oneLine) std::fill(p.spaced + 1, p.spaced + 9, p.spaced[0]);
    p.oneLine = false;
    bool solved = brute.count(p.cells, 1) == 1;
    std::cout << formatAnswer(p, solved ? brute.solution : nullptr);
    if (!solved) status = 1;
  }
  return status;
}
