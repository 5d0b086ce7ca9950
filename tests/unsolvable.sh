#!/usr/bin/env bash
# Hard unsolvable puzzles (consistent givens, no solution; slow for a plain search): the solver
# must answer "No solution" to each, agreeing with dancing links (build/dlx: as independent of
# solve.cpp as the brute force, which takes 2.5 s over them), as build/check judges it.
# REGENERATED is the log of tests/regenerated.sh on PUZZLES (kept by make until the generator or
# the file changes); its counts are added to this stage's.
#   tests/unsolvable.sh SOLVER PUZZLES [REGENERATED]
set -u
solver=$1 puzzles=$2 regenerated=${3:-} dir=${BUILD:-build}/unsolvable
mkdir -p "$dir"
passed=0 failed=0
check() {  # DESCRIPTION CONDITION...
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $what"; fi
}
n=$(grep -cE '^[0-9.]{81}$' "$puzzles")
"$solver" < "$puzzles" > "$dir/out" 2> "$dir/err"; status=$?
"${BUILD:-build}/dlx" < "$puzzles" > "$dir/answer" 2> /dev/null
check "$n puzzles, all 'No solution', exit status 0" \
  test "$(grep -c '^No solution$' "$dir/out") $(wc -l < "$dir/out") $status" = "$n $n 0"
check "stderr says 'no solution' for each, not a clash" test "$(grep -c ': no solution$' "$dir/err")" = "$n"
check "build/check accepts the output against dancing links' answer" \
  "${BUILD:-build}/check" "$puzzles" "$dir/out" "$dir/answer" "$status"
if [ -n "$regenerated" ]; then
  grep -v ' passed, ' "$regenerated"
  read -r p f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$regenerated" | tail -1)
  passed=$((passed + ${p:-0})) failed=$((failed + ${f:-1}))
fi
echo "$passed passed, $failed failed"
