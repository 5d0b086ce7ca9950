/**
 * Description: Reads and writes solve.cpp's text format, for the stress tools. A puzzle is 81
 *  cells (givens 1-9, blanks . 0 ?) as 9 lines of 9 or one line of 81, cells optionally
 *  separated by runs of spaces/tabs. A first content line holding one integer of 1-6 digits is
 *  a puzzle count (skipped); lines starting with # are comments; blank lines may stand between
 *  puzzles; a line "end" stops the input; \r is ignored. Each Puzzle remembers its layout so
 *  that its answer can mirror it: formatAnswer writes the solved grid (or "No solution").
 * Usage: std::vector<Puzzle> ps; std::string why;
 *  if (!readPuzzles(text, ps, why)) ...;        // why = "line 12: ..."
 *  out += formatAnswer(ps[0], solved ? grid : nullptr);
 * Status: unit-tested (tests/stress/stress_tests.cpp); agrees with solve.cpp in every stress run
 */
#pragma once
#include <algorithm>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

struct Puzzle {
  int cells[81];     // reading order, 0 = blank
  bool oneLine;      // one line of 81, else 9 lines of 9
  bool spaced[9];    // line l had spaces/tabs between its cells (only [0] when oneLine)
  bool blankBefore;  // a blank line separated it from the previous puzzle
};

inline bool readPuzzles(const std::string& text, std::vector<Puzzle>& puzzles, std::string& why) {
  puzzles.clear();
  Puzzle cur = Puzzle();
  int rows = 0, lineNo = 0;  // rows: lines read so far of a 9-line puzzle
  bool blankSeen = false, firstContent = true;
  for (size_t pos = 0; pos < text.size();) {
    size_t eol = text.find('\n', pos);
    if (eol == std::string::npos) eol = text.size();
    std::string line;
    for (size_t i = pos; i < eol; i++)
      if (text[i] != '\r') line += text[i];
    pos = eol + 1, lineNo++;
    why = "line " + std::to_string(lineNo) + ": ";
    size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos) {
      if (rows) return why += "blank line inside a puzzle", false;
      blankSeen = true;
      continue;
    }
    if (line[first] == '#') continue;
    std::string word = line.substr(first, line.find_last_not_of(" \t") + 1 - first);
    if (word == "end") {
      if (rows) return why += "\"end\" inside a puzzle", false;
      break;
    }
    bool isFirst = firstContent;
    firstContent = false;
    if (isFirst && word.size() <= 6 && word.find_first_not_of("0123456789") == std::string::npos)
      continue;  // the puzzle count
    std::vector<int> cells;
    for (char ch : word) {
      if (ch == ' ' || ch == '\t') continue;
      if (ch >= '1' && ch <= '9') cells.push_back(ch - '0');
      else if (ch == '.' || ch == '0' || ch == '?') cells.push_back(0);
      else return why += std::string("unexpected character '") + ch + "'", false;
    }
    bool spaced = word.find_first_of(" \t") != std::string::npos;
    if (cells.size() == 81 && !rows) {
      cur.oneLine = true;
    } else if (cells.size() == 9) {
      cur.oneLine = false;
      rows++;
    } else {
      return why += "expected 9 or 81 cells, found " + std::to_string(cells.size()), false;
    }
    std::copy(cells.begin(), cells.end(), cur.cells + (cur.oneLine ? 0 : 9 * (rows - 1)));
    cur.spaced[cur.oneLine ? 0 : rows - 1] = spaced;
    if (!cur.oneLine && rows < 9) continue;
    cur.blankBefore = blankSeen && !puzzles.empty();
    puzzles.push_back(cur);
    rows = 0, blankSeen = false;
  }
  if (rows) return why = "input ends inside a puzzle", false;
  why.clear();
  return true;
}

// The answer to p: a blank line if p had one before it, then the grid in p's layout, or the
// line "No solution" when grid is null.
inline std::string formatAnswer(const Puzzle& p, const int* grid) {
  std::string out = p.blankBefore ? "\n" : "";
  if (!grid) return out + "No solution\n";
  int lines = p.oneLine ? 1 : 9, width = 81 / lines;
  for (int l = 0; l < lines; l++) {
    for (int k = 0; k < width; k++) {
      if (k && p.spaced[l]) out += ' ';
      out += char('0' + grid[l * width + k]);
    }
    out += '\n';
  }
  return out;
}

// The main of a solver built on this format: reads puzzles from stdin and prints, for each, the
// grid that answer(puzzle, grid) fills when it returns true, else "No solution" (with a line on
// stderr); exits 0, or 2 on malformed input. answer may change
// the puzzle's layout fields, as a solver that breaks the layout does.
template <class Answer>
int answerPuzzles(Answer answer) {
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why, out;
  std::vector<Puzzle> puzzles;
  if (!readPuzzles(text, puzzles, why)) return std::cerr << "malformed input: " << why << '\n', 2;
  for (size_t i = 0; i < puzzles.size(); i++) {
    int grid[81];
    bool solved = answer(puzzles[i], grid);
    out += formatAnswer(puzzles[i], solved ? grid : nullptr);
    if (!solved) std::cerr << "puzzle " << i + 1 << ": no solution\n";
  }
  std::cout << out;
  return 0;
}
