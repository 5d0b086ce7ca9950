/**
 * Description: The rule ANTI, the smallest answer (Vijos nnu_contest 1352): a solved grid with at
 *  most k cells changed so that every row, column and box holds a digit twice, the smallest such
 *  grid in reading order; none where k < 9 (a change gives a repeat to its 3 units at most).
 *  Solves nothing.
 * Usage: if (smallestAnti(g, k)) printGrid(g, 3);  // g: a solved 9x9 grid, changed in place
 * Time: 81 cells x 9 digits, each try a search for cells left to change that reach every unit
 *  still without a repeat, the unit of fewest such cells first: under 1 ms a grid (make hack).
 * Status: stress-tested and hacked against an independent reference (stress/anti.h)
 */
#pragma once

int unitCells[27][9], unitsOfCell[81][3];  // each row's, column's and box's cells; a cell's units
bool repeats[27];  // a unit holds a digit twice as the grid stands
bool reached[27];  // a cell to change is in the unit

// Whether unit u holds a digit twice in g.
bool holdsRepeat(const int *g, int u) {
  int seen = 0;
  for (int k = 0; k < 9; ++k) {
    if (seen >> g[unitCells[u][k]] & 1) return true;
    seen |= 1 << g[unitCells[u][k]];
  }
  return false;
}

/// Why reaching the units is enough: a unit without a repeat holds every digit, so changing one of
/// its cells to any other digit repeats one; and a change can keep every repeat its units had, as a
/// unit whose only repeat it would break holds 8 distinct digits in its other cells, and three such
/// units share 6 of them, 5 other than the cell's own. So the rest of the grid can be done within a
/// budget just where that many cells not yet fixed reach every unit still without a repeat; 27
/// units need 9 cells, each in one row, one column and one box.
// Whether at most `budget` cells from `from` on (reading order) reach every unit without a repeat.
bool reachable(int from, int budget) {
  // The unreached unit of fewest cells from `from` on; the rows, columns and boxes unreached.
  int unit = -1, fewest = 10, left[3] = {0, 0, 0};
  for (int u = 0; u < 27; ++u) {
    if (repeats[u] || reached[u]) continue;
    int cells = 0;
    for (int k = 0; k < 9; ++k) cells += unitCells[u][k] >= from;
    if (cells < fewest) fewest = cells, unit = u;
    ++left[u / 9];
  }
  if (unit < 0) return true;
  // (a cell is in one row, one column and one box)
  if (fewest == 0 || left[0] > budget || left[1] > budget || left[2] > budget) return false;
  for (int k = 0; k < 9; ++k) {
    int c = unitCells[unit][k], was[3];
    if (c < from) continue;
    for (int j = 0; j < 3; ++j)
      was[j] = reached[unitsOfCell[c][j]], reached[unitsOfCell[c][j]] = true;
    bool done = reachable(from, budget - 1);
    for (int j = 0; j < 3; ++j) reached[unitsOfCell[c][j]] = was[j];
    if (done) return true;
  }
  return false;
}

// Changes at most k cells of the solved grid g so that every row, column and box holds a digit
// twice, into the smallest such grid in reading order; false (g unchanged) where none is.
bool smallestAnti(int *g, int k) {
  for (int i = 0; i < 81; ++i) {
    int units[3] = {i / 9, 9 + i % 9, 18 + i / 27 * 3 + i % 9 / 3};
    for (int j = 0; j < 3; ++j)
      unitsOfCell[i][j] = units[j],
      unitCells[units[j]][j == 0 ? i % 9 : j == 1 ? i / 9 : i / 9 % 3 * 3 + i % 3] = i;
  }
  for (int u = 0; u < 27; ++u) repeats[u] = holdsRepeat(g, u), reached[u] = false;
  if (!reachable(0, k)) return false;
  for (int i = 0; i < 81; ++i) {  // each cell the smallest digit after which the rest can be done
    int was = g[i];
    for (g[i] = 1; g[i] <= 9; ++g[i]) {
      int cost = g[i] != was;
      for (int j = 0; j < 3; ++j) repeats[unitsOfCell[i][j]] = holdsRepeat(g, unitsOfCell[i][j]);
      if (cost <= k && reachable(i + 1, k - cost)) break;
    }
    k -= g[i] != was;
  }
  return true;
}
