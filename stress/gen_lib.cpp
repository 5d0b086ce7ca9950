/**
 * Description: The bodies of stress/gen.h's functions, compiled once (build/gen_lib.o) for the
 *  generator and the tests that make puzzles: each of those compiled them anew.
 * Status: as stress/gen.h
 */
#include "gen.h"

bool fits(const int g[81], int i, int d) {
  int r = i / 9, c = i % 9, r0 = r / 3 * 3, c0 = c / 3 * 3;
  for (int k = 0; k < 9; k++) {
    int inRow = r * 9 + k, inCol = k * 9 + c, inBox = (r0 + k / 3) * 9 + c0 + k % 3;
    if ((inRow != i && g[inRow] == d) || (inCol != i && g[inCol] == d) || (inBox != i && g[inBox] == d))
      return false;
  }
  return true;
}

bool fillRandom(int g[81], int i, Rng& rng) {
  if (i == 81) return true;
  int digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.shuffle(digits, 9);
  for (int d : digits)
    if (fits(g, i, d)) {
      g[i] = d;
      if (fillRandom(g, i + 1, rng)) return true;
    }
  g[i] = 0;
  return false;
}

void fullGrid(int g[81], Rng& rng) {
  std::fill(g, g + 81, 0);
  fillRandom(g, 0, rng);
}

void shuffledCells(int order[81], Rng& rng) {
  for (int i = 0; i < 81; i++) order[i] = i;
  rng.shuffle(order, 81);
}

void randomGivens(int g[81], int blanks, Rng& rng) {
  int order[81];
  fullGrid(g, rng);
  shuffledCells(order, rng);
  for (int k = 0; k < blanks; k++) g[order[k]] = 0;
}

void makeUnique(int g[81], int targetGivens, Rng& rng) {
  int order[81], givens = 81;
  fullGrid(g, rng);
  shuffledCells(order, rng);
  Brute brute;
  // Passes until nothing more can go, so that givens = 0 gives a minimal puzzle: removing any
  // given leaves several solutions or a search over the budget.
  for (bool removed = true; removed;) {
    removed = false;
    for (int k = 0; k < 81 && givens > targetGivens; k++) {
      int i = order[k], kept = g[i];
      if (!kept) continue;
      g[i] = 0;
      if (brute.count(g, 2, kBudget) == 1) givens--, removed = true;
      else g[i] = kept;
    }
  }
}

void makeSeveral(int g[81], int most, Rng& rng) {
  Brute brute;
  for (int found = 1; found < 2;) {
    int order[81];
    fullGrid(g, rng);
    shuffledCells(order, rng);
    for (int k = 0; k < 81; k++) {
      int i = order[k], kept = g[i], n = (g[i] = 0, brute.count(g, most + 1, kBudget));
      if (n >= 0 && n <= most) found = n;
      else if (g[i] = kept, found >= 2) break;
    }
  }
}

void makeRandom(int g[81], int blanks, Rng& rng) {
  Brute brute;
  do {
    randomGivens(g, blanks, rng);
    for (int changes = rng.below(3); changes > 0; changes--) {
      int i = rng.below(81), digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
      if (!g[i]) continue;
      rng.shuffle(digits, 9);
      for (int d : digits)
        if (d != g[i] && fits(g, i, d)) {
          g[i] = d;
          break;
        }
    }
  } while (brute.count(g, 2, kBudget) < 0);
}

void makeUnsolvable(int g[81], int givens, Rng& rng) {
  Brute brute;
  long long mostNodes = -1;
  for (int tries = 0; tries < 6 || mostNodes < 0; tries++) {
    // Givens from the lower rows only: a search that fills cells in reading order then meets
    // the contradiction late, after trying many fillings of the open rows above it.
    int candidate[81], order[81], i = rng.below(81), digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    fullGrid(candidate, rng);
    shuffledCells(order, rng);
    for (int k = 0, kept = 0; k < 81; k++)
      if (order[k] < 18 || kept == givens) candidate[order[k]] = 0;
      else kept++;
    while (!candidate[i]) i = (i + 1) % 81;
    rng.shuffle(digits, 9);
    for (int d : digits)
      if (d != candidate[i] && fits(candidate, i, d)) {
        candidate[i] = d;
        break;
      }
    if (brute.count(candidate, 1, kRefuteBudget) == 0 && brute.nodes > mostNodes)
      mostNodes = brute.nodes, std::copy(candidate, candidate + 81, g);
  }
}

void makeClash(int g[81], int blanks, Rng& rng) {
  randomGivens(g, std::min(blanks, 80), rng);
  int a = rng.below(81);
  while (!g[a]) a = (a + 1) % 81;
  int r = a / 9, c = a % 9, k = rng.below(8), b;  // b: one of the 8 other cells of a's unit
  switch (rng.below(3)) {
    case 0: b = r * 9 + (c + 1 + k) % 9; break;
    case 1: b = (r + 1 + k) % 9 * 9 + c; break;
    default: {
      int inBox = (r % 3 * 3 + c % 3 + 1 + k) % 9;
      b = (r / 3 * 3 + inBox / 3) * 9 + c / 3 * 3 + inBox % 3;
    }
  }
  g[b] = g[a];
}

std::vector<int> randomFullGrid(int box, Rng& rng) {
  int n = box * box;
  static std::vector<int> bases[11];  // by box: the same each time, so made once (make hack's 4x4 files hold 100,000 puzzles)
  std::vector<int>& base = bases[box];
  std::vector<int> digit(n + 1), rows(n), cols(n), g(n * n), order(box);
  if (base.empty() && box <= 5) {
    std::vector<int> empty(n * n, 0);
    Dlx dlx;
    dlx.count(empty.data(), box, 1), base = dlx.solution;
  } else if (base.empty()) {  // from 36x36 (VERIFY's numbers), where dancing links would take long: row r of 1..n shifted by r % box * box + r / box
    base.resize(n * n);
    for (int i = 0; i < n * n; i++) base[i] = (i / n % box * box + i / n / box + i % n) % n + 1;
  }
  for (int d = 0; d <= n; d++) digit[d] = d;
  rng.shuffle(digit.data() + 1, n);
  for (std::vector<int>* lines : {&rows, &cols}) {
    for (int b = 0; b < box; b++) order[b] = b;
    rng.shuffle(order.data(), box);
    for (int b = 0; b < box; b++) {
      for (int k = 0; k < box; k++) (*lines)[b * box + k] = order[b] * box + k;
      rng.shuffle(lines->data() + b * box, box);
    }
  }
  bool transpose = rng.percent(50);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++) g[transpose ? c * n + r : r * n + c] = digit[base[rows[r] * n + cols[c]]];
  return g;
}

std::vector<int> freshFullGrid(Rng& rng, int box) {
  Dlx dlx;
  int n = box * box;
  for (;;) {
    std::vector<int> g(n * n, 0);
    for (int placed = 0; placed < n + 2;) {
      int i = rng.below(n * n), d = 1 + rng.below(n), was = g[i];
      if (was) continue;
      g[i] = d;
      if (givensClash(Board(g))) g[i] = 0;
      else placed++;
    }
    if (dlx.count(g.data(), box, 1) == 1) return dlx.solution;
  }
}

std::vector<int> shuffledGrid(const std::vector<int>& g, bool turned, Rng& rng) {
  int rows[9], cols[9], digit[10], order[3];
  for (int* line : {rows, cols}) {
    for (int k = 0; k < 3; k++) order[k] = k;
    rng.shuffle(order, 3);
    for (int b = 0; b < 3; b++) {
      int within[3] = {0, 1, 2};
      rng.shuffle(within, 3);
      for (int k = 0; k < 3; k++) line[b * 3 + k] = order[b] * 3 + within[k];
    }
  }
  for (int d = 0; d <= 9; d++) digit[d] = d;
  rng.shuffle(digit + 1, 9);
  bool turn = turned || rng.percent(50);
  std::vector<int> out(81);
  for (int i = 0; i < 81; i++) {
    int r = rows[i / 9], c = cols[i % 9];
    out[i] = digit[turn ? g[c * 9 + r] : g[r * 9 + c]];
  }
  return out;
}

std::vector<int> makeUniqueBox(int box, int targetGivens, Rng& rng, std::vector<int> full) {
  int n = box * box, givens = n * n;
  std::vector<int> g = full.empty() ? randomFullGrid(box, rng) : full, order(n * n);
  for (int i = 0; i < n * n; i++) order[i] = i;
  rng.shuffle(order.data(), n * n);
  Dlx dlx;
  Brute brute;  // at 4x4, where building dancing links' rows costs more than the search (make hack: 100,000 a file)
  for (bool removed = true; removed;) {
    removed = false;
    for (int k = 0; k < n * n && givens > targetGivens; k++) {
      int i = order[k], kept = g[i];
      if (!kept) continue;
      g[i] = 0;
      if ((box <= 2 ? brute.count(g.data(), 2, LLONG_MAX, box) : dlx.count(g.data(), box, 2)) == 1) givens--, removed = true;
      else g[i] = kept;
    }
  }
  return g;
}

std::string whitespace(int minLen, Rng& rng) {
  std::string s;
  for (int n = minLen + rng.below(3); n > 0; n--) s += rng.percent(70) ? ' ' : '\t';
  return s;
}

std::string cellsLine(const int* cells, int n, int box, const Style& st, Rng& rng) {
  std::string s = st.spacing == 2 ? whitespace(0, rng) : "";
  for (int k = 0; k < n; k++) {
    if (k && st.spacing) s += st.spacing == 1 ? std::string(" ") : whitespace(1, rng);
    s += cells[k] ? gridChar(box, cells[k]) : st.blank ? st.blank : box == 3 ? ".0?"[rng.below(3)] : ".-"[rng.below(2)];
  }
  return st.spacing == 2 ? s + whitespace(0, rng) : s;
}

// The most blanks of a 9x9 puzzle at this size (1: 9 blanks ... 10: 81).
static int maxBlanksAt(int size) { return std::min(81, 8 * size + 1); }

std::string generate(const GenOptions& o) {
  Rng rng = {o.seed};
  bool mixed = o.layout == "mixed";
  int count = o.puzzles > 0 ? o.puzzles : 1 + rng.below((o.size + 1) / 2);
  int maxBlanks = maxBlanksAt(o.size);
  std::vector<std::string> lines;
  bool comments = mixed && rng.percent(20);
  auto maybeComment = [&]() {
    if (comments && rng.percent(10)) lines.push_back(whitespace(0, rng) + "# a comment, 1 2 3 .");
  };
  if (mixed && rng.percent(10)) lines.push_back("");
  maybeComment();
  if (o.layout == "count" || (mixed && rng.percent(20))) {
    int stated = mixed && rng.percent(20) ? rng.below(1000000) : count;  // the count is not enforced
    lines.push_back(std::to_string(stated));
  }
  for (int p = 0; p < count; p++) {
    if (p && o.layout != "line") {
      int blankLines = !mixed ? 1 : rng.percent(45) ? 0 : rng.percent(70) ? 1 : 2;
      lines.insert(lines.end(), blankLines, "");
    }
    maybeComment();
    std::string kind = o.kind;
    if (kind == "any") kind = rng.percent(50) ? "unique" : rng.percent(70) ? "random" : "clash";
    int blanks = o.givens >= 0 ? 81 - o.givens : 1 + rng.below(maxBlanks);
    int g[81];
    if (mixed && o.kind == "any" && o.size >= 3 && rng.percent(10)) {  // now and then a 16x16 one: solve.cpp reads them too
      std::vector<int> g16 = makeUniqueBox(4, 256 - 1 - rng.below(12 * o.size), rng);
      Style st = {rng.percent(30), rng.percent(50) ? 0 : rng.percent(70) ? 1 : 2, char(rng.percent(15) ? 0 : ".-"[rng.below(2)])};
      for (int l = 0; l < (st.oneLine ? 1 : 16); l++) {
        if (l) maybeComment();
        lines.push_back(cellsLine(g16.data() + 16 * l, st.oneLine ? 256 : 16, 4, st, rng));
      }
      continue;
    }
    if (kind == "unique") makeUnique(g, 81 - blanks, rng);
    else if (kind == "unsolvable") makeUnsolvable(g, o.givens > 0 ? o.givens : 18 + rng.below(13), rng);
    else if (kind == "random") makeRandom(g, blanks, rng);
    else makeClash(g, blanks, rng);
    Style st = {o.layout == "line", o.layout == "spaced", o.layout == "count" ? '0' : o.layout == "spaced" ? '?' : '.'};
    if (mixed) {
      st.oneLine = rng.percent(30);
      st.spacing = rng.percent(50) ? 0 : rng.percent(70) ? 1 : 2;
      st.blank = rng.percent(15) ? 0 : ".0?"[rng.below(3)];
    }
    bool spacingPerLine = mixed && !st.oneLine && rng.percent(15);  // the layout is per line
    for (int l = 0; l < (st.oneLine ? 1 : 9); l++) {
      if (l) maybeComment();
      if (spacingPerLine) st.spacing = rng.below(3);
      lines.push_back(cellsLine(g + 9 * l, st.oneLine ? 81 : 9, 3, st, rng));
    }
  }
  if (o.layout == "line" || (mixed && rng.percent(20))) {
    lines.push_back("end");
    if (mixed && rng.percent(50)) lines.push_back("whatever follows end is ignored: 1 2 3 x");
  } else if (mixed && rng.percent(10)) {
    lines.push_back("");
  }
  std::string eol = mixed && rng.percent(10) ? "\r\n" : "\n", out;
  for (const std::string& line : lines) out += line + eol;
  if (mixed && rng.percent(5)) out.resize(out.size() - eol.size());  // no final line end
  return out;
}

std::vector<int> makeForMinimal(int box, Kind kind, Rng& rng) {
  int n = box * box;
  std::vector<int> g = makeUniqueBox(box, 0, rng), givens;
  for (int i = 0; i < n * n; i++)
    if (g[i]) givens.push_back(i);
  int a = givens[rng.below(int(givens.size()))], b = a / n * n + (a % n + 1 + rng.below(n - 1)) % n;  // b: in a's row
  Dlx dlx;
  if (kind == NOT_MINIMAL_ONE) {
    dlx.count(g.data(), box, 1);
    int blank;
    do blank = rng.below(n * n);
    while (g[blank]);
    g[blank] = dlx.solution[blank];
  } else if (kind == SOME_SOLUTIONS) {
    g[a] = 0;
  } else if (kind == CLASHING) {
    g[b] = g[a];
  } else if (kind == NO_SOLUTION_AT_ALL) {
    for (int tries = 0; dlx.count(g.data(), box, 1) > 0; tries++) {
      int i = givens[rng.below(int(givens.size()))], kept = g[i];
      if (tries == 50) return g[b] = g[a], g;
      g[i] = 1 + (kept + rng.below(n - 1)) % n;  // another digit, kept where no given of its units holds it
      if (givensClash(g)) g[i] = kept;
    }
  }
  return g;
}

std::vector<int> makeSmall(int box, Kind kind, int blanks, Rng& rng) {
  int n = box * box;
  if (box == 1) return {rng.below(2)};
  if (kind == ONE_SOLUTION) return makeUniqueBox(box, n * n - blanks, rng);
  Brute brute;
  std::vector<int> order(n * n);
  for (int i = 0; i < n * n; i++) order[i] = i;
  for (int tries = 0;; tries++) {
    std::vector<int> g = randomFullGrid(box, rng);
    rng.shuffle(order.data(), n * n);
    for (int k = 0; k < blanks; k++) g[order[k]] = 0;
    int a = order[n * n - 1], b = (a / n) * n + (a % n + 1 + rng.below(n - 1)) % n;  // b: in a's row
    if (kind == SOME_SOLUTIONS) return g;
    if (kind == CLASHING || tries == 100) return g[b] = g[a], g;
    g[a] = 1 + (g[a] + rng.below(n - 1)) % n;  // another digit: no solution, if it clashes with no given
    if (!givensClash(g) && brute.count(g.data(), 1, LLONG_MAX, box) == 0) return g;
  }
}

std::vector<int> makeClashIn(int box, int kind, int blanks, Rng& rng) {
  int n = box * box;
  std::vector<int> g, order(n * n);
  std::pair<int, int> twice(-1, -1);
  do {
    g = randomFullGrid(box, rng);
    if (kind < 0) break;
    int r = rng.below(n), c = rng.below(n), along = 1 + rng.below(box - 1);  // to another line of the band, or stack
    if (kind == 0) std::swap(g[r * n + c], g[(r / box * box + (r + along) % box) * n + c]);
    else if (kind == 1) std::swap(g[r * n + c], g[r * n + c / box * box + (c + along) % box]);
    else for (int k = 0, other = (c / box + along) % box * box + r % box; k < n; k++) std::swap(g[k * n + c], g[k * n + other]);
  } while ((twice = twiceIn(g, kind)).first < 0);
  for (int i = 0; i < n * n; i++) order[i] = i;
  rng.shuffle(order.data(), n * n);
  for (int k = 0, cleared = 0; k < n * n && cleared < blanks; k++)
    if (order[k] != twice.first && order[k] != twice.second) g[order[k]] = 0, cleared++;
  for (int changes = kind < 0 ? rng.below(3) : 0; changes > 0; changes--) {
    int i = rng.below(n * n), was = g[i], from = rng.below(n);
    for (int k = 0; was && k < n && g[i] == was; k++)  // the first digit that fits, from a random one on
      if (g[i] = 1 + (from + k) % n, givensClash(g)) g[i] = was;
  }
  return g;
}

int besideCell(int i, int n, int side) {
  return side == 0 ? (i >= n ? i - n : -1) : side == 1 ? (i % n < n - 1 ? i + 1 : -1) : side == 2 ? (i < n * n - n ? i + n : -1) : (i % n ? i - 1 : -1);
}

std::vector<int> randomRegions(int box, Rng& rng) {
  int n = box * box;
  std::vector<int> regions = squareBoxes(n), touching;
  std::string why;
  for (int swaps = 0, tries = 0; swaps < 8 * n && tries < 200 * n; tries++) {
    int a = rng.below(n * n), x = besideCell(a, n, rng.below(4));
    if (x < 0 || regions[x] == regions[a]) continue;
    touching.clear();  // the cells of x's region beside a cell of a's region other than a
    for (int i = 0; i < n * n; i++)
      for (int side = 0; side < 4 && regions[i] == regions[x]; side++) {
        int k = besideCell(i, n, side);
        if (k >= 0 && k != a && regions[k] == regions[a]) {
          touching.push_back(i);
          break;
        }
      }
    if (touching.empty()) continue;
    int b = touching[rng.below(int(touching.size()))];
    std::swap(regions[a], regions[b]);
    if (regionsValid(regions, n, why)) swaps++;
    else std::swap(regions[a], regions[b]);
  }
  return regions;
}

bool randomSolution(const Board& shape, Rng& rng, std::vector<int>& solution) {
  int n = sideOfCells(shape.regions.empty() ? shape.cells.size() : shape.regions.size());
  Board start(std::vector<int>(n * n, 0), shape.regions, shape.diagonals);
  Dlx dlx;
  for (int tries = 0; tries < 4; tries++) {
    for (int c = 0; c < n; c++) start.cells[c] = c + 1;
    rng.shuffle(start.cells.data(), n);
    if (dlx.count(start, 1, 20000) == 1) return solution = dlx.solution, true;
  }
  return false;
}

Board makeVariant(const Judge& j, Kind kind, int blanks, bool minimal, Rng& rng) {
  int n = j.box * j.box;
  Board b(std::vector<int>(n * n, 0), {}, j.geometry == DIAGONALS);
  do b.regions = j.geometry == JIGSAW ? randomRegions(j.box, rng) : std::vector<int>();
  while (!randomSolution(b, rng, b.cells));
  Brute brute;
  Dlx dlx;
  auto count = [&](int most) { return minimal ? dlx.count(b, most) : brute.count(b, most, kBudget); };
  std::vector<int> order(n * n);
  for (int i = 0; i < n * n; i++) order[i] = i;
  rng.shuffle(order.data(), n * n);
  if (kind == ONE_SOLUTION || kind == SOME_SOLUTIONS) {
    int givens = n * n, target = minimal ? 0 : n * n - blanks;
    for (bool removed = true; removed && (kind == ONE_SOLUTION || count(2) < 2);) {
      removed = false;
      for (int k = 0; k < n * n && givens > target; k++) {
        int i = order[k], kept = b.cells[i], found = kept ? (b.cells[i] = 0, count(2)) : -1;
        if (found == 2 && kind == SOME_SOLUTIONS) return b;
        if (found == 1) givens--, removed = true;
        else if (kept) b.cells[i] = kept;
      }
      target = kind == SOME_SOLUTIONS ? 0 : target;  // several: on until two solutions
    }
    return b;
  }
  for (int k = 0; k < blanks && k < n * n - 1; k++) b.cells[order[k]] = 0;
  for (int tries = 0; kind == NO_SOLUTION_AT_ALL && tries < 200; tries++) {
    int i = order[n * n - 1 - rng.below(n * n - std::min(blanks, n * n - 1))], was = b.cells[i];
    b.cells[i] = 1 + (was + rng.below(n - 1)) % n;  // another digit
    if (!givensClash(b) && count(1) == 0) return b;
    b.cells[i] = was;
  }
  int a = order[n * n - 1];  // a given: copied to another cell of one of its units
  std::vector<Unit> units = unitsOf(b), mine;
  for (const Unit& u : units)
    if (std::count(u.cells.begin(), u.cells.end(), a)) mine.push_back(u);
  const std::vector<int>& unit = mine[rng.below(int(mine.size()))].cells;
  int other = unit[rng.below(n)];
  if (other == a) other = unit[(std::find(unit.begin(), unit.end(), a) - unit.begin() + 1) % n];
  b.cells[other] = b.cells[a];
  return b;
}

Board makeSigned(Rng& rng) {
  Bounds bounds;
  for (;;) {
    Board b = signedGrid(freshFullGrid(rng));
    if (bounds.count(b, 2) == 1) return b;
  }
}

// Cages over a fresh grid: from each cell left, grown to 2-5 cells side by side, their digits
// distinct; none past 52 (ids a-z, A-Z), else false. The cages ordered by their first cells.
static bool growCages(const std::vector<int>& grid, const std::vector<int>& order, Board& b, Rng& rng) {
  std::vector<int> cageOf(81, -1);
  for (int start : order) {
    if (cageOf[start] >= 0) continue;
    Cage cage{{start}, grid[start]};
    int seen = 1 << grid[start], id = int(b.cages.size());
    cageOf[start] = id;
    for (int size = 2 + rng.below(4); int(cage.cells.size()) < size;) {
      std::vector<int> next;
      for (int i : cage.cells)
        for (int k : {i >= 9 ? i - 9 : -1, i % 9 < 8 ? i + 1 : -1, i < 72 ? i + 9 : -1, i % 9 ? i - 1 : -1})
          if (k >= 0 && cageOf[k] < 0 && !(seen >> grid[k] & 1)) next.push_back(k);
      if (next.empty()) break;
      int k = next[rng.below(int(next.size()))];
      cage.cells.push_back(k), cage.sum += grid[k], seen |= 1 << grid[k], cageOf[k] = id;
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    b.cages.push_back(cage);
  }
  std::sort(b.cages.begin(), b.cages.end(), [](const Cage& x, const Cage& y) { return x.cells[0] < y.cells[0]; });
  return b.cages.size() <= 52;
}

// A killer puzzle of one solution: cages over a fresh grid (growCages); then, until bounds.h finds
// one solution within 5000 nodes (1-10 ms), the cell (in `order`) where a second solution departs
// from the grid (past the budget, the next one) is given (withGivens), or else leaves its cage
// for a cage of its own; past 52 cages, another grid.
static Board makeKiller(Rng& rng, bool withGivens) {
  Bounds bounds;
  for (;;) {
    std::vector<int> grid = freshFullGrid(rng), order(81);
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order.data(), 81);
    Board b(std::vector<int>(81, 0));
    if (!growCages(grid, order, b, rng)) continue;
    auto cageOf = [&](int i) { return std::find_if(b.cages.begin(), b.cages.end(), [&](const Cage& c) { return std::count(c.cells.begin(), c.cells.end(), i) > 0; }); };
    auto fixed = [&](int i) { return withGivens ? b.cells[i] != 0 : cageOf(i)->cells.size() == 1; };  // nothing left to do there
    for (int found; b.cages.size() <= 52 && (found = bounds.count(b, 2, 5000)) != 1;) {
      const std::vector<int>& other = found < 0 ? grid : bounds.solution == grid ? bounds.second : bounds.solution;
      int k = 0;
      while (fixed(order[k]) || (found > 0 && other[order[k]] == grid[order[k]])) k++;
      int i = order[k];
      if (withGivens) {
        b.cells[i] = grid[i];
        continue;
      }
      auto c = cageOf(i);
      c->cells.erase(std::find(c->cells.begin(), c->cells.end(), i)), c->sum -= grid[i];
      b.cages.push_back(Cage{{i}, grid[i]});
      std::sort(b.cages.begin(), b.cages.end(), [](const Cage& x, const Cage& y) { return x.cells[0] < y.cells[0]; });
    }
    if (b.cages.size() <= 52) return b;
  }
}

Board makeCaged(Rng& rng) { return makeKiller(rng, true); }
Board makeCagedAlone(Rng& rng) { return makeKiller(rng, false); }

Board makeDominoed(Rng& rng) {
  std::vector<int> solution;
  for (;;) {
    // A fresh grid parted into nine singles 1-9 and 36 dominoes of different pairs (most grids
    // can be: exact cover, its placings in a random order, finds one in about 50 nodes).
    std::vector<int> grid = freshFullGrid(rng);
    std::vector<std::vector<int>> placings;  // {i}: a single at i; {i, j}: a domino
    for (int i = 0; i < 81; i++) {
      placings.push_back({i});
      for (int j : {i % 9 < 8 ? i + 1 : -1, i < 72 ? i + 9 : -1})
        if (j >= 0 && grid[i] != grid[j]) placings.push_back({i, j});
    }
    rng.shuffle(placings.data(), int(placings.size()));
    ExactCover parts(81 + 36 + 9);  // each cell, each domino, each single digit once
    for (size_t r = 0; r < placings.size(); r++) {
      const std::vector<int>& p = placings[r];
      std::vector<int> cols = p;
      cols.push_back(p.size() == 1 ? 117 + grid[p[0]] - 1 : 81 + pairIndex(grid[p[0]], grid[p[1]]));
      parts.addRow(cols);
    }
    if (parts.count(1, 10000) != 1) continue;
    Board b(std::vector<int>(81, 0));
    std::vector<Domino> tiles;
    for (int r : parts.chosen) {
      const std::vector<int>& p = placings[r];
      if (p.size() == 1) b.cells[p[0]] = grid[p[0]];
      else tiles.push_back(rng.below(2) ? Domino{p[0], p[1]} : Domino{p[1], p[0]});  // halves listed either way
    }
    // Given dominoes: ten, then one more until exact cover finds one solution within 20,000 nodes
    // (under a millisecond; 35 at most: with 35 given, each cell of the last has its digit's row
    // full but for it).
    rng.shuffle(tiles.data(), int(tiles.size()));
    for (const Domino& d : tiles) {
      b.dominoes.push_back(d), b.cells[d.first] = grid[d.first], b.cells[d.second] = grid[d.second];
      if (b.dominoes.size() >= 10 && coverDominoes(b, 2, solution, 20000) == 1) return b;
    }
  }
}

// By ConstraintKind (table/kinds.h): the maker of a puzzle of each kind beyond units.
using KindMaker = Board (*)(Rng&);
const KindMaker kKindMakers[] = {nullptr, makeSigned, makeCaged, makeDominoed, makeCagedAlone};
static_assert(sizeof kKindMakers / sizeof kKindMakers[0] == sizeof kKinds / sizeof kKinds[0], "a maker for every kind");

// The makers of one puzzle for the rules whose inputs are not puzzles to solve, or whose puzzles
// the general maker does not make (kMakers, by Rule; null: the general maker of generateForJudge),
// given the input's puzzles made before it.
namespace makers {
// A unique puzzle, and its solution moved (Yes) or another grid moved (likely No); size 10 (make
// hack): minimal puzzles, and the grid always turned as well as relabelled.
Board isomorphic(const GenOptions& o, const Judge&, Rng& rng, const std::vector<Board>&) {
  std::vector<int> solution = freshFullGrid(rng);
  Board p(makeUniqueBox(3, o.size >= 10 ? 0 : 81 - (20 + 4 * o.size), rng, solution));
  p.solved = shuffledGrid(rng.percent(50) ? solution : freshFullGrid(rng), o.size >= 10, rng);
  return p;
}
// A solved grid's cells in random order, one move's digit maybe changed (at size 10, within the
// first 30 moves: the dead end shows late, if at all, as few givens stand).
Board deadEnd(const GenOptions& o, const Judge&, Rng& rng, const std::vector<Board>&) {
  std::vector<int> solution = freshFullGrid(rng), order(81);
  for (int i = 0; i < 81; i++) order[i] = i;
  rng.shuffle(order.data(), 81);
  int wrong = rng.percent(80) ? rng.below(o.size >= 10 ? 30 : 81) : -1;
  Board b(std::vector<int>(81, 0));
  for (int m = 0; m < 81; m++) {
    int cell = order[m], digit = m == wrong ? 1 + (solution[cell] + rng.below(8)) % 9 : solution[cell];
    b.cells[cell] = digit, b.moves.push_back(cell), b.moves.push_back(digit);
  }
  return b;
}
// A full grid with a repeat in a unit of one kind (or none), then up to 3 more cells changed.
Board mark(const GenOptions&, const Judge&, Rng& rng, const std::vector<Board>&) {
  std::vector<int> g = makeClashIn(3, rng.below(4) - 1, 0, rng);
  for (int k = rng.below(4); k > 0; k--) g[rng.below(81)] = 1 + rng.below(9);
  return g;
}
// A solved grid, each box turned 0-3 times (size 10: 1-3, many turns) the way that the judge's
// turns undo: counterclockwise for HDU 6341 (16x16), clockwise for Luogu P8549 (4x4 to 16x16,
// 16x16 at size 10), whose grids may also have two cells of a box swapped (most then have no
// answer) and whose fewest turns are one way or none (its promise: others are made again).
Board rotate(const GenOptions& o, const Judge& j, Rng& rng, const std::vector<Board>&) {
  int n = j.sizeLine && o.size < 10 ? j.smallestBox + rng.below(j.box - j.smallestBox + 1) : j.box, side = n * n;
  for (;;) {
    std::vector<int> g = freshFullGrid(rng, n);  // (randomFullGrid's are regular: turns other than the made ones fit them too)
    for (int b = 0; b < side; b++)
      for (int k = o.size >= 10 ? 1 + rng.below(3) : rng.below(4); k > 0; k--) turnBox(g, n, b, !j.leftTurnsListed);
    if (j.leftTurnsListed && rng.percent(15)) {  // two cells of a box swapped
      int b = rng.below(side), r0 = b / n * n, c0 = b % n * n, one = rng.below(side), other = rng.below(side);
      std::swap(g[(r0 + one / n) * side + c0 + one % n], g[(r0 + other / n) * side + c0 + other % n]);
    }
    long long ways = 1;
    if (j.promise == ONE_OR_NONE) fewestTurnsOf(g, j.leftTurnsListed, &ways);
    if (ways <= 1) return g;
  }
}
// Solved grids, to break; with a line of changes, how many may change: 0-8 (none can do) a fifth of
// the time, else 9-13 (few to spare), or more; at size 10, 9-11.
Board anti(const GenOptions& o, const Judge& j, Rng& rng, const std::vector<Board>&) {
  Board b = randomFullGrid(j.box, rng);
  if (j.changesLine)
    b.changes = o.size >= 10 ? 9 + rng.below(3) : rng.percent(20) ? rng.below(9) : rng.percent(70) ? 9 + rng.below(5) : 9 + rng.below(j.changes - 8);
  return b;
}
// Valid grids, or a digit twice in rows, columns or boxes, full or with blanks; numbers past n
// (Kick Start: up to 999) where the judge reads them: one in a valid grid makes it invalid, as no
// repeat does.
Board verify(const GenOptions& o, const Judge& j, Rng& rng, const std::vector<Board>&) {
  int box = j.sizeLine && o.size < 10 && rng.percent(30) ? j.smallestBox + rng.below(j.box - j.smallestBox + 1) : j.box, cells = box * box * box * box;
  int kind = box > 1 ? rng.below(4) - 1 : -1;  // valid, or a digit twice in rows, columns or boxes
  int most = box == 3 ? maxBlanksAt(o.size) : std::max(1, cells * o.size / 10);  // other sizes: up to every cell at size 10
  int blanks = j.blanks ? j.blanks : o.givens >= 0 ? cells - std::min(o.givens, cells) : 1 + rng.below(std::min(cells, most));
  if ((!j.blanks && o.givens < 0 && rng.percent(20)) || !j.blank) blanks = 0;  // now and then a full grid; always, without a blank
  Board b = makeClashIn(box, kind, std::min(blanks, kind < 0 ? cells : cells - 2), rng);
  int n = box * box;
  if (kind < 0 && j.largestNumber > n && rng.percent(40)) b.cells[rng.below(n * n)] = n + 1 + rng.below(j.largestNumber - n);
  return b;
}
// Minimal or not, several, clashing or none; 16x16 (slow to make and check) from size 8 on.
Board minimal(const GenOptions& o, const Judge& j, Rng& rng, const std::vector<Board>&) {
  const Kind kinds[5] = {ONE_SOLUTION, NOT_MINIMAL_ONE, SOME_SOLUTIONS, CLASHING, NO_SOLUTION_AT_ALL};
  int smallest = std::max(j.smallestBox, 2), largest = j.sizeLine && o.size < 8 ? std::max(smallest, std::min(j.box, 3)) : j.box;
  int box = j.sizeLine ? smallest + rng.below(largest - smallest + 1) : j.box;
  return makeForMinimal(box, o.kind == "unique" ? ONE_SOLUTION : kinds[rng.below(5)], rng);
}
// A fresh puzzle: a solved grid's cells left out at random (size 10, make hack: 18-24 givens,
// whose searches meet the most orders of rows); at smaller sizes now and then none given, or a
// given changed to a digit its units hold (a clash, as the statement allows), or, among 50-60
// givens, to one they leave free until no solution is left. Or an earlier puzzle moved by random
// operations (similar), half of those then changed in one cell: a given relabelled (its rows and
// columns still hold as many givens: a search must go through every order to refute it; the one
// change at size 10), left out, or moved to a blank (most then are not similar).
Board similar(const GenOptions& o, const Judge&, Rng& rng, const std::vector<Board>& made) {
  if (!made.empty() && rng.percent(60)) {
    std::vector<int> g = shuffledGrid(made[rng.below(int(made.size()))].cells, false, rng);
    int i = rng.below(81), blank = rng.below(81), how = o.size >= 10 ? 3 * rng.below(2) : rng.below(6);  // 3-5: none
    if (how == 0 && g[i]) g[i] = 1 + (g[i] + rng.below(8)) % 9;
    else if (how == 1) g[i] = 0;
    else if (how == 2 && !g[blank]) std::swap(g[i], g[blank]);
    return g;
  }
  int kind = o.size >= 10 ? 0 : rng.below(10);  // 0-6 plain, 7 none given, 8 a clash, 9 no solution
  for (Brute brute;;) {
    std::vector<int> g = freshFullGrid(rng), order(81);
    for (int i = 0; i < 81; i++) order[i] = i;
    rng.shuffle(order.data(), 81);
    int givens = kind == 7 ? 0 : kind == 9 ? 50 + rng.below(11) : o.size >= 10 ? 18 + rng.below(7) : 10 + rng.below(72);
    for (int k = givens; k < 81; k++) g[order[k]] = 0;
    int i = order[0], d = 1 + rng.below(9);
    for (int k = 0; kind >= 8 && k < 9 && (d == g[i] || fits(g.data(), i, d) != (kind == 9)); k++) d = d % 9 + 1;
    if (kind >= 8) g[i] = d;
    if (kind != 9 || (fits(g.data(), i, d) && brute.count(g.data(), 1, 1000000) == 0)) return g;
  }
}
}  // namespace makers

using Maker = Board (*)(const GenOptions&, const Judge&, Rng&, const std::vector<Board>& made);
const Maker kMakers[] = {nullptr, nullptr, nullptr, nullptr, nullptr, makers::verify, nullptr, makers::minimal,
                         makers::anti, makers::isomorphic, nullptr, makers::rotate, makers::mark, makers::deadEnd, nullptr, nullptr,
                         makers::similar};
static_assert(sizeof kMakers / sizeof kMakers[0] == kRuleCount, "a maker, or none, for every rule");

std::string generateForJudge(const GenOptions& o, const Judge& j) {
  Rng rng = {o.seed};
  int most = std::min(j.maxPuzzles, std::max(j.minPuzzles, (o.size + 1) / 2));
  int count = o.puzzles > 0 ? o.puzzles : j.minPuzzles + rng.below(most - j.minPuzzles + 1);
  int maxBlanks = maxBlanksAt(o.size);
  std::vector<Board> puzzles;
  Brute brute;
  for (int p = 0; p < count; p++) {
    if (j.kind) {  // a puzzle of its kind, one solution (kKindMakers)
      puzzles.push_back(kKindMakers[j.kind](rng));
      continue;
    }
    if (kMakers[j.rule]) {
      puzzles.push_back(kMakers[j.rule](o, j, rng, puzzles));
      continue;
    }
    if (j.box > 3) {  // 16x16 and 25x25: the judges promise one solution; size 10 gives minimal 16x16 puzzles
      // Puzzles that tell their size (MindCoding: 1x1 to 25x25) are half of them smaller; a 25x25
      // one has at most a quarter of its cells blank at size 10 (fewer givens: a minute each).
      int box = j.sizeLine && rng.percent(50) ? std::max(std::max(j.smallestBox, 2), 2 + rng.below(j.box - 2)) : j.box;
      int cells = box * box * box * box, most = box == 5 ? std::max(1, cells * o.size / 40) : cells * o.size / 12;
      puzzles.push_back(makeUniqueBox(box, o.givens >= 0 ? o.givens : o.size >= 10 && box < 5 ? 0 : cells - 1 - rng.below(most), rng));
      continue;
    }
    const Kind oneOrNone[3] = {ONE_SOLUTION, CLASHING, NO_SOLUTION_AT_ALL};
    const Kind counted[6] = {ONE_SOLUTION, ONE_SOLUTION, SOME_SOLUTIONS, SOME_SOLUTIONS, CLASHING, NO_SOLUTION_AT_ALL};
    // A list's givens never clash (Jutge P79494: "there are no repeated numbers"), and it lists at
    // most a dozen solutions (each a grid of output and, for the reference, up to 9 counts a blank).
    const Kind listed[5] = {ONE_SOLUTION, ONE_SOLUTION, SOME_SOLUTIONS, SOME_SOLUTIONS, NO_SOLUTION_AT_ALL};
    Kind kind = j.promise == ONE || o.kind == "unique" ? ONE_SOLUTION : j.promise == SOME ? Kind(rng.below(2))
              : j.promise == ONE_OR_NONE ? oneOrNone[rng.below(3)] : ruleRow(j.rule).lists ? listed[rng.below(5)]
              : ruleRow(j.rule).findsEvery ? counted[rng.below(6)] : Kind(rng.below(4));
    int box = j.sizeLine && rng.percent(30) ? 1 + rng.below(j.box - 1) : j.box, cells = box * box * box * box;  // 4x4 judges: box 2
    int blanks = j.blanks ? j.blanks : o.givens >= 0 ? cells - std::min(o.givens, cells) : 1 + rng.below(std::min(cells, maxBlanks));
    if (j.geometry != SQUARE) {
      puzzles.push_back(makeVariant(j, kind, blanks, o.givens == 0, rng));
      continue;
    }
    if (box < 3) {
      puzzles.push_back(makeSmall(box, kind, blanks, rng));
      continue;
    }
    blanks = std::min(blanks, ruleRow(j.rule).mostBlanks);  // (BEST_SCORE's reference lists every solution)
    std::vector<int> g(81);
    if (kind == ONE_SOLUTION) {
      do makeUnique(g.data(), 81 - blanks, rng);
      while (j.blanks && std::count(g.begin(), g.end(), 0) != blanks);
    } else if (kind == SOME_SOLUTIONS && ruleRow(j.rule).findsEvery) {  // the reference finds them all: a few
      makeSeveral(g.data(), ruleRow(j.rule).lists ? 4 + rng.below(9) : 2 + rng.below(30 * o.size), rng);
    } else if (kind == NO_SOLUTION_AT_ALL && ruleRow(j.rule).lists) {  // none, and no clash: a given of a unique puzzle changed to a digit its units leave free
      for (int found = 1; found != 0;) {
        makeUnique(g.data(), 50 + rng.below(11), rng);  // fewer givens: hard for the brute force to refute; more: none fits
        int i = rng.below(81), d = 1 + rng.below(9);
        while (!g[i]) i = (i + 1) % 81;
        if (d != g[i] && fits(g.data(), i, d)) g[i] = d, found = brute.count(g.data(), 1, 1000000);
      }
    } else if (kind == CLASHING) {
      do makeClash(g.data(), blanks, rng);
      while (j.blanks && std::count(g.begin(), g.end(), 0) != blanks);
    } else {
      int found, tries = 0;  // no solution: random changes of givens until they leave none
      do makeRandom(g.data(), blanks, rng), found = brute.count(g.data(), 1);
      while (kind == SOME_SOLUTIONS ? found < 1 : found != 0 && ++tries < 200);
      while (kind == NO_SOLUTION_AT_ALL && found && (makeClash(g.data(), blanks, rng), j.blanks && std::count(g.begin(), g.end(), 0) != blanks)) {}
    }
    puzzles.push_back(g);
  }
  return writeInput(j, puzzles);
}

std::vector<int> hardenForDfs(const std::vector<int>& p) {
  auto givens = [&](int r) { return int(std::count_if(p.begin() + 9 * r, p.begin() + 9 * r + 9, [](int d) { return d != 0; })); };
  int band[3] = {0, 1, 2}, rows[9];
  std::stable_sort(band, band + 3, [&](int a, int b) { return givens(3 * a) + givens(3 * a + 1) + givens(3 * a + 2) <
                                                               givens(3 * b) + givens(3 * b + 1) + givens(3 * b + 2); });
  for (int k = 0; k < 9; k++) rows[k] = 3 * band[k / 3] + k % 3;
  for (int k = 0; k < 9; k += 3) std::stable_sort(rows + k, rows + k + 3, [&](int a, int b) { return givens(a) < givens(b); });
  std::vector<int> q(81);
  for (int i = 0; i < 81; i++) q[i] = p[9 * rows[i / 9] + i % 9];
  Dlx dlx;
  if (dlx.count(q.data(), 3, 1) == 1) {
    int renamed[10] = {0};
    for (int c = 0; c < 9; c++) renamed[dlx.solution[c]] = 9 - c;
    for (int& d : q) d = renamed[d];
  }
  return q;
}
