/**
 * Description: Unit tests of the table of judges (stress/judges.h) and what is built on it: each
 *  judge's statement samples fit its table row and pass its checker; mutated outputs get the
 *  verdict that judge would give (WA for a wrong grid, PE or WA for layout as it has PE or not,
 *  OK where it ignores the difference); its generator emits only inputs its validator accepts,
 *  within its promises; the DFS-hardening keeps puzzles the same up to symmetry.
 * Usage: make test-stress (linked into build/stress_tests)
 * Time: about 5 s (generated puzzles checked by the brute force and dancing links).
 * Status: run by make test
 */
#include <catch2/catch.hpp>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include "../../stress/gen.h"

namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Sample {
  std::string name, input, output;
};

std::vector<Sample> samplesOf(const Judge& j) {
  std::vector<Sample> samples;
  std::string dir = std::string("samples/") + j.id;
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

std::string replaceFirst(std::string s, const std::string& from, const std::string& to) {
  size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

// The first line of text that holds a grid (a digit 1-9 or a letter A-P in its first place).
size_t firstGridLine(const std::string& text) {
  size_t at = 0;
  while (at < text.size() && !((text[at] >= '1' && text[at] <= '9') || (text[at] >= 'A' && text[at] <= 'P')))
    at = text.find('\n', at) + 1;
  return at;
}

size_t samplePuzzles(const Judge& j, const std::string& input) {
  std::vector<std::vector<int>> puzzles;
  std::string why;
  REQUIRE(readInput(j, input, puzzles, why, true));
  return puzzles.size();
}

}  // namespace

TEST_CASE("every judge has samples, and they fit its table row") {
  for (const Judge& j : kJudges) {
    std::vector<Sample> samples = samplesOf(j);
    INFO(j.id);
    CHECK(!samples.empty());
    for (const Sample& s : samples) {
      INFO(s.name);
      std::vector<std::vector<int>> puzzles;
      std::string why;
      CHECK(readInput(j, s.input, puzzles, why));
      INFO(why);
      CHECK(judgeAs(j, s, s.output) == OK);
    }
  }
}

TEST_CASE("each judge's checker rejects wrong answers in its samples") {
  for (const Judge& j : kJudges)
    for (const Sample& s : samplesOf(j)) {
      INFO(s.name);
      size_t at = firstGridLine(s.output);
      REQUIRE(at < s.output.size());
      std::string changed = s.output, swapped = s.output;
      changed[at] = changed[at] == '9' ? '1' : changed[at] == 'P' ? 'A' : char(changed[at] + 1);  // a cell changed
      size_t second = j.layout == SPACED && !j.score ? at + 2 : at + 1;  // two neighbours swapped:
      std::swap(swapped[at], swapped[second]);                           // a row still holds 1-9
      CHECK(judgeAs(j, s, changed) == WA);
      CHECK(judgeAs(j, s, swapped) == WA);
      std::string lines = s.output;
      lines.erase(lines.find_last_of('\n', lines.size() - 2) + 1);  // the last line dropped
      CHECK(judgeAs(j, s, lines) == WA);
      CHECK(judgeAs(j, s, s.output + "1\n") == WA);  // more after the last answer
      CHECK(judgeAs(j, s, "") == WA);
      if (j.noSolution) CHECK(judgeAs(j, s, replaceFirst(s.output, s.output.substr(at, s.output.find("\n\n", at) - at), j.noSolution)) == WA);
    }
}

TEST_CASE("each judge rules on layout as it compares: PE only where it has that verdict") {
  for (const Judge& j : kJudges)
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
      if (j.score) {  // a number, not a grid: laid out otherwise means a space before it
        CHECK(judgeAs(j, s, " " + s.output) == layoutVerdict);
        continue;
      }
      // The same answers laid out otherwise: rows where one line is due, one line where rows
      // are due, rows without spaces where spaced rows are due.
      Judge other = j;
      other.layout = j.layout == ROWS ? ONE_LINE : ROWS;
      std::vector<std::vector<int>> grids;
      std::vector<bool> solved;
      std::vector<const int*> answers;
      std::string why;
      REQUIRE(readAnswers(j, s.output, samplePuzzles(j, s.input), grids, solved, why) == OK);
      for (size_t i = 0; i < grids.size(); i++) answers.push_back(solved[i] ? grids[i].data() : nullptr);
      regrid = writeOutput(other, answers);
      CHECK(regrid != s.output);
      CHECK(judgeAs(j, s, regrid) == layoutVerdict);
    }
}

TEST_CASE("a judge that wants the smallest solution gets it, and no other") {
  const Judge& j = *findJudge("spoj-easudoku");
  REQUIRE(j.smallest);
  std::vector<int> empty(81, 0);
  Brute brute;
  REQUIRE(brute.count(empty.data(), 1) == 1);  // the brute force finds the smallest first
  std::vector<int> smallest(brute.solution, brute.solution + 81), other = smallest;
  for (int& d : other) d = 10 - d;  // renamed digits: still a solution
  std::string input = writeInput(j, {empty, empty}), why;
  std::string best = writeOutput(j, {smallest.data(), smallest.data()});
  CHECK(checkJudge(j, input, best, best, why) == OK);
  CHECK(checkJudge(j, input, writeOutput(j, {smallest.data(), other.data()}), best, why) == WA);
  CHECK(why.find("not the smallest") != std::string::npos);
  const Judge& any = *findJudge("poj-2676");  // a special judge: any solution
  std::string anyInput = writeInput(any, {empty});
  CHECK(checkJudge(any, anyInput, writeOutput(any, {other.data()}), writeOutput(any, {smallest.data()}), why) == OK);
}

TEST_CASE("each judge's generator writes only what its table allows") {
  Dlx dlx;
  for (const Judge& j : kJudges) {
    int most = 0, none = 0, several = 0;
    for (uint64_t seed = 1; seed <= (j.box == 3 ? 40u : 12u); seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % (j.box == 3 ? 10 : 4)) + 1;  // 16x16: no minimal ones (slow)
      std::string input = generateForJudge(o, j), why;
      CHECK(input == generateForJudge(o, j));
      std::vector<std::vector<int>> puzzles;
      INFO(j.id << " seed " << seed << ":\n" << input);
      REQUIRE(readInput(j, input, puzzles, why));
      most = std::max(most, int(puzzles.size()));
      for (const std::vector<int>& p : puzzles) {
        int n = dlx.count(p.data(), j.box, 2);
        CHECK(n >= (j.promise == MAYBE_NONE ? 0 : 1));
        if (j.promise == UNIQUE) CHECK(n == 1);
        none += n == 0, several += n == 2;
      }
      // The checker accepts the reference's answer, in the kit's layout, as this judge.
      Brute brute;
      std::vector<const int*> answers;
      std::vector<std::vector<int>> solutions(puzzles.size());
      for (size_t i = 0; i < puzzles.size(); i++) {
        bool solved = j.box == 3 ? brute.count(puzzles[i].data(), 1) == 1 : dlx.count(puzzles[i].data(), j.box, 1) == 1;
        if (j.box == 3) solutions[i].assign(brute.solution, brute.solution + 81);
        else solutions[i] = dlx.solution;
        answers.push_back(solved ? solutions[i].data() : nullptr);
      }
      std::string output;
      if (!j.score) {
        output = writeOutput(j, answers);
      } else {  // the best score of each, from every solution listed
        int weight[81];
        for (int i = 0; i < 81; i++) weight[i] = 10 - std::max(std::abs(i / 9 - 4), std::abs(i % 9 - 4));
        brute.weight = weight;
        for (const std::vector<int>& p : puzzles) output += std::to_string(brute.count(p.data(), INT_MAX) > 0 ? brute.bestScore : -1) + "\n";
        brute.weight = nullptr;
      }
      CHECK(checkJudge(j, input, output, output, why) == OK);
    }
    INFO(j.id);
    if (j.maxPuzzles == 1) CHECK(most == 1);
    else CHECK(most >= 2);  // batches, as the judge gives them
    if (j.promise != UNIQUE) CHECK(several > 0);
    if (j.promise == MAYBE_NONE) CHECK(none > 0);
  }
}

TEST_CASE("the validator refuses inputs outside a judge's format") {
  const Judge& rows = *findJudge("acwing-1613");
  const Judge& line = *findJudge("poj-3074");
  const Judge& counted = *findJudge("spoj-easudoku");
  std::vector<std::vector<int>> puzzles;
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
