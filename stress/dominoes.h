/**
 * Description: The kind dominoes (table/kinds.h) on the stress side: a Su-domino-ku puzzle (MCPC
 *  2011 D: HDU 4210, Baekjoon 4574, e-olymp 3108) read into a Board's dominoes (geometry.h) and
 *  written back; whether a full grid can be covered as the kind asks; and its two references,
 *  written apart: the brute force, which covers the first free cell in reading order with a
 *  domino to its right or below, and exact cover (exact_cover.h) with the cells, each digit in
 *  each unit and each pair of digits as columns.
 *  The kind: besides nine single cells holding 1 to 9, the 72 cells are covered by the 36
 *  dominoes {a, b}, a < b, each once, rotated at will. A puzzle: a line N (10 to 35), N lines
 *  `U LU V LV` (a given domino: digit U at LU, V at LV, side by side; a place is a row A-I and a
 *  column 1-9, `B2`), then the places of the singles 1 to 9, on one line.
 * Usage: writeDominoes(b);  readDominoes(lines, first, b, why);  dominoesTiled(b, grid)
 *  DominoSearch s; s.count(b, 2);  coverDominoes(b, 2, solution)
 * Time: a generated puzzle counted to 2 in about a millisecond by either reference.
 * Status: unit-tested (tests/stress/judge_tests.cpp): the samples read, every mistake named, the
 *  two references agree
 */
#pragma once
#include <algorithm>
#include <array>
#include <climits>
#include <string>
#include <vector>
#include "exact_cover.h"
#include "geometry.h"

// A place as the kind writes it: row A-I, column 1-9 ("B2").
inline std::string placeOf(int i) { return std::string(1, char('A' + i / 9)) + char('1' + i % 9); }

// The cells of b that hold single digits: the givens on no given domino.
inline std::vector<int> singlesOf(const Board& b) {
  std::vector<bool> onDomino(81, false);
  for (const Domino& d : b.dominoes) onDomino[d.first] = onDomino[d.second] = true;
  std::vector<int> singles;
  for (int i = 0; i < 81; i++)
    if (b.cells[i] && !onDomino[i]) singles.push_back(i);
  return singles;
}

// b's lines, each ended: N, its dominoes as they were given, then the singles' places by digit.
inline std::string writeDominoes(const Board& b) {
  std::string out = std::to_string(b.dominoes.size()) + "\n", places[10];
  for (const Domino& d : b.dominoes)
    out += std::to_string(b.cells[d.first]) + " " + placeOf(d.first) + " " + std::to_string(b.cells[d.second]) + " " + placeOf(d.second) + "\n";
  for (int i : singlesOf(b)) places[b.cells[i]] = placeOf(i);
  for (int d = 1; d <= 9; d++) out += places[d] + (d < 9 ? " " : "\n");
  return out;
}

// The lines a puzzle of b's takes.
inline size_t dominoLines(const Board& b) { return b.dominoes.size() + 2; }

// Reads a puzzle from lines[first...] into b: or false with why, naming the line (first + 1 is
// the first line's number) and what is wrong: a count outside 10-35, a domino or place that is
// not one, cells not side by side, a digit on both halves, a pair given twice, a cell covered twice.
inline bool readDominoes(const std::vector<std::string>& lines, size_t first, Board& b, std::string& why) {
  b = Board(std::vector<int>(81, 0));
  std::string at = "line " + std::to_string(first + 1) + ": ";
  if (first >= lines.size()) return why = at + "expected the number of dominoes, 10 to 35", false;
  const std::string& count = lines[first];
  int n = count.size() == 2 && count.find_first_not_of("0123456789") == std::string::npos ? std::stoi(count) : 0;
  if (n < 10 || n > 35) return why = at + "expected the number of dominoes, 10 to 35, found \"" + count.substr(0, 40) + "\"", false;
  auto place = [](const std::string& s, size_t k) { return s[k] >= 'A' && s[k] <= 'I' && s[k + 1] >= '1' && s[k + 1] <= '9' ? (s[k] - 'A') * 9 + s[k + 1] - '1' : -1; };
  std::vector<bool> used(36, false);
  for (int k = 1; k <= n + 1; k++) {
    at = "line " + std::to_string(first + k + 1) + ": ";
    if (first + k >= lines.size()) return why = at + "the input ends after " + std::to_string(k) + " of the puzzle's " + std::to_string(n + 2) + " lines", false;
    const std::string& s = lines[first + k];
    if (k == n + 1) {  // the singles' places, 1 to 9
      for (int d = 1; d <= 9; d++) {
        int i = s.size() == 26 && (d == 9 || s[d * 3 - 1] == ' ') ? place(s, d * 3 - 3) : -1;
        if (i < 0) return why = at + "expected the places of the digits 1 to 9 (such as \"A1\"), one space apart, found \"" + s.substr(0, 60) + "\"", false;
        if (b.cells[i]) return why = at + "the place of " + std::to_string(d) + ", " + placeOf(i) + ", is already covered", false;
        b.cells[i] = d;
      }
      continue;
    }
    int i = s.size() == 9 && s[1] == ' ' && s[4] == ' ' && s[6] == ' ' ? place(s, 2) : -1, j = i < 0 ? -1 : place(s, 7);
    if (j < 0 || s[0] < '1' || s[0] > '9' || s[5] < '1' || s[5] > '9')
      return why = at + "expected a domino \"U LU V LV\" (digits 1-9, places A1-I9, such as \"6 B2 1 B3\"), found \"" + s.substr(0, 60) + "\"", false;
    if (!(std::abs(i - j) == 9 || (std::abs(i - j) == 1 && i / 9 == j / 9))) return why = at + "its cells " + placeOf(i) + " and " + placeOf(j) + " are not side by side", false;
    if (s[0] == s[5]) return why = at + "a domino holds two different digits, not " + s[0] + " twice", false;
    if (b.cells[i] || b.cells[j]) return why = at + "the cell " + placeOf(b.cells[i] ? i : j) + " is already covered", false;
    if (used[pairIndex(s[0] - '0', s[5] - '0')]) return why = at + "the domino " + s[0] + "+" + s[5] + " is given twice", false;
    used[pairIndex(s[0] - '0', s[5] - '0')] = true, b.cells[i] = s[0] - '0', b.cells[j] = s[5] - '0', b.dominoes.push_back(Domino{i, j});
  }
  return true;
}

// The first reference: the first free cell in reading order, covered by each unused pair of
// digits both ways round, with its right or lower neighbour, against tables of the digits used in
// every row, column and box. Counts solutions up to a limit and keeps the first one found.
struct DominoSearch {
  bool row[9][10], col[9][10], box[9][10], used[36];
  std::vector<bool> covered;
  int grid[81], found, limit;
  std::vector<int> solution;
  long long nodes, budget;

  // Solutions of b (with dominoes), counted up to maxCount; -1 past the node budget.
  int count(const Board& b, int maxCount, long long nodeBudget = LLONG_MAX) {
    std::vector<bool> usedGiven;
    givenCover(b, covered, usedGiven);
    std::fill(row[0], row[0] + 90, false), std::fill(col[0], col[0] + 90, false), std::fill(box[0], box[0] + 90, false);
    std::copy(usedGiven.begin(), usedGiven.end(), used);
    found = 0, limit = maxCount, nodes = 0, budget = nodeBudget;
    for (int i = 0; i < 81; i++) {
      int d = grid[i] = b.cells[i];
      if (!d) continue;
      if (!fits(i, d)) return 0;  // clashing givens
      mark(i, d, true);
    }
    return from(0) ? found : -1;
  }

 private:
  bool fits(int i, int d) { return !row[i / 9][d] && !col[i % 9][d] && !box[i / 27 * 3 + i % 9 / 3][d]; }
  void mark(int i, int d, bool on) { row[i / 9][d] = col[i % 9][d] = box[i / 27 * 3 + i % 9 / 3][d] = on; }
  // Covers the free cells from i on; false when the node budget runs out.
  bool from(int i) {
    if (++nodes > budget) return false;
    while (i < 81 && covered[i]) i++;
    if (i == 81) {
      if (!found++) solution.assign(grid, grid + 81);
      return true;
    }
    for (int j : {i % 9 < 8 ? i + 1 : -1, i < 72 ? i + 9 : -1}) {
      if (j < 0 || covered[j]) continue;
      for (int a = 1; a <= 9 && found < limit; a++)
        for (int b = 1; b <= 9 && found < limit; b++) {
          if (a == b || used[pairIndex(a, b)] || !fits(i, a) || !fits(j, b)) continue;  // (a != b: the halves never clash)
          int p = pairIndex(a, b);
          mark(i, a, true), mark(j, b, true), used[p] = covered[i] = covered[j] = true, grid[i] = a, grid[j] = b;
          bool inBudget = from(i + 1);
          mark(i, a, false), mark(j, b, false), used[p] = covered[i] = covered[j] = false, grid[i] = grid[j] = 0;
          if (!inBudget) return false;
        }
    }
    return true;
  }
};

// The second reference: exact cover, one column a cell, a digit in a row, a column, a box, and a
// pair of digits; one row a domino placed (two cells side by side, two different digits), the
// givens' columns taken out first. Solutions of b counted up to maxCount (-1 past the node
// budget); the first in solution.
inline int coverDominoes(const Board& b, int maxCount, std::vector<int>& solution, long long nodeBudget = LLONG_MAX) {
  std::vector<bool> covered, used;
  givenCover(b, covered, used);
  auto columnsOf = [](int i, int d) {  // cell i, and digit d in its row, column and box
    return std::array<int, 4>{i, 81 + i / 9 * 9 + d - 1, 162 + i % 9 * 9 + d - 1, 243 + (i / 27 * 3 + i % 9 / 3) * 9 + d - 1};
  };
  std::vector<int> taken(360, 0), column(360, 0);  // column: its index among those left, from 1 (0: the givens cover it)
  for (int i = 0; i < 81; i++)
    for (int c : columnsOf(i, std::max(b.cells[i], 1)))
      if (b.cells[i] && taken[c]++) return solution.clear(), 0;  // clashing givens
  for (int p = 0; p < 36; p++) taken[324 + p] = used[p];
  int left = 0;
  for (int c = 0; c < 360; c++) column[c] = taken[c] ? 0 : ++left;
  ExactCover x(left);
  std::vector<std::array<int, 4>> placings;  // each row's {i, a, j, b}
  std::vector<int> row(9);
  for (int i = 0; i < 81; i++)
    for (int j : {i % 9 < 8 ? i + 1 : -1, i < 72 ? i + 9 : -1})
      for (int a = 1; j >= 0 && !covered[i] && !covered[j] && a <= 9; a++)
        for (int d = 1; d <= 9; d++) {
          std::array<int, 4> first = columnsOf(i, a), second = columnsOf(j, d);
          for (int k = 0; k < 4; k++) row[k] = column[first[k]] - 1, row[4 + k] = column[second[k]] - 1;
          row[8] = d == a ? -1 : column[324 + pairIndex(a, d)] - 1;
          if (std::count(row.begin(), row.end(), -1)) continue;  // a column the givens cover (or a, a)
          x.addRow(row), placings.push_back({i, a, j, d});
        }
  int found = x.count(maxCount, nodeBudget);
  solution = b.cells;
  for (int r : x.chosen) solution[placings[r][0]] = placings[r][1], solution[placings[r][2]] = placings[r][3];
  if (found == 0) solution.clear();
  return found;
}

// A picture of b for a person (build/show): its givens in rows, '-' and '|' joining the halves
// of each given domino, then the singles' places.
inline std::vector<std::string> dominoesPicture(const Board& b) {
  std::vector<std::string> lines(17, std::string(17, ' '));
  for (int i = 0; i < 81; i++) lines[i / 9 * 2][i % 9 * 2] = b.cells[i] ? char('0' + b.cells[i]) : '.';
  for (const Domino& d : b.dominoes) {
    int i = std::min(d.first, d.second);
    if (std::max(d.first, d.second) == i + 1) lines[i / 9 * 2][i % 9 * 2 + 1] = '-';
    else lines[i / 9 * 2 + 1][i % 9 * 2] = '|';
  }
  std::string all = writeDominoes(b);
  lines.push_back("singles 1-9: " + all.substr(all.rfind('\n', all.size() - 2) + 1, 26));
  return lines;
}
