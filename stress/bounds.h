/**
 * Description: The second reference for puzzles whose signs (geometry.h's relations) or cages
 *  dancing links cannot see: each cell's candidates as a bitmask, narrowed to a fixpoint (a cell
 *  of one candidate takes it from its peers, its cage's cells among them; a digit with one place
 *  left in a row, column or box takes it; a relation keeps its smaller cell's digits below the
 *  larger cell's largest candidate, and the larger's above the smaller's smallest; a cage keeps
 *  each cell's digits within its sum less the others' largest and smallest candidates), then a
 *  branch on the cell of fewest candidates. Written apart from brute.h, which fills cells in
 *  reading order and checks a relation or cage once its cells are filled. Square boxes, any size.
 *  Dominoes, which place pairs of digits, by exact cover of their placings (dominoes.h).
 * Usage: Bounds s; int k = s.count(board, 2);  // 0, 1 or 2 (two or more); s.solution, s.second
 *  (a board of cages: every cell in one)
 *  s.count(board, 2, 100000);                  // -1 past 100000 nodes
 * Time: about 1 ms to count a Luogu P4573 puzzle to 2 (4 to 216 nodes on ten fresh grids'
 *  signs; 12,078 and 34,527 nodes at most of those ten before the hidden singles).
 * Status: agrees with brute.h on boards of signs and of cages of none, one and several solutions
 *  (tests/stress/judge_tests.cpp); the reference of make stress and make hack for them
 */
#pragma once
#include <climits>
#include <vector>
#include "dominoes.h"
#include "geometry.h"

struct Bounds {
  std::vector<int> solution, second;  // the first solution found, and the second
  std::vector<std::vector<int>> peers;  // of each cell: the others of its row, column and box (and cage)
  std::vector<std::vector<int>> units;  // the rows, columns and boxes (and diagonals): every digit once
  std::vector<Relation> less;
  std::vector<Cage> cages;
  int found = 0, limit = 0;
  long long nodes = 0, budget = 0;

  // Solutions of b (square boxes), counted up to maxCount; -1 when over the node budget.
  int count(const Board& b, int maxCount, long long nodeBudget = LLONG_MAX) {
    if (!b.dominoes.empty()) return second.clear(), coverDominoes(b, maxCount, solution, nodeBudget);
    int cells = int(b.cells.size()), n = sideOfCells(cells);
    peers.assign(cells, {});
    units.clear();
    for (const Unit& u : unitsOf(b)) units.push_back(u.cells);
    std::vector<std::vector<int>> distinct = units;  // and the cages, whose digits differ too
    for (const Cage& c : b.cages) distinct.push_back(c.cells);
    for (const std::vector<int>& u : distinct)
      for (int i : u)
        for (int p : u)
          if (p != i) peers[i].push_back(p);
    std::vector<int> candidates(cells, (1 << n) - 1);
    for (int i = 0; i < cells; i++)
      if (b.cells[i] >= 1 && b.cells[i] <= n) candidates[i] = 1 << (b.cells[i] - 1);
      else if (b.cells[i]) return 0;
    less = b.less, cages = b.cages, found = 0, limit = maxCount, nodes = 0, budget = nodeBudget, solution.clear(), second.clear();
    return search(candidates) ? found : -1;
  }

  static int lowest(int mask) { return __builtin_ctz(mask); }
  static int highest(int mask) { return 31 - __builtin_clz(mask); }

  // Narrows the candidates to a fixpoint; false when a cell is left with none.
  bool narrow(std::vector<int>& candidates) const {
    std::vector<char> told(candidates.size());  // its one digit taken from its peers already
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t i = 0; i < candidates.size(); i++) {
        int m = candidates[i];
        if (told[i] || (m & (m - 1))) continue;  // more than one: nothing to take from the peers
        told[i] = true;
        for (int p : peers[i])
          if (candidates[p] & m) {
            if (!(candidates[p] &= ~m)) return false;
            changed = true;
          }
      }
      for (const std::vector<int>& u : units) {  // a digit with one place left in a unit takes it
        int once = 0, twice = 0;  // the digits with a place in u, and with two or more
        for (int i : u) twice |= once & candidates[i], once |= candidates[i];
        if (once != (1 << u.size()) - 1) return false;  // a digit with no place
        for (int i : u)
          if (int only = candidates[i] & once & ~twice) {
            if (only & (only - 1)) return false;  // two digits with this one place
            if (candidates[i] != only) candidates[i] = only, changed = true;
          }
      }
      for (const Relation& r : less) {
        int& small = candidates[r.smaller], & large = candidates[r.larger];
        int keptSmall = small & ((1 << highest(large)) - 1), keptLarge = large & ~((2 << lowest(small)) - 1);
        if (!keptSmall || !keptLarge) return false;
        changed = changed || keptSmall != small || keptLarge != large;
        small = keptSmall, large = keptLarge;
      }
      for (const Cage& c : cages) {
        int least = 0, most = 0;  // of the cage's sum: each cell's smallest and largest candidates
        for (int i : c.cells) least += lowest(candidates[i]) + 1, most += highest(candidates[i]) + 1;
        for (int i : c.cells) {  // its digit: between the sum less the others' most and least
          int low = c.sum - (most - highest(candidates[i]) - 1), high = c.sum - (least - lowest(candidates[i]) - 1);
          int kept = candidates[i] & (high < 1 ? 0 : high >= 31 ? ~0 : (1 << high) - 1) & (low <= 1 ? ~0 : ~((1 << (low - 1)) - 1));
          if (!kept) return false;
          changed = changed || kept != candidates[i];
          candidates[i] = kept;
        }
      }
    }
    return true;
  }

  // Counts the solutions under these candidates; false when the node budget runs out.
  bool search(std::vector<int> candidates) {
    if (++nodes > budget) return false;
    if (!narrow(candidates)) return true;
    int best = -1;
    for (size_t i = 0; i < candidates.size(); i++)
      if ((candidates[i] & (candidates[i] - 1)) && (best < 0 || __builtin_popcount(candidates[i]) < __builtin_popcount(candidates[best]))) best = int(i);
    if (best < 0) {  // every cell one digit, none shared with a peer, every relation and cage's sum kept
      std::vector<int>& kept = found++ ? second : solution;
      if (found <= 2)
        for (int m : candidates) kept.push_back(lowest(m) + 1);
      return true;
    }
    for (int m = candidates[best]; m && found < limit; m &= m - 1) {
      std::vector<int> tried = candidates;
      tried[best] = m & -m;
      if (!search(tried)) return false;
    }
    return true;
  }
};
