/**
 * Description: Cells read as letters from A = 1 (16x16, 25x25).
 * Usage: cellOf(c, box): 1-25, else out of range; with lib/read/grid.h.
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The value of character c as a cell (1-16; else out of range).
int cellOf(int c, int) { return c - 'A' + 1; }
