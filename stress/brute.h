/**
 * Description: The reference search: the classic depth-first search over the cells in reading
 *  order, trying 1-9 in each blank against tables of the digits used in every row, column and
 *  box. It counts solutions up to a limit and keeps the first one found. Written to be
 *  obviously correct, not fast; the generator keeps its puzzles within a node budget of this
 *  very search, so the reference is quick on everything the stress test feeds it.
 * Usage: Brute b; int n = b.count(cells, 2);  // 0, 1 or 2 (two or more); b.solution = first
 *  b.count(cells, 2, 50000);                  // -1 if the search needs more than 50000 nodes
 *  b.weight = w; b.count(cells, INT_MAX);      // every solution scored: b.bestScore the highest
 * Time: exponential in the worst case; under a millisecond on generated puzzles.
 * Status: unit-tested (tests/stress/stress_tests.cpp); agrees with solve.cpp in every stress run
 */
#pragma once
#include <algorithm>
#include <climits>
#include <cstring>

struct Brute {
  bool row[9][10], col[9][10], cell[3][3][10];  // [unit][digit]: the digit is used there
  int grid[81], solution[81];
  int found, limit;
  const int* weight = nullptr;  // set: every solution is scored (weight times digit), the best kept
  int bestScore;
  long long nodes, budget;

  // Solutions of the puzzle (0 = blank), counted up to maxCount; -1 when over the node budget.
  int count(const int puzzle[81], int maxCount, long long nodeBudget = LLONG_MAX) {
    memset(row, 0, sizeof row), memset(col, 0, sizeof col), memset(cell, 0, sizeof cell);
    found = 0, limit = maxCount, nodes = 0, budget = nodeBudget, bestScore = -1;
    for (int i = 0; i < 81; i++) {
      int r = i / 9, c = i % 9, d = grid[i] = puzzle[i];
      if (!d) continue;
      if (row[r][d] || col[c][d] || cell[r / 3][c / 3][d]) return 0;  // clashing givens
      row[r][d] = col[c][d] = cell[r / 3][c / 3][d] = true;
    }
    return dfs(0) ? found : -1;
  }

  // Fills the blanks from cell i on; false when the node budget runs out.
  bool dfs(int i) {
    if (++nodes > budget) return false;
    while (i < 81 && grid[i]) i++;
    if (i == 81) {
      if (!found++) std::copy(grid, grid + 81, solution);
      int score = 0;
      for (int k = 0; weight && k < 81; k++) score += weight[k] * grid[k];
      bestScore = std::max(bestScore, score);
      return true;
    }
    int r = i / 9, c = i % 9;
    for (int d = 1; d <= 9 && found < limit; d++) {
      if (row[r][d] || col[c][d] || cell[r / 3][c / 3][d]) continue;
      row[r][d] = col[c][d] = cell[r / 3][c / 3][d] = true, grid[i] = d;
      bool inBudget = dfs(i + 1);
      row[r][d] = col[c][d] = cell[r / 3][c / 3][d] = false, grid[i] = 0;
      if (!inBudget) return false;
    }
    return true;
  }
};
