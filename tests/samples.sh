#!/usr/bin/env bash
# Runs every samples/NAME.in through a solver and compares its output with NAME.out, ignoring
# CR as online-judge-tools does, and its exit status with NAME.status (0 where there is none).
# One check per sample.
#   tests/samples.sh SOLVER
set -u
solver=$1 passed=0 failed=0
for input in samples/*.in; do
  expected=${input%.in}.out
  want=$(tr -d '\r' < "$expected"; echo "status $(cat "${input%.in}.status" 2>/dev/null || echo 0)")
  found=$("$solver" < "$input" 2>/dev/null | tr -d '\r'; echo "status ${PIPESTATUS[0]}")
  if [ "$found" = "$want" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $input: output differs from $expected"
    diff <(echo "$want") <(echo "$found") | head -20
  fi
done
echo "$passed passed, $failed failed"
