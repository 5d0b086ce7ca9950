/**
 * Description: build/sudoku's reader: puzzles in any layout the judges use (9 lines of 9, one
 *  line of 81, spaced, 16x16 and 25x25 letters, size lines, titles, separators,
 *  "end"), streamed; a malformed line named on stderr, exit status 2.
 * Usage: run(stdin, stdout, stderr)
 * Time: linear in the input; memory fixed.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>
#include <cstring>
#include "output.h"

// --- reading ---
FILE *inFile;
char inBuf[1 << 16];
int inLen, inPos, lineNo;

enum { LINE_CELLS, LINE_BLANK, LINE_COMMENT, LINE_TITLE, LINE_END, LINE_EOF, LINE_BAD };
// How a line writes its cells: 1-9, or A-Y (16x16, 25x25).
enum { UNDECIDED, DIGITS, LETTERS, NO_CELL };
enum { TEXT_MAX = 100 };                       // the longest title or separator kept
struct Line {
  int cells[625], count;  // the cells as numbers 1-25, 0 = blank
  int kind;               // DIGITS, LETTERS, or UNDECIDED while only '.' blanks were seen
  bool spaced;            // a space or tab stood between two cells
  bool number;            // one token of at most 6 digits (a puzzle count, or a box size)...
  int value;              // ...whose value this is
  bool dashes;            // nothing but '-', spaces and tabs: a separator, where few (whole line)
  // The line as it came, up to TEXT_MAX characters and one more (titles, separators).
  char text[TEXT_MAX + 2];
  int length;
};

int nextChar() {
  if (inPos == inLen) {
    inLen = (int)fread(inBuf, 1, sizeof inBuf, inFile), inPos = 0;
    if (inLen <= 0) return inLen = 0, EOF;
  }
  return (unsigned char)inBuf[inPos++];
}

void skipLine(int c) {
  while (c != '\n' && c != EOF) c = nextChar();
}

// For each byte: the kind of line it can be a cell of (UNDECIDED for '.', a blank of either kind)
// or NO_CELL, and the cell it stands for (1-25, 0 for a blank). Filled by run().
unsigned char kindOfChar[256], cellOfChar[256];

void initChars() {
  for (int c = 0; c < 256; ++c) {
    bool digit = (c >= '0' && c <= '9') || c == '?', letter = (c >= 'A' && c <= 'Y') || c == '-';
    kindOfChar[c] =
        (unsigned char)(digit ? DIGITS : letter ? LETTERS : c == '.' ? UNDECIDED : NO_CELL);
    cellOfChar[c] =
        (unsigned char)(c >= '1' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Y' ? c - 'A' + 1 : 0);
  }
}

// The rest of a line of words, whose text so far is in line.text: "end", or a title (such as
// "Grid 01") kept in line.text without the spaces around it.
int readWords(Line &line) {
  for (int c = nextChar(); c != '\n' && c != EOF; c = nextChar()) {
    if ((c < ' ' || c > '~') && c != '\t' && c != '\r') {
      fprintf(errFile, "line %d: unexpected byte 0x%02X (in a line of words)\n", lineNo, c);
      return LINE_BAD;
    }
    // CRs dropped, as readLine drops them; one past TEXT_MAX: too long
    if (c != '\r' && line.length <= TEXT_MAX) line.text[line.length++] = (char)c;
  }
  if (line.length > TEXT_MAX) {
    fprintf(errFile, "line %d: a line of words longer than %d characters\n", lineNo, TEXT_MAX);
    return LINE_BAD;
  }
  while (strchr(" \t", line.text[line.length - 1])) --line.length;
  line.text[line.length] = 0;
  int spaces = (int)strspn(line.text, " \t");
  memmove(line.text, line.text + spaces, line.length + 1 - spaces);
  return strcmp(line.text, "end") ? LINE_TITLE : LINE_END;
}

// True when the line so far begins with a letter: then a lower-case one makes it a line of words.
bool begunByLetter(Line &line) {
  line.text[line.length] = 0;
  char first = line.text[strspn(line.text, " \t")];
  return (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z');
}

// Reads one line. Malformed lines are reported on errFile and give LINE_BAD.
int readLine(Line &line) {
  int c = nextChar(), tokens = 0;
  if (c == EOF) return LINE_EOF;
  ++lineNo;
  line.count = line.length = 0, line.kind = UNDECIDED, line.spaced = false, line.number = true;
  line.dashes = true;
  for (bool afterSpace = false; c != '\n' && c != EOF; c = nextChar()) {
    int kind = kindOfChar[c];
    line.dashes = line.dashes && (c == '-' || c == ' ' || c == '\t' || c == '\r');
    if (line.length <= TEXT_MAX && c != '\r')
      line.text[line.length++] = (char)c;  // one past TEXT_MAX: a title too long
    if (kind != NO_CELL && (kind == UNDECIDED || line.kind == UNDECIDED || kind == line.kind)) {
      if (kind != UNDECIDED) line.kind = kind;
      if (line.count >= (line.kind == DIGITS ? 81 : 625)) {
        if (line.kind == DIGITS)
          fprintf(errFile, "line %d: more than 81 cells (a puzzle is 9 lines of 9 or one line of"
                           " 81)\n", lineNo);
        else
          fprintf(errFile, "line %d: more than 625 cells (a puzzle of letters is 16 or 25 lines of"
                           " 16 or 25, or one line of 256 or 625)\n", lineNo);
        return LINE_BAD;
      }
      if (afterSpace || !line.count) ++tokens;
      line.spaced = line.spaced || (afterSpace && line.count);
      line.number = line.number && c >= '0' && c <= '9';
      line.cells[line.count++] = cellOfChar[c], afterSpace = false;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      afterSpace = afterSpace || c != '\r';
    } else if (c >= 'a' && c <= 'z' && begunByLetter(line)) {
      return readWords(line);  // a line begun by a letter, with a lower-case one: words
    } else if (c == '#' && !line.count) {
      skipLine(c);
      return LINE_COMMENT;
    } else {
      const char *expected = line.kind == LETTERS
                                 ? "(a cell of a 16x16 or 25x25 puzzle is A-Y, '.' or '-')"
                                 : "(a cell is 1-9, '.', '0' or '?')";
      if (c > ' ' && c < 127)
        fprintf(errFile, "line %d: unexpected character '%c' %s\n", lineNo, c, expected);
      else
        fprintf(errFile, "line %d: unexpected byte 0x%02X %s\n", lineNo, c, expected);
      return LINE_BAD;
    }
  }
  line.text[line.length] = 0;
  line.number = line.number && tokens == 1 && line.count <= 6;
  line.value = 0;
  for (int k = 0; line.number && k < line.count; ++k) line.value = line.value * 10 + line.cells[k];
  return line.count ? LINE_CELLS : LINE_BLANK;
}

// The box size of a puzzle whose first line is this one (the line holds one row of it, or all of
// it), or 0 with a complaint on errFile. Sizes below 3 are read only where a line before the
// puzzle tells them (a line of 4 digits would make 9x9 input ambiguous).
int boxOfFirstLine(const Line &line) {
  int box = 0;
  for (int b = 3; b <= 5 && !box; ++b)
    if ((line.count == b * b || line.count == b * b * b * b) &&
        (line.kind == UNDECIDED || line.kind == (b == 3 ? DIGITS : LETTERS)))
      box = b;
  if (!box && line.kind == LETTERS)
    fprintf(errFile, "line %d: expected 16 or 25 cells, or one line of 256 or 625, found %d\n",
            lineNo, line.count);
  else if (!box)
    fprintf(errFile, "line %d: expected 9 or 81 cells, found %d\n", lineNo, line.count);
  return box;
}

// True when the line can be the first of a puzzle of this box size (told by the line before it).
bool startsBox(const Line &line, int box) {
  return box >= 1 && box <= 5 && (line.count == box * box || line.count == box * box * box * box) &&
         (line.kind == UNDECIDED || line.kind == (box <= 3 ? DIGITS : LETTERS));
}

// True when every cell of the line is a cell of a puzzle of this box size (1-4 for 4x4, A-P for
// 16x16); else false, with a complaint on errFile.
bool cellsFit(const Line &line, int box) {
  for (int k = 0; k < line.count; ++k)
    if (line.cells[k] > box * box) {
      fprintf(errFile, "line %d: '%c' is not a cell of a %dx%d puzzle (%c-%c, %s)\n", lineNo,
              cellChar(line.cells[k], box), box * box, box * box, cellChar(1, box),
              cellChar(box * box, box), box <= 3 ? "'.', '0' or '?'" : "'.' or '-'");
      return false;
    }
  return true;
}

// Reads puzzles from input until its end or a line "end", printing each answer to output and
// each complaint to errors. Returns the exit status: 0, or 2 for malformed input. A puzzle without
// a solution is answered, not an error: judges count any other exit status as a runtime error.
// Between puzzles: a line of one number before the first is a count (skipped), before any a box
// size where the puzzle after it has that size (UVa 989); a line of words is the next puzzle's
// title (such as "Grid 01"), printed before its answer; a blank line or a line of dashes is printed
// back between the answers around it, unless the judge's separatorText says otherwise.
int run(FILE *input, FILE *output, FILE *errors) {
  static Line line;
  static int g[625];
  static char separator[TEXT_MAX + 2], title[TEXT_MAX + 2];  // met since the last puzzle ("": none)
  int puzzles = 0, rows = 0, status = 0, box = 3, n = 9;  // the puzzle being read: its box, side
  int told = 0, toldLine = 0, titleLine = 0;  // a number line since the last puzzle: its number and
                        // line (0: none); the line of the title
  bool countable = true, toldFirst = false;  // no content yet; the number line came first (a count)
  bool spaced[25];
  inFile = input, outFile = output, errFile = errors;
  inLen = inPos = outLen = lineNo = 0, separator[0] = title[0] = 0;
  initChars();
  for (;;) {
    int kind = readLine(line);
    bool firstRow = kind == LINE_CELLS && !rows, promised = title[0] || (told && !toldFirst);
    if (kind == LINE_COMMENT) continue;
    bool dashes = firstRow && line.count < 16 && line.dashes;
    if (!rows && (kind == LINE_BLANK || dashes)) {
      if (puzzles && kind == LINE_BLANK) strcpy(separator, "\n");
      else if (puzzles) memset(separator, '-', line.count), strcpy(separator + line.count, "\n");
      continue;
    }
    if (kind == LINE_TITLE && !rows && !title[0]) {
      strcpy(title, line.text), strcat(title, "\n"), titleLine = lineNo, countable = false;
      continue;
    }
    if (firstRow && line.number && !(told && startsBox(line, told)) && (!told || toldFirst)) {
      // a count, or a box size
      told = line.value, toldLine = lineNo, toldFirst = countable, countable = false;
      continue;
    }
    if (kind == LINE_BAD) {
      status = 2;
    } else if (firstRow && told && !toldFirst && !startsBox(line, told)) {
      fprintf(errFile, "line %d: expected the first row of a puzzle of box size %d (line %d), found"
                       " %d cells\n", lineNo, told, toldLine, line.count);
      status = 2;
    } else if (kind != LINE_CELLS) {  // blank, end, end of input, or a second title
      if (rows)
        fprintf(errFile, "line %d: %s inside puzzle %d (after row %d of %d)\n", lineNo,
                kind == LINE_BLANK ? "blank line" : kind == LINE_END ? "\"end\""
                : kind == LINE_TITLE ? "a line of words" : "input ends",
                puzzles + 1, rows, n);
      else if (kind == LINE_TITLE)
        fprintf(errFile, "line %d: a second title before puzzle %d: \"%s\"\n", lineNo, puzzles + 1,
                line.text);
      else if (promised)
        fprintf(errFile, "line %d: a %s with no puzzle after it\n", title[0] ? titleLine : toldLine,
                title[0] ? "title" : "box size");
      status = rows || kind == LINE_TITLE || promised ? 2 : 0;
    } else if (rows && (line.count != n || line.kind == (box <= 3 ? LETTERS : DIGITS))) {
      if (line.count != n)
        fprintf(errFile, "line %d: expected %d cells (row %d of puzzle %d), found %d\n", lineNo, n,
                rows + 1, puzzles + 1, line.count);
      else
        fprintf(errFile, "line %d: row %d of puzzle %d is in %s, the rows before it in %s\n",
                lineNo, rows + 1, puzzles + 1, box <= 3 ? "letters" : "digits",
                box <= 3 ? "digits" : "letters");
      status = 2;
    } else if ((!rows && !(box = told && startsBox(line, told) ? told : boxOfFirstLine(line))) ||
               !cellsFit(line, box)) {
      status = 2;
    } else {
      n = box * box, countable = false;
      memcpy(g + rows * n, line.cells, line.count * sizeof(int));
      spaced[rows] = line.spaced;
      rows += line.count / n;
      if (rows < n) continue;
      putText(separatorText ? (puzzles ? separatorText : "") : separator), putText(title);
      solveAndPrint(++puzzles, g, box, spaced, line.count == n * n);
      rows = told = 0, separator[0] = title[0] = 0;
      continue;
    }
    break;
  }
  fwrite(outBuf, 1, outLen, outFile);
  fflush(outFile);
  return status;
}
