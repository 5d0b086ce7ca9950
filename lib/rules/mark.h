/**
 * Description: The rule MARK (AOJ 0126 Puzzle): a full grid printed back, each digit that repeats
 *  in its row, column or box after a '*', every other after a space. Solves nothing.
 * Usage: printMarked(g)  // g: 81 cells, 1-9, in reading order
 * Time: O(81).
 * Status: stress-tested against an independent reference (stress/judge_io.h) (make test)
 */
#pragma once
#include <cstdio>

// Prints g, 9 lines of 9 cells of two characters: '*' before a digit that its row, column or box
// holds twice, else ' '.
void printMarked(const int *g) {
  int rows[9][10] = {{0}}, cols[9][10] = {{0}}, boxes[9][10] = {{0}};  // each digit's count in each
  for (int i = 0; i < 81; ++i)
    ++rows[i / 9][g[i]], ++cols[i % 9][g[i]], ++boxes[i / 27 * 3 + i % 9 / 3][g[i]];
  for (int i = 0; i < 81; ++i) {
    bool twice = rows[i / 9][g[i]] > 1 ||
                 cols[i % 9][g[i]] > 1 || boxes[i / 27 * 3 + i % 9 / 3][g[i]] > 1;
    printf("%c%d", twice ? '*' : ' ', g[i]);
    if (i % 9 == 8) putchar('\n');
  }
}
