/**
 * Description: Cells written as letters from A = 1 (16x16, 25x25).
 * Usage: cellChar(d, box), cellOf(c, box)
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The character of cell value d, and the value of character c as a cell (1-16; else out of range).
char cellChar(int d, int) { return (char)('A' + d - 1); }
int cellOf(int c, int) { return c - 'A' + 1; }
