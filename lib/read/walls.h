/**
 * Description: Reads a jigsaw (HDU 4069): a cell's digit plus its walls, the regions by flood
 *  fill; exits with status 2 naming the puzzle and cell where the walls do not part
 *  nine regions of nine.
 * Usage: readWalls(g, region, k)
 * Time: O(81) a puzzle.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>
#include <cstdlib>

// Reads jigsaw puzzle k: 81 numbers, a cell's digit (0 = blank) plus 16, 32, 64, 128 for a wall
// above, right, below, left; the digits into g, each cell's region (0-8, walled together) into
// region. False at the end of input; a bad number or region ends the program (exit status 2).
bool readWalls(int *g, int *region, int k) {
  const int step[4] = {-9, 1, 9, -1};  // to the cell above, right, below, left
  int walls[81], regions = 0;
  for (int i = 0; i < 81; ++i) {
    if (scanf("%d", &walls[i]) != 1) return false;
    if (walls[i] < 0 || walls[i] > 255 || walls[i] % 16 > 9)
      fprintf(stderr, "puzzle %d, row %d, column %d: %d is not a digit plus walls\n", k, i / 9 + 1,
              i % 9 + 1, walls[i]), exit(2);
    g[i] = walls[i] % 16, walls[i] /= 16, region[i] = -1;
  }
  for (int first = 0; first < 81; ++first) {
    if (region[first] >= 0) continue;
    int reached[81], size = 0;  // its cells found so far; those from `size` on not left yet
    region[first] = regions++, reached[size++] = first;
    for (int at = 0; at < size; ++at)
      for (int d = 0, i = reached[at]; d < 4; ++d) {
        int j = i + step[d];  // a wall on either side closes the way, as does the grid's edge
        bool inside = j >= 0 && j < 81 && (d % 2 == 0 || j / 9 == i / 9);
        if (inside && !(walls[i] >> d & 1) && !(walls[j] >> (d + 2) % 4 & 1) && region[j] < 0)
          region[j] = region[first], reached[size++] = j;
      }
    if (size != 9)  // nine regions of nine cells, else one of them is not
      fprintf(stderr, "puzzle %d, row %d, column %d: its walls enclose %d cells, not nine\n", k,
              first / 9 + 1, first % 9 + 1, size), exit(2);
  }
  return true;
}
