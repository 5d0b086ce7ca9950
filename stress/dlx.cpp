/**
 * Description: A second reference solver: dancing links (dlx.h), independent of solve.cpp and of
 *  brute.cpp, for inputs too hard for the brute force (make hack) and for 16x16. With the same
 *  input and output contract as brute.cpp; with --judge ID, it reads and writes that judge's
 *  format instead (stress/judges.h), any box size.
 * Usage: make build/dlx; build/dlx [--judge ID] < input > answer
 *  Exit status: 0 ("No solution" in the place of a puzzle without one, the reason on stderr),
 *  2 malformed input or an unknown judge.
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
  if (!j) return std::cerr << "usage: dlx [--judge ID]\n", 2;
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why;
  std::vector<std::vector<int>> puzzles, solutions;
  if (!readInput(*j, text, puzzles, why, true)) return std::cerr << "malformed input: " << why << '\n', 2;
  std::vector<const int*> answers;
  for (const std::vector<int>& p : puzzles) solutions.push_back(dlx.count(p.data(), j->box, 1) == 1 ? dlx.solution : std::vector<int>());
  for (const std::vector<int>& s : solutions) answers.push_back(s.empty() ? nullptr : s.data());
  std::cout << writeOutput(*j, answers);
  return 0;
}
