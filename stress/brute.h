/**
 * Description: The reference search: the classic depth-first search over the cells in reading
 *  order, trying 1-9 (1-N for other box sizes) in each blank against tables of the digits used in every row, column and
 *  box; of any geometry (geometry.h): a jigsaw's box of a cell is its region, and X-Sudoku
 *  keeps two more tables, for its diagonals; where signs order cells (geometry.h's relations) or
 *  cages hold them, a digit fits only where none of its cell's breaks. It counts solutions up to a limit and keeps
 *  the first one found. Written to be obviously correct, not fast (puzzles of signs or cages,
 *  with few givens, take it millions of nodes: bounds.h answers them in make stress and hack); the generator keeps its puzzles within a node budget of this
 *  very search, so the reference is quick on everything the stress test feeds it.
 * Usage: Brute b; int n = b.count(cells, 2);  // 0, 1 or 2 (two or more); b.solution = first
 *  b.count(cells, 2, 50000);                  // -1 if the search needs more than 50000 nodes
 *  b.weight = w; b.count(cells, INT_MAX);      // every solution scored: b.bestScore the highest
 *  b.count(cells16, 2, LLONG_MAX, 2);          // a 4x4 puzzle (box size 2)
 *  b.count(board, 2);                          // a Board of any geometry (a jigsaw, X-Sudoku)
 * Time: exponential in the worst case; under a millisecond on generated puzzles.
 * Status: unit-tested (tests/stress/stress_tests.cpp); agrees with solve.cpp in every stress run
 */
#pragma once
#include <algorithm>
#include <climits>
#include <cstring>
#include <vector>
#include "dominoes.h"
#include "geometry.h"

struct Brute {
  int box = 3, n = 9;                             // the puzzle's box size, and its side
  bool row[25][26], col[25][26], cell[25][26];   // [unit][digit]: the digit is used there
  bool diagonal[2][26];                           // X-Sudoku's, by onDiagonal's numbers
  int boxOf[625];                                 // the box (a jigsaw's region) of each cell
  bool diagonals;                                 // the diagonals are units
  int grid[625], solution[625];
  int found, limit;
  std::vector<std::vector<Relation>> relationsAt;  // the relations of each cell
  std::vector<Cage> cages;
  std::vector<int> cageAt;                          // the cage of each cell (-1: none)
  bool kinds;                                       // signs or cages to check as cells fill
  const int* weight = nullptr;  // set: every solution is scored (weight times digit), the best kept
  int bestScore;
  long long nodes, budget;

  // Solutions of the puzzle (n*n cells, 0 = blank; box 1 to 5), counted up to maxCount; -1 when
  // over the node budget. regions: a jigsaw's box of each cell (null: square boxes).
  // less: the signs' relations (geometry.h), each checked once both its cells are filled; cages:
  // the killer's, each checked as its cells are filled.
  int count(const int* puzzle, int maxCount, long long nodeBudget = LLONG_MAX, int boxSize = 3,
            const int* regions = nullptr, bool withDiagonals = false, const std::vector<Relation>& less = {},
            const std::vector<Cage>& withCages = {}) {
    box = boxSize, n = box * box, diagonals = withDiagonals, cages = withCages;
    kinds = !less.empty() || !cages.empty();
    // Only the tables in use built and cleared: make hack's 4x4 files of 100,000 puzzles each are
    // made by this search (build/gen 0.49 s a file against 0.75 s).
    if (kinds) {
      relationsAt.assign(n * n, {}), cageAt.assign(n * n, -1);
      for (const Relation& r : less)
        relationsAt[r.smaller].push_back(r), relationsAt[r.larger].push_back(r);
      for (size_t c = 0; c < cages.size(); c++)
        for (int i : cages[c].cells) cageAt[i] = int(c);
    }
    memset(row, 0, n * sizeof row[0]), memset(col, 0, n * sizeof col[0]);
    memset(cell, 0, n * sizeof cell[0]), memset(diagonal, 0, sizeof diagonal);
    found = 0, limit = maxCount, nodes = 0, budget = nodeBudget, bestScore = -1;
    std::copy(puzzle, puzzle + n * n, grid);  // (a relation of a given is checked against them all)
    for (int i = 0; i < n * n; i++) {
      int r = i / n, c = i % n, b = boxOf[i] = regions ? regions[i] : r / box * box + c / box, d = grid[i];
      if (!d) continue;
      if (!fits(i, r, c, b, d)) return 0;  // clashing givens
      place(i, r, c, b, d, true);
    }
    return dfs(0) ? found : -1;
  }

  // The same for a Board of any geometry.
  int count(const Board& board, int maxCount, long long nodeBudget = LLONG_MAX) {
    if (!board.dominoes.empty()) {  // the kind dominoes: a search of its own (dominoes.h)
      static DominoSearch dominoes;
      int found = dominoes.count(board, maxCount, nodeBudget);
      if (found > 0) std::copy(dominoes.solution.begin(), dominoes.solution.end(), solution);
      return nodes = dominoes.nodes, found;
    }
    int side = sideOfCells(board.cells.size());
    return count(board.cells.data(), maxCount, nodeBudget, boxOfSide(side), board.regions.empty() ? nullptr : board.regions.data(), board.diagonals, board.less, board.cages);
  }

  // Whether digit d may stand at cell i (row r, column c, box b): no unit of it holds d yet, and
  // no relation or cage of it breaks.
  bool fits(int i, int r, int c, int b, int d) {
    if (row[r][d] || col[c][d] || cell[b][d] || (diagonals && ((onDiagonal(i, n, 0) && diagonal[0][d]) || (onDiagonal(i, n, 1) && diagonal[1][d]))))
      return false;
    if (!kinds) return true;
    int was = grid[i];
    grid[i] = d;
    bool holds = std::none_of(relationsAt[i].begin(), relationsAt[i].end(), [&](const Relation& x) { return breaks(x, grid); }) &&
                 (cageAt[i] < 0 || !breaks(cages[cageAt[i]], grid));
    return grid[i] = was, holds;
  }

  // Marks digit d used (or free again) in every unit of cell i.
  void place(int i, int r, int c, int b, int d, bool used) {
    row[r][d] = col[c][d] = cell[b][d] = used;
    for (int k = 0; diagonals && k < 2; k++)
      if (onDiagonal(i, n, k)) diagonal[k][d] = used;
  }

  // Fills the blanks from cell i on; false when the node budget runs out.
  bool dfs(int i) {
    if (++nodes > budget) return false;
    while (i < n * n && grid[i]) i++;
    if (i == n * n) {
      if (!found++) std::copy(grid, grid + n * n, solution);
      int score = 0;
      for (int k = 0; weight && k < n * n; k++) score += weight[k] * grid[k];
      bestScore = std::max(bestScore, score);
      return true;
    }
    int r = i / n, c = i % n, b = boxOf[i];
    for (int d = 1; d <= n && found < limit; d++) {
      if (!fits(i, r, c, b, d)) continue;
      place(i, r, c, b, d, true), grid[i] = d;
      bool inBudget = dfs(i + 1);
      place(i, r, c, b, d, false), grid[i] = 0;
      if (!inBudget) return false;
    }
    return true;
  }
};
