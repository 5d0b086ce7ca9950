/**
 * Description: The steps of shrinking a failing case (stress/shrink.sh drives them, running the
 *  solution on each): which puzzle fails, a case of some of the puzzles alone, the blanks one
 *  could fill from an answer, a case with cells set, and a case's size. Every case it writes is
 *  in the judge's own format (its count line, titles and layout).
 * Usage: build/shrink --judge ID failing INPUT OUTPUT ANSWER   the failing puzzle's number
 *          (1-based; 0: the layout, or what follows the last answer)
 *        build/shrink --judge ID keep INPUT K...               the case of puzzles K... alone
 *        build/shrink --judge ID blanks INPUT ANSWER           "P:I=D" a blank of a solved puzzle:
 *          puzzle P (1-based), cell I (reading order) and its digit D in the answer, a line each;
 *          of a puzzle of dominoes, "P:I=D,J=E" a domino that covers two of them in the answer
 *        build/shrink --judge ID set INPUT P:I=D...            the case with those cells set (and
 *          those dominoes given)
 *        build/shrink --judge ID size INPUT                    "3 puzzles, 152 blanks"
 *  Exit status 0, or 2 with a message on stderr.
 * Time: linear.
 * Status: tested by tests/stress/shrink.sh (make test's stage shrink)
 */
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include "judge_io.h"

static std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) std::cerr << "shrink: cannot read " << path << "\n", exit(2);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

static std::vector<Board> puzzlesOf(const Judge& j, const std::string& path) {
  std::vector<Board> puzzles;
  std::string why;
  if (!readInput(j, readFile(path), puzzles, why, true)) std::cerr << "shrink: " << path << ": " << why << "\n", exit(2);
  return puzzles;
}

// "P:I=D" as puzzle index, cell and digit, within these puzzles.
static void parseCell(const std::string& s, const std::vector<Board>& puzzles, size_t& p, size_t& i, int& d) {
  char* end;
  p = strtoul(s.c_str(), &end, 10) - 1;
  if (*end == ':') i = strtoul(end + 1, &end, 10);
  if (*end == '=') d = int(strtol(end + 1, &end, 10));
  if (*end || p >= puzzles.size() || i >= puzzles[p].cells.size() || d < 0 || d > sideOfCells(puzzles[p].cells.size()))
    std::cerr << "shrink: '" << s << "' is not P:I=D of this case\n", exit(2);
}

int main(int argc, char** argv) {
  std::vector<std::string> a(argv + 1, argv + argc);
  if (a.size() < 4 || a[0] != "--judge") return std::cerr << "usage: shrink --judge ID STEP INPUT ... (see stress/shrink.cpp)\n", 2;
  const Judge* found = findJudge(a[1].c_str());
  if (!found) return std::cerr << "shrink: unknown judge " << a[1] << "\n", 2;
  const Judge& j = *found;
  const std::string& step = a[2];
  std::vector<Board> puzzles = puzzlesOf(j, a[3]);
  if (step == "failing" && a.size() == 6) {
    std::string why;
    size_t at = 0;
    checkJudge(j, readFile(a[3]), readFile(a[4]), readFile(a[5]), why, &at);
    std::cout << (at < puzzles.size() ? at + 1 : 0) << "\n";
  } else if (step == "keep" && a.size() > 4) {
    std::vector<Board> kept;
    for (size_t k = 4; k < a.size(); k++) {
      size_t p = strtoul(a[k].c_str(), nullptr, 10);
      if (p < 1 || p > puzzles.size()) return std::cerr << "shrink: no puzzle " << a[k] << " in " << a[3] << "\n", 2;
      kept.push_back(puzzles[p - 1]);
    }
    std::cout << writeInput(j, kept);
  } else if (step == "blanks" && a.size() == 5) {
    std::vector<Answer> answers;
    std::string why;
    if (readAnswers(j, readFile(a[4]), puzzles, answers, why) != OK) return std::cerr << "shrink: " << a[4] << ": " << why << "\n", 2;
    std::vector<Domino> tiling;
    for (size_t p = 0; p < puzzles.size() && !ruleRow(j.rule).answersOnce; p++) {  // (one answer for all: no grid a puzzle)
      const std::vector<int>& all = answers[p].grid;
      size_t cells = puzzles[p].cells.size();
      if (answers[p].outcome != SOLVED || all.size() < cells || all.size() % cells) continue;  // a score, not a grid
      std::vector<int> grid(all.begin(), all.begin() + cells);  // a list's first solution (EVERY)
      if (puzzles[p].dominoes.empty()) {
        for (size_t i = 0; i < grid.size(); i++)
          if (!puzzles[p].cells[i]) std::cout << p + 1 << ":" << i << "=" << grid[i] << "\n";
      } else if (dominoesTiled(puzzles[p], grid.data(), &tiling)) {  // its blanks are filled by dominoes
        for (const Domino& d : tiling)
          std::cout << p + 1 << ":" << d.first << "=" << grid[d.first] << "," << d.second << "=" << grid[d.second] << "\n";
      }
    }
  } else if (step == "set") {
    for (size_t k = 4; k < a.size(); k++) {
      size_t p = 0, i = 0, second = 0, comma = a[k].find(',');
      int d = -1, e = -1;
      parseCell(a[k].substr(0, comma), puzzles, p, i, d);
      puzzles[p].cells[i] = d;
      if (comma == std::string::npos) continue;
      parseCell(std::to_string(p + 1) + ":" + a[k].substr(comma + 1), puzzles, p, second, e);  // a domino given
      puzzles[p].cells[second] = e, puzzles[p].dominoes.push_back(Domino{int(i), int(second)});
    }
    std::cout << writeInput(j, puzzles);
  } else if (step == "size" && a.size() == 4) {
    size_t blanks = 0;
    for (const Board& b : puzzles) blanks += std::count(b.cells.begin(), b.cells.end(), 0);
    std::cout << puzzles.size() << (puzzles.size() == 1 ? " puzzle, " : " puzzles, ") << blanks << (blanks == 1 ? " blank" : " blanks") << "\n";
  } else {
    return std::cerr << "shrink: unknown step or arguments '" << step << "' (see stress/shrink.cpp)\n", 2;
  }
  return 0;
}
