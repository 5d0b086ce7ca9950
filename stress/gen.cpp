/**
 * Description: Writes one stress-test input to stdout (see gen.h for the kinds and layouts).
 *  Its bytes depend only on the arguments, never on the clock.
 * Usage: build/gen SEED [--size 1-10] [--kind unique|random|clash|unsolvable|any] [--givens G]
 *            [--puzzles P] [--layout rows|line|count|spaced|mixed]
 *        build/gen SEED --judge ID [--size 1-10] [--givens G] [--puzzles P] [--kind unique]
 *            an input within that judge's format, geometry and promises (stress/judge_io.h);
 *            --kind unique: puzzles of one solution alone (with --givens 0: minimal ones)
 *        build/gen --judge ID --from FILE [--into DIR [--batch B] [--first K]]
 *            FILE's puzzles (any layout solve.cpp reads) rewritten in that judge's format;
 *            --into: written as files of B puzzles each (default 1), DIR/K.in, DIR/K+1.in, ...
 *        build/gen --harden FILE
 *            FILE's 9x9 puzzles each made slow for a left-to-right DFS (hardenForDfs in gen.h),
 *            one a line ('.' blank)
 *  e.g. build/gen 42 --kind unique --givens 0 --layout rows   (one minimal puzzle, 9 lines)
 *  Defaults: size 10, kind any, givens and puzzles drawn from the size, layout mixed.
 * Time: a few ms per puzzle (see gen.h).
 * Status: unit-tested (tests/stress/stress_tests.cpp), run thousands of times by stress.sh
 */
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include "gen.h"

// The number in s if all of s is a decimal number in [lo, hi].
static bool parseNumber(const char* s, unsigned long long lo, unsigned long long hi, unsigned long long& n) {
  char* end;
  n = strtoull(s, &end, 10);
  return *s >= '0' && *s <= '9' && !*end && n >= lo && n <= hi;
}

static const Judge* judge;

// FILE's text; empty where it cannot be read.
static std::string textOf(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// FILE's 9x9 puzzles (any layout solve.cpp reads) into read; false with a message where FILE is
// unreadable or holds something else.
static bool readPuzzleFile(const char* path, std::vector<Puzzle>& read) {
  std::string why;
  if (std::ifstream(path) && readPuzzles(textOf(path), read, why)) return true;
  std::cerr << "gen: cannot read puzzles from " << path << (why.empty() ? "" : ": " + why) << "\n";
  return false;
}

// Prints FILE's puzzles in the judge's format; false with a message when FILE is unreadable.
// With a folder: writes them there instead, `batch` a file, as FIRST.in, FIRST+1.in, ...
static bool rewrite(const char* path, const std::string& folder, size_t batch,
                    unsigned long long first) {
  std::vector<Puzzle> read;
  std::vector<Board> puzzles;
  if (judge->geometry != SQUARE) {
    return std::cerr << "gen: --from reads puzzles of square boxes; " << judge->id << "'s geometry is " << kGeometryNames[judge->geometry] << "\n", false;
  } else if (judge->box != 3) {  // one puzzle a line: N*N letters, '-' or '.' blanks
    std::istringstream lines(textOf(path));
    for (std::string line; std::getline(lines, line);) {
      if (line.empty() || line[0] == '#') continue;
      std::vector<int> cells;
      for (char c : line)
        if (c == '-' || c == '.' || cellValue(judge->box, c) > 0) cells.push_back(c == '-' || c == '.' ? 0 : cellValue(judge->box, c));
      int box = boxOfCells(cells.size());  // a smaller grid where the puzzles tell their size (16x16 for MindCoding's 25x25)
      if (box < 1 || box > judge->box || (box != judge->box && !judge->sizeLine))
        return std::cerr << "gen: " << path << ": a line of " << cells.size() << " cells\n", false;
      puzzles.push_back(cells);
    }
  } else if (!readPuzzleFile(path, read)) {
    return false;
  }
  for (const Puzzle& p : read) {
    puzzles.push_back(std::vector<int>(p.cells, p.cells + 81));
  }
  if (folder.empty()) return std::cout << writeInput(*judge, puzzles), true;
  for (size_t k = 0; k < puzzles.size(); k += batch) {
    std::ofstream out(folder + "/" + std::to_string(first + k / batch) + ".in", std::ios::binary);
    out << writeInput(*judge, std::vector<Board>(puzzles.begin() + k, puzzles.begin() + std::min(puzzles.size(), k + batch)));
    if (!out) return std::cerr << "gen: cannot write in " << folder << "\n", false;
  }
  return true;
}

static bool parseArgs(int argc, char** argv, GenOptions& o) {
  unsigned long long n;
  if (argc < 2 || !parseNumber(argv[1], 0, ULLONG_MAX, n)) return false;
  o.seed = n;
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string opt = argv[i], value = argv[i + 1];
    if (opt == "--kind" && (value == "unique" || value == "random" || value == "clash" || value == "unsolvable" || value == "any"))
      o.kind = value;
    else if (opt == "--layout" && (value == "rows" || value == "line" || value == "count" ||
                                   value == "spaced" || value == "mixed"))
      o.layout = value;
    else if (opt == "--size" && parseNumber(argv[i + 1], 1, 10, n)) o.size = int(n);
    else if (opt == "--givens" && parseNumber(argv[i + 1], 0, 625, n)) o.givens = int(n);
    else if (opt == "--puzzles" && parseNumber(argv[i + 1], 1, 100000, n)) o.puzzles = int(n);
    else if (opt == "--judge" && findJudge(value)) judge = findJudge(value);
    else return false;
  }
  return argc % 2 == 0;
}

// Prints FILE's 9x9 puzzles hardened, one a line; false with a message when FILE is unreadable.
static bool hardenAll(const char* path) {
  std::vector<Puzzle> read;
  if (!readPuzzleFile(path, read)) return false;
  for (const Puzzle& p : read) {
    std::string line;
    for (int d : hardenForDfs(std::vector<int>(p.cells, p.cells + 81))) line += d ? char('0' + d) : '.';
    std::cout << line << '\n';
  }
  return true;
}

int main(int argc, char** argv) {
  GenOptions o;
  if (argc == 3 && std::string(argv[1]) == "--harden") return hardenAll(argv[2]) ? 0 : 2;
  if (argc >= 5 && std::string(argv[1]) == "--judge" && findJudge(argv[2]) && std::string(argv[3]) == "--from") {
    bool ok = true;
    std::string folder;
    unsigned long long batch = 1, first = 1;
    for (int i = 5; i < argc && ok; i++) {
      std::string opt = argv[i];
      if (opt == "--into" && i + 1 < argc) folder = argv[++i];
      else if (opt == "--batch" && i + 1 < argc) ok = parseNumber(argv[++i], 1, 100000, batch);
      else if (opt == "--first" && i + 1 < argc) ok = parseNumber(argv[++i], 1, ULLONG_MAX, first);
      else ok = false;
    }
    if (ok) return judge = findJudge(argv[2]), rewrite(argv[4], folder, batch, first) ? 0 : 2;
  }
  if (!parseArgs(argc, argv, o)) {
    std::cerr << "usage: gen SEED [--size 1-10] [--kind unique|random|clash|unsolvable|any] [--givens 0-81]\n"
                 "           [--puzzles P] [--layout rows|line|count|spaced|mixed]\n"
                 "       gen SEED --judge ID [--size 1-10] [--givens 0-81] [--puzzles P] [--kind unique]\n"
                 "       gen --judge ID --from FILE [--into DIR [--batch B] [--first K]]\n"
                 "       gen --harden FILE\n"
                 "judges:";
    for (const Judge& j : judges()) std::cerr << ' ' << j.id;
    std::cerr << "\n";
    return 2;
  }
  std::cout << (judge ? generateForJudge(o, *judge) : generate(o));
}
