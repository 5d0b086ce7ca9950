/**
 * Description: The in-process side of `make bench`: the fast engine, bundled from lib/ with make
 *  bench's counters (STAT), run on puzzle files. Prints one tab-separated line per file: name,
 *  puzzles, solved, search nodes per puzzle, guesses per puzzle, the slowest puzzle (its
 *  microseconds and its line number), and microseconds per puzzle in process (solveGrid alone,
 *  no reading or printing: what tdoku's run_benchmark times), the median of RUNS passes over
 *  the whole file. With --each, one line per puzzle instead: the comment line above it (its
 *  name), the median microseconds of 101 solves, nodes and guesses; with --counts, one line per
 *  puzzle and nothing timed: its line number, nodes and guesses (make hack-set ranks by them).
 * Usage: build/bench_counts [--each] [--runs RUNS] FILE... (one puzzle per line: 81 digits, or
 *  256 or 625 letters A-Y, '.', '0' or '-' blank; '#' lines and blank lines skipped; RUNS is 5
 *  unless given). --spread: one line per file with the median, mean and worst microseconds of a
 *  puzzle (each the median of three solves), its line, the total seconds, nodes and guesses per
 *  puzzle. --dlx: time dancing links (stress/dlx.h, to the first solution) instead. --verify:
 *  time the rule VERIFY's answer instead: findClash on each puzzle's solution (solved first,
 *  untimed), a full grid as most VERIFY judges give, every cell checked.
 *  Built once per answer rule (make bench builds bench_counts-SMALLEST, -UNIQUE and -COUNT with
 *  their rule's part): what is timed is that rule's answer (answerOf), the first solution by default.
 *  bench_counts-JIGSAW (the jigsaw geometry; -DJIGSAW_BENCH) reads files in HDU 4069's format instead (a count,
 *  then each puzzle's 81 numbers: a digit plus 16, 32, 64, 128 for its walls) and times the
 *  first solution of each jigsaw, its regions given to the solver (setRegions) included.
 */
#include "bench_sudoku.cpp"  // the engine with its counters, its rule and geometry (make: build/bench/NAME/)
#include "../stress/dlx.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

struct Puzzle {
    std::vector<int> cells;  // 81 (9x9, digits), 256 (16x16) or 625 (25x25, letters); 0 = blank
    std::vector<int> regions;  // a jigsaw's: each cell's region, 0-8 (empty: square boxes)
    int box;
    long lineNo;
    std::string name;  // the comment line above it, if any
};

bool useDlx;  // --dlx: time stress/dlx.h's dancing links instead of solve.cpp
bool verifyOnly;  // --verify: time findClash (VERIFY's answer) instead of solving

static double microsecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

// The rule's answer (or dancing links' first solution) to a copy of puzzle, so that it can be
// solved again: SOLVED, or another outcome (SEVERAL under UNIQUE counts as solved; COUNT counts
// every solution and returns SOLVED where there is any). With --verify, SOLVED when the puzzle
// is valid as given, else CLASH.
static int solveCopy(const Puzzle &puzzle) {
    static Dlx dlx;
    if (verifyOnly) return findClash(puzzle.cells.data(), puzzle.box) ? CLASH : SOLVED;
    if (useDlx) return dlx.count(Board(puzzle.cells, puzzle.regions), 1) == 1 ? SOLVED : NO_SOLUTION;
#ifdef JIGSAW_BENCH
    solverFor<3>().setRegions(puzzle.regions.data());
#endif
    int g[625];
    std::copy(puzzle.cells.begin(), puzzle.cells.end(), g);
    int result = answerOf(g, puzzle.box);
    return result == SEVERAL ? SOLVED : result;
}

// Microseconds that solveCopy takes on puzzle; its result in *result.
static double timeSolve(const Puzzle &puzzle, int *result) {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    *result = solveCopy(puzzle);
    return microsecondsSince(start);
}

static double median(std::vector<double> v) {
    std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
    return v[v.size() / 2];
}

#ifdef JIGSAW_BENCH
// The jigsaws of an input in HDU 4069's format (a count, then 81 numbers a puzzle: a digit plus
// 16, 32, 64, 128 for a wall above, right, below, left), each cell's region found by the walls
// around it; false (with a message) for a number or regions that are not so.
static bool readJigsaws(std::ifstream &in, const char *path, std::vector<Puzzle> &puzzles) {
    const int step[4] = {-9, 1, 9, -1};  // to the cell above, right, below, left
    int count, walls[81];
    in >> count;
    for (int k = 1; k <= count; ++k) {
        Puzzle p;
        p.box = 3, p.lineNo = k, p.regions.assign(81, -1);
        for (int i = 0; i < 81; ++i) {
            if (!(in >> walls[i]) || walls[i] < 0 || walls[i] > 255 || walls[i] % 16 > 9)
                return std::cerr << path << ": puzzle " << k << ": not 81 digits plus walls\n", false;
            p.cells.push_back(walls[i] % 16), walls[i] /= 16;
        }
        for (int first = 0, region = 0; first < 81; ++first) {
            if (p.regions[first] >= 0) continue;
            std::vector<int> cells(1, first);
            p.regions[first] = region++;
            for (size_t at = 0; at < cells.size(); ++at)
                for (int d = 0; d < 4; ++d) {
                    int i = cells[at], j = i + step[d];
                    bool open = j >= 0 && j < 81 && (d % 2 == 0 || j / 9 == i / 9) && !(walls[i] >> d & 1);
                    if (open && p.regions[j] < 0) p.regions[j] = p.regions[first], cells.push_back(j);
                }
            if (cells.size() != 9) return std::cerr << path << ": puzzle " << k << ": a region of " << cells.size() << " cells\n", false;
        }
        puzzles.push_back(p);
    }
    return true;
}
#endif

// False (with a message) when path cannot be read or holds a line that is not a puzzle.
static bool readPuzzles(const char *path, std::vector<Puzzle> &puzzles) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << "bench_counts: cannot read " << path << "\n";
        return false;
    }
#ifdef JIGSAW_BENCH
    return readJigsaws(in, path, puzzles);
#endif
    std::string name, line;
    for (long lineNo = 1; std::getline(in, line); ++lineNo) {
        if (!line.empty() && line[line.size() - 1] == '\r') line.erase(line.size() - 1);
        if (!line.empty() && line[0] == '#') name = line.substr(std::min(line.find_first_not_of("# "), line.size()));
        if (line.empty() || line[0] == '#') continue;
        if (line.size() != 81 && line.size() != 256 && line.size() != 625) {
            std::cerr << path << ":" << lineNo << ": not a puzzle of 81, 256 or 625 cells\n";
            return false;
        }
        Puzzle p;
        p.box = line.size() == 81 ? 3 : line.size() == 256 ? 4 : 5;
        for (size_t i = 0; i < line.size(); ++i)
            p.cells.push_back(line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : line[i] >= 'A' && line[i] <= 'Y' ? line[i] - 'A' + 1 : 0);
        p.lineNo = lineNo, p.name = name;
        puzzles.push_back(p);
    }
    return true;
}

int main(int argc, char **argv) {
    bool each = false, spread = false, counts = false;
    int runs = 5, a = 1;
    for (; a < argc && argv[a][0] == '-'; ++a) {
        if (!strcmp(argv[a], "--each")) each = true;
        else if (!strcmp(argv[a], "--counts")) counts = true;
        else if (!strcmp(argv[a], "--spread")) spread = true;
        else if (!strcmp(argv[a], "--dlx")) useDlx = true;
        else if (!strcmp(argv[a], "--verify")) verifyOnly = true;
        else if (!strcmp(argv[a], "--runs") && a + 1 < argc && atoi(argv[a + 1]) > 0) runs = atoi(argv[++a]);
        else {
            std::cerr << "usage: bench_counts [--each | --counts | --spread] [--dlx | --verify] [--runs RUNS] FILE...\n";
            return 2;
        }
    }
    for (; a < argc; ++a) {
        std::vector<Puzzle> puzzles;
        if (!readPuzzles(argv[a], puzzles)) return 2;
        for (size_t k = 0; verifyOnly && k < puzzles.size(); ++k) answerOf(puzzles[k].cells.data(), puzzles[k].box);
        statNodes = statGuesses = 0;
        long solved = 0, slowestLine = 0;
        double slowest = 0, total = 0;
        std::vector<double> each3;  // --spread: each puzzle's median of three solves
        for (size_t k = 0; k < puzzles.size(); ++k) {
            unsigned long nodesBefore = statNodes, guessesBefore = statGuesses;
            int result;
            if (counts) {
                solveCopy(puzzles[k]);
                std::cout << puzzles[k].lineNo << '\t' << statNodes - nodesBefore << '\t' << statGuesses - guessesBefore << '\n';
                continue;
            }
            double us = timeSolve(puzzles[k], &result);
            if (spread) {
                std::vector<double> times(1, us);
                for (int r = 0; r < 2; ++r) times.push_back(timeSolve(puzzles[k], &result));
                us = median(times), each3.push_back(us), total += us;
            }
            solved += result == SOLVED;
            if (us > slowest) slowest = us, slowestLine = puzzles[k].lineNo;
            if (!each) continue;
            unsigned long nodes = statNodes - nodesBefore, guesses = statGuesses - guessesBefore;
            std::vector<double> times(101);
            for (size_t r = 0; r < times.size(); ++r) times[r] = timeSolve(puzzles[k], &result);
            std::cout << puzzles[k].name << '\t' << median(times) << '\t' << nodes << '\t' << guesses << '\n';
        }
        if (each || counts) continue;
        double n = puzzles.empty() ? 1.0 : (double)puzzles.size(), nodes = statNodes / n, guesses = statGuesses / n;
        if (spread) {
            if (useDlx) nodes = guesses = 0;
            std::cout << argv[a] << '\t' << puzzles.size() << '\t' << solved << '\t' << median(each3) << '\t'
                      << total / n << '\t' << slowest << '\t' << slowestLine << '\t' << total / 1e6 << '\t' << nodes << '\t'
                      << guesses << '\n';
            continue;
        }
        std::vector<double> passes;
        for (int r = 0; r < runs; ++r) {
            std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
            for (size_t k = 0; k < puzzles.size(); ++k) solveCopy(puzzles[k]);
            passes.push_back(microsecondsSince(start) / n);
        }
        std::cout << argv[a] << '\t' << puzzles.size() << '\t' << solved << '\t' << nodes << '\t' << guesses << '\t'
                  << slowest << '\t' << slowestLine << '\t' << median(passes) << '\n';
    }
    return 0;
}
