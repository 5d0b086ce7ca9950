/**
 * Description: The stress test's checker, in testlib's manner (the rules are in verdict.h and judge_io.h).
 * Usage: build/check INPUT OUTPUT ANSWER [EXIT_STATUS]
 *        build/check --judge ID INPUT OUTPUT ANSWER
 *  With --judge: as that judge judges (stress/judge_io.h): answers found by tokens, then the
 *  output compared with what the judge expects (exactly, or by lines), PE only where it has it.
 *  INPUT: the puzzles; OUTPUT: what the solver printed; ANSWER: what build/brute printed;
 *  EXIT_STATUS: the solver's exit status, checked when given (stress.sh passes it; statuses
 *  other than 0 and 1 never get here: stress.sh calls them RE, or TLE after a timeout).
 *  Prints the verdict and why on stderr: "ok 3 puzzles", "wrong answer puzzle 2: ...".
 *  Exit status: 0 OK, 1 WA (wrong answer), 2 PE (layout), 3 FAIL (INPUT or ANSWER broken,
 *  or the checker misused).
 * Time: linear.
 * Status: unit-tested (tests/stress/stress_tests.cpp)
 */
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include "judge_io.h"

static bool readFile(const char* path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad() && in.is_open();
}

int main(int argc, char** argv) {
  static const char* names[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
  std::string files[3], why;
  const Judge* judge = nullptr;
  if (argc > 2 && std::string(argv[1]) == "--judge") {
    judge = findJudge(argv[2]);
    if (!judge) return std::cerr << "FAIL unknown judge " << argv[2] << " (build/judges lists them)\n", FAIL;
    argc -= 2, argv += 2;
  }
  char* end = nullptr;
  long status = argc == 5 ? strtol(argv[4], &end, 10) : -1;
  Verdict v = FAIL;
  if (argc != 4 && argc != 5) why = "usage: check INPUT OUTPUT ANSWER [EXIT_STATUS]";
  else if (end && (*end || !*argv[4] || status < 0)) why = "EXIT_STATUS is not a number: " + std::string(argv[4]);
  else if (!readFile(argv[1], files[0])) why = std::string("cannot read ") + argv[1];
  else if (!readFile(argv[2], files[1])) why = std::string("cannot read ") + argv[2];
  else if (!readFile(argv[3], files[2])) why = std::string("cannot read ") + argv[3];
  else v = judge ? checkJudge(*judge, files[0], files[1], files[2], why)
               : check(files[0], files[1], files[2], int(status), why);
  std::cerr << names[v] << ' ' << why << '\n';
  return v;
}
