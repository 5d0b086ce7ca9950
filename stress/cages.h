/**
 * Description: The kind cages (table/kinds.h) on the stress side: a killer puzzle as CodinGame
 *  writes it, read into a Board's cages (geometry.h) and written back. 9 lines, each a row's 9
 *  cells (1-9, `.` blank), one space and its cells' 9 cage ids (`a`-`z`, then `A`-`Z`: 52 at
 *  most); then one line of `id=sum` for each cage, one space apart. And the kind cage-lines, a
 *  batch of them without givens: each one's 81 cage ids on a line, then each one's sums.
 * Usage: writeCages(b);  readCages(lines, first, b, why)
 *  writeCageLines(puzzles);  readCageLines(lines, next, count, puzzles, why)
 * Status: unit-tested (tests/stress/judge_tests.cpp): the sample read, every mistake named
 */
#pragma once
#include <string>
#include <vector>
#include "geometry.h"

// The id of cage k (0-51): a-z, then A-Z.
inline char cageId(int k) { return char(k < 26 ? 'a' + k : 'A' + k - 26); }

// b's 9 rows, each with its cells' cage ids, then the line of sums, each line ended. Cages take
// their ids in the order of their first cells.
inline std::string writeCages(const Board& b) {
  std::vector<int> cageOf(81, 0);
  for (size_t k = 0; k < b.cages.size(); k++)
    for (int i : b.cages[k].cells) cageOf[i] = int(k);
  std::string out, sums;
  for (int r = 0; r < 9; r++) {
    for (int c = 0; c < 9; c++) out += b.cells[r * 9 + c] ? char('0' + b.cells[r * 9 + c]) : '.';
    out += ' ';
    for (int c = 0; c < 9; c++) out += cageId(cageOf[r * 9 + c]);
    out += '\n';
  }
  for (size_t k = 0; k < b.cages.size(); k++) sums += std::string(k ? " " : "") + cageId(int(k)) + "=" + std::to_string(b.cages[k].sum);
  return out + sums + "\n";
}

// The index of cage id c (a-z: 0-25, A-Z: 26-51), or -1.
inline int cageIndexOf(char c) { return c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' + 26 : -1; }

// Reads a line of `id=sum` (one space apart) into sums (by cage index; -1: none), or false with
// why after `at` (the line's place).
inline bool readCageSums(const std::string& s, const std::string& at, std::vector<int>& sums, std::string& why) {
  sums.assign(52, -1);
  for (size_t pos = 0; pos < s.size();) {
    size_t end = std::min(s.find(' ', pos), s.size()), eq = s.find('=', pos);
    std::string word = s.substr(pos, end - pos), digits = eq < end ? s.substr(eq + 1, end - eq - 1) : "";
    int k = word.size() >= 3 && word[1] == '=' ? cageIndexOf(word[0]) : -1;
    if (k < 0 || digits.empty() || digits.size() > 2 || digits.find_first_not_of("0123456789") != std::string::npos || digits[0] == '0')
      return why = at + "expected id=sum (an id a-z or A-Z, a sum 1-45), found \"" + word.substr(0, 40) + "\"", false;
    if (sums[k] >= 0) return why = at + "cage " + word[0] + " has two sums", false;
    sums[k] = std::stoi(digits), pos = end + 1;
  }
  return true;
}

// b's cages from the cells of each (cellsOf, by cage index) and their sums, ordered by their ids;
// or false with why after `at` where a cage has cells and no sum, or a sum and no cells.
inline bool joinCages(const std::vector<int> cellsOf[52], const std::vector<int>& sums, const std::string& at, Board& b, std::string& why) {
  for (int k = 0; k < 52; k++) {
    if (cellsOf[k].empty() != (sums[k] < 0)) return why = at + "cage " + cageId(k) + (sums[k] < 0 ? " has no sum" : " has a sum but no cell"), false;
    if (!cellsOf[k].empty()) b.cages.push_back(Cage{cellsOf[k], sums[k]});
  }
  return true;
}

// Reads a killer puzzle from lines[first...] into b, its cages ordered by their ids (a-z, A-Z):
// or false with why, naming the line (first + 1 is the first line's number) and what is wrong.
inline bool readCages(const std::vector<std::string>& lines, size_t first, Board& b, std::string& why) {
  b = Board(std::vector<int>(81, 0));
  std::vector<int> cellsOf[52], sums;
  for (int r = 0; r < 9; r++) {
    std::string at = "line " + std::to_string(first + r + 1) + ": ";
    if (first + r >= lines.size()) return why = at + "the input ends after " + std::to_string(r) + " of its 10 lines", false;
    const std::string& s = lines[first + r];
    if (s.size() != 19 || s[9] != ' ') return why = at + "expected a row's 9 cells, a space and their 9 cage ids, found \"" + s.substr(0, 200) + "\"", false;
    for (int c = 0; c < 9; c++) {
      char cell = s[c], id = s[10 + c];
      if (cell != '.' && (cell < '1' || cell > '9')) return why = at + "cell " + std::to_string(c + 1) + " is '" + cell + "', not 1-9 or '.'", false;
      if (cageIndexOf(id) < 0) return why = at + "the cage id of cell " + std::to_string(c + 1) + " is '" + id + "', not a-z or A-Z", false;
      b.cells[r * 9 + c] = cell == '.' ? 0 : cell - '0', cellsOf[cageIndexOf(id)].push_back(r * 9 + c);
    }
  }
  std::string at = "line " + std::to_string(first + 10) + ": ";
  if (first + 9 >= lines.size()) return why = at + "the input ends after 9 of its 10 lines", false;
  return readCageSums(lines[first + 9], at, sums, why) && joinCages(cellsOf, sums, at, b, why);
}

// The kind cage-lines (CodinGame Killer Sudoku Extreme Challenge): a batch of killer puzzles
// without givens, each one's 81 cage ids on a line (the rows one after another), all of them
// first, then each one's line of sums in the same order. Cages take their ids in the order of
// their first cells.
inline std::string writeCageLines(const std::vector<Board>& puzzles) {
  std::string layouts, sums;
  for (const Board& b : puzzles) {
    std::string text = writeCages(b);  // 9 lines of "cells ids", then the sums
    for (int r = 0; r < 9; r++) layouts += text.substr(r * 20 + 10, 9);
    layouts += "\n", sums += text.substr(9 * 20);
  }
  return layouts + sums;
}

// Reads `count` such puzzles from lines[next...] into puzzles (2 * count lines, next then past
// them), or false with why, naming the line.
inline bool readCageLines(const std::vector<std::string>& lines, size_t& next, size_t count, std::vector<Board>& puzzles, std::string& why) {
  size_t first = next;
  std::vector<std::vector<std::vector<int>>> cellsOf(count, std::vector<std::vector<int>>(52));  // each puzzle's cages' cells
  for (size_t k = 0; k < count; k++) {  // the lines of cage ids
    std::string at = "line " + std::to_string(first + k + 1) + ": ";
    if (first + k >= lines.size()) return why = at + "the input ends after " + std::to_string(k) + " of its " + std::to_string(count) + " lines of cage ids", false;
    const std::string& s = lines[first + k];
    if (s.size() != 81) return why = at + "expected a puzzle's 81 cage ids, found \"" + s.substr(0, 200) + "\"", false;
    for (int i = 0; i < 81; i++) {
      if (cageIndexOf(s[i]) < 0) return why = at + "the cage id of cell " + std::to_string(i + 1) + " is '" + s[i] + "', not a-z or A-Z", false;
      cellsOf[k][cageIndexOf(s[i])].push_back(i);
    }
  }
  for (size_t k = 0; k < count; k++) {  // then the lines of sums
    std::string at = "line " + std::to_string(first + count + k + 1) + ": ";
    if (first + count + k >= lines.size()) return why = at + "the input ends before puzzle " + std::to_string(k + 1) + "'s line of sums", false;
    Board b(std::vector<int>(81, 0));
    std::vector<int> sums;
    if (!readCageSums(lines[first + count + k], at, sums, why) || !joinCages(cellsOf[k].data(), sums, at, b, why)) return false;
    puzzles.push_back(b);
  }
  return next += 2 * count, true;
}

// A picture of b's cages for a person (build/show): each cell's cage id, boxes parted by '|' and
// a line of '-' and '+', then the sums, a line of `id=sum` (the input's last line).
inline std::vector<std::string> cagesPicture(const Board& b) {
  std::vector<std::string> lines, text;
  std::string all = writeCages(b);
  for (size_t at = 0; at < all.size(); at = all.find('\n', at) + 1) text.push_back(all.substr(at, all.find('\n', at) - at));
  for (int r = 0; r < 9; r++) {
    std::string line;
    for (int c = 0; c < 9; c++) line += std::string(c == 0 ? "" : c % 3 ? " " : " | ") + text[r][10 + c];
    if (r && r % 3 == 0) {
      std::string rule;
      for (char c : line) rule += c == '|' ? '+' : '-';
      lines.push_back(rule);
    }
    lines.push_back(line);
  }
  lines.push_back("sums: " + text[9]);
  return lines;
}
