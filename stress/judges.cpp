/**
 * Description: Prints the table of judges (each samples/ID/judge.toml) for people and scripts,
 *  and writes each judge's file to paste.
 * Usage: build/judges               one line per judge (make judges)
 *        build/judges --markdown    the README's judge table (a test keeps the README equal to it)
 *        build/judges ID FIELD      one field for scripts: seconds (the time limit), memory (MB),
 *                                   puzzles (the most per input file), promise, compare, box,
 *                                   answer (solve.cpp's ANSWER rule for it: FIRST, SMALLEST,
 *                                   UNIQUE or BEST_SCORE), source-limit (bytes; 0: none stated),
 *                                   blanks (each puzzle has exactly that many; 0: any number)
 *        build/judges ID submit < rule.cpp > ID.cpp
 *                                   solve.cpp's text for the judge's rule with the judge's words
 *                                   written into its declarations of noSolutionText, separatorText,
 *                                   severalText, uniqueText, clashText and caseLabel
 *  Exit status 2 for an unknown judge or field (with the list of ids on stderr), a file that
 *  lacks a declaration the judge needs, or a judge.toml the loader refuses (its file and line).
 * Status: run by make judges, make submit and the judge tests (tests/stress/judges.sh)
 */
#include <iostream>
#include <iterator>
#include "judges.h"

static std::string between(const char* line, const char* what) {
  return !line ? "" : std::string(", ") + (!*line ? "a blank line" : "a line `" + std::string(line) + "`") + " between " + what;
}

static std::string inputOf(const Judge& j) {
  std::string s = std::string(j.countLine ? "count line, then " : "") + (j.maxPuzzles == 1 ? "one puzzle" : "puzzles") + ": ";
  if (j.title) s += "a line `" + numbered(j.title, 1) + "`, then ";
  if (j.sizeLine) s += "a line n = 1 to " + std::to_string(j.box) + ", then ";
  s += layoutName(j) + (j.box > 3 ? " letters A-P" : "") + ", `" + j.blank + "` blank";
  if (j.blanks) s += ", exactly " + std::to_string(j.blanks) + " blanks";
  if (j.trailingSpace) s += ", lines may end with a space";
  return s + between(j.between, "puzzles") + (j.endLine ? ", then `end`" : "");
}

static std::string quoted(const char* words) { return std::string("`") + words + "`"; }

static std::string outputOf(const Judge& j) {
  if (j.rule == BEST_SCORE) return "one number: the highest score of a solution (ring weights 6 at the rim to 10 at the centre, times the digit), or `-1`";
  std::string s = j.label ? quoted(numbered(j.label, 1).c_str()) + " then " : "";
  if (j.title) s += "the title, then ";
  s += j.unique ? quoted(j.unique) + " (one solution)" : layoutName(j);
  if (j.several) s += ", " + quoted(j.several) + " (several)";
  if (j.clash) s += ", " + quoted(j.clash) + " (givens clash)";
  if (j.noSolution) s += ", or " + quoted(j.noSolution) + (j.several ? " (none)" : "");
  if (j.rule == SMALLEST) s += "; the smallest solution";
  return s + between(j.answersBetween, "answers");
}

static const char* promiseOf(const Judge& j) {
  return j.promise == ONE ? "one solution" : j.promise == SOME ? "one or more" : j.promise == ONE_OR_NONE ? "one or none" : "any number";
}

static std::string compareOf(const Judge& j) {
  return std::string(j.compare == EXACT ? "every byte" : "lines, trailing spaces ignored") + (j.hasPE ? ", has PE" : ", no PE");
}

// A C string literal of text (the words hold no quotes or backslashes), or 0 for null.
static std::string literal(const char* text) { return text ? "\"" + std::string(text) + "\"" : "0"; }

// solve.cpp's text with the judge's words in its declarations `NAME = value` (value: a string
// literal or 0); false when the judge needs a declaration the text lacks.
static bool writeWords(const Judge& j, std::string& text, std::string& why) {
  std::string separator = !j.answersBetween ? "\"\"" : literal((std::string(j.answersBetween) + "\\n").c_str());
  struct { const char* name; std::string value; bool needed; } words[] = {
      {"noSolutionText", literal(j.noSolution ? j.noSolution : "No solution"), j.rule != BEST_SCORE},
      {"separatorText", separator, true},
      {"severalText", literal(j.several), j.rule == UNIQUE},
      {"uniqueText", literal(j.unique), j.rule == UNIQUE},
      {"clashText", literal(j.clash), j.rule == UNIQUE},
      {"caseLabel", literal(j.label), j.rule == UNIQUE},
  };
  for (auto& w : words) {
    size_t at = text.find(std::string("*") + w.name + " = ");
    if (at == std::string::npos) {
      if (w.needed) return why = std::string("no declaration of ") + w.name, false;
      continue;
    }
    at += strlen(w.name) + 4;
    size_t end = text[at] == '"' ? text.find('"', at + 1) + 1 : at + 1;
    text.replace(at, end - at, w.value);
  }
  return true;
}

int main(int argc, char** argv) {
  std::string arg = argc > 1 ? argv[1] : "";
  if (argc == 1) {
    for (const Judge& j : judges())
      std::cout << j.id << std::string(std::max(1, 20 - int(strlen(j.id))), ' ') << j.timeLimitMs / 1000.0 << " s, " << j.memoryMB
                << " MB  " << inputOf(j) << "; " << promiseOf(j) << "\n";
    return 0;
  }
  if (arg == "--markdown" && argc == 2) {
    std::cout << "| id | problem | input | output | solutions | compares | limits | file to paste | not confirmed |\n"
                 "|---|---|---|---|---|---|---|---|---|\n";
    for (const Judge& j : judges())
      std::cout << "| `" << j.id << "` | " << (*j.statement ? "[" + std::string(j.name) + "](" + j.statement + ")" : std::string(j.name)) << " | " << inputOf(j) << " | "
                << outputOf(j) << " | " << promiseOf(j) << " | " << compareOf(j) << " | " << j.timeLimitMs / 1000.0
                << " s, " << j.memoryMB << " MB" << (j.sourceBytes ? ", source " + std::to_string(j.sourceBytes) + " bytes" : "")
                << " | `build/submit/" << j.id << ".cpp` (" << kRuleNames[j.rule] << ") | "
                << (*j.unconfirmed ? j.unconfirmed : "-") << " |\n";
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
  else if (j && field == "answer") std::cout << kRuleNames[j->rule] << "\n";
  else if (j && field == "source-limit") std::cout << j->sourceBytes << "\n";
  else if (j && field == "blanks") std::cout << j->blanks << "\n";
  else if (j && field == "submit") {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>()), why;
    if (!writeWords(*j, text, why)) return std::cerr << "judges " << j->id << " submit: " << why << "\n", 2;
    std::cout << "// " << j->id << ": sudoku-kit's solve.cpp with rule " << kRuleNames[j->rule]
              << " and this judge's words (make submit). Paste this file.\n" << text;
  } else {
    std::cerr << (j ? "unknown field '" + field + "'" : "unknown judge '" + arg + "'") << "; judges:";
    for (const Judge& k : judges()) std::cerr << ' ' << k.id;
    std::cerr << "\nusage: judges [--markdown | ID seconds|memory|puzzles|promise|compare|box|answer|source-limit|blanks|submit]\n";
    return 2;
  }
  return 0;
}
