/**
 * Description: build/sudoku's answers: the solution in the layout its puzzle came in, or "No
 *  solution" with the reason on stderr; output buffered.
 * Usage: solveAndPrint(number, g, box, spaced, oneLine) after run() set outFile and errFile.
 * Time: O(cells) an answer.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
#include <cstdio>
#include "../fast/solve_any_size.h"
#include "../cells/any_size.h"
#include "../rules/first.h"

// The words of the answers (./solve's; a judge's file has its judge's).
const char *noSolutionText = "No solution";  // when nothing fits, or the givens clash
const char *separatorText = 0;  // the line(s) between two answers (null: as the input has them)

FILE *outFile, *errFile;
char outBuf[1 << 16];
int outLen;

void put(char c) {
  if (outLen == (int)sizeof outBuf) fwrite(outBuf, 1, outLen, outFile), outLen = 0;
  outBuf[outLen++] = c;
}

void putText(const char *s) {
  while (*s) put(*s++);
}

// The words that answer puzzle `number` (null: its grid).
const char *wordsFor(int, int result) { return result == SOLVED ? 0 : noSolutionText; }

// Says on errFile why puzzle `number` has no grid for an answer: result is CLASH, NO_SOLUTION or
// SEVERAL, as answerOf returns.
void explain(int number, int result, int box) {
  int n = box * box;
  if (result == CLASH)
    fprintf(errFile, "puzzle %d: two %cs in %s %d\n", number, cellChar(clashDigit, box),
            clashUnit < n ? "row" : clashUnit < 2 * n ? "column" : "box", clashUnit % n + 1);
  else
    fprintf(errFile, "puzzle %d: %s\n", number,
            result == SEVERAL ? "more than one solution" : "no solution");
}


// Solves one puzzle and prints its answer: the solution in the layout the puzzle came in, or words.
void solveAndPrint(int number, int *g, int box, const bool spaced[], bool oneLine) {
  int n = box * box, result = answerOf(g, box);
  const char *words = wordsFor(number, result);
  if (result != SOLVED) explain(number, result, box);
  if (words) {
    putText(words), put('\n');
    return;
  }
  for (int i = 0; i < n * n; ++i) {
    bool lineEnds = oneLine ? i == n * n - 1 : i % n == n - 1;
    put(cellChar(g[i], box));
    if (lineEnds) put('\n');
    else if (spaced[oneLine ? 0 : i / n]) put(' ');
  }
}
