// solve.cpp built with its BEST_SCORE rule, in a namespace of its own, so that the unit tests
// call its solveBest beside the default rule's functions (tests/solve_api.h). Its headers come
// first, so that their inclusion inside the namespace is empty.
#include <cstdio>
#include <cstring>

namespace best_score {
#define ANSWER BEST_SCORE
#define SUDOKU_NO_MAIN
#include "../lib/engine.cpp"
}  // namespace best_score
