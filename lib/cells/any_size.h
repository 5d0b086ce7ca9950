/**
 * Description: Cells printed as digits up to 9x9, letters from A = 1 above (the universal
 *  solver).
 * Usage: cellChar(d, box)
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The character of cell value d (1-25): digits up to 9x9, else letters.
char cellChar(int d, int box) { return (char)(box <= 3 ? '0' + d : 'A' + d - 1); }
