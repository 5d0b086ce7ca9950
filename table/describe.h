/**
 * Description: A judge's row in words: its input, output, promise, comparison and answer rule, as
 *  the README's table of judges (build/judges --markdown) and each judge's file (build/expander)
 *  state them.
 * Usage: inputOf(j), outputOf(j), promiseOf(j), compareOf(j)
 * Status: its text is checked through the README's table (tests/stress/judges.sh)
 */
#pragma once
#include <string>
#include "judge.h"

inline std::string between(const char* line, const char* what) {
  return !line ? "" : std::string(", ") + (!*line ? "a blank line" : "a line `" + std::string(line) + "`") + " between " + what;
}

inline std::string inputOf(const Judge& j) {
  std::string s = std::string(j.countOptional ? "maybe a count line, then " : j.countLine ? "count line, then " : "") + (j.maxPuzzles == 1 ? "one puzzle" : "puzzles") + ": ";
  if (j.before) s += std::string(*j.before ? "a line `" + std::string(j.before) + "`" : "a blank line") + ", then ";
  if (j.title) s += "a line `" + numbered(j.title, 1) + "`, then ";
  if (j.sizeLine == BOX_SIZE) s += "a line n = " + std::to_string(j.smallestBox) + " to " + std::to_string(j.box) + ", then ";
  if (j.sizeLine == SIDE_SIZE) s += "a line n = 1, 4, 9, ... " + std::to_string(j.box * j.box) + ", then ";
  if (j.kind) return s + kindRow(j.kind).input + (j.endLine ? ", then `" + std::string(j.endLine) + "`" : "");  // no grid: the kind's data alone
  if (ruleRow(j.rule).solvedGridFirst) s += "a solved grid, " + layoutName(j) + ", then a puzzle, ";
  if (j.changesLine) s += "a line k = 0 to " + std::to_string(j.changes) + ", the most cells that may change, then ";
  if (j.layout == WALLS) s += layoutName(j) + " numbers: a cell's digit plus 16, 32, 64, 128 for its walls above, right, below, left, which part the regions";
  else s += layoutName(j) + (j.digitsThenLetters ? std::string(", cells 1-9 then A-") + symbolOf(j, j.box, j.box * j.box) + " (A = 10)" : j.hexDigits ? (j.sizeLine ? " hex digits 0 to n*n-1" : " hex digits 0-F") : j.box > 3 && j.layout != NUMBERS ? " letters A-P" : "");
  s += j.blank ? ", `" + std::string(1, j.blank) + "` blank" : ", full";
  if (j.largestNumber) s += ", each number 1 to " + std::to_string(j.largestNumber) + " (past n: invalid)";
  if (j.geometry == DIAGONALS) s += ", both main diagonals units too (X-Sudoku)";
  if (j.blanks) s += ", exactly " + std::to_string(j.blanks) + " blanks";
  if (j.trailingSpace) s += ", lines may end with a space";
  return s + between(j.between, "puzzles") + (j.endLine ? ", then `" + std::string(j.endLine) + "`" : "");
}

inline std::string quoted(const char* words) { return std::string("`") + words + "`"; }

// A rule's row's text (table/rules.h) with each {name} in it replaced by value(name).
template <class Value> std::string filled(const char* text, Value value) {
  std::string s;
  for (const char* c = text; *c; c++) {
    const char* end = *c == '{' ? strchr(c, '}') : nullptr;
    if (!end) { s += *c; continue; }
    s += value(std::string(c + 1, end)), c = end;
  }
  return s;
}

inline std::string outputOf(const Judge& j) {
  std::string s = j.heading ? "a line " + quoted(numbered(j.heading, 1).c_str()) + ", then " : "";
  if (j.label) s += quoted(numbered(j.label, 1).c_str()) + " then ";
  if (j.title) s += "the title, then ";
  std::string after = !j.after ? "" : *j.after ? ", a line " + quoted(j.after) + " after each" : ", a blank line after each";
  const RuleRow& row = ruleRow(j.rule);
  if (const char* text = variantOf(j) && row.variantOutput ? row.variantOutput : row.output)
    return filled(text, [&](const std::string& name) {
      return name == "before" ? s : name == "after" ? after : name == "layout" ? layoutName(j)
          : name == "answers" ? between(j.answersBetween, "answers") : name == "grids" ? between(j.answersBetween, "grids")
          : name == "changes" ? (j.changesLine ? "k" : std::to_string(j.changes))
          : quoted(name == "valid" ? j.valid : name == "clash" ? j.clash : j.noSolution);
    });
  s += j.unique ? quoted(j.unique) + " (one solution)" : layoutName(j);
  if (j.several) s += ", " + quoted(j.several) + " (several)";
  if (j.notMinimal) s += ", " + quoted(j.notMinimal) + " (one, but also without some given)";
  if (j.clash) s += ", " + quoted(j.clash) + " (givens clash)";
  if (j.noSolution) s += ", or " + quoted(j.noSolution) + (j.several ? " (none)" : "");
  if (ruleRow(j.rule).gridIs) s += std::string("; ") + ruleRow(j.rule).gridIs;
  return s + between(j.answersBetween, "answers") + after;
}

// The limits of the languages the judge gives others than C++'s: " (Java 2 s, 64 MB; Python 5 s)"
// (PyPy's where they differ from Python's).
inline std::string otherLimits(const Judge& j) {
  std::ostringstream s;
  for (int k = 0; k < kLimitKeys; k++) {
    const LanguageLimits& limits = j.byLanguage[k], &python = j.byLanguage[limitIndex("python")];
    bool time = limits.timeLimitMs != j.timeLimitMs, memory = limits.memoryMB != j.memoryMB;
    if (k == kLanguageCount && limits.timeLimitMs == python.timeLimitMs && limits.memoryMB == python.memoryMB) continue;
    if (!time && !memory) continue;
    s << (s.tellp() ? "; " : "") << limitKey(k).name;
    if (time) s << " " << limits.timeLimitMs / 1000.0 << " s";
    if (memory) s << (time ? "," : "") << " " << limits.memoryMB << " MB";
  }
  return s.tellp() ? " (" + s.str() + ")" : "";
}

// How the judge builds C++, what runs its Python where not CPython, and the languages it does not
// accept: "; g++ `-O2`; no Python, Rust".
inline std::string buildOf(const Judge& j) {
  std::string s = std::string("; g++ `") + j.cxxFlags + "`", accepted = std::string(" ") + j.languages + " ", refused;
  for (const Language& language : kLanguages)
    if (accepted.find(std::string(" ") + language.id + " ") == std::string::npos) refused += (refused.empty() ? "" : ", ") + std::string(language.name);
  if (strcmp(j.python, "python3")) s += std::string("; Python by `") + j.python + "`";
  return refused.empty() ? s : s + "; no " + refused;
}

inline const char* promiseOf(const Judge& j) {
  return j.promise == ONE ? "one solution" : j.promise == SOME ? "one or more" : j.promise == ONE_OR_NONE ? "one or none" : "any number";
}

inline std::string compareOf(const Judge& j) {
  return std::string(j.compare == EXACT ? "every byte" : "lines, trailing spaces ignored") + (j.hasPE ? ", has PE" : ", no PE");
}
