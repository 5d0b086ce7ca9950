/**
 * Description: The fast engine, Sudoku<B>: a DFS over row/col/cell flags and each cell's
 *  candidates, over units kept as data. Before each guess it places naked singles (a
 *  cell with one candidate) and hidden singles (a digit with one place left in a
 *  unit), then applies what its deduce part adds (locked candidates where they are
 *  likely to pay), asks its rule's part what to make of the node, and guesses in a
 *  cell with fewest candidates. Its geometry, deductions, rule and strategies are
 *  parts included in its body: make submit swaps them per judge (bundle/expander.cpp).
 * Usage: define STAT(counting) first: (counting) to count statNodes and statGuesses (make
 *  bench), else ((void)0); make submit drops its lines. solverFor<3>().solve(g, 1) ==
 *  SOLVED.
 * Time: about 5 us a 17-clue puzzle, 60-130 us on the hardest 9x9 sets, 1-3 ms a minimal 16x16
 *  one (make bench, in process).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstring>
#include "bits.h"
#include "outcomes.h"

// The solver for N = B*B digits over units of N cells (rows, columns, boxes, then any others its
// geometry gives); a cell's peers are the other cells of its units.
/// The geometry part names the units: a jigsaw's regions take the boxes' place, X-Sudoku's
/// diagonals follow the boxes.
template <int B> struct Sudoku {
#include "square.h"

  enum { WORDS = (UNITS + 31) / 32 };  // of a bit set of units
  // The flags: bit d-1 while digit d is free in a row, column, box (then any other unit).
  /// (cell[b] holds box b's flags: the name AcWing 1613's solutions use)
  int row[N], col[N], cell[UNITS - 2 * N];
  int cand[CELLS + 1];           // each empty cell's candidates, 0 once filled; cand[CELLS] is 0
  int grid[CELLS];               // the digits placed, as one-bit masks
  int first[CELLS], solutions, wanted;  // the first solution found, how many, how many to find
  int emptyCells, pending[CELLS], pendingLen;  // pending: cells with one candidate, to be filled
  // bit u: unit u lost a candidate since its hidden singles were last sought
  unsigned changedUnits[WORDS];
  unsigned unitsOf[CELLS][WORDS], allUnits[WORDS];  // a cell's units, and all: bits of changedUnits
  int rowOf[CELLS], colOf[CELLS], boxOf[CELLS];
  int peers[CELLS][PEERS];       // the other cells of a cell's units, ascending (then CELLS: none)
  int boxMates[CELLS][MATES];    // the peers in its box sharing its row or column (then CELLS)
  int unitCells[UNITS][N];       // rows 0..N-1, then columns, then boxes, then any others
  int *unitFree[UNITS];          // the flags of each unit
  bool ready;

  static int ones(int m) {
    return N <= 16 ? onesIn16[m] : onesIn16[m & 0xFFFF] + onesIn16[m >> 16];
  }

  // The tables of the units unitsAt gives: each unit's cells, each cell's units, peers, box mates.
  void initTables() {
    if (!onesIn16[1])
      for (int m = 1; m < 1 << 16; ++m) onesIn16[m] = (unsigned char)(onesIn16[m >> 1] + (m & 1));
    int filled[UNITS] = {0}, units[5];  // units: a cell's, 5 at most
    memset(unitsOf, 0, sizeof unitsOf), memset(allUnits, 0, sizeof allUnits);
    for (int i = 0; i < CELLS; ++i) {
      int n = unitsAt(i, units);
      rowOf[i] = units[0], colOf[i] = units[1] - N, boxOf[i] = units[2] - 2 * N;
      for (int k = 0; k < n; ++k) {
        int u = units[k];
        unitCells[u][filled[u]++] = i;
        unitsOf[i][u / 32] |= 1u << u % 32, allUnits[u / 32] |= 1u << u % 32;
      }
    }
    for (int i = 0; i < CELLS; ++i) {
      bool near[CELLS] = {false};  // the cells of i's units
      for (int k = 0, n = unitsAt(i, units); k < n; ++k)
        for (int c = 0; c < N; ++c) near[unitCells[units[k]][c]] = true;
      int n = 0, m = 0;
      for (int j = 0; j < CELLS; ++j) {
        if (j == i || !near[j]) continue;
        peers[i][n++] = j;
        if (boxOf[j] == boxOf[i] && (rowOf[j] == rowOf[i] || colOf[j] == colOf[i]))
          boxMates[i][m++] = j;
      }
      while (n < PEERS) peers[i][n++] = CELLS;
      while (m < MATES) boxMates[i][m++] = CELLS;
    }
    for (int u = 0; u < UNITS; ++u)
      unitFree[u] = u < N ? &row[u] : u < 2 * N ? &col[u - N] : &cell[u - 2 * N];
    ready = true;
  }

  void markChanged(int i) { for (int w = 0; w < WORDS; ++w) changedUnits[w] |= unitsOf[i][w]; }
  bool anyChanged() const {
    unsigned any = 0;
    for (int w = 0; w < WORDS; ++w) any |= changedUnits[w];
    return any;
  }

  // Takes digits from cell i's candidates, queueing it when one is left; false when none is.
  bool eliminate(int i, int digits) {
    int m = cand[i] & ~digits;
    if (m == cand[i]) return true;
    cand[i] = m, markChanged(i);
    if (m & (m - 1)) return true;
    pending[pendingLen++] = i;
    return m != 0;
  }

#include "place.h"

  // Places naked and hidden singles until none is left; false when a cell or a digit has no place.
  /// Naked singles are queued as candidates shrink; hidden singles are searched only in units
  /// that lost candidates. False means the guesses that led here were wrong.
  bool propagate() {
    for (;;) {
      while (pendingLen) {
        int i = pending[--pendingLen];
        if (cand[i] && !place(i, cand[i])) return false;  // 0: filled meanwhile as a hidden single
      }
      if (!anyChanged()) return true;
      // The changed units in order, each found by its bit.
      /// Testing each unit's bit in turn mispredicted more than it saved.
      for (int w = 0; w < WORDS; ++w)
        for (unsigned done = 0, rest; (rest = changedUnits[w] & ~done);) {
          unsigned lowest = rest & (0u - rest);  // units changed during the pass are taken in it
          int u = 32 * w + bitIndex(lowest);
          done |= lowest | (lowest - 1), changedUnits[w] ^= lowest;
          if (!*unitFree[u]) continue;  // every digit placed: nothing to find
          const int *cells = unitCells[u];
          int once = 0, twice = 0;  // the digits with at least one place in the unit, with two
          int k = 0;
          for (; k + 3 <= N; k += 3) {  // three cells a step: fewer dependent operations
            int a = cand[cells[k]], b = cand[cells[k + 1]], c = cand[cells[k + 2]];
            twice |= (once & a) | ((once | a) & b) | ((once | a | b) & c), once |= a | b | c;
          }
          for (; k < N; ++k) twice |= once & cand[cells[k]], once |= cand[cells[k]];
          if (once != *unitFree[u]) return false;
          for (int lone = once & ~twice; lone; lone &= lone - 1) {
            int bit = lone & -lone, k = 0;
            // An earlier placement in this unit may have taken the digit's only cell.
            while (!(cand[cells[k]] & bit))
              if (++k == N) return false;
            if (!place(cells[k], bit)) return false;
          }
        }
    }
  }

  enum { GO_ON = -1, BACK = -2, STOP = -3 };  // at a node: guess on, go back, stop the search

#include "first_found.h"

#include "tie_break.h"

#include "deduce.h"

  // The state a guess changes.
  /// Restoring a copy is cheaper than undoing placements one by one.
  struct Saved { int cand[CELLS + 1], row[N], col[N], cell[UNITS - 2 * N], emptyCells; };

#include "narrower_digit.h"

  // Searches from here; true when the search is to stop.
  bool dfs() {
    STAT(statNodes++);
    int fewest = 0, best = deduce(fewest);
    if (best < 0) return best == STOP;
    int choiceCell[N], choiceBit[N], choices = choicesAt(best, fewest, choiceCell, choiceBit);
    Saved s;
    memcpy(s.cand, cand, sizeof cand), memcpy(s.row, row, sizeof row);
    memcpy(s.col, col, sizeof col), memcpy(s.cell, cell, sizeof cell), s.emptyCells = emptyCells;
    for (int c = 0; c < choices; ++c) {
      STAT(statGuesses += c + 1 < choices);  // as tdoku counts: the last choice left is forced
      if (place(choiceCell[c], choiceBit[c]) && dfs()) return true;
      memcpy(cand, s.cand, sizeof cand), memcpy(row, s.row, sizeof row);
      memcpy(col, s.col, sizeof col), memcpy(cell, s.cell, sizeof cell), emptyCells = s.emptyCells;
      pendingLen = 0;
      for (int w = 0; w < WORDS; ++w) changedUnits[w] = 0;
    }
    return false;
  }

  // Solves g (N*N cells, 0 = blank) in place, as solveGrid says, counting up to `wanted` solutions.
  /// Scoring (BEST_SCORE): the solution of the highest score instead.
  int solve(int *g, int wantedSolutions) {
    solutions = 0, wanted = wantedSolutions;
    if (!ready) initTables();
    for (int u = 0; u < N; ++u) row[u] = col[u] = (1 << N) - 1;
    for (int u = 0; u < UNITS - 2 * N; ++u) cell[u] = (1 << N) - 1;
    // The givens and the blanks listed apart, without a branch on which is which.
    /// That pattern mispredicts (15% of the mispredictions on serg_benchmark's easy puzzles).
    int givens[CELLS], blanks[CELLS], nGivens = 0, stuck = 0;  // stuck: a blank has no candidate
    emptyCells = pendingLen = 0;
    for (int i = 0; i < CELLS; ++i)
      givens[nGivens] = blanks[emptyCells] = i, nGivens += g[i] != 0, emptyCells += !g[i];
    for (int k = 0; k < nGivens; ++k) {
      int i = givens[k], bit = 1 << (g[i] - 1);
      if (bit & ~freeAt(i)) return CLASH;
      flip(i, bit), grid[i] = bit, cand[i] = 0;
    }
    for (int k = 0; k < emptyCells; ++k) {
      int i = blanks[k], m = cand[i] = freeAt(i);
      grid[i] = 0, stuck |= !m;
      pending[pendingLen] = i, pendingLen += (m != 0) & !(m & (m - 1));
    }
    memcpy(changedUnits, allUnits, sizeof allUnits);
    if (stuck) return NO_SOLUTION;
    dfs();
    if (!solutions) return NO_SOLUTION;
    for (int i = 0; i < CELLS; ++i) g[i] = bitIndex(first[i]) + 1;
    return SOLVED;
  }
};

// The solver of box size B, made once.
/// Its member arrays are what a hand-written AcWing solution keeps in global arrays. Only the
/// sizes asked for are compiled (LeetCode's file asks for 9x9 alone).
template <int B> Sudoku<B> &solverFor() { static Sudoku<B> solver; return solver; }
