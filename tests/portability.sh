#!/usr/bin/env bash
# Checks that solve.cpp built with g++ and clang++ at every standard from C++98 to C++20
# (warnings as errors; the Makefile builds them as BUILD_DIR/portability/solve-CXX-STD, only when
# solve.cpp changed) prints the same bytes (and exit status) as the expected output of every input
# under tests/inputs, and as ./solve on every judge's samples (each judge's own file, with its rule
# and words, is checked on them by the samples stage). Also refuses what some judge's compiler
# lacks. One check per build, per build and input, and per banned construct.
#   tests/portability.sh [BUILD_DIR]
set -u
dir=${1:-build}/portability
mkdir -p "$dir"
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# MSVC has none of these, POJ's old g++ no C++11, and `long long` is not C++98.
while IFS='|' read -r pattern why; do
  if grep -nE "$pattern" solve.cpp; then fail "solve.cpp uses $why"; else pass; fi
done <<'LIST'
bits/stdc\+\+|<bits/stdc++.h> (GCC only)
__builtin_|__builtin_* (GCC and clang only)
#pragma|a pragma (compiler-specific)
__attribute__|__attribute__ (GCC and clang only)
__int128|__int128 (not on MSVC)
long long|long long (not C++98)
<cstdint>|<cstdint> (C++11)
LIST

for cxx in g++ clang++; do
  for std in c++98 c++11 c++14 c++17 c++20; do
    exe=$dir/solve-$cxx-$std
    if [ ! -x "$exe" ]; then
      fail "$cxx -std=$std did not build solve.cpp (make $exe)"
      continue
    fi
    pass
    for input in samples/*/*.in tests/inputs/*.in; do
      [ -e "$input" ] || continue
      if [[ $input == samples/* ]]; then
        want=$(./solve < "$input" 2>/dev/null; echo "status $?")
      else
        want=$(cat "${input%.in}.out"; echo "status $(cat "${input%.in}.status" 2>/dev/null || echo 0)")
      fi
      got=$("$exe" < "$input" 2>/dev/null; echo "status $?")
      if [ "$got" = "$want" ]; then pass; else fail "$cxx -std=$std on $input differs from ${input%.in}.out or ./solve"; fi
    done
  done
done
echo "$passed passed, $failed failed"
