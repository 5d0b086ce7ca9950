/**
 * Description: The stress test's checker, in testlib's manner (the rules are in verdict.h and judge_io.h).
 * Usage: build/check INPUT OUTPUT ANSWER [EXIT_STATUS]
 *        build/check --judge ID INPUT OUTPUT ANSWER
 *        build/check --judge ID --each X.in...    each X.in against X.out and X.ans: a line
 *          "X.in OK|WA|PE|FAIL" and what the single check says on stderr, on stdout, for each (make hack: one process for many cases)
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
  if (argc > 4 && std::string(argv[1]) == "--judge" && std::string(argv[3]) == "--each") {
    judge = findJudge(argv[2]);
    if (!judge) return std::cerr << "FAIL unknown judge " << argv[2] << " (build/judges lists them)\n", FAIL;
    int worst = OK;
    for (int a = 4; a < argc; a++) {
      std::string in = argv[a], stem = in.substr(0, in.size() > 3 ? in.size() - 3 : 0);
      Verdict v = FAIL;
      why.clear();
      if (in.size() < 3 || in.compare(in.size() - 3, 3, ".in") != 0) why = "not a file X.in";
      else if (!readFile(in.c_str(), files[0]) || !readFile((stem + ".out").c_str(), files[1]) || !readFile((stem + ".ans").c_str(), files[2]))
        why = "cannot read " + stem + ".in, .out or .ans";
      else v = checkJudge(*judge, files[0], files[1], files[2], why);
      static const char* codes[] = {"OK", "WA", "PE", "FAIL"};
      std::cout << in << ' ' << codes[v] << ' ' << names[v] << ' ' << why << '\n';
      worst = std::max(worst, int(v));
    }
    return worst;
  }
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
