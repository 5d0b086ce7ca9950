/**
 * Description: The verdicts of the stress test's checker (build/check), in testlib's manner: it judges a solver's OUTPUT
 *  against the puzzles of INPUT, never by a byte diff (a puzzle with several solutions has
 *  several right answers). Each grid must keep the givens and hold 1-9 once in every row,
 *  column and box; "No solution" must stand exactly where the reference ANSWER has it; the
 *  layout must mirror the input's (9 lines or one, single spaces or none, one blank line where
 *  the input had blank lines between puzzles), with no trailing whitespace and a final newline;
 *  the exit status must be 0 ("No solution" is an answer; judges call any other status an error). CRLF line ends in the
 *  OUTPUT are accepted as LF (as online-judge-tools does); the ANSWER is read strictly.
 * Usage: std::string why; Verdict v = check(input, output, answer, exitStatus, why);
 *  exitStatus < 0: not checked. why says what is wrong, or "12 puzzles" when OK.
 * Time: linear in the sizes of the files.
 * Status: unit-tested (tests/stress/stress_tests.cpp)
 */
#pragma once
#include <string>
#include <vector>
#include "format.h"

enum Verdict { OK = 0, WA = 1, PE = 2, FAIL = 3 };  // also check's exit status

struct Lines {
  std::vector<std::string> text;
  size_t next = 0;             // the next line to read
  bool missingNewline = false;  // the last line has no \n
};

inline Lines splitLines(const std::string& s, bool dropCR) {
  Lines lines;
  for (size_t pos = 0; pos < s.size();) {
    size_t eol = s.find('\n', pos);
    lines.missingNewline = eol == std::string::npos;
    if (lines.missingNewline) eol = s.size();
    size_t end = dropCR && eol > pos && s[eol - 1] == '\r' ? eol - 1 : eol;
    lines.text.push_back(s.substr(pos, end - pos));
    pos = eol + 1;
  }
  return lines;
}

// Reads the answer to puzzle p (number n) from in: "No solution" (solved = false) or a grid in
// p's layout. Returns OK, PE or WA (a cell that is not a digit 1-9, or a letter A-P for 16x16),
// with why.
inline Verdict readAnswer(const Puzzle& p, int n, Lines& in, bool& solved, int* grid, std::string& why) {
  std::string puzzle = "puzzle " + std::to_string(n);
  auto where = [&]() { return "line " + std::to_string(in.next + 1) + " (" + puzzle + "): "; };
  if (p.blankBefore) {
    if (in.next == in.text.size() || !in.text[in.next].empty())
      return why = where() + "expected a blank line, as in the input", PE;
    in.next++;
  }
  if (in.next == in.text.size()) return why = "output ends before " + puzzle, PE;
  if (in.text[in.next].empty()) return why = where() + "unexpected blank line", PE;
  solved = in.text[in.next] != "No solution";
  if (!solved) return in.next++, OK;
  int side = p.box * p.box, lines = p.oneLine ? 1 : side, width = side * side / lines;
  for (int l = 0; l < lines; l++) {
    if (in.next == in.text.size()) return why = "output ends inside " + puzzle, PE;
    const std::string& s = in.text[in.next];
    if (s.find_last_not_of(" \t\r") + 1 != s.size()) return why = where() + "trailing whitespace", PE;
    bool layoutOk = s.size() == size_t(p.spaced[l] ? 2 * width - 1 : width);
    for (size_t k = 0; layoutOk && k < s.size(); k++) {
      bool isSpace = s[k] == ' ' || s[k] == '\t' || s[k] == '\r';
      layoutOk = isSpace == (p.spaced[l] && k % 2 == 1) && (!isSpace || s[k] == ' ');
    }
    if (!layoutOk)
      return why = where() + "expected " + std::to_string(width) + " cells " +
                   (p.spaced[l] ? "separated by single spaces" : "with nothing between them") +
                   ", as in the input; found \"" + s + "\"", PE;
    for (int k = 0; k < width; k++) {
      char ch = s[p.spaced[l] ? 2 * k : k];
      int d = p.box == 3 ? ch - '0' : ch - 'A' + 1;
      if (d < 1 || d > side)
        return why = where() + "cell " + std::to_string(k + 1) + " is '" + ch + "', not " +
                     (p.box == 3 ? "a digit 1-9" : std::string("a letter A-") + gridChar(p.box, side)), WA;
      grid[l * width + k] = d;
    }
    in.next++;
  }
  return OK;
}

// The first rule of sudoku that grid breaks as an answer to the puzzle `givens` (its cells in
// reading order, 0 = blank, and its geometry: a unit of it holding a digit twice, by unitsOf's
// order: rows, columns, boxes or regions, diagonals), or "" if it is a solution.
inline std::string gridError(const Board& givens, const int* grid) {
  int n = sideOfCells(givens.cells.size());
  auto at = [n](int i) { return "(row " + std::to_string(i / n + 1) + ", column " + std::to_string(i % n + 1) + ")"; };
  for (int i = 0; i < n * n; i++)
    if (grid[i] < 1 || grid[i] > n) return "cell " + at(i) + " holds no digit";
  for (int i = 0; i < n * n; i++)
    if (givens.cells[i] && grid[i] != givens.cells[i])
      return "cell " + at(i) + " holds " + std::to_string(grid[i]) + ", but the given is " + std::to_string(givens.cells[i]);
  for (const Unit& u : unitsOf(givens)) {
    std::vector<int> firstAt(n + 1, 0);
    for (int i : u.cells) {
      if (firstAt[grid[i]])
        return std::string(u.kind) + " " + std::to_string(u.number) + " holds " + std::to_string(grid[i]) +
               " twice: " + at(firstAt[grid[i]] - 1) + " and " + at(i);
      firstAt[grid[i]] = i + 1;
    }
  }
  return kindsError(givens, grid);
}

// The same for square boxes of this box size (box*box rows of box*box cells).
inline std::string gridError(const int* givens, const int* grid, int box) {
  return gridError(Board(std::vector<int>(givens, givens + box * box * box * box)), grid);
}

inline std::string gridError(const Puzzle& p, const int* grid) { return gridError(p.cells, grid, p.box); }

inline Verdict check(const std::string& input, const std::string& output, const std::string& answer,
                     int exitStatus, std::string& why) {
  std::vector<Puzzle> puzzles;
  if (!readPuzzles(input, puzzles, why)) return why = "INPUT is malformed: " + why, FAIL;
  Lines expected = splitLines(answer, false), found = splitLines(output, true);
  for (size_t i = 0; i < puzzles.size(); i++) {
    const Puzzle& p = puzzles[i];
    int n = int(i) + 1, refGrid[625], grid[625];
    bool refSolved, solved;
    if (readAnswer(p, n, expected, refSolved, refGrid, why) != OK) return why = "ANSWER: " + why, FAIL;
    std::string broken = refSolved ? gridError(p, refGrid) : "";
    if (!broken.empty()) return why = "ANSWER, puzzle " + std::to_string(n) + ": " + broken, FAIL;
    Verdict v = readAnswer(p, n, found, solved, grid, why);
    if (v != OK) return v;
    std::string puzzle = "puzzle " + std::to_string(n) + ": ";
    if (!solved && refSolved) return why = puzzle + "the output says No solution, but it has one", WA;
    broken = solved ? gridError(p, grid) : "";
    if (!broken.empty()) return why = puzzle + broken, WA;
    if (solved && !refSolved) return why = puzzle + "the output solves it, yet the reference found no solution", FAIL;
  }
  if (expected.next != expected.text.size() || expected.missingNewline)
    return why = "ANSWER has more than the answers to the input's puzzles", FAIL;
  if (found.next != found.text.size())
    return why = "line " + std::to_string(found.next + 1) + ": output goes on after the last puzzle", PE;
  if (found.missingNewline) return why = "the last line has no line end", PE;
  if (exitStatus > 0)
    return why = "exit status " + std::to_string(exitStatus) + ", expected 0 (judges call any other a runtime error)", WA;
  why = std::to_string(puzzles.size()) + (puzzles.size() == 1 ? " puzzle" : " puzzles");
  return OK;
}
