/**
 * Description: Unit tests of the table of judges (table/judge.h) and what is built on it: each
 *  judge's statement samples fit its table row and pass its checker; mutated outputs get the
 *  verdict that judge would give (WA for a wrong grid, PE or WA for layout as it has PE or not,
 *  OK where it ignores the difference); its generator emits only inputs its validator accepts,
 *  within its promises; LeetCode's text of a board is read, written and checked, and malformed
 *  boards refused with their line; the rule VERIFY gets valid grids and grids that repeat a digit
 *  in one kind of unit only, and its checker takes the right words alone; the rule COUNT gets
 *  puzzles counting 0, 1 and several solutions evenly, and its checker the right counts and grid
 *  alone; the DFS-hardening keeps
 *  puzzles the same up to symmetry; a malformed judge.toml is refused with its file, line and
 *  field; solve.cpp's rules and outcomes are the stress headers' names and numbers.
 * Usage: make test-stress (linked into build/stress_tests)
 * Time: about 5 s (generated puzzles checked by the brute force and dancing links).
 * Status: run by make test
 */
#include <doctest/doctest.h>
#include <dirent.h>
#include <filesystem>
#include <map>
#include <regex>
#include <unistd.h>
#include "../../table/describe.h"
#include "../../stress/gen.h"
#include "test_text.h"

namespace {

struct Sample {
  std::string name, input, output;
};

std::vector<Sample> samplesOf(const Judge& j) {
  std::vector<Sample> samples;
  std::string dir = judgesFolder() + "/" + j.id;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      std::string name = e->d_name;
      if (name.size() > 3 && name.compare(name.size() - 3, 3, ".in") == 0) {
        std::string base = dir + "/" + name.substr(0, name.size() - 3);
        samples.push_back({base, readFile(base + ".in"), readFile(base + ".out")});
      }
    }
    closedir(d);
  }
  return samples;
}

Verdict judgeAs(const Judge& j, const Sample& s, const std::string& output) {
  std::string why;
  Verdict v = checkJudge(j, s.input, output, s.output, why);
  INFO(j.id << ": " << why);
  CHECK(!why.empty());
  return v;
}

// The first cell of the first line of text that holds a grid (a digit 1-9 or a letter A-P in its
// first place, or after LeetCode's [[", and no lower-case letter, which words and titles have), or
// npos.
size_t firstGridCell(const std::string& text) {
  for (size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
    std::string line = text.substr(at, text.find('\n', at) - at);
    size_t cell = at + (line.rfind("[[\"", 0) == 0 ? 3 : line.size() > 1 && (line[0] == '*' || line[0] == ' ') ? 1 : 0);  // (MARK's cells: a mark, a digit)
    if (((text[cell] >= '1' && text[cell] <= '9') || (text[cell] >= 'A' && text[cell] <= 'P')) &&
        std::none_of(line.begin(), line.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
      return cell;
    if (text.find('\n', at) == std::string::npos) break;
  }
  return std::string::npos;
}

std::vector<Board> puzzlesOf(const Judge& j, const std::string& input) {
  std::vector<Board> puzzles;
  std::string why;
  REQUIRE(readInput(j, input, puzzles, why, true));
  return puzzles;
}

// Every grid solved.
std::vector<Answer> solvedAll(const std::vector<std::vector<int>>& grids) {
  std::vector<Answer> answers;
  for (const std::vector<int>& g : grids) answers.push_back(Answer{SOLVED, g});
  return answers;
}

// What the kit's references answer for these puzzles: the brute force up to 9x9, dancing links
// beyond, bounds.h for signs and cages (as build/dlx).
std::vector<Answer> referenceOf(const Judge& j, const std::vector<Board>& puzzles) {
  Brute brute;
  Dlx dlx;
  std::vector<int> solution;
  int weight[81];
  for (int i = 0; i < 81; i++) weight[i] = ringWeight(i);
  Bounds bounds;  // signs, cages: too slow for the brute force
  auto count = [&](const Board& board, int limit) {
    int box = boxOfCells(board.cells.size()), found;
    if (hasKinds(board)) found = bounds.count(board, limit), solution = bounds.solution;
    else if (box <= 3 && j.rule != DEAD_END) found = brute.count(board, limit), solution.assign(brute.solution, brute.solution + board.cells.size());
    else found = dlx.count(board, limit), solution = dlx.solution;
    return found;
  };
  auto scored = [&](const std::vector<int>& cells) {
    brute.weight = weight;
    int found = brute.count(cells.data(), INT_MAX);
    return brute.weight = nullptr, found > 0 ? brute.bestScore : -1;
  };
  return referenceAnswers(j, puzzles, count, solution, scored);
}

// The same by dancing links alone (9x9, units only), the other reference.
std::vector<Answer> dlxReferenceOf(const Judge& j, const std::vector<Board>& puzzles) {
  Dlx dlx;
  std::vector<int> solution;
  auto count = [&](const Board& board, int limit) {
    int found = dlx.count(board, limit);
    return solution = dlx.solution, found;
  };
  return referenceAnswers(j, puzzles, count, solution, [](const std::vector<int>&) { return -1; });
}

}  // namespace

TEST_CASE("every judge has samples, and they fit its table row") {
  for (const Judge& j : judges()) {
    std::vector<Sample> samples = samplesOf(j);
    INFO(j.id);
    CHECK(!samples.empty());
    for (const Sample& s : samples) {
      INFO(s.name);
      std::vector<Board> puzzles;
      std::string why;
      CHECK(readInput(j, s.input, puzzles, why));
      INFO(why);
      CHECK(judgeAs(j, s, s.output) == OK);
    }
  }
}

TEST_CASE("each judge's checker rejects wrong answers in its samples") {
  for (const Judge& j : judges())
    for (const Sample& s : samplesOf(j)) {
      INFO(s.name);
      size_t at = firstGridCell(s.output);
      REQUIRE((at < s.output.size() || solvedWords(j)));  // only words: UVa 10957, LeetCode 36
      std::string changed = s.output, swapped = s.output;
      if (at < s.output.size()) {
        changed[at] = changed[at] == '9' ? '1' : changed[at] == 'P' ? 'A' : char(changed[at] + 1);  // a cell changed
        // Two neighbours swapped: a row still holds 1-9.
        size_t second = at + (numberAnswers(j.rule) ? 1 : j.layout == SPACED || j.layout == BOXED ? 2 : j.layout == LEETCODE ? 4 : 1);
        std::swap(swapped[at], swapped[second]);
        CHECK(judgeAs(j, s, changed) == WA);
        if (!numberAnswers(j.rule) || isdigit((unsigned char)s.output[second])) CHECK(judgeAs(j, s, swapped) == WA);  // (a one-digit number: nothing to swap)
      }
      std::string lines = s.output;  // the last line that is not blank dropped
      lines.erase(lines.find_last_not_of('\n') + 1), lines.erase(lines.find_last_of('\n') + 1);
      CHECK(judgeAs(j, s, lines) == WA);
      CHECK(judgeAs(j, s, s.output + "1\n") == WA);  // more after the last answer
      CHECK(judgeAs(j, s, "") == WA);
      if (j.noSolution && at < s.output.size())
        CHECK(judgeAs(j, s, replaceFirst(s.output, s.output.substr(at, s.output.find("\n\n", at) - at), j.noSolution)) == WA);
    }
}

TEST_CASE("each judge rules on layout as it compares: PE only where it has that verdict") {
  for (const Judge& j : judges())
    for (const Sample& s : samplesOf(j)) {
      INFO(s.name);
      Verdict layoutVerdict = j.hasPE ? PE : WA, strict = j.compare == EXACT ? layoutVerdict : OK;
      std::string crlf, trailing, regrid;
      for (char c : s.output) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
      for (char c : s.output) trailing += c == '\n' ? std::string(" \n") : std::string(1, c);
      CHECK(judgeAs(j, s, crlf) == OK);  // CR ignored, as online-judge-tools does
      CHECK(judgeAs(j, s, trailing) == strict);
      CHECK(judgeAs(j, s, s.output + "\n") == strict);
      CHECK(judgeAs(j, s, s.output.substr(0, s.output.size() - 1)) == strict);
      if (numberAnswers(j.rule) || ruleRow(j.rule).answersOnce || solvedWords(j)) {  // numbers or words, no grid: laid out otherwise means a space before
        CHECK(judgeAs(j, s, " " + s.output) == layoutVerdict);
        continue;
      }
      // The same answers laid out otherwise: rows where one line is due, one line where rows
      // are due (a WALLS judge's answers are rows), rows without spaces where spaced rows are due.
      Judge other = j;
      other.layout = j.layout == ROWS || j.layout == WALLS ? ONE_LINE : ROWS;
      std::vector<Answer> answers;
      std::string why;
      REQUIRE(readAnswers(j, s.output, puzzlesOf(j, s.input), answers, why) == OK);
      regrid = writeOutput(other, answers);
      CHECK(regrid != s.output);
      CHECK(judgeAs(j, s, regrid) == layoutVerdict);
    }
}

TEST_CASE("a judge that wants the smallest solution gets it, and no other") {
  const Judge& j = *findJudge("spoj-easudoku");
  REQUIRE(j.rule == SMALLEST);
  std::vector<int> empty(81, 0);
  Brute brute;
  REQUIRE(brute.count(empty.data(), 1) == 1);  // the brute force finds the smallest first
  std::vector<int> smallest(brute.solution, brute.solution + 81), other = smallest;
  for (int& d : other) d = 10 - d;  // renamed digits: still a solution
  std::string input = writeInput(j, {empty, empty}), why;
  std::string best = writeOutput(j, solvedAll({smallest, smallest}));
  CHECK(writeOutput(j, referenceOf(j, {empty, empty})) == best);
  CHECK(checkJudge(j, input, best, best, why) == OK);
  CHECK(checkJudge(j, input, writeOutput(j, solvedAll({smallest, other})), best, why) == WA);
  CHECK(why.find("not the smallest") != std::string::npos);
  const Judge& any = *findJudge("poj-2676");  // a special judge: any solution
  std::string anyInput = writeInput(any, {empty});
  CHECK(checkJudge(any, anyInput, writeOutput(any, solvedAll({other})), writeOutput(any, solvedAll({smallest})), why) == OK);
  SUBCASE("dancing links, whose first solution is not the smallest, finds it cell by cell") {
    Dlx dlx;
    std::vector<int> solution;
    auto count = [&](const Board& board, int limit) {
      int found = dlx.count(board, limit);
      return solution = dlx.solution, found;
    };
    std::vector<Answer> answers = referenceAnswers(j, {empty}, count, solution, [](const std::vector<int>&) { return -1; });
    CHECK(answers[0].grid == smallest);
  }
}

TEST_CASE("a mutant per rule is caught: the first of several where the smallest is due, Unique. "
          "where there are several, a score one too low") {
  std::string why;
  std::vector<int> empty(81, 0), none(81, 0);
  none[0] = none[1] = 5;  // clashing givens
  const Judge& tenNine = *findJudge("uva-10957");
  std::string input = writeInput(tenNine, {empty, none});
  std::string right = writeOutput(tenNine, referenceOf(tenNine, {empty, none}));
  CHECK(right == "Case 1: Ambiguous.\nCase 2: Illegal.\n");
  CHECK(checkJudge(tenNine, input, "Case 1: Unique.\nCase 2: Illegal.\n", right, why) == WA);
  CHECK(checkJudge(tenNine, input, "Case 1: Ambiguous.\nCase 2: Impossible.\n", right, why) == WA);
  CHECK(checkJudge(tenNine, input, "Case 1: Ambiguous.\nCase 1: Illegal.\n", right, why) == WA);
  const Judge& kattis = *findJudge("kattis-sudokunique");
  input = writeInput(kattis, {empty, none});
  right = writeOutput(kattis, referenceOf(kattis, {empty, none}));
  CHECK(right == "Non-unique\n\nFind another job\n");
  Brute brute;
  brute.count(empty.data(), 1);
  std::vector<Answer> printedAGrid = {Answer{SOLVED, std::vector<int>(brute.solution, brute.solution + 81)}, Answer{CLASH, {}}};
  CHECK(checkJudge(kattis, input, writeOutput(kattis, printedAGrid), right, why) == WA);
  const Judge& p1074 = *findJudge("luogu-p1074");
  std::string sample = readFile("samples/luogu-p1074/sample-1.in"), answer = readFile("samples/luogu-p1074/sample-1.out");
  CHECK(checkJudge(p1074, sample, std::to_string(std::stoi(answer) - 1) + "\n", answer, why) == WA);
  CHECK(writeOutput(p1074, referenceOf(p1074, puzzlesOf(p1074, sample))) == answer);
}

TEST_CASE("each judge's generator writes only what its table allows") {
  Dlx dlx;
  Bounds bounds;  // signs, cages
  for (const Judge& j : judges()) {
    int most = 0, none = 0, several = 0, clashes = 0, small = 0;
    for (uint64_t seed = 1; seed <= (j.box != 3 ? 8u : j.rule == VERIFY ? 40u : 14u); seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % (j.box == 3 ? 10 : 4)) + 1;  // 16x16: no minimal ones (slow)
      std::string input = generateForJudge(o, j), why;
      if (seed <= 2) CHECK(input == generateForJudge(o, j));  // the same again (on every seed: 1.5 s more of 4; the generator's own test checks more)
      std::vector<Board> puzzles;
      INFO(j.id << " seed " << seed << ":\n" << input);
      REQUIRE(readInput(j, input, puzzles, why));
      most = std::max(most, int(puzzles.size()));
      for (const Board& p : puzzles) {
        // -1: not counted (HDU 6341's grids are solutions once turned, by any number of ways; Luogu P8549's reference counts its ways to the fewest turns)
        long long ways = 1;
        if (j.rule == ROTATE) CHECK((!fewestTurnsOf(p.cells, j.leftTurnsListed, &ways).empty() || j.promise != ONE));
        int box = boxOfCells(p.cells.size()), n = box == 1 ? 1 : box > 5 || (j.rule == ROTATE && j.promise == ONE) ? -1 : j.rule == ROTATE ? int(std::min(ways, 2LL)) : hasKinds(p) ? bounds.count(p, 2) : dlx.count(p, 2);
        if (j.promise == ONE && n >= 0) CHECK(n == 1);
        if (j.promise == SOME) CHECK(n >= 1);
        if (j.promise == ONE_OR_NONE) CHECK(n <= 1);
        if (j.sizeLine == BOX_SIZE) CHECK(box >= j.smallestBox);
        none += n == 0, several += n == 2, clashes += givensClash(p), small += box < j.box;
      }
      // The checker accepts the reference's answer as this judge.
      std::string output = writeOutput(j, referenceOf(j, puzzles));
      CHECK(checkJudge(j, input, output, output, why) == OK);
    }
    INFO(j.id);
    if (j.maxPuzzles == 1) CHECK(most == 1);
    else CHECK(most >= 2);  // batches, as the judge gives them
    bool counted = j.blank && j.box <= 5;  // not full grids (VERIFY: one solution, or none for a clash), nor 36x36 and up
    // (VERIFY answers alike however many solutions a grid has: a one-grid judge's 40 seldom have several.)
    if ((j.promise == SOME || j.promise == ANY) && counted && !(j.rule == VERIFY && j.maxPuzzles == 1)) CHECK(several > 0);
    if ((j.promise == ONE_OR_NONE || j.promise == ANY) && counted) CHECK(none > clashes);
    // (A list's givens never clash: Jutge P79494, "there are no repeated numbers".)
    if (j.promise == ONE_OR_NONE || (j.promise == ANY && !ruleRow(j.rule).lists)) CHECK(clashes > 0);
    if (j.sizeLine) CHECK(small > 0);
  }
}

TEST_CASE("the validator refuses inputs outside a judge's format") {
  const Judge& rows = *findJudge("acwing-1613");
  const Judge& line = *findJudge("poj-3074");
  const Judge& counted = *findJudge("spoj-easudoku");
  std::vector<Board> puzzles;
  std::string why, one = readFile("samples/acwing-1613/sample-1.in");
  CHECK(readInput(rows, one, puzzles, why));
  CHECK(!readInput(rows, replaceFirst(one, ".", "0"), puzzles, why));   // another blank
  CHECK(!readInput(rows, one + one, puzzles, why));                       // two puzzles
  CHECK(!readInput(rows, "# c\n" + one, puzzles, why));                   // a comment
  CHECK(!readInput(line, readFile("samples/poj-3074/sample-1.in").substr(0, 163), puzzles, why));  // no "end"
  std::string easy = readFile("samples/spoj-easudoku/sample-1.in");
  CHECK(!readInput(counted, "3" + easy.substr(1), puzzles, why));         // the count is wrong
  CHECK(why.find("says 3") != std::string::npos);
  CHECK(!readInput(counted, replaceFirst(easy, "0 0 0 0 6", "0  0 0 0 6"), puzzles, why));
}

TEST_CASE("signs (Luogu P4573): read and written back, refused with the line and sign at fault, and judged by every sign") {
  const Judge& j = *findJudge("luogu-p4573");
  std::string one = readFile("samples/luogu-p4573/sample-1.in"), two = readFile("samples/luogu-p4573/sample-2.in"), why;
  std::vector<Board> puzzles;
  REQUIRE(readInput(j, one, puzzles, why));
  REQUIRE(puzzles.size() == 1);
  CHECK(puzzles[0].less.size() == 108);  // 12 a box
  CHECK(writeSigns(puzzles[0], false) == one);
  REQUIRE(readInput(j, two, puzzles, why));  // lines 5 and 10 end with a space
  CHECK(writeSigns(puzzles[0], false) == replaceFirst(replaceFirst(two, "> > \n", "> >\n"), "> > > \n", "> > >\n"));
  const std::pair<std::string, std::string> wrong[] = {
      {replaceFirst(one, "> < < < > <\n", "> < < < >\n"), "line 1: expected 6 signs '<' or '>'"},
      {replaceFirst(one, "v ^ v v ^ v ^ ^ v", "v ^ v v < v ^ ^ v"), "line 2: sign 5 is '<', not '^' or 'v'"},
      {replaceFirst(one, "< < < > < <", "<,< < > < <"), "line 3: expected one space between signs, found ','"},
      {one.substr(0, one.rfind("> > < > < <")), "line 15: the input ends after 14 lines of signs"},
      {one + "\n", "line 16: expected 6 signs"},  // a second puzzle begun
  };
  for (const auto& w : wrong) {
    INFO(w.second);
    CHECK(!readInput(j, w.first, puzzles, why));
    INFO(why);
    CHECK(why.rfind(w.second, 0) == 0);
  }
  // The checker holds a grid to every sign: the sample's solution passes; its first two rows
  // swapped keep the units but break a sign between them, which the checker names.
  std::string out = readFile("samples/luogu-p4573/sample-1.out"), swapped = out.substr(18, 18) + out.substr(0, 18) + out.substr(36);
  CHECK(checkJudge(j, one, out, out, why) == OK);
  CHECK(checkJudge(j, one, swapped, out, why) == WA);
  CHECK(why.find("the sign between (row 1, column ") != std::string::npos);
}

TEST_CASE("cages (CodinGame Killer Sudoku Solver): read and written back, refused with the line at fault, and judged by every cage") {
  const Judge& j = *findJudge("codingame-killer-sudoku-solver");
  std::string one = readFile("samples/codingame-killer-sudoku-solver/sample-1.in"), why;
  std::vector<Board> puzzles;
  REQUIRE(readInput(j, one, puzzles, why));
  REQUIRE(puzzles.size() == 1);
  CHECK(puzzles[0].cages.size() == 32);
  CHECK(writeCages(puzzles[0]) == one);  // ids in the order of first cells, sums in the order of ids
  const std::pair<std::string, std::string> wrong[] = {
      {replaceFirst(one, "56..1..2. aabbccdde", "56..1..2.aabbccdde"), "line 1: expected a row's 9 cells, a space and their 9 cage ids"},
      {replaceFirst(one, "..72..68. afghhiide", "..72..68. afghh#ide"), "line 2: the cage id of cell 6 is '#'"},
      {replaceFirst(one, "..2.87.15", "..2.87.1x"), "line 3: cell 9 is 'x'"},
      {replaceFirst(one, " F=5", ""), "line 10: cage F has no sum"},
      {replaceFirst(one, " F=5", " F=5 G=4"), "line 10: cage G has a sum but no cell"},
      {replaceFirst(one, " F=5", " F=5 a=3"), "line 10: cage a has two sums"},
      {replaceFirst(one, "b=17", "b=017"), "line 10: expected id=sum"},
      {one.substr(0, one.find("a=12")), "line 10: the input ends after 9 of its 10 lines"},
  };
  for (const auto& w : wrong) {
    CHECK(!readInput(j, w.first, puzzles, why));
    INFO(why);
    CHECK(why.rfind(w.second, 0) == 0);
  }
  // The checker holds a grid to every cage: the sample's solution passes, and fails where a cage's
  // sum is another (a grid of right units, a wrong cage: the checker names it).
  std::string out = readFile("samples/codingame-killer-sudoku-solver/sample-1.out");
  CHECK(checkJudge(j, one, out, out, why) == OK);
  CHECK(checkJudge(j, replaceFirst(one, "a=12", "a=13"), out, out, why) == FAIL);
  CHECK(why == "ANSWER, puzzle 1: the cage of (row 1, column 1) (3 cells, sum 13) sums to 12, not 13");
}

TEST_CASE("cage lines (CodinGame Killer Sudoku Extreme Challenge): a batch read and written back, refused with the line at fault; the sums judged cell by cell") {
  const Judge& j = *findJudge("codingame-killer-sudoku-extreme-challenge");
  REQUIRE((j.kind == CAGE_LINES && ruleRow(j.rule).cellWise && j.countLine));
  std::string in = readFile("samples/codingame-killer-sudoku-extreme-challenge/kit-made.in"), why;
  std::vector<Board> puzzles;
  REQUIRE(readInput(j, in, puzzles, why));
  REQUIRE(puzzles.size() == 3);
  CHECK(writeInput(j, puzzles) == in);
  for (const Board& p : puzzles) CHECK((std::count(p.cells.begin(), p.cells.end(), 0) == 81 && !p.cages.empty()));
  std::string layout = in.substr(2, 81), sums = in.substr(in.find("a=")), firstSums = sums.substr(0, sums.find('\n'));
  const std::pair<std::string, std::string> wrong[] = {
      {replaceFirst(in, layout, layout.substr(0, 80)), "line 2: expected a puzzle's 81 cage ids"},
      {replaceFirst(in, layout, "#" + layout.substr(1)), "line 2: the cage id of cell 1 is '#'"},
      {replaceFirst(in, firstSums, replaceFirst(firstSums, "a=12 ", "")), "line 5: cage a has no sum"},
      {replaceFirst(in, firstSums, firstSums + " Z=4"), "line 5: cage Z has a sum but no cell"},
      {replaceFirst(in, firstSums, replaceFirst(firstSums, "a=12", "a=012")), "line 5: expected id=sum"},
      {in.substr(0, in.find(firstSums)), "line 5: the input ends before puzzle 1's line of sums"},
      {replaceFirst(in, "3\n", "4\n"), "line 5: expected a puzzle's 81 cage ids"},
  };
  for (const auto& w : wrong) {
    CHECK(!readInput(j, w.first, puzzles, why));
    INFO(why);
    CHECK(why.rfind(w.second, 0) == 0);
  }
  REQUIRE(readInput(j, in, puzzles, why));
  std::vector<Answer> answers = referenceOf(j, puzzles);
  std::string out = readFile("samples/codingame-killer-sudoku-extreme-challenge/kit-made.out"), right = writeOutput(j, answers);
  CHECK(right == out);
  for (size_t k = 0; k < puzzles.size(); k++) CHECK((answers[k].outcome == SOLVED && kindsError(puzzles[k], answers[k].grid.data()).empty()));
  CHECK(checkJudge(j, in, out, out, why) == OK);
  CHECK(checkJudge(j, in, "1" + out, out, why) == WA);  // the first cell's sum 12 made 112
  CHECK(why == "row 1, column 1: the output's sum is 112, the solutions add up to 12");
  CHECK(checkJudge(j, in, out.substr(0, out.rfind(' ')) + "\n", out, why) == WA);
  CHECK(why == "the output ends after 80 sums of the 81 (a cell each)");
  CHECK(checkJudge(j, in, out + "0\n", out, why) == WA);
  CHECK(checkJudge(j, in, replaceFirst(out, "12 7", "12  7"), out, why) == WA);  // no PE: lines compared, spaces inside them count
  CHECK(checkJudge(j, in, replaceFirst(out, "\n", " \n"), out, why) == OK);  // a space at a line's end: lines compared
  SUBCASE("its generator: no givens, one solution that both references find") {
    Rng rng{5};
    for (int k = 0; k < 20; k++) {
      Board b = makeCagedAlone(rng);
      CHECK(std::count(b.cells.begin(), b.cells.end(), 0) == 81);
      Bounds bounds;
      CHECK(bounds.count(b, 2) == 1);
    }
  }
}

// The two references of a kind, counting boards to 2: each board's count the same (but over the
// brute force's budget), and the solution where there is one; at the end, enough boards of none,
// one and several solutions among them.
struct Agreement {
  Brute brute;
  Bounds bounds;
  int counted[3] = {0, 0, 0};
  void on(const Board& b) {
    int byBrute = brute.count(b, 2, 100000), byBounds = bounds.count(b, 2);
    if (byBrute < 0) return;
    REQUIRE(byBrute == byBounds);
    if (byBrute == 1) CHECK(std::vector<int>(brute.solution, brute.solution + 81) == bounds.solution);
    if (byBrute >= 1) CHECK((kindsError(b, brute.solution).empty() && kindsError(b, bounds.solution.data()).empty()));
    counted[byBrute]++;
  }
  void enough() const {
    INFO("none, one, several: " << counted[0] << ", " << counted[1] << ", " << counted[2]);
    CHECK(counted[0] > 5);
    CHECK(counted[1] > 5);
    CHECK(counted[2] > 5);
  }
};

TEST_CASE("cages: the brute force and bounds.h, written apart, count alike and find the same solution") {
  Rng rng{11};
  Agreement agree;
  Bounds& bounds = agree.bounds;
  for (int k = 0; k < 60; k++) {
    Board b = makeCaged(rng);  // one solution, and givens from it: the brute force in a few ms
    bounds.count(b, 1);
    for (int i = 0; i < 81; i++)
      if (rng.percent(25)) b.cells[i] = bounds.solution[i];
    if (k % 3 == 1) b.cages[rng.below(int(b.cages.size()))].sum += 1;  // likely none
    if (k % 3 == 2)  // most cages left out: likely several
      for (size_t c = b.cages.size(); c-- > 0;)
        if (rng.percent(80)) b.cages.erase(b.cages.begin() + c);
    INFO("puzzle " << k);
    agree.on(b);
  }
  agree.enough();
}

TEST_CASE("signs: the brute force and bounds.h, written apart, count alike and find the same solution") {
  Rng rng{7};
  Agreement agree;
  for (int k = 0; k < 120; k++) {
    std::vector<int> grid = freshFullGrid(rng);
    Board b = signedGrid(grid);
    for (int flips = rng.below(3); flips > 0; flips--) {  // signs turned round: likely none
      Relation& r = b.less[rng.below(108)];
      std::swap(r.smaller, r.larger);
    }
    for (int i = 0; i < 81; i++) b.cells[i] = rng.percent(k % 2 ? 35 : 15) ? grid[i] : 0;  // givens: the brute force in a few ms; few: several
    INFO("puzzle " << k);
    agree.on(b);
  }
  agree.enough();
}

TEST_CASE("dominoes (Su-domino-ku): read and written back, refused with the line at fault, and judged by a cover of the dominoes left") {
  const Judge& j = *findJudge("hdu-4210");
  std::string one = readFile("samples/hdu-4210/sample-1.in"), why;
  std::vector<Board> puzzles;
  REQUIRE(readInput(j, one, puzzles, why));
  REQUIRE(puzzles.size() == 2);
  CHECK(puzzles[0].dominoes.size() == 10);
  CHECK(puzzles[1].dominoes.size() == 11);
  CHECK(singlesOf(puzzles[0]).size() == 9);
  CHECK(writeInput(j, puzzles) == one);  // the dominoes as given, halves in their order; the singles by digit
  const std::pair<std::string, std::string> wrong[] = {
      {replaceFirst(one, "10\n", "9\n"), "line 1: expected the number of dominoes, 10 to 35, found \"9\""},
      {replaceFirst(one, "6 B2 1 B3", "6 B2 1 B4"), "line 2: its cells B2 and B4 are not side by side"},
      {replaceFirst(one, "6 B2 1 B3", "6 B2 6 B3"), "line 2: a domino holds two different digits, not 6 twice"},
      {replaceFirst(one, "2 C4 9 C3", "1 C4 6 C3"), "line 3: the domino 1+6 is given twice"},
      {replaceFirst(one, "6 D3 8 E3", "6 C3 8 D3"), "line 4: the cell C3 is already covered"},
      {replaceFirst(one, "7 E1 4 F1", "7 E1 4 F0"), "line 5: expected a domino \"U LU V LV\""},
      {replaceFirst(one, "C5 A3 D9", "C5 B2 D9"), "line 12: the place of 2, B2, is already covered"},
      {replaceFirst(one, " C6 I1\n", " C6\n"), "line 12: expected the places of the digits 1 to 9"},
      {one.substr(0, one.find("7 C9 2 B9")), "line 11: the input ends after 10 of the puzzle's 12 lines"},
      {one.substr(0, one.rfind("0\n")), "line 26: expected a line \"0\""},
  };
  for (const auto& w : wrong) {
    CHECK(!readInput(j, w.first, puzzles, why));
    INFO(why);
    CHECK(why.rfind(w.second, 0) == 0);
  }
  // The checker holds a grid to the dominoes: the sample's answers pass; a grid that keeps every
  // given and every unit but that the dominoes left cannot cover fails, with what is wrong.
  std::string out = readFile("samples/hdu-4210/sample-1.out");
  CHECK(checkJudge(j, one, out, out, why) == OK);
  REQUIRE(readInput(j, one, puzzles, why));
  Brute brute;
  REQUIRE(brute.count(Board(puzzles[0].cells), 2) == 2);  // as a plain sudoku it has several solutions
  std::vector<int> uncovered(brute.solution, brute.solution + 81);
  DominoSearch dominoes;
  REQUIRE(dominoes.count(puzzles[0], 2) == 1);
  REQUIRE(uncovered != dominoes.solution);
  std::vector<Answer> answers = {Answer{SOLVED, uncovered}, Answer{SOLVED, dominoes.solution}};
  CHECK(checkJudge(j, one, writeOutput(j, answers), out, why) == WA);
  CHECK(why == "puzzle 1: the cells besides the givens cannot be covered by the dominoes left, each pair of digits once");
}

TEST_CASE("dominoes: the brute force and exact cover, written apart, count alike and find the same solution") {
  Rng rng{5};
  Agreement agree;
  for (int k = 0; k < 30; k++) {
    Board b = makeDominoed(rng);  // one solution
    if (k % 3 == 1) std::swap(b.cells[b.dominoes[0].first], b.cells[b.dominoes[0].second]);  // a domino turned round: likely none
    // The last given left out, which made one solution of several (two where ten made one): several.
    for (int left = k % 3 != 2 ? 0 : b.dominoes.size() > 10 ? 1 : 2; left > 0; left--)
      b.cells[b.dominoes.back().first] = b.cells[b.dominoes.back().second] = 0, b.dominoes.pop_back();
    INFO("puzzle " << k << ":\n" << writeDominoes(b));
    agree.on(b);
  }
  agree.enough();
}

// LeetCode 37's Example 1 as its testcase panel writes it, and its solution.
const char* const kLeetcodeBoard =
    R"([["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],[".","9","8",".",".",".",".","6","."],)"
    R"(["8",".",".",".","6",".",".",".","3"],["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],)"
    R"([".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],[".",".",".",".","8",".",".","7","9"]])";
const char* const kLeetcodeSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

TEST_CASE("the leetcode layout: one board a line, [[\"5\",\"3\",...],...], read, written and checked") {
  const Judge& j = *findJudge("leetcode-37");
  REQUIRE((j.layout == LEETCODE && j.compare == LINES && j.maxPuzzles > 1));
  std::vector<int> puzzle, solved;
  for (char c : std::string("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")) puzzle.push_back(c == '.' ? 0 : c - '0');
  for (char c : std::string(kLeetcodeSolved)) solved.push_back(c - '0');
  std::string board = std::string(kLeetcodeBoard) + "\n", input = board + board, why;
  CHECK(writeInput(j, {puzzle, puzzle}) == input);
  std::vector<Board> puzzles;
  REQUIRE(readInput(j, input, puzzles, why));
  CHECK(puzzles == std::vector<Board>{puzzle, puzzle});
  CHECK(readInput(j, std::regex_replace(board, std::regex(","), ", "), puzzles, why));  // a space after each comma
  struct Broken {
    const char *what, *from, *to, *why;
  } broken[] = {
      {"a row of 8 cells", R"("5","3",".",)", R"("5","3",)", "line 1: 8 cells in row 1 where 9 are due"},
      {"a row of 10 cells", R"("5","3",)", R"("5","5","3",)", "line 1: row 1 holds more than 9 cells"},
      {"8 rows", R"(,[".",".",".",".","8",".",".","7","9"])", "", "line 1: 8 rows where 9 are due"},
      {"a cell of two characters", R"("5","3")", R"("5","31")", "line 1: column 9: expected '\"', found '1'"},
      {"an empty cell", R"("5","3")", R"("5","")", "line 1: column 8: expected a cell"},
      {"a blank of another kind", R"("5","3",".")", R"("5","3","0")", "line 1: unexpected cell '0'"},
      {"no closing bracket", "\"9\"]]", "\"9\"]", "line 1: column 343: expected ']', found the end of the line"},
      {"text after the board", "\"9\"]]", "\"9\"]] x", "line 1: column 344: the line goes on after the board"},
      {"rows without brackets", "[[", "[", "line 1: column 2: expected '[', found '\"'"},
  };
  for (const Broken& b : broken) {
    INFO(std::string(b.what));
    CHECK(!readInput(j, replaceFirst(board, b.from, b.to), puzzles, why));
    CHECK(why == b.why);
  }
  std::string answer = writeOutput(j, solvedAll({solved, solved}));
  CHECK(answer.rfind(R"([["5","3","4","6","7","8","9","1","2"],["6",)", 0) == 0);
  CHECK(checkJudge(j, input, answer, answer, why) == OK);
  std::string wrong = replaceFirst(answer, R"("4")", R"("1")");
  CHECK(checkJudge(j, input, wrong, answer, why) == WA);
  CHECK(why.rfind("puzzle 1: row 1 holds 1 twice", 0) == 0);  // the cells read whatever the brackets
  CHECK(checkJudge(j, input, replaceFirst(answer, R"("4")", R"(".")"), answer, why) == WA);
  CHECK(why == "puzzle 1: cell 3 is '.', not a digit 1-9");
  CHECK(checkJudge(j, input, std::regex_replace(answer, std::regex(","), ", "), answer, why) == WA);  // not LeetCode's text
  CHECK(checkJudge(j, input, std::string(kLeetcodeSolved) + "\n" + kLeetcodeSolved + "\n", answer, why) == WA);
}

// Judge id answering by the rule VERIFY, "true" or "false" (LeetCode 36's words).
Judge verifying(const char* id) {
  Judge j = *findJudge(id);
  j.rule = VERIFY, j.promise = ANY, j.valid = "true", j.clash = "false", j.noSolution = nullptr;
  return j;
}

// The kinds of unit that repeat a digit in grid g: bit 0 rows, 1 columns, 2 boxes.
int repeatingIn(const std::vector<int>& g) {
  int kinds = 0;
  for (int kind = 0; kind < 3; kind++) kinds |= (twiceIn(g, kind).first >= 0) << kind;
  return kinds;
}

TEST_CASE("VERIFY: valid grids and grids repeating a digit in rows, columns or boxes only, evenly, "
          "full or not, any box size; answered by the grid as it stands, nothing solved") {
  Dlx dlx;
  for (const char* id : {"leetcode-36", "acwing-1613", "poj-3076", "uva-989"}) {  // itself; rows; 16x16; 1x1 to 9x9
    Judge j = verifying(id);
    std::map<int, int> byKinds;  // grids by the kinds of unit that repeat a digit
    int full = 0, unsolvable = 0, small = 0;
    for (uint64_t seed = 1; seed <= (j.box == 3 ? 40u : 12u); seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % 10) + 1;
      std::string input = generateForJudge(o, j), why;
      INFO(j.id << " seed " << seed << ":\n" << input);
      std::vector<Board> puzzles;
      REQUIRE(readInput(j, input, puzzles, why));
      std::vector<Answer> answers = referenceOf(j, puzzles);
      for (size_t p = 0; p < puzzles.size(); p++) {
        const std::vector<int>& g = puzzles[p].cells;
        int kinds = repeatingIn(g), box = boxOfCells(g.size());
        byKinds[kinds]++, full += std::count(g.begin(), g.end(), 0) == 0, small += box < 3;
        unsolvable += !kinds && box == 3 && dlx.count(g.data(), 3, 1) == 0;
        CHECK(answers[p].outcome == (kinds ? CLASH : SOLVED));
      }
      std::string output = writeOutput(j, answers);
      CHECK(checkJudge(j, input, output, output, why) == OK);
    }
    INFO(j.id);
    CHECK(byKinds.size() == 4);  // none, rows only, columns only, boxes only
    for (int kinds : {0, 1, 2, 4}) CHECK(byKinds[kinds] > 0);
    CHECK(full > 0);
    if (j.box == 3 && !j.sizeLine) CHECK(unsolvable > 0);  // valid, yet without a solution: still "true"
    if (j.sizeLine) CHECK(small > 0);
  }
}

TEST_CASE("VERIFY: a check that forgets the boxes is caught within the first five cases of a stress run") {
  const Judge& j = *findJudge("leetcode-36");
  int caughtAt = 0;
  for (int i = 1; !caughtAt && i <= 20; i++) {
    GenOptions o;
    o.seed = uint64_t(i), o.size = 1 + 10 * (i - 1) / 20;  // as make stress N=20 runs case i
    std::vector<Board> puzzles;
    std::string input = generateForJudge(o, j), why;
    REQUIRE(readInput(j, input, puzzles, why));
    std::vector<Answer> noBoxes;
    for (const Board& g : puzzles) noBoxes.push_back(Answer{repeatingIn(g.cells) & 3 ? CLASH : SOLVED, {}});
    if (checkJudge(j, input, writeOutput(j, noBoxes), writeOutput(j, referenceOf(j, puzzles)), why) == WA) caughtAt = i;
  }
  CHECK(caughtAt >= 1);
  CHECK(caughtAt <= 5);
}

TEST_CASE("VERIFY: the checker takes the judge's words for the right answer, and nothing else") {
  const Judge& j = *findJudge("leetcode-36");
  REQUIRE((j.rule == VERIFY && solvedWords(j) == std::string("true") && j.clash == std::string("false")));
  std::vector<int> empty(81, 0), clashing = empty;
  clashing[0] = clashing[10] = 8;  // two 8s in the first box only
  std::string input = writeInput(j, {empty, clashing}), why;
  std::string right = writeOutput(j, referenceOf(j, {empty, clashing}));
  CHECK(right == "true\nfalse\n");
  CHECK(outputOf(j) == "`true` (no row, column or box holds a digit twice), or `false`");
  CHECK(checkJudge(j, input, right, right, why) == OK);
  CHECK(checkJudge(j, input, "true\ntrue\n", right, why) == WA);
  CHECK(why == "puzzle 2: the output says \"true\", but the answer is \"false\"");
  CHECK(checkJudge(j, input, "false\nfalse\n", right, why) == WA);
  CHECK(checkJudge(j, input, "True\nfalse\n", right, why) == WA);
  CHECK(why == "puzzle 1: expected \"true\" or \"false\", found \"True\"");
  CHECK(checkJudge(j, input, "true\n", right, why) == WA);
  CHECK(why == "puzzle 2: expected \"true\" or \"false\", found the end of output");
  CHECK(checkJudge(j, input, "true\nfalse\ntrue\n", right, why) == WA);
}

TEST_CASE("COUNT: the number of solutions, then the solution where it is 1; the checker takes those alone") {
  const Judge& j = *findJudge("spoj-sudogob");
  REQUIRE((j.rule == COUNT && !j.noSolution && !j.clash && j.compare == LINES));
  std::string input = readFile("samples/spoj-sudogob/sample-1.in"), sample = readFile("samples/spoj-sudogob/sample-1.out"), why;
  std::vector<Board> puzzles = puzzlesOf(j, input);
  std::vector<Answer> answers = referenceOf(j, puzzles);
  REQUIRE(answers.size() == 3);
  CHECK((answers[0].count == 1 && answers[0].outcome == SOLVED && answers[1].count == 0 && answers[1].outcome == CLASH));
  CHECK((answers[2].count == 2 && answers[2].outcome == SEVERAL));
  std::string right = writeOutput(j, answers), grid = right.substr(2, right.find("\n0\n") - 1);  // puzzle 1's grid
  CHECK(normalized(j, right) == normalized(j, sample));  // the sample's grid lines end with a space
  CHECK(checkJudge(j, input, right, sample, why) == OK);
  CHECK(checkJudge(j, input, sample, right, why) == OK);
  CHECK(checkJudge(j, input, replaceFirst(right, "\n2\n", "\n3\n"), sample, why) == WA);
  CHECK(why == "puzzle 3: the output says 3 solutions, but the answer is 2 solutions");
  CHECK(checkJudge(j, input, replaceFirst(right, "\n0\n", "\n1\n" + grid), sample, why) == WA);  // a grid where the givens clash
  CHECK(why.rfind("puzzle 2: ", 0) == 0);
  Dlx dlx;
  REQUIRE(dlx.count(puzzles[2], 1) == 1);
  std::string aSolution = writeGrid(j, dlx.solution, '?', false);
  CHECK(checkJudge(j, input, right + aSolution, sample, why) == WA);  // a grid printed where the count is 2
  CHECK(why == "puzzle 3: a grid after the count 2: only a count of 1 has its solution after it");
  CHECK(checkJudge(j, input, replaceFirst(right, "\n0\n", "\n0\n" + aSolution), sample, why) == WA);  // and where it is 0
  CHECK(why == "puzzle 2: a grid after the count 0: only a count of 1 has its solution after it");
  CHECK(checkJudge(j, input, replaceFirst(right, "5 7 8", "5 8 7"), sample, why) == WA);  // a wrong grid for the count 1
  CHECK(why == "puzzle 1: column 8 holds 8 twice: (row 1, column 8) and (row 7, column 8)");
  CHECK(checkJudge(j, input, "1\n0\n2\n", sample, why) == WA);  // the grid missing
  CHECK(why == "puzzle 1: the count 1 without the solution after it");
  CHECK(checkJudge(j, input, grid + "0\n2\n", sample, why) == WA);  // the count missing
  CHECK(checkJudge(j, input, replaceFirst(right, "\n2\n", "\nmany\n"), sample, why) == WA);
  CHECK(why == "puzzle 3: \"many\" is not a number of solutions");
  CHECK(checkJudge(j, input, replaceFirst(right, "\n2\n", "\n02\n"), sample, why) == WA);  // the right count, misspelt
  CHECK(checkJudge(j, input, replaceFirst(right, "\n0\n", "\n0\n\n"), sample, why) == WA);  // a blank line: lines compared
  CHECK(outputOf(j) == "the number of solutions (`0` also where the givens clash), then where it is 1 the solution: 9 lines of 9 spaced");
  SUBCASE("its generator: counts 0 (clashing givens, or none), 1 and several, evenly, each within the brute force's budget") {
    std::map<int, int> byCount;  // puzzles by count: 0, 1, 2 (several)
    int clashes = 0, most = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % 10) + 1;
      Brute brute;
      for (const Board& p : puzzlesOf(j, generateForJudge(o, j))) {
        int found = brute.count(p, INT_MAX, kBudget);
        INFO("seed " << seed);
        REQUIRE(found >= 0);
        byCount[std::min(found, 2)]++, clashes += givensClash(p), most = std::max(most, found);
      }
    }
    int total = byCount[0] + byCount[1] + byCount[2];
    for (int k = 0; k < 3; k++) CHECK(byCount[k] * 4 > total);  // a third each, give or take
    CHECK((clashes * 4 > byCount[0] && clashes * 4 < 3 * byCount[0]));  // half the zeros clash
    CHECK((most > 50 && most <= 300));
  }
}

TEST_CASE("EVERY: every solution in lexicographic order, boxed (Jutge P79494); the checker takes that list alone") {
  const Judge& j = *findJudge("jutge-p79494");
  REQUIRE((j.rule == EVERY && j.layout == BOXED && j.compare == EXACT && j.hasPE));
  std::string input = readFile("samples/jutge-p79494/sample-1.in"), sample = readFile("samples/jutge-p79494/sample-1.out"), why;
  std::vector<Board> puzzles = puzzlesOf(j, input);
  REQUIRE(puzzles.size() == 3);
  CHECK(writeInput(j, puzzles) == input);
  std::vector<Answer> answers = referenceOf(j, puzzles);
  CHECK((answers[0].count == 1 && answers[1].count == 2 && answers[2].count == 0 && answers[2].outcome == NO_SOLUTION));
  CHECK(writeOutput(j, answers) == sample);
  std::string first = "1 2 3 | 4 5 6 | 7 8 9\n4 5 6 | 9 7 8 | 2 3 1\n7 8 9 | 2 3 1 | 4 6 5\n------+-------+------\n"
                      "2 9 4 | 1 8 7 | 3 5 6\n5 3 7 | 6 2 9 | 8 1 4\n8 6 1 | 5 4 3 | 9 7 2\n------+-------+------\n"
                      "3 4 2 | 7 6 5 | 1 9 8\n6 1 8 | 3 9 4 | 5 2 7\n9 7 5 | 8 1 2 | 6 4 3\n\n";
  size_t at = sample.find(first), next = at + first.size();
  REQUIRE((at != std::string::npos && sample.compare(next, 5, "1 2 3") == 0));
  std::string second = sample.substr(next, first.size());
  CHECK(checkJudge(j, input, sample, sample, why) == OK);
  CHECK(checkJudge(j, input, replaceFirst(sample, first + second, second + first), sample, why) == WA);
  CHECK(why == "puzzle 2: solution 2 comes before solution 1 in lexicographic order (reading order), but is listed after it");
  CHECK(checkJudge(j, input, replaceFirst(sample, first + second, first), sample, why) == WA);
  CHECK(why == "puzzle 2: the output lists 1 solution, the answer 2 solutions: solution 2 of the answer's, in order, is missing");
  CHECK(checkJudge(j, input, replaceFirst(sample, first + second, first + first + second), sample, why) == WA);
  CHECK(why == "puzzle 2: solution 2 repeats the one before it");
  CHECK(checkJudge(j, input, replaceFirst(sample, first + second, "no solution\n"), sample, why) == WA);
  CHECK(why.rfind("puzzle 2: the output lists 0 solutions, the answer 2 solutions", 0) == 0);
  CHECK(checkJudge(j, input, replaceFirst(sample, first, replaceFirst(first, "4 5 6 | 9 7 8", "4 5 6 | 9 8 7")), sample, why) == WA);
  CHECK(why.rfind("puzzle 2: solution 1: ", 0) == 0);  // a grid that is no solution
  CHECK(checkJudge(j, input, replaceFirst(sample, "no solution\n", ""), sample, why) == WA);
  CHECK(why.rfind("puzzle 3: expected a solution or \"no solution\", found \"*****", 0) == 0);
  CHECK(checkJudge(j, input, replaceFirst(sample, first + second, first + "\n" + second), sample, why) == PE);  // a blank line too many
  CHECK(checkJudge(j, input, replaceFirst(sample, "------+-------+------", "------+------+------"), sample, why) == PE);
  CHECK(checkJudge(j, input, replaceFirst(sample, "1 2 3 | 4 5 6", "1 2 3 |4 5 6"), sample, why) == PE);
  std::string refused;
  CHECK(!readInput(j, replaceFirst(input, "------+-------+------", "------+------+-------"), puzzles, refused));
  CHECK(refused == "line 6: expected the line between bands \"------+-------+------\", found \"------+------+-------\"");
  CHECK(!readInput(j, replaceFirst(input, "0 8 0 | 0 5 9", "0 8 0 0 5 9 |"), puzzles, refused));
  CHECK(refused == "line 3: expected '|' at column 7, found '0'");
  CHECK(!readInput(j, replaceFirst(input, "0 8 0 | 0 5 9", "0 8 x | 0 5 9"), puzzles, refused));
  CHECK(refused == "line 3: unexpected cell 'x'");
  SUBCASE("its generator: none, one and a few solutions, no givens clashing, each listed alike by both references") {
    std::map<int, int> byCount;  // puzzles by count: 0, 1, 2 (several)
    int most = 0;
    for (uint64_t seed = 1; seed <= 25; seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % 10) + 1;
      std::vector<Board> made = puzzlesOf(j, generateForJudge(o, j));
      std::vector<Answer> byBrute = referenceOf(j, made), byDlx = dlxReferenceOf(j, made);
      for (size_t k = 0; k < made.size(); k++) {
        INFO("seed " << seed << ", puzzle " << k + 1);
        CHECK(!givensClash(made[k]));
        CHECK((byBrute[k].grid == byDlx[k].grid && byBrute[k].count == byDlx[k].count));
        byCount[std::min<long long>(byBrute[k].count, 2)]++, most = std::max(most, int(byBrute[k].count));
      }
    }
    int total = byCount[0] + byCount[1] + byCount[2];
    for (int k = 0; k < 3; k++) CHECK(byCount[k] * 5 > total);
    CHECK((most >= 4 && most <= 12));
  }
}

TEST_CASE("SIMILAR: each pair Yes with operations that replay, or No (Luogu P7087); the checker takes any list that works, and no other") {
  const Judge& j = *findJudge("luogu-p7087");
  REQUIRE((j.rule == SIMILAR && ruleRow(j.rule).pairs && j.compare == LINES && !j.hasPE));
  std::string input = readFile("samples/luogu-p7087/sample-1.in"), sample = readFile("samples/luogu-p7087/sample-1.out"), why;
  std::vector<Board> puzzles = puzzlesOf(j, input);
  REQUIRE(puzzles.size() == 4);
  CHECK(writeInput(j, puzzles) == input);
  std::vector<Answer> answers = referenceOf(j, puzzles);
  REQUIRE(answers.size() == 6);  // pairs 1-2, 1-3, 1-4, 2-3, 2-4, 3-4
  const Outcome due[6] = {SOLVED, NO_SOLUTION, SOLVED, NO_SOLUTION, SOLVED, NO_SOLUTION};
  for (int k = 0; k < 6; k++) CHECK(answers[k].outcome == due[k]);
  std::string reference = writeOutput(j, answers);
  CHECK(reference != sample);  // other operations than the sample's...
  CHECK(checkJudge(j, input, reference, sample, why) == OK);  // ...taken as the sample's are
  CHECK(checkJudge(j, input, sample, reference, why) == OK);
  const std::string first = "Yes\n7\nC 1 2\nD 5 3\nF\nr 7 9\nc 6 5\nC 2 3\nD 1 8\n";
  REQUIRE(sample.rfind(first, 0) == 0);
  CHECK(checkJudge(j, input, replaceFirst(sample, first, "No\n"), sample, why) == WA);
  CHECK(why.rfind("puzzles 1 and 2: the output says No, but the answer is Yes (", 0) == 0);
  CHECK(checkJudge(j, input, replaceFirst(sample, first + "No\n", first + "Yes\n0\n"), sample, why) == WA);
  CHECK(why.rfind("puzzles 1 and 3: the output says Yes, but the answer is No (after the 0 operations, the first holds ", 0) == 0);
  CHECK(checkJudge(j, input, replaceFirst(sample, "7\nC 1 2\nD 5 3\nF\nr 7 9\nc 6 5\nC 2 3\nD 1 8\n", "6\nC 1 2\nD 5 3\nF\nr 7 9\nc 6 5\nC 2 3\n"), sample, why) == WA);
  CHECK(why.rfind("puzzles 1 and 2: after the 6 operations, the first holds ", 0) == 0);  // the last one left out
  CHECK(checkJudge(j, input, replaceFirst(sample, "r 7 9", "r 9 7"), sample, why) == OK);  // either order
  CHECK(checkJudge(j, input, replaceFirst(sample, "r 7 9", "r 6 9"), sample, why) == WA);
  CHECK(why == "puzzles 1 and 2: operation 4 of 7: `r 6 9`: rows 6 and 9 are in different triples");
  CHECK(checkJudge(j, input, replaceFirst(sample, "C 1 2", "C 1 4"), sample, why) == WA);
  CHECK(why == "puzzles 1 and 2: operation 1 of 7: `C 1 4`: triples are numbered 1 to 3");
  CHECK(checkJudge(j, input, replaceFirst(sample, "C 1 2", "X 1 2"), sample, why) == WA);
  CHECK(why == "puzzles 1 and 2: operation 1 of 7: \"X\" is no operation (D, R, r, C, c, F)");
  CHECK(checkJudge(j, input, replaceFirst(sample, "Yes\n7\n", "Yes\n8\n"), sample, why) == WA);
  CHECK(why == "puzzles 1 and 2: operation 8 of 8: \"No\" is no operation (D, R, r, C, c, F)");
  CHECK(checkJudge(j, input, replaceFirst(sample, "Yes\n7\n", "Yes\n"), sample, why) == WA);
  CHECK(why == "puzzles 1 and 2: expected the number of operations after Yes, found \"C\"");
  CHECK(checkJudge(j, input, replaceFirst(sample, "Yes\n7\n", "yes\n7\n"), sample, why) == WA);
  CHECK(why == "puzzles 1 and 2: expected Yes or No, found \"yes\"");
  CHECK(checkJudge(j, input, replaceFirst(sample, "Yes\n7\n", "Yes 7\n"), sample, why) == WA);  // laid out otherwise (no PE)
  CHECK(checkJudge(j, input, replaceFirst(sample, "Yes\n7\n", "Yes\n8\nD 3 3\n"), sample, why) == OK);  // a digit swapped with itself
  std::string flips;  // F twice changes nothing: 7 + 2 x 496 = 999 operations, then 1001
  for (int k = 0; k < 496; k++) flips += "F\nF\n";
  CHECK(checkJudge(j, input, replaceFirst(sample, first, "Yes\n999\n" + flips + first.substr(6)), sample, why) == OK);
  CHECK(checkJudge(j, input, replaceFirst(sample, first, "Yes\n1001\n" + flips + "F\nF\n" + first.substr(6)), sample, why) == WA);
  CHECK(why == "puzzles 1 and 2: 1001 operations, past the 1000 allowed");
  CHECK(checkJudge(j, input, sample + "No\n", sample, why) == WA);
  CHECK(why == "the output goes on after the last pair's answer: \"No\"");
  CHECK(checkJudge(j, input, sample.substr(0, sample.rfind("No\n")), sample, why) == WA);
  CHECK(why == "puzzles 3 and 4: the output ends where Yes or No is due");
  CHECK(checkJudge(j, input, sample, replaceFirst(sample, "D 1 8\n", "D 1 7\n"), why) == FAIL);  // a wrong answer file
  CHECK(why.rfind("ANSWER, puzzles 1 and 2: after the 7 operations", 0) == 0);
  SUBCASE("the reference finds puzzles moved by random operations similar, by operations that replay; a given left out, not") {
    Rng rng{7};
    for (int round = 0; round < 40; round++) {
      GenOptions o;
      o.seed = round + 1;
      std::vector<int> p = puzzlesOf(j, generateForJudge(o, j))[0].cells, q = p, ops, replayed;
      for (int k = rng.below(30); k > 0; k--) {
        int code = kOperationCodes[rng.below(6)], a = 1 + rng.below(code == 'R' || code == 'C' ? 3 : 9), b = 1 + rng.below(code == 'R' || code == 'C' ? 3 : 9);
        if (code == 'r' || code == 'c') b = (a - 1) / 3 * 3 + 1 + rng.below(3);
        REQUIRE(operationError(code, a, b).empty());
        applyOperation(q, code, a, b);
      }
      INFO("round " << round);
      REQUIRE(similarOps(p, q, ops));
      CHECK(ops.size() <= 3 * 25);
      replayed = p;
      for (size_t k = 0; k < ops.size(); k += 3) applyOperation(replayed, ops[k], ops[k + 1], ops[k + 2]);
      CHECK(replayed == q);
      size_t given = std::find_if(q.begin(), q.end(), [](int d) { return d != 0; }) - q.begin();
      if (given < q.size()) q[given] = 0, CHECK(!similarOps(p, q, ops));
    }
  }
}

TEST_CASE("a rule answered by one number: an answer that is none is told by what the number is") {
  for (const char* id : {"luogu-p1074", "hdu-6341", "boj-1840"}) {
    const Judge& j = *findJudge(id);
    std::string base = "samples/" + std::string(id) + (j.rule == DEAD_END ? "/kit-made" : "/sample-1"), why;
    std::string input = readFile(base + ".in"), answer = readFile(base + ".out");
    INFO(id);
    REQUIRE(numberAnswers(j.rule));
    CHECK(checkJudge(j, input, "x\n" + answer.substr(answer.find('\n') + 1), answer, why) == WA);
    CHECK(why == std::string("puzzle 1: \"x\" is not ") + (j.rule == BEST_SCORE ? "a score" : j.rule == ROTATE ? "a number of turns" : "a move's number"));
  }
}

TEST_CASE("MINIMAL: Not Minimal, Multiple Solutions or the grid of HDU 3909's sample; the checker takes those alone") {
  const Judge& j = *findJudge("hdu-3909");
  REQUIRE((j.rule == MINIMAL && j.digitsThenLetters && j.sizeLine == BOX_SIZE && j.smallestBox == 2));
  std::string input = readFile("samples/hdu-3909/sample-1.in"), sample = readFile("samples/hdu-3909/sample-1.out"), why;
  std::vector<Board> puzzles = puzzlesOf(j, input);
  REQUIRE(puzzles.size() == 3);
  CHECK((puzzles[0].cells.size() == 16 && puzzles[1].cells.size() == 81 && puzzles[2].cells.size() == 256));
  std::vector<Answer> answers = referenceOf(j, puzzles);
  CHECK((answers[0].outcome == NOT_MINIMAL && answers[1].outcome == SEVERAL && answers[2].outcome == SOLVED));
  std::string right = writeOutput(j, answers);
  CHECK(right == sample);
  CHECK(checkJudge(j, input, sample, right, why) == OK);
  Dlx dlx;
  Board less = puzzles[0];  // the 4x4 puzzle with givens left out while one solution stays: minimal
  for (int& cell : less.cells) {
    int kept = cell;
    if (cell = 0, dlx.count(less, 2) != 1) cell = kept;
  }
  CHECK(referenceOf(j, {less})[0].outcome == SOLVED);
  REQUIRE(dlx.count(puzzles[0], 1) == 1);
  std::string grid = writeGrid(j, dlx.solution, '?', false);
  CHECK(checkJudge(j, input, replaceFirst(sample, "Not Minimal\n", grid), sample, why) == WA);  // never Not Minimal
  CHECK(why == "puzzle 1: the output says a solution, but the answer is \"Not Minimal\"");
  CHECK(checkJudge(j, input, replaceFirst(sample, "Multiple Solutions", "Not Minimal"), sample, why) == WA);
  CHECK(why == "puzzle 2: the output says \"Not Minimal\", but the answer is \"Multiple Solutions\"");
  CHECK(checkJudge(j, input, replaceFirst(sample, "9BG86F253ED4A1C7", "Not Minimal"), sample, why) == WA);
  CHECK(checkJudge(j, input, replaceFirst(sample, "Not Minimal", "Not minimal"), sample, why) == WA);
  CHECK(outputOf(j) == "n*n lines of n*n, `Multiple Solutions` (several), `Not Minimal` (one, but also without some given), or `No Solution` (none)");
  SUBCASE("its generator: minimal, not minimal, several, none and clashing, 4x4 and 9x9 below size 8") {
    std::map<Outcome, int> byOutcome;
    std::map<size_t, int> bySize;
    for (uint64_t seed = 1; seed <= 30; seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % 7) + 1;
      std::vector<Board> made = puzzlesOf(j, generateForJudge(o, j));
      for (const Answer& a : referenceOf(j, made)) byOutcome[a.outcome]++;
      for (const Board& p : made) bySize[p.cells.size()]++;
    }
    for (Outcome o : {SOLVED, NOT_MINIMAL, SEVERAL, CLASH, NO_SOLUTION}) {
      INFO("outcome " << o);
      CHECK(byOutcome[o] >= 3);
    }
    CHECK((bySize.size() == 2 && bySize[16] >= 5 && bySize[81] >= 5));  // no 1x1, no 16x16
  }
}

TEST_CASE("the alphabet 1-9 then A = 10 (HDU 3909) is written and read back; A-P stays the kit's 16x16 letters") {
  const Judge &hdu = *findJudge("hdu-3909"), &poj = *findJudge("poj-3076");
  std::vector<int> cells(256);
  for (int i = 0; i < 256; i++) cells[i] = (i / 16 * 4 + i / 64 + i % 16) % 16 + 1;  // a solution: rows shifted by band
  cells[5] = 0;
  std::string text = writeInput(hdu, {cells}), why;
  CHECK(text.rfind("4\n12345.789ABCDEFG\n", 0) == 0);  // the box size, then 1-9, then A = 10 to G = 16
  CHECK(text.find_first_of("HIJKLMNOP") == std::string::npos);
  std::vector<Board> puzzles, back;
  REQUIRE(readInput(hdu, text, puzzles, why));
  CHECK(puzzles.at(0).cells == cells);
  CHECK((valueOf(hdu, 4, 'G') == 16 && valueOf(hdu, 4, 'H') == -1 && valueOf(hdu, 2, '5') == -1 && valueOf(hdu, 4, '0') == -1));
  CHECK((symbolOf(hdu, 4, 10) == 'A' && symbolOf(poj, 4, 10) == 'J' && valueOf(poj, 4, 'A') == 1 && valueOf(poj, 4, '1') == -1));
  CHECK(!readInput(hdu, replaceFirst(text, "DEFG\n", "DEFH\n"), back, why));
  CHECK(why.find("unexpected cell 'H'") != std::string::npos);
  CHECK(!readInput(hdu, "1\n1\n", back, why));  // box 1: the judge gives 2 to 4
  CHECK(why == "line 1: expected a box size 2 to 4, found \"1\"");
  std::vector<Answer> answers;
  cells[5] = 1 + (cells[4] % 16);
  REQUIRE(readAnswers(hdu, writeGrid(hdu, cells, '?', false), puzzles, answers, why) == OK);
  CHECK(answers.at(0).grid == cells);
  CHECK(readAnswers(hdu, writeGrid(poj, cells, '?', false), puzzles, answers, why) == WA);  // A-P letters are not HDU 3909's
  CHECK(why == "puzzle 1: cell 8 is 'H', not 1-9 or a letter A-G");
}

TEST_CASE("hardening for a DFS keeps the puzzle's solutions, up to symmetry") {
  Dlx dlx;
  std::vector<int> p(81);
  const std::string famous = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
  for (int i = 0; i < 81; i++) p[i] = famous[i] == '.' ? 0 : famous[i] - '0';
  std::vector<int> q = hardenForDfs(p);
  CHECK(std::count(q.begin(), q.end(), 0) == std::count(p.begin(), p.end(), 0));
  REQUIRE(dlx.count(q.data(), 3, 2) == 1);
  for (int c = 0; c < 9; c++) CHECK(dlx.solution[c] == 9 - c);  // the first row reads 9 8 ... 1
  std::vector<int> many(81, 0);
  many[0] = 5;
  CHECK(dlx.count(hardenForDfs(many).data(), 3, 2) == 2);
}

TEST_CASE("the committed minimal 16x16 puzzles: one solution, lost without a given (the first, 16 givens)") {
  std::ifstream in("tests/data/minimal16.txt");
  REQUIRE(in);
  Dlx dlx;
  int checked = 0, lines = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    ++lines;
    REQUIRE(line.size() == 256);
    if (checked == 1) continue;  // the first one, and 16 of its givens: a second each for all
    std::vector<int> p;
    for (char c : line) p.push_back(c == '-' ? 0 : c - 'A' + 1);
    CHECK(dlx.count(p.data(), 4, 2) == 1);
    for (int i = 0, tried = 0; i < 256 && tried < 16; i++)
      if (p[i]) {
        ++tried;
        int kept = p[i];
        p[i] = 0;
        CHECK(dlx.count(p.data(), 4, 2) == 2);
        p[i] = kept;
      }
    ++checked;
  }
  CHECK(lines == 100);
}

// The smallest judge.toml the loader accepts: every required key, no optional one.
const char* const kMinimalJudge = R"(name = "A test judge"
statement = ""
unconfirmed = ""

[input]
box = 3
layout = "rows"
blank = "0"
puzzles = [1, 1]

[answer]
promise = "one"
rule = "FIRST"

[judging]
compare = "exact"
presentation_error = false
time_limit = 1
memory_mb = 64
)";

// A judge folder of its own under /tmp, whose judge.toml is each text read by readJudge.
struct TinyJudgeFolder {
  std::filesystem::path folder;
  std::string file;
  explicit TinyJudgeFolder(const std::string& tag)
      : folder(std::filesystem::temp_directory_path() / (tag + std::to_string(getpid())) / "tiny-judge"),
        file((folder / "judge.toml").string()) {
    std::filesystem::create_directories(folder);
  }
  ~TinyJudgeFolder() { std::filesystem::remove_all(folder.parent_path()); }
  bool read(const std::string& text, Judge& j, std::string& why) const {
    std::ofstream(file, std::ios::binary) << text;
    return readJudge(folder.string(), j, why);
  }
};

TEST_CASE("a judge's limits by language: figures, C++'s times a factor plus an addend, PyPy as Python, the JVM's options") {
  TinyJudgeFolder tiny("judge-tests-limits-");
  const std::string& file = tiny.file;
  auto read = [&](const std::string& judging, const std::string& byLanguage, Judge& j, std::string& why) {
    return tiny.read(replaceFirst(kMinimalJudge, "memory_mb = 64\n", "memory_mb = 64\n" + judging) +
                         (byLanguage.empty() ? "" : "[judging.by_language]\n" + byLanguage), j, why);
  };
  auto limits = [](const Judge& j, const char* id) { return j.byLanguage[limitIndex(id)]; };
  Judge j;
  std::string why;
  // Baekjoon's: Python 3 x3 + 2 s and x2 + 32 MB, PyPy x2 + 128 MB, Java x2 + 1 s; the rest C++'s, assumed.
  REQUIRE(read("", "python = { time = [3, 2.0], memory = [2, 32] }\npypy = { time = [3, 2], memory = [2, 128] }\njava = { time = [2, 1.0] }\n", j, why));
  CHECK((limits(j, "python").timeLimitMs == 5000 && limits(j, "python").memoryMB == 160 && limits(j, "python").stated));
  CHECK((limits(j, "pypy").timeLimitMs == 5000 && limits(j, "pypy").memoryMB == 256 && limits(j, "pypy").stated));
  CHECK((limits(j, "java").timeLimitMs == 3000 && limits(j, "java").memoryMB == 64 && limits(j, "java").stated));
  CHECK((limits(j, "rust").timeLimitMs == 1000 && limits(j, "rust").memoryMB == 64 && !limits(j, "rust").stated));
  // HDU's Java/Others: Java's own figures, every other language C++'s, stated; PyPy as Python.
  REQUIRE(read("same_limits_other_languages = true\n", "java = { time_limit = 4.0, memory_mb = 128 }\n", j, why));
  CHECK((limits(j, "java").timeLimitMs == 4000 && limits(j, "java").memoryMB == 128));
  CHECK((limits(j, "kotlin").timeLimitMs == 1000 && limits(j, "kotlin").stated && limits(j, "pypy").stated));
  REQUIRE(read("", "python = { time_limit = 3 }\n", j, why));
  CHECK((limits(j, "pypy").timeLimitMs == 3000 && limits(j, "pypy").stated));
  // Kattis's JVM: options alone leave the limits C++'s, assumed.
  REQUIRE(read("", "kotlin = { jvm_flags = \"-XX:+UseSerialGC -Xss64m -Xmx{memory}m\" }\n", j, why));
  CHECK((std::string(limits(j, "kotlin").jvmFlags) == "-XX:+UseSerialGC -Xss64m -Xmx{memory}m" && !limits(j, "kotlin").stated));
  struct Broken {
    const char *what, *byLanguage, *where, *field;
  } broken[] = {
      {"C++ by language", "\"c++\" = { time_limit = 2 }\n", ":21:1:", "judging.by_language.c++: expected a language of java, python, rust, javascript, pascal, go, csharp, kotlin, pypy"},
      {"an unknown language", "swift = { time_limit = 2 }\n", ":21:1:", "judging.by_language.swift: expected a language of"},
      {"a language not a table", "java = 2\n", ":21:8:", "judging.by_language.java: expected a table, found integer"},
      {"a language with nothing", "java = { }\n", ":21:1:", "judging.by_language.java: empty: give time_limit or time, memory_mb or memory, jvm_flags"},
      {"a figure and a factor", "java = { time_limit = 2, time = [2, 1] }\n", ":21:33:", "judging.by_language.java.time: a language has time_limit or time, not both"},
      {"a factor of zero", "java = { time = [0, 1] }\n", ":21:17:", "judging.by_language.java.time: expected [factor, addend]"},
      {"a factor alone", "java = { memory = [2] }\n", ":21:19:", "judging.by_language.java.memory: expected [factor, addend]"},
      {"a limit past an hour", "java = { time = [100, 3600] }\n", ":21:17:", "judging.by_language.java.time: makes a limit past 3600 s"},
      {"an unknown key", "java = { time_limit = 2, heap = 3 }\n", ":21:26:", "judging.by_language.java.heap: unknown key"},
      {"JVM options for Python", "python = { jvm_flags = \"-Xss64m\" }\n", ":21:12:", "judging.by_language.python.jvm_flags: unknown key"},
      {"JVM options a shell would read", "java = { jvm_flags = \"-Xss64m; rm x\" }\n", ":21:22:", "judging.by_language.java.jvm_flags: \"-Xss64m; rm x\" holds a character"},
  };
  for (const Broken& b : broken) {
    INFO(std::string(b.what));
    CHECK(!read("", b.byLanguage, j, why));
    INFO(why);
    CHECK(why.rfind(file + b.where, 0) == 0);
    CHECK(why.find(b.field) != std::string::npos);
  }
}

TEST_CASE("a judge.toml is read by name, and a malformed one is refused with its file, line and field") {
  TinyJudgeFolder tiny("judge-tests-");
  const std::filesystem::path& folder = tiny.folder;
  const std::string& file = tiny.file;
  auto read = [&](const std::string& text, Judge& j, std::string& why) { return tiny.read(text, j, why); };
  Judge j;
  std::string why;
  REQUIRE(read(kMinimalJudge, j, why));
  CHECK(std::string(j.id) == "tiny-judge");
  CHECK(std::string(j.name) == "A test judge");
  CHECK((j.box == 3 && j.layout == ROWS && j.blank == '0' && j.minPuzzles == 1 && j.maxPuzzles == 1));
  CHECK((!j.countLine && !j.title && !j.between && !j.answersBetween && !j.noSolution && j.blanks == 0));
  CHECK((j.promise == ONE && j.rule == FIRST && j.compare == EXACT && !j.hasPE));
  CHECK((j.timeLimitMs == 1000 && j.memoryMB == 64 && j.sourceBytes == 0));
  for (int k = 0; k < kLimitKeys; k++) {  // C++'s, assumed (but C's and C++'s own), unless the judge says
    INFO(limitKey(k).id);
    const LanguageLimits& limits = j.byLanguage[k];
    bool cOrCxx = std::string(limitKey(k).id) == "c" || std::string(limitKey(k).id) == "c++";
    CHECK((limits.timeLimitMs == 1000 && limits.memoryMB == 64 && limits.stated == cOrCxx && std::string(limits.jvmFlags).empty()));
  }
  CHECK((std::string(j.cxxFlags) == "-O2" && std::string(j.cFlags) == "-O2" && std::string(j.languages) == "c c++ java python rust javascript pascal go csharp kotlin"));
  REQUIRE(read(replaceFirst(kMinimalJudge, "time_limit = 1", "time_limit = 2.419\nsource_bytes = 50000\n"
                                                             "cxx_flags = \"-std=c++11 -O2 -DONLINE_JUDGE\"\nlanguages = [\"c++\", \"java\"]") +
                   "[judging.by_language]\njava = { time_limit = 5 }\n", j, why));
  CHECK((j.timeLimitMs == 2419 && j.sourceBytes == 50000 && j.byLanguage[limitIndex("java")].timeLimitMs == 5000));
  CHECK((j.byLanguage[limitIndex("python")].timeLimitMs == 2419 && !j.byLanguage[limitIndex("python")].stated));
  CHECK((std::string(j.cxxFlags) == "-std=c++11 -O2 -DONLINE_JUDGE" && std::string(j.languages) == "c++ java"));

  struct Broken {
    const char *what, *from, *to, *where, *field;
  } broken[] = {
      {"a syntax error", "layout = \"rows\"", "layout = \"rows", ":7:", ""},
      {"an unknown key in [input]", "blank = \"0\"\n", "blank = \"0\"\nblnks = 5\n", ":9:1:", "input.blnks: unknown key"},
      {"a missing required key", "rule = \"FIRST\"\n", "", ":11:", "answer.rule: missing"},
      {"a wrong type", "memory_mb = 64", "memory_mb = \"64\"", ":19:13:", "judging.memory_mb: expected an integer, found string"},
      {"an out-of-range box", "box = 3", "box = 7", ":6:7:", "input.box: 7 is not 1 to 5"},
      {"an unknown rule name", "rule = \"FIRST\"", "rule = \"FRIST\"", ":13:8:", "answer.rule: \"FRIST\" is not a rule (FIRST, SMALLEST, UNIQUE, BEST_SCORE, VERIFY, COUNT, MINIMAL, ANTI, ISOMORPHIC, SUM, ROTATE, MARK, DEAD_END, EVERY, CELL_SUM, SIMILAR)"},
      {"a list of solutions without a line that ends it", "rule = \"FIRST\"", "rule = \"EVERY\"\nno_solution = \"none\"", ":13:8:", "answer.rule: EVERY lists as many grids as it finds: a line after each answer (answer.after, not blank) ends each list"},
      {"the layout boxed beyond 9x9", "box = 3\nlayout = \"rows\"", "box = 4\nlayout = \"boxed\"", ":6:7:", "input.box: the layout boxed draws 9x9 grids alone (box 3, no size line)"},
      {"a kind without the solver its part is (the key left out: its section named, no crash)", "layout = \"rows\"\nblank = \"0\"", "layout = \"spaced\"\nkind = \"signs\"", ":11:1:", "answer.solver: the kind signs has a part in the plain DFS alone"},
      {"COUNT with words", "rule = \"FIRST\"\n", "rule = \"COUNT\"\nno_solution = \"none\"\n", ":14:15:", "answer.no_solution: the rule COUNT answers by numbers"},
      {"VERIFY without its words", "rule = \"FIRST\"", "rule = \"VERIFY\"", ":13:8:", "answer.rule: VERIFY answers by the words valid and clash"},
      {"valid words for another rule", "rule = \"FIRST\"\n", "rule = \"FIRST\"\nvalid = \"true\"\n", ":14:9:", "answer.valid: only the rules VERIFY, ISOMORPHIC and SIMILAR answer valid"},
      {"puzzles not [fewest, most]", "[1, 1]", "[2, 1]", ":9:11:", "input.puzzles: expected [fewest, most]"},
      {"flags a shell would read", "memory_mb = 64", "memory_mb = 64\ncxx_flags = \"-O2; rm x\"", ":20:13:", "judging.cxx_flags: \"-O2; rm x\" holds a character"},
      {"an unknown language", "memory_mb = 64", "memory_mb = 64\nlanguages = [\"c++\", \"swift\"]", ":20:21:", "judging.languages: expected names among"},
      {"walls without a jigsaw", "layout = \"rows\"", "layout = \"walls\"", ":7:10:", "input.layout: a jigsaw's regions come from its walls"},
      {"a jigsaw without walls", "blank = \"0\"\n", "blank = \"0\"\ngeometry = \"jigsaw\"\n", ":9:12:", "input.geometry: a jigsaw's regions come from its walls"},
      {"an unknown geometry", "blank = \"0\"\n", "blank = \"0\"\ngeometry = \"x\"\n", ":9:12:", "input.geometry: \"x\" is not a geometry (square, jigsaw, diagonals)"},
      {"an unknown alphabet", "blank = \"0\"\n", "blank = \"0\"\nsymbols = \"base64\"\n", ":9:11:", "input.symbols: \"base64\" is not an alphabet (letters, digits-then-letters, hex)"},
      {"1-9 then letters for 9x9", "blank = \"0\"\n", "blank = \"0\"\nsymbols = \"digits-then-letters\"\n", ":9:11:", "input.symbols: \"digits-then-letters\" names the cells of 16x16 and larger grids"},
      {"a smallest box without a size line", "blank = \"0\"\n", "blank = \"0\"\nsmallest_box = 2\n", ":9:16:", "input.smallest_box: the smallest box size of puzzles that tell theirs: only with size_line = \"box\""},
      {"a smallest box over the box", "blank = \"0\"\n", "blank = \"0\"\nsize_line = \"box\"\nsmallest_box = 4\n", ":10:16:", "input.smallest_box: 4 is not 1 to 3"},
      {"MINIMAL without its words", "rule = \"FIRST\"\n", "rule = \"MINIMAL\"\nno_solution = \"none\"\nseveral = \"many\"\n", ":13:8:", "answer.rule: MINIMAL answers by the words no_solution, several and not_minimal: all three are due"},
      {"not_minimal words for another rule", "rule = \"FIRST\"\n", "rule = \"FIRST\"\nnot_minimal = \"x\"\n", ":14:15:", "answer.not_minimal: only the rule MINIMAL answers not_minimal"},
      {"smallest for another rule", "rule = \"FIRST\"\n", "rule = \"FIRST\"\nsmallest = true\n", ":14:12:", "answer.smallest: only the rule ANTI answers the smallest of its grids"},
      {"ANTI's smallest without a line of changes", "blank = \"0\"\npuzzles = [1, 1]\n\n[answer]\npromise = \"one\"\nrule = \"FIRST\"\n",
       "puzzles = [1, 1]\n\n[answer]\npromise = \"one\"\nrule = \"ANTI\"\nchanges = 9\nsmallest = true\n", ":14:12:", "answer.smallest: ANTI's smallest grid is the smallest within the changes a line before each grid allows"},
      {"a line of changes for another rule", "blank = \"0\"\n", "blank = \"0\"\nchanges_line = true\n", ":14:8:", "answer.rule: a line of changes (input.changes_line) is read by the rule ANTI alone"},
      {"turns for another rule", "rule = \"FIRST\"\n", "rule = \"FIRST\"\nturns = \"left-listed\"\n", ":14:9:", "answer.turns: only the rule ROTATE turns boxes"},
      {"an unknown way of turning", "rule = \"FIRST\"\n", "rule = \"FIRST\"\nturns = \"left\"\n", ":14:9:", "answer.turns: \"left\" is not a way of turning (right-counted, left-listed)"},
      {"MARK on grids with a blank", "rule = \"FIRST\"", "rule = \"MARK\"", ":13:8:", "answer.rule: MARK prints full 9x9 grids of spaced digits back, marked (no blank)"},
      {"SUM without one solution promised", "promise = \"one\"\nrule = \"FIRST\"", "promise = \"any\"\nrule = \"SUM\"", ":13:8:", "answer.rule: SUM adds the number at the top left of each 9x9 puzzle's one solution"},
      {"ANTI on grids with a blank", "rule = \"FIRST\"", "rule = \"ANTI\"\nchanges = 9", ":13:8:", "answer.rule: ANTI breaks solved 9x9 grids of rows or spaced rows (no blank)"},
      {"moves for another rule", "layout = \"rows\"", "layout = \"moves\"", ":13:8:", "answer.rule: the layout moves is read by the rule DEAD_END alone"},
      {"framed for another rule", "layout = \"rows\"\nblank = \"0\"", "layout = \"framed\"\nblank = \".\"", ":13:8:", "answer.rule: the layout framed is read by the rule VERIFY alone"},
      {"ROTATE on grids of digits", "rule = \"FIRST\"", "rule = \"ROTATE\"", ":13:8:", "answer.rule: ROTATE turns the boxes of full grids of hex digits (symbols = \"hex\", no blank)"},
      {"ROTATE's first form with a size line", "box = 3\nlayout = \"rows\"\nblank = \"0\"\npuzzles = [1, 1]\n\n[answer]\npromise = \"one\"\nrule = \"FIRST\"",
       "box = 4\nlayout = \"rows\"\nsymbols = \"hex\"\nsize_line = \"box\"\npuzzles = [1, 1]\n\n[answer]\npromise = \"one\"\nrule = \"ROTATE\"", ":14:8:", "answer.rule: ROTATE reads a size line in its variant alone"},
      {"numbers past n for another rule", "layout = \"rows\"\nblank = \"0\"", "layout = \"numbers\"\nlargest_number = 20", ":13:8:", "answer.rule: a grid with numbers past n (input.largest_number) is read by the rule VERIFY alone"},
      {"a kind in a layout it does not take", "blank = \"0\"\n", "blank = \"0\"\nkind = \"signs\"\n", ":9:8:", "input.kind: a puzzle of signs is read as its row says (table/kinds.h)"},
      {"an unknown kind", "blank = \"0\"\n", "blank = \"0\"\nkind = \"stars\"\n", ":9:8:", "input.kind: \"stars\" is not a kind of constraint (units, signs, cages, dominoes, cage-lines)"},
      {"a kind of batches without its end line", "blank = \"0\"\n", "kind = \"dominoes\"\n", ":8:8:", "input.kind: a puzzle of dominoes is read as its row says (table/kinds.h)"},
      {"a kind of batches with another end line", "blank = \"0\"\n", "kind = \"dominoes\"\nend_line = \"end\"\n", ":8:8:", "input.kind: a puzzle of dominoes is read as its row says (table/kinds.h)"},
  };
  for (const Broken& b : broken) {
    INFO(std::string(b.what));
    CHECK(!read(replaceFirst(kMinimalJudge, b.from, b.to), j, why));
    INFO(why);
    CHECK(why.rfind(file + b.where, 0) == 0);  // FILE:LINE:(COLUMN:) first
    CHECK(why.find(b.field) != std::string::npos);
  }
  std::filesystem::remove_all(folder.parent_path());
  CHECK(!readJudge(folder.string(), j, why));
  CHECK(why == folder.string() + ": a judge folder without judge.toml");
}

TEST_CASE("one vocabulary: each answer rule and geometry of the table has its part in lib/, and the engine's outcomes are the table's") {
  // The tests run from the repository root. Every rule but those main answers itself (FIRST with
  // solveGrid, SUM and CELL_SUM adding up solutions) and every geometry is a part, named as the
  // table names it in lower case (the rule BEST_SCORE: best_score.h).
  for (int rule = SMALLEST; rule < kRuleCount; rule++) {
    std::string name = ruleRow(rule).name;
    for (char& c : name) c = char(tolower(c));
    INFO(name);
    if (!ruleRow(rule).part) {
      CHECK(ruleRow(rule).answersOnce);
      continue;
    }
    CHECK(std::string(ruleRow(rule).part) == "rules/" + name + ".h");
    CHECK(!readFile("lib/rules/" + name + ".h").empty());
  }
  for (int g = SQUARE; g <= DIAGONALS; g++) {
    INFO(kGeometryNames[g]);
    CHECK(!readFile("lib/fast/" + std::string(kGeometryNames[g]) + ".h").empty());
  }
  struct Name {
    const char* name;
    int value;
  };
  const Name outcomes[] = {{"SOLVED", SOLVED}, {"CLASH", CLASH}, {"NO_SOLUTION", NO_SOLUTION}, {"SEVERAL", SEVERAL}, {"NOT_MINIMAL", NOT_MINIMAL}};
  std::string listed = readFile("lib/fast/outcomes.h"), minimal = readFile("lib/rules/minimal.h");
  std::smatch list;
  REQUIRE(std::regex_search(listed, list, std::regex("\nenum \\{ (SOLVED(, [A-Z_]+)*) \\};")));
  std::vector<std::string> names = wordsOf(std::regex_replace(list[1].str(), std::regex(","), " "));
  REQUIRE(names.size() == 4);
  for (int i = 0; i < 4; i++) {
    INFO(names[i]);
    CHECK(names[i] == outcomes[i].name);
    CHECK(outcomes[i].value == i);
  }
  CHECK(minimal.find("enum { NOT_MINIMAL = SEVERAL + 1 };") != std::string::npos);  // MINIMAL's own outcome
  CHECK(NOT_MINIMAL == SEVERAL + 1);
}
