/**
 * Description: What the fast engine makes of a node for the rules that count solutions: a
 *  solution keeps the first and stops the search at the `wanted`th (a member of Sudoku<B>:
 *  lib/fast/sudoku.h includes it in its body).
 * Usage: the default; the rule BEST_SCORE takes best_found.h.
 * Time: O(CELLS) a solution, O(1) another node.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // A node whose singles are placed: GO_ON where cells are empty; at a solution, the first is
  // kept and the search stops at the `wanted`th (STOP), else goes on elsewhere (BACK).
  int atNode() {
    if (emptyCells) return GO_ON;
    if (!solutions++) memcpy(first, grid, sizeof grid);
    return solutions == wanted ? STOP : BACK;
  }
