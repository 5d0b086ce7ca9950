/**
 * Description: Cells read as digits 1-9 (9x9 and smaller).
 * Usage: cellOf(c, box): 1-9, else out of range; with lib/read/grid.h.
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The value of character c as a cell (1-9; else out of range).
int cellOf(int c, int) { return c - '0'; }
