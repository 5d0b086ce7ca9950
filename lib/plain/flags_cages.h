/**
 * Description: The plain DFS's state for a killer puzzle (CodinGame Killer Sudoku Solver): the
 *  grid g, the flags row, col and cell (the digits still free in each row, column and box), and
 *  each cage's free digits, sum left and blanks left; freeAt(i) keeps the digits after which the
 *  rest of i's cage can still reach its sum with digits of its own. solve() places the givens and
 *  runs the DFS of the part that includes this one (dfs.h).
 * Usage: declare `const int B = 3, N = B * B;` before it (the box's side and the grid's), read
 *  the grid into g, each cell's cage into cageOf and each cage's sum into sumLeft (read/cages.h or
 *  read/cage_lines.h), call solve(); again for the next puzzle.
 * Time: O(3^N) once (the sums each set of digits reaches), then the DFS's; freeAt costs N more
 *  steps a cell.
 * Status: stress-tested and hacked as CodinGame Killer Sudoku Solver (make test).
 */
#pragma once

/// A cage is a unit of its own for distinct digits (cageFree), and a sum: reach[m][k][s] is set
/// where k digits of mask m add up to s, so that freeAt is exact for the cage alone.
const int CAGES = 52;  // ids a-z, A-Z
int g[N * N];  // the grid in reading order: 1-N, 0 blank
int row[N], col[N], cell[N];  // bit d-1 set while digit d is free in a row, column, box
int ones[1 << N];  // the bits set in a mask
int cageOf[N * N], cageCells[CAGES][N], cageSize[CAGES];  // a cell's cage; a cage's cells
int cageFree[CAGES], sumLeft[CAGES], blanksLeft[CAGES];  // a cage's free digits, sum, blanks left
bool reach[1 << N][N + 1][N * (N + 1) / 2 + 1];  // [m][k][s]: k digits of mask m sum to s

int box(int i) { return i / N / B * B + i % N / B; }
// Places digit bit at cell i, or takes it back where it was placed.
void flip(int i, int bit) {
  int c = cageOf[i], d = ones[bit - 1] + 1;
  row[i / N] ^= bit, col[i % N] ^= bit, cell[box(i)] ^= bit, cageFree[c] ^= bit;
  if (cageFree[c] & bit) sumLeft[c] += d, ++blanksLeft[c];
  else sumLeft[c] -= d, --blanksLeft[c];
}

// The digits free at blank cell i (in cage c) by its units and its cage.
int unitsFree(int i, int c) {
  return g[i] ? 0 : row[i / N] & col[i % N] & cell[box(i)] & cageFree[c];
}

// The digits free at cell i after which the rest of its cage can still reach its sum.
int freeAt(int i) {
  int c = cageOf[i], m = unitsFree(i, c), others = 0, fits = 0;
  for (int k = 0; m && k < cageSize[c]; ++k)
    if (cageCells[c][k] != i) others |= unitsFree(cageCells[c][k], c);
  for (int d = 1; d <= N; ++d)
    if ((m >> (d - 1) & 1) && sumLeft[c] >= d &&
        reach[others & ~(1 << (d - 1))][blanksLeft[c] - 1][sumLeft[c] - d])
      fits |= 1 << (d - 1);
  return fits;
}

bool dfs();  // the search, below

// Solves g in place; false when givens clash or nothing fits.
bool solve() {
  for (int m = 1; m < 1 << N; ++m) ones[m] = ones[m >> 1] + (m & 1);
  for (int m = 0; m < 1 << N; ++m)
    for (int sub = m;; sub = (sub - 1) & m) {
      int sum = 0;
      for (int d = 1; d <= N; ++d) sum += (sub >> (d - 1) & 1) * d;
      reach[m][ones[sub]][sum] = true;
      if (!sub) break;
    }
  for (int u = 0; u < N; ++u) row[u] = col[u] = cell[u] = (1 << N) - 1;
  for (int c = 0; c < CAGES; ++c) cageFree[c] = (1 << N) - 1, cageSize[c] = blanksLeft[c] = 0;
  for (int i = 0; i < N * N; ++i) {
    int c = cageOf[i];
    ++blanksLeft[c], cageCells[c][cageSize[c]++] = i;
  }
  for (int i = 0; i < N * N; ++i) {
    int bit = g[i] ? 1 << (g[i] - 1) : 0;
    if (bit & ~(row[i / N] & col[i % N] & cell[box(i)] & cageFree[cageOf[i]])) return false;
    if (bit) flip(i, bit);  // a given
  }
  return dfs();
}
