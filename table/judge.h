/**
 * Description: The table of judges: one source of truth for each judge problem's input and
 *  output format, its promises and limits, and how it compares, as its statement gives them
 *  (where a field could not be confirmed, `unconfirmed` says which), read from each judge's
 *  samples/ID/judge.toml by table/judge.cpp. The stress tools write and judge by it
 *  (stress/judge_io.h), make submit bundles each judge's file by it (bundle/expander.cpp), and
 *  scripts read it through build/judges (table/judges.cpp).
 * Usage: const Judge* j = findJudge("poj-3074");  // link build/judge_table.o (-ltomlplusplus)
 * Status: unit-tested (tests/stress/judge_tests.cpp): malformed judge.toml files are refused
 *  with their line; fuzzed through the checkers (fuzz/fuzz_check.cpp)
 */
#pragma once
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>
#include <cstdio>

// N lines of N cells; one line of N*N; N lines of N spaced; LeetCode's text of a board on one line,
// [["5","3",".",...],...] (N rows of N one-character strings); N lines of N numbers 0-N spaced,
// 0 blank (any box size up to 10: VERIFY only); N lines of N numbers, each a cell's digit (0
// blank) plus 16, 32, 64, 128 for a wall above, right, below, left of it, the walls parting a
// jigsaw's regions (HDU 4069; its answers are written as rows); COCI's frame; DEAD_END's moves;
// spaced rows with `|` between boxes and a line `------+-------+------` between bands (Jutge)
enum Layout { ROWS, ONE_LINE, SPACED, LEETCODE, NUMBERS, WALLS, FRAMED, MOVES, BOXED };
const char* const kLayoutNames[] = {"rows", "one-line", "spaced", "leetcode", "numbers", "walls", "framed", "moves", "boxed"};  // by Layout
// A line before each puzzle telling its size: none; its box size, 1 to box (UVa 989); its side
// n = 1, 4, 9, ... up to box*box (UVa 13115)
enum SizeLine { NO_SIZE_LINE, BOX_SIZE, SIDE_SIZE };
const char* const kSizeLineNames[] = {nullptr, "box", "side"};  // by SizeLine
// ROTATE's answer.turns: clockwise, counted (the default); counterclockwise, listed (leftTurnsListed)
const char* const kTurnNames[] = {"right-counted", "left-listed"};
// The units besides rows and columns, as the engine's parts name them (lib/fast/square.h, jigsaw.h, diagonals.h): square
// boxes; a jigsaw's regions, which each puzzle gives; square boxes and both main diagonals
enum Geometry { SQUARE = 1, JIGSAW, DIAGONALS };
const char* const kGeometryNames[] = {nullptr, "square", "jigsaw", "diagonals"};  // by Geometry
enum Promise { ONE, SOME, ONE_OR_NONE, ANY };  // one solution; at least one; one, or none (givens may
                                               // clash); any number, none or several
// What is asked: the answer rules, one row each (table/rules.h).
#include "rules.h"
// The kinds of constraint beyond units, one row each (table/kinds.h).
#include "kinds.h"
// The solver a judge's file holds, the smallest that passes the judge's make hack within a quarter
// of its time limit: the plain DFS of the design (lib/plain/dfs.h); the fast engine with its terse
// parts (no locked candidates, the first cell of fewest candidates); or the fast engine whole
enum Solver { FAST, PLAIN, TERSE };
const char* const kSolverNames[] = {"fast", "plain", "terse"};  // by Solver
enum Compare { EXACT, LINES };
// The languages the kit builds (stress/build.sh): as judge.toml's judging.languages names them,
// and as a person does.
struct Language { const char* id, *name; };
// What may run a judge's Python 3 (judge.toml's judging.python; PYTHON= for a run).
const char* const kPythonNames[] = {"python3", "pypy3"};
const Language kLanguages[] = {{"c", "C"}, {"c++", "C++"}, {"java", "Java"}, {"python", "Python"},
                               {"rust", "Rust"}, {"javascript", "JavaScript"}, {"pascal", "Pascal"},
                               {"go", "Go"}, {"csharp", "C#"}, {"kotlin", "Kotlin"}};
const int kLanguageCount = sizeof kLanguages / sizeof *kLanguages;
// What a judge may give limits of its own (judge.toml's [judging.by_language]): each language but
// C and C++ (whose are time_limit and memory_mb), and PyPy beside CPython, by kLimitKeys' index
// (kLanguages', then PyPy's: Baekjoon gives Python 3 and PyPy different memory).
const Language kPyPy = {"pypy", "PyPy"};
const int kLimitKeys = kLanguageCount + 1;
inline const Language& limitKey(int index) { return index < kLanguageCount ? kLanguages[index] : kPyPy; }
inline int limitIndex(const std::string& id) {  // -1: none
  for (int k = 0; k < kLimitKeys; k++)
    if (id == limitKey(k).id) return k;
  return -1;
}
// A language's limits: C++'s, or the judge's own, as figures or as C++'s times a factor plus an
// addend (Baekjoon's Python 3: 3 x + 2 s, 2 x + 32 MB).
struct LanguageLimits {
  int timeLimitMs, memoryMB;
  bool stated;            // the judge publishes them (its own, or C++'s for every other language)
  const char* jvmFlags;   // Java and Kotlin: the JVM's options as the judge runs it, {memory} its
                          // memory limit in MB ("" elsewhere)
};
// A puzzle's answer, as the engine names its outcomes: a solution (the only one, for UNIQUE and
// COUNT; for VERIFY, which solves nothing, no row, column or box holding a digit twice), clashing
// givens, none, several.
enum Outcome { SOLVED, CLASH, NO_SOLUTION, SEVERAL, NOT_MINIMAL };  // NOT_MINIMAL: MINIMAL's

struct Judge {
  const char* id;
  const char* name;
  const char* statement;   // where the statement is ("": no address confirmed)
  std::vector<std::string> aliases;  // other ids of the same problem (re-hosts: "luogu-p10481")
  int box;                 // 3: 9x9, digits 1-9; 4: 16x16, letters A-P; up to 10 in numbers (with sizeLine: the largest)
  int smallestBox;         // with sizeLine BOX_SIZE: the smallest box size a puzzle has (1 unless it says)
  bool digitsThenLetters;  // 16x16 cells are 1-9 then A = 10 ... G = 16 (HDU 3909), not letters A-P
  bool hexDigits;          // cells are 0-9 then A-F, 0 = 1 ... F = 16 (HDU 6341; Luogu P8549: 0 to n*n-1)
  Layout layout;           // of input and output alike
  char blank;              // the blank cell in the input (0: none, every grid is full: VERIFY)
  bool countLine;          // the input starts with the number of puzzles...
  bool countOptional;      // ...or, where it may be left out, with the only puzzle (Baekjoon 2239)
  SizeLine sizeLine;       // each puzzle comes after a line holding its box size or its side
  Geometry geometry;       // the units besides rows and columns (SQUARE unless it says)
  ConstraintKind kind;     // the constraint beyond units (UNITS_ONLY unless it says)
  const char* title;       // each puzzle comes after this line (printf of its number), which its
                           // answer repeats (null: none)
  const char* between;     // the line between two puzzles: "" a blank one, "---" (null: none)
  const char* before;      // the line before every puzzle, the first too: "" a blank one (null: none)
  const char* answersBetween;  // the line between two answers, likewise
  const char* endLine;     // the input ends with this line: "end", "0" (null: none)
  bool trailingSpace;      // input lines may end with a space (the statement's sample has them)
  int minPuzzles, maxPuzzles;  // per input file (maxPuzzles 1: one puzzle)
  int blanks;              // every puzzle has exactly this many blanks (0: any number)
  int largestNumber;       // layout NUMBERS, full grids: a cell may hold up to this (more than n: the grid is invalid); 0: n
  int changes;             // ANTI: the most cells an answer may change (with changesLine: the most a line may say)
  bool changesLine;        // ANTI: a line before each grid says how many cells its answer may change (Vijos 1352)
  bool smallestAnti;       // ANTI: the answer is the smallest such grid in reading order, or noSolution (else any)
  bool leftTurnsListed;    // ROTATE: boxes turn counterclockwise, and the answer lists the turned
                           // boxes after the count, or says -1 (Luogu P8549); else clockwise, the count alone
  Promise promise;
  Rule rule;
  Solver solver;           // what its file holds to answer (FAST unless it says)
  const char* noSolution;  // the answer when there is no solution (null: the promise excludes it)
  const char* several;     // UNIQUE, MINIMAL: the answer when there are several (COUNT has no words: counts)
  const char* notMinimal;  // MINIMAL: the answer when one solution stays the only one without some given
  const char* unique;      // UNIQUE: the answer when there is one (null: the solution)
  const char* valid;       // VERIFY: the answer when no row, column or box holds a digit twice
  const char* clash;       // the answer when givens clash (null: noSolution's)
  const char* label;       // before each answer: printf of its number (null: nothing)
  const char* heading;     // a line before each answer: printf of its number (null: none)
  const char* after;       // the line after every answer, the last one too: "" a blank one (null: none)
  Compare compare;
  bool hasPE;              // the judge has a Presentation Error verdict
  int timeLimitMs, memoryMB;  // C and C++ (time as CPU time)
  LanguageLimits byLanguage[kLimitKeys];  // by kLimitKeys' index: C and C++'s are the above
  const char* python;  // what runs its Python 3: "python3" (CPython), or "pypy3" where that is PyPy (Kattis)
  const char* assumedLimits; // where the kit's time and memory limits come from, when the judge
                             // publishes none ("": the judge's own figures)
  const char* cxxFlags;    // g++'s flags as the judge builds C++ ("-O2" unless it says otherwise)
  const char* cFlags;      // gcc's, for C
  const char* languages;   // the languages it accepts, ids of kLanguages one space apart (all unless it says)
  int sourceBytes;         // the most a source may hold (0: no limit stated): make submit compacts
                           // the file of a judge whose limit the readable one exceeds
  const char* unconfirmed; // the fields the statement or judge documents did not confirm
};

// The judge's row names its rule's variant (table/rules.h): VERIFY's numbers past n, ROTATE's
// turns left and listed, ANTI's smallest grid.
inline bool variantOf(const Judge& j) { return j.largestNumber || j.leftTurnsListed || j.smallestAnti; }

// The judges: one folder each in the judges folder (samples/, or $SUDOKU_JUDGES), named by the
// judge's id, holding its judge.toml and statement samples; loaded once (table/judge.cpp),
// sorted by id. A folder the loader cannot read, or a judge.toml it refuses, ends the program
// with exit status 2 after one line on stderr: "FILE:LINE:COLUMN: FIELD: what is wrong".
const std::vector<Judge>& judges();

// The judges folder: $SUDOKU_JUDGES, or samples (relative to the working directory).
std::string judgesFolder();

// Reads one judge folder's judge.toml into j (its id: the folder's name), or returns false with
// why ("FILE:LINE:COLUMN: FIELD: what is wrong"). Its words live as long as the program.
bool readJudge(const std::string& folder, Judge& j, std::string& why);

// The same of a judge.toml's text, read as `file` says (for messages), the judge's id `id`.
bool readJudgeText(const std::string& text, const std::string& file, const std::string& id, Judge& j, std::string& why);

// The judge of this id, or null: its folder's judge.toml alone is read (a tool that runs once a
// case reads one file, not the table), refused as judges() refuses it. An alias (a re-host's id,
// judge.toml's aliases) finds the judge it names, after reading the table.
const Judge* findJudge(const std::string& id);

// The ids nearest to an unknown one, for "did you mean ...?": those within the fewest edits
// (at most a third of its length, and at most 3), or an id it is the start of; at most three.
std::vector<std::string> nearestIds(const std::string& id);

// "9 lines of 9", "one line of 256", "16 lines of 16 spaced" (with sizeLine: "n*n lines of n*n"),
// "a line `[["5","3",...],...]`, 9 rows of 9 strings".
// A WALLS judge's answers are rows: "9 lines of 9".
inline std::string layoutName(const Judge& j) {
  std::string n = j.sizeLine == BOX_SIZE ? std::string("n*n") : j.sizeLine ? std::string("n") : std::to_string(j.box * j.box);
  if (j.layout == LEETCODE) return "a line `[[\"5\",\"3\",...],...]`, " + n + " rows of " + n + " strings";
  if (j.layout == NUMBERS) return n + " lines of " + n + " numbers";
  if (j.layout == FRAMED) return "13 lines of 13: rows of `|52.|...|.81|` framed by `+---+---+---+`";
  if (j.layout == BOXED) return "11 lines: rows such as `1 2 3 | 4 5 6 | 7 8 9`, a line `------+-------+------` between bands";
  if (j.layout == MOVES) return "81 lines `r c v`: row, column (1-9 from the top left) and digit of each move, each cell once";
  return j.layout == ONE_LINE ? "one line of " + std::to_string(j.box * j.box * j.box * j.box)
                              : n + " lines of " + n + (j.layout == SPACED ? " spaced" : "");
}

// The box size of a puzzle of this many cells (1, 16, 81, 256, 625).
inline int boxOfCells(size_t cells) {
  int box = 1;
  while (size_t(box * box * box * box) < cells) box++;
  return box;
}

// The value of a cell character in a grid of this box size: 1-N, or -1 when it is none.
inline int cellValue(int box, char c) {
  int d = box <= 3 ? c - '0' : c - 'A' + 1;
  return d >= 1 && d <= box * box ? d : -1;
}

// The character of cell value d in the judge's grids of this box size: digits up to 9x9, then
// letters from A = 1, or (digitsThenLetters) digits 1-9 then letters from A = 10.
inline char symbolOf(const Judge& j, int box, int d) {
  if (j.hexDigits) return char(d > 10 ? 'A' + d - 11 : '0' + d - 1);
  return char(j.digitsThenLetters ? (d > 9 ? 'A' + d - 10 : '0' + d) : box <= 3 ? '0' + d : 'A' + d - 1);
}

// The value of a cell character in the judge's grids of this box size: 1-N, or -1 when it is none.
inline int valueOf(const Judge& j, int box, char c) {
  if (j.hexDigits) {
    int d = c >= '0' && c <= '9' ? c - '0' + 1 : c >= 'A' && c <= 'F' ? c - 'A' + 11 : -1;
    return d <= box * box ? d : -1;
  }
  if (!j.digitsThenLetters) return cellValue(box, c);
  int d = c >= '1' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : -1;
  return d <= box * box ? d : -1;
}

// printf of one number, for titles and labels.
inline std::string numbered(const char* format, int number) {
  char text[128];
  snprintf(text, sizeof text, format, number);
  return text;
}
