/**
 * Description: A second reference solver: dancing links (dlx.h), independent of solve.cpp and of
 *  brute.cpp, for inputs too hard for the brute force (make hack) and for 16x16. With the same
 *  input and output contract as brute.cpp; with --judge ID, it reads and writes that judge's
 *  format instead (stress/judges.h), any box size, and answers by its rule (not the best score).
 * Usage: make build/dlx; build/dlx [--judge ID] < input > answer
 *  Exit status: 0 ("No solution", or the judge's words, in the place of a puzzle without one, the
 *  reason on stderr), 2 malformed input, an unknown judge, or a score judge.
 * Time: about 0.7 ms a puzzle on the hardest known 9x9 ones (0.25 s for the 375 of
 *  puzzles6_forum_hardest_1106).
 * Status: agrees with build/brute in tests/stress/judge_tests.cpp; the reference of make hack
 */
#include <iterator>
#include "dlx.h"
#include "judges.h"

int main(int argc, char** argv) {
  Dlx dlx;
  if (argc == 1)
    return answerPuzzles([&](Puzzle& p, int grid[81]) {
      bool solved = dlx.count(p.cells, 3, 1) == 1;
      std::copy(dlx.solution.begin(), dlx.solution.end(), grid);
      return solved;
    });
  const Judge* j = argc == 3 && std::string(argv[1]) == "--judge" ? findJudge(argv[2]) : nullptr;
  if (!j || j->rule == BEST_SCORE) return std::cerr << "usage: dlx [--judge ID] (a judge that asks for a solution)\n", 2;
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why;
  std::vector<std::vector<int>> puzzles;
  if (!readInput(*j, text, puzzles, why, true)) return std::cerr << "malformed input: " << why << '\n', 2;
  std::vector<int> solution;
  auto count = [&](const std::vector<int>& cells, int limit) {
    int box = boxOfCells(cells.size()), found = box == 1 ? 1 : dlx.count(cells.data(), box, limit);
    return solution = box == 1 ? std::vector<int>{1} : dlx.solution, found;
  };
  std::cout << writeOutput(*j, referenceAnswers(*j, puzzles, count, solution, [](const std::vector<int>&) { return -1; }));
  return 0;
}
