/**
 * Description: Sudoku solver for online judges. A DFS over global row/col/cell flags (9-bit
 *  masks of the digits still free in each row, column and box) and each cell's candidates.
 *  Before each guess it places naked singles (a cell with one candidate) and hidden singles (a
 *  digit with one place left in a row, column or box) and applies locked candidates; then it
 *  guesses in the cell with fewest candidates.
 * Usage: ./solve < input. Reads puzzles until end of input or a line "end". A puzzle is 81
 *  cells, as 9 lines of 9 or one line of 81: givens 1-9, blanks . 0 or ?, optionally separated
 *  by spaces or tabs. A first line holding one integer (a puzzle count) is skipped; lines
 *  starting with # are comments; \r is ignored. Prints each solution in the layout it came in,
 *  or "No solution" (with the reason on stderr) when the givens clash or nothing fits.
 *  Exit status: 0, or 2 for malformed input (stderr names the line; the puzzles before it stay
 *  printed). "No solution" is an answer, so it exits 0: judges call any other status an error. Standard C++98 to C++20, no extensions.
 * Time: about 10 us per puzzle on 17-clue puzzles, 110-200 us on the hardest known sets
 *  (make bench); memory is fixed, 1.3 MB, as input is streamed.
 * Status: stress-tested against a brute force (make stress), fuzzed (make fuzz).
 */
#include <cstdio>
#include <cstring>

// --- solver: also the body of build/leetcode.cpp (make leetcode) ---
int row[9], col[9], cell[9];       // bit d-1 set: digit d is still free in that row/column/box
int cand[81];                      // the candidates of each empty cell, kept up to date; 0 once filled
int grid[81];                      // the digits placed
int emptyCells, pending[81], pendingLen;  // pending: cells left with one candidate, to be filled
unsigned long changedUnits;        // bit u: unit u lost a candidate since its last hidden-single search
int staleBoxes;                    // bit b: box b lost a candidate since locked candidates last ran
unsigned long unitsOf[81];         // a cell's row, column and box as bits of changedUnits
int rowOf[81], colOf[81], boxOf[81];
int peers[81][20];                 // the other cells of a cell's row, column and box
int boxMates[81][4];               // the peers in a cell's box that share its row or column
int unitCells[27][9];              // rows 0-8, columns 9-17, boxes 18-26
int *unitFree[27];                 // the flags of each unit
int ones[512], digitOf[512];       // bits set in a mask; the digit of a one-bit mask
int clashDigit, clashUnit;         // set by solveGrid when it returns CLASH
#ifdef SUDOKU_STATS  // counters for make bench; off in the submitted file
unsigned long statNodes, statGuesses;
#define COUNT(counting) (counting)
#else
#define COUNT(counting) ((void)0)
#endif

enum { SOLVED, CLASH, NO_SOLUTION };

void initTables() {
    for (int i = 0; i < 81; ++i) {
        int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
        rowOf[i] = r, colOf[i] = c, boxOf[i] = b;
        unitCells[r][c] = i, unitCells[9 + c][r] = i, unitCells[18 + b][r % 3 * 3 + c % 3] = i;
        unitsOf[i] = 1ul << r | 1ul << (9 + c) | 1ul << (18 + b);
    }
    for (int i = 0; i < 81; ++i)
        for (int j = 0, n = 0, m = 0; j < 81; ++j) {
            bool sameRow = rowOf[j] == rowOf[i], sameCol = colOf[j] == colOf[i], sameBox = boxOf[j] == boxOf[i];
            if (j != i && (sameRow || sameCol || sameBox)) peers[i][n++] = j;
            if (j != i && sameBox && (sameRow || sameCol)) boxMates[i][m++] = j;
        }
    for (int u = 0; u < 9; ++u) unitFree[u] = &row[u], unitFree[9 + u] = &col[u], unitFree[18 + u] = &cell[u];
    for (int m = 1; m < 512; ++m) ones[m] = ones[m >> 1] + (m & 1);
    for (int d = 1; d <= 9; ++d) digitOf[1 << (d - 1)] = d;
}

// Removes digits from the candidates of cell i (nothing if it is filled), queueing the cell when
// one is left; false when none is left.
bool eliminate(int i, int digits) {
    int m = cand[i] & ~digits;
    if (m == cand[i]) return true;
    cand[i] = m, changedUnits |= unitsOf[i];
    if (m & (m - 1)) return true;
    pending[pendingLen++] = i;
    return m != 0;
}

// Fills cell i with the digit of bit; false when that leaves a peer without candidates.
bool place(int i, int bit) {
    grid[i] = digitOf[bit], cand[i] = 0, --emptyCells, changedUnits |= unitsOf[i];
    row[rowOf[i]] ^= bit, col[colOf[i]] ^= bit, cell[boxOf[i]] ^= bit;
    for (int k = 0; k < 20; ++k)
        if (!eliminate(peers[i][k], bit)) return false;
    return true;
}

// The digits of a that are in neither b nor c.
inline int onlyIn(int a, int b, int c) { return a & ~(b | c); }

// Locked candidates in one chute (three rows or three columns across three boxes): where line j
// crosses box k, a digit that the box holds only there leaves the rest of the line (pointing), and
// a digit that the line holds only there leaves the rest of the box (claiming). This halves the
// guesses on easy puzzles. Cell n of line j is first + j * across + n * along.
bool lockedInChute(int first, int across, int along) {
    int seg[3][3], lineOnly[3][3], boxOnly[3][3];  // [j][k]: where line j crosses box k
    for (int j = 0; j < 3; ++j)
        for (int k = 0; k < 3; ++k) {
            const int *c = cand + first + j * across + 3 * k * along;
            seg[j][k] = c[0] | c[along] | c[2 * along];
        }
    int differ = 0;  // nonzero when some segment has a digit locked to the line or the box only
    for (int t = 0; t < 3; ++t) {
        lineOnly[t][0] = onlyIn(seg[t][0], seg[t][1], seg[t][2]), boxOnly[0][t] = onlyIn(seg[0][t], seg[1][t], seg[2][t]);
        lineOnly[t][1] = onlyIn(seg[t][1], seg[t][0], seg[t][2]), boxOnly[1][t] = onlyIn(seg[1][t], seg[0][t], seg[2][t]);
        lineOnly[t][2] = onlyIn(seg[t][2], seg[t][0], seg[t][1]), boxOnly[2][t] = onlyIn(seg[2][t], seg[0][t], seg[1][t]);
    }
    for (int j = 0; j < 3; ++j)
        differ |= (lineOnly[j][0] ^ boxOnly[j][0]) | (lineOnly[j][1] ^ boxOnly[j][1]) | (lineOnly[j][2] ^ boxOnly[j][2]);
    for (int j = 0; differ && j < 3; ++j)
        for (int k = 0; k < 3; ++k) {
            int pointing = boxOnly[j][k] & ~lineOnly[j][k], claiming = lineOnly[j][k] & ~boxOnly[j][k];
            for (int n = 0; pointing && n < 9; ++n)
                if (n / 3 != k && !eliminate(first + j * across + n * along, pointing)) return false;
            for (int i = 0; claiming && i < 3; ++i)
                for (int n = 3 * k; i != j && n < 3 * k + 3; ++n)
                    if (!eliminate(first + i * across + n * along, claiming)) return false;
        }
    return true;
}

// Places forced digits until none is left: naked singles (queued as candidates shrink), hidden
// singles (searched only in units that lost candidates), then locked candidates (only in bands and
// stacks that lost candidates). False when some cell or some free digit of a unit has no place
// left: the guesses that led here were wrong.
bool propagate() {
    for (;;) {
        while (pendingLen) {
            int i = pending[--pendingLen];
            if (cand[i] && !place(i, cand[i])) return false;  // 0: filled meanwhile as a hidden single
        }
        if (!changedUnits) {
            for (int k = 0; k < 3; ++k)  // a band or stack whose boxes are unchanged has nothing new
                if (((staleBoxes & (7 << 3 * k)) && !lockedInChute(27 * k, 9, 1)) ||
                    ((staleBoxes & (0111 << k)) && !lockedInChute(3 * k, 1, 9))) return false;
            staleBoxes = 0;
            if (!pendingLen && !changedUnits) return true;
        }
        for (int u = 0; u < 27; ++u) {
            if (!(changedUnits >> u & 1)) continue;
            changedUnits ^= 1ul << u;
            if (u >= 18) staleBoxes |= 1 << (u - 18);  // a changed cell marks its box among its units
            const int *cells = unitCells[u];
            int once = 0, twice = 0;  // the digits with at least one place in the unit, with two
            for (int k = 0; k < 9; k += 3) {
                int a = cand[cells[k]], b = cand[cells[k + 1]], c = cand[cells[k + 2]];
                twice |= (once & a) | ((once | a) & b) | ((once | a | b) & c), once |= a | b | c;
            }
            if (once != *unitFree[u]) return false;
            for (int lone = once & ~twice; lone; lone &= lone - 1) {
                int bit = lone & -lone, k = 0;
                // An earlier placement in this unit may have taken the digit's only cell.
                while (!(cand[cells[k]] & bit))
                    if (++k == 9) return false;
                if (!place(cells[k], bit)) return false;
            }
        }
    }
}

// The state a guess changes; restoring a copy is cheaper than undoing placements one by one.
struct Saved { int cand[81], row[9], col[9], cell[9], emptyCells; };

bool dfs() {
    COUNT(++statNodes);
    if (!propagate()) return false;
    if (!emptyCells) return true;
    // Branch on a cell with fewest candidates; among those, on the one with most empty peers,
    // whose guess reaches furthest (this halves the guesses on hard puzzles). Its row, column and
    // box hold as many empty cells as they have free digits; box mates there are counted twice.
    int best = -1, fewest = 10, mostPeers = -1;
    for (int i = 0; i < 81; ++i) {
        if (!cand[i] || ones[cand[i]] > fewest) continue;
        const int *mate = boxMates[i];
        int emptyPeers = ones[row[rowOf[i]]] + ones[col[colOf[i]]] + ones[cell[boxOf[i]]] -
                         (cand[mate[0]] != 0) - (cand[mate[1]] != 0) - (cand[mate[2]] != 0) - (cand[mate[3]] != 0);
        if (ones[cand[i]] < fewest || emptyPeers > mostPeers) best = i, fewest = ones[cand[i]], mostPeers = emptyPeers;
    }
    Saved s;
    memcpy(s.cand, cand, sizeof cand), memcpy(s.row, row, sizeof row);
    memcpy(s.col, col, sizeof col), memcpy(s.cell, cell, sizeof cell), s.emptyCells = emptyCells;
    for (int m = cand[best]; m; m &= m - 1) {
        COUNT(statGuesses += (m & (m - 1)) != 0);  // as tdoku counts: the last digit left is forced
        if (place(best, m & -m) && dfs()) return true;
        memcpy(cand, s.cand, sizeof cand), memcpy(row, s.row, sizeof row);
        memcpy(col, s.col, sizeof col), memcpy(cell, s.cell, sizeof cell), emptyCells = s.emptyCells;
        pendingLen = 0, changedUnits = 0, staleBoxes = 0;
    }
    return false;
}

// Solves g (81 cells in reading order, 0 = blank) in place. Returns SOLVED, CLASH (two equal
// givens in unit clashUnit, digit clashDigit; g unchanged) or NO_SOLUTION (g unchanged).
int solveGrid(int g[81]) {
    if (!ones[1]) initTables();
    for (int u = 0; u < 9; ++u) row[u] = col[u] = cell[u] = 511;
    for (int i = 0; i < 81; ++i) {
        if (!g[i]) continue;
        int bit = 1 << (g[i] - 1), u = !(row[rowOf[i]] & bit) ? rowOf[i]
                                    : !(col[colOf[i]] & bit) ? 9 + colOf[i]
                                    : !(cell[boxOf[i]] & bit) ? 18 + boxOf[i] : -1;
        if (u >= 0) return clashDigit = g[i], clashUnit = u, CLASH;
        row[rowOf[i]] ^= bit, col[colOf[i]] ^= bit, cell[boxOf[i]] ^= bit;
    }
    emptyCells = pendingLen = staleBoxes = 0, changedUnits = (1ul << 27) - 1;
    for (int i = 0; i < 81; ++i) {
        grid[i] = g[i], cand[i] = g[i] ? 0 : row[rowOf[i]] & col[colOf[i]] & cell[boxOf[i]];
        if (g[i]) continue;
        ++emptyCells;
        if (!cand[i]) return NO_SOLUTION;
        if (!(cand[i] & (cand[i] - 1))) pending[pendingLen++] = i;
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

void skipLine(int c) {
    while (c != '\n' && c != EOF) c = nextChar();
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

// Solves one puzzle and prints it in the layout it came in, or "No solution".
void solveAndPrint(int number, int g[81], const bool spaced[9], bool oneLine) {
    int result = solveGrid(g);
    if (result != SOLVED) {
        for (const char *s = "No solution\n"; *s; ++s) put(*s);
        if (result == CLASH)
            fprintf(errFile, "puzzle %d: two %ds in %s %d\n", number, clashDigit, unitName(clashUnit), clashUnit % 9 + 1);
        else
            fprintf(errFile, "puzzle %d: no solution\n", number);
        return;
    }
    for (int i = 0; i < 81; ++i) {
        bool lineEnds = oneLine ? i == 80 : i % 9 == 8;
        put((char)('0' + g[i]));
        if (lineEnds) put('\n');
        else if (spaced[oneLine ? 0 : i / 9]) put(' ');
    }
}

// Reads puzzles from input until its end or a line "end", printing each solution to output and
// each complaint to errors. Returns the exit status: 0, or 2 for malformed input. A puzzle without
// a solution is answered, not an error: judges count any other exit status as a runtime error.
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
            solveAndPrint(++puzzles, g, spaced, line.count == 81);
            rows = 0, blankBefore = false;
            continue;
        }
        break;
    }
    fwrite(outBuf, 1, outLen, outFile);
    fflush(outFile);
    return status;
}

#ifndef SUDOKU_NO_MAIN
int main() { return run(stdin, stdout, stderr); }
#endif
