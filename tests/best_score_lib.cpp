// The fast engine with its BEST_SCORE rule (build/best_score.cpp, bundled from lib/), in a
// namespace of its own, so that the unit tests call its solveBest beside the universal solver's
// functions (tests/solve_api.h). Its headers come first, so that their inclusion inside the
// namespace is empty.
#include <cstdio>
#include <cstring>

namespace best_score {
#include "best_score.cpp"
}  // namespace best_score
