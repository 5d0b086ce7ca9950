/**
 * Description: The plain DFS's state for a puzzle of signs (Luogu P4573): the grid g, the flags
 *  row, col and cell (the digits still free in each row, column and box), and each cell's signed
 *  neighbours; freeAt(i) keeps the digits that the signs to i's filled neighbours allow, and
 *  solve() runs the DFS of the part that includes this one (dfs.h) from the empty grid.
 * Usage: declare `const int B = 3, N = B * B;` before it (the box's side and the grid's), read the
 *  signs (read/signs.h: relate() for each), call solve().
 * Time: O(N^2), then the DFS's, whose freeAt costs 4 more steps a cell.
 * Status: stress-tested and hacked as Luogu P4573 (make test).
 */
#pragma once

/// A puzzle of signs has no givens: the flags start free, and a sign is a bound on a cell's
/// digit once its neighbour's is placed, so that the DFS's fewest choices see the signs.
int g[N * N];  // the grid in reading order: 1-N, 0 blank
int row[N], col[N], cell[N];  // bit d-1 set while digit d is free in a row, column, box
int ones[1 << N];  // the bits set in a mask
int nextTo[N * N][4], signs[N * N];  // a cell's signed neighbours, and how many
bool smaller[N * N][4];  // the cell's digit is the smaller of the pair
int allowed[N * N];  // the digits a cell's place among the signs of its box allows

int box(int i) { return i / N / B * B + i % N / B; }
void flip(int i, int bit) { row[i / N] ^= bit, col[i % N] ^= bit, cell[box(i)] ^= bit; }

// The sign between cells a and b: a holds the smaller digit where aSmaller says so.
void relate(int a, int b, bool aSmaller) {
  nextTo[a][signs[a]] = b, smaller[a][signs[a]++] = aSmaller;
  nextTo[b][signs[b]] = a, smaller[b][signs[b]++] = !aSmaller;
}

// The digits free at cell i that its signs to filled neighbours allow.
int freeAt(int i) {
  int m = g[i] ? 0 : row[i / N] & col[i % N] & cell[box(i)] & allowed[i];
  for (int k = 0; k < signs[i]; ++k)
    if (int d = g[nextTo[i][k]]) m &= smaller[i][k] ? (1 << (d - 1)) - 1 : ~((1 << d) - 1);
  return m;
}

// Marks in seen the cells that signs order below cell i (above it: where `below` is false).
void chain(int i, bool below, bool* seen) {
  for (int k = 0; k < signs[i]; ++k) {
    int j = nextTo[i][k];
    if (smaller[i][k] != below && !seen[j]) seen[j] = true, chain(j, below, seen);
  }
}

bool dfs();  // the search, below

// Fills the empty grid g by the signs; false when nothing fits.
bool solve() {
  for (int m = 1; m < 1 << N; ++m) ones[m] = ones[m >> 1] + (m & 1);
  for (int u = 0; u < N; ++u) row[u] = col[u] = cell[u] = (1 << N) - 1;
  for (int i = 0; i < N * N; ++i) {  // k cells below i, j above: i holds k+1 to N-j
    bool below[N * N] = {false}, above[N * N] = {false};
    chain(i, true, below), chain(i, false, above);
    int k = 0, j = 0;
    for (int c = 0; c < N * N; ++c) k += below[c], j += above[c];
    allowed[i] = ((1 << (N - j)) - 1) & ~((1 << k) - 1);
  }
  return dfs();
}
