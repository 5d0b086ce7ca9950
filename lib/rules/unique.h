/**
 * Description: The rule UNIQUE: the solution if it is the only one, else SEVERAL (Kattis
 *  sudokunique, UVa 10957).
 * Usage: answerOf(g, box)
 * Time: a search counting to two.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The answer to puzzle g: SEVERAL when a second solution exists, else as solveGrid returns.
int answerOf(int *g, int box) {
  int found, result = solveGrid(g, box, 2, &found);
  return result == SOLVED && found > 1 ? SEVERAL : result;
}
