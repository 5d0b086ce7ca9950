/**
 * Description: The machine-independent side of `make bench`: solve.cpp's own solver, built with
 *  its SUDOKU_STATS counters, run on puzzle files. Prints one tab-separated line per file:
 *  name, puzzles, solved, search nodes per puzzle, guesses per puzzle, and the slowest puzzle
 *  (its microseconds in process, and its line number).
 * Usage: build/bench_counts FILE... (one 81-cell puzzle per line; '#' lines and blank lines skipped)
 */
#define SUDOKU_NO_MAIN
#define SUDOKU_STATS
#include "../solve.cpp"

#include <chrono>
#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char **argv) {
    for (int a = 1; a < argc; ++a) {
        std::ifstream in(argv[a]);
        if (!in) {
            std::cerr << "bench_counts: cannot read " << argv[a] << "\n";
            return 2;
        }
        statNodes = statGuesses = 0;
        long puzzles = 0, solved = 0, lineNo = 0, slowestLine = 0;
        double slowest = 0;
        for (std::string line; std::getline(in, line);) {
            ++lineNo;
            if (!line.empty() && line[line.size() - 1] == '\r') line.erase(line.size() - 1);
            if (line.empty() || line[0] == '#') continue;
            if (line.size() != 81) {
                std::cerr << argv[a] << ":" << lineNo << ": not an 81-cell puzzle\n";
                return 2;
            }
            int g[81];
            for (int i = 0; i < 81; ++i) g[i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
            std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
            solved += solveGrid(g) == SOLVED;
            double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
            if (us > slowest) slowest = us, slowestLine = lineNo;
            ++puzzles;
        }
        double n = puzzles ? (double)puzzles : 1.0;
        std::cout << argv[a] << '\t' << puzzles << '\t' << solved << '\t' << statNodes / n << '\t'
                  << statGuesses / n << '\t' << slowest << '\t' << slowestLine << '\n';
    }
    return 0;
}
