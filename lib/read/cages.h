/**
 * Description: Reads a killer puzzle as CodinGame writes it: 9 lines, each a row's cells (1-9,
 *  '.' blank) and, after a space, its cells' cage ids (a-z, A-Z); then a line of `id=sum` for
 *  each cage. A row or sum it cannot read is named on stderr, and the program ends (status 2).
 * Usage: readCages();   (after plain/flags_cages.h)
 * Time: O(N*N).
 * Status: tested through CodinGame Killer Sudoku Solver's file (samples, stress, hack).
 */
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "cage_index.h"

// Reads the grid into g, each cell's cage into cageOf and each cage's sum into sumLeft.
void readCages() {
  char cells[16], ids[16], id;
  for (int r = 0; r < N; ++r) {
    if (scanf("%15s %15s", cells, ids) != 2 || strlen(cells) != N || strlen(ids) != N)
      fprintf(stderr, "row %d: expected %d cells, a space, %d cage ids\n", r + 1, N, N), exit(2);
    for (int c = 0; c < N; ++c) {
      g[r * N + c] = cells[c] == '.' ? 0 : cells[c] - '0', cageOf[r * N + c] = cageIndex(ids[c]);
      if (g[r * N + c] < 0 || g[r * N + c] > N || cageOf[r * N + c] < 0)
        fprintf(stderr, "row %d, column %d: '%c' '%c' is no cell and cage\n", r + 1, c + 1,
                cells[c], ids[c]), exit(2);
    }
  }
  int sum, k, size[CAGES] = {0};
  bool summed[CAGES] = {false};
  while (scanf(" %c=%d", &id, &sum) == 2 && (k = cageIndex(id)) >= 0 && sum > 0 && sum <= 45)
    sumLeft[k] = sum, summed[k] = true;
  for (int i = 0; i < N * N; ++i)
    if (!summed[cageOf[i]] || ++size[cageOf[i]] > N)
      fprintf(stderr, "the cage of (row %d, column %d): %s\n", i / N + 1, i % N + 1,
              summed[cageOf[i]] ? "more than 9 cells" : "no sum 1-45 (a line of id=sum)"), exit(2);
}
