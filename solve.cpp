/**
 * Description: Sudoku solver for online judges. A DFS over global row/col/cell flags (9-bit
 *  masks of the digits still free in each row, column and box). Before each guess it places
 *  naked singles (a cell with one candidate) and hidden singles (a digit with one place left in
 *  a row, column or box); then it guesses in the cell with fewest candidates.
 * Usage: ./solve < input. Reads puzzles until end of input or a line "end". A puzzle is 81
 *  cells, as 9 lines of 9 or one line of 81: givens 1-9, blanks . 0 or ?, optionally separated
 *  by spaces or tabs. A first line holding one integer (a puzzle count) is skipped; lines
 *  starting with # are comments; \r is ignored. Prints each solution in the layout it came in,
 *  or "No solution" (with the reason on stderr) when the givens clash or nothing fits.
 *  Exit status: 0 all solved, 1 some puzzle has no solution, 2 malformed input (stderr names
 *  the line; the puzzles before it stay printed). Standard C++98 to C++20, no extensions.
 * Time: about 20 us per puzzle on the hardest known sets; memory is fixed (input is streamed).
 * Status: stress-tested against a brute force (make stress), fuzzed (make fuzz).
 */
#include <cstdio>
#include <cstring>

// --- solver: also the body of build/leetcode.cpp (make leetcode) ---
int row[9], col[9], cell[9];       // bit d-1 set: digit d is still free in that row/column/box
int grid[81];                      // 0 = empty, else the digit
int trail[81], filled;             // the cells filled so far, in order, so guesses can be undone
int rowOf[81], colOf[81], boxOf[81];
int unitCells[27][9];              // rows 0-8, columns 9-17, boxes 18-26
int *unitFree[27];                 // the flags of each unit
int ones[512], digitOf[512];       // bits set in a mask; the digit of a one-bit mask
int clashDigit, clashUnit;         // set by solveGrid when it returns CLASH
#ifdef SUDOKU_STATS
unsigned long statNodes, statGuesses;
#define COUNT(stat) ++stat
#else
#define COUNT(stat)
#endif

enum { SOLVED, CLASH, NO_SOLUTION };

void initTables() {
    for (int i = 0; i < 81; ++i) {
        int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
        rowOf[i] = r, colOf[i] = c, boxOf[i] = b;
        unitCells[r][c] = i, unitCells[9 + c][r] = i, unitCells[18 + b][r % 3 * 3 + c % 3] = i;
    }
    for (int u = 0; u < 9; ++u) unitFree[u] = &row[u], unitFree[9 + u] = &col[u], unitFree[18 + u] = &cell[u];
    for (int m = 1; m < 512; ++m) ones[m] = ones[m >> 1] + (m & 1);
    for (int d = 1; d <= 9; ++d) digitOf[1 << (d - 1)] = d;
}

inline int candidates(int i) { return row[rowOf[i]] & col[colOf[i]] & cell[boxOf[i]]; }

inline void place(int i, int bit) {
    grid[i] = digitOf[bit];
    row[rowOf[i]] ^= bit, col[colOf[i]] ^= bit, cell[boxOf[i]] ^= bit;
    trail[filled++] = i;
}

void undoTo(int mark) {
    while (filled > mark) {
        int i = trail[--filled], bit = 1 << (grid[i] - 1);
        row[rowOf[i]] |= bit, col[colOf[i]] |= bit, cell[boxOf[i]] |= bit;
        grid[i] = 0;
    }
}

// Places forced digits until none is left; false when some cell or some digit of a unit has no
// place left, which means the guesses that led here were wrong.
bool propagate() {
    for (bool progress = true; progress;) {
        progress = false;
        for (int i = 0; i < 81; ++i) {
            if (grid[i]) continue;
            int m = candidates(i);
            if (!m) return false;
            if (!(m & (m - 1))) place(i, m), progress = true;
        }
        for (int u = 0; u < 27; ++u) {
            const int *cells = unitCells[u];
            int once = 0, twice = 0;
            for (int k = 0; k < 9; ++k)
                if (!grid[cells[k]]) {
                    int m = candidates(cells[k]);
                    twice |= once & m, once |= m;
                }
            if (once != *unitFree[u]) return false;
            for (int lone = once & ~twice; lone; lone &= lone - 1) {
                int bit = lone & -lone, k = 0;
                // An earlier placement in this pass may have taken the digit's only cell.
                while (k < 9 && (grid[cells[k]] || !(candidates(cells[k]) & bit))) ++k;
                if (k == 9) return false;
                place(cells[k], bit), progress = true;
            }
        }
    }
    return true;
}

bool dfs() {
    COUNT(statNodes);
    int mark = filled;
    if (propagate()) {
        if (filled == 81) return true;
        int best = -1, fewest = 10;
        for (int i = 0; i < 81 && fewest > 2; ++i)
            if (!grid[i] && ones[candidates(i)] < fewest) best = i, fewest = ones[candidates(i)];
        for (int m = candidates(best); m; m &= m - 1) {
            COUNT(statGuesses);
            place(best, m & -m);
            if (dfs()) return true;
            undoTo(filled - 1);
        }
    }
    undoTo(mark);
    return false;
}

// Solves g (81 cells in reading order, 0 = blank) in place. Returns SOLVED, CLASH (two equal
// givens in unit clashUnit, digit clashDigit; g unchanged) or NO_SOLUTION (g unchanged).
int solveGrid(int g[81]) {
    if (!ones[1]) initTables();
    for (int u = 0; u < 9; ++u) row[u] = col[u] = cell[u] = 511;
    memset(grid, 0, sizeof grid);
    filled = 0;
    for (int i = 0; i < 81; ++i) {
        if (!g[i]) continue;
        int bit = 1 << (g[i] - 1), u = !(row[rowOf[i]] & bit) ? rowOf[i]
                                    : !(col[colOf[i]] & bit) ? 9 + colOf[i]
                                    : !(cell[boxOf[i]] & bit) ? 18 + boxOf[i] : -1;
        if (u >= 0) return clashDigit = g[i], clashUnit = u, CLASH;
        place(i, bit);
    }
    if (!dfs()) return NO_SOLUTION;
    memcpy(g, grid, sizeof grid);
    return SOLVED;
}
// --- end of solver ---

// --- reading and printing ---
FILE *inFile, *outFile, *errFile;
char inBuf[1 << 16], outBuf[1 << 16];
int inLen, inPos, outLen, lineNo;

enum { LINE_CELLS, LINE_BLANK, LINE_COMMENT, LINE_END, LINE_EOF, LINE_BAD };
struct Line {
    int cells[81], count;  // the cells as digits, 0 = blank
    bool spaced;           // a space or tab stood between two cells
    bool number;           // one token of at most 6 digits: a puzzle count if it comes first
};

int nextChar() {
    if (inPos == inLen) {
        inLen = (int)fread(inBuf, 1, sizeof inBuf, inFile), inPos = 0;
        if (inLen <= 0) return inLen = 0, EOF;
    }
    return (unsigned char)inBuf[inPos++];
}

void put(char c) {
    if (outLen == (int)sizeof outBuf) fwrite(outBuf, 1, outLen, outFile), outLen = 0;
    outBuf[outLen++] = c;
}

int skipLine(int c) {
    while (c != '\n' && c != EOF) c = nextChar();
    return c;
}

// Reads one line. Malformed lines are reported on errFile and give LINE_BAD.
int readLine(Line &line) {
    int c = nextChar(), tokens = 0;
    if (c == EOF) return LINE_EOF;
    ++lineNo;
    line.count = 0, line.spaced = false, line.number = true;
    for (bool afterSpace = false; c != '\n' && c != EOF; c = nextChar()) {
        int digit = c >= '0' && c <= '9' ? c - '0' : c == '.' || c == '?' ? 0 : -1;
        if (c == ' ' || c == '\t' || c == '\r') {
            afterSpace = afterSpace || c != '\r';
        } else if (digit >= 0) {
            if (line.count == 81) {
                fprintf(errFile, "line %d: more than 81 cells (a puzzle is 9 lines of 9 or one line of 81)\n", lineNo);
                return LINE_BAD;
            }
            if (afterSpace || !line.count) ++tokens;
            line.spaced = line.spaced || (afterSpace && line.count);
            line.number = line.number && c != '.' && c != '?';
            line.cells[line.count++] = digit, afterSpace = false;
        } else if (c == '#' && !line.count) {
            skipLine(c);
            return LINE_COMMENT;
        } else if (c == 'e' && !line.count) {
            const char *rest = "nd";
            for (c = nextChar(); *rest && c == *rest; c = nextChar()) ++rest;
            while (c == ' ' || c == '\t' || c == '\r') c = nextChar();
            if (!*rest && (c == '\n' || c == EOF)) return LINE_END;
            fprintf(errFile, "line %d: expected cells or \"end\"\n", lineNo);
            return LINE_BAD;
        } else {
            if (c > ' ' && c < 127)
                fprintf(errFile, "line %d: unexpected character '%c' (a cell is 1-9, '.', '0' or '?')\n", lineNo, c);
            else
                fprintf(errFile, "line %d: unexpected byte 0x%02X (a cell is 1-9, '.', '0' or '?')\n", lineNo, c);
            return LINE_BAD;
        }
    }
    line.number = line.number && tokens == 1 && line.count <= 6;
    return line.count ? LINE_CELLS : LINE_BLANK;
}

const char *unitName(int u) { return u < 9 ? "row" : u < 18 ? "column" : "box"; }

// Solves one puzzle and prints it in the layout it came in; false when it has no solution.
bool solveAndPrint(int number, int g[81], const bool spaced[9], bool oneLine) {
    int result = solveGrid(g);
    if (result != SOLVED) {
        for (const char *s = "No solution\n"; *s; ++s) put(*s);
        if (result == CLASH)
            fprintf(errFile, "puzzle %d: two %ds in %s %d\n", number, clashDigit, unitName(clashUnit), clashUnit % 9 + 1);
        else
            fprintf(errFile, "puzzle %d: no solution\n", number);
        return false;
    }
    for (int i = 0; i < 81; ++i) {
        bool lineEnds = oneLine ? i == 80 : i % 9 == 8;
        put((char)('0' + g[i]));
        if (lineEnds) put('\n');
        else if (spaced[oneLine ? 0 : i / 9]) put(' ');
    }
    return true;
}

// Reads puzzles from input until its end or a line "end", printing each solution to output and
// each complaint to errors. Returns the exit status: 0, 1 (some puzzle unsolved) or 2 (malformed).
int run(FILE *input, FILE *output, FILE *errors) {
    static Line line;
    int g[81], puzzles = 0, rows = 0, status = 0;
    bool spaced[9], firstContent = true, blankBefore = false;
    inFile = input, outFile = output, errFile = errors;
    inLen = inPos = outLen = lineNo = 0;
    for (;;) {
        int kind = readLine(line);
        if (kind == LINE_COMMENT) continue;
        if (kind == LINE_BLANK && !rows) {
            blankBefore = puzzles > 0;
            continue;
        }
        if (kind == LINE_BAD) {
            status = 2;
        } else if (kind != LINE_CELLS) {  // blank, end, or end of input
            if (rows) {
                fprintf(errFile, "line %d: %s inside puzzle %d (after row %d of 9)\n", lineNo,
                        kind == LINE_BLANK ? "blank line" : kind == LINE_END ? "\"end\"" : "input ends",
                        puzzles + 1, rows);
                status = 2;
            }
        } else if (firstContent && line.number) {
            firstContent = false;
            continue;
        } else if (rows ? line.count != 9 : line.count != 9 && line.count != 81) {
            if (rows)
                fprintf(errFile, "line %d: expected 9 cells (row %d of puzzle %d), found %d\n", lineNo, rows + 1, puzzles + 1, line.count);
            else
                fprintf(errFile, "line %d: expected 9 or 81 cells, found %d\n", lineNo, line.count);
            status = 2;
        } else {
            firstContent = false;
            memcpy(g + rows * 9, line.cells, line.count * sizeof(int));
            spaced[rows] = line.spaced;
            rows += line.count / 9;
            if (rows < 9) continue;
            if (blankBefore) put('\n');
            if (!solveAndPrint(++puzzles, g, spaced, line.count == 81)) status = 1;
            rows = 0, blankBefore = false;
            continue;
        }
        break;
    }
    fwrite(outBuf, 1, outLen, outFile);
    fflush(outFile);
#ifdef SUDOKU_STATS
    fprintf(errFile, "stats: %d puzzles, %lu nodes, %lu guesses\n", puzzles, statNodes, statGuesses);
#endif
    return status;
}

#ifndef SUDOKU_NO_MAIN
int main() { return run(stdin, stdout, stderr); }
#endif
