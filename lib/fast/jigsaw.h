/**
 * Description: Jigsaw regions: the units of the fast engine are rows, columns and regions each
 *  puzzle gives (HDU 4069); a member of Sudoku<B>: lib/fast/sudoku.h includes it in
 *  its body, as its geometry.
 * Usage: solverFor<3>().setRegions(region) before each puzzle (lib/fast/set_regions.h, with
 *  lib/fast/crossings.h; set_regions_terse.h without locked candidates).
 * Time: setRegions rebuilds the tables: O(CELLS * PEERS).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // (a region may lie anywhere: peers and box mates as many as its cells allow)
  enum { N = B * B, CELLS = N * N, UNITS = 3 * N, PEERS = 3 * (N - 1), MATES = 2 * (N - 1) };
  int regionOf[CELLS];           // each cell's region, 0..N-1: its box

#include "set_regions.h"

  // The units of cell i in u[], and how many: its row, column and region.
  int unitsAt(int i, int *u) const {
    return u[0] = i / N, u[1] = N + i % N, u[2] = 2 * N + regionOf[i], 3;
  }

  // The digits free in every unit of cell i.
  int freeAt(int i) const { return row[rowOf[i]] & col[colOf[i]] & cell[boxOf[i]]; }

  // Flips the digit of bit in the flags of cell i's units: placed, or taken back.
  void flip(int i, int bit) { row[rowOf[i]] ^= bit, col[colOf[i]] ^= bit, cell[boxOf[i]] ^= bit; }
