/**
 * Description: The kind cages (table/kinds.h) on the stress side: a killer puzzle as CodinGame
 *  writes it, read into a Board's cages (geometry.h) and written back. 9 lines, each a row's 9
 *  cells (1-9, `.` blank), one space and its cells' 9 cage ids (`a`-`z`, then `A`-`Z`: 52 at
 *  most); then one line of `id=sum` for each cage, one space apart.
 * Usage: writeCages(b);  readCages(lines, first, b, why)
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

// Reads a killer puzzle from lines[first...] into b, its cages ordered by their ids (a-z, A-Z):
// or false with why, naming the line (first + 1 is the first line's number) and what is wrong.
inline bool readCages(const std::vector<std::string>& lines, size_t first, Board& b, std::string& why) {
  b = Board(std::vector<int>(81, 0));
  std::vector<int> cellsOf[52], sums(52, -1);
  auto idOf = [](char c) { return c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' + 26 : -1; };
  for (int r = 0; r <= 9; r++) {
    std::string at = "line " + std::to_string(first + r + 1) + ": ";
    if (first + r >= lines.size()) return why = at + "the input ends after " + std::to_string(r) + " of its 10 lines", false;
    const std::string& s = lines[first + r];
    if (r == 9) {  // the sums
      for (size_t pos = 0; pos < s.size();) {
        size_t end = std::min(s.find(' ', pos), s.size()), eq = s.find('=', pos);
        std::string word = s.substr(pos, end - pos), digits = eq < end ? s.substr(eq + 1, end - eq - 1) : "";
        int k = word.size() >= 3 && word[1] == '=' ? idOf(word[0]) : -1;
        if (k < 0 || digits.empty() || digits.size() > 2 || digits.find_first_not_of("0123456789") != std::string::npos || digits[0] == '0')
          return why = at + "expected id=sum (an id a-z or A-Z, a sum 1-45), found \"" + word.substr(0, 40) + "\"", false;
        if (sums[k] >= 0) return why = at + "cage " + word[0] + " has two sums", false;
        sums[k] = std::stoi(digits), pos = end + 1;
      }
      continue;
    }
    if (s.size() != 19 || s[9] != ' ') return why = at + "expected a row's 9 cells, a space and their 9 cage ids, found \"" + s.substr(0, 200) + "\"", false;
    for (int c = 0; c < 9; c++) {
      char cell = s[c], id = s[10 + c];
      if (cell != '.' && (cell < '1' || cell > '9')) return why = at + "cell " + std::to_string(c + 1) + " is '" + cell + "', not 1-9 or '.'", false;
      if (idOf(id) < 0) return why = at + "the cage id of cell " + std::to_string(c + 1) + " is '" + id + "', not a-z or A-Z", false;
      b.cells[r * 9 + c] = cell == '.' ? 0 : cell - '0', cellsOf[idOf(id)].push_back(r * 9 + c);
    }
  }
  for (int k = 0; k < 52; k++) {
    if (cellsOf[k].empty() != (sums[k] < 0))
      return why = "line " + std::to_string(first + 10) + ": cage " + cageId(k) + (sums[k] < 0 ? " has no sum" : " has a sum but no cell"), false;
    if (!cellsOf[k].empty()) b.cages.push_back(Cage{cellsOf[k], sums[k]});
  }
  return true;
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
