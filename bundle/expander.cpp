/**
 * Description: Writes the file to paste for one judge, as the AtCoder Library's expander.py
 *  writes a submission from the library: the parts of lib/ that the judge needs, each inlined
 *  once where it is first included, without its header comment, `#pragma once`, its /// notes
 *  of why and how much, and make bench's STAT lines; under a header naming the judge, its
 *  formats and solver; then a main() written from the judge's row: its count line, titles,
 *  box-size lines, labels, the line between answers and its words. The plain DFS (answer.solver
 *  = "plain") is lib/plain/dfs.h with a reader and a printer; the fast engine is
 *  lib/fast/sudoku.h with the parts its body includes swapped for the judge's (geometry, locked
 *  candidates, the choice of branch, terse variants), then its solveGrid, rule, cells, reader
 *  and printer. For LeetCode (layout leetcode), the code in a namespace instead, and the
 *  Solution class LeetCode calls: solveSudoku (FIRST) or isValidSudoku (VERIFY).
 * Usage: build/expander ID --parts LIB [--terse | --fast]   the judge's file (--terse: the fast
 *                                                   engine's terse parts, for a capped source's
 *                                                   size; --fast: the fast engine whole, whatever
 *                                                   the judge's solver, for build/sudoku --judge;
 *                                                   a kind beyond units keeps the plain DFS)
 *        build/expander ID --line                  its header as one line (for a compacted file)
 *        build/expander --bundle LIB [--stats] [--swap PART=PART]... PART...
 *                                                   those parts bundled, under a header naming
 *                                                   them (build/sudoku.cpp; --stats keeps make
 *                                                   bench's counters)
 *  Exit status 2 for an unknown judge or part, a format its file cannot read (a line between
 *  puzzles, or an end line, holding cells; for LeetCode, another box size or rule), or a judge
 *  that allows puzzles without a solution yet has no words for them.
 * Status: every judge's file is built as C++98 with -pedantic -Werror (LeetCode's as C++20 with
 *  stress/leetcode/main.cpp) and tested on its samples, stressed, hacked and run under the
 *  sanitizers (make test).
 */
#include <cctype>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include "../table/describe.h"

// A C string literal of text.
static std::string literal(const std::string& text) {
  std::string s = "\"";
  for (char c : text) s += c == '\n' ? std::string("\\n") : c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  return s + "\"";
}

// Why the judge's file cannot answer this judge ("" when it can): readGrid passes over any
// character that is not a cell, so no line it must pass over may hold one; LeetCode's Solution
// classes take 9x9 boards, to solve (FIRST) or to check (VERIFY); puzzles telling a box size up
// to 4 are HDU 3909's, 2 to 4 in 1-9 then letters.
static std::string unreadable(const Judge& j) {
  if (j.layout == LEETCODE && (j.box != 3 || !ruleRow(j.rule).leetcodeClass))
    return "LeetCode's classes take 9x9 boards (box 3), to solve (rule FIRST) or to check (VERIFY)";
  if ((j.layout == WALLS) != (j.geometry == JIGSAW) || (j.layout == WALLS && (j.box != 3 || j.sizeLine || solvesNothing(j.rule))))
    return "a jigsaw's regions are read from walls (the layout walls), 9x9 puzzles without a size line, to solve";
  for (const char* line : {j.between, j.before, j.kind ? nullptr : j.endLine})
    for (const char* c = line; c && *c; c++)
      if (*c == j.blank || valueOf(j, j.box, *c) > 0) return std::string("the line \"") + line + "\" holds a cell, '" + *c + "'";
  if (j.sizeLine == BOX_SIZE && j.box == 4 && !solvesNothing(j.rule) && (j.smallestBox != 2 || !j.digitsThenLetters))
    return "puzzles telling a box size up to 4 are read from box 2 on, in 1-9 then letters (input.smallest_box = 2, input.symbols = \"digits-then-letters\")";
  if (!numberAnswers(j.rule) && !solvesNothing(j.rule) && !ruleRow(j.rule).counts && (j.promise == ONE_OR_NONE || j.promise == ANY) && !j.noSolution)
    return "puzzles may have no solution, but the judge has no words for that (answer.no_solution)";
  return "";
}

// Whether the judge's input is the design's: one puzzle, a line a row, '.' or '0' blank (AcWing
// 1613); its plain file then reads it strictly, naming a malformed line (lib/read/rows.h).
static bool onePuzzleOfRows(const Judge& j) {
  return j.maxPuzzles == 1 && j.layout == ROWS && !j.countLine && !j.before && !j.trailingSpace && (j.blank == '.' || j.blank == '0');
}

// A comment block with each line over 100 columns broken at its last space that fits, the rest
// on lines of its own after " *  ", as the parts' headers are written.
static std::string wrapped(const std::string& block) {
  std::string out, line;
  for (size_t at = 0; at < block.size(); at = block.find('\n', at) + 1) {
    line = block.substr(at, block.find('\n', at) - at);
    while (line.size() > 100) {
      size_t cut = line.rfind(' ', 100);
      if (cut == std::string::npos || cut <= 4) break;
      out += line.substr(0, cut) + "\n";
      line = " *  " + line.substr(cut + 1);
    }
    out += line + "\n";
  }
  return out;
}

// Code written here (main(), LeetCode's class) with each line over 100 columns broken as the
// parts are: a trailing comment moved to its own line above, a comment broken at a space, code
// after the last " && ", " : " or ", " that fits (in that order of preference), the rest four
// columns further in.
static std::string wrappedCode(const std::string& text) {
  std::string out;
  for (size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
    std::string line = text.substr(at, text.find('\n', at) - at);
    std::string indent = line.substr(0, line.find_first_not_of(' '));
    size_t comment = line.find("  // ");
    if (line.size() > 100 && comment != std::string::npos && line.find_first_not_of(' ') < comment)
      out += indent + line.substr(comment + 2) + "\n", line.erase(comment);
    while (line.size() > 100) {
      bool isComment = line.compare(indent.size(), 3, "// ") == 0;
      size_t cut = std::string::npos, width = 0;
      for (const char* op : {" && ", " : ", ", "})
        if (cut == std::string::npos && !isComment) {
          size_t found = line.rfind(op, 100 - strlen(op));
          if (found != std::string::npos && found > indent.size()) cut = found, width = strlen(op) - 1;
        }
      if (isComment) cut = line.rfind(' ', 100), width = 0;
      if (cut == std::string::npos || cut <= indent.size()) break;
      out += line.substr(0, cut + width) + "\n";
      line = (isComment ? indent + "// " : indent + "    ") + line.substr(cut + width + 1);
    }
    out += line + "\n";
  }
  return out;
}

static std::string header(const Judge& j) {
  std::string h = "/**\n * " + std::string(j.name) + ": made from sudoku-kit's lib/ by make submit JUDGE=" + j.id + ".\n";
  h += " * Input: " + inputOf(j) + ".\n * Output: " + outputOf(j) + ".\n";
  if (j.solver == PLAIN && ruleRow(j.rule).answer)  // a rule of its own on the plain DFS's grid
    h += " * Rule: " + std::string(ruleRow(j.rule).name) + ", " + ruleRow(j.rule).meaning + ".\n";
  if (j.solver == PLAIN)
    h += " * Solver: the plain DFS on row/col/cell flags (puzzles have " + std::string(promiseOf(j)) + ").\n";
  else
    h += " * Rule: " + std::string(ruleRow(j.rule).name) + ", " + ruleRow(j.rule).meaning +
         (solvesNothing(j.rule) ? "" : " (puzzles have " + std::string(promiseOf(j)) + ")") + ".\n";
  if (j.kind) h += " * Constraint: " + std::string(kindRow(j.kind).meaning) + ".\n";
  const char* method = variantOf(j) && ruleRow(j.rule).variantMethod ? ruleRow(j.rule).variantMethod : ruleRow(j.rule).method;
  h += j.solver == PLAIN ? "" : method ? " * " + std::string(method) + "\n"
       : j.solver == TERSE ? " * Solver: a DFS over the row/col/cell flags and each cell's candidates: naked and hidden\n"
                             " *  singles, then a guess in the first cell with fewest candidates.\n"
                           : " * Solver: a DFS over the row/col/cell flags and each cell's candidates: naked and hidden\n"
                             " *  singles, locked candidates, then a guess in a cell with fewest candidates.\n";
  if (j.layout == LEETCODE)
    h += " * LeetCode calls the class at the end with each board, after its preamble: the standard\n"
         " *  headers and `using namespace std;`. Input and output above are its testcases' text.\n";
  return wrapped(h) + " */\n";
}

// text with the judge's words for {none}, {valid} and {clash} filled in, as C++ literals.
static std::string worded(const Judge& j, const char* text) {
  return filled(text, [&](const std::string& name) {
    const char* words = name == "none" ? j.noSolution : name == "valid" ? j.valid : j.clash;
    return literal(words ? words : "");
  });
}

// The statement that prints a rule's total after the last puzzle (SUM's, or SIMILAR's pairs), or "".
static std::string totalPrinted(const Judge& j) {
  const char* text = ruleRow(j.rule).totalPrinted;
  return text ? "  " + worded(j, text) + "\n" : "";
}

// The statements that answer puzzle g (box size in `box`), in the judge's words.
static std::string answering(const Judge& j, const std::string& box) {
  const std::string grid = "printGrid(g, " + box + ");\n", indent = "    ";
  const RuleRow& row = ruleRow(j.rule);
  if (j.solver == PLAIN && !row.answer)  // the rule FIRST, on the plain DFS's grid g
    return j.noSolution ? indent + "if (solve()) printGrid();\n" + indent + "else puts(" + literal(j.noSolution) + ");\n"
                        : indent + "solve();\n" + indent + "printGrid();\n";
  if (const char* text = variantOf(j) && row.variantAnswer ? row.variantAnswer : row.answer) {
    std::string s, line;
    std::istringstream lines(filled(text, [&](const std::string& name) {
      const char* words = name == "none" ? j.noSolution : name == "valid" ? j.valid : j.clash;
      return name == "box" ? box : name == "grid" ? "printGrid(g, " + box + ");" : literal(words ? words : "");
    }));
    while (std::getline(lines, line)) s += indent + line + "\n";  // each line indented
    return s;
  }
  std::string solved = (row.part ? "answerOf(g, " : "solveGrid(g, ") + box + ")";
  if (!row.severalInWords)
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
  if (j.layout == MOVES)
    return "\nint main() {\n  int moves[243];  // row, column, digit of each move\n"
           "  for (int m = 0; m < 243; ++m)\n    if (scanf(\"%d\", &moves[m]) != 1 || moves[m] < 1 || moves[m] > 9)\n"
           "      return fprintf(stderr, \"move %d: expected three numbers 1-9\\n\", m / 3 + 1), 2;\n"
           "  printf(\"%d\\n\", firstDeadEnd(moves));\n}\n";
  const RuleRow& rule = ruleRow(j.rule);
  if (j.kind && kindRow(j.kind).readFirst)  // every puzzle's first part, then each one's rest
    return "\nint main() {\n  int t;\n  if (scanf(\"%d\", &t) != 1) return 0;  // puzzles\n" +
           (rule.totalDeclared ? "  " + std::string(rule.totalDeclared) + "\n" : "") + "  " + kindRow(j.kind).readFirst +
           "\n  for (int k = 0; k < t; ++k) {\n    " + kindRow(j.kind).read + "\n" + answering(j, "3") + "  }\n" +
           totalPrinted(j) + "}\n";
  if (j.kind && kindRow(j.kind).endLine)  // its puzzles until the line that ends them
    return "\nint main() {\n  for (int k = 1; " + std::string(kindRow(j.kind).read) + "; ++k) {\n" +
           (j.heading ? "    printf(" + literal(std::string(j.heading) + "\n") + ", k);\n" : "") + answering(j, "3") + "  }\n}\n";
  if (j.kind)  // a puzzle of its kind alone
    return "\nint main() {\n  " + std::string(kindRow(j.kind).read) + "\n  solve();\n  printGrid();\n}\n";
  if (j.solver == PLAIN && onePuzzleOfRows(j))
    return "\nint main() {\n  for (int r = 0; r < N; ++r)\n    if (!readRow(r)) return 2;  // a malformed line, named on stderr\n"
           "  if (!solve()) return puts(" + literal(j.noSolution ? j.noSolution : "No solution") + "), 0;\n  printGrid();\n}\n";
  int cells = j.box * j.box * j.box * j.box;
  std::string box = j.sizeLine ? "box" : std::to_string(j.box), blank = "'" + std::string(1, j.blank ? j.blank : '0') + "'";
  bool numbered = j.countLine || j.answersBetween || (j.title && !ruleRow(j.rule).answersOnce) || j.label || j.heading || j.layout == WALLS || j.digitsThenLetters;  // the loop needs k
  std::string s = "\nint main() {\n";
  if (j.solver == PLAIN) s += j.countLine ? "  int t;\n" : "";  // the plain DFS's grid is its g
  else s += "  " + std::string(cells > 625 ? "static " : "") + "int g[" + std::to_string(cells) + "]" + (j.layout == WALLS ? ", region[81]" : ruleRow(j.rule).solvedGridFirst ? ", solved[81]" : "") +
            (j.countLine ? ", t" : "") + (j.sizeLine == SIDE_SIZE ? ", side, box" : j.sizeLine ? ", box" : "") + (j.changesLine ? ", k" : "") + ";\n";
  if (j.countOptional) return s + optionalCount(j);
  if (rule.totalDeclared) s += "  " + std::string(rule.totalDeclared) + "\n";
  if (j.countLine) s += "  if (scanf(\"%d\", &t) != 1) return 0;" + std::string(j.solver == PLAIN ? "" : "  // the number of puzzles") + "\n";
  std::string read = j.solver == PLAIN ? "readGrid(" + blank + ")"
                     : j.layout == WALLS ? "readWalls(g, region, k)"
                     : j.layout == FRAMED ? "readGrid(g, " + blank + ")"
                     : j.hexDigits ? "readGrid(g, " + box + ")"
                     : ruleRow(j.rule).solvedGridFirst ? "readGrid(solved, 3, " + blank + ") && readGrid(g, 3, " + blank + ")"
                     : "readGrid(g, " + box + (j.layout == NUMBERS ? ")" : ", " + blank + (j.digitsThenLetters ? ", k)" : ")"));
  std::string reading = std::string(j.countLine ? "k <= t && " : "") + (j.title ? "scanf(\" %*[^\\n]\") != EOF && " : "") +
                        (j.sizeLine == SIDE_SIZE ? "scanf(\"%d\", &side) == 1 && side >= 1 && side <= " + std::to_string(j.box * j.box)
                         : (j.sizeLine ? "scanf(\"%d\", &box) == 1 && box >= " + std::to_string(j.smallestBox) + " && box <= " + std::to_string(j.box) + " && " : "") +
                               (j.changesLine ? "scanf(\"%d\", &k) == 1 && " : "") + read);
  s += numbered ? "  for (int k = 1; " + reading + "; ++k) {" : "  while (" + reading + ") {";
  if (j.title) s += "  // a title line, then the puzzle";
  else if (j.sizeLine == SIDE_SIZE) s += "  // a side n = box*box, then the puzzle";
  else if (j.sizeLine) s += "  // a box size, then the puzzle";
  else if (j.changesLine) s += "  // the most cells that may change, then the grid";
  s += "\n";
  if (j.sizeLine == SIDE_SIZE) s += "    for (box = 1; box * box < side; ++box) {}\n    if (!" + read + ") break;\n";
  if (j.layout == WALLS) s += "    solverFor<3>().setRegions(region);  // this puzzle's units\n";
  if (j.answersBetween)
    s += *j.answersBetween ? "    if (k > 1) puts(" + literal(j.answersBetween) + ");  // between two answers\n"
                           : "    if (k > 1) putchar('\\n');  // a blank line between two answers\n";
  if (j.title && !ruleRow(j.rule).answersOnce) s += "    printf(" + literal(std::string(j.title) + "\n") + ", k);\n";
  if (j.heading) s += "    printf(" + literal(std::string(j.heading) + "\n") + ", k);\n";
  if (j.label) s += "    printf(" + literal(j.label) + ", k);\n";
  s += answering(j, box);
  if (j.after) s += *j.after ? "    puts(" + literal(j.after) + ");  // after every answer\n" : "    putchar('\\n');  // a blank line after every answer\n";
  return s + "  }\n" + totalPrinted(j) + "}\n";
}

// The LeetCode class that takes each board ('1'-'9' and blanks) to the solver's cells, then solves
// it in place (FIRST) or checks it (VERIFY).
static std::string classOf(const Judge& j) {
  std::string blank = "'" + std::string(1, j.blank) + "'";
  std::string g = j.solver == PLAIN ? "sudoku::g" : "g";  // the plain DFS's grid is its own
  std::string cells = std::string(j.solver == PLAIN ? "" : "    int g[81];\n") + "    for (int i = 0; i < 81; ++i) " + g +
                      "[i] = board[i / 9][i % 9] == " + blank + " ? 0 : board[i / 9][i % 9] - '0';\n";
  std::string text = ruleRow(j.rule).leetcodeClass;  // filled below (not by filled(): C++'s braces)
  for (const auto& fill : {std::make_pair("{blank}", blank), std::make_pair("{cells}", cells), std::make_pair("{g}", g),
                           std::make_pair("{solve}", std::string(j.solver == PLAIN ? "    sudoku::solve();\n" : "    sudoku::solveGrid(g, 3);\n"))})
    for (size_t at; (at = text.find(fill.first)) != std::string::npos;) text.replace(at, std::string(fill.first).size(), fill.second);
  return "\n" + text;
}

// Bundles parts of the library `lib`: each inlined where it is first included (its includes
// of other parts too, each once), a part swapped for another where `swaps` says so; its header
// comment, `#pragma once`, /// notes and (unless `stats`) make bench's STAT lines left out, its
// #include <...> lines gathered in `headers`.
struct Bundle {
  std::string lib;
  std::map<std::string, std::string> swaps;
  bool stats = false;
  std::set<std::string> done, headers;
  std::string code;

  // The path of `include` as written in part `from`, under lib: "bits.h" in fast/sudoku.h is fast/bits.h.
  static std::string resolved(const std::string& from, const std::string& include) {
    std::vector<std::string> path;
    std::string dir = from.substr(0, from.find_last_of('/') + 1) + include, step;
    std::istringstream steps(dir);
    while (std::getline(steps, step, '/'))
      if (step == "..") path.pop_back();
      else path.push_back(step);
    std::string out;
    for (const std::string& s : path) out += (out.empty() ? "" : "/") + s;
    return out;
  }

  // Inlines part (or its swap) at the end of code, unless it is there already.
  void add(std::string part) {
    if (swaps.count(part)) part = swaps[part];
    if (!done.insert(part).second) return;
    std::ifstream in(lib + "/" + part);
    if (!in) std::cerr << "expander: no part " << lib << "/" << part << "\n", exit(2);
    std::string line;
    bool inHeader = false, begun = false;  // inside the header comment; past it
    while (std::getline(in, line)) {
      size_t text = line.find_first_not_of(" ");
      if (!begun && line.rfind("/**", 0) == 0) inHeader = true;
      if (inHeader) {
        inHeader = line.find("*/") == std::string::npos, begun = !inHeader;
        continue;
      }
      begun = true;
      if (line == "#pragma once" || (text != std::string::npos && (line.compare(text, 3, "///") == 0 || (!stats && line.compare(text, 5, "STAT(") == 0))))
        continue;
      if (line.rfind("#include <", 0) == 0) headers.insert(line);
      else if (line.rfind("#include \"", 0) == 0) add(resolved(part, line.substr(10, line.find('"', 10) - 10)));
      else code += line + "\n";
    }
    code += "\n";
  }

  // The code, with one blank line at most between two others, none after an opening brace or
  // before a closing one.
  std::string tidy() const {
    std::istringstream in(code);
    std::string out, line, last = "{";
    bool blank = false;
    while (std::getline(in, line)) {
      if (line.empty()) { blank = true; continue; }
      size_t text = line.find_first_not_of(" ");
      bool closing = line[text] == '}', opened = last[last.size() - 1] == '{';
      if (blank && !closing && !opened) out += "\n";
      out += line + "\n", last = line, blank = false;
    }
    return out;
  }

  std::string includes() const {
    std::string s;
    for (const std::string& h : headers) s += h + "\n";
    return s;
  }
};

// The part of lib/ that answers the judge's rule, as its row says: the rule's own, or its
// variant's; null for FIRST and SUM, which main answers with solveGrid.
static const char* rulePart(const Judge& j) {
  return variantOf(j) ? ruleRow(j.rule).variantPart : ruleRow(j.rule).part;
}

// The parts of lib/ a judge's file holds, in order: for the plain DFS, the DFS (at 4x4 the
// cell-only one), a reader of its input and a printer of its layout; for the fast engine, its
// solveGrid, rule, cells, reader and printer (lib/fast/sudoku.h comes with solveGrid), and the
// swaps of the parts the engine's body includes. LeetCode's classes take and give boards: no reader or printer.
static std::vector<std::string> partsOf(const Judge& j, bool terse, std::map<std::string, std::string>& swap) {
  if (j.solver == PLAIN) {
    const KindRow& kind = kindRow(j.kind);  // its own search, or dfs.h on its flags
    std::vector<std::string> parts = {kind.plainSearch ? kind.plainSearch : j.box <= 2 ? "plain/dfs_cells.h" : "plain/dfs.h"};  // no 4x4 puzzle is hard
    if (kind.plainFlags) swap["plain/flags.h"] = kind.plainFlags;  // its flags, and the grid bounded by it
    if (j.layout == LEETCODE) return parts;
    parts.push_back(j.kind ? kindRow(j.kind).reader : onePuzzleOfRows(j) ? "read/rows.h" : "read/cells.h");
    if (ruleRow(j.rule).printsGrid)  // (CELL_SUM prints its sums itself)
      parts.push_back(j.layout == SPACED ? "print/spaced.h" : j.layout == ONE_LINE ? "print/one_line.h" : "print/rows.h");
    return parts;
  }
  if (j.geometry != SQUARE) swap["fast/square.h"] = j.geometry == JIGSAW ? "fast/jigsaw.h" : "fast/diagonals.h", swap["fast/chutes.h"] = "fast/crossings.h";
  swap["fast/bits.h"] = "fast/bits_terse.h", swap["fast/place.h"] = "fast/place_terse.h", swap["fast/tie_break.h"] = "fast/tie_break_terse.h";
  if (terse)  // no locked candidates
    swap["fast/deduce.h"] = "fast/deduce_singles.h", swap["fast/set_regions.h"] = "fast/set_regions_terse.h";
  if (j.box <= 3) swap["fast/narrower_digit.h"] = "fast/cell_choices.h";
  if (ruleRow(j.rule).atNode) swap["fast/first_found.h"] = ruleRow(j.rule).atNode;
  std::vector<std::string> parts;
  if (!solvesNothing(j.rule))
    parts.push_back(!j.sizeLine ? "fast/solve_one_size.h" : j.box == 3 ? "fast/solve_sizes_1_3.h" : j.box == 5 ? "fast/solve_sizes_1_5.h" : "fast/solve_sizes_2_4.h");
  if (const char* rule = rulePart(j)) parts.push_back(rule);
  if (j.layout == LEETCODE || j.layout == MOVES) return parts;  // (main reads the moves)
  // A grid is printed but where the judge answers in words or numbers (VERIFY, BEST_SCORE, UNIQUE
  // with words for the solved case: UVa 10957's "Unique."); a count line that may be left out is
  // read by main itself, rows as words (Baekjoon 2239).
  bool grid = ruleRow(j.rule).printsGrid && !j.unique;
  if (j.layout == NUMBERS) {  // grids of numbers, 0 blank (any size): read, and printed so
    parts.push_back("read/numbers.h");
    if (grid) parts.push_back("print/grid_numbers.h");
    return parts;
  }
  if (j.digitsThenLetters) parts.push_back("cells/digits_then_letters.h"), parts.push_back("read/symbols.h");
  else if (j.layout == WALLS) parts.push_back("read/walls.h");  // its cells are numbers
  else if (j.layout == FRAMED) parts.push_back("read/framed.h");  // its cells are digits
  else if (j.hexDigits) parts.push_back("read/hex.h");  // cells 0 to box*box-1
  else if (!j.countOptional) parts.push_back(j.box <= 3 ? "cells/digit_of.h" : "cells/letter_of.h"), parts.push_back("read/grid.h");
  if (grid && !j.digitsThenLetters) parts.push_back(j.box <= 3 ? "cells/digit_char.h" : j.sizeLine ? "cells/any_size.h" : "cells/letter_char.h");
  if (grid) parts.push_back(j.layout == SPACED ? "print/grid_spaced.h" : j.layout == ONE_LINE ? "print/grid_line.h" : j.layout == BOXED ? "print/grid_boxed.h" : "print/grid_rows.h");
  return parts;
}

// The judge's file, bundled from the parts of LIB that partsOf names: its header, the parts'
// #include lines, its constants, the parts, then main() (LeetCode: a namespace and its class).
static std::string bundled(const Judge& j, const std::string& lib, bool terse) {
  Bundle b;
  b.lib = lib;
  for (const std::string& part : partsOf(j, terse, b.swaps)) b.add(part);
  if (j.layout == MOVES) b.headers.insert("#include <cstdio>");  // main reads the moves itself
  std::string constants = j.solver == PLAIN ? "const int B = " + std::to_string(j.box) + ", N = B * B;  // a box's side, the grid's\n\n"
                          : !solvesNothing(j.rule) && !j.sizeLine ? "const int BOX = " + std::to_string(j.box) + ";  // the puzzles' box size\n\n" : "";
  if (j.layout == LEETCODE)
    return header(j) + "\nnamespace sudoku {\n" + constants + b.tidy() + "}  // namespace sudoku\n" + wrappedCode(classOf(j));
  return header(j) + b.includes() + "\n" + constants + b.tidy() + wrappedCode(mainOf(j));
}

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() >= 3 && args[0] == "--bundle") {  // parts alone: build/sudoku.cpp, make bench's
    Bundle b;
    b.lib = args[1];
    std::string names;
    for (size_t k = 2; k < args.size(); k++)
      if (args[k] == "--stats") b.stats = true;
      else if (args[k] == "--swap" && k + 1 < args.size() && args[k + 1].find('=') != std::string::npos)
        b.swaps[args[k + 1].substr(0, args[k + 1].find('='))] = args[k + 1].substr(args[k + 1].find('=') + 1), k++;
      else b.add(args[k]), names += (names.empty() ? "" : ", ") + args[k];
    std::cout << "// Bundled by make from sudoku-kit's " << b.lib << "/: " << names << " (edit those, not this).\n" << b.includes() << "\n"
              << (b.stats ? "unsigned long statNodes, statGuesses;  // make bench's counters\n#define STAT(counting) (counting)\n\n" : "") << b.tidy();
    return 0;
  }
  const Judge* j = args.empty() ? nullptr : findJudge(args[0]);
  std::string variant = args.size() == 4 ? args[3] : "";
  bool parts = (args.size() == 3 || variant == "--terse" || variant == "--fast") && args.size() >= 3 && args[1] == "--parts";
  bool line = args.size() == 2 && args[1] == "--line";
  if (!j || !(parts || line))
    return std::cerr << (j || args.empty() ? "" : "expander: unknown judge '" + args[0] + "'\n")
                     << "usage: expander ID --parts LIB [--terse | --fast] | expander ID --line | expander --bundle LIB [--stats] [--swap PART=PART]... PART...\n", 2;
  std::string why = unreadable(*j);
  if (!why.empty()) return std::cerr << "expander: " << j->id << "'s file cannot answer it: " << why << "\n", 2;
  if (line)
    return std::cout << "// " << j->name << " (rule " << ruleRow(j->rule).name << "): sudoku-kit's lib/, compacted by make submit\n", 0;
  if (variant == "--fast") {  // build/sudoku --judge ID's program: the judge's file with the fast engine whole
    Judge fast = *j;
    if (!j->kind) fast.solver = FAST;  // a kind beyond units has a part in the plain DFS alone
    return std::cout << bundled(fast, args[2], false), 0;
  }
  std::cout << bundled(*j, args[2], variant == "--terse" || j->solver == TERSE);
  return 0;
}
