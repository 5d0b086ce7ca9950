/**
 * Description: The in-process side of make bench for the design's DFS (lib/plain/dfs.h, as
 *  solve.cpp holds it): each puzzle of each file solved once, timed alone. Prints one
 *  tab-separated line per file: name, puzzles, solved, median, mean and worst microseconds a
 *  puzzle, the worst one's line, total seconds. With --counts, one line per puzzle instead, and
 *  nothing timed: its line number and the DFS's moves (each digit placed or taken back: a
 *  count no machine changes, by which make hack-set ranks the puzzles hardest for it).
 * Usage: build/bench_plain [--counts] FILE... (one 9x9 puzzle per line: 81 cells, '.' or '0'
 *  blank; '#' lines and shorter lines skipped)
 * Status: run by make bench (bench/bench.sh)
 */
const int B = 3, N = B * B;
#include "../lib/plain/flags.h"

long moves;  // the DFS's flips: a digit placed or taken back (solve()'s flips of the givens are not counted)
void countedFlip(int i, int bit) { ++moves, flip(i, bit); }
#define flip countedFlip
#include "../lib/plain/dfs.h"
#undef flip

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  bool counts = argc > 1 && std::string(argv[1]) == "--counts";
  for (int a = 1 + counts; a < argc; ++a) {
    std::ifstream in(argv[a]);
    std::string line;
    std::vector<double> times;
    long lineNo = 0, worstLine = 0;
    int solved = 0;
    double total = 0, worst = -1;
    while (std::getline(in, line)) {
      ++lineNo;
      if (line.size() < 81 || line[0] == '#') continue;
      for (int i = 0; i < 81; ++i) g[i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
      if (counts) {
        moves = 0, solved += solve();
        printf("%ld\t%ld\n", lineNo, moves);
        continue;
      }
      std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
      solved += solve();
      double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
      times.push_back(us), total += us;
      if (us > worst) worst = us, worstLine = lineNo;
    }
    if (times.empty()) continue;
    std::vector<double> sorted = times;
    std::sort(sorted.begin(), sorted.end());
    printf("%s\t%zu\t%d\t%.1f\t%.1f\t%.0f\t%ld\t%.3f\n", argv[a], times.size(), solved, sorted[sorted.size() / 2],
           total / times.size(), worst, worstLine, total / 1e6);
  }
}
