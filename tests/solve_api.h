// What the unit tests call of build/sudoku, declared here so that they link against it (built alone
// without its main: build/sudoku_lib.cpp): an edit of lib/ then recompiles it, not the tests. A changed
// signature fails to link; changed values of the enum fail the tests that use them.
#pragma once
#include <cstdio>

enum { SOLVED, CLASH, NO_SOLUTION, SEVERAL };
extern int clashDigit, clashUnit;
extern const char *noSolutionText, *separatorText;  // the judge's words (make submit writes them)
int solveGrid(int *g, int box = 3, int wanted = 1, int *found = 0);
namespace best_score {  // the engine with the rule BEST_SCORE (tests/best_score_lib.cpp)
int solveBest(int *g, const int weight[81]);
}
int run(FILE *input, FILE *output, FILE *errors);
