// Unit tests for build/sudoku (the fast engine and the universal reader): its own functions,
// linked against it built without its main.
#include "solve_api.h"

#include <doctest/doctest.h>

#include "../stress/verdict.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Result {
    std::string out, err;
    int status;
};

std::string readAll(FILE *f) {
    std::string s;
    rewind(f);
    char buf[4096];
    for (size_t n; (n = fread(buf, 1, sizeof buf, f)) > 0;) s.append(buf, n);
    fclose(f);
    return s;
}

// Runs the whole read-solve-print path on `input`, as main does on stdin.
Result solveText(const std::string &input) {
    FILE *in = tmpfile(), *out = tmpfile(), *err = tmpfile();
    REQUIRE((in && out && err));
    fwrite(input.data(), 1, input.size(), in);
    rewind(in);
    Result r;
    r.status = run(in, out, err);
    fclose(in);
    r.out = readAll(out), r.err = readAll(err);
    return r;
}

std::vector<std::string> lines(const std::string &text) {
    std::vector<std::string> v;
    std::istringstream s(text);
    for (std::string l; std::getline(s, l);) v.push_back(l);
    return v;
}

// The 81 cells of a puzzle written in any layout: digits kept, '.', '0', '?' become 0.
std::vector<int> cellsOf(const std::string &text) {
    std::vector<int> cells;
    for (char c : text)
        if (c >= '0' && c <= '9') cells.push_back(c - '0');
        else if (c == '.' || c == '?') cells.push_back(0);
    return cells;
}

// True when `solution` fills every cell, keeps every given, and holds 1-9 once per unit, as the
// stress checker (stress/verdict.h) judges it; its complaint is shown when it is not.
bool solves(const std::vector<int> &puzzle, const std::vector<int> &solution) {
    if (puzzle.size() != 81 || solution.size() != 81) return false;
    Puzzle p = Puzzle();
    std::copy(puzzle.begin(), puzzle.end(), p.cells);
    std::string why = gridError(p, solution.data());
    INFO(why);
    return why.empty();
}

std::string asNineLines(const std::string &p81, const char *separator = "") {
    std::string s;
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) s += (c ? separator : ""), s += p81[r * 9 + c];
        s += '\n';
    }
    return s;
}

std::string replaceAll(std::string s, const std::string &from, const std::string &to) {
    for (size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size()) s.replace(at, from.size(), to);
    return s;
}

const std::string acwing1613 =
    ".2738..1.\n.1...6735\n.......29\n3.5692.8.\n.........\n.6.1745.3\n64.......\n9518...7.\n.8..6534.\n";
// The answer printed in the AcWing 1613 statement.
const std::string acwing1613Answer =
    "527389416\n819426735\n436751829\n375692184\n194538267\n268174593\n643217958\n951843672\n782965341\n";
const std::string hard1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const std::string hard2 = "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.";
// Consistent givens with no solution: row 1 needs its 9 in column 9, which already has one.
const std::string noSolution = "12345678.........9" + std::string(63, '.');
const std::string emptyGrid(81, '.');

}  // namespace

TEST_CASE("AcWing 1613 sample prints exactly its expected answer") {
    Result r = solveText(acwing1613);
    CHECK(r.out == acwing1613Answer);
    CHECK(r.err.empty());
    CHECK(r.status == 0);
}

TEST_CASE("one line of 81 cells in, one line out, and the same puzzle as 9 lines") {
    Result one = solveText(hard1 + "\n");
    REQUIRE(lines(one.out).size() == 1);
    CHECK(lines(one.out)[0].size() == 81);
    CHECK(solves(cellsOf(hard1), cellsOf(one.out)));
    Result nine = solveText(asNineLines(hard1));
    CHECK(lines(nine.out).size() == 9);
    CHECK(cellsOf(nine.out) == cellsOf(one.out));
}

TEST_CASE("blanks may be '.', '0' or '?', mixed in one puzzle") {
    std::string mixed = hard1;
    for (size_t i = 0, k = 0; i < mixed.size(); ++i)
        if (mixed[i] == '.') mixed[i] = ".0?"[k++ % 3];
    Result r = solveText(mixed + "\n");
    CHECK(r.status == 0);
    CHECK(solves(cellsOf(hard1), cellsOf(r.out)));
}

TEST_CASE("spaced cells are printed spaced, with one space and no trailing whitespace") {
    std::string spaced = asNineLines(replaceAll(acwing1613, "\n", ""), " ");
    Result r = solveText(spaced);
    CHECK(r.out == asNineLines(replaceAll(acwing1613Answer, "\n", ""), " "));
    SUBCASE("tabs and runs of spaces count as one separator") {
        Result t = solveText(asNineLines(replaceAll(acwing1613, "\n", ""), " \t "));
        CHECK(t.out == r.out);
    }
    SUBCASE("leading and trailing spaces are not separators") {
        Result t = solveText(replaceAll("  " + acwing1613, "\n", "  \n  "));
        CHECK(t.out == acwing1613Answer);
    }
    SUBCASE("an 81-cell line with spaces") {
        std::string line;
        for (char c : hard1) line += line.empty() ? std::string(1, c) : std::string(" ") + c;
        Result t = solveText(line + "\n");
        REQUIRE(lines(t.out).size() == 1);
        CHECK(lines(t.out)[0].size() == 161);
        CHECK(lines(t.out)[0].find("  ") == std::string::npos);
        CHECK(solves(cellsOf(hard1), cellsOf(t.out)));
    }
}

TEST_CASE("CRLF input gives LF output") {
    Result r = solveText(replaceAll(acwing1613, "\n", "\r\n"));
    CHECK(r.out == acwing1613Answer);
    CHECK(r.status == 0);
}

TEST_CASE("a last line without its newline still counts") {
    Result r = solveText(acwing1613.substr(0, acwing1613.size() - 1));
    CHECK(r.out == acwing1613Answer);
    CHECK(r.status == 0);
}

TEST_CASE("comment lines are skipped, before, between and inside puzzles") {
    std::string text = "# header\n  # indented\n" + hard1 + "\n#between\n" + acwing1613.substr(0, 30) +
                       "# inside\n" + acwing1613.substr(30);
    Result r = solveText(text);
    std::vector<std::string> out = lines(r.out);
    REQUIRE(out.size() == 10);
    CHECK(solves(cellsOf(hard1), cellsOf(out[0])));
    CHECK(r.out.substr(82) == acwing1613Answer);
    CHECK(r.status == 0);
}

TEST_CASE("a first line holding one integer is a puzzle count, skipped") {
    CHECK(solveText("1\n" + acwing1613).out == acwing1613Answer);
    CHECK(solveText("  2 \r\n" + hard1 + "\n" + hard2 + "\n").out.size() == 2 * 82);
    SUBCASE("its value is not enforced: fewer puzzles than it says is fine") {
        Result r = solveText("5\n" + acwing1613);
        CHECK(r.out == acwing1613Answer);
        CHECK(r.err.empty());
        CHECK(r.status == 0);
    }
    SUBCASE("only the first line can be a count: a number after a puzzle is the next one's box size") {
        Result r = solveText(acwing1613 + "1\n");
        CHECK(r.status == 2);
        CHECK(r.err == "line 10: a box size with no puzzle after it\n");
        Result wrongSize = solveText(acwing1613 + "2\n" + acwing1613);
        CHECK(wrongSize.status == 2);
        CHECK(wrongSize.err == "line 11: expected the first row of a puzzle of box size 2 (line 10), found 9 cells\n");
    }
}

TEST_CASE("\"end\" stops reading: whatever follows is ignored") {
    Result r = solveText(hard1 + "\n" + hard2 + "\nend\nthis is not a puzzle \x01\n");
    CHECK(lines(r.out).size() == 2);
    CHECK(r.status == 0);
    CHECK(solveText("end\n").out.empty());
    CHECK(solveText(hard1 + "\r\n  end \r\n").status == 0);
    SUBCASE("anything else of words is a title, which needs a puzzle after it") {
        Result bad = solveText(hard1 + "\nended\n");
        CHECK(bad.status == 2);
        CHECK(bad.err == "line 2: a title with no puzzle after it\n");
    }
}

TEST_CASE("blank lines between puzzles are mirrored once, and nowhere else") {
    std::string a = asNineLines(hard1, " "), b = asNineLines(hard2, " ");
    Result r = solveText("\n\n" + a + "\n\n\n" + b + a + "\n");
    std::vector<std::string> out = lines(r.out);
    REQUIRE(out.size() == 9 * 3 + 1);
    CHECK(out[9].empty());
    for (size_t i = 0; i < out.size(); ++i)
        if (i != 9) CHECK(out[i].size() == 17);
    SUBCASE("a comment between puzzles is not a blank line") {
        Result c = solveText(a + "# note\n" + b);
        CHECK(lines(c.out).size() == 18);
    }
}

TEST_CASE("a batch of puzzles is solved in order") {
    std::string text;
    const std::string puzzles[] = {hard1, hard2, emptyGrid, hard1};
    for (const std::string &p : puzzles) text += p + "\n";
    Result r = solveText(text);
    std::vector<std::string> out = lines(r.out);
    REQUIRE(out.size() == 4);
    for (int i = 0; i < 4; ++i) CHECK(solves(cellsOf(puzzles[i]), cellsOf(out[i])));
}

TEST_CASE("the empty grid and a puzzle with many solutions give one solution, the same every run") {
    Result first = solveText(emptyGrid + "\n");
    CHECK(solves(cellsOf(emptyGrid), cellsOf(first.out)));
    CHECK(solveText(emptyGrid + "\n").out == first.out);
    std::string many = hard1;
    many[0] = '.';  // removing a given of a minimal puzzle leaves several solutions
    Result r = solveText(many + "\n");
    CHECK(solves(cellsOf(many), cellsOf(r.out)));
    CHECK(solveText(many + "\n").out == r.out);
}

TEST_CASE("all 81 cells given: a valid grid is printed back; a clashing one is refused") {
    std::string full = replaceAll(acwing1613Answer, "\n", "");
    CHECK(solveText(full + "\n").out == full + "\n");
    std::swap(full[0], full[1]);  // rows still hold 1-9; columns 1 and 2 now clash
    Result r = solveText(full + "\n");
    CHECK(r.out == "No solution\n");
    CHECK(r.status == 0);
}

TEST_CASE("clashing givens: No solution in place, the unit named on stderr, others still solved") {
    std::string rowClash = hard1, colClash = hard1, boxClash = hard1;
    rowClash[1] = '4';         // row 1 already has a 4 at column 1
    colClash[9 * 8] = '4';     // column 1 already has a 4 at row 1
    boxClash[9 + 1] = '4';     // row 2, column 2: box 1 already has a 4
    Result r = solveText(hard2 + "\n" + rowClash + "\n" + colClash + "\n" + boxClash + "\n" + hard2 + "\n");
    std::vector<std::string> out = lines(r.out);
    REQUIRE(out.size() == 5);
    CHECK(solves(cellsOf(hard2), cellsOf(out[0])));
    CHECK(out[1] == "No solution");
    CHECK(out[2] == "No solution");
    CHECK(out[3] == "No solution");
    CHECK(out[4] == out[0]);
    CHECK(r.err == "puzzle 2: two 4s in row 1\npuzzle 3: two 4s in column 1\npuzzle 4: two 4s in box 1\n");
    CHECK(r.status == 0);  // an answer, not an error: judges call a non-zero status a runtime error
}

TEST_CASE("consistent givens without a solution: No solution, exit status 0") {
    Result r = solveText(hard1 + "\n" + noSolution + "\n");
    CHECK(lines(r.out).size() == 2);
    CHECK(lines(r.out)[1] == "No solution");
    CHECK(r.err == "puzzle 2: no solution\n");
    CHECK(r.status == 0);
    SUBCASE("in 9-line layout it is still one line, and blank lines are still mirrored") {
        Result n = solveText(acwing1613 + "\n" + asNineLines(noSolution) + "\n" + acwing1613);
        CHECK(n.out == acwing1613Answer + "\nNo solution\n\n" + acwing1613Answer);
    }
}

TEST_CASE("solveGrid reports clashes and leaves the grid unchanged when it fails") {
    std::vector<int> g = cellsOf(noSolution), before = g;
    CHECK(solveGrid(g.data()) == NO_SOLUTION);
    CHECK(g == before);
    g[8] = 1;  // two 1s in row 1
    before = g;
    CHECK(solveGrid(g.data()) == CLASH);
    CHECK(clashDigit == 1);
    CHECK(clashUnit == 0);
    CHECK(g == before);
}

TEST_CASE("empty input, or only comments and blank lines: no output, exit 0") {
    const char *inputs[] = {"", "\n\n", "# nothing\n", "\r\n  \t\n"};
    for (const char *text : inputs) {
        Result r = solveText(text);
        CHECK(r.out.empty());
        CHECK(r.err.empty());
        CHECK(r.status == 0);
    }
}

// Malformed input: the message names the line and what was expected; exit status 2; the puzzles
// before it stay printed and nothing of the broken one is.
struct Malformed {
    std::string input, message;
};

// Malformed input m: its message, exit status 2 and nothing printed; and the same after a good
// puzzle, which stays printed, with the line and puzzle numbers counting on.
void checkMalformed(const Malformed &m) {
    CAPTURE(m.input);
    Result r = solveText(m.input);
    CHECK(r.out.empty());
    CHECK(r.err == m.message);
    CHECK(r.status == 2);
    // The same broken input after a good puzzle: that one stays printed, and lines count on.
    Result after = solveText(acwing1613 + "\n" + m.input);
    CHECK(after.out == acwing1613Answer);
    std::string shifted = m.message;
    size_t digits = shifted.find(':') - 5;
    int line = std::atoi(shifted.c_str() + 5) + 10;
    shifted.replace(5, digits, std::to_string(line));
    shifted = replaceAll(shifted, "puzzle 1", "puzzle 2");
    CHECK(after.err == shifted);
    CHECK(after.status == 2);
}

TEST_CASE("malformed input is reported by line, with exit status 2 and no partial grid") {
    std::string rows = acwing1613;  // 9 lines
    std::string eightRows = rows.substr(0, 8 * 10);
    const Malformed cases[] = {
        {"53007x000\n", "line 1: unexpected character 'x' (a cell is 1-9, '.', '0' or '?')\n"},
        {std::string("5300\0" "70000\n", 11), "line 1: unexpected byte 0x00 (a cell is 1-9, '.', '0' or '?')\n"},
        {"\xff\xfe garbage\n", "line 1: unexpected byte 0xFF (a cell is 1-9, '.', '0' or '?')\n"},
        {std::string("end\0", 4), "line 1: unexpected byte 0x00 (in a line of words)\n"},  // found by make fuzz
        {"53007000\n", "line 1: expected 9 or 81 cells, found 8\n"},
        {"5300700000\n", "line 1: expected 9 or 81 cells, found 10\n"},
        {hard1.substr(1) + "\n", "line 1: expected 9 or 81 cells, found 80\n"},
        {hard1 + ".\n", "line 1: more than 81 cells (a puzzle is 9 lines of 9 or one line of 81)\n"},
        {rows.substr(0, 20) + "1234\n", "line 3: expected 9 cells (row 3 of puzzle 1), found 4\n"},
        {rows.substr(0, 20) + hard1 + "\n", "line 3: expected 9 cells (row 3 of puzzle 1), found 81\n"},
        {eightRows, "line 8: input ends inside puzzle 1 (after row 8 of 9)\n"},
        {eightRows + "\n", "line 9: blank line inside puzzle 1 (after row 8 of 9)\n"},
        {eightRows + "end\n", "line 9: \"end\" inside puzzle 1 (after row 8 of 9)\n"},
    };
    for (const Malformed &m : cases) checkMalformed(m);
}

// Between puzzles: titles printed back, number lines telling a box size, dashed separators.
TEST_CASE("a title before a puzzle (SPOJ NOVICE42's Grid 01) is printed before its answer") {
    Result r = solveText("2\nGrid 01\n" + acwing1613 + "Grid 02\n" + acwing1613);
    CHECK(r.out == "Grid 01\n" + acwing1613Answer + "Grid 02\n" + acwing1613Answer);
    CHECK(r.status == 0);
    CHECK(solveText("  Case one  \r\n" + acwing1613).out == "Case one\n" + acwing1613Answer);
    const Malformed cases[] = {
        {"Grid 01\nGrid 02\n" + acwing1613, "line 2: a second title before puzzle 1: \"Grid 02\"\n"},
        {acwing1613.substr(0, 30) + "Grid 01\n", "line 4: a line of words inside puzzle 1 (after row 3 of 9)\n"},
        {"Grid 01\n", "line 1: a title with no puzzle after it\n"},
        {"Grid " + std::string(100, '1') + "\n", "line 1: a line of words longer than 100 characters\n"},
        {"\t\t" + std::string(70, 'I') + std::string(30, 'o') + "\n", "line 1: a line of words longer than 100 characters\n"},  // found by make fuzz
        {"Grid\x01\n", "line 1: unexpected byte 0x01 (in a line of words)\n"},
    };
    for (const Malformed &m : cases) checkMalformed(m);
}

TEST_CASE("a number line tells the box size of the puzzle after it: 1x1 and 4x4 too (UVa 989)") {
    const std::string four = "1 0 3 4\n3 4 0 2\n2 1 4 0\n0 3 2 1\n", fourAnswer = "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n";
    Result r = solveText("1\n0\n\n2\n" + four + "\n3\n" + acwing1613);
    CHECK(r.out == "1\n\n" + fourAnswer + "\n" + acwing1613Answer);
    CHECK(r.status == 0);
    CHECK(solveText("2\n1034\n3402\n2140\n0321\n").out == "1234\n3412\n2143\n4321\n");  // unspaced rows
    Result clash = solveText("2\n1 1 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n");
    CHECK(clash.out == "No solution\n");
    CHECK(clash.err == "puzzle 1: two 1s in row 1\n");
    std::vector<int> g = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, one = {0};
    int found;
    REQUIRE(solveGrid(g.data(), 2, 2, &found) == SOLVED);
    CHECK(found == 2);
    CHECK(solveGrid(one.data(), 1) == SOLVED);
    CHECK(one[0] == 1);
    const Malformed cases[] = {
        {"2\n1 5 3 4\n", "line 2: '5' is not a cell of a 4x4 puzzle (1-4, '.', '0' or '?')\n"},
        {"2\n1 0 3 4\n3 4 0 2\n", "line 3: input ends inside puzzle 1 (after row 2 of 4)\n"},
    };
    for (const Malformed &m : cases) checkMalformed(m);
    CHECK(solveText("4\n" + acwing1613).out == acwing1613Answer);  // first, and no 16x16 after it: a count
    Result notAfterFirst = solveText(acwing1613 + "7\n" + acwing1613);
    CHECK(notAfterFirst.err == "line 11: expected the first row of a puzzle of box size 7 (line 10), found 9 cells\n");
}

TEST_CASE("a line of dashes between puzzles (HDU 3111's ---) is printed back between their answers") {
    Result r = solveText("2\n" + acwing1613 + "---\n" + acwing1613);
    CHECK(r.out == acwing1613Answer + "---\n" + acwing1613Answer);
    CHECK(solveText("---\n" + acwing1613).out == acwing1613Answer);  // before the first: nothing to separate
    // A short row after more blanks than a line's text keeps (100) is a row, not dashes (fuzzed).
    Result shortRow = solveText(std::string(108, '\t') + "8 9 1 6 7 3 2 4\n" + acwing1613);
    CHECK(shortRow.err == "line 1: expected 9 or 81 cells, found 8\n");
    CHECK(shortRow.status == 2);
    CHECK(solveText(std::string(108, ' ') + "---\n" + acwing1613).out == acwing1613Answer);  // a long one still is
}

TEST_CASE("a judge's words: what no solution prints, and what stands between answers") {
    const char *savedNone = noSolutionText, *savedSeparator = separatorText;
    noSolutionText = "Could not complete this grid.", separatorText = "\n";
    Result r = solveText("2\n" + acwing1613 + asNineLines(noSolution));
    noSolutionText = savedNone, separatorText = savedSeparator;
    CHECK(r.out == acwing1613Answer + "\nCould not complete this grid.\n");
    CHECK(r.status == 0);
}

TEST_CASE("a line of a megabyte is refused without reading it all") {
    Result digits = solveText(std::string(1 << 20, '1') + "\n");
    CHECK(digits.status == 2);
    CHECK(digits.err == "line 1: more than 81 cells (a puzzle is 9 lines of 9 or one line of 81)\n");
    Result spaces = solveText(std::string(1 << 20, ' ') + "\n" + acwing1613);
    CHECK(spaces.out == acwing1613Answer);  // a line of spaces is blank
    Result comment = solveText("#" + std::string(1 << 20, 'x') + "\n" + acwing1613);
    CHECK(comment.out == acwing1613Answer);
}

TEST_CASE("10 000 puzzles in one input") {
    std::string text;
    for (int i = 0; i < 10000; ++i) text += (i % 2 ? hard1 : hard2) + "\n";
    Result r = solveText(text);
    std::vector<std::string> out = lines(r.out);
    REQUIRE(out.size() == 10000);
    CHECK(solves(cellsOf(hard2), cellsOf(out[0])));
    CHECK(solves(cellsOf(hard1), cellsOf(out[9999])));
    CHECK(r.status == 0);
}

TEST_CASE("puzzles known to be slow for search are solved (tests/famous.txt)") {
    std::ifstream in("tests/famous.txt");
    REQUIRE(in);
    int boards = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        CAPTURE(line);
        Result r = solveText(line + "\n");
        CHECK(r.status == 0);
        CHECK(solves(cellsOf(line), cellsOf(r.out)));
        ++boards;
    }
    CHECK(boards >= 6);
}

// The public collections in $PUZZLES (../shared/puzzles by default), when present: every puzzle
// of the proper (single-solution) sets is solved, and the answer checked cell by cell.
TEST_CASE("public puzzle collections are solved") {
    const char *dir = std::getenv("PUZZLES");
    std::string base = dir ? dir : "../shared/puzzles";
    const char *files[] = {"hardest.txt", "top95.txt", "puzzles3_magictour_top1465",
                           "puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark"};
    for (std::string name : files) {  // (doctest prints a const char * as its address)
        std::ifstream in(base + "/" + name);
        if (!in) {
            MESSAGE("skipped: " << base << "/" << name << " is absent (set PUZZLES=DIR)");
            continue;
        }
        std::stringstream text;
        text << in.rdbuf();
        Result r = solveText(text.str());
        std::vector<std::string> puzzles, out = lines(r.out);
        for (const std::string &l : lines(text.str()))
            if (!l.empty() && l[0] != '#' && l != "\r") puzzles.push_back(l);
        CAPTURE(name);
        CHECK(r.status == 0);
        REQUIRE(out.size() == puzzles.size());
        int wrong = 0;
        for (size_t i = 0; i < puzzles.size(); ++i) wrong += !solves(cellsOf(puzzles[i]), cellsOf(out[i]));
        CHECK(wrong == 0);
    }
}

// 16x16 and 25x25: letters A-P or A-Y, blanks '-' or '.'; the same reader, solver and printer.
namespace {

// The cells of a letters puzzle in any layout: A=1, B=2, ...; '-' and '.' are 0.
std::vector<int> letterCells(const std::string &text) {
    std::vector<int> cells;
    for (char c : text)
        if (c >= 'A' && c <= 'Y') cells.push_back(c - 'A' + 1);
        else if (c == '-' || c == '.') cells.push_back(0);
    return cells;
}

bool solvesBox(const std::vector<int> &puzzle, const std::vector<int> &solution, int box) {
    size_t cells = size_t(box) * box * box * box;
    if (puzzle.size() != cells || solution.size() != cells) return false;
    std::string why = gridError(puzzle.data(), solution.data(), box);
    INFO(why);
    return why.empty();
}

// A 16x16 puzzle: a full grid with every third cell blanked (rows of 16, '-' blank).
std::string puzzle16() {
    std::vector<int> g(256, 0);
    REQUIRE(solveGrid(g.data(), 4) == SOLVED);
    std::string text;
    for (int i = 0; i < 256; ++i) text += (i % 3 ? char('A' + g[i] - 1) : '-'), text += i % 16 == 15 ? "\n" : "";
    return text;
}

}  // namespace

TEST_CASE("16x16: rows of letters with '-' blanks, solved and printed in letters") {
    std::string p = puzzle16();
    Result r = solveText(p);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    std::vector<std::string> out = lines(r.out);
    REQUIRE(out.size() == 16);
    for (const std::string &l : out) CHECK(l.size() == 16);
    CHECK(solvesBox(letterCells(p), letterCells(r.out), 4));
    SUBCASE("as one line of 256, '.' blanks, after a count line, CRLF: one line out") {
        std::string line = replaceAll(replaceAll(p, "\n", ""), "-", ".");
        Result one = solveText("1\r\n" + line + "\r\n");
        REQUIRE(lines(one.out).size() == 1);
        CHECK(one.out == replaceAll(r.out, "\n", "") + "\n");
    }
    SUBCASE("spaced cells are printed spaced; blank lines between puzzles mirrored") {
        std::string spaced;
        for (char c : p) spaced += c == '\n' ? std::string("\n") : std::string(1, c) + " ";
        spaced = replaceAll(spaced, " \n", "\n");
        Result two = solveText(spaced + "\n" + p);
        std::vector<std::string> o = lines(two.out);
        REQUIRE(o.size() == 33);
        CHECK(o[0].size() == 31);
        CHECK(o[16].empty());
        CHECK(o[17] == out[0]);
    }
}

TEST_CASE("25x25: the empty grid is solved; 9x9 and 16x16 puzzles mix in one input") {
    std::string empty25;
    for (int r = 0; r < 25; ++r) empty25 += std::string(25, '-') + "\n";
    Result r = solveText(acwing1613 + empty25 + puzzle16());
    CHECK(r.status == 0);
    std::vector<std::string> out = lines(r.out);
    REQUIRE(out.size() == 9 + 25 + 16);
    CHECK(r.out.substr(0, 90) == acwing1613Answer);
    std::string grid25;
    for (int k = 9; k < 34; ++k) grid25 += out[k];
    CHECK(solvesBox(letterCells(empty25), letterCells(grid25), 5));
}

TEST_CASE("solveGrid serves every box size from 3 to 5, and names a clash's unit in that size") {
    for (int box = 3; box <= 5; ++box) {
        int n = box * box;
        std::vector<int> g(n * n, 0), before = g;
        g[0] = before[0] = 1, g[n + 1] = before[n + 1] = 2;
        REQUIRE(solveGrid(g.data(), box) == SOLVED);
        CHECK(solvesBox(before, g, box));
        std::vector<int> clash(n * n, 0);
        clash[n * (n - 1)] = clash[n * (n - 1) + n - 1] = n;  // the last row holds the last digit twice
        CHECK(solveGrid(clash.data(), box) == CLASH);
        CHECK(clashDigit == n);
        CHECK(clashUnit == n - 1);
    }
}

TEST_CASE("16x16 errors: clashes, letters past P, mixed kinds, short rows, each with its line") {
    std::string p = puzzle16();
    std::string clash = p;
    clash[1] = clash[0] = 'A';  // two As in row 1
    Result c = solveText(clash);
    CHECK(c.out == "No solution\n");
    CHECK(c.err == "puzzle 1: two As in row 1\n");
    CHECK(c.status == 0);
    const Malformed cases[] = {
        {"Q" + p.substr(1), "line 1: 'Q' is not a cell of a 16x16 puzzle (A-P, '.' or '-')\n"},
        {p.substr(0, 17) + "Q" + p.substr(18), "line 2: 'Q' is not a cell of a 16x16 puzzle (A-P, '.' or '-')\n"},
        {"AB5" + p.substr(3), "line 1: unexpected character '5' (a cell of a 16x16 or 25x25 puzzle is A-Y, '.' or '-')\n"},
        {"5A" + p.substr(2), "line 1: unexpected character 'A' (a cell is 1-9, '.', '0' or '?')\n"},
        {p.substr(0, 17) + p.substr(18), "line 2: expected 16 cells (row 2 of puzzle 1), found 15\n"},
        {p.substr(0, 34) + "\n" + p.substr(34), "line 3: blank line inside puzzle 1 (after row 2 of 16)\n"},
        {p.substr(0, 17) + "1234567891234567\n", "line 2: row 2 of puzzle 1 is in digits, the rows before it in letters\n"},
        {"ABCDEFGHIJKLMNO\n", "line 1: expected 16 or 25 cells, or one line of 256 or 625, found 15\n"},
        {std::string(626, 'A') + "\n",
         "line 1: more than 625 cells (a puzzle of letters is 16 or 25 lines of 16 or 25, or one line of 256 or 625)\n"},
        {acwing1613.substr(0, 10) + "ABCDEFGHI\n", "line 2: row 2 of puzzle 1 is in letters, the rows before it in digits\n"},
    };
    for (const Malformed &m : cases) checkMalformed(m);
}

// The best score (Luogu P1074's rule: weight 10 at the centre down to 6 at the rim, times the
// digit), against an enumeration of every solution.
namespace {

int ringWeight(int i) { return 10 - std::max(std::abs(i / 9 - 4), std::abs(i % 9 - 4)); }

// The highest score over all solutions of g (cells from `from` on), by plain enumeration.
int bruteBest(std::vector<int> &g, int from) {
    while (from < 81 && g[from]) ++from;
    if (from == 81) {
        int score = 0;
        for (int i = 0; i < 81; ++i) score += ringWeight(i) * g[i];
        return score;
    }
    int best = -1;
    for (int d = 1; d <= 9; ++d) {
        bool fits = true;
        for (int k = 0; k < 9 && fits; ++k) {
            int r = from / 9, c = from % 9, b = (r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3;
            fits = g[r * 9 + k] != d && g[k * 9 + c] != d && g[b] != d;
        }
        if (!fits) continue;
        g[from] = d;
        best = std::max(best, bruteBest(g, from + 1));
        g[from] = 0;
    }
    return best;
}

}  // namespace

TEST_CASE("solveBest finds the highest score, as an enumeration of every solution does") {
    int weight[81];
    for (int i = 0; i < 81; ++i) weight[i] = ringWeight(i);
    std::vector<int> full = cellsOf(acwing1613Answer);
    unsigned seed = 12345;
    int several = 0;
    for (int round = 0; round < 40; ++round) {
        std::vector<int> g = full;
        for (int k = 0; k < 45 + round % 15; ++k) {  // blanks at random: often several solutions
            seed = seed * 1103515245u + 12345u;
            g[(seed >> 16) % 81] = 0;
        }
        std::vector<int> copy = g;
        int expected = bruteBest(copy, 0), found;
        std::vector<int> solved = g;
        REQUIRE(solveGrid(copy.data(), 3, 2, &found) == SOLVED);
        several += found == 2;
        CAPTURE(round);
        CHECK(best_score::solveBest(solved.data(), weight) == expected);
        CHECK(solves(g, solved));
        int score = 0;
        for (int i = 0; i < 81; ++i) score += weight[i] * solved[i];
        CHECK(score == expected);
    }
    CHECK(several > 10);
    std::vector<int> none = cellsOf(noSolution);
    CHECK(best_score::solveBest(none.data(), weight) == -1);
    SUBCASE("the two samples of Luogu P1074's statement: 3 and 85 solutions") {
        std::vector<int> one = cellsOf("7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12");
        std::vector<int> two = cellsOf("...7.24539....8...74...5.1.195.8.....7.....25.3.5791.8...6.1....6.9....1........6");
        CHECK(best_score::solveBest(one.data(), weight) == 2829);
        CHECK(best_score::solveBest(two.data(), weight) == 2852);
    }
}
