/**
 * Description: Unit tests of the stress tools (stress/): the format reader, the reference
 *  search, the checker (right outputs it must accept; wrong answers, broken layouts and broken
 *  inputs of its own it must reject with the right verdict) and the generator (determinism,
 *  pinned bytes, well-formed inputs, uniqueness and minimality of its unique puzzles).
 * Usage: make test-stress (builds build/stress_tests, linked with doctest's main)
 * Time: about 2 s, and a few more for the unsolvable puzzles.
 * Status: run by make test
 */
#include <doctest/doctest.h>
#include "../../stress/verdict.h"
#include "../../stress/gen.h"
#include "test_text.h"

namespace {

const std::string kPuzzle =
    "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n";
const std::string kSolution =
    "534678912\n672195348\n198342567\n859761423\n426853791\n713924856\n961537284\n287419635\n345286179\n";
const std::string kEmpty = std::string(81, '.') + "\n";
const std::string kClash = "11" + std::string(79, '.') + "\n";

std::vector<Puzzle> parse(const std::string& input) {
  std::vector<Puzzle> puzzles;
  std::string why;
  INFO(input);
  REQUIRE(readPuzzles(input, puzzles, why));
  return puzzles;
}

// What build/brute prints for input, and its exit status (0: "No solution" is an answer).
std::string reference(const std::string& input, int* status = nullptr) {
  std::string out;
  Brute brute;
  Dlx dlx;
  for (const Puzzle& p : parse(input)) {
    bool solved = p.box == 3 ? brute.count(p.cells, 1) == 1 : dlx.count(p.cells, p.box, 1) == 1;
    out += formatAnswer(p, !solved ? nullptr : p.box == 3 ? brute.solution : dlx.solution.data());
  }
  if (status) *status = 0;
  return out;
}

// The checker's verdict on output, against the reference's answer to input.
Verdict judge(const std::string& input, const std::string& output, int status = -1) {
  std::string why;
  Verdict v = check(input, output, reference(input), status, why);
  INFO(why);
  CHECK(!why.empty());
  return v;
}

std::string oneLine(std::string grid) {
  grid.erase(std::remove(grid.begin(), grid.end(), '\n'), grid.end());
  return grid + "\n";
}

std::string spaced(const std::string& s) {  // a space between the cells of each line
  std::string out;
  for (size_t i = 0; i < s.size(); i++) {
    out += s[i];
    if (s[i] != '\n' && i + 1 < s.size() && s[i + 1] != '\n') out += ' ';
  }
  return out;
}

int givens(const Puzzle& p) {
  return int(std::count_if(p.cells, p.cells + 81, [](int d) { return d != 0; }));
}

}  // namespace

TEST_CASE("the reader keeps each puzzle's layout") {
  std::vector<Puzzle> ps = parse("# comment\n2\n\n" + spaced(kPuzzle) + "\n\n# x\n" + oneLine(kSolution) + "end\n1 2 3\n");
  REQUIRE(ps.size() == 2);
  CHECK(!ps[0].oneLine);
  CHECK(ps[0].spaced[0]);
  CHECK(!ps[0].blankBefore);
  CHECK(ps[0].cells[0] == 5);
  CHECK(ps[0].cells[2] == 0);
  CHECK(ps[1].oneLine);
  CHECK(!ps[1].spaced[0]);
  CHECK(ps[1].blankBefore);
  CHECK(formatAnswer(ps[1], ps[1].cells) == "\n" + oneLine(kSolution));
  CHECK(parse(" \t5 3 . .\t7 . . . .\r\n" + kPuzzle.substr(10))[0].spaced[0]);
  CHECK(parse("").empty());
  CHECK(parse("end\n" + kPuzzle).empty());
  std::vector<Puzzle> none;
  std::string why;
  CHECK(!readPuzzles(replaceFirst(kPuzzle, "\n6..", "\n\n6.."), none, why));
  CHECK(!readPuzzles(kPuzzle.substr(10), none, why));
  CHECK(!readPuzzles(replaceFirst(kPuzzle, "53.", "53x"), none, why));
  CHECK(!readPuzzles(kPuzzle + "12\n", none, why));  // a count line only counts first
}

TEST_CASE("the reference counts 0, 1 and 2 or more solutions") {
  Brute brute;
  CHECK(brute.count(parse(kPuzzle)[0].cells, 2) == 1);
  CHECK(formatAnswer(parse(kPuzzle)[0], brute.solution) == kSolution);
  CHECK(brute.count(parse(kEmpty)[0].cells, 2) == 2);
  CHECK(brute.count(parse(kClash)[0].cells, 2) == 0);
  // No clash among the givens, yet row 1 needs a 9 that column 9 already has.
  CHECK(brute.count(parse("12345678." + std::string(17, '.') + "9" + std::string(54, '.') + "\n")[0].cells, 2) == 0);
  CHECK(brute.count(parse(kEmpty)[0].cells, 2, 10) == -1);
  int status;
  CHECK(reference(kPuzzle + "\n" + kClash, &status) == kSolution + "\nNo solution\n");
  CHECK(status == 0);
}

TEST_CASE("the checker accepts right outputs") {
  CHECK(judge(kPuzzle, kSolution, 0) == OK);
  CHECK(judge(kPuzzle, replaceFirst(kSolution, "\n", "\r\n"), 0) == OK);  // CRLF, as online-judge-tools
  CHECK(judge(oneLine(kPuzzle), oneLine(kSolution)) == OK);
  CHECK(judge(spaced(oneLine(kPuzzle)), spaced(oneLine(kSolution))) == OK);
  CHECK(judge(kEmpty, oneLine(kSolution), 0) == OK);  // not the reference's grid, but a right one
  CHECK(judge(kClash, "No solution\n", 0) == OK);
  CHECK(judge("1\n" + kPuzzle + "\n\n# c\n" + kClash + "end\n", kSolution + "\nNo solution\n", 0) == OK);
  CHECK(judge("", "", 0) == OK);
}

TEST_CASE("the checker rejects wrong answers") {
  std::string latin;  // rows and columns hold 1-9 once, boxes do not
  for (int r = 0; r < 9; r++, latin += '\n')
    for (int c = 0; c < 9; c++) latin += char('1' + (r + c) % 9);
  CHECK(judge(kEmpty, oneLine(latin)) == WA);
  CHECK(judge(kPuzzle, replaceFirst(kSolution, "534678912", "543678912")) == WA);  // a given changed
  CHECK(judge(kPuzzle, replaceFirst(kSolution, "672195348", "672195384")) == WA);  // a column broken
  CHECK(judge(kPuzzle, replaceFirst(kSolution, "534678912", "534678914")) == WA);  // a row broken
  CHECK(judge(kPuzzle, replaceFirst(kSolution, "534678912", "53467891.")) == WA);  // a blank left
  CHECK(judge(kPuzzle, "No solution\n") == WA);
  CHECK(judge(kClash, oneLine(kSolution)) == WA);
  CHECK(judge(kPuzzle, kSolution, 1) == WA);
  CHECK(judge(kClash, "No solution\n", 1) == WA);
  CHECK(judge(kPuzzle, kSolution, 2) == WA);
}

TEST_CASE("the checker rejects broken layouts") {
  CHECK(judge(kPuzzle, replaceFirst(kSolution, "912\n", "912 \n")) == PE);   // trailing space
  CHECK(judge(kPuzzle, kSolution.substr(0, kSolution.size() - 1)) == PE);  // no final line end
  CHECK(judge(kPuzzle, oneLine(kSolution)) == PE);
  CHECK(judge(oneLine(kPuzzle), kSolution) == PE);
  CHECK(judge(kPuzzle, spaced(kSolution)) == PE);
  CHECK(judge(spaced(kPuzzle), kSolution) == PE);
  CHECK(judge(spaced(kPuzzle), replaceFirst(spaced(kSolution), "5 3", "5  3")) == PE);
  CHECK(judge(spaced(kPuzzle), replaceFirst(spaced(kSolution), "5 3", "5\t3")) == PE);
  CHECK(judge(kPuzzle + "\n" + kPuzzle, kSolution + kSolution) == PE);  // blank line missing
  CHECK(judge(kPuzzle + kPuzzle, kSolution + "\n" + kSolution) == PE);  // blank line added
  CHECK(judge(kPuzzle, kSolution + "\n") == PE);
  CHECK(judge(kPuzzle, "\n" + kSolution) == PE);
  CHECK(judge(kPuzzle + kPuzzle, kSolution) == PE);
  CHECK(judge(kPuzzle, kSolution.substr(0, 50)) == PE);
  CHECK(judge(kClash, "no solution\n") == PE);
  CHECK(judge(kClash, "No solution \n") == PE);
  CHECK(judge(kPuzzle, replaceFirst(kSolution, "\n", "\r")) == PE);
}

TEST_CASE("the checker fails on broken inputs of its own") {
  std::string why;
  CHECK(check(replaceFirst(kPuzzle, "53.", "5x."), kSolution, kSolution, 0, why) == FAIL);
  CHECK(check(kPuzzle, kSolution, replaceFirst(kSolution, "534", "354"), 0, why) == FAIL);
  CHECK(check(kPuzzle, kSolution, kSolution + kSolution, 0, why) == FAIL);
  CHECK(check(kPuzzle, kSolution, "No solution\n", 0, why) == FAIL);  // the output is better
}

TEST_CASE("the generator's output depends only on its options") {
  for (uint64_t seed = 0; seed < 30; seed++) {
    GenOptions o;
    o.seed = seed, o.size = int(seed % 10) + 1;
    CHECK(generate(o) == generate(o));
    GenOptions next = o;
    next.seed++;
    CHECK(generate(o) != generate(next));
  }
  // Pinned bytes: a saved seed must give the same input on every platform and library.
  GenOptions o;
  o.seed = 3, o.size = 1, o.layout = "rows";
  CHECK(generate(o) ==
        "451629738\n3.6478125\n278.15694\n72.9415.6\n869537241\n"
        "514286973\n64579381.\n982164357\n13785246.\n");
}

TEST_CASE("the generator writes well-formed inputs in every layout") {
  const char* layouts[] = {"rows", "line", "count", "spaced", "mixed"};
  int sixteens = 0;  // 16x16 puzzles, in mixed layouts only
  for (const char* layout : layouts)
    for (uint64_t seed = 0; seed < 40; seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % 10) + 1, o.layout = layout;
      std::string input = generate(o);
      std::vector<Puzzle> ps = parse(input);
      CHECK(int(ps.size()) <= (o.size + 1) / 2);
      for (const Puzzle& p : ps) {
        if (p.box == 3) CHECK(Brute().count(p.cells, 2, kBudget) >= 0);
        else {
          CHECK(Dlx().count(p.cells, p.box, 2) == 1);
          sixteens++;
        }
        if (std::string(layout) != "mixed") CHECK(p.oneLine == (std::string(layout) == "line"));
        if (std::string(layout) != "mixed") CHECK(p.box == 3);
      }
      if (std::string(layout) == "line") CHECK(input.substr(input.size() - 4) == "end\n");
      if (std::string(layout) == "count") CHECK(input.substr(0, input.find('\n')) == std::to_string(ps.size()));
    }
  CHECK(sixteens > 0);
}

TEST_CASE("the generator's unique puzzles are unique, and minimal when asked") {
  Brute brute;
  for (uint64_t seed = 0; seed < 20; seed++) {
    GenOptions o;
    o.seed = seed, o.kind = "unique", o.puzzles = 1, o.givens = 40;
    Puzzle p = parse(generate(o))[0];
    CHECK(givens(p) == 40);
    CHECK(brute.count(p.cells, 2) == 1);
    o.givens = 0;
    p = parse(generate(o))[0];
    CHECK(brute.count(p.cells, 2) == 1);
    CHECK(givens(p) <= 30);
    int removable = 0;  // givens that can go (within the budget) with one solution left
    for (int i = 0; i < 81; i++) {
      int kept = p.cells[i];
      p.cells[i] = 0;
      removable += kept && brute.count(p.cells, 2, kBudget) == 1;
      p.cells[i] = kept;
    }
    CHECK(removable == 0);
  }
}

TEST_CASE("the generator's random and clashing puzzles") {
  int bySolutions[3] = {};
  Brute brute;
  for (uint64_t seed = 0; seed < 100; seed++) {
    GenOptions o;
    o.seed = seed, o.kind = "random";
    for (const Puzzle& p : parse(generate(o))) {
      bool clash = false;
      for (int i = 0; i < 81; i++) clash |= p.cells[i] && !fits(p.cells, i, p.cells[i]);
      CHECK(!clash);
      bySolutions[brute.count(p.cells, 2)]++;
    }
    o.kind = "clash";
    for (const Puzzle& p : parse(generate(o))) {
      bool clash = false;
      for (int i = 0; i < 81; i++) clash |= p.cells[i] && !fits(p.cells, i, p.cells[i]);
      CHECK(clash);
    }
  }
  CHECK(bySolutions[0] > 10);
  CHECK(bySolutions[1] > 10);
  CHECK(bySolutions[2] > 10);
}

TEST_CASE("sizes grow from one small puzzle") {
  for (uint64_t seed = 0; seed < 30; seed++) {
    GenOptions o;
    o.seed = seed, o.size = 1, o.kind = "unique";
    std::vector<Puzzle> ps = parse(generate(o));
    REQUIRE(ps.size() == 1);
    CHECK(givens(ps[0]) >= 72);
  }
}

TEST_CASE("the generator's unsolvable puzzles: consistent givens, no solution") {
  Brute brute;
  for (uint64_t seed = 0; seed < 2; seed++) {
    GenOptions o;
    o.seed = seed, o.kind = "unsolvable", o.puzzles = 1, o.givens = 28;
    std::vector<Puzzle> ps = parse(generate(o));
    REQUIRE(ps.size() == 1);
    CHECK(givens(ps[0]) == 28);
    bool clash = false;
    for (int i = 0; i < 81; i++) clash |= ps[0].cells[i] && !fits(ps[0].cells, i, ps[0].cells[i]);
    CHECK(!clash);
    CHECK(brute.count(ps[0].cells, 1) == 0);
  }
}

TEST_CASE("the reader and the checker take 16x16 puzzles in letters, alone or among 9x9 ones") {
  std::vector<int> empty(256, 0);
  Dlx dlx;
  REQUIRE(dlx.count(empty.data(), 4, 1) == 1);
  std::string rows, line, solved;
  for (int i = 0; i < 256; i++) {
    char c = char('A' + dlx.solution[i] - 1);
    rows += i % 3 ? c : '-', line += i % 3 ? c : '.', solved += c;
    if (i % 16 == 15) rows += '\n';
  }
  std::vector<Puzzle> ps = parse(kPuzzle + rows + "\n" + line + "\n");
  REQUIRE(ps.size() == 3);
  CHECK(ps[1].box == 4);
  CHECK(!ps[1].oneLine);
  CHECK(ps[2].oneLine);
  CHECK(ps[2].blankBefore);
  CHECK(ps[1].cells[1] == dlx.solution[1]);
  std::string answer = reference(kPuzzle + rows + "\n" + line + "\n");
  std::string grid16;
  for (int r = 0; r < 16; r++) grid16 += solved.substr(16 * r, 16) + "\n";
  CHECK(answer.substr(0, kSolution.size()) == kSolution);  // then 16 rows, a blank line, a line of 256
  CHECK(std::count(answer.begin(), answer.end(), '\n') == 9 + 16 + 2);
  CHECK(answer.substr(answer.size() - 259, 2) == "\n\n");
  CHECK(judge(rows, grid16) == OK);
  CHECK(judge(rows, solved + "\n") == PE);
  std::string wrong = grid16;
  std::swap(wrong[0], wrong[1]);
  CHECK(judge(rows, wrong) == WA);
  std::vector<Puzzle> none;
  std::string why;
  CHECK(!readPuzzles(rows.substr(0, 17) + "123456789ABCDEFG\n", none, why));  // digits in letters
  CHECK(!readPuzzles("Q" + rows.substr(1), none, why));                      // past P
}
