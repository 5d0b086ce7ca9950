#!/usr/bin/env bash
# Description: Tests the stress harness itself: runs stress/stress.sh on deliberately broken
#  solvers (tests/stress/) and asserts that each is caught with the right verdict, that the
#  case was saved, and that the replay command it printed reproduces the verdict. One check per
#  broken solver; prints a closing line "N passed, M failed".
# Usage: tests/stress/broken.sh      (from the repository root; make test-stress builds what
#  it needs: build/gen, build/brute, build/check, build/broken/*)
# Time: a few seconds (each run stops at its first failure; the sleeper costs the wall-clock cap
#  of its 0.3 s limit, 1.6 s, twice).
# Status: run by make test
set -u
build=${BUILD:-build}
FAILURES=$(mktemp -d)
export BUILD=$build FAILURES SHRINK=0  # shrinking: tests/stress/shrink.sh
export SANDBOX=0  # the kit's own broken solvers (the sandbox: tests/stress/sandbox.sh)
trap 'rm -rf "$FAILURES"' EXIT
passed=0 failed=0

# expect NAME VERDICT SOLVER [LIMIT]: stress testing SOLVER (LIMIT seconds a case, default 1)
# must fail with VERDICT, and so must its replay.
expect() {
  local name=$1 want=$2 solver=$3 limit=${4:-1} log status got replay replayed
  log=$(stress/stress.sh -n 30 -t "$limit" "$solver" 2>&1)
  status=$?
  got=$(sed -n 's/^verdict: \([A-Z]*\).*/\1/p' <<< "$log")
  replay=$(sed -n 's/^replay: *//p' <<< "$log")
  replayed=$([ -n "$replay" ] && bash -c "$replay" 2>&1 | sed -n 's/^verdict: \([A-Z]*\).*/\1/p')
  if [ "$status" -ne 0 ] && [ "$got" = "$want" ] && [ "$replayed" = "$want" ]; then
    passed=$((passed + 1))
    echo "ok   $name: $want, $(grep -m1 '^stress: case' <<< "$log" | sed 's/^stress: //'), replayed"
  else
    failed=$((failed + 1))
    echo "FAIL $name: expected $want, got '${got:-nothing}' (exit status $status), replay gave '${replayed:-nothing}'"
    sed 's/^/  | /' <<< "$log" | head -40
  fi
}

expect no_box WA "$build/broken/no_box"
expect none_if_many WA "$build/broken/none_if_many"
expect rows_only PE "$build/broken/rows_only"
expect rejects_tabs RE "tests/stress/rejects_tabs.sh $build/brute"
expect sleepy TLE "tests/stress/sleepy.sh $build/brute" 0.3
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
