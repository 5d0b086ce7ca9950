/**
 * Description: The table of judges: one source of truth for each judge problem's input and
 *  output format, its promises and limits, and how it compares, as its statement gives them
 *  (where a field could not be confirmed, `unconfirmed` says which). gen writes inputs by it
 *  (writeInput), check judges by it (checkJudge), and scripts read it through build/judges.
 *  Answers are parsed by tokens, so a grid's cells are found whatever the spacing; then the
 *  whole output must equal the canonical one for those answers (writeOutput) as the judge
 *  compares: EXACT (every byte, CR aside) or LINES (trailing whitespace on a line and blank
 *  lines at the end ignored). A difference there is PE where the judge has that verdict, else WA.
 * Usage: const Judge* j = findJudge("poj-3074");
 *  std::string in = writeInput(*j, grids);  // grids: N*N cells each (81 for 9x9), 0 = blank
 *  Verdict v = checkJudge(*j, input, output, answer, why);
 * Status: unit-tested (tests/stress/judge_tests.cpp): every sample passes, gen's inputs validate,
 *  mutated outputs get the right verdict; fuzzed (fuzz/fuzz_check.cpp)
 */
#pragma once
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>
#include "check.h"

enum Layout { ROWS, ONE_LINE, SPACED };       // N lines of N cells; one line of N*N; N lines of N spaced
enum Promise { UNIQUE, SOME, MAYBE_NONE };     // one solution; at least one; maybe none
enum Compare { EXACT, LINES };

struct Judge {
  const char* id;
  const char* name;
  const char* statement;   // where the statement is ("": no address confirmed)
  int box;                 // 3: 9x9, digits 1-9; 4: 16x16, letters A-P
  Layout layout;           // of input and output alike
  char blank;              // the blank cell in the input
  bool countLine;          // the input starts with the number of puzzles
  bool endLine;            // the input ends with a line "end"
  bool blankBetween;       // one blank line between puzzles, and between answers
  bool trailingSpace;      // input lines may end with a space (the statement's sample has them)
  int minPuzzles, maxPuzzles;  // per input file (maxPuzzles 1: one puzzle)
  Promise promise;
  bool smallest;           // several solutions may exist and the judge diffs bytes: print the
                           // smallest (rows in reading order, digits ascending)
  bool score;              // the answer is a number: the highest score of a solution (ring
                           // weights 6 at the rim to 10 at the centre, times the digit), or -1
  const char* noSolution;  // the answer when there is none (null: the promise excludes it)
  Compare compare;
  bool hasPE;              // the judge has a Presentation Error verdict
  int timeLimitMs, memoryMB;
  const char* unconfirmed; // the fields the statement or judge documents did not confirm
};

// Sources: the statements as quoted in the README's judge table; batch sizes are not stated by
// any of them (maxPuzzles is what the kit's hack files use), except EASUDOKU's 1 < T < 15.
const Judge kJudges[] = {
  {"acwing-1613", "AcWing 1613 数独简单版", "", 3,
   ROWS, '.', false, false, false, false, 1, 1, UNIQUE, false, false, nullptr, EXACT, false, 1000, 64,
   "time and memory limits (AcWing's usual 1 s / 64 MB); how AcWing compares, and whether it has PE "
   "(checked strictly: every byte)"},
  {"acwing-166", "AcWing 166 数独", "https://www.acwing.com/problem/content/description/168/", 3,
   ONE_LINE, '.', false, true, false, false, 1, 30, UNIQUE, false, false, nullptr, EXACT, false, 1000, 64,
   "how AcWing compares, and whether it has PE (checked strictly: every byte)"},
  {"poj-2676", "POJ 2676 Sudoku", "http://poj.org/problem?id=2676", 3,
   ROWS, '0', true, false, false, false, 1, 30, SOME, false, false, nullptr, LINES, false, 2000, 64,
   "how its special judge reads the output (POJ says a special judge may give WA where PE was due)"},
  {"poj-3074", "POJ 3074 Sudoku", "http://poj.org/problem?id=3074", 3,
   ONE_LINE, '.', false, true, false, false, 1, 30, UNIQUE, false, false, nullptr, LINES, true, 1000, 64, ""},
  {"luogu-p1784", "Luogu P1784 数独", "https://www.luogu.com.cn/problem/P1784", 3,
   SPACED, '0', false, false, false, true, 1, 1, UNIQUE, false, false, nullptr, LINES, false, 1000, 128,
   "the memory limit; the unique solution (stated as background, not as a promise)"},
  {"hdu-1426", "HDU 1426 Sudoku Killer", "http://acm.hdu.edu.cn/showproblem.php?pid=1426", 3,
   SPACED, '?', false, false, true, false, 1, 30, UNIQUE, false, false, nullptr, EXACT, true, 1000, 32,
   "which whitespace differences HDU calls PE (checked strictly: every byte)"},
  {"spoj-easudoku", "SPOJ EASUDOKU Easy sudoku", "https://www.spoj.com/problems/EASUDOKU/", 3,
   SPACED, '0', true, false, true, false, 2, 14, MAYBE_NONE, true, false, "No solution", EXACT, false, 1000, 1536,
   "blank lines between puzzles and answers (the stored statement has its whitespace collapsed); "
   "how SPOJ compares (checked strictly: every byte); that the smallest solution is the one expected "
   "(a valid other one was reported judged WA)"},
  {"poj-3076", "POJ 3076 Sudoku (16x16; also AcWing 169, UVa 1309, e-olymp 3525)", "http://poj.org/problem?id=3076", 4,
   ROWS, '-', false, false, true, false, 1, 20, UNIQUE, false, false, nullptr, EXACT, true, 1000, 64,
   "POJ's limits (AcWing 169 gives 2 s / 64 MB, e-olymp 3525 1 s / 64 MB: the kit uses 1 s); the batch size; "
   "blank lines between answers (\"the same format as the input\"; AcWing 169 asks for one after every answer, "
   "which an exact judge would tell apart); whether POJ has PE here (checked strictly: every byte)"},
  {"spoj-sudoku", "SPOJ SUDOKU (16x16)", "https://www.spoj.com/problems/SUDOKU/", 4,
   ROWS, '-', true, false, true, true, 1, 10, UNIQUE, false, false, nullptr, LINES, false, 1000, 1536,
   "SPOJ's time limit (its Luogu mirror says 2.64 s: the kit uses 1 s) and memory; how SPOJ compares "
   "(the sample output's lines end with spaces, so not byte for byte: the kit compares lines)"},
  {"luogu-p1074", "Luogu P1074 靶形数独 (NOIP 2009)", "https://www.luogu.com.cn/problem/P1074", 3,
   SPACED, '0', false, false, false, true, 1, 1, MAYBE_NONE, false, true, nullptr, LINES, false, 1000, 128,
   "Luogu's limits (its mirrors give 2 s: the kit uses 1 s); lines ending with a space (one copy of the "
   "statement has them); that no solution is possible (the statement asks for -1 then)"},
};
const int kJudgeCount = int(sizeof kJudges / sizeof kJudges[0]);

inline const Judge* findJudge(const std::string& id) {
  for (const Judge& j : kJudges)
    if (id == j.id) return &j;
  return nullptr;
}

// "9 lines of 9", "one line of 256", "16 lines of 16 spaced".
inline std::string layoutName(const Judge& j) {
  std::string n = std::to_string(j.box * j.box);
  return j.layout == ONE_LINE ? "one line of " + std::to_string(j.box * j.box * j.box * j.box)
                              : n + " lines of " + n + (j.layout == SPACED ? " spaced" : "");
}

// The value of a cell character in the judge's grids: 1-N, or -1 when it is none.
inline int cellValue(const Judge& j, char c) {
  int d = j.box == 3 ? c - '0' : c - 'A' + 1;
  return d >= 1 && d <= j.box * j.box ? d : -1;
}

// One grid (N*N cells, 0 = blank written as `blank`) in the judge's layout, every line ended.
inline std::string writeGrid(const Judge& j, const int* cells, char blank, bool trailingSpace) {
  std::string out;
  int n = j.box * j.box, lines = j.layout == ONE_LINE ? 1 : n, width = n * n / lines;
  for (int l = 0; l < lines; l++) {
    for (int k = 0; k < width; k++) {
      if (k && j.layout == SPACED) out += ' ';
      int d = cells[l * width + k];
      out += d ? gridChar(j.box, d) : blank;
    }
    if (trailingSpace && l < lines - 1) out += ' ';
    out += '\n';
  }
  return out;
}

// An input file of the judge holding these puzzles, exactly as its statement lays it out.
inline std::string writeInput(const Judge& j, const std::vector<std::vector<int>>& puzzles) {
  std::string out = j.countLine ? std::to_string(puzzles.size()) + "\n" : "";
  for (size_t i = 0; i < puzzles.size(); i++)
    out += (i && j.blankBetween ? "\n" : "") + writeGrid(j, puzzles[i].data(), j.blank, j.trailingSpace);
  return j.endLine ? out + "end\n" : out;
}

// The output the judge expects for these answers (a null answer: no solution).
inline std::string writeOutput(const Judge& j, const std::vector<const int*>& answers) {
  std::string out;
  for (size_t i = 0; i < answers.size(); i++) {
    if (i && j.blankBetween) out += '\n';
    out += answers[i] ? writeGrid(j, answers[i], '?', false) : std::string(j.noSolution) + "\n";
  }
  return out;
}

// Reads an input file by the judge's format (a validator, in testlib's sense): the puzzles, or
// false with why ("line 3: ..."). Strictly as the statement lays it out, but a last line without
// its line end is accepted, and so is a space at the end of a line where the judge's own sample
// has them; lenient: trailing whitespace and CRs anywhere too (as judges' inputs sometimes have),
// and any number of puzzles.
inline bool readInput(const Judge& j, const std::string& text, std::vector<std::vector<int>>& puzzles,
                      std::string& why, bool lenient = false) {
  Lines in = splitLines(text, lenient);
  if (lenient)
    for (std::string& line : in.text) line.erase(line.find_last_not_of(" \t\r") + 1);
  puzzles.clear();
  auto fail = [&](const std::string& what) { return why = "line " + std::to_string(in.next + 1) + ": " + what, false; };
  size_t stated = 0;
  if (j.countLine) {
    if (in.next == in.text.size()) return fail("expected the number of puzzles");
    const std::string& s = in.text[in.next];
    if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos || s[0] == '0')
      return fail("expected the number of puzzles, found \"" + s + "\"");
    stated = std::stoul(s), in.next++;
  }
  int n = j.box * j.box, lines = j.layout == ONE_LINE ? 1 : n, width = n * n / lines;
  while (in.next < in.text.size() && !(j.endLine && in.text[in.next] == "end")) {
    if (!puzzles.empty() && j.blankBetween) {
      if (!in.text[in.next].empty()) return fail("expected a blank line between puzzles");
      if (++in.next == in.text.size()) return fail("expected a puzzle after the blank line");
    }
    std::vector<int> cells;
    for (int l = 0; l < lines; l++, in.next++) {
      if (in.next == in.text.size()) return fail("input ends inside a puzzle");
      std::string s = in.text[in.next];
      if (j.trailingSpace && !s.empty() && s.back() == ' ') s.pop_back();
      size_t expect = j.layout == SPACED ? 2 * width - 1 : width;
      if (s.size() != expect) return fail("expected " + layoutName(j) + ", found \"" + s.substr(0, 200) + "\"");
      for (int k = 0; k < width; k++) {
        char c = s[j.layout == SPACED ? 2 * k : k];
        if (j.layout == SPACED && k && s[2 * k - 1] != ' ') return fail("expected one space between cells");
        if (c != j.blank && cellValue(j, c) < 0) return fail(std::string("unexpected cell '") + c + "'");
        cells.push_back(c == j.blank ? 0 : cellValue(j, c));
      }
    }
    puzzles.push_back(cells);
  }
  if (j.endLine) {
    if (in.next == in.text.size()) return fail("expected a line \"end\"");
    in.next++;
  }
  if (in.next != in.text.size()) return fail("expected the end of input");
  if (j.countLine && stated != puzzles.size())
    return why = "the first line says " + std::to_string(stated) + " puzzles, the input has " +
                 std::to_string(puzzles.size()), false;
  if (!lenient && (int(puzzles.size()) < j.minPuzzles || int(puzzles.size()) > j.maxPuzzles))
    return why = std::to_string(puzzles.size()) + " puzzles; the judge gives " + std::to_string(j.minPuzzles) +
                 " to " + std::to_string(j.maxPuzzles), false;
  return true;
}

// The answers in text, found by tokens whatever the spacing: for each of `count` puzzles, the
// judge's no-solution text or N*N cells (for 9x9: 81 digits 1-9, as one token of 81, 9 of 9 or
// 81 of 1). Returns OK, or WA with why.
inline Verdict readAnswers(const Judge& j, const std::string& text, size_t count,
                           std::vector<std::vector<int>>& grids, std::vector<bool>& solved, std::string& why) {
  std::vector<std::string> tokens;
  for (size_t pos = text.find_first_not_of(" \t\r\n"); pos != std::string::npos;) {
    size_t end = std::min(text.find_first_of(" \t\r\n", pos), text.size());
    tokens.push_back(text.substr(pos, end - pos));
    pos = text.find_first_not_of(" \t\r\n", end);
  }
  std::vector<std::string> none;
  for (const char* s = j.noSolution; s && *s;) {
    const char* e = s + strcspn(s, " ");
    none.push_back(std::string(s, e)), s = *e ? e + 1 : e;
  }
  int cellCount = j.box * j.box * j.box * j.box;
  grids.assign(count, std::vector<int>(cellCount, 0)), solved.assign(count, false);
  size_t t = 0;
  for (size_t i = 0; i < count; i++) {
    std::string puzzle = "puzzle " + std::to_string(i + 1) + ": ";
    if (!none.empty() && t + none.size() <= tokens.size() && std::equal(none.begin(), none.end(), tokens.begin() + t)) {
      t += none.size();
      continue;
    }
    solved[i] = true;
    for (int cells = 0; cells < cellCount; t++) {
      if (t == tokens.size()) return why = "the output ends before " + puzzle.substr(0, puzzle.size() - 2) + " is complete", WA;
      if (cells + tokens[t].size() > size_t(cellCount))
        return why = puzzle + "\"" + tokens[t].substr(0, 90) + "\" runs past the last cell", WA;
      for (char c : tokens[t]) {
        if (cellValue(j, c) < 0)
          return why = puzzle + "cell " + std::to_string(cells + 1) + " is '" + c + "', not " +
                       (j.box == 3 ? "a digit 1-9" : std::string("a letter A-") + gridChar(j.box, j.box * j.box)), WA;
        grids[i][cells++] = cellValue(j, c);
      }
    }
  }
  if (t != tokens.size()) return why = "the output goes on after the last puzzle: \"" + tokens[t].substr(0, 90) + "\"", WA;
  return OK;
}

// text without CRs, and as LINES compares it: no trailing whitespace, no blank lines at the end.
inline std::string normalized(const Judge& j, std::string text) {
  text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
  if (j.compare == EXACT) return text;
  std::string out;
  for (const std::string& line : splitLines(text, false).text)
    out += line.substr(0, line.find_last_not_of(" \t") + 1) + "\n";
  while (out.size() >= 2 && out.compare(out.size() - 2, 2, "\n\n") == 0) out.pop_back();
  return out == "\n" ? "" : out;
}

// The numbers in text, one a puzzle (a score judge's answers): OK, or WA with why.
inline Verdict readScores(const std::string& text, size_t count, std::vector<long>& scores, std::string& why) {
  std::istringstream in(text);
  std::string token;
  scores.clear();
  for (size_t i = 0; i < count; i++) {
    if (!(in >> token)) return why = "the output ends before the answer to puzzle " + std::to_string(i + 1), WA;
    char* end;
    long n = strtol(token.c_str(), &end, 10);
    if (*end || token.size() > 9) return why = "puzzle " + std::to_string(i + 1) + ": \"" + token.substr(0, 90) + "\" is not a score", WA;
    scores.push_back(n);
  }
  if (in >> token) return why = "the output goes on after the last answer: \"" + token.substr(0, 90) + "\"", WA;
  return OK;
}

// Judges a solver's output for input as the judge would, against the reference's answer (any
// text whose tokens give the right answers, such as build/brute's output or a sample's).
inline Verdict checkJudge(const Judge& j, const std::string& input, const std::string& output,
                          const std::string& answer, std::string& why) {
  std::vector<std::vector<int>> puzzles;
  if (!readInput(j, input, puzzles, why, true)) return why = "INPUT is not in the judge's format: " + why, FAIL;
  if (j.score) {  // one number a puzzle, to compare as the judge compares text
    std::vector<long> want, got;
    if (readScores(answer, puzzles.size(), want, why) != OK) return why = "ANSWER: " + why, FAIL;
    if (readScores(output, puzzles.size(), got, why) != OK) return WA;
    std::string canonical;
    for (size_t i = 0; i < want.size(); i++) {
      if (got[i] != want[i])
        return why = "puzzle " + std::to_string(i + 1) + ": " + std::to_string(got[i]) + ", but the best score is " + std::to_string(want[i]), WA;
      canonical += std::to_string(want[i]) + "\n";
    }
    if (normalized(j, output) != normalized(j, canonical)) return why = "right answers, laid out otherwise", j.hasPE ? PE : WA;
    return why = std::to_string(puzzles.size()) + (puzzles.size() == 1 ? " puzzle" : " puzzles"), OK;
  }
  std::vector<std::vector<int>> refGrids, grids;
  std::vector<bool> refSolved, solved;
  if (readAnswers(j, answer, puzzles.size(), refGrids, refSolved, why) != OK) return why = "ANSWER: " + why, FAIL;
  if (readAnswers(j, output, puzzles.size(), grids, solved, why) != OK) return WA;
  std::vector<const int*> found;
  for (size_t i = 0; i < puzzles.size(); i++) {
    std::string puzzle = "puzzle " + std::to_string(i + 1) + ": ";
    std::string broken = refSolved[i] ? gridError(puzzles[i].data(), refGrids[i].data(), j.box) : "";
    if (!broken.empty()) return why = "ANSWER, " + puzzle + broken, FAIL;
    if (!solved[i] && refSolved[i]) return why = puzzle + "the output says " + j.noSolution + ", but it has one", WA;
    broken = solved[i] ? gridError(puzzles[i].data(), grids[i].data(), j.box) : "";
    if (!broken.empty()) return why = puzzle + broken, WA;
    if (solved[i] && !refSolved[i]) return why = puzzle + "the output solves it, yet the reference found no solution", FAIL;
    if (j.smallest && solved[i] && grids[i] != refGrids[i])
      return why = puzzle + "a valid solution, but not the smallest, which this judge expects", WA;
    found.push_back(solved[i] ? grids[i].data() : nullptr);
  }
  std::string want = normalized(j, writeOutput(j, found)), got = normalized(j, output);
  if (got != want) {
    Lines w = splitLines(want, false), g = splitLines(got, false);
    size_t l = 0;
    while (l < w.text.size() && l < g.text.size() && w.text[l] == g.text[l]) l++;
    auto show = [](const Lines& x, size_t l) {
      return l < x.text.size() ? "\"" + x.text[l].substr(0, 200) + "\"" : std::string("the end of output");
    };
    why = l == w.text.size() && l == g.text.size()
              ? "right answers, but the last line has no line end"
              : "right answers, but line " + std::to_string(l + 1) + " is " + show(g, l) + " where the judge expects " + show(w, l);
    return j.hasPE ? PE : WA;
  }
  why = std::to_string(puzzles.size()) + (puzzles.size() == 1 ? " puzzle" : " puzzles");
  return OK;
}
