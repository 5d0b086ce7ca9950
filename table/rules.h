/**
 * Description: The answer rules, one row each: what every tool says of a rule and what it bundles
 *  for it (its name, meaning, part of lib/, the words it answers by) is read here, so that a rule
 *  is added by its row, its parts and its references (docs/judges.md).
 * Usage: ruleRow(j.rule).part; partOfRule(j); solvesNothing(j.rule)
 * Status: through the table's tests (tests/stress/judge_tests.cpp) and every judge's file
 */
#pragma once

// What is asked: the answer rules, each a part of lib/rules/ but FIRST and SUM.
enum Rule {
  FIRST = 1, SMALLEST, UNIQUE, BEST_SCORE, VERIFY, COUNT, MINIMAL, ANTI, ISOMORPHIC, SUM, ROTATE,
  MARK, DEAD_END, EVERY, CELL_SUM, SIMILAR
};

struct RuleRow {
  const char* name;     // as judge.toml's answer.rule writes it
  const char* meaning;  // what a puzzle's answer is, for a judge's file's header
  const char* method;   // how a file that solves nothing answers, for its header (null: it solves)
  const char* part;     // its part of lib/rules/ (null: main answers with solveGrid)
  const char* variantPart, *variantMethod;  // the same where the judge's row names the variant
  const char* atNode;   // the fast engine's part for what it makes of a node (null: first_found.h)
  bool numberAnswer;    // one number answers a puzzle (a score, turns, a move)
  bool printsGrid;      // a solved puzzle's answer holds its grid
  const char* words;    // the words for its answers the judge's row must give, each due
  const char* ownWords; // of those, the words no rule but those that name them here answers by
  // Its output in words, for the tables and each file's header (table/describe.h fills in
  // {before} what comes before an answer, {layout} the grid's, {valid} {clash} {none} the words,
  // {changes} the most cells changed, {answers} {grids} what parts two of them, {after} what
  // follows each); null: the grid and the words for the outcomes. And the variant's.
  const char* output, *variantOutput;
  // The statements of main that answer a puzzle g with its part, one a line (bundle/expander.cpp
  // fills in {box} the box size, {grid} the statement printing g, {none} {valid} {clash} the
  // words); null: solveGrid's, or its part's answerOf, then the grid or the words for the
  // outcome. And the variant's.
  const char* answer, *variantAnswer;
  bool answersOnce;      // one answer for the whole input (SUM): no title repeated, main ends it
  bool solvedGridFirst;  // each puzzle comes after a solved grid, which the answer is about
  bool severalInWords;   // the outcomes beyond none (SEVERAL, NOT_MINIMAL) are answered in words
  // What a solved puzzle's answer says, for messages (stress/judge_io.cpp's saying fills in {n} its
  // number, {count} its count, {s} an s unless the count is 1; with {count}, every outcome's
  // answer); null: its grid or its words. Another outcome says -1 where one number answers.
  const char* says = nullptr;
  // The puzzles it reads, where it reads but some, and the words for what it does with them,
  // after its name, for a judge's row that gives others ("MARK prints full 9x9 grids ..."; null:
  // it reads any): their box size (0: any), layouts (a bit each by Layout; 0: any), blank (-1:
  // either, 0: none, 1: one), and one solution promised.
  const char* takes = nullptr;
  int box = 0;
  unsigned layouts = 0;
  int blank = -1;
  bool promisedOne = false;
  // What it answers with, where not a grid, words or one number: the number of solutions, then the
  // grid where it is 1 (its reference counts every solution: few, where the puzzles have several);
  // the grid back, each cell marked (one right text, compared whole); a solved grid changed (its
  // inputs are solved grids, its answer changes givens, and many answers pass).
  bool counts = false, marks = false, changesGrid = false;
  // Its reference finds every solution (COUNT counts them, EVERY lists them): a puzzle of several
  // has a few. Its answer lists every solution, however many (0 or more grids), so that the
  // judge's line after each answer (`after`) is where a list ends.
  bool findsEvery = false, lists = false;
  // What its one number is, for messages (a rule answered by one: "a score"); how a valid grid
  // other than the one due is told, where one of several solutions is due (null: any is right);
  // and for the tables, which solution its grid is, where not any (null).
  const char* number = nullptr;
  const char* wrongGrid = "a valid grid, but not the solution";
  const char* gridIs = nullptr;
  // One answer for the whole input (answersOnce): main's declaration of the total before the
  // puzzles, and its statement that prints it after them.
  const char* totalDeclared = nullptr, *totalPrinted = nullptr;
  // Its answer is made of the plain DFS's grid g (solve()), which a kind's puzzles have; its
  // one answer is a number for each cell (the solutions added up cell by cell).
  bool plainGrid = false, cellWise = false;
  // LeetCode's class Solution for it: its method (solveSudoku solves the board in place,
  // isValidSudoku checks it) and that method's text, which bundle/expander.cpp fills in ({blank}
  // the blank, {cells} the board read into the cells, {g} the cells, {solve} the solver's
  // statement); null: LeetCode has no class for it.
  const char* leetcodeMethod = nullptr, *leetcodeClass = nullptr;
  // The plain DFS answers it with its first solution (FIRST; plainGrid's rules, with its grid).
  bool plainFirst = false;
  // What no other rule reads: its layouts (a bit each by Layout), numbers past n
  // (input.largest_number); what no other does: turn boxes (answer.turns). Its grids are of hex
  // digits alone (input.symbols = "hex"); its first form reads no size line (its variant does).
  unsigned ownLayouts = 0;
  bool numbersPastN = false, turnsBoxes = false, hexOnly = false, sizeLineByVariant = false;
  // The stress side's: its brute-force reference counts by dancing links
  // (DEAD_END: a hidden dead end behind twenty givens takes the brute force a second); the most
  // blanks of the puzzles made for it (BEST_SCORE: its reference lists every solution, to score it).
  bool bruteByDancingLinks = false;
  int mostBlanks = 81;
  // Its answers are one for each pair of puzzles i < j, in order, not one a puzzle (SIMILAR): the
  // words valid or no_solution, a valid one followed by its operations.
  bool pairs = false;
};
// (A row leaves out the fields from `says` on where they keep these defaults.)

// By Rule (FIRST at 1). A rule that solves nothing, so that its judge's file holds no solver, has
// a method: VERIFY checks a grid, ANTI breaks a solved one (at most `changes` cells changed so
// that every unit holds a digit twice), ISOMORPHIC asks whether a puzzle is a solved grid turned,
// its rows and columns swapped within bands and stacks, bands and stacks swapped, its digits
// relabelled, with cells left out; ROTATE searches the quarter turns of a full grid's boxes, not
// its cells; MARK prints a full grid back, each digit that repeats in its row, column or box
// after a '*'. Variants: VERIFY with numbers past n, ROTATE turning left and listed, ANTI's
// smallest. DEAD_END's number: the first move after which the grid cannot be completed, or -1.
// EVERY lists every solution in lexicographic order (the 81 digits in reading order), each
// grid followed by a blank line (Jutge P79494). CELL_SUM adds up the solutions cell by cell
// (CodinGame Killer Sudoku Extreme Challenge), on the plain DFS's grid. SIMILAR answers each pair
// of puzzles (NWRRC 2013 Intellectual Property): whether the first becomes the second by
// ISOMORPHIC's moves, blanks kept blank, and if so the operations that do it (any such list).
const RuleRow kRules[] = {
    {},
    {"FIRST", "the first solution the search finds", nullptr, nullptr, nullptr, nullptr, nullptr,
     false, true, "", "", nullptr, nullptr,
     nullptr, nullptr,
     false, false, false,
     nullptr, nullptr, 0, 0, -1, false, false, false, false, false, false,
     nullptr, nullptr, nullptr, nullptr, nullptr, false, false,
     "solveSudoku",
     "// LeetCode's entry point: solves board ('1'-'9' givens, {blank} blank) in place.\n"
     "class Solution {\n public:\n  void solveSudoku(vector<vector<char>>& board) {\n{cells}{solve}"
     "    for (int i = 0; i < 81; ++i) board[i / 9][i % 9] = (char)('0' + {g}[i]);\n  }\n};\n",
     true},
    {"SMALLEST", "the smallest solution (rows in reading order, digits ascending)", nullptr,
     "rules/smallest.h", nullptr, nullptr, nullptr, false, true, "", "", nullptr, nullptr,
     nullptr, nullptr,
     false, false, false,
     nullptr, nullptr, 0, 0, -1, false, false, false, false, false, false,
     nullptr, "a valid solution, but not the smallest, which this judge expects", "the smallest solution"},
    {"UNIQUE", "the solution if it is the only one, else the words for several", nullptr,
     "rules/unique.h", nullptr, nullptr, nullptr, false, true, "", "unique", nullptr, nullptr,
     nullptr, nullptr,
     false, false, true},
    {"BEST_SCORE", "the highest score of a solution", nullptr, "rules/best_score.h", nullptr,
     nullptr, "fast/best_found.h", true, false, "", "",
     "one number: the highest score of a solution (ring weights 6 at the rim to 10 at the "
     "centre, times the digit), or `-1`", nullptr,
     "printf(\"%d\\n\", bestRingScore(g));", nullptr,
     false, false, false,
     "the score {n}", nullptr, 0, 0, -1, false, false, false, false, false, false,
     "a score", "a valid grid, but not the solution", nullptr, nullptr, nullptr, false, false,
     nullptr, nullptr, false, 0, false, false, false, false, false, 45},
    {"VERIFY", "whether a row, column or box of the grid as given holds a digit twice",
     "Check: findClash scans each row, column and box for a digit twice; nothing is solved.",
     "rules/verify.h", "rules/verify_numbers.h", nullptr, nullptr, false, false, "valid clash",
     "valid",
     "{before}{valid} (no row, column or box holds a digit twice), or {clash}{answers}{after}",
     nullptr,
     "puts(findClash(g, {box}) ? {clash} : {valid});",
     "puts(invalidGrid(g, {box}) ? {clash} : {valid});",
     false, false, false,
     nullptr, nullptr, 0, 0, -1, false, false, false, false, false, false,
     nullptr, "a valid grid, but not the solution", nullptr, nullptr, nullptr, false, false,
     "isValidSudoku",
     "// LeetCode's entry point: true when no row, column or box of board ('1'-'9', {blank} blank) "
     "holds a digit twice.\n"
     "class Solution {\n public:\n  bool isValidSudoku(vector<vector<char>>& board) {\n{cells}"
     "    return !sudoku::findClash(g, 3);\n  }\n};\n",
     false, 1u << FRAMED, true},
    {"COUNT", "the number of solutions, and the solution where there is only one", nullptr,
     "rules/count.h", nullptr, nullptr, nullptr, false, true, "", "",
     "{before}the number of solutions (`0` also where the givens clash), then where it is 1 "
     "the solution: {layout}{answers}{after}", nullptr,
     "int count;\nanswerOf(g, {box}, &count);\nprintf(\"%d\\n\", count);\nif (count == 1) {grid}",
     nullptr,
     false, false, false,
     "{count} solution{s}",
     nullptr, 0, 0, -1, false,
     true, false, false,
     true},
    {"MINIMAL",
     "the solution if it is the only one and every given is needed, else words for none, several, "
     "not minimal",
     nullptr, "rules/minimal.h", nullptr, nullptr, nullptr, false, true,
     "no_solution several not_minimal", "not_minimal", nullptr, nullptr,
     nullptr, nullptr,
     false, false, true},
    {"ANTI",
     "the solved grid with a few cells changed so that every row, column and box holds a digit "
     "twice",
     "Change: one cell in each box, no two in a row or column, to another digit; nothing is "
     "solved.",
     "rules/anti.h", "rules/anti_smallest.h",
     "Change: each cell in reading order to the smallest digit after which the cells left can "
     "still reach every unit without a repeat; nothing is solved.",
     nullptr, false, true, "", "",
     "{before}{layout}: the grid with at most {changes} cells changed so that every row, column "
     "and box holds a digit twice (any such grid){answers}{after}",
     "{before}{layout}: the grid with at most {changes} cells changed so that every row, column "
     "and box holds a digit twice, the smallest in reading order, or {none} (k < 9){answers}"
     "{after}",
     "antiSudoku(g);\n{grid}", "if (smallestAnti(g, k)) {grid}\nelse puts({none});",
     false, false, false,
     "a grid",
     "breaks solved 9x9 grids of rows or spaced rows (no blank)", 3, 1u << ROWS | 1u << SPACED, 0,
     false,
     false, false, true},
    {"ISOMORPHIC",
     "whether the puzzle is the solved grid turned, swapped within and between bands and stacks, "
     "relabelled",
     "Match: each turn and order of the grid's rows, then its columns one by one, the givens "
     "fixing the relabelling as they are met; nothing is solved.",
     "rules/isomorphic.h", nullptr, nullptr, nullptr, false, false, "valid no_solution", "valid",
     "{before}{valid} (the puzzle is the solved grid turned, rows and columns swapped within "
     "bands and stacks, bands and stacks swapped, digits relabelled, cells left out), or "
     "{none}{answers}{after}", nullptr,
     "puts(isomorphic(solved, g) ? {valid} : {none});", nullptr,
     false, true, false,
     nullptr,
     "reads a solved 9x9 grid and a puzzle, rows with a blank, and answers by the words valid (it "
     "is one turned) and no_solution",
     3, 1u << ROWS, 1, false},
    {"SUM", "the sum of the numbers at the top left of the solutions", nullptr, nullptr, nullptr,
     nullptr, nullptr, false, false, "", "",
     "one number: the sum of the 3-digit numbers at the top left of every puzzle's solution "
     "(its first row's first three cells)", nullptr,
     "solveGrid(g, {box});\nsum += g[0] * 100 + g[1] * 10 + g[2];  // the number at its top left",
     nullptr,
     true, false, false,
     "the sum {count}",
     "adds the number at the top left of each 9x9 puzzle's one solution: box 3, promise one",
     3, 0, -1, true,
     false, false, false, false, false, nullptr, "a valid grid, but not the solution", nullptr,
     "long sum = 0;  // of the numbers at the top left of the solutions", "printf(\"%ld\\n\", sum);"},
    {"ROTATE", "the fewest quarter turns of the boxes that make the grid a solution",
     "Search: each box in its four turns, in reading order, pruned by rows, columns and the best "
     "found.",
     "rules/rotate.h", "rules/rotate_left.h", nullptr, nullptr, true, false, "", "",
     "one number a grid: the fewest quarter turns of its boxes, each clockwise, that make it a "
     "solution",
     "the fewest quarter turns of the boxes, each counterclockwise, that make the grid a "
     "solution, then a line `x y` for each turn (row and column of its box, from 1; sorted), or "
     "`-1`",
     "printf(\"%d\\n\", fewestTurns(g));", "printLeftTurns(g, {box});",
     false, false, false,
     "{n} turns", "turns the boxes of full grids of hex digits (symbols = \"hex\", no blank)", 0,
     0, 0, false, false, false, false, false, false,
     "a number of turns", "a valid grid, but not the solution", nullptr, nullptr, nullptr, false,
     false, nullptr, nullptr, false, 0, false, true, true, true},
    {"MARK", "the grid back, '*' before each digit that repeats in its row, column or box",
     "Count: each digit in each row, column and box; nothing is solved.", "rules/mark.h", nullptr,
     nullptr, nullptr, false, false, "", "",
     "the grid back, 9 lines of 9 cells of two characters: `*` before a digit that repeats in "
     "its row, column or box, a space before any other{grids}", nullptr,
     "printMarked(g);", nullptr,
     false, false, false,
     nullptr,
     "prints full 9x9 grids of spaced digits back, marked (no blank)", 3, 1u << SPACED, 0, false,
     false, true, false},
    {"DEAD_END", "the first move after which the grid can no longer be completed, or -1", nullptr,
     "rules/dead_end.h", nullptr, nullptr, nullptr, true, false, "", "",
     "one number: the first move after which the grid can no longer be completed to a "
     "solution, or `-1`", nullptr,
     nullptr, nullptr,
     false, false, false,
     "move {n}",
     "reads 81 moves (layout moves, 9x9, no blank)", 3, 1u << MOVES, 0, false,
     false, false, false, false, false,
     "a move's number", "a valid grid, but not the solution", nullptr, nullptr, nullptr, false,
     false, nullptr, nullptr, false, 1u << MOVES, false, false, false, false, true},
    {"EVERY", "every solution, in lexicographic order", nullptr, "rules/every.h", nullptr, nullptr,
     "fast/every_found.h", false, true, "no_solution", "",
     "{before}every solution in lexicographic order (the cells in reading order), each {layout}, "
     "then a blank line, or {none}{answers}{after}", nullptr,
     "std::vector<std::string> every = everySolution(g, {box});  // sorted\n"
     "for (size_t s = 0; s < every.size(); ++s)\n"
     "  printGrid(digitsOf(every[s], g), {box}), putchar('\\n');  // each, then a blank line\n"
"if (every.empty()) puts({none});", nullptr,
     false, false, false,
     "{count} solution{s}",
     "lists every solution of 9x9 puzzles (box 3)", 3, 0, -1, false,
     false, false, false,
     true, true},
    {"CELL_SUM", "the solutions summed cell by cell", nullptr, nullptr, nullptr,
     nullptr, nullptr, false, false, "", "",
     "9 lines of 9 spaced numbers: each cell's digits summed over the solutions",
     nullptr,
     "solve();\nfor (int i = 0; i < N * N; ++i) sum[i] += g[i];", nullptr,
     true, false, false,
     nullptr,
     "adds up, cell by cell, the one solution of each 9x9 puzzle of a kind (the plain DFS's): box "
     "3, promise one",
     3, 0, -1, true,
     false, false, false, false, false, nullptr, "a valid grid, but not the solution", nullptr,
     "long sum[N * N] = {0};  // by cell",
     "for (int i = 0; i < N * N; ++i) printf(\"%ld%c\", sum[i], i % N == N - 1 ? '\\n' : ' ');",
     true, true},
    {"SIMILAR",
     "for each pair of puzzles, whether the first becomes the second by swaps, a flip and "
     "relabelling, and the operations that do it",
     "Match: for each pair, each flip and order of the first's rows, then its columns one by one, "
     "blanks onto blanks and the givens fixing the relabelling; then the swaps that make it; "
     "nothing is solved.",
     "rules/similar.h", nullptr, nullptr, nullptr, false, false, "valid no_solution", "valid",
     "for each pair of puzzles i < j in order, {valid}, the number of operations and one a line "
     "(`D x y` digits, `R a b` bands, `r a b` rows, `C a b` stacks, `c a b` columns swapped, `F` "
     "flipped; at most 1000) that turn puzzle i into puzzle j, or {none}", nullptr,
     "seen.push_back(std::vector<int>(g, g + 81));", nullptr,
     true, false, false,
     nullptr,
     "pairs 9x9 puzzles of rows with a blank, and answers by the words valid (similar) and "
     "no_solution",
     3, 1u << ROWS, 1, false,
     false, false, false, false, false,
     "a pair's answer", "a valid grid, but not the solution", nullptr,
     "std::vector<std::vector<int> > seen;  // the puzzles, in order",
     "answerPairs(seen, {valid}, {none});",
     false, false, nullptr, nullptr, false, 0, false, false, false, false, false, 81,
     true},
};
const int kRuleCount = sizeof kRules / sizeof kRules[0];  // SIMILAR + 1

inline const RuleRow& ruleRow(int rule) { return kRules[rule]; }

// A rule that solves nothing, so that its judge's file holds no solver (its row has a method).
inline bool solvesNothing(int rule) { return kRules[rule].method != nullptr; }
// A rule answered by one number a puzzle: BEST_SCORE's score (or -1), ROTATE's fewest turns,
// DEAD_END's move.
inline bool numberAnswers(int rule) { return kRules[rule].numberAnswer; }
