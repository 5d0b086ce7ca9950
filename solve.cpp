/**
 * Description: Sudoku (AcWing 1613), sudoku-kit's design in one screen: a DFS over the flags
 *  row, col and cell (the digits still free in each row, column and box) that branches on the
 *  fewest choices, a cell's candidates or a digit's places in a row, column or box.
 * Usage: ./solve < puzzle: nine lines of nine cells, 1-9 given, '.' or '0' blank. Prints the
 *  solution, or "No solution" (exit status 0) when the givens clash or nothing fits; a
 *  malformed line is named on stderr, exit status 2. `make submit JUDGE=acwing-1613` writes
 *  this file from the parts in lib/ (`make design` rewrites it: edit those, not this).
 * Time: 0.05 ms a 17-clue puzzle on average, 7 ms the worst forum-hardest one (make bench).
 * Status: stress-tested and hacked as AcWing 1613 (make test).
 */
#include <cstdio>

const int B = 3, N = B * B;  // a box's side, the grid's

int g[N * N];  // the grid in reading order: 1-N, 0 blank
int row[N], col[N], cell[N];  // bit d-1 set while digit d is free in a row, column, box
int ones[1 << N];  // the bits set in a mask

int box(int i) { return i / N / B * B + i % N / B; }
int freeAt(int i) { return g[i] ? 0 : row[i / N] & col[i % N] & cell[box(i)]; }
void flip(int i, int bit) { row[i / N] ^= bit, col[i % N] ^= bit, cell[box(i)] ^= bit; }

bool dfs();  // the search, below

// Solves g in place; false when givens clash or nothing fits.
bool solve() {
  for (int m = 1; m < 1 << N; ++m) ones[m] = ones[m >> 1] + (m & 1);
  for (int u = 0; u < N; ++u) row[u] = col[u] = cell[u] = (1 << N) - 1;
  for (int i = 0; i < N * N; ++i) {
    int bit = g[i] ? 1 << (g[i] - 1) : 0;
    if (bit & ~(row[i / N] & col[i % N] & cell[box(i)])) return false;  // a digit twice in a unit
    flip(i, bit);
  }
  return dfs();
}

// Cell k of unit u (rows, then columns, then boxes).
int at(int u, int k) {
  int b = u - 2 * N;
  if (u < 2 * N) return u < N ? u * N + k : k * N + u - N;
  return b / B * B * N + b % B * B + k / B * N + k % B;
}

// Fills the blanks of g; true once solved.
bool dfs() {
  int fewest = N + 1, best = -1, unit = -1, digit = 0;  // to branch on: cell best, or digit in unit
  for (int i = 0; i < N * N; ++i)
    if (!g[i] && ones[freeAt(i)] < fewest) fewest = ones[freeAt(i)], best = i;
  if (best < 0) return true;
  for (int u = 0; u < 3 * N && fewest > 1; ++u) {
    int places[N] = {0}, unitFree = u < N ? row[u] : u < 2 * N ? col[u - N] : cell[u - 2 * N];
    for (int k = 0; k < N; ++k)
      for (int d = 0, m = freeAt(at(u, k)); d < N; ++d) places[d] += m >> d & 1;
    for (int d = 0; d < N; ++d)
      if ((unitFree >> d & 1) && places[d] < fewest) fewest = places[d], unit = u, digit = d;
  }
  for (int k = 0; k < N; ++k) {
    int i = unit < 0 ? best : at(unit, k), d = unit < 0 ? k : digit;
    if (!(freeAt(i) >> d & 1)) continue;
    g[i] = d + 1, flip(i, 1 << d);
    if (dfs()) return true;
    g[i] = 0, flip(i, 1 << d);
  }
  return false;
}

// Reads row r, line r + 1, into g; false, with a complaint on stderr, when it is not N cells.
bool readRow(int r) {
  int n = 0, c;
  while ((c = getchar()) != '\n' && c != EOF) {
    if (c == '\r') continue;
    if (c != '.' && (c < '0' || c > '0' + N))
      return fprintf(stderr, "line %d: unexpected character '%c' (a cell is 1-%d, '.' or '0')\n",
                     r + 1, c, N), false;
    if (n < N) g[r * N + n] = c == '.' ? 0 : c - '0';
    ++n;
  }
  if (n == N) return true;
  if (c == EOF && !n)
    fprintf(stderr, "line %d: input ends after %d rows (a puzzle is %d lines of %d)\n", r + 1, r,
            N, N);
  else fprintf(stderr, "line %d: expected %d cells, found %d\n", r + 1, N, n);
  return false;
}

// Prints g, a line a row.
void printGrid() {
  for (int i = 0; i < N * N; ++i) {
    putchar('0' + g[i]);
    if (i % N == N - 1) putchar('\n');
  }
}

int main() {
  for (int r = 0; r < N; ++r)
    if (!readRow(r)) return 2;  // a malformed line, named on stderr
  if (!solve()) return puts("No solution"), 0;
  printGrid();
}
