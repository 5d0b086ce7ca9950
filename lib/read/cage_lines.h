/**
 * Description: Reads killer puzzles as CodinGame's Killer Sudoku Extreme Challenge writes them:
 *  after the count line, a line of each puzzle's 81 cage ids (a-z, A-Z; the rows one after
 *  another), all of them first; then a line of `id=sum` for each puzzle, in the same order. The
 *  puzzles have no givens. A line it cannot read is named on stderr, and the program ends
 *  (status 2).
 * Usage: readLayouts(t); then for each puzzle k, readSums(k); solve();  (after plain/flags_cages.h)
 * Time: O(N*N) a puzzle.
 * Status: tested through CodinGame Killer Sudoku Extreme Challenge's file (samples, stress, hack).
 */
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include "cage_index.h"

std::string layouts;  // each puzzle's cage ids in turn

// Reads t lines of N*N cage ids.
void readLayouts(int t) {
  for (char ids[128]; (int)layouts.size() < t * N * N; layouts += ids)
    if (scanf("%127s", ids) != 1 || strlen(ids) != N * N)
      fprintf(stderr, "line %d: expected %d cage ids\n", (int)layouts.size() / N / N + 2, N * N),
          exit(2);
}

// Reads puzzle k's sums; g blank, its cells' cages from layouts.
void readSums(int k) {
  char line[1024] = "", *at = line, id;
  int sum, used, size[CAGES] = {0};
  bool summed[CAGES] = {false};
  if (scanf(" %1023[^\n]", line) == 1)
    for (; sscanf(at, " %c=%d%n", &id, &sum, &used) == 2 && cageIndex(id) >= 0; at += used)
      sumLeft[cageIndex(id)] = sum, summed[cageIndex(id)] = sum > 0 && sum <= 45;
  for (int i = 0; i < N * N; ++i) {
    g[i] = 0, cageOf[i] = cageIndex(layouts[k * N * N + i]);
    if (cageOf[i] < 0 || !summed[cageOf[i]] || ++size[cageOf[i]] > N)
      fprintf(stderr, "puzzle %d, cell %d: no cage of 1-9 cells, sum 1-45\n", k + 1, i + 1),
          exit(2);
  }
}
