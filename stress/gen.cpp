/**
 * Description: Writes one stress-test input to stdout (see gen.h for the kinds and layouts).
 *  Its bytes depend only on the arguments, never on the clock.
 * Usage: build/gen SEED [--size 1-10] [--kind unique|random|clash|unsolvable|any] [--givens G]
 *            [--puzzles P] [--layout rows|line|count|spaced|mixed]
 *  e.g. build/gen 42 --kind unique --givens 0 --layout rows   (one minimal puzzle, 9 lines)
 *  Defaults: size 10, kind any, givens and puzzles drawn from the size, layout mixed.
 * Time: a few ms per puzzle (see gen.h).
 * Status: unit-tested (tests/stress/stress_tests.cpp), run thousands of times by stress.sh
 */
#include <cstdlib>
#include <iostream>
#include "gen.h"

// The number in s if all of s is a decimal number in [lo, hi].
static bool parseNumber(const char* s, unsigned long long lo, unsigned long long hi, unsigned long long& n) {
  char* end;
  n = strtoull(s, &end, 10);
  return *s >= '0' && *s <= '9' && !*end && n >= lo && n <= hi;
}

static bool parseArgs(int argc, char** argv, GenOptions& o) {
  unsigned long long n;
  if (argc < 2 || !parseNumber(argv[1], 0, ULLONG_MAX, n)) return false;
  o.seed = n;
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string opt = argv[i], value = argv[i + 1];
    if (opt == "--kind" && (value == "unique" || value == "random" || value == "clash" || value == "unsolvable" || value == "any"))
      o.kind = value;
    else if (opt == "--layout" && (value == "rows" || value == "line" || value == "count" ||
                                   value == "spaced" || value == "mixed"))
      o.layout = value;
    else if (opt == "--size" && parseNumber(argv[i + 1], 1, 10, n)) o.size = int(n);
    else if (opt == "--givens" && parseNumber(argv[i + 1], 0, 81, n)) o.givens = int(n);
    else if (opt == "--puzzles" && parseNumber(argv[i + 1], 1, 100000, n)) o.puzzles = int(n);
    else return false;
  }
  return argc % 2 == 0;
}

int main(int argc, char** argv) {
  GenOptions o;
  if (!parseArgs(argc, argv, o)) {
    std::cerr << "usage: gen SEED [--size 1-10] [--kind unique|random|clash|unsolvable|any] [--givens 0-81]\n"
                 "           [--puzzles P] [--layout rows|line|count|spaced|mixed]\n";
    return 2;
  }
  std::cout << generate(o);
}
