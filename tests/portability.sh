#!/usr/bin/env bash
# Checks that the universal solver (build/sudoku.cpp, bundled from lib/) and the design's program (solve.cpp), built with g++
# and clang++ at every standard from C++98 to C++20 (warnings as errors, -pedantic; the Makefile
# builds them as BUILD_DIR/portability/sudoku-CXX-STD and solve-CXX-STD, only when their source
# changed), print the same bytes and exit status as expected: build/sudoku, every input under
# tests/inputs (its .out and .status) and build/sudoku's answers to every judge's samples (each
# judge's own file, with its rule and words, is checked on them by the samples stage); the design,
# every input under tests/design. Also refuses what some judge's compiler lacks, in those two
# solve.cpp and in lib/'s parts (whose `#pragma once` make submit drops). One check per build, per
# build and input, and per banned construct.
#   tests/portability.sh [BUILD_DIR]
set -u
build=${1:-build}
dir=$build/portability
mkdir -p "$dir"
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# MSVC has none of these, POJ's old g++ no C++11, and `long long` is not C++98.
while IFS='|' read -r pattern why; do
  if grep -nE "$pattern" solve.cpp lib/*/*.h | grep -v ':#pragma once$'; then fail "a file to paste uses $why"; else pass; fi
done <<'LIST'
bits/stdc\+\+|<bits/stdc++.h> (GCC only)
__builtin_|__builtin_* (GCC and clang only)
#pragma|a pragma (compiler-specific)
__attribute__|__attribute__ (GCC and clang only)
__int128|__int128 (not on MSVC)
long long|long long (not C++98)
<cstdint>|<cstdint> (C++11)
LIST

# expected INPUT: sets want to what a build is to print for INPUT, then its exit status; found
# once an input (for the ten builds of one program), kept in `wanted` (no $(...): a subshell would
# keep nothing).
declare -A wanted
expected() {
  if [ -z "${wanted[$1]+set}" ]; then
    if [[ $1 != samples/* ]]; then
      wanted[$1]=$(cat "${1%.in}.out"; echo "status $(cat "${1%.in}.status" 2>/dev/null || echo 0)")
    else
      wanted[$1]=$("$build/sudoku" < "$1" 2>/dev/null; echo "status $?")
    fi
  fi
  want=${wanted[$1]}
}
for program in sudoku solve; do
  source=build/sudoku.cpp inputs="samples/*/*.in tests/inputs/*.in"
  [ $program = solve ] && source=solve.cpp inputs="tests/design/*.in"
  for cxx in g++ clang++; do
    for std in c++98 c++11 c++14 c++17 c++20; do
      exe=$dir/$program-$cxx-$std
      if [ ! -x "$exe" ]; then
        fail "$cxx -std=$std did not build $source (make $exe)"
        continue
      fi
      pass
      for input in $inputs; do
        got=$("$exe" < "$input" 2>/dev/null; echo "status $?")
        expected "$input"
        if [ "$got" = "$want" ]; then pass; else fail "$cxx -std=$std's $program on $input differs from ${input%.in}.out or build/sudoku"; fi
      done
    done
  done
done
echo "$passed passed, $failed failed"
