/**
 * Description: Writes the file to paste for one judge from lib/engine.cpp, as the AtCoder Library's
 *  expander.py writes a submission from the library: what unifdef kept of lib/engine.cpp for the
 *  judge (the solver for its box size, its answer rule, the reader and printer for its layout),
 *  without lib/engine.cpp's configuration, its /// notes of why and how much, and make bench's
 *  counters; under a header naming the judge, its formats and rule; then a main() written from
 *  the judge's row: its count line, titles, box-size lines, labels, the line between answers
 *  and its words. For LeetCode (layout leetcode), the code in a namespace instead, and the
 *  Solution class LeetCode calls: solveSudoku (FIRST) or isValidSudoku (VERIFY).
 * Usage: build/expander ID unifdef          the arguments unifdef keeps the judge's code by
 *        build/expander ID < cut.cpp        the judge's file, from lib/engine.cpp cut by unifdef
 *        build/expander ID --line           its header as one line (for a compacted file)
 *  Exit status 2 for an unknown judge, a format its file cannot read (a line between puzzles, or
 *  an end line, holding cells; for LeetCode, another box size or rule), or a judge that allows
 *  puzzles without a solution yet has no words for them.
 * Status: every judge's file is built as C++98 with -pedantic -Werror (LeetCode's as C++20 with
 *  stress/leetcode/main.cpp) and tested on its samples, stressed, hacked and run under the
 *  sanitizers (make test).
 */
#include <cctype>
#include <fstream>
#include <iostream>
#include <iterator>
#include <set>
#include <sstream>
#include "../table/describe.h"

static const char* kRuleMeaning[] = {"the first solution the search finds", "the smallest solution (rows in reading order, digits ascending)",
                                     "the solution if it is the only one, else the words for several",
                                     "the highest score of a solution",
                                     "whether a row, column or box of the grid as given holds a digit twice",
                                     "the number of solutions, and the solution where there is only one",
                                     "the solution if it is the only one and every given is needed, else words for none, several, not minimal"};

// A C string literal of text.
static std::string literal(const std::string& text) {
  std::string s = "\"";
  for (char c : text) s += c == '\n' ? std::string("\\n") : c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  return s + "\"";
}

// unifdef's arguments for the judge: its rule, its geometry, its box size, whether puzzles tell
// their size (and the smallest they tell), its layout, its cells' alphabet.
static std::string unifdefArguments(const Judge& j) {
  std::ostringstream s;
  s << "-DJUDGE_FILE=1 -DANSWER=" << j.rule;
  for (int rule = FIRST; rule <= MINIMAL; rule++) s << " -D" << kRuleNames[rule] << "=" << rule;
  s << " -DGEOMETRY=" << j.geometry;
  for (int g = SQUARE; g <= DIAGONALS; g++) {  // lib/engine.cpp's names: the table's in capitals
    std::string name = kGeometryNames[g];
    for (char& c : name) c = char(toupper(c));
    s << " -D" << name << "=" << g;
  }
  s << " -DLARGEST_BOX=" << j.box << " -DSIZE_LINE=" << j.sizeLine << " -DLAYOUT=" << j.layout << " -DROWS=" << ROWS
    << " -DONE_LINE=" << ONE_LINE << " -DSPACED=" << SPACED << " -DLEETCODE=" << LEETCODE << " -DNUMBERS=" << NUMBERS << " -DWALLS=" << WALLS
    << " -DDIGITS_THEN_LETTERS=" << j.digitsThenLetters << " -DSMALLEST_BOX=" << j.smallestBox << " -USUDOKU_STATS -USUDOKU_NO_MAIN";
  return s.str();
}

// Why the judge's file cannot answer this judge ("" when it can): readGrid passes over any
// character that is not a cell, so no line it must pass over may hold one; LeetCode's Solution
// classes take 9x9 boards, to solve (FIRST) or to check (VERIFY); puzzles telling a box size up
// to 4 are HDU 3909's, 2 to 4 in 1-9 then letters.
static std::string unreadable(const Judge& j) {
  if (j.layout == LEETCODE && (j.box != 3 || (j.rule != FIRST && j.rule != VERIFY)))
    return "LeetCode's classes take 9x9 boards (box 3), to solve (rule FIRST) or to check (VERIFY)";
  if ((j.layout == WALLS) != (j.geometry == JIGSAW) || (j.layout == WALLS && (j.box != 3 || j.sizeLine || j.rule == VERIFY)))
    return "a jigsaw's regions are read from walls (the layout walls), 9x9 puzzles without a size line, to solve";
  for (const char* line : {j.between, j.before, j.endLine ? "end" : nullptr})
    for (const char* c = line; c && *c; c++)
      if (*c == j.blank || valueOf(j, j.box, *c) > 0) return std::string("the line \"") + line + "\" holds a cell, '" + *c + "'";
  if (j.sizeLine == BOX_SIZE && j.box == 4 && j.rule != VERIFY && (j.smallestBox != 2 || !j.digitsThenLetters))
    return "puzzles telling a box size up to 4 are read from box 2 on, in 1-9 then letters (input.smallest_box = 2, input.symbols = \"digits-then-letters\")";
  if (j.rule != BEST_SCORE && j.rule != VERIFY && j.rule != COUNT && (j.promise == ONE_OR_NONE || j.promise == ANY) && !j.noSolution)
    return "puzzles may have no solution, but the judge has no words for that (answer.no_solution)";
  return "";
}

// Whether the judge's input is the design's: one puzzle, a line a row, '.' or '0' blank (AcWing
// 1613); its plain file then reads it strictly, naming a malformed line (lib/read/rows.h).
static bool onePuzzleOfRows(const Judge& j) {
  return j.maxPuzzles == 1 && j.layout == ROWS && !j.countLine && !j.before && !j.trailingSpace && (j.blank == '.' || j.blank == '0');
}

// The parts of lib/ a plain judge's file holds, in order: the DFS, a reader of its input, a
// printer of its layout (LeetCode's class takes and gives boards: neither).
static std::vector<std::string> partsOf(const Judge& j) {
  std::vector<std::string> parts = {"plain/dfs.h"};
  if (j.layout == LEETCODE) return parts;
  parts.push_back(onePuzzleOfRows(j) ? "read/rows.h" : "read/cells.h");
  parts.push_back(j.layout == SPACED ? "print/spaced.h" : j.layout == ONE_LINE ? "print/one_line.h" : "print/rows.h");
  return parts;
}

static std::string header(const Judge& j) {
  std::string h = "/**\n * " + std::string(j.name) + ": made from sudoku-kit's " +
                  (j.solver == PLAIN ? "lib/" : "lib/engine.cpp") + " by make submit JUDGE=" + j.id + ".\n";
  h += " * Input: " + inputOf(j) + ".\n * Output: " + outputOf(j) + ".\n";
  if (j.solver == PLAIN)  // the rule FIRST
    h += " * Solver: the plain DFS on row/col/cell flags (puzzles have " + std::string(promiseOf(j)) + ").\n";
  else
    h += " * Rule: " + std::string(kRuleNames[j.rule]) + ", " + kRuleMeaning[j.rule - FIRST] +
         (j.rule == VERIFY ? "" : " (puzzles have " + std::string(promiseOf(j)) + ")") + ".\n";
  h += j.solver == PLAIN ? "" : j.rule == VERIFY ? " * Check: findClash scans each row, column and box for a digit twice; nothing is solved.\n"
                        : " * Solver: a DFS over the row/col/cell flags and each cell's candidates: naked and hidden\n"
                          " *  singles, locked candidates, then a guess in a cell with fewest candidates.\n";
  if (j.layout == LEETCODE)
    h += " * LeetCode calls the class at the end with each board, after its preamble: the standard\n"
         " *  headers and `using namespace std;`. Input and output above are its testcases' text.\n";
  return h + " */\n";
}

// The statements that answer puzzle g (box size in `box`), in the judge's words.
static std::string answering(const Judge& j, const std::string& box) {
  const std::string grid = "printGrid(g, " + box + ");\n", indent = "    ";
  if (j.solver == PLAIN)  // the rule FIRST, on the plain DFS's grid g
    return j.noSolution ? indent + "if (solve()) printGrid();\n" + indent + "else puts(" + literal(j.noSolution) + ");\n"
                        : indent + "solve();\n" + indent + "printGrid();\n";
  if (j.rule == BEST_SCORE) return indent + "printf(\"%d\\n\", bestRingScore(g));\n";
  if (j.rule == VERIFY) return indent + "puts(findClash(g, " + box + ") ? " + literal(j.clash) + " : " + literal(j.valid) + ");\n";
  if (j.rule == COUNT)
    return indent + "int count;\n" + indent + "answerOf(g, " + box + ", &count);\n" + indent + "printf(\"%d\\n\", count);\n" +
           indent + "if (count == 1) " + grid;
  std::string solved = (j.rule == FIRST ? "solveGrid(g, " : "answerOf(g, ") + box + ")";
  if (j.rule != UNIQUE && j.rule != MINIMAL)
    return j.noSolution ? indent + "if (" + solved + " == SOLVED) " + grid + indent + "else puts(" + literal(j.noSolution) + ");\n"
                        : indent + solved + ";\n" + indent + grid;
  std::string others = (j.several ? "outcome == SEVERAL ? " + literal(j.several) + " : " : "") +
                       (j.notMinimal ? "outcome == NOT_MINIMAL ? " + literal(j.notMinimal) + " : " : "") +
                       (j.clash ? "outcome == CLASH ? " + literal(j.clash) + " : " : "") + literal(j.noSolution);
  std::string s = indent + "int outcome = " + solved + ";\n";
  if (j.unique) return s + indent + "puts(outcome == SOLVED ? " + literal(j.unique) + " : " + others + ");\n";
  return s + indent + "if (outcome == SOLVED) " + grid + indent + "else puts(" + others + ");\n";
}

// The rest of main() where the count line may be left out (9x9, rows of digits): a first line
// shorter than a row is the count; else it is the first row of the only puzzle.
static std::string optionalCount(const Judge& j) {
  std::string blank = "'" + std::string(1, j.blank) + "'";
  return "  char row[16];\n  if (scanf(\"%15s\", row) != 1) return 0;\n"
         "  bool held = strlen(row) >= 9;  // row 1 of the only puzzle, read; else the count line\n"
         "  if (held) t = 1;\n  else sscanf(row, \"%d\", &t);\n"
         "  for (int k = 1; k <= t; ++k) {\n"
         "    for (int r = 0; r < 9; held = false, ++r) {\n"
         "      if (!held && scanf(\"%15s\", row) != 1) return 0;\n"
         "      for (int c = 0; c < 9; ++c) g[r * 9 + c] = row[c] == " + blank + " ? 0 : row[c] - '0';\n    }\n" +
         answering(j, "3") + "  }\n}\n";
}

// main(): reads each puzzle in the judge's format and prints its answer.
static std::string mainOf(const Judge& j) {
  if (j.solver == PLAIN && onePuzzleOfRows(j))
    return "\nint main() {\n  for (int r = 0; r < N; ++r)\n    if (!readRow(r)) return 2;  // a malformed line, named on stderr\n"
           "  if (!solve()) return puts(" + literal(j.noSolution ? j.noSolution : "No solution") + "), 0;\n  printGrid();\n}\n";
  int cells = j.box * j.box * j.box * j.box;
  std::string box = j.sizeLine ? "box" : std::to_string(j.box), blank = "'" + std::string(1, j.blank ? j.blank : '0') + "'";
  bool numbered = j.countLine || j.answersBetween || j.title || j.label || j.heading || j.layout == WALLS || j.digitsThenLetters;  // the loop needs k
  std::string s = "\nint main() {\n";
  if (j.solver == PLAIN) s += j.countLine ? "  int t;\n" : "";  // the plain DFS's grid is its g
  else s += "  " + std::string(cells > 625 ? "static " : "") + "int g[" + std::to_string(cells) + "]" + (j.layout == WALLS ? ", region[81]" : "") +
            (j.countLine ? ", t" : "") + (j.sizeLine == SIDE_SIZE ? ", side, box" : j.sizeLine ? ", box" : "") + ";\n";
  if (j.countOptional) return s + optionalCount(j);
  if (j.countLine) s += "  if (scanf(\"%d\", &t) != 1) return 0;" + std::string(j.solver == PLAIN ? "" : "  // the number of puzzles") + "\n";
  std::string read = j.solver == PLAIN ? "readGrid(" + blank + ")"
                     : j.layout == WALLS ? "readWalls(g, region, k)"
                     : "readGrid(g, " + box + (j.layout == NUMBERS ? ")" : ", " + blank + (j.digitsThenLetters ? ", k)" : ")"));
  std::string reading = std::string(j.countLine ? "k <= t && " : "") + (j.title ? "scanf(\" %*[^\\n]\") != EOF && " : "") +
                        (j.sizeLine == SIDE_SIZE ? "scanf(\"%d\", &side) == 1 && side >= 1 && side <= " + std::to_string(j.box * j.box)
                         : (j.sizeLine ? "scanf(\"%d\", &box) == 1 && box >= " + std::to_string(j.smallestBox) + " && box <= " + std::to_string(j.box) + " && " : "") + read);
  s += numbered ? "  for (int k = 1; " + reading + "; ++k) {" : "  while (" + reading + ") {";
  if (j.title) s += "  // a title line, then the puzzle";
  else if (j.sizeLine == SIDE_SIZE) s += "  // a side n = box*box, then the puzzle";
  else if (j.sizeLine) s += "  // a box size, then the puzzle";
  s += "\n";
  if (j.sizeLine == SIDE_SIZE) s += "    for (box = 1; box * box < side; ++box) {}\n    if (!" + read + ") break;\n";
  if (j.layout == WALLS) s += "    solverFor<3>().setRegions(region);  // this puzzle's units\n";
  if (j.answersBetween)
    s += *j.answersBetween ? "    if (k > 1) puts(" + literal(j.answersBetween) + ");  // between two answers\n"
                           : "    if (k > 1) putchar('\\n');  // a blank line between two answers\n";
  if (j.title) s += "    printf(" + literal(std::string(j.title) + "\n") + ", k);\n";
  if (j.heading) s += "    printf(" + literal(std::string(j.heading) + "\n") + ", k);\n";
  if (j.label) s += "    printf(" + literal(j.label) + ", k);\n";
  s += answering(j, box);
  if (j.after) s += *j.after ? "    puts(" + literal(j.after) + ");  // after every answer\n" : "    putchar('\\n');  // a blank line after every answer\n";
  return s + "  }\n}\n";
}

// The LeetCode class that takes each board ('1'-'9' and blanks) to the solver's cells, then solves
// it in place (FIRST) or checks it (VERIFY).
static std::string classOf(const Judge& j) {
  std::string blank = "'" + std::string(1, j.blank) + "'";
  std::string cells = "    int g[81];\n    for (int i = 0; i < 81; ++i) g[i] = board[i / 9][i % 9] == " + blank + " ? 0 : board[i / 9][i % 9] - '0';\n";
  if (j.solver == PLAIN)
    return "\n// LeetCode's entry point: solves board ('1'-'9' givens, " + blank + " blank) in place.\n"
           "class Solution {\n public:\n  void solveSudoku(vector<vector<char>>& board) {\n"
           "    for (int i = 0; i < 81; ++i) sudoku::g[i] = board[i / 9][i % 9] == " + blank + " ? 0 : board[i / 9][i % 9] - '0';\n"
           "    sudoku::solve();\n    for (int i = 0; i < 81; ++i) board[i / 9][i % 9] = (char)('0' + sudoku::g[i]);\n  }\n};\n";
  if (j.rule == VERIFY)
    return "\n// LeetCode's entry point: true when no row, column or box of board ('1'-'9', " + blank + " blank) holds a digit twice.\n"
           "class Solution {\n public:\n  bool isValidSudoku(vector<vector<char>>& board) {\n" + cells +
           "    return !sudoku::findClash(g, 3);\n  }\n};\n";
  return "\n// LeetCode's entry point: solves board ('1'-'9' givens, " + blank + " blank) in place.\n"
         "class Solution {\n public:\n  void solveSudoku(vector<vector<char>>& board) {\n" + cells +
         "    sudoku::solveGrid(g, 3);\n    for (int i = 0; i < 81; ++i) board[i / 9][i % 9] = (char)('0' + g[i]);\n  }\n};\n";
}

// The judge's file from lib/engine.cpp cut by unifdef: its #include lines (where `includes`), then
// everything from the solver on, less the /// notes, make bench's STAT lines, blank lines inside
// a block or doubled by those (as KACTL prints code, comments part the functions of a block), and
// the headings of sections left without code (LeetCode's files have no reading and printing).
static std::string body(const std::string& cut, bool includes) {
  std::istringstream in(cut);
  std::string out, line, next;
  bool solver = false, blank = true, more = bool(std::getline(in, next));
  size_t heading = std::string::npos;  // where the last heading begins in out while no code follows it
  auto dropEmptySection = [&]() {
    if (heading == std::string::npos) return;
    out.erase(heading), heading = std::string::npos;
    blank = out.size() < 2 || out.compare(out.size() - 2, 2, "\n\n") == 0;
  };
  while (more) {
    line = next, more = bool(std::getline(in, next));
    solver = solver || line.rfind("// --- solver", 0) == 0;
    if (line.rfind("// --- ", 0) == 0) dropEmptySection();  // a heading, or the solver's end
    size_t text = line.find_first_not_of(" ");
    bool note = text != std::string::npos && (line.compare(text, 3, "///") == 0 || line.compare(text, 5, "STAT(") == 0 ||
                                              line.rfind("// --- end of solver", 0) == 0);
    bool blankHere = line.empty() && (blank || (more && next.rfind(" ", 0) == 0));
    if ((!solver && (!includes || line.rfind("#include", 0) != 0)) || note || blankHere) continue;
    if (includes && line.rfind("// --- solver", 0) == 0) out += "\n";  // after the #include lines
    if (line.rfind("// --- ", 0) == 0) heading = out.size();
    else if (!line.empty()) heading = std::string::npos;
    out += line + "\n", blank = line.empty();
  }
  dropEmptySection();
  return blank ? out.substr(0, out.size() - 1) : out;
}

// The code of part PART of the library LIB: without its header comment, `#pragma once` and its
// /// notes; its #include <...> lines go to `headers`. Exits with status 2 when there is no such part.
static std::string partCode(const std::string& lib, const std::string& part, std::set<std::string>& headers) {
  std::ifstream in(lib + "/" + part);
  if (!in) std::cerr << "expander: no part " << lib << "/" << part << "\n", exit(2);
  std::string line, code;
  bool inHeader = false, begun = false;  // inside the header comment; past it
  while (std::getline(in, line)) {
    size_t text = line.find_first_not_of(" ");
    if (!begun && line.rfind("/**", 0) == 0) inHeader = true;
    if (inHeader) {
      inHeader = line.find("*/") == std::string::npos, begun = !inHeader;
      continue;
    }
    if (line == "#pragma once" || (text != std::string::npos && line.compare(text, 3, "///") == 0)) continue;
    if (line.rfind("#include <", 0) == 0) headers.insert(line);
    else if (!line.empty() || (!code.empty() && code.compare(code.size() - 2, 2, "\n\n") != 0)) code += line + "\n";
  }
  while (code.size() > 1 && code.compare(code.size() - 2, 2, "\n\n") == 0) code.pop_back();
  return code.size() > 1 && code[0] == '\n' ? code.substr(1) : code;
}

// A plain judge's file, bundled from the parts of LIB that partsOf names: its header, the
// parts' #include lines, the box size, the parts, then main() (LeetCode: a namespace and its class).
static std::string bundled(const Judge& j, const std::string& lib) {
  std::set<std::string> headers;
  std::string code = "const int B = " + std::to_string(j.box) + ", N = B * B;  // a box's side, the grid's\n";
  for (const std::string& part : partsOf(j)) code += "\n" + partCode(lib, part, headers);
  if (j.layout == LEETCODE) return header(j) + "\nnamespace sudoku {\n" + code + "}  // namespace sudoku\n" + classOf(j);
  std::string includes;
  for (const std::string& h : headers) includes += h + "\n";
  return header(j) + includes + "\n" + code + mainOf(j);
}

int main(int argc, char** argv) {
  const Judge* j = argc >= 2 ? findJudge(argv[1]) : nullptr;
  std::string mode = argc >= 3 ? argv[2] : "";
  bool parts = argc == 4 && mode == "--parts";
  if (!j || (argc > 3 && !parts) || (argc == 3 && mode != "unifdef" && mode != "--line"))
    return std::cerr << (j || argc < 2 ? "" : "expander: unknown judge '" + std::string(argv[1]) + "'\n")
                     << "usage: expander ID [unifdef | --line] (< lib/engine.cpp cut by unifdef)\n"
                        "       expander ID --parts LIB (a plain judge's file, bundled from the library LIB)\n", 2;
  std::string why = unreadable(*j);
  if (!why.empty()) return std::cerr << "expander: " << j->id << "'s file cannot answer it: " << why << "\n", 2;
  if (mode == "--line")
    return std::cout << "// " << j->name << " (rule " << kRuleNames[j->rule] << "): sudoku-kit's " << (j->solver == PLAIN ? "lib/, bundled" : "lib/engine.cpp, cut")
                     << " and compacted by make submit\n", 0;
  if (parts != (j->solver == PLAIN))
    return std::cerr << "expander: " << j->id << "'s file holds the " << (parts ? "fast engine: cut it from lib/engine.cpp" : "plain DFS: bundle it with --parts") << "\n", 2;
  if (parts) return std::cout << bundled(*j, argv[3]), 0;
  if (mode == "unifdef") return std::cout << unifdefArguments(*j) << "\n", 0;
  std::string cut((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  if (cut.find("// --- solver") == std::string::npos) return std::cerr << "expander: no \"// --- solver\" line in its input\n", 2;
  if (j->layout == LEETCODE)  // LeetCode's preamble has the headers; the namespace keeps std's names apart
    std::cout << header(*j) << "\nnamespace sudoku {\n" << body(cut, false) << "}  // namespace sudoku\n" << classOf(*j);
  else
    std::cout << header(*j) << body(cut, true) << mainOf(*j);
  return 0;
}
