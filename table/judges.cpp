/**
 * Description: Prints the table of judges (each samples/ID/judge.toml) for people and scripts.
 * Usage: build/judges               one line per judge (make judges)
 *        build/judges --markdown    the README's judge table (a test keeps the README equal to it)
 *        build/judges ID FIELD...   fields for scripts, a line each: seconds (the time limit of C and C++;
 *                                   java-seconds, python-seconds: of those), memory (MB),
 *                                   cxx-flags, c-flags (g++'s and gcc's flags as the judge builds),
 *                                   languages (those it accepts, of c c++ java python),
 *                                   puzzles (the most per input file), promise, compare, box,
 *                                   smallest-box (the smallest a puzzle has: less than box
 *                                   where puzzles tell their size),
 *                                   layout (rows, one-line, spaced, leetcode, numbers, walls or framed), answer (the engine's ANSWER rule for it: FIRST, SMALLEST,
 *                                   UNIQUE, BEST_SCORE, VERIFY, COUNT or MINIMAL), solver (what its
 *                                   file holds to answer: plain, the DFS of lib/plain/dfs.h;
 *                                   terse, the engine of lib/fast/ with its terse parts; or fast,
 *                                   that engine whole), geometry (square, jigsaw
 *                                   or diagonals), source-limit (bytes; 0: none
 *                                   stated), blanks (each puzzle has exactly that many; 0: any
 *                                   number)
 *  Exit status 2 for an unknown judge or field (with the list of ids on stderr), or a judge.toml
 *  the loader refuses (its file and line).
 * Status: run by make judges, make submit and the judge tests (tests/stress/judges.sh)
 */
#include <iostream>
#include "describe.h"

int main(int argc, char** argv) {
  std::string arg = argc > 1 ? argv[1] : "";
  if (argc == 1) {
    for (const Judge& j : judges())
      std::cout << j.id << std::string(std::max(1, 20 - int(strlen(j.id))), ' ') << j.timeLimitMs / 1000.0 << " s, " << j.memoryMB
                << " MB  " << (solvesNothing(j.rule) ? "none" : kSolverNames[j.solver]) << "  " << inputOf(j) << "; " << promiseOf(j) << "\n";
    return 0;
  }
  if (arg == "--markdown" && argc == 2) {
    std::cout << "| id | problem | input | output | solutions | compares | limits | file to paste | not confirmed |\n"
                 "|---|---|---|---|---|---|---|---|---|\n";
    for (const Judge& j : judges())
      std::cout << "| `" << j.id << "` | " << (*j.statement ? "[" + std::string(j.name) + "](" + j.statement + ")" : std::string(j.name)) << " | " << inputOf(j) << " | "
                << outputOf(j) << " | " << promiseOf(j) << " | " << compareOf(j) << " | " << j.timeLimitMs / 1000.0
                << " s" << otherLimits(j) << ", " << j.memoryMB << " MB" << (j.sourceBytes ? ", source " + std::to_string(j.sourceBytes) + " bytes" : "") << buildOf(j)
                << " | `build/submit/" << j.id << ".cpp` (" << kRuleNames[j.rule] << (solvesNothing(j.rule) ? "" : j.solver == PLAIN ? ", plain DFS" : j.solver == TERSE ? ", terse engine" : ", fast engine") << ") | "
                << (*j.unconfirmed ? j.unconfirmed : "-") << " |\n";
    return 0;
  }
  const Judge* j = findJudge(arg);
  for (int k = 2; k < std::max(argc, 3); k++) {  // each field asked, a line each
  std::string field = k < argc ? argv[k] : "";
  if (j && field == "seconds") std::cout << j->timeLimitMs / 1000.0 << "\n";
  else if (j && field == "java-seconds") std::cout << j->javaTimeLimitMs / 1000.0 << "\n";
  else if (j && field == "python-seconds") std::cout << j->pythonTimeLimitMs / 1000.0 << "\n";
  else if (j && field == "cxx-flags") std::cout << j->cxxFlags << "\n";
  else if (j && field == "c-flags") std::cout << j->cFlags << "\n";
  else if (j && field == "languages") std::cout << j->languages << "\n";
  else if (j && field == "memory") std::cout << j->memoryMB << "\n";
  else if (j && field == "puzzles") std::cout << j->maxPuzzles << "\n";
  else if (j && field == "promise") std::cout << promiseOf(*j) << "\n";
  else if (j && field == "compare") std::cout << compareOf(*j) << "\n";
  else if (j && field == "box") std::cout << j->box << "\n";
  else if (j && field == "smallest-box") std::cout << (j->sizeLine == BOX_SIZE ? j->smallestBox : j->sizeLine ? 1 : j->box) << "\n";
  else if (j && field == "layout") std::cout << kLayoutNames[j->layout] << "\n";
  else if (j && field == "answer") std::cout << kRuleNames[j->rule] << "\n";
  else if (j && field == "solver") std::cout << (solvesNothing(j->rule) ? "none" : kSolverNames[j->solver]) << "\n";
  else if (j && field == "geometry") std::cout << kGeometryNames[j->geometry] << "\n";
  else if (j && field == "source-limit") std::cout << j->sourceBytes << "\n";
  else if (j && field == "blanks") std::cout << j->blanks << "\n";
  else {
    std::cerr << (j ? "unknown field '" + field + "'" : "unknown judge '" + arg + "'") << "; judges:";
    for (const Judge& other : judges()) std::cerr << ' ' << other.id;
    std::cerr << "\nusage: judges [--markdown | ID FIELD... (seconds java-seconds python-seconds memory cxx-flags c-flags languages layout puzzles promise compare box smallest-box answer solver geometry source-limit blanks)]\n";
    return 2;
  }
  }
  return 0;
}
