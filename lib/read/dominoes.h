/**
 * Description: Reads a Su-domino-ku puzzle as MCPC 2011 D writes it: a line N, then N lines
 *  `U LU V LV` (a given domino: digit U at place LU, V at LV; a place is a row A-I and a column
 *  1-9, such as `B2`), then the places of the single digits 1 to 9 on one line. A domino or
 *  place it cannot read is named on stderr, and the program ends (status 2).
 * Usage: while (readDominoes()) ...   (after plain/flags_dominoes.h; false at the line `0`)
 * Time: O(N*N).
 * Status: tested through HDU 4210's, Baekjoon 4574's and e-olymp 3108's files (samples, stress,
 *  hack).
 */
#pragma once
#include <cstdio>
#include <cstdlib>

// Places digit d at the place `at` names; false when either is none or the cell is filled.
bool placeAt(int d, const char* at) {
  int r = at[0] - 'A', c = at[1] - '1';
  if (d < 1 || d > N || r < 0 || r >= N || c < 0 || c >= N || at[2] || g[r * N + c]) return false;
  return g[r * N + c] = d, true;
}

// Reads the next puzzle into g and the dominoes left; false at the line `0` that ends the input.
bool readDominoes() {
  int n, u, v;
  char lu[4], lv[4];
  if (scanf("%d", &n) != 1 || n == 0) return false;
  if (n < 0 || n > N * (N - 1) / 2)
    fprintf(stderr, "expected a number of dominoes 1-%d, found %d\n", N * (N - 1) / 2, n), exit(2);
  clearPuzzle();
  for (int k = 1; k <= n; ++k) {
    if (scanf("%d %3s %d %3s", &u, lu, &v, lv) != 4 || u == v || !placeAt(u, lu) || !placeAt(v, lv))
      fprintf(stderr, "domino %d: expected U LU V LV (two different digits 1-%d at free places"
              " A1-%c%d)\n", k, N, 'A' + N - 1, N), exit(2);
    if (!(unused[u] >> (v - 1) & 1)) fprintf(stderr, "domino %d: %d+%d again\n", k, u, v), exit(2);
    takeDomino(u, v);
  }
  for (int d = 1; d <= N; ++d)
    if (scanf("%3s", lu) != 1 || !placeAt(d, lu))
      fprintf(stderr, "the place of %d: expected a free place A1-%c%d\n", d, 'A' + N - 1, N),
          exit(2);
  return true;
}
