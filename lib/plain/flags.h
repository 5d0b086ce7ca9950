/**
 * Description: The plain DFS's state, the grid g and the flags row, col and cell (the digits
 *  still free in each row, column and box), and solve(), which sets the flags from the givens
 *  and runs the DFS of the part that includes this one (dfs.h, dfs_cells.h).
 * Usage: declare `const int B = 3, N = B * B;` before it (the box's side and the grid's), fill g
 *  (reading order, 0 blank), call solve().
 * Time: O(N^2), then the DFS's.
 * Status: stress-tested and hacked as every judge whose file holds it (make test).
 */
#pragma once

/// The flags and their names are AcWing 1613's: cell[b] holds box b's.
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
