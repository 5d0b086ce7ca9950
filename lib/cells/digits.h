/**
 * Description: Cells written as digits 1-9 (9x9 and smaller).
 * Usage: cellChar(d, box), cellOf(c, box)
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The character of cell value d, and the value of character c as a cell (1-9; else out of range).
char cellChar(int d, int) { return (char)('0' + d); }
int cellOf(int c, int) { return c - '0'; }
