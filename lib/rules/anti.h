/**
 * Description: The rule ANTI (Codeforces 1335D Anti-Sudoku): a solved grid broken by at most 9
 *  changes so that every row, column and box holds a digit twice. Solves nothing.
 * Usage: antiSudoku(g)  // g: a solved 9x9 grid, changed in place
 * Time: O(1): 9 cells.
 * Status: stress-tested and hacked through every file that holds it (make test)
 */
#pragma once

/// One cell a box, each in a row and a column of its own: box b's cell (b / 3 * 3 + b % 3,
/// b % 3 * 3 + b / 3). A solved grid's row, column and box hold every digit, so any other digit
/// in that cell repeats one in each of its three units; nine such cells cover all 27 units.
// Changes one cell in each box, no two in a row or column, to another digit: each unit then holds
// one twice.
void antiSudoku(int *g) {
  for (int b = 0; b < 9; ++b) {
    int i = (b / 3 * 3 + b % 3) * 9 + b % 3 * 3 + b / 3;
    g[i] = g[i] % 9 + 1;
  }
}
