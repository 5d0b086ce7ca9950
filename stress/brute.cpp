/**
 * Description: The stress test's reference solver: brute force (brute.h), independent of
 *  solve.cpp, with the same input and output contract, so its output is the ANSWER that
 *  check.cpp compares against (it finds the smallest solution first). With --judge ID, it reads
 *  and writes that judge's format instead (stress/judge_io.h) and answers by its rule: the first
 *  or smallest solution, whether it is unique (counting to two), or the highest score over
 *  every solution (Luogu P1074's ring weights, 6 at the rim to 10 at the centre, times the digit),
 *  by the units of the judge's geometry (a jigsaw's regions, read from its walls; X-Sudoku's diagonals).
 * Usage: build/brute [--judge ID] < input > answer
 *  Exit status: 0 ("No solution", or the judge's words, in the place of a puzzle without one, the
 *  reason on stderr), 2 malformed input or an unknown judge.
 * Time: fast on what stress/gen.cpp writes (it keeps puzzles within a node budget of brute.h;
 *  for a score, few enough blanks that every solution can be listed).
 * Status: unit-tested (tests/stress/stress_tests.cpp); agrees with solve.cpp in every stress run
 */
#include <cstdlib>
#include <string>
#include "brute.h"
#include "dlx.h"
#include "judge_io.h"

int main(int argc, char** argv) {
  Brute brute;
  if (argc == 1)
    return answerPuzzles([&](Puzzle& p, int grid[81]) {
      bool solved = brute.count(p.cells, 1) == 1;
      std::copy(brute.solution, brute.solution + 81, grid);
      return solved;
    });
  std::vector<Board> puzzles;
  const Judge* j = judgeAndPuzzles("brute", argc, argv, puzzles);
  if (!j) return 2;
  int weight[81];
  for (int i = 0; i < 81; i++) weight[i] = ringWeight(i);
  std::vector<int> solution;
  // DEAD_END's grids with a hidden dead end and twenty givens take the brute force a second each
  // to refute: dancing links there (independent still of the judge's file, whose engine searches).
  Dlx dlx;
  auto count = [&](const Board& board, int limit) {
    if (ruleRow(j->rule).bruteByDancingLinks) {
      int found = dlx.count(board, limit);
      return solution = dlx.solution, found;
    }
    int found = brute.count(board, limit);
    return solution.assign(brute.solution, brute.solution + board.cells.size()), found;
  };
  auto scored = [&](const std::vector<int>& cells) {
    brute.weight = weight;
    int found = brute.count(cells.data(), INT_MAX);
    return brute.weight = nullptr, found > 0 ? brute.bestScore : -1;
  };
  std::cout << writeOutput(*j, referenceAnswers(*j, puzzles, count, solution, scored));
  return 0;
}
