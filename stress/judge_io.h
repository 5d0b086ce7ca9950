/**
 * Description: A judge's text, written and judged by its row of the table (table/judge.h): gen
 *  writes inputs by it (writeInput), the references answer by its rule (referenceAnswers), and
 *  check judges by it (checkJudge). Answers are parsed by tokens, so a grid's cells are found
 *  whatever the spacing (in LeetCode's text, whatever the brackets, quotes and commas around
 *  them); then the whole output must equal the canonical one for those answers (writeOutput) as
 *  the judge compares: EXACT (every byte, CR aside) or LINES (trailing whitespace on a line and
 *  blank lines at the end ignored). A difference there is PE where the judge has that verdict,
 *  else WA. Puzzles are Boards (stress/geometry.h) of the judge's geometry: a jigsaw's regions
 *  come from its walls (the layout WALLS: regionsOfWalls reads them, writeWalls writes them),
 *  X-Sudoku's diagonals from its geometry, and grids are judged by those units.
 * Usage: std::string in = writeInput(*j, boards);  // Boards, or grids of N*N cells (81 for 9x9), 0 = blank
 *  Verdict v = checkJudge(*j, input, output, answer, why);
 * Status: unit-tested (tests/stress/judge_tests.cpp, variant_tests.cpp): every sample passes, gen's
 *  inputs validate, mutated outputs get the right verdict, walls that do not close are refused
 *  with their line; fuzzed (fuzz/fuzz_check.cpp)
 */
#pragma once
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>
#include "../table/judge.h"
#include "isomorphism.h"
#include "rotation.h"
#include "anti.h"
#include "cages.h"
#include "dominoes.h"
#include "signs.h"
#include "similarity.h"
#include "verdict.h"

// Two cells of a grid (N*N cells, 0 = blank; square boxes) that hold one digit in a row (kind 0), a column (1)
// or a box (2): the first cell, in reading order, whose digit an earlier cell of its unit holds,
// and that earlier cell (the later one second); {-1, -1} when no unit of that kind holds a digit twice.
std::pair<int, int> twiceIn(const std::vector<int>& cells, int kind);

// True when two equal givens of the puzzle share a unit of its geometry (a row, a column, a box
// or region, a diagonal).
bool givensClash(const Board& b);

// A jigsaw's walls (the WALLS layout): each cell's 16 above, 32 right, 64 below, 128 left.
enum Wall { WALL_UP = 16, WALL_RIGHT = 32, WALL_DOWN = 64, WALL_LEFT = 128 };

// The walls of cell i of a grid of side n parted into these regions: a wall on each side where
// the neighbour is in another region, or off the grid.
int wallsOf(const std::vector<int>& regions, int n, int i);

// The regions that walls (each cell's, as wallsOf gives them) part a grid of side n into,
// numbered 0 to n-1 by their first cell in reading order (a flood fill that crosses no wall); or
// false with why, naming the line of the cell at fault (firstLine: the line of the grid's first
// row). Walls must close: on the border, on both sides of every wall, around n regions of n cells,
// and nowhere inside a region.
bool regionsOfWalls(const std::vector<int>& walls, int n, int firstLine, std::vector<int>& regions, std::string& why);

// The words that answer a SOLVED puzzle: UNIQUE's `unique`, VERIFY's and ISOMORPHIC's `valid` (the
// rules that alone answer by them: table/rules.h); null: its grid.
inline const char* solvedWords(const Judge& j) { return j.valid ? j.valid : j.unique; }

// By ConstraintKind (table/kinds.h): how a puzzle of each kind beyond units is read (from
// lines[first...], into a Board, or false with why) and written, how many lines a puzzle takes, and
// its picture for a person.
struct KindText {
  bool (*read)(const std::vector<std::string>& lines, size_t first, const Judge& j, Board& b, std::string& why);
  std::string (*write)(const Board& b, const Judge& j);
  size_t (*lines)(const Board& b);
  std::vector<std::string> (*picture)(const Board& b);  // for a person (build/show)
  // A kind whose puzzles come as one batch, every puzzle's first part, then each one's rest
  // (cage-lines): `count` of them read from lines[next...] (next then past its last line) and
  // written, in place of read and write.
  bool (*readBatch)(const std::vector<std::string>& lines, size_t& next, size_t count, std::vector<Board>& puzzles, std::string& why) = nullptr;
  std::string (*writeBatch)(const std::vector<Board>& puzzles) = nullptr;
};
const KindText kKindTexts[] = {
    {nullptr, nullptr, nullptr, nullptr},
    {[](const std::vector<std::string>& lines, size_t first, const Judge& j, Board& b, std::string& why) { return readSigns(lines, first, j.trailingSpace, b, why); },
     [](const Board& b, const Judge& j) { return writeSigns(b, j.trailingSpace); }, [](const Board&) { return size_t(15); }, signsPicture},
    {[](const std::vector<std::string>& lines, size_t first, const Judge&, Board& b, std::string& why) { return readCages(lines, first, b, why); },
     [](const Board& b, const Judge&) { return writeCages(b); }, [](const Board&) { return size_t(10); }, cagesPicture},
    {[](const std::vector<std::string>& lines, size_t first, const Judge&, Board& b, std::string& why) { return readDominoes(lines, first, b, why); },
     [](const Board& b, const Judge&) { return writeDominoes(b); }, dominoLines, dominoesPicture},
    {nullptr, nullptr, nullptr, cagesPicture, readCageLines, writeCageLines},
};
static_assert(sizeof kKindTexts / sizeof kKindTexts[0] == sizeof kKinds / sizeof kKinds[0], "a text for every kind");

// One grid (its box size told by its size; 0 = blank written as `blank`) in the judge's layout,
// every line ended.
std::string writeGrid(const Judge& j, const std::vector<int>& cells, char blank, bool trailingSpace);

// A puzzle in the layout WALLS: n lines of n numbers, each a cell's digit (0 blank) plus its
// walls (wallsOf, from its regions; square boxes where it has none).
std::string writeWalls(const Board& b);

// An input file of the judge holding these puzzles, exactly as its statement lays it out.
std::string writeInput(const Judge& j, const std::vector<Board>& puzzles);

// A puzzle's answer: its outcome, and for SOLVED the grid (a score judge: the score in grid[0]);
// for COUNT, the number of solutions (SOLVED: 1, with its grid; SEVERAL: 2 or more; 0 otherwise);
// for EVERY, the number of solutions, and in grid each of them, one after another; for CELL_SUM,
// as read from an output, the sums in the first answer's grid (the others empty); for SIMILAR,
// an answer a pair of puzzles, SOLVED where they are similar, with its operations in grid as
// triples (code, a, b: stress/similarity.h).
struct Answer {
  Outcome outcome;
  std::vector<int> grid;
  long long count = 0;
};

// The output the judge expects for these answers; in *ends, the lines written up to the end of
// each answer.
std::string writeOutput(const Judge& j, const std::vector<Answer>& answers, std::vector<size_t>* ends = nullptr);

// The cells of a board in LeetCode's text, [["5","3",".",...],...] (n rows of n one-character
// strings; a space may follow a comma), in reading order in place of the text; or false with why.
bool leetcodeCells(std::string& text, int n, std::string& why);

// Reads an input file by the judge's format (a validator, in testlib's sense): the puzzles, or
// false with why ("line 3: ..."). Strictly as the statement lays it out, but a last line without
// its line end is accepted, and so is a space at the end of a line where the judge's own sample
// has them; lenient: trailing whitespace and CRs anywhere too (as judges' inputs sometimes have),
// and any number of puzzles and blanks.
// The puzzles carry the judge's geometry: a WALLS judge's regions, read from the walls
// (regionsOfWalls), and X-Sudoku's diagonals.
bool readInput(const Judge& j, const std::string& text, std::vector<Board>& puzzles,
               std::string& why, bool lenient = false);

// The words of text, split at spaces; the line of each (from 0) in *lines where given.
std::vector<std::string> wordsOf(const std::string& text, std::vector<size_t>* lines = nullptr);

// The answers in text to these puzzles, found by words whatever the spacing: each its title and
// label where the judge has them, then the judge's words for an outcome, or the cells of a grid
// (for 9x9: 81 digits 1-9, as one word of 81, 9 of 9 or 81 of 1), or a score; for VERIFY, words
// alone; for COUNT, the number of solutions, then the grid where it is 1. Returns OK, or WA with why
// and in *at the index of the puzzle whose answer is wrong (puzzles.size(): past the last one).
Verdict readAnswers(const Judge& j, const std::string& text, const std::vector<Board>& puzzles,
                    std::vector<Answer>& answers, std::string& why, size_t* at = nullptr);

// text without CRs, and as LINES compares it: no trailing whitespace, no blank lines at the end.
std::string normalized(const Judge& j, std::string text);

// What an outcome's answer says, for messages.
std::string saying(const Judge& j, const Answer& a);

// Where output's layout first departs from the judge's (wanted: the same answers as the judge
// writes them; ends[k]: the lines of wanted up to the end of answer k + 1), in one line: a blank
// line missing or extra after an answer, or the first line that differs.
std::string layoutError(const Lines& w, const Lines& g, const std::vector<size_t>& ends);

// Judges a solver's output for input as the judge would, against the reference's answer (any
// text whose words give the right answers, such as build/brute --judge's output or a sample's).
// *at: the index of the puzzle whose answer fails (puzzles.size(): none, or the layout alone).
// What makes grid no answer of the rule ANTI to the solved grid `solved`: more than j.changes
// cells changed, or a row, column or box without a digit twice; "" when it is one.
std::string antiError(const Judge& j, const Board& solved, const std::vector<int>& grid);

// What makes the boxes listed in turns ({count, row, column of each turn's box}) no answer of
// ROTATE turning left to the grid of p: boxes out of order, or a row, column or box holding a
// digit twice once they are turned; "" when they make a solution.
std::string turnsError(const Judge& j, const Board& p, const std::vector<int>& turns);

Verdict checkJudge(const Judge& j, const std::string& input, const std::string& output,
                   const std::string& answer, std::string& why, size_t* at = nullptr);

// Luogu P1074's weight of cell i (reading order): 10 at the centre, then 9, 8, 7, and 6 at the rim.
inline int ringWeight(int i) { return 10 - std::max(std::abs(i / 9 - 4), std::abs(i % 9 - 4)); }

// A reference solver's `--judge ID` mode: the judge argv names, and the puzzles of standard input
// read in its format (leniently); null, after a message on stderr, when either is wrong.
const Judge* judgeAndPuzzles(const char* tool, int argc, char** argv, std::vector<Board>& puzzles);

// What a rule's reference asks of a counting solver: count(board, limit) returns the number of
// solutions up to limit and leaves the first it found in `solution`; scored(cells) gives the
// best score, or -1 (BEST_SCORE judges).
struct Search {
  std::function<int(const Board&, int)> count;
  const std::vector<int>& solution;
  std::function<int(const std::vector<int>&)> scored;
};

// The references, one a rule (kReferences): each answers one puzzle as the judge expects.
namespace references {
// Clashing givens, or a number past n (input.largest_number makes a grid invalid so): CLASH.
inline bool clashes(const Board& p) {
  return givensClash(p) || std::any_of(p.cells.begin(), p.cells.end(), [&](int d) { return d > sideOfCells(p.cells.size()); });
}
// Counts to `limit` (how many in *found): NO_SOLUTION, SOLVED with the first solution found, or
// where there are more than one and `several` says so, SEVERAL.
inline Answer counted(const Board& p, const Search& s, int limit, bool several, int* found = nullptr) {
  bool clash = clashes(p);
  int n = clash ? 0 : s.count(p, limit);
  if (found) *found = n;
  if (clash) return {CLASH, {}};
  return {n == 0 ? NO_SOLUTION : n > 1 && several ? SEVERAL : SOLVED, s.solution};
}
inline Answer first(const Judge&, const Board& p, const Search& s) { return counted(p, s, 1, false); }
inline Answer unique(const Judge&, const Board& p, const Search& s) { return counted(p, s, 2, true); }
// Every solution counted (clashing givens: 0).
inline Answer all(const Judge&, const Board& p, const Search& s) {
  int found;
  Answer a = counted(p, s, INT_MAX, true, &found);
  return a.count = found, a;
}
// Of several, the smallest: built cell by cell in reading order, each the smallest digit that still
// leaves a solution.
inline Answer smallest(const Judge&, const Board& p, const Search& s) {
  int found;
  Answer a = counted(p, s, 2, false, &found);
  if (found > 1) {
    Board fixed = p;
    for (size_t i = 0; i < fixed.cells.size(); i++)
      for (int d = 1; !p.cells[i] && !fixed.cells[i]; d++)
        if (fixed.cells[i] = d, s.count(fixed, 1) == 0) fixed.cells[i] = 0;
    a.grid = fixed.cells;
  }
  return a;
}
// Counts to two, then, where one solution is found, once per given left out: NOT_MINIMAL where one
// is still the only solution.
inline Answer minimal(const Judge&, const Board& p, const Search& s) {
  Answer a = counted(p, s, 2, true);
  for (size_t i = 0; a.outcome == SOLVED && i < p.cells.size(); i++) {
    Board without = p;  // given i left out
    if (p.cells[i] && (without.cells[i] = 0, s.count(without, 2) == 1)) a.outcome = NOT_MINIMAL;
  }
  return a;
}
// Every solution from p on, appended to a in lexicographic order: a puzzle of one solution (or
// none) is counted; of several, its first blank in reading order takes each digit in turn,
// ascending, and each puzzle so made is listed so.
inline void listEvery(const Board& p, const Search& s, Answer& a) {
  int found = s.count(p, 2);
  if (found == 1) a.grid.insert(a.grid.end(), s.solution.begin(), s.solution.end()), a.count++;
  if (found < 2) return;
  Board fixed = p;
  size_t i = std::find(p.cells.begin(), p.cells.end(), 0) - p.cells.begin();
  for (int d = 1; d <= sideOfCells(p.cells.size()); d++)
    if (fixed.cells[i] = d, !givensClash(fixed)) listEvery(fixed, s, a);
}
inline Answer every(const Judge&, const Board& p, const Search& s) {
  if (clashes(p)) return {CLASH, {}};
  Answer a{NO_SOLUTION, {}};
  listEvery(p, s, a);
  if (a.count) a.outcome = SOLVED;
  return a;
}
// No solution asked: SOLVED where no unit holds a digit twice and no cell a number past n.
inline Answer verify(const Judge&, const Board& p, const Search&) { return {clashes(p) ? CLASH : SOLVED, {}}; }
inline Answer bestScore(const Judge&, const Board& p, const Search& s) {
  int best = s.scored(p.cells);
  return {best < 0 ? NO_SOLUTION : SOLVED, {best}};
}
// Each move in turn, until the grid clashes or has no solution; a move that agrees with the last
// solution found keeps it one, so it is searched again only where a move departs from it.
inline Answer deadEnd(const Judge&, const Board& p, const Search& s) {
  Board grid(std::vector<int>(81, 0));
  std::vector<int> completion;
  Answer a{NO_SOLUTION, {-1}};
  for (size_t m = 0; m + 1 < p.moves.size() && a.outcome == NO_SOLUTION; m += 2) {
    grid.cells[p.moves[m]] = p.moves[m + 1];
    if (!completion.empty() && completion[p.moves[m]] == p.moves[m + 1]) continue;
    if (givensClash(grid) || s.count(grid, 1) == 0) a.outcome = SOLVED, a.grid.assign(1, int(m / 2 + 1));
    else completion = s.solution;
  }
  return a;
}
// Each digit + 16 where another cell of one of its units holds it.
inline Answer mark(const Judge&, const Board& p, const Search&) {
  Answer a{SOLVED, p.cells};
  for (const Unit& u : unitsOf(p))
    for (int c : u.cells)
      for (int other : u.cells)
        if (other != c && p.cells[other] == p.cells[c] && a.grid[c] <= 16) a.grid[c] += 16;
  return a;
}
// The fewest quarter turns, by stress/rotation.h's search; listed (turning left), each box's turns.
inline Answer rotate(const Judge& j, const Board& p, const Search&) {
  std::vector<int> turns = fewestTurnsOf(p.cells, j.leftTurnsListed);
  int n = boxOfCells(p.cells.size());
  Answer a{turns.empty() ? NO_SOLUTION : SOLVED, {std::accumulate(turns.begin(), turns.end(), 0)}};
  for (int b = 0; j.leftTurnsListed && b < int(turns.size()); b++)
    for (int k = 0; k < turns[b]; k++) a.grid.push_back(b / n + 1), a.grid.push_back(b % n + 1);
  return a;
}
// The puzzle's one solution, compared with the solved grid.
inline Answer isomorphic(const Judge&, const Board& p, const Search& s) {
  s.count(p, 1);
  return {isomorphicGrids(s.solution, p.solved) ? SOLVED : NO_SOLUTION, {}};
}
// The smallest, by stress/anti.h's search, or none; else the textbook answer: every 2 made a 1
// (nine changes, a 1 twice in every unit).
inline Answer anti(const Judge& j, const Board& p, const Search&) {
  if (j.smallestAnti) {
    std::vector<int> grid = smallestAntiOf(p.cells, p.changes >= 0 ? p.changes : j.changes);
    return {grid.empty() ? NO_SOLUTION : SOLVED, grid};
  }
  Answer a{SOLVED, p.cells};
  std::replace(a.grid.begin(), a.grid.end(), 2, 1);
  return a;
}
}  // namespace references

// By Rule: each rule's reference (a rule's row on the stress side; table/rules.h holds the rest).
using Reference = Answer (*)(const Judge&, const Board&, const Search&);
const Reference kReferences[] = {nullptr, references::first, references::smallest, references::unique,
    references::bestScore, references::verify, references::all, references::minimal, references::anti,
    references::isomorphic, references::first, references::rotate, references::mark, references::deadEnd,
    references::every, references::first, nullptr};  // SIMILAR answers pairs: pairAnswers
static_assert(sizeof kReferences / sizeof kReferences[0] == kRuleCount, "a reference for every rule");

// The answers to each pair of puzzles i < j in order, where the rule answers pairs (SIMILAR):
// SOLVED with stress/similarity.h's operations (triples) where puzzle i becomes puzzle j, else
// NO_SOLUTION.
inline std::vector<Answer> pairAnswers(const std::vector<Board>& puzzles) {
  std::vector<Answer> answers;
  for (size_t i = 0; i < puzzles.size(); i++)
    for (size_t k = i + 1; k < puzzles.size(); k++) {
      Answer a{NO_SOLUTION, {}};
      if (similarOps(puzzles[i].cells, puzzles[k].cells, a.grid)) a.outcome = SOLVED;
      answers.push_back(a);
    }
  return answers;
}

// The answers the judge expects for these puzzles, found by a counting solver (Search says what
// count and scored are), each by its rule's reference (kReferences).
template <class Count, class Scored>
std::vector<Answer> referenceAnswers(const Judge& j, const std::vector<Board>& puzzles, Count count,
                              const std::vector<int>& solution, Scored scored) {
  if (ruleRow(j.rule).pairs) return pairAnswers(puzzles);
  Search search{count, solution, scored};
  std::vector<Answer> answers;
  for (const Board& p : puzzles) answers.push_back(kReferences[j.rule](j, p, search));
  return answers;
}
