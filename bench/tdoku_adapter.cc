/**
 * Description: the fast engine's solver behind the solver interface of tdoku's run_benchmark, so that
 *  it is timed by the same harness, built with the same flags, as tdoku, jsolve, fsss and fsss2
 *  (bench/others.sh builds it into a scratch copy of tdoku; nothing of tdoku is in this kit).
 *  Rule FIRST; the guesses counted as make bench counts them.
 * Usage: bench/others.sh copies this file and the engine bundled with its counters
 *  (build/bench/FIRST/bench_sudoku.cpp, make bench) into other/sudokukit/ of a copy of
 *  tdoku and registers OtherSolverSudokuKit there as "sudoku-kit".
 * Status: used by bench/others.sh for the README's side-by-side table.
 */
#include "bench_sudoku.cpp"  // copied beside this file

#include <stddef.h>
#include <stdint.h>

// run_benchmark's contract: input is 81 characters ('1'-'9' givens, anything else blank);
// limit is 1 (first solution) or 2 (count to two); the first solution goes to solution[81];
// the result is the number of solutions found, up to limit.
extern "C" size_t OtherSolverSudokuKit(const char *input, size_t limit, uint32_t, char *solution,
                                       size_t *num_guesses) {
    int g[81], found = 0;
    for (int i = 0; i < 81; ++i) g[i] = input[i] >= '1' && input[i] <= '9' ? input[i] - '0' : 0;
    unsigned long guessesBefore = statGuesses;
    int result = solveGrid(g, 3, (int)limit, &found);
    *num_guesses = statGuesses - guessesBefore;
    if (result != SOLVED) return 0;
    for (int i = 0; i < 81; ++i) solution[i] = (char)('0' + g[i]);
    return (size_t)found;
}
