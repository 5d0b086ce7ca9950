/**
 * Description: The machine-independent side of `make bench`: solve.cpp's own solver, built with
 *  its SUDOKU_STATS counters, run on puzzle files. Prints one tab-separated line per file:
 *  name, puzzles, solved, search nodes per puzzle, guesses per puzzle, and the slowest puzzle
 *  (its microseconds in process, and its line number). With --each, one line per puzzle
 *  instead: the comment line above it (its name), the median microseconds of 101 solves in
 *  process, nodes and guesses.
 * Usage: build/bench_counts [--each] FILE... (one 81-cell puzzle per line; '#' lines and blank
 *  lines skipped)
 */
#define SUDOKU_NO_MAIN
#define SUDOKU_STATS
#include "../solve.cpp"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

// Microseconds that solveGrid takes on a copy of puzzle; its result in *result.
static double timeSolve(const int puzzle[81], int *result) {
    int g[81];
    std::copy(puzzle, puzzle + 81, g);
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    *result = solveGrid(g);
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

int main(int argc, char **argv) {
    bool each = argc > 1 && !strcmp(argv[1], "--each");
    for (int a = 1 + each; a < argc; ++a) {
        std::ifstream in(argv[a]);
        if (!in) {
            std::cerr << "bench_counts: cannot read " << argv[a] << "\n";
            return 2;
        }
        statNodes = statGuesses = 0;
        long puzzles = 0, solved = 0, lineNo = 0, slowestLine = 0;
        double slowest = 0;
        std::string name;
        for (std::string line; std::getline(in, line);) {
            ++lineNo;
            if (!line.empty() && line[line.size() - 1] == '\r') line.erase(line.size() - 1);
            if (!line.empty() && line[0] == '#') name = line.substr(line.find_first_not_of("# "));
            if (line.empty() || line[0] == '#') continue;
            if (line.size() != 81) {
                std::cerr << argv[a] << ":" << lineNo << ": not an 81-cell puzzle\n";
                return 2;
            }
            int puzzle[81], result;
            for (int i = 0; i < 81; ++i) puzzle[i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
            unsigned long nodesBefore = statNodes, guessesBefore = statGuesses;
            double us = timeSolve(puzzle, &result);
            unsigned long nodes = statNodes - nodesBefore, guesses = statGuesses - guessesBefore;
            solved += result == SOLVED;
            if (us > slowest) slowest = us, slowestLine = lineNo;
            ++puzzles;
            if (!each) continue;
            std::vector<double> times(101);
            for (size_t r = 0; r < times.size(); ++r) times[r] = timeSolve(puzzle, &result);
            std::nth_element(times.begin(), times.begin() + 50, times.end());
            std::cout << name << '\t' << times[50] << '\t' << nodes << '\t' << guesses << '\n';
        }
        if (each) continue;
        double n = puzzles ? (double)puzzles : 1.0;
        std::cout << argv[a] << '\t' << puzzles << '\t' << solved << '\t' << statNodes / n << '\t'
                  << statGuesses / n << '\t' << slowest << '\t' << slowestLine << '\n';
    }
    return 0;
}
