/**
 * Description: Prints the table of judges (stress/judges.h) for people and scripts.
 * Usage: build/judges               one line per judge (make judges)
 *        build/judges --markdown    the README's judge table (a test keeps the README equal to it)
 *        build/judges ID FIELD      one field for scripts: seconds (the time limit), memory (MB),
 *                                   puzzles (the most per input file), promise, compare, box,
 *                                   answer (solve.cpp's ANSWER rule for it: FIRST, SMALLEST or
 *                                   BEST_SCORE)
 *  Exit status 2 for an unknown judge or field, with the list of ids on stderr.
 * Status: run by make judges and the judge tests (tests/stress/judges.sh)
 */
#include <iostream>
#include "judges.h"

static std::string inputOf(const Judge& j) {
  std::string s = std::string(j.countLine ? "count line, then " : "") +
                  (j.maxPuzzles == 1 ? "one puzzle" : "puzzles") + ": " +
                  layoutName(j) + (j.box == 3 ? "" : " letters A-P") + ", `" + j.blank + "` blank";
  if (j.trailingSpace) s += ", lines may end with a space";
  if (j.blankBetween) s += ", a blank line between puzzles";
  return s + (j.endLine ? ", then `end`" : "");
}

static std::string outputOf(const Judge& j) {
  if (j.score) return "one number: the highest score of a solution (ring weights 6 at the rim to 10 at the centre, times the digit), or `-1`";
  std::string s = layoutName(j);
  if (j.blankBetween) s += ", a blank line between answers";
  if (j.noSolution) s += std::string(", or `") + j.noSolution + "`";
  if (j.smallest) s += "; the smallest solution";
  return s;
}

static const char* promiseOf(const Judge& j) {
  return j.promise == UNIQUE ? "one solution" : j.promise == SOME ? "one or more (any accepted)" : "any number";
}

static std::string compareOf(const Judge& j) {
  return std::string(j.compare == EXACT ? "every byte" : "lines, trailing spaces ignored") + (j.hasPE ? ", has PE" : ", no PE");
}

int main(int argc, char** argv) {
  std::string arg = argc > 1 ? argv[1] : "";
  if (argc == 1) {
    for (const Judge& j : kJudges)
      std::cout << j.id << std::string(15 - strlen(j.id), ' ') << j.timeLimitMs / 1000.0 << " s, " << j.memoryMB
                << " MB  " << inputOf(j) << "; " << promiseOf(j) << "\n";
    return 0;
  }
  if (arg == "--markdown" && argc == 2) {
    std::cout << "| id | problem | input | output | solutions | compares | limits | not confirmed |\n"
                 "|---|---|---|---|---|---|---|---|\n";
    for (const Judge& j : kJudges)
      std::cout << "| `" << j.id << "` | " << (*j.statement ? "[" + std::string(j.name) + "](" + j.statement + ")" : std::string(j.name)) << " | " << inputOf(j) << " | "
                << outputOf(j) << " | " << promiseOf(j) << " | " << compareOf(j) << " | " << j.timeLimitMs / 1000.0
                << " s, " << j.memoryMB << " MB | " << (*j.unconfirmed ? j.unconfirmed : "-") << " |\n";
    return 0;
  }
  const Judge* j = findJudge(arg);
  std::string field = argc == 3 ? argv[2] : "";
  if (j && field == "seconds") std::cout << j->timeLimitMs / 1000.0 << "\n";
  else if (j && field == "memory") std::cout << j->memoryMB << "\n";
  else if (j && field == "puzzles") std::cout << j->maxPuzzles << "\n";
  else if (j && field == "promise") std::cout << promiseOf(*j) << "\n";
  else if (j && field == "compare") std::cout << compareOf(*j) << "\n";
  else if (j && field == "box") std::cout << j->box << "\n";
  else if (j && field == "answer") std::cout << (j->score ? "BEST_SCORE" : j->smallest ? "SMALLEST" : "FIRST") << "\n";
  else {
    std::cerr << (j ? "unknown field '" + field + "'" : "unknown judge '" + arg + "'") << "; judges:";
    for (const Judge& k : kJudges) std::cerr << ' ' << k.id;
    std::cerr << "\nusage: judges [--markdown | ID seconds|memory|puzzles|promise|compare|box|answer]\n";
    return 2;
  }
  return 0;
}
