/**
 * Description: A puzzle with its geometry, as the stress tools model it (docs/solver.md's
 *  glossary): N*N cells, whose units are the rows, the columns and the boxes: square B x B boxes,
 *  or, in a jigsaw, the N regions of N cells that each puzzle gives (the box of a cell is its
 *  region); X-Sudoku (DIAGONALS) adds both main diagonals as units. A Board made from cells alone
 *  has square boxes and no diagonals.
 * Usage: Board b(cells);  Board jigsaw(cells, regions);  Board x(cells, {}, true);
 *  for (const Unit& u : unitsOf(b)) ...;   boxesOf(b)[i]: the box (region) of cell i
 * Status: unit-tested through brute.h, dlx.h and the checkers (tests/stress/)
 */
#pragma once
#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

// Two cells whose digits a constraint orders (the kind signs: table/kinds.h): `smaller` holds the
// smaller digit.
struct Relation {
  int smaller, larger;
  bool operator==(const Relation& o) const { return smaller == o.smaller && larger == o.larger; }
};

// Cells that hold distinct digits summing to `sum` (the kind cages: table/kinds.h).
struct Cage {
  std::vector<int> cells;
  int sum;
  bool operator==(const Cage& o) const { return cells == o.cells && sum == o.sum; }
};

// Two cells side by side that a given domino covers, as the input lists them (the kind dominoes:
// table/kinds.h).
struct Domino {
  int first, second;
  bool operator==(const Domino& o) const { return first == o.first && second == o.second; }
};

struct Board {
  std::vector<int> cells;    // N*N in reading order, 0 = blank
  std::vector<int> regions;  // a jigsaw's: the box (region, 0 to N-1) of each cell; empty: square boxes
  bool diagonals = false;    // X-Sudoku: both main diagonals are units too
  std::vector<int> solved;   // ISOMORPHIC: the solved grid the puzzle is compared with (else empty)
  std::vector<int> moves;    // DEAD_END: each move's cell (0-80) and digit, in turn (else empty)
  int changes = -1;          // ANTI with a line of changes: the most cells its answer may change (else -1)
  std::vector<Relation> less;  // the kind signs: the cells each sign orders (else empty)
  std::vector<Cage> cages;     // the kind cages: the cages, each cell in one (else empty)
  std::vector<Domino> dominoes;  // the kind dominoes: the dominoes given (else empty; the singles are
                                 // the givens on none of them)
  Board() = default;
  Board(std::vector<int> cells, std::vector<int> regions = {}, bool diagonals = false)  // implicit: cells alone
      : cells(std::move(cells)), regions(std::move(regions)), diagonals(diagonals) {}
  bool operator==(const Board& o) const { return cells == o.cells && regions == o.regions && diagonals == o.diagonals && solved == o.solved && moves == o.moves && changes == o.changes && less == o.less && cages == o.cages && dominoes == o.dominoes; }
};

// The side N of a grid of this many cells (1, 4, 9, 16, 25, ...).
inline int sideOfCells(size_t cells) {
  int n = 1;
  while (size_t(n * n) < cells) n++;
  return n;
}

// The box size B of a grid of side N (N = B*B).
inline int boxOfSide(int n) {
  int box = 1;
  while (box * box < n) box++;
  return box;
}

// The square box of each cell of a grid of side n: B x B boxes numbered in reading order.
inline std::vector<int> squareBoxes(int n) {
  int box = boxOfSide(n);
  std::vector<int> boxes(n * n);
  for (int i = 0; i < n * n; i++) boxes[i] = i / n / box * box + i % n / box;
  return boxes;
}

// The box of each cell of b: its region in a jigsaw, else its square box.
inline std::vector<int> boxesOf(const Board& b) {
  return b.regions.empty() ? squareBoxes(sideOfCells(b.cells.size())) : b.regions;
}

// The main diagonal (0) or the anti-diagonal (1) holds cell i of a grid of side n.
inline bool onDiagonal(int i, int n, int diagonal) { return diagonal ? i / n + i % n == n - 1 : i / n == i % n; }

// Whether b has constraints beyond its units (signs, cages, dominoes), which dancing links cannot see.
inline bool hasKinds(const Board& b) { return !b.less.empty() || !b.cages.empty() || !b.dominoes.empty(); }

// Whether grid (reading order, 0 = blank) breaks relation r: both its cells filled, out of order.
inline bool breaks(const Relation& r, const int* grid) {
  return grid[r.smaller] && grid[r.larger] && grid[r.smaller] >= grid[r.larger];
}

// What grid (0 = blank) holds in cage c: its filled cells' sum, its blanks, a digit it holds twice
// (0: none).
struct CageSeen {
  int sum = 0, blanks = 0, twice = 0;
  CageSeen(const Cage& c, const int* grid) {
    int seen = 0;
    for (int i : c.cells) {
      if (grid[i] && (seen >> grid[i] & 1)) twice = grid[i];
      sum += grid[i], blanks += !grid[i], seen |= 1 << grid[i];
    }
  }
};

// Whether grid breaks cage c: a digit twice, or a sum it can no longer make (its filled cells'
// sum, plus 1 a blank, past its value; all filled, another sum).
inline bool breaks(const Cage& c, const int* grid) {
  CageSeen s(c, grid);
  return s.twice || s.sum + s.blanks > c.sum || (!s.blanks && s.sum != c.sum);
}

// What in grid breaks cage c, or "".
inline std::string cageError(const Cage& c, const int* grid) {
  CageSeen s(c, grid);
  if (s.twice) return "holds " + std::to_string(s.twice) + " twice";
  return breaks(c, grid) ? "sums to " + std::to_string(s.sum) + (s.blanks ? " and more" : "") + ", not " + std::to_string(c.sum) : "";
}

// The index of pair {a, b} of digits a != b (0-35), the same either way round.
inline int pairIndex(int a, int b) {
  if (a > b) std::swap(a, b);
  return (a - 1) * (18 - a) / 2 + b - a - 1;
}

// The cells that a given domino or single covers (true), and the pairs the given dominoes use.
inline void givenCover(const Board& b, std::vector<bool>& covered, std::vector<bool>& used) {
  covered.assign(81, false), used.assign(36, false);
  for (int i = 0; i < 81; i++) covered[i] = b.cells[i] != 0;
  for (const Domino& d : b.dominoes) used[pairIndex(b.cells[d.first], b.cells[d.second])] = true;
}

// Whether full grid's cells besides b's givens can be covered by dominoes side by side, each
// holding a pair of different digits that no given domino and no other such domino holds; the
// first such cover found in *tiling where asked.
inline bool dominoesTiled(const Board& b, const int* grid, std::vector<Domino>* tiling = nullptr) {
  std::vector<bool> covered, used;
  givenCover(b, covered, used);
  // The first free cell in reading order, with its right or lower neighbour.
  struct Tiler {
    const int* grid;
    std::vector<bool>& covered;
    std::vector<bool>& used;
    std::vector<Domino> placed;
    bool from(int i) {
      while (i < 81 && covered[i]) i++;
      if (i == 81) return true;
      for (int j : {i % 9 < 8 ? i + 1 : -1, i < 72 ? i + 9 : -1}) {
        if (j < 0 || covered[j] || grid[i] == grid[j] || used[pairIndex(grid[i], grid[j])]) continue;
        int p = pairIndex(grid[i], grid[j]);
        covered[i] = covered[j] = used[p] = true, placed.push_back(Domino{i, j});
        bool tiled = from(i + 1);
        covered[i] = covered[j] = used[p] = false;
        if (tiled) return true;
        placed.pop_back();
      }
      return false;
    }
  } tiler{grid, covered, used, {}};
  bool tiled = tiler.from(0);
  if (tiling) *tiling = tiler.placed;
  return tiled;
}

// What in grid (0 = blank) breaks b's constraints beyond its units, the kinds (table/kinds.h):
// the first relation out of order, the first cage broken, a full grid that the dominoes left
// cannot cover; "" when nothing does. The checker
// judges a solution by it (gridError), and the generator its puzzles; the references search by
// breaks().
inline std::string kindsError(const Board& b, const int* grid) {
  int n = sideOfCells(b.cells.size());
  auto at = [n](int i) { return "(row " + std::to_string(i / n + 1) + ", column " + std::to_string(i % n + 1) + ")"; };
  for (const Relation& r : b.less)
    if (breaks(r, grid))
      return "the sign between " + at(r.smaller) + " and " + at(r.larger) + " says the first is smaller, but they hold " + std::to_string(grid[r.smaller]) + " and " + std::to_string(grid[r.larger]);
  for (const Cage& c : b.cages)
    if (breaks(c, grid)) return "the cage of " + at(c.cells[0]) + " (" + std::to_string(c.cells.size()) + " cells, sum " + std::to_string(c.sum) + ") " + cageError(c, grid);
  if (!b.dominoes.empty() && std::count(grid, grid + 81, 0) == 0 && !dominoesTiled(b, grid))
    return "the cells besides the givens cannot be covered by the dominoes left, each pair of digits once";
  return "";
}

struct Unit {
  const char* kind;  // "row", "column", "box", "region" (a jigsaw's box) or "diagonal"
  int number;        // from 1, in its kind: the anti-diagonal is diagonal 2
  std::vector<int> cells;
};

// Every unit of b: its rows, columns, boxes (regions), then its diagonals where it has them.
inline std::vector<Unit> buildUnits(const Board& b) {
  int n = sideOfCells(b.cells.size());
  std::vector<int> boxes = boxesOf(b);
  std::vector<Unit> units;
  for (int kind = 0; kind < 3; kind++)
    for (int k = 0; k < n; k++) units.push_back({kind == 0 ? "row" : kind == 1 ? "column" : b.regions.empty() ? "box" : "region", k + 1, {}});
  for (int i = 0; i < n * n; i++) {
    units[i / n].cells.push_back(i), units[n + i % n].cells.push_back(i);
    if (boxes[i] >= 0 && boxes[i] < n) units[2 * n + boxes[i]].cells.push_back(i);
  }
  for (int d = 0; b.diagonals && d < 2; d++) {
    units.push_back({"diagonal", d + 1, {}});
    for (int i = 0; i < n * n; i++)
      if (onDiagonal(i, n, d)) units.back().cells.push_back(i);
  }
  return units;
}

// The same, made once for each shape of board (its side, regions and diagonals): the checker
// asks it of every grid it judges (make hack: 800,000 4x4 ones for DMOJ). Valid until the next
// call that meets a 1001st shape.
inline const std::vector<Unit>& unitsOf(const Board& b) {
  static std::map<std::tuple<size_t, bool, std::vector<int>>, std::vector<Unit>> made;
  std::tuple<size_t, bool, std::vector<int>> shape(b.cells.size(), b.diagonals, b.regions);
  auto at = made.find(shape);
  if (at != made.end()) return at->second;
  if (made.size() >= 1000) made.clear();
  return made[shape] = buildUnits(b);
}

// Whether regions (a box 0 to n-1 for each of n*n cells) part the grid into n regions of n
// connected cells each (side by side, not corner to corner); else false with why.
inline bool regionsValid(const std::vector<int>& regions, int n, std::string& why) {
  if (regions.size() != size_t(n * n)) return why = std::to_string(regions.size()) + " cells, not " + std::to_string(n * n), false;
  std::vector<int> size(n, 0), first(n, -1), seen(n * n, 0), stack;
  for (int i = 0; i < n * n; i++) {
    if (regions[i] < 0 || regions[i] >= n) return why = "cell " + std::to_string(i + 1) + " is in region " + std::to_string(regions[i]), false;
    if (first[regions[i]] < 0) first[regions[i]] = i;
    size[regions[i]]++;
  }
  for (int r = 0; r < n; r++) {
    if (size[r] != n) return why = "region " + std::to_string(r) + " holds " + std::to_string(size[r]) + " cells, not " + std::to_string(n), false;
    int reached = 0;
    for (stack.assign(1, first[r]), seen[first[r]] = 1; !stack.empty(); reached++) {
      int i = stack.back();
      stack.pop_back();
      const int next[4] = {i >= n ? i - n : -1, i % n < n - 1 ? i + 1 : -1, i < n * n - n ? i + n : -1, i % n ? i - 1 : -1};
      for (int k : next)
        if (k >= 0 && !seen[k] && regions[k] == r) seen[k] = 1, stack.push_back(k);
    }
    if (reached != n) return why = "region " + std::to_string(r) + " is not connected", false;
  }
  return true;
}
