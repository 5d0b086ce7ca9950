/**
 * Description: Reads and writes solve.cpp's text format, for the stress tools. A 9x9 puzzle is
 *  81 cells (givens 1-9, blanks . 0 ?) as 9 lines of 9 or one line of 81; a 16x16 or 25x25 one
 *  has letters (givens A-P or A-Y, blanks - .) as N lines of N or one line of N*N, its size told
 *  by its first line. Cells may be separated by runs of spaces/tabs. A first content line
 *  holding one integer of 1-6 digits is a puzzle count (skipped); lines starting with # are
 *  comments; blank lines may stand between puzzles; a line "end" stops the input; \r is ignored.
 *  Each Puzzle remembers its layout so that its answer can mirror it: formatAnswer writes the
 *  solved grid (or "No solution").
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
#include "dlx.h"

struct Puzzle {
  int box = 3;        // 3: 9x9, digits; 4: 16x16 and 5: 25x25, letters
  int cells[625];     // reading order, 0 = blank; box^4 of them
  bool oneLine;       // one line of N*N, else N lines of N
  bool spaced[25];    // line l had spaces/tabs between its cells (only [0] when oneLine)
  bool blankBefore;   // a blank line separated it from the previous puzzle
};

// The character of cell value d in a puzzle of this box size: digits up to 9x9, letters beyond.
inline char gridChar(int box, int d) { return char(box <= 3 ? '0' + d : 'A' + d - 1); }

inline bool readPuzzles(const std::string& text, std::vector<Puzzle>& puzzles, std::string& why) {
  puzzles.clear();
  Puzzle cur = Puzzle();
  int rows = 0, lineNo = 0;  // rows: lines read so far of a puzzle written as N lines
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
    int kind = 0;  // 1: digits (9x9), 2: letters (16x16, 25x25); 0: only '.' blanks so far
    for (char ch : word) {
      if (ch == ' ' || ch == '\t') continue;
      int k = (ch >= '0' && ch <= '9') || ch == '?' ? 1 : (ch >= 'A' && ch <= 'Y') || ch == '-' ? 2 : ch == '.' ? 0 : -1;
      if (k < 0 || (k && kind && k != kind)) return why += std::string("unexpected character '") + ch + "'", false;
      kind = k ? k : kind;
      cells.push_back(ch >= '1' && ch <= '9' ? ch - '0' : ch >= 'A' && ch <= 'Y' ? ch - 'A' + 1 : 0);
    }
    bool spaced = word.find_first_of(" \t") != std::string::npos;
    int size = int(cells.size());
    if (!rows) {
      cur.box = 0;
      for (int b = 3; b <= 5; b++)
        if ((size == b * b || size == b * b * b * b) && (!kind || kind == (b == 3 ? 1 : 2))) cur.box = b;
      if (!cur.box) return why += "expected 9, 16 or 25 cells, or a line of 81, 256 or 625; found " + std::to_string(size), false;
    }
    int n = cur.box * cur.box;
    if (kind && kind != (cur.box == 3 ? 1 : 2)) return why += "digits and letters in one puzzle", false;
    if (*std::max_element(cells.begin(), cells.end()) > n) return why += "a letter past the puzzle's size", false;
    if (size == n * n && !rows) {
      cur.oneLine = true;
    } else if (size == n) {
      cur.oneLine = false;
      rows++;
    } else {
      return why += "expected " + std::to_string(n) + " cells, found " + std::to_string(size), false;
    }
    std::copy(cells.begin(), cells.end(), cur.cells + (cur.oneLine ? 0 : n * (rows - 1)));
    cur.spaced[cur.oneLine ? 0 : rows - 1] = spaced;
    if (!cur.oneLine && rows < n) continue;
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
  int n = p.box * p.box, lines = p.oneLine ? 1 : n, width = n * n / lines;
  for (int l = 0; l < lines; l++) {
    for (int k = 0; k < width; k++) {
      if (k && p.spaced[l]) out += ' ';
      out += gridChar(p.box, grid[l * width + k]);
    }
    out += '\n';
  }
  return out;
}

// The main of a solver built on this format: reads puzzles from stdin and prints, for each, the
// grid that answer(puzzle, grid) fills when it returns true, else "No solution" (with a line on
// stderr); exits 0, or 2 on malformed input. answer is asked for 9x9 puzzles, and may change
// their layout fields, as a solver that breaks the layout does; larger ones are solved by
// dancing links (dlx.h), so that a 9x9 solver serves as a reference for every size.
template <class Answer>
int answerPuzzles(Answer answer) {
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why, out;
  std::vector<Puzzle> puzzles;
  if (!readPuzzles(text, puzzles, why)) return std::cerr << "malformed input: " << why << '\n', 2;
  Dlx dlx;
  for (size_t i = 0; i < puzzles.size(); i++) {
    int grid[625];
    Puzzle& p = puzzles[i];
    bool solved = p.box == 3 ? answer(p, grid) : dlx.count(p.cells, p.box, 1) == 1;
    if (p.box != 3 && solved) std::copy(dlx.solution.begin(), dlx.solution.end(), grid);
    out += formatAnswer(p, solved ? grid : nullptr);
    if (!solved) std::cerr << "puzzle " << i + 1 << ": no solution\n";
  }
  std::cout << out;
  return 0;
}
