/**
 * Description: Cells printed as digits 1-9 (9x9 and smaller).
 * Usage: cellChar(d, box); with a printer of lib/print/grid_*.h.
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The character of cell value d (1-9).
char cellChar(int d, int) { return (char)('0' + d); }
