/**
 * Description: A deliberately broken solver, for tests/stress/broken.sh: a real depth-first
 *  search that forgets the box rule. It prints grids with a digit twice in a box, and grids
 *  for puzzles whose givens clash only in a box. The stress test must call it WA.
 * Usage: build/broken/no_box < input
 * Status: broken on purpose
 */
#include "../../stress/format.h"

int grid[81], rowUsed[9], colUsed[9];  // bit d set: digit d is in that row/column

bool solve(int i) {
  if (i == 81) return true;
  if (grid[i]) return solve(i + 1);
  for (int d = 1; d <= 9; d++) {
    int bit = 1 << d, r = i / 9, c = i % 9;
    if ((rowUsed[r] | colUsed[c]) & bit) continue;
    rowUsed[r] |= bit, colUsed[c] |= bit, grid[i] = d;
    if (solve(i + 1)) return true;
    rowUsed[r] ^= bit, colUsed[c] ^= bit, grid[i] = 0;
  }
  return false;
}

int main() {
  return answerPuzzles([](Puzzle& p, int answer[81]) {
    bool clash = false;
    for (int r = 0; r < 9; r++) rowUsed[r] = colUsed[r] = 0;
    for (int i = 0; i < 81; i++) {
      int d = grid[i] = p.cells[i], bit = 1 << d;
      if (!d) continue;
      clash |= ((rowUsed[i / 9] | colUsed[i % 9]) & bit) != 0;
      rowUsed[i / 9] |= bit, colUsed[i % 9] |= bit;
    }
    bool solved = !clash && solve(0);
    std::copy(grid, grid + 81, answer);
    return solved;
  });
}
