/**
 * Description: Dancing links (Knuth's Algorithm X) on Sudoku as exact cover: a second reference,
 *  independent of solve.cpp and brute.h, fast where the brute force is not (hard 9x9 puzzles,
 *  bigger grids). For box size n the grid has N = n*n rows, columns, boxes and digits; each
 *  candidate "digit d in cell (r,c)" is a row of the matrix that covers 4 of its 4*N*N columns:
 *  the cell, and digit d in row r, in column c and in box b. The givens are placed first, then
 *  the search branches on the column with fewest rows left (Knuth's S heuristic). It counts
 *  solutions up to a limit and keeps the first one found.
 * Usage: Dlx x; int k = x.count(cells, 3, 2);  // 9x9: 0, 1 or 2 (two or more); x.solution = first
 *  x.count(cells, 4, 1, 1000000);              // 16x16, digits 1-16; -1 past 1e6 nodes
 *  cells: N*N in reading order, 0 = blank; clashing givens (or digits outside 0..N) give 0.
 * Time: on the 375 puzzles of puzzles6_forum_hardest_1106, 0.6 ms a puzzle (3 ms at most) to
 *  find a solution, 1.2 ms (4 ms at most) to count to 2; an empty 16x16 3 ms, 25x25 20 ms.
 * Status: agrees with brute.h on the samples; solves all of puzzles6_forum_hardest_1106; counts,
 *  clashes and budget checked by hand for n = 2..5 under ASan and UBSan
 */
#pragma once
#include <climits>
#include <vector>

struct Dlx {
  // Node 0 is the root, 1..cols the column headers, then four nodes per candidate, in the order
  // cell, row, column, box. L/R link the nodes of a row (and the headers) in a ring, U/D those of
  // a column; C is a node's column, S a column's count of rows, cand a node's candidate.
  std::vector<int> L, R, U, D, C, S, cand;
  std::vector<int> grid, solution;  // grid: the givens and the search's current choices
  int N, found, limit;
  long long nodes, budget;

  // Solutions of the puzzle, counted up to maxCount; -1 when over the node budget.
  int count(const int* puzzle, int box, int maxCount, long long nodeBudget = LLONG_MAX) {
    N = box * box;
    int cells = N * N, cols = 4 * cells, size = cols + 1 + 4 * cells * N;
    L.assign(size, 0), R = U = D = C = cand = L, S.assign(cols + 1, 0);
    for (int i = 0; i <= cols; i++) L[i] = i ? i - 1 : cols, R[i] = i < cols ? i + 1 : 0, U[i] = D[i] = i;
    for (int k = 0; k < cells * N; k++) {  // candidate k: digit k % N + 1 in cell k / N
      int r = k / N / N, c = k / N % N, d = k % N, b = r / box * box + c / box;
      int col[4] = {k / N, cells + r * N + d, 2 * cells + c * N + d, 3 * cells + b * N + d};
      for (int j = 0; j < 4; j++) {
        int x = cols + 1 + 4 * k + j, y = col[j] + 1;
        C[x] = y, cand[x] = k, S[y]++;
        U[x] = U[y], D[x] = y, D[U[y]] = x, U[y] = x;
        L[x] = j ? x - 1 : x + 3, R[x] = j < 3 ? x + 1 : x - 3;
      }
    }
    grid.assign(puzzle, puzzle + cells), solution.clear();
    found = 0, limit = maxCount, nodes = 0, budget = nodeBudget;
    // Placing a given covers its four columns; one already covered was taken by a clashing given.
    std::vector<bool> covered(cols + 1);
    for (int i = 0; i < cells; i++) {
      if (grid[i] < 0 || grid[i] > N) return 0;
      if (!grid[i]) continue;
      for (int x = cols + 1 + 4 * (i * N + grid[i] - 1), j = x; j < x + 4; j++) {
        if (covered[C[j]]) return 0;
        covered[C[j]] = true, cover(C[j]);
      }
    }
    return search() ? found : -1;
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
