/**
 * Description: Dancing links (Knuth's Algorithm X) on Sudoku as exact cover: a second reference,
 *  independent of solve.cpp and brute.h, fast where the brute force is not (hard 9x9 puzzles,
 *  bigger grids). For box size n the grid has N = n*n rows, columns, boxes and digits; each
 *  candidate "digit d in cell (r,c)" is a row of the matrix that covers 4 of its 4*N*N columns:
 *  the cell, and digit d in row r, in column c and in box b (a jigsaw's box: the cell's region);
 *  X-Sudoku adds 2*N columns, digit d on each diagonal, which a cell on a diagonal covers too. The givens are chosen first, then
 *  the search (exact_cover.h) branches on the column with fewest rows left (Knuth's S heuristic). It counts
 *  solutions up to a limit and keeps the first one found.
 * Usage: Dlx x; int k = x.count(cells, 3, 2);  // 9x9: 0, 1 or 2 (two or more); x.solution = first
 *  x.count(cells, 4, 1, 1000000);              // 16x16, digits 1-16; -1 past 1e6 nodes
 *  x.count(board, 2);                          // a Board of any geometry (geometry.h)
 *  cells: N*N in reading order, 0 = blank; clashing givens (or digits outside 0..N) give 0.
 * Time: on the 375 puzzles of puzzles6_forum_hardest_1106, 0.6 ms a puzzle (3 ms at most) to
 *  find a solution, 1.2 ms (4 ms at most) to count to 2; an empty 16x16 3 ms, 25x25 20 ms.
 * Status: agrees with brute.h on the samples; solves all of puzzles6_forum_hardest_1106; counts,
 *  clashes and budget checked by hand for n = 2..5 under ASan and UBSan
 */
#pragma once
#include <climits>
#include <vector>
#include "exact_cover.h"
#include "geometry.h"

struct Dlx {
  ExactCover x;  // one row a candidate, in the order cell, then digit: candidate k is digit k % N + 1 in cell k / N
  std::vector<int> solution;
  int N;
  long long nodes;

  // Solutions of the puzzle, counted up to maxCount; -1 when over the node budget. regions: a
  // jigsaw's box of each cell (null: square boxes); diagonals: X-Sudoku's two more units.
  int count(const int* puzzle, int box, int maxCount, long long nodeBudget = LLONG_MAX,
            const int* regions = nullptr, bool diagonals = false) {
    N = box * box;
    int cells = N * N;
    x.reset(4 * cells + (diagonals ? 2 * N : 0));
    for (int k = 0; k < cells * N; k++) {  // its columns: the cell, and the digit in its row, column, box (and diagonals)
      int i = k / N, r = i / N, c = i % N, d = k % N, b = regions ? regions[i] : r / box * box + c / box;
      int col[6] = {i, cells + r * N + d, 2 * cells + c * N + d, 3 * cells + b * N + d}, size = 4;
      for (int diagonal = 0; diagonals && diagonal < 2; diagonal++)
        if (onDiagonal(i, N, diagonal)) col[size++] = 4 * cells + diagonal * N + d;
      x.addRow(col, size);
    }
    solution.clear(), nodes = 0;
    // A given is a candidate chosen first; one whose column is taken clashes with an earlier given.
    for (int i = 0; i < cells; i++)
      if (puzzle[i] < 0 || puzzle[i] > N || (puzzle[i] && !x.choose(i * N + puzzle[i] - 1))) return 0;
    int found = x.count(maxCount, nodeBudget);
    nodes = x.nodes;
    if (found > 0) {
      solution.assign(cells, 0);
      for (int k : x.chosen) solution[k / N] = k % N + 1;
    }
    return found;
  }

  // The same for a Board of any geometry.
  int count(const Board& b, int maxCount, long long nodeBudget = LLONG_MAX) {
    return count(b.cells.data(), boxOfSide(sideOfCells(b.cells.size())), maxCount, nodeBudget, b.regions.empty() ? nullptr : b.regions.data(), b.diagonals);
  }
};
