/**
 * Description: Shows where a solution's output fails its judge, for a person: the failure in
 *  one line, then the puzzle that failed alone (its number in the batch) as grids side by side,
 *  the puzzle (a jigsaw's regions, a kind's signs or cages before it), the expected answer and the found one, each found
 *  cell that differs from the expected marked, and each given the answer overwrote marked
 *  apart; where an answer is words ("Case 3: Ambiguous."), the words. A failure of layout alone
 *  shows the lines around it, their ends made visible.
 * Usage: build/show --judge ID INPUT OUTPUT ANSWER [--color | --no-color]
 *  Marks are colours where stdout is a terminal and NO_COLOR is unset, else characters: '*'
 *  before a cell that differs, '!' before a given overwritten, '?' for a cell the output never
 *  gave. Exit status: the checker's (0 OK, 1 WA, 2 PE, 3 FAIL: INPUT or ANSWER broken).
 * Time: linear in the files.
 * Status: tested by tests/stress/show.sh (make test's stage show)
 */
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <unistd.h>
#include "judge_io.h"

static bool readFile(const char* path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad() && in.is_open();
}

enum Mark { UNMARKED, DIFFERS, OVERWRITTEN };
static bool colour = false;

// One cell, two characters wide: its mark (a character, or a colour) and its symbol.
static std::string cellText(char symbol, Mark mark) {
  if (!colour) return std::string(1, mark == DIFFERS ? '*' : mark == OVERWRITTEN ? '!' : ' ') + symbol;
  if (mark == UNMARKED) return std::string(" ") + symbol;
  return std::string(mark == DIFFERS ? " \033[1;31m" : " \033[1;7;35m") + symbol + "\033[0m";
}

/// A grid as lines of equal width (colour codes aside): square boxes parted by '|' and a line of
/// '-' and '+'; a jigsaw's regions are a grid of their own (letters), so no lines part them.
struct Grid {
  std::string title;
  std::vector<std::string> lines;
  size_t width = 0;
};

static Grid drawGrid(const std::string& title, int n, bool boxed, const std::vector<char>& symbols, const std::vector<Mark>& marks) {
  Grid g{title, {}, 0};
  int b = 1;
  while (b * b < n) b++;
  boxed = boxed && b * b == n;
  std::string rule;
  for (int r = 0; r < n; r++) {
    std::string line, plain;
    for (int c = 0; c < n; c++) {
      if (boxed && c && c % b == 0) line += " |", plain += " |";
      line += cellText(symbols[r * n + c], marks[r * n + c]), plain += "  ";
    }
    if (boxed && r && r % b == 0) {
      if (rule.empty())
        for (size_t k = 0; k < plain.size(); k++) rule += plain[k] == '|' ? '+' : '-';
      g.lines.push_back(rule);
    }
    g.lines.push_back(line);
    g.width = plain.size();
  }
  return g;
}

// Grids side by side where they fit in 120 columns, else one under another.
static void printGrids(const std::vector<Grid>& grids) {
  size_t width = 0;
  for (const Grid& g : grids) width += g.width + 3;
  if (width > 123) {
    for (const Grid& g : grids) {
      std::cout << g.title << "\n";
      for (const std::string& l : g.lines) std::cout << l << "\n";
    }
    return;
  }
  std::string titles;
  for (size_t k = 0; k < grids.size(); k++) titles += (k ? "   " : "") + grids[k].title + std::string(grids[k].width > grids[k].title.size() ? grids[k].width - grids[k].title.size() : 0, ' ');
  std::cout << titles.substr(0, titles.find_last_not_of(' ') + 1) << "\n";
  for (size_t l = 0; l < grids[0].lines.size(); l++) {
    for (size_t k = 0; k < grids.size(); k++) std::cout << (k ? "   " : "") << (l < grids[k].lines.size() ? grids[k].lines[l] : "");
    std::cout << "\n";
  }
}

// Lines around line l of text, each end shown as '$' (cat -A's way), numbered.
static void printLines(const std::string& title, const std::string& text, size_t l) {
  Lines x = splitLines(text, false);
  std::cout << title << "\n";
  for (size_t k = l > 2 ? l - 2 : 0; k < x.text.size() && k <= l + 2; k++)
    std::cout << (k == l ? "> " : "  ") << k + 1 << ": " << x.text[k].substr(0, 200) << (k + 1 < x.text.size() || !x.missingNewline ? "$" : "") << "\n";
  if (l >= x.text.size()) std::cout << "> " << l + 1 << ": (the end of output)\n";
}

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  colour = isatty(1) && !getenv("NO_COLOR");
  for (size_t k = 0; k < args.size();)
    if (args[k] == "--color" || args[k] == "--no-color") colour = args[k] == "--color", args.erase(args.begin() + k);
    else k++;
  if (args.size() != 5 || args[0] != "--judge") return std::cerr << "usage: show --judge ID INPUT OUTPUT ANSWER [--color | --no-color]\n", FAIL;
  const Judge* found = findJudge(args[1].c_str());
  if (!found) return std::cerr << "show: unknown judge " << args[1] << " (build/judges lists them)\n", FAIL;
  const Judge& j = *found;
  std::string input, output, answer, why;
  for (int k = 0; k < 3; k++)
    if (!readFile(args[2 + k].c_str(), k == 0 ? input : k == 1 ? output : answer)) return std::cerr << "show: cannot read " << args[2 + k] << "\n", FAIL;
  size_t at = 0;
  Verdict v = checkJudge(j, input, output, answer, why, &at);
  if (v == OK) return std::cout << "ok " << why << "\n", OK;
  std::vector<Board> puzzles;
  std::vector<Answer> want, got;
  std::string ignored;
  if (v == FAIL || !readInput(j, input, puzzles, ignored, true) || readAnswers(j, answer, puzzles, want, ignored) != OK)
    return std::cout << "FAIL " << why << "\n", FAIL;
  readAnswers(j, output, puzzles, got, ignored);  // as far as it reads: the failing answer in part

  if (at >= puzzles.size()) {  // the layout alone (or what follows the last answer)
    std::cout << (v == PE ? "PE " : "WA ") << why << "\n";
    std::vector<size_t> ends;
    std::string wanted = normalized(j, writeOutput(j, want, &ends)), printed = normalized(j, output);
    Lines w = splitLines(wanted, false), g = splitLines(printed, false);
    size_t l = 0;
    while (l < w.text.size() && l < g.text.size() && w.text[l] == g.text[l]) l++;
    printLines("expected, lines near line " + std::to_string(l + 1) + ":", wanted, l);
    printLines("found:", printed, l);
    return v;
  }
  size_t first = 0, second = 0;  // a pair's puzzles (SIMILAR), as the message names them
  if (ruleRow(j.rule).pairs && std::sscanf(why.c_str(), "puzzles %zu and %zu", &first, &second) == 2) {
    size_t k = (first - 1) * (2 * puzzles.size() - first) / 2 + second - first - 1;  // the pair's answer
    std::cout << "WA " << why << "\n";
    std::vector<Mark> plain(81, UNMARKED), marks = plain;
    std::vector<int> moved = puzzles[first - 1].cells;  // after the output's operations
    for (size_t o = 0; k < got.size() && o + 2 < got[k].grid.size(); o += 3) applyOperation(moved, got[k].grid[o], got[k].grid[o + 1], got[k].grid[o + 2]);
    for (int i = 0; i < 81; i++) marks[i] = moved[i] != puzzles[second - 1].cells[i] ? DIFFERS : UNMARKED;
    auto drawn = [&](const std::string& title, const std::vector<int>& cells, const std::vector<Mark>& m) {
      std::vector<char> s(81);
      for (int i = 0; i < 81; i++) s[i] = cells[i] ? char('0' + cells[i]) : '.';
      return drawGrid(title, 9, true, s, m);
    };
    std::vector<Grid> grids = {drawn("puzzle " + std::to_string(first), puzzles[first - 1].cells, plain), drawn("puzzle " + std::to_string(second), puzzles[second - 1].cells, plain)};
    if (k < got.size() && got[k].outcome == SOLVED) grids.push_back(drawn("puzzle " + std::to_string(first) + " after the output's", moved, marks));
    printGrids(grids);
    std::cout << "expected: " << saying(j, want[k]) << "\nfound:    " << (k < got.size() ? saying(j, got[k]) : "no answer it could read") << "\n";
    if (k < got.size() && got[k].outcome == SOLVED) std::cout << "marks: " << (colour ? "red" : "'*'") << " a cell the output's operations leave unlike puzzle " << second << "'s\n";
    return v;
  }
  const Board& p = puzzles[at];
  int n = sideOfCells(p.cells.size()), box = boxOfCells(p.cells.size());
  // A solved puzzle's answer is its grid (not a list of them: EVERY's are told by their number).
  bool gridsPrinted = !numberAnswers(j.rule) && !ruleRow(j.rule).answersOnce && !solvedWords(j) && !ruleRow(j.rule).lists;
  bool wantGrid = gridsPrinted && want[at].outcome == SOLVED && want[at].grid.size() == p.cells.size();
  bool gotGrid = gridsPrinted && got[at].outcome == SOLVED && got[at].grid.size() == p.cells.size();  // maybe in part
  int differ = 0;
  if (wantGrid && gotGrid)
    for (size_t i = 0; i < p.cells.size(); i++) differ += got[at].grid[i] != want[at].grid[i];
  std::cout << (v == PE ? "PE " : "WA ") << "puzzle " << at + 1 << " of " << puzzles.size() << ": "
            << (why.compare(0, 7, "puzzle ") == 0 ? why.substr(why.find(": ") + 2) : why)
            << (differ ? "; " + std::to_string(differ) + (differ == 1 ? " cell differs" : " cells differ") : "") << "\n";

  auto symbols = [&](const std::vector<int>& cells, char none) {  // '#': a number past n (input.largest_number)
    std::vector<char> s(cells.size());
    for (size_t i = 0; i < cells.size(); i++) s[i] = cells[i] > n ? '#' : cells[i] > 0 ? symbolOf(j, box, cells[i]) : none;
    return s;
  };
  for (size_t i = 0; i < p.cells.size(); i++)
    if (p.cells[i] > n) {
      std::cout << "# in the puzzle: a number past " << n << " (row " << i / n + 1 << ", column " << i % n + 1 << ": " << p.cells[i] << ")\n";
      break;
    }
  std::vector<Mark> plain(p.cells.size(), UNMARKED), marks = plain;
  std::vector<Grid> grids;
  bool boxed = p.regions.empty();
  if (!boxed) {
    std::vector<char> letters(p.cells.size());
    for (size_t i = 0; i < p.cells.size(); i++) letters[i] = char('a' + p.regions[i]);
    grids.push_back(drawGrid("regions", n, false, letters, plain));
  }
  if (!p.solved.empty()) grids.push_back(drawGrid("solved grid", n, boxed, symbols(p.solved, '.'), plain));  // ISOMORPHIC's
  std::string below;  // a line under the grids: a picture's last where it is wider than the grids'
  if (j.kind) {  // the kind's data, drawn by its row (kKindTexts)
    std::vector<std::string> picture = kKindTexts[j.kind].picture(p);
    if (picture.back().size() > picture[0].size()) below = picture.back(), picture.pop_back();
    grids.push_back(Grid{kKindNames[j.kind], picture, picture[0].size()});
  }
  if (!j.kind || kKinds[j.kind].blank)  // a puzzle of signs has no givens
    grids.push_back(drawGrid(p.changes >= 0 ? "puzzle, k = " + std::to_string(p.changes) : "puzzle", n, boxed, symbols(p.cells, '.'), plain));  // k: ANTI's changes
  if (wantGrid) grids.push_back(drawGrid("expected", n, boxed, symbols(want[at].grid, '?'), plain));
  if (gotGrid) {
    const std::vector<int>& cells = got[at].grid;
    for (size_t i = 0; i < cells.size(); i++)
      marks[i] = !cells[i] ? UNMARKED : p.cells[i] && cells[i] != p.cells[i] && !ruleRow(j.rule).changesGrid ? OVERWRITTEN  // ANTI changes givens: its answer
                 : wantGrid && cells[i] != want[at].grid[i] ? DIFFERS : UNMARKED;
    grids.push_back(drawGrid("found", n, boxed, symbols(cells, '?'), marks));
  }
  printGrids(grids);
  if (!below.empty()) std::cout << below << "\n";
  if (!wantGrid) std::cout << "expected: " << saying(j, want[at]) << "\n";
  if (!gotGrid) std::cout << "found:    " << (got[at].outcome != SOLVED || !gridsPrinted ? saying(j, got[at]) : "no answer it could read (the line above)") << "\n";
  if (gotGrid) std::cout << "marks: " << (colour ? "red" : "'*'") << " a cell that differs from the expected, " << (colour ? "magenta" : "'!'")
            << " a given overwritten, '?' a cell not given in the output\n";
  return v;
}
