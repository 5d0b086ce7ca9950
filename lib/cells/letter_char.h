/**
 * Description: Cells printed as letters from A = 1 (16x16, 25x25).
 * Usage: cellChar(d, box); with a printer of lib/print/grid_*.h.
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The character of cell value d (1-16).
char cellChar(int d, int) { return (char)('A' + d - 1); }
