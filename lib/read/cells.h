/**
 * Description: Reads the next puzzle's N*N cells, passing over everything else: spaces, line
 *  ends, separator lines such as "---", an "end" line.
 * Usage: while (readGrid('0')) ...   (after lib/plain/dfs.h; the judge's blank character)
 * Time: O(length of the input read).
 * Status: tested through every judge file that holds it (samples, stress, hack).
 */
#pragma once
#include <cstdio>

/// A judge's blank and separators never hold a digit 1-N (make submit refuses such a judge), so
/// whatever is neither a cell nor the blank can be passed over.
// Reads the next puzzle into g; false at the end of input.
bool readGrid(char blank) {
  for (int i = 0; i < N * N;) {
    int c = getchar();
    if (c == EOF) return false;
    if (c == blank) g[i++] = 0;
    else if (c >= '1' && c <= '0' + N) g[i++] = c - '0';
  }
  return true;
}
