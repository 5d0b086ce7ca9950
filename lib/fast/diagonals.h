/**
 * Description: X-Sudoku: the units of the fast engine are rows, columns, boxes and both main
 *  diagonals; a member of Sudoku<B>: lib/fast/sudoku.h includes it in its body, as
 *  its geometry.
 * Usage: with lib/fast/crossings.h.
 * Time: O(1) each.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  enum { N = B * B, CELLS = N * N, UNITS = 3 * N + 2, MATES = 2 * (B - 1) };
  enum { PEERS = 2 * (N - 1) + (B - 1) * (B - 1) + 2 * (N - B) };

  // The units of cell i in u[], and how many: its row, column, box and the diagonals it lies on.
  int unitsAt(int i, int *u) const {
    int r = i / N, c = i % N, n = 3;
    u[0] = r, u[1] = N + c, u[2] = 2 * N + r / B * B + c / B;
    if (r == c) u[n++] = 3 * N;          // the main diagonal
    if (r + c == N - 1) u[n++] = 3 * N + 1;  // the other
    return n;
  }

  // The digits free in every unit of cell i.
  int freeAt(int i) const {
    int m = row[rowOf[i]] & col[colOf[i]] & cell[boxOf[i]];
    return m & (rowOf[i] == colOf[i] ? cell[N] : ~0) &
           (rowOf[i] + colOf[i] == N - 1 ? cell[N + 1] : ~0);
  }

  // Flips the digit of bit in the flags of cell i's units: placed, or taken back.
  void flip(int i, int bit) {
    row[rowOf[i]] ^= bit, col[colOf[i]] ^= bit, cell[boxOf[i]] ^= bit;
    if (rowOf[i] == colOf[i]) cell[N] ^= bit;
    if (rowOf[i] + colOf[i] == N - 1) cell[N + 1] ^= bit;
  }
