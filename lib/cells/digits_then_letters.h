/**
 * Description: Cells written 1-9, then A = 10 on (HDU 3909).
 * Usage: cellChar(d, box), cellOf(c, box)
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The character of cell value d, and the value of character c as a cell: 1-9, then A = 10, ...
char cellChar(int d, int) { return (char)(d <= 9 ? '0' + d : 'A' + d - 10); }
int cellOf(int c, int) { return c >= '1' && c <= '9' ? c - '0' : c >= 'A' ? c - 'A' + 10 : 0; }
