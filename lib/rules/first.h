/**
 * Description: The rule FIRST for the universal solver: the first solution the search finds
 *  (judges' files call solveGrid).
 * Usage: answerOf(g, box)
 * Time: as solveGrid.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
// The answer to puzzle g, in place: the first solution found, as solveGrid returns.
int answerOf(int *g, int box) { return solveGrid(g, box); }
