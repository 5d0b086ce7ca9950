/**
 * Description: build/sudoku's main: every puzzle of standard input answered on standard output;
 *  --help says how.
 * Usage: the last part of build/sudoku.cpp (make).
 * Time: as run().
 * Status: stress-tested, hacked and fuzzed as build/sudoku (make test)
 */
#pragma once
#include "input.h"

const char* const kUsage =
    "usage: build/sudoku < puzzles.txt\n"
    "  Solves every puzzle of standard input, 4x4 to 25x25, in any layout the kit's judges use:\n"
    "  9 lines of 9 or one line of 81 (blanks . 0 ?), spaced or not; 16x16 and 25x25 in letters\n"
    "  (blanks - .); a count line, size lines, titles, blank or dashed lines between puzzles, end.\n"
    "  Each answer in its puzzle's layout, or 'No solution'. docs/judges.md: what it reads and prints.\n"
    "  Exit status 0; 2 for malformed input (the line named on stderr) or an unknown argument.\n";

int main(int argc, char** argv) {
  if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) return fputs(kUsage, stdout), 0;
  if (argc > 1) return fprintf(stderr, "sudoku: unknown argument '%s'\n%s", argv[1], kUsage), 2;
  return run(stdin, stdout, stderr);
}
