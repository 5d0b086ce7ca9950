/**
 * Description: The rule VERIFY: findClash, whether a row, column or box of a grid holds a digit
 *  twice, and which. Solves nothing.
 * Usage: findClash(g, box) (a judge's answer: valid or clash); findClash(g, box, &digit, &unit)
 *  to name the clash.
 * Time: O(n*n), n = box*box.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstring>

// True when a row, column or box of g (box*box rows of box*box cells in reading order, 0 = blank;
// a number outside 1..box*box counts as a blank) holds a digit twice; then, where asked, the
// clash: *digit, the digit of the first given, in reading order, that an earlier given of its
// row, column or box holds too, and *unit, that unit (rows 0..n-1, then columns, then boxes; the
// row first, then the column). Time: O(n*n), n = box*box.
/// That is the clash solveGrid meets first, which build/sudoku explains on stderr.
bool findClash(const int *g, int box, int *digit = 0, int *unit = 0) {
  // seen[u][d]: unit u holds digit d (rows, then columns, then boxes; up to 100x100)
  static bool seen[3 * 100][100 + 1];
  int n = box * box;
  for (int u = 0; u < 3 * n; ++u) memset(seen[u], 0, n + 1);  // only what n uses: 270 bytes at 9x9
  for (int i = 0; i < n * n; ++i) {
    int r = i / n, c = i % n, d = g[i], units[3] = {r, n + c, 2 * n + r / box * box + c / box};
    for (int k = 0; d >= 1 && d <= n && k < 3; ++k)
      if (seen[units[k]][d]) {
        if (digit) *digit = d, *unit = units[k];
        return true;
      }
    for (int k = 0; d >= 1 && d <= n && k < 3; ++k) seen[units[k]][d] = true;
  }
  return false;
}
