/**
 * Description: A second reference solver: dancing links (dlx.h), independent of solve.cpp and of
 *  brute.cpp, for inputs too hard for the brute force (make hack) and for 16x16. With the same
 *  input and output contract as brute.cpp; with --judge ID, it reads and writes that judge's
 *  format instead (stress/judge_io.h), any box size and geometry, and answers by its rule (the best score only
 *  of puzzles with at most one solution: it does not list solutions; build/brute does).
 * Usage: make build/dlx; build/dlx [--judge ID] < input > answer
 *        build/dlx --judge ID --each X.in...   writes the answer to each X.in as X.ans (make
 *          hack: one process for a file's worth of cases)
 *  Exit status: 0 ("No solution", or the judge's words, in the place of a puzzle without one, the
 *  reason on stderr), 2 malformed input, an unknown judge, or a score asked of a puzzle with
 *  several solutions.
 * Time: about 0.7 ms a puzzle on the hardest known 9x9 ones (0.25 s for the 375 of
 *  puzzles6_forum_hardest_1106).
 * Status: agrees with build/brute in tests/stress/judge_tests.cpp; the reference of make hack
 */
#include <fstream>
#include <iterator>
#include "dlx.h"
#include "judge_io.h"

// The judge's answers to these puzzles, as it writes them; false (a message on stderr) for a
// best score of a puzzle with several solutions.
static bool answersOf(const Judge& j, const std::vector<Board>& puzzles, Dlx& dlx, std::string& output) {
  std::vector<int> solution;
  auto count = [&](const Board& board, int limit) {
    int box = boxOfCells(board.cells.size()), found = box == 1 ? 1 : dlx.count(board, limit);
    return solution = box == 1 ? std::vector<int>{1} : dlx.solution, found;
  };
  bool several = false;
  auto scored = [&](const std::vector<int>& cells) {
    int found = dlx.count(cells.data(), 3, 2), score = 0;
    for (int i = 0; found == 1 && i < 81; i++) score += ringWeight(i) * dlx.solution[i];
    return several = several || found > 1, found == 1 ? score : -1;
  };
  output = writeOutput(j, referenceAnswers(j, puzzles, count, solution, scored));
  if (several) return std::cerr << "dlx: a puzzle has several solutions: its best score needs build/brute --judge\n", false;
  return true;
}

int main(int argc, char** argv) {
  Dlx dlx;
  if (argc == 1)
    return answerPuzzles([&](Puzzle& p, int grid[81]) {
      bool solved = dlx.count(p.cells, 3, 1) == 1;
      std::copy(dlx.solution.begin(), dlx.solution.end(), grid);
      return solved;
    });
  std::vector<Board> puzzles;
  std::string output, why;
  if (argc > 4 && std::string(argv[1]) == "--judge" && findJudge(argv[2]) && std::string(argv[3]) == "--each") {
    const Judge& j = *findJudge(argv[2]);
    for (int a = 4; a < argc; a++) {
      std::string in = argv[a];
      std::ifstream file(in, std::ios::binary);
      std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
      if (!file.is_open() || in.size() < 3 || in.compare(in.size() - 3, 3, ".in") != 0 || !readInput(j, text, puzzles, why, true))
        return std::cerr << "dlx: " << in << ": not an input of " << j.id << (why.empty() ? "" : ": " + why) << "\n", 2;
      if (!answersOf(j, puzzles, dlx, output)) return 2;
      std::ofstream(in.substr(0, in.size() - 3) + ".ans", std::ios::binary) << output;
    }
    return 0;
  }
  const Judge* j = judgeAndPuzzles("dlx", argc, argv, puzzles);
  if (!j) return 2;
  if (!answersOf(*j, puzzles, dlx, output)) return 2;
  std::cout << output;
  return 0;
}
