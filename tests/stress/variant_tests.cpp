/**
 * Description: Unit tests of the stress tools on the variant geometries (stress/geometry.h): the
 *  brute force and dancing links solve jigsaws (HDU 4069's sample: one solution, none, several)
 *  and X-Sudoku (CodeChef J1's and SPOJ HS12DISU's samples, unique by their diagonals) alike, and agree; the checker judges by the regions read from the walls and by
 *  the diagonals, rejecting grids right by rows, columns and square boxes; a WALLS input is
 *  written from the regions and read back, and walls that do not close, or numbers that are not a
 *  digit plus walls, are refused with their line; the generator's jigsaw layouts are connected
 *  regions of 9 cells, its puzzles of every kind the rule needs, minimal when asked.
 * Usage: make test-stress-unit (linked into build/stress_tests)
 * Time: about 2 s.
 * Status: run by make test
 */
#include <doctest/doctest.h>
#include "../../stress/gen.h"
#include "test_text.h"

namespace {

const std::string kSample = "samples/hdu-4069/sample-1";

// The judge of this id, which the test needs.
const Judge& judge(const char* id) {
  const Judge* j = findJudge(id);
  INFO("no judge " << id << " in " << judgesFolder());
  REQUIRE(j);
  return *j;
}

std::vector<Board> boardsOf(const Judge& j, const std::string& input) {
  std::vector<Board> puzzles;
  std::string why;
  INFO(why);
  REQUIRE(readInput(j, input, puzzles, why));
  return puzzles;
}

// The message readInput gives for input, which it must refuse.
std::string refusal(const Judge& j, const std::string& input) {
  std::vector<Board> puzzles;
  std::string why;
  CHECK(!readInput(j, input, puzzles, why));
  return why;
}

}  // namespace

TEST_CASE("the references solve a jigsaw: HDU 4069's sample, one solution, none, several") {
  const Judge& j = judge("hdu-4069");
  REQUIRE((j.layout == WALLS && j.geometry == JIGSAW));
  std::vector<Board> puzzles = boardsOf(j, readFile(kSample + ".in"));
  REQUIRE(puzzles.size() == 3);
  std::string why;
  for (const Board& p : puzzles) {
    CHECK(regionsValid(p.regions, 9, why));
    CHECK(p.regions != squareBoxes(9));
  }
  Brute brute;
  Dlx dlx;
  const int want[3] = {1, 0, 2};  // the sample's answers: the solution, No solution, Multiple Solutions
  for (int k = 0; k < 3; k++) {
    INFO("case " << k + 1);
    CHECK(brute.count(puzzles[k], 2) == want[k]);
    CHECK(dlx.count(puzzles[k], 2) == want[k]);
  }
  REQUIRE(brute.count(puzzles[0], 1) == 1);
  REQUIRE(dlx.count(puzzles[0], 1) == 1);
  std::vector<int> solution(brute.solution, brute.solution + 81);
  CHECK(solution == dlx.solution);
  CHECK(gridError(puzzles[0], solution.data()) == "");
  CHECK(gridError(Board(puzzles[0].cells), solution.data()) != "");  // it breaks a square box: the regions count
  std::vector<Answer> answers;
  REQUIRE(readAnswers(j, readFile(kSample + ".out"), puzzles, answers, why) == OK);
  CHECK(answers[0].grid == solution);
  CHECK((answers[1].outcome == NO_SOLUTION && answers[2].outcome == SEVERAL));
  // The answers the brute force's --judge mode writes are the sample's.
  std::vector<int> found;
  auto count = [&](const Board& b, int limit) {
    int n = brute.count(b, limit);
    return found.assign(brute.solution, brute.solution + 81), n;
  };
  CHECK(writeOutput(j, referenceAnswers(j, puzzles, count, found, [](const std::vector<int>&) { return -1; })) == readFile(kSample + ".out"));
}

TEST_CASE("the references solve X-Sudoku: the samples of CodeChef J1 and SPOJ HS12DISU, unique by their diagonals alone") {
  for (const char* id : {"codechef-j1", "spoj-hs12disu"}) {
    const Judge& j = judge(id);
    INFO(id);
    REQUIRE(j.geometry == DIAGONALS);
    std::string folder = judgesFolder() + "/" + id + "/sample-1", why;
    std::vector<Board> puzzles = boardsOf(j, readFile(folder + ".in"));
    std::vector<Answer> answers;
    REQUIRE(readAnswers(j, readFile(folder + ".out"), puzzles, answers, why) == OK);
    Brute brute;
    Dlx dlx;
    for (size_t k = 0; k < puzzles.size(); k++) {
      REQUIRE(puzzles[k].diagonals);
      CHECK(brute.count(puzzles[k], 2) == 1);
      CHECK(std::vector<int>(brute.solution, brute.solution + 81) == answers[k].grid);
      CHECK(dlx.count(puzzles[k], 2) == 1);
      CHECK(dlx.solution == answers[k].grid);
      CHECK(brute.count(Board(puzzles[k].cells), 2) == 2);  // without the diagonals: several
    }
  }
}

TEST_CASE("square regions are plain sudoku; X-Sudoku counts agree between the references") {
  Brute brute;
  Dlx dlx;
  const Judge& any = judge("uva-10957");  // any number of solutions, clashing givens too
  for (uint64_t seed = 1; seed <= 10; seed++) {
    GenOptions o;
    o.seed = seed, o.size = int(seed);
    for (const Board& p : boardsOf(any, generateForJudge(o, any))) {
      Board regions(p.cells, squareBoxes(9));
      CHECK(brute.count(regions, 3) == brute.count(p, 3));
      CHECK(dlx.count(regions, 3) == dlx.count(p, 3));
    }
  }
  Board empty4(std::vector<int>(16, 0)), x4(std::vector<int>(16, 0), {}, true);
  int square = brute.count(empty4, INT_MAX), diagonal = brute.count(x4, INT_MAX);
  CHECK(square == dlx.count(empty4, INT_MAX));
  CHECK(diagonal == dlx.count(x4, INT_MAX));
  CHECK((diagonal > 0 && diagonal < square));
  Board x9(std::vector<int>(81, 0), {}, true);
  REQUIRE(dlx.count(x9, 1) == 1);
  CHECK(gridError(x9, dlx.solution.data()) == "");
}

TEST_CASE("the checker judges by the variant's units: the regions of the walls, the diagonals") {
  Dlx dlx;
  std::string why;
  std::vector<int> blank(81, 0);
  REQUIRE(dlx.count(Board(blank), 1) == 1);
  std::vector<int> square = dlx.solution;  // right by rows, columns and square boxes
  SUBCASE("a jigsaw: a grid right by rows, columns and square boxes, wrong by the regions") {
    Judge first = judge("hdu-4069");
    first.rule = FIRST;  // its answer a grid, even for an empty puzzle
    Board layout(blank, boardsOf(first, readFile(kSample + ".in"))[0].regions);
    REQUIRE(dlx.count(layout, 1) == 1);
    std::string input = writeInput(first, {layout}), answer = writeOutput(first, {Answer{SOLVED, dlx.solution}});
    CHECK(checkJudge(first, input, answer, answer, why) == OK);
    CHECK(checkJudge(first, input, writeOutput(first, {Answer{SOLVED, square}}), answer, why) == WA);
    CHECK(why.rfind("puzzle 1: region ", 0) == 0);
  }
  SUBCASE("X-Sudoku: a grid right by rows, columns and boxes, wrong by a diagonal") {
    Judge x = judge("acwing-1613");
    x.geometry = DIAGONALS;
    REQUIRE(gridError(Board(blank, {}, true), square.data()) != "");
    REQUIRE(dlx.count(Board(blank, {}, true), 1) == 1);
    std::string input = writeInput(x, {blank}), answer = writeOutput(x, {Answer{SOLVED, dlx.solution}});
    CHECK(checkJudge(x, input, answer, answer, why) == OK);
    CHECK(checkJudge(x, input, writeOutput(x, {Answer{SOLVED, square}}), answer, why) == WA);
    CHECK(why.rfind("puzzle 1: diagonal ", 0) == 0);
  }
  SUBCASE("givens clash in a region or a diagonal, not only in a row, column or box") {
    std::vector<Board> puzzles = boardsOf(judge("hdu-4069"), readFile(kSample + ".in"));
    CHECK(!givensClash(puzzles[0]));
    Board p(blank, puzzles[0].regions);
    int a = 0, b = 1;  // two cells of one region in different rows, columns and square boxes
    while (p.regions[a] != p.regions[b] || a / 9 == b / 9 || a % 9 == b % 9 || squareBoxes(9)[a] == squareBoxes(9)[b])
      b < 80 ? b++ : (a++, b = 0);
    p.cells[a] = p.cells[b] = 5;
    CHECK(givensClash(p));
    CHECK(!givensClash(Board(p.cells)));
    std::vector<int> corners(81, 0);
    corners[0] = corners[80] = 7;  // one diagonal, no other unit
    CHECK(givensClash(Board(corners, {}, true)));
    CHECK(!givensClash(Board(corners)));
  }
}

TEST_CASE("a WALLS input is written from the regions and read back; walls that do not close are refused with their line") {
  const Judge& j = judge("hdu-4069");
  std::string sample = readFile(kSample + ".in");
  CHECK(writeInput(j, boardsOf(j, sample)) == sample);  // the sample's walls are those of its regions
  Rng rng = {7};
  for (int k = 0; k < 10; k++) {
    Board b(std::vector<int>(81, 0), randomRegions(3, rng));
    REQUIRE(randomSolution(b, rng, b.cells));
    std::string text = writeInput(j, {b});
    std::vector<Board> read = boardsOf(j, text);
    CHECK(read[0].cells == b.cells);
    CHECK(writeInput(j, read) == text);  // the same partition, whatever the regions' numbers
  }
  std::string squares = writeInput(j, {Board(std::vector<int>(81, 0))});  // square boxes' walls, all blank
  REQUIRE(squares.rfind("1\n144 16 48 144 16 48 144 16 48\n128 0 32 128 0 32 128 0 32\n", 0) == 0);
  CHECK(boardsOf(j, squares)[0].regions == squareBoxes(9));
  struct Broken {
    const char *what, *from, *to, *why;
  } broken[] = {
      {"a border cell without its wall", "144 16 48", "16 16 48", "line 2: the cell in column 1 lies on the grid's border without a wall there"},
      {"a wall on the right, none on the neighbour's left", "144 16 48", "176 16 48", "line 2: the cell in column 1 has a wall on its right, but the cell to its right none on its left"},
      {"a wall below, none above the cell below", "144 16 48", "208 16 48", "line 2: the cell in column 1 has a wall below it, but the cell below none above it"},
      {"two boxes made one", "144 16 48 144 16 48", "144 16 16 16 16 48", "line 2: the cell in column 1 starts a region of 18 cells, not 9"},
      {"a wall inside a region", "128 0 32", "160 128 32", "line 3: the cell in column 1 has a wall inside its region"},
      {"a number past 255", "144 16 48", "300 16 48", "line 2: \"300\" is not a cell: a digit 0 to 9 plus its walls (16 above, 32 right, 64 below, 128 left)"},
      {"a digit 10", "144 16 48", "154 16 48", "line 2: \"154\" is not a cell"},
      {"a leading zero", "144 16 48", "0144 16 48", "line 2: \"0144\" is not a cell"},
      {"not a number", "144 16 48", "x 16 48", "line 2: \"x\" is not a cell"},
      {"eight numbers", "144 16 48 144 16 48 144 16 48", "144 16 48 144 16 48 144 16", "line 2: expected 9 numbers, one space apart"},
  };
  for (const Broken& b : broken) {
    INFO(b.what);
    CHECK(refusal(j, replaceFirst(squares, b.from, b.to)).rfind(b.why, 0) == 0);
  }
}

TEST_CASE("the generator's jigsaws: connected regions of 9 cells, a layout each, every kind of answer; X puzzles likewise") {
  Dlx dlx;
  Brute brute;
  std::string why;
  Judge x = judge("hdu-4069");  // the same rule and promise, in rows, with diagonals
  x.layout = ROWS, x.geometry = DIAGONALS;
  for (const Judge* j : {&judge("hdu-4069"), (const Judge*)&x}) {
    INFO(j->geometry);
    int byKind[4] = {0, 0, 0, 0};  // one solution, several, clashing givens, none
    for (uint64_t seed = 1; seed <= 16; seed++) {
      GenOptions o;
      o.seed = seed, o.size = int(seed % 10) + 1;
      std::string input = generateForJudge(o, *j);
      CHECK(input == generateForJudge(o, *j));
      for (const Board& p : boardsOf(*j, input)) {
        if (j->geometry == JIGSAW) CHECK((regionsValid(p.regions, 9, why) && p.regions != squareBoxes(9)));
        CHECK(p.diagonals == (j->geometry == DIAGONALS));
        int found = dlx.count(p, 2);
        CHECK(brute.count(p, 2, kBudget) == found);  // within the brute force's budget
        byKind[givensClash(p) ? 2 : found == 0 ? 3 : found == 1 ? 0 : 1]++;
      }
    }
    for (int n : byKind) CHECK(n > 0);
  }
  SUBCASE("make hack's: minimal, each given needed") {
    GenOptions o;
    o.seed = 3, o.kind = "unique", o.givens = 0, o.puzzles = 2;
    for (const Board& p : boardsOf(judge("hdu-4069"), generateForJudge(o, judge("hdu-4069")))) {
      REQUIRE(dlx.count(p, 2) == 1);
      Board less = p;
      for (int i = 0; i < 81; i++)
        if (int kept = less.cells[i]) {
          less.cells[i] = 0;
          CHECK(dlx.count(less, 2) == 2);
          less.cells[i] = kept;
        }
    }
  }
}
