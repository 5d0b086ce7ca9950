/**
 * Description: Prints the table of judges (each samples/ID/judge.toml) for people and scripts.
 * Usage: build/judges               one line per judge (make judges)
 *        build/judges --markdown    the full judge table of docs/judges.md (a test keeps it equal)
 *        build/judges --readme DIR  the README's short one: id, problem, rule and solver, limits
 *                                   ("assumed" where the judge publishes none), the size of
 *                                   DIR/ID.cpp (build/submit: make submit's files)
 *        build/judges --id ID       the judge's own id, for its id or an alias (a re-host's id,
 *                                   said on stderr)
 *        build/judges --aliases     "ALIAS ID", a line for each alias of each judge
 *        build/judges --vocabulary  what a row may say, a line each: "layout NAME", "kind NAME
 *                                   LAYOUT BLANK BATCH" (BLANK - for none; BATCH one, count: after
 *                                   a count line, or end=LINE: until that line), "size-line NAME", "geometry NAME",
 *                                   "rule NAME [changes] [pairs] [turns=WAY]... [word:KEY]..."
 *                                   (its bound on the cells changed, answers for pairs, its other
 *                                   ways of turning, the words it alone answers by) (make new's
 *                                   readers and answers beyond the judges' rows)
 *        build/judges ID FIELD...   fields for scripts, a line each: seconds (the time limit of C and C++),
 *                                   memory (MB), limits-LANGUAGE (a language's limits, as
 *                                   "SECONDS MB yes|no" (yes: the judge publishes them; no: C++'s,
 *                                   assumed), LANGUAGE one of kLanguages' ids or pypy),
 *                                   jvm-flags-LANGUAGE (java, kotlin: the JVM's options, {memory}
 *                                   its memory limit in MB; empty: the kit's),
 *                                   cxx-flags, c-flags (g++'s and gcc's flags as the judge builds),
 *                                   languages (those it accepts, of table/judge.h's kLanguages),
 *                                   puzzles (the most per input file), promise, compare, box,
 *                                   smallest-box (the smallest a puzzle has: less than box
 *                                   where puzzles tell their size),
 *                                   layout (rows, one-line, spaced, leetcode, numbers, walls or framed), answer (the engine's ANSWER rule for it: FIRST, SMALLEST,
 *                                   UNIQUE, BEST_SCORE, VERIFY, COUNT or MINIMAL), leetcode-method
 *                                   (the method of LeetCode's class for its rule, or empty), solver (what its
 *                                   file holds to answer: plain, the DFS of lib/plain/dfs.h;
 *                                   terse, the engine of lib/fast/ with its terse parts; or fast,
 *                                   that engine whole), geometry (square, jigsaw
 *                                   or diagonals), kind (the constraint beyond units: units
 *                                   for none, or signs), source-limit (bytes; 0: none
 *                                   stated), blanks (each puzzle has exactly that many; 0: any
 *                                   number), assumed-limits (where the kit's limits come from
 *                                   where the judge publishes none; empty: its own),
 *                                   python
 *                                   (what runs its Python 3: python3, or pypy3)
 *  Exit status 2 for an unknown judge (one line: the nearest ids) or field, or a judge.toml
 *  the loader refuses (its file and line).
 * Status: run by make judges, make submit and the judge tests (tests/stress/judges.sh)
 */
#include <sys/stat.h>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>
#include "describe.h"

// One line on stderr for an id that names no judge: the nearest ids, if any; exit status 2.
// The limits of the language FIELD names after PREFIX ("limits-java": Java's), or null.
static const LanguageLimits* limitsOf(const Judge& j, const std::string& field, const std::string& prefix) {
  if (field.compare(0, prefix.size(), prefix)) return nullptr;
  std::string id = field.substr(prefix.size());
  int k = limitIndex(id);
  return k < 0 ? nullptr : &j.byLanguage[k];
}

static int unknownJudge(const std::string& id) {
  std::vector<std::string> near = nearestIds(id);
  std::cerr << "unknown judge '" << id << "'";
  for (size_t k = 0; k < near.size(); k++) std::cerr << (k ? k + 1 == near.size() ? " or " : ", " : ": did you mean ") << near[k];
  std::cerr << (near.empty() ? "" : "?") << " (make judges lists the " << judges().size() << " ids)\n";
  return 2;
}

int main(int argc, char** argv) {
  std::string arg = argc > 1 ? argv[1] : "";
  if (argc == 1) {  // columns as wide as their widest entry
    std::vector<std::string> limits;
    size_t idWidth = 0, limitWidth = 0;
    for (const Judge& j : judges()) {
      std::ostringstream limit;
      limit << j.timeLimitMs / 1000.0 << " s, " << j.memoryMB << " MB";
      limits.push_back(limit.str());
      idWidth = std::max(idWidth, strlen(j.id));
      limitWidth = std::max(limitWidth, limits.back().size());
    }
    for (size_t k = 0; k < judges().size(); k++) {
      const Judge& j = judges()[k];
      std::cout << std::left << std::setw(int(idWidth) + 2) << j.id << std::setw(int(limitWidth) + 2) << limits[k]
                << std::setw(7) << (solvesNothing(j.rule) ? "none" : kSolverNames[j.solver]) << inputOf(j) << "; " << promiseOf(j)
                << (j.aliases.empty() ? "" : "; also");
      for (const std::string& alias : j.aliases) std::cout << ' ' << alias;
      std::cout << "\n";
    }
    return 0;
  }
  if (arg == "--vocabulary" && argc == 2) {  // what a row may say, whether a judge says it or not (make new)
    for (const char* layout : kLayoutNames) std::cout << "layout " << layout << "\n";
    for (int k = 1; k < int(sizeof kKinds / sizeof kKinds[0]); k++)
      std::cout << "kind " << kKindNames[k] << ' ' << kLayoutNames[kKinds[k].layout] << ' ' << (kKinds[k].blank ? kKinds[k].blank : '-') << ' '
                << (kKinds[k].endLine ? std::string("end=") + kKinds[k].endLine : kKinds[k].readFirst ? "count" : "one") << "\n";
    for (int s = 1; s < int(sizeof kSizeLineNames / sizeof kSizeLineNames[0]); s++) std::cout << "size-line " << kSizeLineNames[s] << "\n";
    for (int g = 1; g < int(sizeof kGeometryNames / sizeof kGeometryNames[0]); g++) std::cout << "geometry " << kGeometryNames[g] << "\n";
    // (each rule with what its row may say beyond the rules' keys: its bound on the cells changed,
    // its other ways of turning, answers for pairs, and the words it alone answers by)
    for (int r = 1; r < kRuleCount; r++) {
      const RuleRow& row = kRules[r];
      std::cout << "rule " << row.name << (row.changesGrid ? " changes" : "") << (row.pairs ? " pairs" : "");
      for (int t = 1; row.turnsBoxes && t < int(sizeof kTurnNames / sizeof kTurnNames[0]); t++) std::cout << " turns=" << kTurnNames[t];
      std::istringstream own(row.ownWords);
      for (std::string word; own >> word;) std::cout << " word:" << word;
      std::cout << "\n";
    }
    return 0;
  }
  if (arg == "--aliases" && argc == 2) {  // "ALIAS ID" a line, for each alias of each judge
    for (const Judge& j : judges())
      for (const std::string& alias : j.aliases) std::cout << alias << ' ' << j.id << "\n";
    return 0;
  }
  if (arg == "--id" && argc == 3) {  // the judge's own id, for an id or an alias
    const Judge* j = findJudge(argv[2]);
    if (!j) return unknownJudge(argv[2]);
    std::cout << j->id << std::endl;  // first, for make to read before what is said on stderr
    if (std::string(argv[2]) != j->id) std::cerr << argv[2] << " is " << j->name << ": judged as " << j->id << "\n";
    return 0;
  }
  if (arg == "--readme" && argc == 3) {  // the README's short table: a row a judge, its file's size from FOLDER
    std::cout << "| id | problem | answer, solver | limits | file |\n|---|---|---|---|---:|\n";
    for (const Judge& j : judges()) {
      struct stat file;
      std::string path = std::string(argv[2]) + "/" + j.id + ".cpp";
      if (stat(path.c_str(), &file) != 0) return std::cerr << "judges: " << path << " is missing (make submit JUDGE=" << j.id << ")\n", 2;
      char size[32];
      snprintf(size, sizeof size, "%.1f KB", file.st_size / 1000.0);
      std::cout << "| `" << j.id << "` | " << j.name << " | " << ruleRow(j.rule).name
                << (solvesNothing(j.rule) ? "" : j.solver == PLAIN ? ", plain DFS" : j.solver == TERSE ? ", terse engine" : ", fast engine")
                << " | " << j.timeLimitMs / 1000.0 << " s, " << j.memoryMB << " MB" << (*j.assumedLimits ? " (assumed)" : "") << " | " << size << " |\n";
    }
    return 0;
  }
  if (arg == "--markdown" && argc == 2) {
    std::cout << "| id | problem | input | output | solutions | compares | limits | file to paste | not confirmed |\n"
                 "|---|---|---|---|---|---|---|---|---|\n";
    for (const Judge& j : judges())
      std::cout << "| `" << j.id << "` | " << (*j.statement ? "[" + std::string(j.name) + "](" + j.statement + ")" : std::string(j.name)) << " | " << inputOf(j) << " | "
                << outputOf(j) << " | " << promiseOf(j) << " | " << compareOf(j) << " | " << j.timeLimitMs / 1000.0
                << " s" << otherLimits(j) << ", " << j.memoryMB << " MB" << (j.sourceBytes ? ", source " + std::to_string(j.sourceBytes) + " bytes" : "") << buildOf(j)
                << " | `build/submit/" << j.id << ".cpp` (" << ruleRow(j.rule).name << (solvesNothing(j.rule) ? "" : j.solver == PLAIN ? ", plain DFS" : j.solver == TERSE ? ", terse engine" : ", fast engine") << ") | "
                << (*j.unconfirmed ? j.unconfirmed : "-") << " |\n";
    return 0;
  }
  const Judge* j = findJudge(arg);
  for (int k = 2; k < std::max(argc, 3); k++) {  // each field asked, a line each
  std::string field = k < argc ? argv[k] : "";
  if (j && field == "seconds") std::cout << j->timeLimitMs / 1000.0 << "\n";
  else if (const LanguageLimits* limits = j ? limitsOf(*j, field, "limits-") : nullptr)
    std::cout << limits->timeLimitMs / 1000.0 << " " << limits->memoryMB << " " << (limits->stated ? "yes" : "no") << "\n";
  else if (const LanguageLimits* limits = j ? limitsOf(*j, field, "jvm-flags-") : nullptr) std::cout << limits->jvmFlags << "\n";
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
  else if (j && field == "answer") std::cout << ruleRow(j->rule).name << "\n";
  else if (j && field == "leetcode-method") std::cout << (ruleRow(j->rule).leetcodeMethod ? ruleRow(j->rule).leetcodeMethod : "") << "\n";
  else if (j && field == "solver") std::cout << (solvesNothing(j->rule) ? "none" : kSolverNames[j->solver]) << "\n";
  else if (j && field == "geometry") std::cout << kGeometryNames[j->geometry] << "\n";
  else if (j && field == "kind") std::cout << kKindNames[j->kind] << "\n";
  else if (j && field == "source-limit") std::cout << j->sourceBytes << "\n";
  else if (j && field == "blanks") std::cout << j->blanks << "\n";
  else if (j && field == "assumed-limits") std::cout << j->assumedLimits << "\n";
  else if (j && field == "python") std::cout << j->python << "\n";
  else if (!j) {
    return unknownJudge(arg);
  } else {
    std::string languages;
    for (int k = 0; k < kLimitKeys; k++) languages += (k ? ", " : "") + std::string(limitKey(k).id);
    std::cerr << "judges: unknown field '" << field << "' (fields: seconds memory limits-LANGUAGE jvm-flags-LANGUAGE cxx-flags c-flags languages layout puzzles promise compare box smallest-box answer solver geometry kind source-limit blanks assumed-limits python; LANGUAGE: " << languages << ")\n";
    return 2;
  }
  }
  return 0;
}
