/**
 * Description: libFuzzer target over the checkers (stress/verdict.h, stress/judge_io.h): arbitrary
 *  bytes as a solver's output, judged against each judge's first statement sample (and the
 *  kit's own checker against AcWing 1613's). Beyond crashes, leaks, undefined behaviour and
 *  hangs, it checks that a verdict is always given and is a fair one: never FAIL (the input and
 *  answer are right), PE only from a judge that has it, a reason always given, and OK only for
 *  output the judge's comparison cannot tell from the sample's answer (its puzzles have one
 *  solution or none, or the judge's rule fixes the answer, so no other output is right). The same
 *  bytes as the input of a jigsaw judge (layout walls): refused with a reason, or read into
 *  regions that part the grid and that read back the same once written out.
 * Usage: make fuzz-check [SECONDS=60]; build/fuzz_check FILE... replays inputs. Run from the
 *  repository root (it reads the judge folders, samples/ or $SUDOKU_JUDGES).
 */
#include <fstream>
#include <sstream>
#include "../stress/dlx.h"
#include "../stress/judge_io.h"

#include "property.h"

namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fprintf(stderr, "fuzz_check: cannot read %s (run from the repository root)\n", path.c_str()), abort();
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> inputs, answers;  // by judge, as judges() lists them
std::vector<bool> onlyAnswer;  // its sample's answer is the only right one (no puzzle with several solutions under FIRST)

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  Dlx dlx;
  for (const Judge& j : judges()) {
    std::string base = judgesFolder() + "/" + j.id + "/sample-1";
    if (!std::ifstream(base + ".in")) base = judgesFolder() + "/" + j.id + "/kit-made";  // no statement sample
    inputs.push_back(readFile(base + ".in")), answers.push_back(readFile(base + ".out"));
    std::vector<Board> puzzles;
    std::string why;
    REQUIRE_PROPERTY(readInput(j, inputs.back(), puzzles, why, true));
    // Only FIRST accepts any of several solutions (no wrongGrid in its row): there, OK needs no copy
    // of the answer. A judge's promise of one solution or none spares the count (which, unoptimized,
    // took 3 s of make test's fuzzing).
    bool counted = !ruleRow(j.rule).wrongGrid && j.promise != ONE && j.promise != ONE_OR_NONE, unique = true;
    for (const Board& p : puzzles) unique = unique && (!counted || p.cells.size() == 1 || dlx.count(p, 2) < 2);
    onlyAnswer.push_back(unique && !ruleRow(j.rule).changesGrid);  // ANTI accepts many grids
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  std::string output(reinterpret_cast<const char*>(data), size), why;
  for (size_t k = 0; k < judges().size(); k++) {
    const Judge& j = judges()[k];
    Verdict v = checkJudge(j, inputs[k], output, answers[k], why);
    REQUIRE_PROPERTY(v == OK || v == WA || v == PE);
    REQUIRE_PROPERTY(v != PE || j.hasPE);
    REQUIRE_PROPERTY(!why.empty());
    REQUIRE_PROPERTY(v != OK || !onlyAnswer[k] || normalized(j, output) == normalized(j, answers[k]));
  }
  // The bytes as an input of a jigsaw judge: refused with a reason, or read into regions that part
  // the grid (flood-filled from the walls), which written out and read again give the same puzzles.
  for (const Judge& j : judges()) {
    if (j.layout != WALLS) continue;
    std::vector<Board> puzzles, again;
    if (!readInput(j, output, puzzles, why)) {
      REQUIRE_PROPERTY(!why.empty());
      continue;
    }
    for (const Board& p : puzzles) REQUIRE_PROPERTY(regionsValid(p.regions, 9, why));
    REQUIRE_PROPERTY(readInput(j, writeInput(j, puzzles), again, why, true) && again == puzzles);
  }
  Verdict v = check(inputs[0], output, answers[0], 0, why);  // the kit's own rules, on AcWing 1613
  REQUIRE_PROPERTY(v == OK || v == WA || v == PE);
  REQUIRE_PROPERTY(v != OK || output.find_first_of("\r") != std::string::npos || output == answers[0]);
  return 0;
}
