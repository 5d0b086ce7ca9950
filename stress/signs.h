/**
 * Description: The kind signs (table/kinds.h) on the stress side: a puzzle of signs as Luogu
 *  P4573 writes it, read into a Board's relations (geometry.h) and written back, and the signs
 *  of a solved grid. Rows of 9 cells in bands of 3: for each row, its 6 signs `<` `>` between
 *  cells side by side in a box, then, inside a band, the 9 `^` `v` between it and the row below;
 *  `<` and `^`: the left or upper cell holds the smaller digit. One space between signs.
 * Usage: Board b = signedGrid(solution);  writeSigns(b, false);  readSigns(lines, first, b, why)
 * Status: unit-tested (tests/stress/judge_tests.cpp): the samples read, every sign's mistake named
 */
#pragma once
#include <algorithm>
#include <string>
#include <vector>
#include "geometry.h"

// The pairs of cells a puzzle of signs orders, in the order it writes their signs, a line each
// (each {first, second}: left and right, or upper and lower).
inline std::vector<std::vector<std::pair<int, int>>> signLines() {
  std::vector<std::vector<std::pair<int, int>>> lines;
  for (int r = 0; r < 9; r++) {
    lines.emplace_back();
    for (int c = 0; c < 9; c++)
      if (c % 3 != 2) lines.back().push_back({r * 9 + c, r * 9 + c + 1});
    if (r % 3 == 2) continue;
    lines.emplace_back();
    for (int c = 0; c < 9; c++) lines.back().push_back({r * 9 + c, r * 9 + 9 + c});
  }
  return lines;
}

// The puzzle of signs a solved grid makes: no givens, every pair of signLines related as it holds.
inline Board signedGrid(const std::vector<int>& grid) {
  Board b(std::vector<int>(81, 0));
  for (const auto& line : signLines())
    for (const auto& p : line) b.less.push_back(grid[p.first] < grid[p.second] ? Relation{p.first, p.second} : Relation{p.second, p.first});
  return b;
}

// The 15 lines of b's signs, each ended (where trailingSpace says, with a space before the end of
// each but the last, as writeGrid's rows).
inline std::string writeSigns(const Board& b, bool trailingSpace) {
  std::string out;
  std::vector<std::vector<std::pair<int, int>>> lines = signLines();
  for (const auto& line : lines) {
    bool across = line[0].second == line[0].first + 1;
    for (size_t k = 0; k < line.size(); k++) {
      bool firstSmaller = std::find(b.less.begin(), b.less.end(), Relation{line[k].first, line[k].second}) != b.less.end();
      out += std::string(k ? " " : "") + (across ? (firstSmaller ? '<' : '>') : (firstSmaller ? '^' : 'v'));
    }
    out += trailingSpace && &line != &lines.back() ? " \n" : "\n";
  }
  return out;
}

// Reads the 15 lines of signs from lines[first...] into b (81 blank cells and the relations), or
// false with why naming the line (first + 1 is the first line's number) and the sign at fault.
// A line may end with a space where trailingSpace says.
inline bool readSigns(const std::vector<std::string>& lines, size_t first, bool trailingSpace, Board& b, std::string& why) {
  b = Board(std::vector<int>(81, 0));
  std::vector<std::vector<std::pair<int, int>>> pairs = signLines();
  for (size_t l = 0; l < pairs.size(); l++) {
    std::string at = "line " + std::to_string(first + l + 1) + ": ";
    if (first + l >= lines.size()) return why = at + "the input ends after " + std::to_string(l) + " lines of signs (15 are due)", false;
    std::string s = lines[first + l];
    if (trailingSpace && !s.empty() && s.back() == ' ') s.pop_back();
    bool across = pairs[l][0].second == pairs[l][0].first + 1;
    const char* signs = across ? "<>" : "^v";
    std::string what = across ? "6 signs '<' or '>' (the row's, 2 a box)" : "9 signs '^' or 'v' (between two rows of a band)";
    if (s.size() != 2 * pairs[l].size() - 1) return why = at + "expected " + what + ", one space apart, found \"" + s.substr(0, 200) + "\"", false;
    for (size_t k = 0; k < pairs[l].size(); k++) {
      char c = s[2 * k];
      if (k && s[2 * k - 1] != ' ') return why = at + "expected one space between signs, found '" + s[2 * k - 1] + "'", false;
      if (c != signs[0] && c != signs[1]) return why = at + "sign " + std::to_string(k + 1) + " is '" + c + "', not '" + signs[0] + "' or '" + signs[1] + "'", false;
      int a = pairs[l][k].first, z = pairs[l][k].second;
      b.less.push_back(c == signs[0] ? Relation{a, z} : Relation{z, a});
    }
  }
  return true;
}

// A picture of b's signs for a person (build/show): each row's cells as '.', a sign between two
// cells of a box and '|' between boxes; under a row, each cell's sign to the cell below it; a
// line of '-' and '+' between bands.
inline std::vector<std::string> signsPicture(const Board& b) {
  auto sign = [&](int a, int z, const char* ab) { return std::find(b.less.begin(), b.less.end(), Relation{a, z}) != b.less.end() ? ab[0] : ab[1]; };
  std::vector<std::string> lines;
  std::string rule;
  for (int r = 0; r < 9; r++) {
    std::string line, under;
    for (int c = 0; c < 9; c++) {
      line += c == 0 ? "" : c % 3 ? std::string(" ") + sign(r * 9 + c - 1, r * 9 + c, "<>") + " " : " | ";
      under += c == 0 ? "" : c % 3 ? "   " : " | ";
      line += '.', under += r % 3 == 2 ? ' ' : sign(r * 9 + c, r * 9 + 9 + c, "^v");
    }
    if (rule.empty())
      for (char c : line) rule += c == '|' ? '+' : '-';
    lines.push_back(line);
    lines.push_back(r == 8 ? "" : r % 3 == 2 ? rule : under);
  }
  lines.pop_back();
  return lines;
}
