#!/usr/bin/env bash
# Runs every samples/NAME.in through a solver and compares its output with NAME.out, ignoring
# CR as online-judge-tools does; also expects exit status 0. One check per sample.
#   tests/samples.sh SOLVER
set -u
solver=$1 passed=0 failed=0
for input in samples/*.in; do
  expected=${input%.in}.out
  found=$("$solver" < "$input" | tr -d '\r'; echo "status ${PIPESTATUS[0]}")
  if [ "$found" = "$(tr -d '\r' < "$expected"; echo "status 0")" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $input: output differs from $expected"
    diff <(tr -d '\r' < "$expected"; echo "status 0") <(echo "$found") | head -20
  fi
done
echo "$passed passed, $failed failed"
