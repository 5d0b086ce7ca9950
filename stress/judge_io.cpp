/**
 * Description: The bodies of stress/judge_io.h's functions, compiled once (build/judge_io.o) for
 *  every tool and test that reads, writes or judges a judge's text: each of those compiled them
 *  anew, 1-1.5 s of CPU a program.
 * Status: as stress/judge_io.h
 */
#include "judge_io.h"
#include "../table/describe.h"

std::pair<int, int> twiceIn(const std::vector<int>& cells, int kind) {
  int box = boxOfCells(cells.size()), n = box * box;
  std::vector<int> at(n * (n + 1), -1);  // at[unit * (n + 1) + d]: the cell of digit d met in the unit
  for (int i = 0; i < n * n; i++) {
    int r = i / n, c = i % n, unit = kind == 0 ? r : kind == 1 ? c : r / box * box + c / box, d = cells[i];
    if (d < 1 || d > n) continue;
    int& seen = at[unit * (n + 1) + d];
    if (seen >= 0) return {seen, i};
    seen = i;
  }
  return {-1, -1};
}

bool givensClash(const Board& b) {
  int n = sideOfCells(b.cells.size());
  for (const Unit& u : unitsOf(b)) {
    std::vector<bool> seen(n + 1);
    for (int i : u.cells) {
      int d = b.cells[i];
      if (d >= 1 && d <= n && seen[d]) return true;
      if (d >= 1 && d <= n) seen[d] = true;
    }
  }
  return false;
}

int wallsOf(const std::vector<int>& regions, int n, int i) {
  int r = i / n, c = i % n;
  return (r == 0 || regions[i - n] != regions[i] ? WALL_UP : 0) | (c == n - 1 || regions[i + 1] != regions[i] ? WALL_RIGHT : 0) |
         (r == n - 1 || regions[i + n] != regions[i] ? WALL_DOWN : 0) | (c == 0 || regions[i - 1] != regions[i] ? WALL_LEFT : 0);
}

bool regionsOfWalls(const std::vector<int>& walls, int n, int firstLine, std::vector<int>& regions, std::string& why) {
  auto fail = [&](int i, const std::string& what) {
    return why = "line " + std::to_string(firstLine + i / n) + ": the cell in column " + std::to_string(i % n + 1) + " " + what, false;
  };
  for (int i = 0; i < n * n; i++) {
    int r = i / n, c = i % n, w = walls[i];
    if ((r == 0 && !(w & WALL_UP)) || (r == n - 1 && !(w & WALL_DOWN)) || (c == 0 && !(w & WALL_LEFT)) || (c == n - 1 && !(w & WALL_RIGHT)))
      return fail(i, "lies on the grid's border without a wall there");
    if (c < n - 1 && bool(w & WALL_RIGHT) != bool(walls[i + 1] & WALL_LEFT))
      return fail(i, std::string(w & WALL_RIGHT ? "has a wall on its right, but the cell to its right none on its left" : "has no wall on its right, but the cell to its right has one on its left"));
    if (r < n - 1 && bool(w & WALL_DOWN) != bool(walls[i + n] & WALL_UP))
      return fail(i, std::string(w & WALL_DOWN ? "has a wall below it, but the cell below none above it" : "has no wall below it, but the cell below has one above it"));
  }
  regions.assign(n * n, -1);
  int count = 0;
  for (int start = 0; start < n * n; start++) {
    if (regions[start] >= 0) continue;  // n regions of n cells each fill the grid: no more than n
    std::vector<int> stack(1, start);
    int size = 0;
    for (regions[start] = count; !stack.empty(); size++) {
      int i = stack.back();
      stack.pop_back();
      const int steps[4][2] = {{WALL_UP, i - n}, {WALL_RIGHT, i + 1}, {WALL_DOWN, i + n}, {WALL_LEFT, i - 1}};
      for (const int* step : steps)
        if (!(walls[i] & step[0]) && regions[step[1]] < 0) regions[step[1]] = count, stack.push_back(step[1]);
    }
    if (size != n) return fail(start, "starts a region of " + std::to_string(size) + " cells, not " + std::to_string(n));
    count++;
  }
  for (int i = 0; i < n * n; i++)
    if (wallsOf(regions, n, i) != walls[i]) return fail(i, "has a wall inside its region");
  return true;
}

// What comes before cell c of a row in the layout BOXED: nothing, a space, or " | " between boxes.
static const char* boxedGap(int c, int box) { return c == 0 ? "" : c % box ? " " : " | "; }

// The line between two bands of the layout BOXED, as long as a row: '+' under each '|', '-' elsewhere.
static std::string bandLine(std::string row) {
  for (char& c : row) c = c == '|' ? '+' : '-';
  return row;
}

std::string writeGrid(const Judge& j, const std::vector<int>& cells, char blank, bool trailingSpace) {
  std::string out;
  int box = boxOfCells(cells.size()), n = box * box, lines = j.layout == ONE_LINE ? 1 : n, width = n * n / lines;
  if (j.layout == LEETCODE) {
    for (int i = 0; i < n * n; i++)
      out += std::string(i % n ? "," : i ? "],[" : "[[") + '"' + (cells[i] ? symbolOf(j, box, cells[i]) : blank) + '"';
    return out + "]]\n";
  }
  if (j.layout == FRAMED) {  // rows of boxes parted by '|', bands by a line of '+' and '-'
    std::string frame = "+";
    for (int b = 0; b < box; b++) frame += std::string(box, '-') + "+";
    for (int r = 0; r < n; r++) {
      if (r % box == 0) out += frame + "\n";
      for (int c = 0; c < n; c++) out += std::string(c % box ? "" : "|") + (cells[r * n + c] ? symbolOf(j, box, cells[r * n + c]) : blank);
      out += "|\n";
    }
    return out + frame + "\n";
  }
  if (j.layout == BOXED) {  // spaced rows, " | " between boxes; between bands, the row's line with '-' for each character, '+' for '|'
    for (int r = 0; r < n; r++) {
      std::string row;
      for (int c = 0; c < n; c++) row += boxedGap(c, box) + std::string(1, cells[r * n + c] ? symbolOf(j, box, cells[r * n + c]) : blank);
      if (r && r % box == 0) out += bandLine(row) + "\n";
      out += row + "\n";
    }
    return out;
  }
  for (int l = 0; l < lines; l++) {
    for (int k = 0; k < width; k++) {
      if (k && (j.layout == SPACED || j.layout == NUMBERS)) out += ' ';
      int d = cells[l * width + k];
      out += j.layout == NUMBERS ? std::to_string(d) : std::string(1, d ? symbolOf(j, box, d) : blank);
    }
    if (trailingSpace && l < lines - 1) out += ' ';
    out += '\n';
  }
  return out;
}

std::string writeWalls(const Board& b) {
  int n = sideOfCells(b.cells.size());
  std::vector<int> boxes = boxesOf(b);
  std::string out;
  for (int i = 0; i < n * n; i++) out += std::to_string(b.cells[i] + wallsOf(boxes, n, i)) + (i % n == n - 1 ? "\n" : " ");
  return out;
}

std::string writeInput(const Judge& j, const std::vector<Board>& puzzles) {
  bool counted = j.countLine && (!j.countOptional || puzzles.size() != 1);  // optional: left out for one puzzle
  std::string out = counted ? std::to_string(puzzles.size()) + "\n" : "";
  if (j.kind && kKindTexts[j.kind].writeBatch) return out + kKindTexts[j.kind].writeBatch(puzzles);  // the batch as its row writes it
  for (size_t i = 0; i < puzzles.size(); i++) {
    if (i && j.between) out += std::string(j.between) + "\n";
    if (j.before) out += std::string(j.before) + "\n";
    if (j.title) out += numbered(j.title, int(i + 1)) + "\n";
    if (j.sizeLine) out += std::to_string(j.sizeLine == BOX_SIZE ? boxOfCells(puzzles[i].cells.size()) : int(std::sqrt(puzzles[i].cells.size()) + 0.5)) + "\n";
    if (j.kind) {  // a puzzle of its kind (kKindTexts)
      out += kKindTexts[j.kind].write(puzzles[i], j);
      continue;
    }
    if (j.layout == MOVES) {  // "r c v" a move
      for (size_t m = 0; m + 1 < puzzles[i].moves.size(); m += 2)
        out += std::to_string(puzzles[i].moves[m] / 9 + 1) + " " + std::to_string(puzzles[i].moves[m] % 9 + 1) + " " + std::to_string(puzzles[i].moves[m + 1]) + "\n";
      continue;
    }
    if (j.changesLine) out += std::to_string(puzzles[i].changes) + "\n";  // ANTI: the most cells its answer may change
    if (!puzzles[i].solved.empty()) out += writeGrid(j, puzzles[i].solved, j.blank, false);  // ISOMORPHIC: its solved grid first
    out += j.layout == WALLS ? writeWalls(puzzles[i]) : writeGrid(j, puzzles[i].cells, j.blank, j.trailingSpace);
  }
  return j.endLine ? out + j.endLine + "\n" : out;
}

// The answers' grids added up cell by cell (CELL_SUM: the references' solutions, or the sums as
// read, the first answer's grid).
static std::vector<long long> cellSums(const std::vector<Answer>& answers) {
  std::vector<long long> sums(81, 0);
  for (const Answer& a : answers)
    for (size_t i = 0; a.grid.size() == 81 && i < 81; i++) sums[i] += a.grid[i];
  return sums;
}

std::string writeOutput(const Judge& j, const std::vector<Answer>& answers, std::vector<size_t>* ends) {
  std::string out;
  size_t lines = 0, counted = 0;
  if (ruleRow(j.rule).marks) {  // the references' grids, a digit + 16 where it repeats in a unit: "*d", else " d"
    for (size_t i = 0; i < answers.size(); i++) {
      if (i && j.answersBetween) out += std::string(j.answersBetween) + "\n";
      for (size_t k = 0; k < answers[i].grid.size(); k++)
        out += std::string(1, answers[i].grid[k] > 16 ? '*' : ' ') + char('0' + answers[i].grid[k] % 16) + (k % 9 == 8 ? "\n" : "");
      if (ends) ends->push_back(std::count(out.begin(), out.end(), '\n'));
    }
    return out;
  }
  if (ruleRow(j.rule).cellWise) {  // a number a cell: 9 lines of 9, one space apart
    std::vector<long long> sums = cellSums(answers);
    for (int i = 0; i < 81; i++) out += std::to_string(sums[i]) + (i % 9 == 8 ? "\n" : " ");
    if (ends) ends->assign(answers.size(), 9);
    return out;
  }
  if (ruleRow(j.rule).pairs) {  // a pair's words, then where they are similar the operations, counted
    for (const Answer& a : answers) {
      out += std::string(a.outcome == SOLVED ? j.valid : j.noSolution) + "\n";
      if (a.outcome == SOLVED) out += std::to_string(a.grid.size() / 3) + "\n";
      for (size_t k = 0; a.outcome == SOLVED && k + 2 < a.grid.size(); k += 3)
        out += std::string(1, char(a.grid[k])) + (a.grid[k] == 'F' ? "" : " " + std::to_string(a.grid[k + 1]) + " " + std::to_string(a.grid[k + 2])) + "\n";
      if (ends) lines += std::count(out.begin() + counted, out.end(), '\n'), counted = out.size(), ends->push_back(lines);
    }
    return out;
  }
  if (ruleRow(j.rule).answersOnce) {  // one number for the input: the references' solutions summed, or the sum as read (count)
    long long sum = 0;
    bool grids = false;
    for (const Answer& a : answers)
      if (a.outcome == SOLVED && a.grid.size() == 81) sum += a.grid[0] * 100 + a.grid[1] * 10 + a.grid[2], grids = true;
    if (!grids && !answers.empty()) sum = answers[0].count;
    if (ends) ends->assign(answers.size(), 1);
    return std::to_string(sum) + "\n";
  }
  for (size_t i = 0; i < answers.size(); i++) {
    const Answer& a = answers[i];
    if (i && j.answersBetween) out += std::string(j.answersBetween) + "\n";
    if (j.title) out += numbered(j.title, int(i + 1)) + "\n";
    if (j.heading) out += numbered(j.heading, int(i + 1)) + "\n";
    if (j.label) out += numbered(j.label, int(i + 1));
    if (numberAnswers(j.rule)) {
      out += std::to_string(a.outcome == SOLVED ? a.grid[0] : -1) + "\n";
      for (size_t k = 1; j.leftTurnsListed && a.outcome == SOLVED && k + 1 < a.grid.size(); k += 2)  // each turn's box
        out += std::to_string(a.grid[k]) + " " + std::to_string(a.grid[k + 1]) + "\n";
    } else if (ruleRow(j.rule).counts) out += std::to_string(a.count) + "\n" + (a.count == 1 ? writeGrid(j, a.grid, '?', false) : "");
    else if (ruleRow(j.rule).lists && a.count) {  // each solution (grid holds them one after another), then a blank line
      size_t cells = a.grid.size() / a.count;
      for (size_t k = 0; k < a.grid.size(); k += cells) out += writeGrid(j, std::vector<int>(a.grid.begin() + k, a.grid.begin() + k + cells), '?', false) + "\n";
    }
    else if (a.outcome == SOLVED && !solvedWords(j)) out += writeGrid(j, a.grid, '?', false);
    else out += std::string(a.outcome == SOLVED ? solvedWords(j) : a.outcome == SEVERAL ? j.several : a.outcome == NOT_MINIMAL ? j.notMinimal
                            : a.outcome == CLASH && j.clash ? j.clash : j.noSolution) + "\n";
    if (j.after) out += std::string(j.after) + "\n";
    if (ends) lines += std::count(out.begin() + counted, out.end(), '\n'), counted = out.size(), ends->push_back(lines);
  }
  return out;
}

bool leetcodeCells(std::string& text, int n, std::string& why) {
  std::string cells;
  size_t at = 0;
  auto expect = [&](char c) {
    if (at < text.size() && text[at] == c) return ++at, true;
    why = "column " + std::to_string(at + 1) + ": expected '" + c + "', found " + (at < text.size() ? "'" + text.substr(at, 1) + "'" : "the end of the line");
    return false;
  };
  auto commaBefore = [&](int k, const char* what) {  // the comma before the kth row or cell; false with why
    if (k && at < text.size() && text[at] == ']') return why = std::to_string(k) + " " + what + " where " + std::to_string(n) + " are due", false;
    if (k && !expect(',')) return false;
    while (k && at < text.size() && text[at] == ' ') at++;
    return true;
  };
  if (!expect('[')) return false;
  for (int r = 0; r < n; r++) {
    if (!commaBefore(r, "rows") || !expect('[')) return false;
    for (int c = 0; c < n; c++) {
      if (!commaBefore(c, ("cells in row " + std::to_string(r + 1)).c_str()) || !expect('"')) return false;
      if (at == text.size() || text[at] == '"') return why = "column " + std::to_string(at + 1) + ": expected a cell", false;
      cells += text[at++];
      if (!expect('"')) return false;
    }
    if (at < text.size() && text[at] == ',') return why = "row " + std::to_string(r + 1) + " holds more than " + std::to_string(n) + " cells", false;
    if (!expect(']')) return false;
  }
  if (at < text.size() && text[at] == ',') return why = "more than " + std::to_string(n) + " rows", false;
  if (!expect(']')) return false;
  if (at != text.size()) return why = "column " + std::to_string(at + 1) + ": the line goes on after the board", false;
  return text = cells, true;
}

bool readInput(const Judge& j, const std::string& text, std::vector<Board>& puzzles,
               std::string& why, bool lenient) {
  Lines in = splitLines(text, lenient);
  if (lenient)
    for (std::string& line : in.text) line.erase(line.find_last_not_of(" \t\r") + 1);
  puzzles.clear();
  auto fail = [&](const std::string& what) { return why = "line " + std::to_string(in.next + 1) + ": " + what, false; };
  auto expectLine = [&](const std::string& want, const char* what) {
    if (in.next == in.text.size()) return fail(std::string("input ends where ") + what + " \"" + want + "\" belongs");
    if (in.text[in.next] != want) return fail(std::string("expected ") + what + " \"" + want + "\", found \"" + in.text[in.next].substr(0, 200) + "\"");
    return ++in.next, true;
  };
  size_t stated = 0;
  bool counted = j.countLine && !(j.countOptional && in.next < in.text.size() && in.text[in.next].size() > 6);  // else a row
  if (counted) {
    if (in.next == in.text.size()) return fail("expected the number of puzzles");
    const std::string& s = in.text[in.next];
    if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos || s[0] == '0')
      return fail("expected the number of puzzles, found \"" + s + "\"");
    stated = std::stoul(s), in.next++;
  }
  if (j.kind && kKindTexts[j.kind].readBatch && !kKindTexts[j.kind].readBatch(in.text, in.next, stated, puzzles, why))
    return false;  // (the batch read as its row reads it, to its last line)
  while (in.next < in.text.size() && !(j.endLine && in.text[in.next] == j.endLine)) {
    if (!puzzles.empty() && j.between && !expectLine(j.between, "the line between puzzles")) return false;
    if (j.before && !expectLine(j.before, "the line before every puzzle")) return false;
    if (j.title && !expectLine(numbered(j.title, int(puzzles.size() + 1)), "the title")) return false;
    int box = j.box;
    if (j.sizeLine) {  // a box size 1 to j.box, or a side n = box*box
      std::string what = j.sizeLine == BOX_SIZE ? "a box size " + std::to_string(j.smallestBox) + " to " : std::string("a side n = box*box, box 1 to ");
      if (in.next == in.text.size()) return fail("expected " + what + std::to_string(j.box));
      const std::string& s = in.text[in.next];
      int size = s.size() <= 3 && !s.empty() && s[0] != '0' && s.find_first_not_of("0123456789") == std::string::npos ? std::stoi(s) : 0;
      for (box = j.smallestBox; box < j.box && (j.sizeLine == BOX_SIZE ? box : box * box) < size;) box++;
      if ((j.sizeLine == BOX_SIZE ? box : box * box) != size) return fail("expected " + what + std::to_string(j.box) + ", found \"" + s.substr(0, 200) + "\"");
      in.next++;
    }
    if (j.kind) {  // a puzzle of its kind, read as its row on this side says (kKindTexts)
      Board b;
      if (!kKindTexts[j.kind].read(in.text, in.next, j, b, why)) return false;
      in.next += kKindTexts[j.kind].lines(b), puzzles.push_back(b);
      continue;
    }
    if (j.layout == MOVES) {  // 81 moves "r c v", each cell once; the board is the grid they fill
      Board b(std::vector<int>(81, 0));
      for (int m = 0; m < 81; m++, in.next++) {
        if (in.next == in.text.size()) return fail("input ends after " + std::to_string(m) + " moves (81 are due)");
        const std::string& s = in.text[in.next];
        if (s.size() != 5 || s[1] != ' ' || s[3] != ' ' || s[0] < '1' || s[0] > '9' || s[2] < '1' || s[2] > '9' || s[4] < '1' || s[4] > '9')
          return fail("expected a move \"r c v\", three digits 1-9 one space apart, found \"" + s.substr(0, 200) + "\"");
        int cell = (s[0] - '1') * 9 + s[2] - '1';
        if (b.cells[cell]) return fail("the cell (" + s.substr(0, 1) + ", " + s.substr(2, 1) + ") is filled a second time");
        b.cells[cell] = s[4] - '0', b.moves.push_back(cell), b.moves.push_back(s[4] - '0');
      }
      puzzles.push_back(b);
      continue;
    }
    int changes = -1;
    if (j.changesLine) {  // ANTI: the most cells the answer may change, 0 to j.changes
      if (in.next == in.text.size()) return fail("expected the number of cells that may change");
      const std::string& s = in.text[in.next];
      if (s.empty() || s.size() > 2 || s.find_first_not_of("0123456789") != std::string::npos || (s.size() > 1 && s[0] == '0') || std::stoi(s) > j.changes)
        return fail("expected the number of cells that may change, 0 to " + std::to_string(j.changes) + ", found \"" + s.substr(0, 200) + "\"");
      changes = std::stoi(s), in.next++;
    }
    std::vector<int> solved;
    for (int r = 0; ruleRow(j.rule).solvedGridFirst && r < 9; r++, in.next++) {  // the solved grid first: rows of digits 1-9
      if (in.next == in.text.size()) return fail("input ends inside the solved grid");
      const std::string& s = in.text[in.next];
      if (s.size() != 9 || s.find_first_not_of("123456789") != std::string::npos) return fail("expected a row of the solved grid, 9 digits 1-9, found \"" + s.substr(0, 200) + "\"");
      for (char c : s) solved.push_back(c - '0');
    }
    if (ruleRow(j.rule).solvedGridFirst && givensClash(Board(solved))) return why = "puzzle " + std::to_string(puzzles.size() + 1) + ": the solved grid holds a digit twice in a unit", false;
    int n = box * box, lines = j.layout == ONE_LINE || j.layout == LEETCODE ? 1 : j.layout == FRAMED ? n + box + 1 : j.layout == BOXED ? n + box - 1 : n;
    int width = j.layout == FRAMED ? n : n * n / lines, blanks = 0;
    int firstLine = int(in.next) + 1;
    std::vector<int> cells, walls;
    for (int l = 0; l < lines; l++, in.next++) {
      if (in.next == in.text.size()) return fail("input ends inside a puzzle");
      std::string s = in.text[in.next], bad;
      if (j.trailingSpace && !s.empty() && s.back() == ' ') s.pop_back();
      if (j.layout == LEETCODE && !leetcodeCells(s, n, bad)) return fail(bad);
      if (j.layout == FRAMED) {  // a frame line every box+1 lines; else a row, its boxes parted by '|'
        std::string frame = "+";
        for (int b = 0; b < box; b++) frame += std::string(box, '-') + "+";
        if (l % (box + 1) == 0) {
          if (s != frame) return fail("expected the frame \"" + frame + "\", found \"" + s.substr(0, 200) + "\"");
          continue;
        }
        if (s.size() != frame.size()) return fail("expected a row of " + std::to_string(frame.size()) + " characters, such as \"|52.|...|.81|\", found \"" + s.substr(0, 200) + "\"");
        for (size_t k = 0; k < s.size(); k++) {
          char c = s[k];
          if (k % (box + 1) == 0) {
            if (c != '|') return fail("expected '|' at column " + std::to_string(k + 1) + ", found '" + c + "'");
            continue;
          }
          bool blank = j.blank && c == j.blank;
          if (!blank && valueOf(j, box, c) < 0) return fail(std::string("unexpected cell '") + c + "'");
          cells.push_back(blank ? 0 : valueOf(j, box, c)), blanks += blank;
        }
        continue;
      }
      if (j.layout == BOXED) {  // a band line after every box rows; else a row: cells one space apart, " | " between boxes
        std::string row;
        for (int c = 0; c < n; c++) row += boxedGap(c, box) + std::string("1");
        if (l % (box + 1) == box) {
          if (s != bandLine(row)) return fail("expected the line between bands \"" + bandLine(row) + "\", found \"" + s.substr(0, 200) + "\"");
          continue;
        }
        if (s.size() != row.size()) return fail("expected a row of " + std::to_string(row.size()) + " characters, such as \"" + row + "\", found \"" + s.substr(0, 200) + "\"");
        for (size_t k = 0; k < s.size(); k++) {
          char c = s[k];
          if (row[k] != '1') {
            if (c != row[k]) return fail("expected '" + std::string(1, row[k]) + "' at column " + std::to_string(k + 1) + ", found '" + c + "'");
            continue;
          }
          bool blank = j.blank && c == j.blank;
          if (!blank && valueOf(j, box, c) < 0) return fail(std::string("unexpected cell '") + c + "'");
          cells.push_back(blank ? 0 : valueOf(j, box, c)), blanks += blank;
        }
        continue;
      }
      if (j.layout == NUMBERS || j.layout == WALLS) {  // n numbers one space apart: 0-n (0 where the judge has blanks), or a digit plus walls
        std::vector<std::string> words;
        for (size_t at = 0, end; at <= s.size(); at = end + 1) words.push_back(s.substr(at, (end = std::min(s.find(' ', at), s.size())) - at));
        if (int(words.size()) != n) return fail("expected " + std::to_string(n) + " numbers, one space apart, found \"" + s.substr(0, 200) + "\"");
        for (const std::string& w : words) {
          int v = w.size() <= 3 && !w.empty() && (w == "0" || w[0] != '0') && w.find_first_not_of("0123456789") == std::string::npos ? std::stoi(w) : -1;
          int d = j.layout == WALLS && v >= 0 && v < 256 ? v % 16 : v;
          if (d < (j.blank ? 0 : 1) || d > std::max(n, j.largestNumber))
            return fail("\"" + w.substr(0, 20) + "\" is not a cell: " + (j.layout == WALLS ? "a digit 0 to " + std::to_string(n) + " plus its walls (16 above, 32 right, 64 below, 128 left)"
                                                                                      : std::string("a number ") + (j.blank ? "0" : "1") + " to " + std::to_string(std::max(n, j.largestNumber))));
          cells.push_back(d), walls.push_back(v - d), blanks += d == 0;
        }
        continue;
      }
      size_t expect = j.layout == SPACED ? 2 * width - 1 : width;
      if (s.size() != expect)
        return fail("expected " + (j.sizeLine ? std::to_string(n) + " lines of " + std::to_string(n) : layoutName(j)) + ", found \"" + s.substr(0, 200) + "\"");
      for (int k = 0; k < width; k++) {
        char c = s[j.layout == SPACED ? 2 * k : k];
        if (j.layout == SPACED && k && s[2 * k - 1] != ' ') return fail("expected one space between cells");
        bool blank = j.blank && c == j.blank;
        if (!blank && valueOf(j, box, c) < 0) return fail(std::string("unexpected cell '") + c + "'");
        cells.push_back(blank ? 0 : valueOf(j, box, c)), blanks += blank;
      }
    }
    if (j.blanks && !lenient && blanks != j.blanks)
      return why = "puzzle " + std::to_string(puzzles.size() + 1) + " has " + std::to_string(blanks) + " blanks; the judge gives " + std::to_string(j.blanks), false;
    std::vector<int> regions;
    if (j.layout == WALLS && !regionsOfWalls(walls, n, firstLine, regions, why)) return false;
    puzzles.push_back(Board(cells, regions, j.geometry == DIAGONALS));
    puzzles.back().solved = solved, puzzles.back().changes = changes;
    if (ruleRow(j.rule).changesGrid && givensClash(puzzles.back()))  // ANTI's inputs are solved grids
      return why = "puzzle " + std::to_string(puzzles.size()) + " is not a solved grid: a unit holds a digit twice", false;
  }
  if (j.endLine) {
    if (in.next == in.text.size()) return fail("expected a line \"" + std::string(j.endLine) + "\"");
    in.next++;
  }
  if (in.next != in.text.size()) return fail("expected the end of input");
  if (counted && stated != puzzles.size())
    return why = "the first line says " + std::to_string(stated) + " puzzles, the input has " +
                 std::to_string(puzzles.size()), false;
  if (j.countOptional && !counted && puzzles.size() != 1) return why = "without a count line, the input holds one puzzle", false;
  if (!lenient && (int(puzzles.size()) < j.minPuzzles || int(puzzles.size()) > j.maxPuzzles))
    return why = std::to_string(puzzles.size()) + " puzzles; the judge gives " + std::to_string(j.minPuzzles) +
                 " to " + std::to_string(j.maxPuzzles), false;
  return true;
}

std::vector<std::string> wordsOf(const std::string& text, std::vector<size_t>* lines) {
  std::vector<std::string> words;
  size_t line = 0, counted = 0;  // the line ends before text[counted]
  for (size_t pos = text.find_first_not_of(" \t\r\n"); pos != std::string::npos;) {
    size_t end = std::min(text.find_first_of(" \t\r\n", pos), text.size());
    if (lines) line += std::count(text.begin() + counted, text.begin() + pos, '\n'), counted = pos, lines->push_back(line);
    words.push_back(text.substr(pos, end - pos));
    pos = text.find_first_not_of(" \t\r\n", end);
  }
  return words;
}

Verdict readAnswers(const Judge& j, const std::string& text, const std::vector<Board>& puzzles,
                    std::vector<Answer>& answers, std::string& why, size_t* at) {
  std::string spaced = text;  // LeetCode's brackets, quotes and commas part cells as spaces do
  if (j.layout == LEETCODE) std::replace_if(spaced.begin(), spaced.end(), [](char c) { return strchr("[]\",", c) && c; }, ' ');
  if (j.layout == BOXED) std::replace(spaced.begin(), spaced.end(), '|', ' ');  // and bars between boxes
  std::vector<size_t> lines;  // of each token
  std::vector<std::string> tokens = wordsOf(spaced, &lines);
  for (size_t k = tokens.size(); j.layout == BOXED && k-- > 0;)  // band lines part a grid's rows as line ends do
    if (tokens[k].find_first_not_of("+-") == std::string::npos) tokens.erase(tokens.begin() + k), lines.erase(lines.begin() + k);
  answers.assign(puzzles.size(), Answer{SOLVED, {}});
  size_t t = 0;
  if (ruleRow(j.rule).marks) return OK;  // its text is compared whole (checkJudge): one right answer, its spaces part of it
  if (ruleRow(j.rule).cellWise) {  // 81 numbers for the whole input, kept as the first answer's grid
    for (size_t k = 0; k < 81; k++) {
      if (k == tokens.size()) return why = "the output ends after " + std::to_string(k) + " sums of the 81 (a cell each)", WA;
      if (tokens[k].size() > 9 || tokens[k].find_first_not_of("0123456789") != std::string::npos)
        return why = "cell " + std::to_string(k + 1) + ": \"" + tokens[k].substr(0, 90) + "\" is not a sum", WA;
      if (!answers.empty()) answers[0].grid.push_back(std::stoi(tokens[k]));
    }
    if (tokens.size() > 81) return why = "the output goes on after the 81 sums: \"" + tokens[81].substr(0, 90) + "\"", WA;
    return OK;
  }
  if (ruleRow(j.rule).pairs) {  // each pair's words; after the valid ones the count of operations, then each
    size_t n = puzzles.size(), k = 0;
    answers.assign(n ? n * (n - 1) / 2 : 0, Answer{NO_SOLUTION, {}});
    auto number = [&](size_t digits) { return t < tokens.size() && tokens[t].size() <= digits && tokens[t].find_first_not_of("0123456789") == std::string::npos; };
    for (size_t i = 0; i < n; i++)
      for (size_t m = i + 1; m < n; m++, k++) {
        std::string pair = "puzzles " + std::to_string(i + 1) + " and " + std::to_string(m + 1) + ": ";
        if (at) *at = i;
        if (t == tokens.size()) return why = pair + "the output ends where " + j.valid + " or " + j.noSolution + " is due", WA;
        if (tokens[t] == j.noSolution) {
          t++;
          continue;
        }
        if (tokens[t] != j.valid) return why = pair + "expected " + j.valid + " or " + j.noSolution + ", found \"" + tokens[t].substr(0, 90) + "\"", WA;
        t++, answers[k].outcome = SOLVED;
        if (!number(9)) return why = pair + "expected the number of operations after " + j.valid + ", found " + (t < tokens.size() ? "\"" + tokens[t].substr(0, 90) + "\"" : "the end of output"), WA;
        int count = std::stoi(tokens[t++]);
        if (count > 1000) return why = pair + std::to_string(count) + " operations, past the 1000 allowed", WA;
        for (int o = 1; o <= count; o++) {
          std::string where = pair + "operation " + std::to_string(o) + " of " + std::to_string(count) + ": ";
          if (t == tokens.size()) return why = where + "the output ends", WA;
          std::string code = tokens[t++];
          if (code.size() != 1 || !strchr(kOperationCodes, code[0])) return why = where + "\"" + code.substr(0, 90) + "\" is no operation (D, R, r, C, c, F)", WA;
          int ab[2] = {0, 0};
          for (int x = 0; x < 2 && code[0] != 'F'; x++) {
            if (!number(2)) return why = where + "expected two numbers after " + code + ", found " + (t < tokens.size() ? "\"" + tokens[t].substr(0, 90) + "\"" : "the end of output"), WA;
            ab[x] = std::stoi(tokens[t++]);
          }
          std::string broken = operationError(code[0], ab[0], ab[1]);
          if (!broken.empty()) return why = where + broken, WA;
          answers[k].grid.insert(answers[k].grid.end(), {code[0], ab[0], ab[1]});
        }
      }
    if (at) *at = n;
    if (t < tokens.size()) return why = "the output goes on after the last pair's answer: \"" + tokens[t].substr(0, 90) + "\"", WA;
    return OK;
  }
  if (ruleRow(j.rule).answersOnce) {  // one number for the whole input, kept as the first answer's count
    if (tokens.empty()) return why = "the output is empty: expected the sum", WA;
    if (tokens[0].size() > 18 || tokens[0].find_first_not_of("0123456789") != std::string::npos)
      return why = "\"" + tokens[0].substr(0, 90) + "\" is not a sum", WA;
    if (tokens.size() > 1) return why = "the output goes on after the sum: \"" + tokens[1].substr(0, 90) + "\"", WA;
    if (!answers.empty()) answers[0].count = std::stoll(tokens[0]);
    return OK;
  }
  auto starts = [&](const std::string& words) {  // the next tokens are these words: skip them
    std::vector<std::string> w = wordsOf(words);
    if (w.empty() || t + w.size() > tokens.size() || !std::equal(w.begin(), w.end(), tokens.begin() + t)) return false;
    return t += w.size(), true;
  };
  // The cells of a grid of the puzzle (the next tokens) into grid; WA with why where they are not.
  auto gridOf = [&](const Board& p, const std::string& puzzle, std::vector<int>& grid) {
    int box = boxOfCells(p.cells.size()), cellCount = int(p.cells.size());
    grid.assign(cellCount, 0);
    for (int cells = 0; j.layout == NUMBERS && cells < cellCount; t++, cells++) {  // a number a cell, 1 to n
      if (t == tokens.size()) return why = "the output ends before " + puzzle.substr(0, puzzle.size() - 2) + " is complete", WA;
      const std::string& number = tokens[t];
      if (number.size() > 3 || number.find_first_not_of("0123456789") != std::string::npos || number[0] == '0' || std::stoi(number) > box * box)
        return why = puzzle + "cell " + std::to_string(cells + 1) + " is \"" + number.substr(0, 90) + "\", not a number 1-" + std::to_string(box * box), WA;
      grid[cells] = std::stoi(number);
    }
    for (int cells = j.layout == NUMBERS ? cellCount : 0; cells < cellCount; t++) {
      if (t == tokens.size()) return why = "the output ends before " + puzzle.substr(0, puzzle.size() - 2) + " is complete", WA;
      if (cells + tokens[t].size() > size_t(cellCount))
        return why = puzzle + "\"" + tokens[t].substr(0, 90) + "\" runs past the last cell", WA;
      for (char c : tokens[t]) {
        if (valueOf(j, box, c) < 0)
          return why = puzzle + "cell " + std::to_string(cells + 1) + " is '" + c + "', not " +
                       (box <= 3 ? "a digit 1-" + std::to_string(box * box)
                        : (j.digitsThenLetters ? std::string("1-9 or a letter A-") : std::string("a letter A-")) + symbolOf(j, box, box * box)), WA;
        grid[cells++] = valueOf(j, box, c);
      }
    }
    return OK;
  };
  for (size_t i = 0; i < puzzles.size(); i++) {
    std::string puzzle = "puzzle " + std::to_string(i + 1) + ": ";
    Answer& a = answers[i];
    if (at) *at = i;
    if (i && j.after && *j.after && !starts(j.after))  // the line after the answer before
      return why = puzzle + "expected \"" + j.after + "\" after the answer before it, found \"" + (t < tokens.size() ? tokens[t].substr(0, 90) : "the end of output") + "\"", WA;
    if (i && j.answersBetween && *j.answersBetween && !starts(j.answersBetween))
      return why = puzzle + "expected \"" + j.answersBetween + "\" before it, found \"" + (t < tokens.size() ? tokens[t].substr(0, 90) : "the end of output") + "\"", WA;
    for (const char* heading : {j.title, j.heading, j.label})
      if (heading && !starts(numbered(heading, int(i + 1))))
        return why = puzzle + "expected \"" + numbered(heading, int(i + 1)) + "\", found \"" + (t < tokens.size() ? tokens[t].substr(0, 90) : "the end of output") + "\"", WA;
    if (ruleRow(j.rule).lists) {  // the words for none, or grids up to the line after the answer
      if (j.noSolution && starts(j.noSolution)) { a.outcome = NO_SOLUTION; continue; }
      std::string end = wordsOf(j.after)[0];
      for (std::vector<int> grid; t < tokens.size() && tokens[t] != end; a.count++) {
        if (gridOf(puzzles[i], puzzle + "solution " + std::to_string(a.count + 1) + ": ", grid) != OK) return WA;
        a.grid.insert(a.grid.end(), grid.begin(), grid.end());
      }
      if (!a.count) return why = puzzle + "expected a solution or \"" + j.noSolution + "\", found " + (t < tokens.size() ? "\"" + tokens[t].substr(0, 90) + "\"" : "the end of output"), WA;
      continue;
    }
    if (numberAnswers(j.rule)) {
      char* end;
      long score = t < tokens.size() ? strtol(tokens[t].c_str(), &end, 10) : 0;
      if (t == tokens.size()) return why = "the output ends before the answer to puzzle " + std::to_string(i + 1), WA;
      if (*end || tokens[t].size() > 9) return why = puzzle + "\"" + tokens[t].substr(0, 90) + "\" is not " + ruleRow(j.rule).number, WA;
      a.outcome = score < 0 ? NO_SOLUTION : SOLVED, a.grid.assign(1, int(score)), t++;
      int n = boxOfCells(puzzles[i].cells.size());  // ROTATE listed: then the row and column of each turn's box
      if (j.leftTurnsListed && score > 3 * n * n) return why = puzzle + std::to_string(score) + " turns, where " + std::to_string(n * n) + " boxes take 3 each at most", WA;
      for (long turn = 1; j.leftTurnsListed && turn <= score; turn++)
        for (const char* what : {"row", "column"}) {
          if (t == tokens.size()) return why = puzzle + "the output ends before turn " + std::to_string(turn) + " of " + std::to_string(score), WA;
          if (tokens[t].size() > 1 || tokens[t][0] < '1' || tokens[t][0] > '0' + n)
            return why = puzzle + "turn " + std::to_string(turn) + ": \"" + tokens[t].substr(0, 90) + "\" is not a " + what + " of boxes 1-" + std::to_string(n), WA;
          a.grid.push_back(tokens[t++][0] - '0');
        }
      continue;
    }
    if (ruleRow(j.rule).counts) {
      if (t == tokens.size()) return why = "the output ends before the answer to puzzle " + std::to_string(i + 1), WA;
      std::string said = tokens[t++].substr(0, 90);
      if (said.size() > 18 || said.find_first_not_of("0123456789") != std::string::npos) return why = puzzle + "\"" + said + "\" is not a number of solutions", WA;
      a.count = std::stoll(said), a.outcome = a.count == 0 ? NO_SOLUTION : a.count == 1 ? SOLVED : SEVERAL;
      // A count is alone on its line and shorter than a row; a grid starts with a row's cells on a
      // line (spaced) or a word as long as a row.
      int box = boxOfCells(puzzles[i].cells.size());
      bool shared = t + 1 < tokens.size() && lines[t + 1] == lines[t];
      bool cells = t < tokens.size() && std::all_of(tokens[t].begin(), tokens[t].end(), [&](char c) { return valueOf(j, box, c) > 0; });
      if (a.count == 1 && (t == tokens.size() || (!shared && tokens[t].size() < size_t(box * box))))
        return why = puzzle + "the count 1 without the solution after it", WA;
      if (a.count != 1 && cells && (shared || tokens[t].size() > 10))
        return why = puzzle + "a grid after the count " + said + ": only a count of 1 has its solution after it", WA;
      if (a.count != 1) continue;
    }
    if (solvedWords(j) && starts(solvedWords(j))) continue;
    if (j.several && starts(j.several)) { a.outcome = SEVERAL; continue; }
    if (j.notMinimal && starts(j.notMinimal)) { a.outcome = NOT_MINIMAL; continue; }
    if (j.clash && starts(j.clash)) { a.outcome = CLASH; continue; }
    if (j.noSolution && starts(j.noSolution)) { a.outcome = NO_SOLUTION; continue; }
    if (j.valid)  // VERIFY, ISOMORPHIC: the words are the answer
      return why = puzzle + "expected \"" + j.valid + "\" or \"" + (j.clash ? j.clash : j.noSolution) + "\", found " + (t < tokens.size() ? "\"" + tokens[t].substr(0, 90) + "\"" : "the end of output"), WA;
    if (gridOf(puzzles[i], puzzle, a.grid) != OK) return WA;
  }
  if (at) *at = puzzles.size();
  if (!puzzles.empty() && j.after && *j.after && !starts(j.after))
    return why = "expected \"" + std::string(j.after) + "\" after the last answer, found " + (t < tokens.size() ? "\"" + tokens[t].substr(0, 90) + "\"" : "the end of output"), WA;
  if (t != tokens.size()) return why = "the output goes on after the last puzzle: \"" + tokens[t].substr(0, 90) + "\"", WA;
  return OK;
}

std::string normalized(const Judge& j, std::string text) {
  text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
  if (j.compare == EXACT) return text;
  std::string out;
  for (const std::string& line : splitLines(text, false).text)
    out += line.substr(0, line.find_last_not_of(" \t") + 1) + "\n";
  while (out.size() >= 2 && out.compare(out.size() - 2, 2, "\n\n") == 0) out.pop_back();
  return out == "\n" ? "" : out;
}

std::string saying(const Judge& j, const Answer& a) {
  const RuleRow& row = ruleRow(j.rule);
  if (row.says && (a.outcome == SOLVED || strstr(row.says, "{count}")))  // its row's words for it
    return filled(row.says, [&](const std::string& name) {
      return name == "n" ? std::to_string(a.grid[0]) : name == "count" ? std::to_string(a.count) : a.count == 1 ? "" : "s";
    });
  if (row.numberAnswer) return "-1";
  if (row.pairs && a.outcome == SOLVED) {  // the words, then the operations
    std::string ops;
    for (size_t k = 0; k + 2 < a.grid.size(); k += 3)
      ops += (k ? ", " : ": ") + std::string(1, char(a.grid[k])) + (a.grid[k] == 'F' ? "" : " " + std::to_string(a.grid[k + 1]) + " " + std::to_string(a.grid[k + 2]));
    return "\"" + std::string(j.valid) + "\", " + std::to_string(a.grid.size() / 3) + (a.grid.size() == 3 ? " operation" : " operations") + ops;
  }
  const char* words = a.outcome == SOLVED ? solvedWords(j) : a.outcome == SEVERAL ? j.several : a.outcome == NOT_MINIMAL ? j.notMinimal
                      : a.outcome == CLASH && j.clash ? j.clash : j.noSolution;
  return a.outcome == SOLVED && !words ? "a solution" : "\"" + std::string(words ? words : "(no words)") + "\"";
}

std::string layoutError(const Lines& w, const Lines& g, const std::vector<size_t>& ends) {
  size_t l = 0;
  while (l < w.text.size() && l < g.text.size() && w.text[l] == g.text[l]) l++;
  if (l == w.text.size() && l == g.text.size()) return "right answers, but the last line has no line end";
  size_t answer = std::upper_bound(ends.begin(), ends.end(), l) - ends.begin();  // answers ended before line l
  std::string after = answer ? "after answer " + std::to_string(answer) : "before the first answer";
  auto blank = [](const Lines& x, size_t l) { return l < x.text.size() && x.text[l].empty(); };
  auto run = [&](const Lines& x, size_t l) { size_t n = 0; while (blank(x, l + n)) n++; return n; };
  auto count = [](size_t n) { return n == 1 ? std::string("one blank line") : std::to_string(n) + " blank lines"; };
  if (blank(w, l) && !blank(g, l)) return "right answers, but " + count(run(w, l)) + " missing " + after + " (line " + std::to_string(l + 1) + ")";
  if (blank(g, l) && !blank(w, l)) return "right answers, but " + count(run(g, l)) + " too many " + after + " (line " + std::to_string(l + 1) + ")";
  auto show = [](const Lines& x, size_t l) {
    return l < x.text.size() ? "\"" + x.text[l].substr(0, 200) + "\"" : std::string("the end of output");
  };
  return "right answers, but line " + std::to_string(l + 1) + " is " + show(g, l) + " where the judge expects " + show(w, l);
}

std::string antiError(const Judge& j, const Board& solved, const std::vector<int>& grid) {
  int changed = 0, most = solved.changes >= 0 ? solved.changes : j.changes;  // the input's line of changes, or the judge's
  for (size_t i = 0; i < grid.size(); i++) changed += grid[i] != solved.cells[i];
  if (changed > most) return std::to_string(changed) + " cells changed; at most " + std::to_string(most) + " may be";
  for (const Unit& u : unitsOf(solved)) {
    std::vector<bool> seen(grid.size());
    bool twice = false;
    for (int i : u.cells) twice = twice || seen[grid[i]], seen[grid[i]] = true;
    if (!twice) return std::string(u.kind) + " " + std::to_string(u.number) + " holds no digit twice";
  }
  return "";
}

std::string turnsError(const Judge& j, const Board& p, const std::vector<int>& turns) {
  int n = boxOfCells(p.cells.size()), side = n * n;
  Board turned = p;
  for (size_t k = 1; k + 1 < turns.size(); k += 2) {
    if (k > 1 && (turns[k] < turns[k - 2] || (turns[k] == turns[k - 2] && turns[k + 1] < turns[k - 1])))
      return "turn " + std::to_string(k / 2 + 1) + " (box " + std::to_string(turns[k]) + " " + std::to_string(turns[k + 1]) + ") comes after a later box: the judge expects them sorted by row, then column";
    turnBox(turned.cells, n, (turns[k] - 1) * n + turns[k + 1] - 1, true);  // counterclockwise
  }
  for (const Unit& u : unitsOf(turned)) {
    std::vector<int> seen(side + 1, 0);
    for (int i : u.cells)
      if (seen[turned.cells[i]]++)
        return "after the turns listed, " + std::string(u.kind) + " " + std::to_string(u.number) + " holds " + symbolOf(j, n, turned.cells[i]) + " twice";
  }
  return "";
}

// What makes a's grids no list of solutions of p in lexicographic order (EVERY): a grid that is no
// solution, one listed twice, one listed before a smaller; "" when none.
static std::string listError(const Board& p, const Answer& a) {
  size_t cells = p.cells.size();
  for (size_t k = 0; k < a.grid.size(); k += cells) {
    std::string broken = gridError(p, a.grid.data() + k);
    if (!broken.empty()) return "solution " + std::to_string(k / cells + 1) + ": " + broken;
    if (k && std::equal(a.grid.begin() + k, a.grid.begin() + k + cells, a.grid.begin() + k - cells))
      return "solution " + std::to_string(k / cells + 1) + " repeats the one before it";
    if (k && std::lexicographical_compare(a.grid.begin() + k, a.grid.begin() + k + cells, a.grid.begin() + k - cells, a.grid.begin() + k))
      return "solution " + std::to_string(k / cells + 1) + " comes before solution " + std::to_string(k / cells) + " in lexicographic order (reading order), but is listed after it";
  }
  return "";
}

// What keeps ops (triples: stress/similarity.h) from turning puzzle `from` into puzzle `to`: the
// first cell that differs once they are done; "" when none does.
static std::string replayError(const Board& from, const Board& to, const std::vector<int>& ops) {
  std::vector<int> g = from.cells;
  for (size_t k = 0; k + 2 < ops.size(); k += 3) applyOperation(g, ops[k], ops[k + 1], ops[k + 2]);
  auto shown = [](int d) { return d ? std::to_string(d) : std::string("a blank"); };
  for (int i = 0; i < 81; i++)
    if (g[i] != to.cells[i])
      return "after the " + std::to_string(ops.size() / 3) + " operations, the first holds " + shown(g[i]) + " at row " + std::to_string(i / 9 + 1) +
             ", column " + std::to_string(i % 9 + 1) + ", where the second holds " + shown(to.cells[i]);
  return "";
}

Verdict checkJudge(const Judge& j, const std::string& input, const std::string& output,
                   const std::string& answer, std::string& why, size_t* at) {
  std::vector<Board> puzzles;
  size_t none;
  if (!at) at = &none;
  *at = 0;
  if (!readInput(j, input, puzzles, why, true)) return why = "INPUT is not in the judge's format: " + why, FAIL;
  std::vector<Answer> want, got;
  if (readAnswers(j, answer, puzzles, want, why) != OK) return why = "ANSWER: " + why, FAIL;
  if (readAnswers(j, output, puzzles, got, why, at) != OK) return WA;
  if (ruleRow(j.rule).cellWise) {  // the sums, cell by cell (the answer's text holds its sums alone)
    std::vector<long long> wanted = cellSums(want), found = cellSums(got);
    *at = puzzles.size();
    for (int i = 0; i < 81; i++)
      if (wanted[i] != found[i])
        return why = "row " + std::to_string(i / 9 + 1) + ", column " + std::to_string(i % 9 + 1) + ": the output's sum is " + std::to_string(found[i]) +
                     ", the solutions add up to " + std::to_string(wanted[i]), WA;
  }
  for (size_t i = 0, k = 0; ruleRow(j.rule).pairs && i < puzzles.size(); i++)  // each pair: the words due, operations that work
    for (size_t m = i + 1; m < puzzles.size(); m++, k++) {
      *at = i;
      std::string pair = "puzzles " + std::to_string(i + 1) + " and " + std::to_string(m + 1) + ": ";
      std::string broken = want[k].outcome == SOLVED ? replayError(puzzles[i], puzzles[m], want[k].grid) : "";
      if (!broken.empty()) return why = "ANSWER, " + pair + broken, FAIL;
      broken = got[k].outcome == SOLVED ? replayError(puzzles[i], puzzles[m], got[k].grid) : "";
      if (got[k].outcome == SOLVED && want[k].outcome != SOLVED && broken.empty())
        return why = pair + "the output's operations turn the first into the second, yet the reference says " + j.noSolution, FAIL;
      if (got[k].outcome != want[k].outcome)
        return why = pair + "the output says " + (got[k].outcome == SOLVED ? j.valid : j.noSolution) + ", but the answer is " +
                     (want[k].outcome == SOLVED ? std::string(j.valid) + " (" + std::to_string(want[k].grid.size() / 3) + " operations turn the first into the second)"
                                                : std::string(j.noSolution) + " (" + broken + ")"), WA;
      if (!broken.empty()) return why = pair + broken, WA;
    }
  if (ruleRow(j.rule).marks) {  // one right text: the first line that differs
    Lines wanted = splitLines(normalized(j, answer), false), found = splitLines(normalized(j, output), false);
    for (size_t l = 0; l < std::max(wanted.text.size(), found.text.size()); l++)
      if (l >= wanted.text.size() || l >= found.text.size() || wanted.text[l] != found.text[l])
        return why = "line " + std::to_string(l + 1) + ": expected " + (l < wanted.text.size() ? "\"" + wanted.text[l] + "\"" : "the end of output") +
                     ", found " + (l < found.text.size() ? "\"" + found.text[l].substr(0, 90) + "\"" : "the end of output"), WA;
    if (normalized(j, answer) != normalized(j, output)) return why = "the output's line ends differ from the answer's", WA;
    why = std::to_string(puzzles.size()) + (puzzles.size() == 1 ? " grid" : " grids");
    return OK;
  }
  for (size_t i = 0; !ruleRow(j.rule).pairs && i < puzzles.size(); i++) {
    *at = i;
    std::string puzzle = "puzzle " + std::to_string(i + 1) + ": ";
    if (ruleRow(j.rule).changesGrid) {  // any grid of few enough changes with a digit twice in every unit (or the smallest, or none)
      std::string broken = want[i].outcome == SOLVED ? antiError(j, puzzles[i], want[i].grid) : "";
      if (!broken.empty()) return why = "ANSWER, " + puzzle + broken, FAIL;
      if (got[i].outcome != want[i].outcome) return why = puzzle + "the output says " + saying(j, got[i]) + ", but the answer is " + saying(j, want[i]), WA;
      broken = got[i].outcome == SOLVED ? antiError(j, puzzles[i], got[i].grid) : "";
      if (!broken.empty()) return why = puzzle + broken, WA;
      if (j.smallestAnti && got[i].grid != want[i].grid)
        return why = puzzle + "a grid with a digit twice in every unit, but not the smallest in reading order, which this judge expects", WA;
      continue;
    }
    if (j.leftTurnsListed && got[i].outcome == SOLVED) {  // the boxes listed, in order, and turned they make a solution
      std::string broken = turnsError(j, puzzles[i], got[i].grid);
      if (!broken.empty()) return why = puzzle + broken, WA;
      if (want[i].outcome == SOLVED && got[i].grid[0] == want[i].grid[0] && got[i].grid != want[i].grid)
        return why = puzzle + "other turns, as few as the answer's, also make a solution: the judge promises one fewest (INPUT breaks the promise)", FAIL;
    }
    if (ruleRow(j.rule).lists) {  // each grid listed a solution, none twice, in order, and none missing
      std::string broken = listError(puzzles[i], want[i]);
      if (!broken.empty()) return why = "ANSWER, " + puzzle + broken, FAIL;
      broken = listError(puzzles[i], got[i]);
      if (!broken.empty()) return why = puzzle + broken, WA;
      if (got[i].grid != want[i].grid) {
        size_t cells = puzzles[i].cells.size(), k = 0;
        while (k < got[i].grid.size() && k < want[i].grid.size() && got[i].grid[k] == want[i].grid[k]) k++;
        return why = puzzle + "the output lists " + saying(j, got[i]) + ", the answer " + saying(j, want[i]) + ": " +
                     (k < want[i].grid.size() ? "solution " + std::to_string(k / cells + 1) + " of the answer's, in order, is missing" : "solution " + std::to_string(k / cells + 1) + " is not one"), WA;
      }
      continue;
    }
    bool gridsPrinted = !numberAnswers(j.rule) && !ruleRow(j.rule).answersOnce && !solvedWords(j);  // a solved puzzle's answer is its grid
    bool wantGrid = gridsPrinted && want[i].outcome == SOLVED, gotGrid = gridsPrinted && got[i].outcome == SOLVED;
    std::string broken = wantGrid ? gridError(puzzles[i], want[i].grid.data()) : "";
    if (!broken.empty()) return why = "ANSWER, " + puzzle + broken, FAIL;
    broken = gotGrid ? gridError(puzzles[i], got[i].grid.data()) : "";
    if (!broken.empty()) return why = puzzle + broken, WA;
    // Clashing givens answered with the no-solution words: the judge has no words of its own for them.
    if (!j.clash && want[i].outcome == CLASH) want[i].outcome = NO_SOLUTION;
    if (got[i].outcome != want[i].outcome || (numberAnswers(j.rule) && got[i].grid != want[i].grid) || got[i].count != want[i].count) {
      if (gotGrid && (want[i].outcome == NO_SOLUTION || want[i].outcome == CLASH))
        return why = puzzle + "the output solves it, yet the reference says " + saying(j, want[i]), FAIL;
      return why = (ruleRow(j.rule).answersOnce ? std::string() : puzzle) + "the output says " + saying(j, got[i]) + ", but the answer is " + saying(j, want[i]), WA;
    }
    if (gotGrid && ruleRow(j.rule).wrongGrid && got[i].grid != want[i].grid) return why = puzzle + ruleRow(j.rule).wrongGrid, WA;
  }
  *at = puzzles.size();
  std::vector<size_t> ends;
  std::string wanted = normalized(j, writeOutput(j, got, &ends)), found = normalized(j, output);
  if (found != wanted) {
    why = layoutError(splitLines(wanted, false), splitLines(found, false), ends);
    return j.hasPE ? PE : WA;
  }
  why = std::to_string(puzzles.size()) + (puzzles.size() == 1 ? " puzzle" : " puzzles");
  return OK;
}

const Judge* judgeAndPuzzles(const char* tool, int argc, char** argv, std::vector<Board>& puzzles) {
  const Judge* j = argc == 3 && std::string(argv[1]) == "--judge" ? findJudge(argv[2]) : nullptr;
  if (!j) return std::cerr << "usage: " << tool << " [--judge ID]\n", nullptr;
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why;
  if (!readInput(*j, text, puzzles, why, true)) return std::cerr << "malformed input: " << why << '\n', nullptr;
  return j;
}
