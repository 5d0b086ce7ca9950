/**
 * Description: The stress test's input generator. Kinds of puzzle: "unique" (a random full
 *  grid, then givens removed in random order while brute.h still counts exactly one solution,
 *  down to a target count or to a minimal puzzle of about 20-25 givens), "random" (givens of a
 *  random full grid, some changed to other digits that clash with no other given: none, one
 *  or many solutions), "clash" (two equal givens in a row, column or box); in mixed layouts from
 *  size 3 on and kind any, now and then a 16x16 unique puzzle in letters (makeUniqueBox). Layouts: "rows"
 *  (9 lines of 9), "line" (lines of 81, then "end"), "count" (a count line, 0 for blanks),
 *  "spaced" (cells spaced, ? for blanks), "mixed" (any of these per puzzle, with runs of
 *  spaces and tabs, comments, blank lines, CRLF, text after "end"). generateForJudge writes only
 *  what one judge's format and promises allow; for the rule VERIFY, valid grids and grids that
 *  repeat a digit in rows, columns or boxes only, evenly (makeClashIn); for COUNT, puzzles of no
 *  solution, one, and a few (makeSeveral), evenly; for a variant geometry, puzzles of its own
 *  shape (makeVariant: a jigsaw a random layout each, randomRegions; X-Sudoku its diagonals) of
 *  every kind the promise allows, minimal ones for make hack. The size (1-10) bounds the
 *  number of puzzles and of blanks, so that a sweep from small to large sizes finds small
 *  failures first. The output depends only on the options: a splitmix64 stream seeded with
 *  the seed drives every choice (no std:: distributions, whose output varies by library).
 * Usage: GenOptions o; o.seed = 7; o.size = 3; std::string input = generate(o);
 * Time: a few ms per puzzle; a minimal one takes about 100 searches of at most kBudget nodes.
 *  Every puzzle stays within kBudget nodes of brute.h, so the reference solves it in about 1 ms.
 * Status: unit-tested (determinism, validity, uniqueness, minimality, jigsaw layouts: tests/stress/)
 */
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "brute.h"
#include "bounds.h"
#include "dlx.h"
#include "judge_io.h"

struct GenOptions {
  uint64_t seed = 0;
  int size = 10;                   // 1-10: at most (size + 1) / 2 puzzles and about 8 * size blanks
  std::string kind = "any";        // unique, random, clash, unsolvable, or any but unsolvable
  int givens = -1;                 // givens to aim for (unique: a floor; 0: minimal); -1: from size
  int puzzles = 0;                 // puzzles per input; 0: from size
  std::string layout = "mixed";    // rows, line, count, spaced or mixed
};

const long long kBudget = 50000;  // brute.h nodes allowed per puzzle: keeps the reference fast

struct Rng {  // splitmix64: the same stream on every platform
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return int(next() % uint64_t(n)); }
  bool percent(int p) { return below(100) < p; }
  template <class T> void shuffle(T* a, int n) {
    for (int i = n - 1; i > 0; i--) std::swap(a[i], a[below(i + 1)]);
  }
};

// Whether digit d may stand at cell i: no other cell of its row, column or box holds it.
bool fits(const int g[81], int i, int d);

// Fills cells i.. of g (blank from i on) with a random valid completion: digits in random order.
bool fillRandom(int g[81], int i, Rng& rng);

void fullGrid(int g[81], Rng& rng);

void shuffledCells(int order[81], Rng& rng);

// A random full grid with `blanks` random cells cleared.
void randomGivens(int g[81], int blanks, Rng& rng);

void makeUnique(int g[81], int targetGivens, Rng& rng);

// A puzzle with 2 to `most` solutions, counted by brute.h within kBudget nodes (so that the
// reference can count them all): the givens of a random full grid taken away in random order,
// each left out while the count stays within `most`, until one would take it past that with
// two or more already; again from another grid where a pass leaves one solution. (Going on past
// that first refusal, each refusal a long count, took 9 times as long, for counts 1.6 times as
// high on average.)
void makeSeveral(int g[81], int most, Rng& rng);

void makeRandom(int g[81], int blanks, Rng& rng);

// Consistent givens without a solution, chosen to be hard to refute: `givens` cells of a random
// full grid, one of them changed to a digit that clashes with no other given. Of several such
// candidates that brute.h refutes within kRefuteBudget nodes, the one that costs it most.
const long long kRefuteBudget = 20000000;
void makeUnsolvable(int g[81], int givens, Rng& rng);

void makeClash(int g[81], int blanks, Rng& rng);

// A random full grid of box size `box`: the first solution dancing links finds for the empty
// grid, then symmetries of Sudoku drawn at random (digits renamed; bands, stacks, and the rows
// and columns within each, reordered; maybe transposed), so that every result is a valid grid.
std::vector<int> randomFullGrid(int box, Rng& rng);

// A solved grid of its own (box 3 or 4), not one of randomFullGrid's (which are all one grid
// turned, swapped and relabelled): dancing links' first solution of n + 2 random givens that do
// not clash.
std::vector<int> freshFullGrid(Rng& rng, int box = 3);

// Solved grid g turned or not, its bands, rows within bands, stacks and columns within stacks in
// random orders, its digits relabelled at random (ISOMORPHIC's moves); `turned`: always turned.
std::vector<int> shuffledGrid(const std::vector<int>& g, bool turned, Rng& rng);

// A puzzle of box size `box` with exactly one solution: the givens of a random full grid taken
// away in random order while dancing links still counts one solution, down to targetGivens, or
// (targetGivens 0) until none can go: a minimal puzzle.
std::vector<int> makeUniqueBox(int box, int targetGivens, Rng& rng, std::vector<int> full = {});

// How a puzzle is written: one line of 81 or 9 lines; separators; the blank character.
struct Style {
  bool oneLine;
  int spacing;  // 0 none, 1 single spaces, 2 runs of spaces/tabs with some around the line
  char blank;   // '.', '0' or '?'; 0: any of them, cell by cell
};

std::string whitespace(int minLen, Rng& rng);

// n cells of a puzzle of box size `box` as one line: digits for 9x9, letters beyond.
std::string cellsLine(const int* cells, int n, int box, const Style& st, Rng& rng);

std::string generate(const GenOptions& o);

// The kinds of puzzle a judge's promise allows: one solution, several, clashing givens, none;
// for MINIMAL, also one solution that stays the only one without some given.
enum Kind { ONE_SOLUTION, SOME_SOLUTIONS, CLASHING, NO_SOLUTION_AT_ALL, NOT_MINIMAL_ONE };

// A puzzle of box size `box` (2 to 5) of this kind for MINIMAL judges, from a minimal puzzle
// (makeUniqueBox; ONE_SOLUTION is that one), counted by dancing links: NOT_MINIMAL_ONE adds a
// given of its solution (then leaving that one out keeps the solution unique), SOME_SOLUTIONS
// takes a given away (a minimal puzzle then has several), CLASHING copies a given into another
// cell of its row, NO_SOLUTION_AT_ALL changes givens to digits no given of their units holds
// until no solution is left (clashing givens where 50 changes leave one).
std::vector<int> makeForMinimal(int box, Kind kind, Rng& rng);

// A 4x4 (or 1x1) puzzle of this kind with `blanks` blanks, where it can have one (a 1x1 puzzle
// always has one solution; a 4x4 puzzle falls back to clashing givens where a try finds no
// other way).
std::vector<int> makeSmall(int box, Kind kind, int blanks, Rng& rng);

// A grid of box size `box` for VERIFY judges, with `blanks` blanks (0: a full grid), whose only
// repeated digits are in units of one kind (0: rows, 1: columns, 2: boxes), so that a check that
// forgets that kind is caught; or (kind -1) a valid one, a few givens maybe changed to digits
// that clash with nothing (which may leave it without a solution). Made from a random full grid:
// two cells swapped in a column inside a box (two rows then repeat a digit), in a row inside a box
// (two columns), or two columns of different stacks swapped (rows and columns stay whole); the
// blanks spare one pair of the repeated digits.
std::vector<int> makeClashIn(int box, int kind, int blanks, Rng& rng);

// The cell beside cell i of a grid of side n: above it (side 0), right, below, left; -1 off the grid.
int besideCell(int i, int n, int side);

// A random jigsaw layout of side n = box*box (each cell's region, 0 to n-1): the square boxes,
// then 8*n swaps between two regions side by side, A and B: a cell of A beside B goes to B, and a
// cell of B beside another cell of A goes to A, each swap kept only where both regions stay
// connected (regionsValid), so that every step is a layout of n connected regions of n cells.
// Whether it admits a solution is randomSolution's to find out.
std::vector<int> randomRegions(int box, Rng& rng);

// A random solution of an empty grid of this shape (its regions and diagonals; its cells are
// ignored): the first row a random order of the digits, the rest completed by dancing links
// within 20000 nodes (0.1 ms for most layouts); false where 4 first rows find none (a jigsaw layout
// without a solution, most likely: another layout is quicker to try than a long search).
bool randomSolution(const Board& shape, Rng& rng, std::vector<int>& solution);

// A puzzle of judge j's geometry (a jigsaw: a random layout of its own, randomRegions; X-Sudoku:
// the diagonals) of this kind, from a random solution with `blanks` cells cleared: one solution
// (givens taken away in random order while one solution is left, down to 81 - blanks givens;
// minimal: until none can go, counted by dancing links, else by brute.h within kBudget nodes, so
// that the reference is quick on it), several (givens taken away until there are two solutions),
// clashing givens (a given copied to another cell of one of its units) or none (a given changed
// to a digit no given of its units holds, until no solution is left; clashing where 200 tries
// find none).
Board makeVariant(const Judge& j, Kind kind, int blanks, bool minimal, Rng& rng);

// A puzzle of signs (table/kinds.h) of one solution: the signs of fresh solved grids, until
// bounds.h finds one's its only solution.
Board makeSigned(Rng& rng);

// A killer puzzle (the kind cages) of one solution: a fresh solved grid parted into cages of 2 to
// 5 cells side by side with distinct digits (1 where none fits), then givens from it until
// bounds.h finds one solution within 5000 nodes.
Board makeCaged(Rng& rng);

// The same without givens (the kind cage-lines: CodinGame Killer Sudoku Extreme Challenge): where
// two solutions are found, a cell where one departs from the grid leaves its cage for a cage of
// its own, until bounds.h finds one solution within 5000 nodes.
Board makeCagedAlone(Rng& rng);

// A Su-domino-ku puzzle (the kind dominoes) of one solution: a fresh solved grid parted into
// nine singles and the 36 dominoes, then ten of its dominoes given, and one more until exact
// cover (dominoes.h) finds one solution within 20,000 nodes.
Board makeDominoed(Rng& rng);

// An input within judge j's format and promises, as its statement lays it out: puzzles of the
// kinds its promise allows (unique; also several solutions, clashing givens or none where it
// allows them), of the sizes it allows, as many as it gives per file; for VERIFY, valid grids and
// grids with a digit twice in rows, columns or boxes only, evenly; for COUNT, puzzles counting 0
// (clashing givens, or none), 1 and 2 to 30 * size solutions, evenly. The size bounds puzzles and
// blanks as for generate().
std::string generateForJudge(const GenOptions& o, const Judge& j);

// p rewritten to be slow for the search most contestants write first, which fills cells in
// reading order trying 1-9: bands, and the rows of each band, ordered fewest givens first, then
// digits renamed so that the solution's first row reads 9 8 7 ... 1, so that each cell there
// tries every smaller digit before the right one. Symmetries of the grid: the number of
// solutions is unchanged (without one, only the rows move).
std::vector<int> hardenForDfs(const std::vector<int>& p);
