/**
 * Description: build/sudoku's main: every puzzle of standard input answered on standard output;
 *  --judge ID answers as judge ID's file does, by its program (build/sudoku-judges/ID); --help
 *  says how.
 * Usage: the last part of build/sudoku.cpp (make).
 * Time: as run(), or as the judge's program.
 * Status: stress-tested, hacked and fuzzed as build/sudoku; --judge tested against every judge's
 *  file (make test)
 */
#pragma once
#include <cerrno>
#include <unistd.h>
#include "input.h"

const char* const kUsage =
    "usage: build/sudoku < puzzles.txt\n"
    "       build/sudoku --judge ID < input   (make judges lists the ids)\n"
    "  Solves every puzzle of standard input, 4x4 to 25x25, in any layout the kit's judges use:\n"
    "  9 lines of 9 or one line of 81 (blanks . 0 ?), spaced or not; 16x16 and 25x25 in letters\n"
    "  (blanks - .); a count line, size lines, titles, blank or dashed lines between puzzles,\n"
    "  end.\n"
    "  Each answer in its puzzle's layout, or 'No solution'. With --judge ID: judge ID's input\n"
    "  alone, answered as its file answers (format, geometry, rule, words), by the fast engine.\n"
    "  docs/judges.md: what it reads and prints. Exit status 0; 2 for malformed input (the line\n"
    "  named on stderr), an unknown judge or argument; with --judge, the judge's program's.\n";

/// The judges' programs are built beside build/sudoku (make), one a judge: ID's file with the
/// fast engine whole (build/expander --fast). Running it, rather than holding 67 readers,
/// printers and geometries here, keeps each answer the judge's file's by construction.
// Runs judge id's program from the folder sudoku-judges beside this program (found by
// /proc/self/exe, else by argv0); returns only on failure.
int runJudge(const char* argv0, const char* id) {
  char path[4096], exe[4096];
  ssize_t length = readlink("/proc/self/exe", exe, sizeof exe - 1);
  const char* self = length > 0 ? (exe[length] = 0, exe) : argv0;
  const char* slash = strrchr(self, '/');
  int folder = slash ? (int)(slash - self) : 0;
  if (!*id || *id == '.' || strchr(id, '/') || folder + strlen(id) + 32 > sizeof path)
    return fprintf(stderr, "sudoku: '%s' is not a judge id (make judges lists them)\n", id), 2;
  snprintf(path, sizeof path, "%.*s%ssudoku-judges/%s", folder, self, slash ? "/" : "", id);
  char* args[] = {path, 0};
  execv(path, args);
  if (errno == ENOENT)
    return fprintf(stderr, "sudoku: unknown judge '%s' (make judges lists them; make builds %s)\n",
                   id, path), 2;
  return fprintf(stderr, "sudoku: cannot run %s: %s\n", path, strerror(errno)), 2;
}

int main(int argc, char** argv) {
  if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))
    return fputs(kUsage, stdout), 0;
  if (argc == 3 && strcmp(argv[1], "--judge") == 0) return runJudge(argv[0], argv[2]);
  if (argc > 1) return fprintf(stderr, "sudoku: unknown argument '%s'\n%s", argv[1], kUsage), 2;
  return run(stdin, stdout, stderr);
}
