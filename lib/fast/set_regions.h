/**
 * Description: Setting a jigsaw's regions, where locked candidates work at crossings (their
 *  crossings found again); a member of Sudoku<B>, in lib/fast/jigsaw.h.
 * Usage: solverFor<3>().setRegions(region) before each puzzle.
 * Time: O(CELLS * PEERS): the tables rebuilt.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // Takes the regions of the puzzles to come (each cell's, 0..N-1, N cells each).
  void setRegions(const int *region) {
    memcpy(regionOf, region, sizeof regionOf), crossings = 0, initTables();
  }
