/**
 * Description: Square boxes: the units of the fast engine are rows, columns and B x B boxes;
 *  their sizes, and the functions that name a cell's units (a member of Sudoku<B>:
 *  lib/fast/sudoku.h includes it in its body, as its geometry).
 * Usage: the default geometry; make submit swaps it for jigsaw.h or diagonals.h.
 * Time: O(1) each.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  enum { N = B * B, CELLS = N * N, UNITS = 3 * N, MATES = 2 * (B - 1) };
  enum { PEERS = 2 * (N - 1) + (B - 1) * (B - 1) };

  // The units of cell i in u[], and how many: its row, column and box.
  int unitsAt(int i, int *u) const {
    return u[0] = i / N, u[1] = N + i % N, u[2] = 2 * N + i / N / B * B + i % N / B, 3;
  }

  // The digits free in every unit of cell i.
  int freeAt(int i) const { return row[rowOf[i]] & col[colOf[i]] & cell[boxOf[i]]; }

  // Flips the digit of bit in the flags of cell i's units: placed, or taken back.
  void flip(int i, int bit) { row[rowOf[i]] ^= bit, col[colOf[i]] ^= bit, cell[boxOf[i]] ^= bit; }
