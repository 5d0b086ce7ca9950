/**
 * Description: Dancing links (Knuth's Algorithm X) on Sudoku as exact cover: a second reference,
 *  independent of solve.cpp and brute.h, fast where the brute force is not (hard 9x9 puzzles,
 *  bigger grids). For box size n the grid has N = n*n rows, columns, boxes and digits; each
 *  candidate "digit d in cell (r,c)" is a row of the matrix that covers 4 of its 4*N*N columns:
 *  the cell, and digit d in row r, in column c and in box b (a jigsaw's box: the cell's region);
 *  X-Sudoku adds 2*N columns, digit d on each diagonal, which a cell on a diagonal covers too. The givens are placed first, then
 *  the search branches on the column with fewest rows left (Knuth's S heuristic). It counts
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
#include "geometry.h"

struct Dlx {
  // Node 0 is the root, 1..cols the column headers, then the nodes of each candidate, in the order
  // cell, row, column, box (and the diagonals it lies on). L/R link the nodes of a row (and the
  // headers) in a ring, U/D those of a column; C is a node's column, S a column's count of rows,
  // cand a node's candidate; first[k] is candidate k's first node.
  std::vector<int> L, R, U, D, C, S, cand, first;
  std::vector<int> grid, solution;  // grid: the givens and the search's current choices
  int N, found, limit;
  long long nodes, budget;

  // Solutions of the puzzle, counted up to maxCount; -1 when over the node budget. regions: a
  // jigsaw's box of each cell (null: square boxes); diagonals: X-Sudoku's two more units.
  int count(const int* puzzle, int box, int maxCount, long long nodeBudget = LLONG_MAX,
            const int* regions = nullptr, bool diagonals = false) {
    N = box * box;
    int cells = N * N, cols = 4 * cells + (diagonals ? 2 * N : 0);
    L.assign(cols + 1, 0), R = U = D = C = cand = L, S.assign(cols + 1, 0), first.assign(cells * N, 0);
    for (int i = 0; i <= cols; i++) L[i] = i ? i - 1 : cols, R[i] = i < cols ? i + 1 : 0, U[i] = D[i] = i;
    for (int k = 0; k < cells * N; k++) {  // candidate k: digit k % N + 1 in cell k / N
      int i = k / N, r = i / N, c = i % N, d = k % N, b = regions ? regions[i] : r / box * box + c / box;
      int col[6] = {i, cells + r * N + d, 2 * cells + c * N + d, 3 * cells + b * N + d}, size = 4;
      for (int diagonal = 0; diagonals && diagonal < 2; diagonal++)
        if (onDiagonal(i, N, diagonal)) col[size++] = 4 * cells + diagonal * N + d;
      first[k] = int(L.size());
      for (int j = 0; j < size; j++) {
        int x = int(L.size()), y = col[j] + 1;
        L.push_back(j ? x - 1 : x + size - 1), R.push_back(j < size - 1 ? x + 1 : x - size + 1);
        U.push_back(U[y]), D.push_back(y), C.push_back(y), cand.push_back(k), S[y]++;
        D[U[y]] = x, U[y] = x;
      }
    }
    grid.assign(puzzle, puzzle + cells), solution.clear();
    found = 0, limit = maxCount, nodes = 0, budget = nodeBudget;
    // Placing a given covers its columns; one already covered was taken by a clashing given.
    std::vector<bool> covered(cols + 1);
    for (int i = 0; i < cells; i++) {
      if (grid[i] < 0 || grid[i] > N) return 0;
      if (!grid[i]) continue;
      int x = first[i * N + grid[i] - 1], j = x;
      do {
        if (covered[C[j]]) return 0;
        covered[C[j]] = true, cover(C[j]);
      } while ((j = R[j]) != x);
    }
    return search() ? found : -1;
  }

  // The same for a Board of any geometry.
  int count(const Board& b, int maxCount, long long nodeBudget = LLONG_MAX) {
    return count(b.cells.data(), boxOfSide(sideOfCells(b.cells.size())), maxCount, nodeBudget, b.regions.empty() ? nullptr : b.regions.data(), b.diagonals);
  }

  // Takes column c out of the header ring and every row that covers it out of its other columns.
  void cover(int c) {
    L[R[c]] = L[c], R[L[c]] = R[c];
    for (int i = D[c]; i != c; i = D[i])
      for (int j = R[i]; j != i; j = R[j]) U[D[j]] = U[j], D[U[j]] = D[j], S[C[j]]--;
  }

  // Undoes cover(c), in the reverse order, so that the links come back exactly as they were.
  void uncover(int c) {
    for (int i = U[c]; i != c; i = U[i])
      for (int j = L[i]; j != i; j = L[j]) U[D[j]] = D[U[j]] = j, S[C[j]]++;
    L[R[c]] = R[L[c]] = c;
  }

  // Covers the columns left; false when the node budget runs out.
  bool search() {
    if (++nodes > budget) return false;
    if (!R[0]) {
      if (!found++) solution = grid;
      return true;
    }
    int c = R[0];
    for (int j = R[c]; j && S[c] > 1; j = R[j])  // a column with 0 or 1 rows cannot be beaten
      if (S[j] < S[c]) c = j;
    cover(c);
    bool inBudget = true;
    for (int i = D[c]; i != c && inBudget && found < limit; i = D[i]) {
      for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
      grid[cand[i] / N] = cand[i] % N + 1;
      inBudget = search();
      grid[cand[i] / N] = 0;
      for (int j = L[i]; j != i; j = L[j]) uncover(C[j]);
    }
    uncover(c);
    return inBudget;
  }
};
