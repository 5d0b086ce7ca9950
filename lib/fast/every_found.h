/**
 * Description: What the fast engine makes of a node for the rule EVERY: keeps every solution it
 *  finds, as text, and searches on (a member of Sudoku<B>: lib/fast/sudoku.h includes it in its
 *  body).
 * Usage: with lib/rules/every.h, which clears `found` before each search and sorts it after.
 * Time: O(CELLS) a solution, O(1) another node.
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once
  std::vector<std::string> found;  // each solution found: a character '0' + digit a cell
  // A node whose singles are placed: GO_ON where cells are empty; at a solution, it is kept (the
  // first also in `first`) and the search goes on elsewhere (BACK), until the `wanted`th (STOP).
  int atNode() {
    if (emptyCells) return GO_ON;
    if (!solutions++) memcpy(first, grid, sizeof grid);
    std::string text(CELLS, '0');
    for (int i = 0; i < CELLS; ++i) text[i] = (char)('0' + bitIndex(grid[i]) + 1);
    found.push_back(text);
    return solutions == wanted ? STOP : BACK;
  }
