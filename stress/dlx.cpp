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
 *        build/dlx --fit [--answers] IN OUT [IN OUT]... < ROWS   make new's trials (stress/new.py):
 *          for each row on stdin (a judge.toml's text, a NUL after each) a line: whether it reads
 *          every sample input, and with --answers whether its answers are the sample outputs
 *          (fitLine); one process for hundreds of rows, DLX_FIT_SECONDS (default 20) at most a row
 *  Exit status: 0 ("No solution", or the judge's words, in the place of a puzzle without one, the
 *  reason on stderr), 2 malformed input, an unknown judge, or a score asked of a puzzle with
 *  several solutions.
 * Time: about 0.7 ms a puzzle on the hardest known 9x9 ones (0.25 s for the 375 of
 *  puzzles6_forum_hardest_1106).
 * Status: agrees with build/brute in tests/stress/judge_tests.cpp; the reference of make hack
 */
#include <csignal>
#include <fcntl.h>
#include <sys/wait.h>
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
// best score of a puzzle with several solutions, unless bruteBest: the brute force scores each
// of them then (make new's trials, where a sample's best score is one of several).
static bool answersOf(const Judge& j, const std::vector<Board>& puzzles, Dlx& dlx, std::string& output, CountCache* cache = nullptr,
                      bool bruteBest = false) {
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
    if (found > 1 && bruteBest) {
      static Brute brute;
      static int weight[81];
      for (int i = 0; i < 81; i++) weight[i] = ringWeight(i);
      brute.weight = weight, brute.count(cells.data(), INT_MAX), brute.weight = nullptr;
      return brute.bestScore;
    }
    for (int i = 0; found == 1 && i < 81; i++) score += ringWeight(i) * dlx.solution[i];
    return several = several || found > 1, found == 1 ? score : -1;
  };
  output = writeOutput(j, referenceAnswers(j, puzzles, count, solution, scored));
  if (several) return std::cerr << "dlx: a puzzle has several solutions: its best score needs build/brute --judge\n", false;
  return true;
}

// 'line N: expected "...", found "..."' of the first line where two texts differ, each shown as
// JSON writes its first 60 characters (make new's messages: stress/new.py).
static std::string firstDifference(const std::string& expected, const std::string& found) {
  auto split = [](const std::string& text) {  // as Python's split("\n"): "" is one empty line
    std::vector<std::string> lines(1);
    for (char c : text)
      if (c == '\n') lines.emplace_back();
      else lines.back() += c;
    return lines;
  };
  std::vector<std::string> a = split(expected), b = split(found);
  auto shown = [](const std::vector<std::string>& lines, size_t n) {
    if (n >= lines.size()) return std::string("nothing");
    std::string s = "\"";
    size_t chars = 0;
    for (unsigned char c : lines[n]) {
      if ((c & 0xC0) != 0x80 && ++chars > 60) break;  // (a character: its first byte)
      if (c == '"' || c == '\\') s += '\\', s += char(c);
      else if (c < 0x20) {
        char hex[8];
        snprintf(hex, sizeof hex, "\\u%04x", c);
        s += c == '\t' ? "\\t" : c == '\r' ? "\\r" : hex;
      } else s += char(c);
    }
    return s + "\"";
  };
  for (size_t n = 0; n < std::max(a.size(), b.size()); n++)
    if (n >= a.size() || n >= b.size() || a[n] != b[n])
      return "line " + std::to_string(n + 1) + ": expected " + shown(a, n) + ", found " + shown(b, n);
  return "the same";
}

// make new's trial of a row (stress/new.py): each sample's input read and answered by the row in
// `folder`, and with `answers`, that answer compared with the sample's output. One line: "ok\t1"
// (every output the kit's byte for byte), "ok\t0" (some another answer the row's checker takes),
// or "broke\tN\twhy" (N samples passed first).
static std::string fitLine(const std::string& row, const std::string& name, const std::vector<std::string>& samples, bool answers) {
  Judge j;
  std::string why, output;
  if (!readJudgeText(row, name, name, j, why)) return "broke\t0\tsample 1 input: " + why;
  Dlx dlx;
  bool exact = true;
  for (size_t n = 0; n + 1 < samples.size(); n += 2) {
    std::string sample = "sample " + std::to_string(n / 2 + 1), given = samples[n], expected = samples[n + 1];
    std::vector<Board> puzzles;
    if (!readInput(j, given, puzzles, why, true)) return "broke\t" + std::to_string(n / 2) + "\t" + sample + " input: malformed input: " + why;
    std::ostringstream said;
    std::streambuf* was = std::cerr.rdbuf(said.rdbuf());  // (answersOf's message, as the run's stderr)
    bool answered = answersOf(j, puzzles, dlx, output, nullptr, true);
    std::cerr.rdbuf(was);
    if (!answered) return "broke\t" + std::to_string(n / 2) + "\t" + sample + " input: " + said.str().substr(0, said.str().find('\n'));
    if (!answers || output == expected) continue;
    std::string ignored;
    if (checkJudge(j, given, expected, output, ignored) != OK)
      return "broke\t" + std::to_string(n / 2) + "\t" + sample + " output, " + firstDifference(expected, output);
    exact = false;
  }
  return exact ? "ok\t1" : "ok\t0";
}

// Each row's trial (fitLine), a line each, in order: in a child process that tries one row after
// another, DLX_FIT_SECONDS at most each (default 20); where one dies or runs past that, the row
// says so and a new child goes on from the next (a fork a row cost 1 ms: 2 s of a make new's
// 2,000 rows).
static int fitRows(const std::vector<std::string>& rows, const std::vector<std::string>& samples, bool answers) {
  const char* limit = getenv("DLX_FIT_SECONDS");
  unsigned seconds = limit && atoi(limit) > 0 ? unsigned(atoi(limit)) : 20;
  for (size_t next = 0; next < rows.size();) {
    int pipeEnds[2];
    if (pipe(pipeEnds) != 0) return std::cerr << "dlx: no pipe\n", 2;
    std::cout.flush();
    pid_t child = fork();
    if (child == 0) {
      close(pipeEnds[0]);
      for (size_t k = next; k < rows.size(); k++) {
        alarm(seconds);  // (a row whose reading makes puzzles too hard: its trial ends here)
        std::string line = fitLine(rows[k], "row " + std::to_string(k + 1), samples, answers) + "\n";
        if (write(pipeEnds[1], line.data(), line.size()) != ssize_t(line.size())) _exit(1);
      }
      _exit(0);
    }
    close(pipeEnds[1]);
    std::string lines;
    char buffer[4096];
    for (ssize_t got; (got = read(pipeEnds[0], buffer, sizeof buffer)) > 0;) lines.append(buffer, got);
    close(pipeEnds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    lines.erase(lines.find_last_of('\n') + 1);  // (a line cut short: its row is tried again)
    std::cout << lines;
    next += std::count(lines.begin(), lines.end(), '\n');
    if (next < rows.size())  // the row at next ended its child
      std::cout << "broke\t0\t" << (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM ? "the reference took over " + std::to_string(seconds) + " s\n"
                                   : "the reference failed (" + std::string(WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "exit status " + std::to_string(WEXITSTATUS(status))) + ")\n"), next++;
  }
  return 0;
}

int main(int argc, char** argv) {
  Dlx dlx;
  if (argc > 2 && std::string(argv[1]) == "--fit") {  // --fit [--answers] IN OUT...: rows on stdin
    std::vector<std::string> rows(1), samples;
    bool answers = false;
    for (int a = 2; a < argc; a++) {
      std::string arg = argv[a];
      if (arg == "--answers" && samples.empty()) answers = true;
      else {
        std::ifstream file(arg, std::ios::binary);
        if (!file) return std::cerr << "dlx: cannot read " << arg << "\n", 2;
        samples.emplace_back((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
      }
    }
    if (samples.empty() || samples.size() % 2) return std::cerr << "dlx: --fit: an input and its output for each sample\n", 2;
    for (int c; (c = std::cin.get()) != EOF;)  // each row's judge.toml, a NUL after each
      if (c) rows.back() += char(c);
      else rows.emplace_back();
    rows.pop_back();  // (what follows the last NUL)
    return fitRows(rows, samples, answers);
  }
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
