/**
 * Description: A second reference solver: dancing links (dlx.h; 4x4 puzzles of a judge by the brute
 *  force, which is faster there; puzzles of signs or cages, which dancing links cannot see, by bounds.h), independent of solve.cpp and of brute.cpp, for inputs too hard for the brute force (make hack) and for 16x16. With the same
 *  input and output contract as brute.cpp; with --judge ID, it reads and writes that judge's
 *  format instead (stress/judge_io.h), any box size and geometry, and answers by its rule (the best score only
 *  of puzzles with at most one solution: it does not list solutions; build/brute does).
 * Usage: make build/dlx; build/dlx [--judge ID] < input > answer
 *        build/dlx --judge ID --each X.in...   writes the answer to each X.in as X.ans (make
 *          hack: one process for a file's worth of cases); with DLX_CACHE=FILE, the counts of
 *          square puzzles are kept in FILE and read back (the hacks of the judges of one size
 *          share their puzzles: five 16x16 judges solved the same 100 minimal ones, 2 s each)
 *  Exit status: 0 ("No solution", or the judge's words, in the place of a puzzle without one, the
 *  reason on stderr), 2 malformed input, an unknown judge, or a score asked of a puzzle with
 *  several solutions.
 * Time: about 0.7 ms a puzzle on the hardest known 9x9 ones (0.25 s for the 375 of
 *  puzzles6_forum_hardest_1106).
 * Status: agrees with build/brute in tests/stress/judge_tests.cpp; the reference of make hack
 */
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <map>
#include <unistd.h>
#include "bounds.h"
#include "brute.h"
#include "dlx.h"
#include "judge_io.h"

/// The counts already made, by "LIMIT CELLS" (a cell a character, '0' + its value): each line of
/// the file "LIMIT CELLS FOUND SOLUTION", appended by one write() each, so that the hacks that
/// make test runs side by side can share one file. make removes it when build/dlx is rebuilt.
struct CountCache {
  std::map<std::string, std::pair<int, std::string>> known;
  int fd = -1;
  explicit CountCache(const char* path) {
    if (!path || !*path) return;
    std::ifstream in(path);
    for (std::string limit, cells, found, solution; in >> limit >> cells >> found >> solution;)
      known[limit + " " + cells] = {std::atoi(found.c_str()), solution};
    fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
  }
  static std::string text(const std::vector<int>& cells) {
    std::string s;
    for (int v : cells) s += char('0' + v);
    return s;
  }
};

// The judge's answers to these puzzles, as it writes them; false (a message on stderr) for a
// best score of a puzzle with several solutions.
static bool answersOf(const Judge& j, const std::vector<Board>& puzzles, Dlx& dlx, std::string& output, CountCache* cache = nullptr) {
  std::vector<int> solution;
  auto count = [&](const Board& board, int limit) {
    int box = boxOfCells(board.cells.size());
    if (box == 1) return solution = {1}, 1;
    bool kept = cache && cache->fd >= 0 && board.regions.empty() && !board.diagonals && !hasKinds(board) && box >= 3 && box <= 5;  // 4x4: cheaper solved than looked up
    std::string key = kept ? std::to_string(limit) + " " + CountCache::text(board.cells) : "";
    if (kept && cache->known.count(key)) {
      const std::pair<int, std::string>& known = cache->known[key];
      solution.clear();
      for (char c : known.second) if (c != '-') solution.push_back(c - '0');
      return known.first;
    }
    // 4x4: the brute force (brute.h), as gen does: building dancing links' 256 nodes cost more
    // than the search (make hack: DMOJ's 800,000 puzzles, 5 s of its 9)
    static Brute brute;
    bool small = box == 2 && board.regions.empty() && !board.diagonals;
    static Bounds bounds;  // signs, cages, dominoes: no columns of dancing links
    bool kinds = hasKinds(board);
    int found = small ? brute.count(board, limit) : kinds ? bounds.count(board, limit) : dlx.count(board, limit);
    if (small) solution.assign(brute.solution, brute.solution + board.cells.size());
    else solution = kinds ? bounds.solution : dlx.solution;
    if (kept && found >= 0) {
      std::string value = solution.empty() ? "-" : CountCache::text(solution);
      cache->known[key] = {found, value};
      std::string line = key + " " + std::to_string(found) + " " + value + "\n";
      if (write(cache->fd, line.data(), line.size()) != ssize_t(line.size())) cache->fd = -1;  // kept no more; the answers stand
    }
    return found;
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
    CountCache cache(getenv("DLX_CACHE"));
    for (int a = 4; a < argc; a++) {
      std::string in = argv[a];
      std::ifstream file(in, std::ios::binary);
      std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
      if (!file.is_open() || in.size() < 3 || in.compare(in.size() - 3, 3, ".in") != 0 || !readInput(j, text, puzzles, why, true))
        return std::cerr << "dlx: " << in << ": not an input of " << j.id << (why.empty() ? "" : ": " + why) << "\n", 2;
      if (!answersOf(j, puzzles, dlx, output, &cache)) return 2;
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
