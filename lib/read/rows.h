/**
 * Description: Reads one row of a puzzle from a line of its own, strictly: N cells, 1-N given,
 *  '.' or '0' blank, a CR before the line end allowed; anything else is named on stderr.
 * Usage: for (int r = 0; r < N; ++r) if (!readRow(r)) return 2;   (after lib/plain/dfs.h)
 * Time: O(N) a row.
 * Status: tested on malformed lines (make test's design stage).
 */
#pragma once
#include <cstdio>

// Reads row r, line r + 1, into g; false, with a complaint on stderr, when it is not N cells.
bool readRow(int r) {
  int n = 0, c;
  while ((c = getchar()) != '\n' && c != EOF) {
    if (c == '\r') continue;
    if (c != '.' && (c < '0' || c > '0' + N))
      return fprintf(stderr, "line %d: unexpected character '%c' (a cell is 1-%d, '.' or '0')\n",
                     r + 1, c, N), false;
    if (n < N) g[r * N + n] = c == '.' ? 0 : c - '0';
    ++n;
  }
  if (n == N) return true;
  if (c == EOF && !n)
    fprintf(stderr, "line %d: input ends after %d rows (a puzzle is %d lines of %d)\n", r + 1, r,
            N, N);
  else fprintf(stderr, "line %d: expected %d cells, found %d\n", r + 1, N, n);
  return false;
}
