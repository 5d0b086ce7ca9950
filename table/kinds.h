/**
 * Description: The kinds of constraint beyond units (rows, columns, boxes or regions, diagonals,
 *  each holding every digit once), one row each: what every tool says of a kind and what it
 *  bundles for it is read here, so that a kind is added by its row, its parts and its stress
 *  side's data and references (docs/adding.md).
 * Usage: kKindNames[j.kind]; kindRow(j.kind).plainFlags
 * Status: through the table's tests (tests/stress/judge_tests.cpp) and every judge's file
 */
#pragma once

// The kinds: UNITS_ONLY, no other constraint; SIGNS, a sign between two cells side by side in a
// box says which holds the larger digit (Luogu P4573: every such pair signed, no givens).
// CAGES, a cage's cells hold distinct digits that sum to its value (CodinGame Killer Sudoku Solver).
// DOMINOES, the cells besides nine singles are covered by the 36 dominoes {a, b}, each once
// (Su-domino-ku, MCPC 2011 D: HDU 4210, Baekjoon 4574, e-olymp 3108). CAGE_LINES, cages again,
// written as a batch: each puzzle's cages on one line, all of them first, then each one's sums
// (CodinGame Killer Sudoku Extreme Challenge: no givens).
enum ConstraintKind { UNITS_ONLY, SIGNS, CAGES, DOMINOES, CAGE_LINES };

struct KindRow {
  const char* meaning;     // what it asks of a solution, for a judge's file's header
  const char* input;       // a puzzle as the judge writes it, for the tables and headers
  const char* plainFlags;  // the plain DFS's part that keeps its flags (swapped for plain/flags.h)
  const char* plainSearch; // the plain DFS's search, where it is not plain/dfs.h's (null: dfs.h)
  const char* reader;      // the part of lib/read/ that reads a puzzle of it
  const char* read;        // main's statement that reads a puzzle of it; with an end line, the
                           // condition that reads the next one, false at that line
  const char* endLine;     // the line after the last puzzle, which also says how many it reads
                           // (null: one puzzle alone)
  Layout layout;           // the answer's layout (a judge's input.layout)
  char blank;              // the blank cell of its givens (0: it has none)
  // main's statement that reads every puzzle's first part, after the count line, before `read`
  // reads each one's rest (null: puzzles come one after another)
  const char* readFirst = nullptr;
};

// By ConstraintKind; the first, the units alone, has no row.
const KindRow kKinds[] = {
    {nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, ROWS, 0},
    {"every sign holds: `<` `>` the left cell's digit smaller, larger; `^` `v` the upper's",
     "15 lines of signs, no givens: for each band, a row's 6 `<` `>` (2 a box), then 9 `^` `v` "
     "under it, twice, then its third row's 6",
     "plain/flags_signs.h", nullptr, "read/signs.h", "readSigns();  // a wrong sign: named on stderr, exit status 2",
     nullptr, SPACED, 0},
    {"each cage's cells hold distinct digits that sum to its value",
     "9 lines, each a row's 9 cells (`.` blank), a space and their 9 cage ids (`a`-`z`, `A`-`Z`), "
     "then a line of `id=sum` for each cage",
     "plain/flags_cages.h", nullptr, "read/cages.h", "readCages();  // a wrong row or sum: named on stderr, exit status 2",
     nullptr, ROWS, '.'},
    {"besides the nine single digits, the cells are covered by the 36 dominoes {a, b}, a < b, each once",
     "a line N (10-35), N lines `U LU V LV` (a given domino: digit U at LU, V at LV; a place is a "
     "row A-I and a column 1-9, `B2`), then the places of the single digits 1 to 9 on one line",
     nullptr, "plain/dfs_dominoes.h", "read/dominoes.h", "readDominoes()", "0", ROWS, 0},
    {"each cage's cells hold distinct digits that sum to its value",
     "each puzzle's 81 cage ids (`a`-`z`, `A`-`Z`) on a line, then each one's line of `id=sum`; "
     "no givens",
     "plain/flags_cages.h", nullptr, "read/cage_lines.h",
     "readSums(k);  // then each one's sums", nullptr, SPACED, 0,
     "readLayouts(t);  // all cage ids first"},
};
// Their names, as judge.toml's input.kind writes them.
const char* const kKindNames[] = {"units", "signs", "cages", "dominoes", "cage-lines"};

inline const KindRow& kindRow(int kind) { return kKinds[kind]; }
