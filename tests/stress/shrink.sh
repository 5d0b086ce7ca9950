#!/usr/bin/env bash
# Description: Shrinking a failing case (stress/shrink.sh, build/shrink): a mutant of POJ 3074's
#  file (the cells of a box misnumbered in the DFS's unit scan, so that it misses solutions on
#  some puzzles) fails make stress on one puzzle of a batch; the case saved is shrunk to that
#  puzzle alone with fewer blanks, sizes said; the original is kept beside it; the replay of the
#  shrunk case fails the same way and passes with the judge's own file; the original replays as
#  it failed; SHRINK=0 saves the case unshrunk; build/shrink's steps keep the judge's format
#  and promise; and SHRINK_SECONDS bounds a reference that would run long. One check each.
# Usage: tests/stress/shrink.sh   (make test-shrink)
# Status: run by make test
set -u
build=${BUILD:-build}
work=$(mktemp -d)
export FAILURES=$work/failures SANDBOX=0  # a mutant of the kit's own file (the sandbox: tests/stress/sandbox.sh)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
check() {  # DESCRIPTION COMMAND...: passes when COMMAND succeeds; else shows the log
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok   $what"
  else failed=$((failed + 1)); echo "FAIL $what"; sed 's/^/  | /' "$work/log" | tail -30; fi
}
verdict_of() { sed -n 's/^verdict: \([A-Z]*\).*/\1/p' "$work/log" | head -1; }

mutant=$work/misnumbered-box.cpp
sed 's/k \/ B \* N + k % B;/k \/ B * N;/' "$build/submit/poj-3074.cpp" > "$mutant"
check "the mutant differs from POJ 3074's file" bash -c "! cmp -s '$mutant' '$build/submit/poj-3074.cpp'"
stress/stress.sh -j poj-3074 -n 30 -s 1 "$mutant" > "$work/log" 2>&1
dir=$(sed -n 's/^saved: *\([^ ]*\)\/ .*/\1/p' "$work/log")
check "the mutant fails make stress with WA" [ "$(verdict_of)" = WA ]
check "the shrunk case is said: from a batch to 1 puzzle" grep -qE '^saved: .*shrunk from [0-9]+ puzzles, [0-9]+ blanks to 1 puzzle, [0-9]+ blanks' "$work/log"
check "the shrunk case is shown: puzzle 1 of 1, side by side" grep -q '^WA puzzle 1 of 1: ' "$work/log"
size() { "$build/shrink" --judge poj-3074 size "$1" | grep -oE '[0-9]+ blanks' | cut -d' ' -f1; }
check "saved: the shrunk case, and the original beside it with more blanks" bash -c "[ -s '$dir/input' ] && [ -s '$dir/original/input' ] && [ $(size "$dir/input" 2>/dev/null || echo 0) -lt $(size "$dir/original/input" 2>/dev/null || echo 0) ]"
stress/stress.sh -r "$dir" > "$work/log" 2>&1
check "the shrunk case replayed fails the same way (WA)" [ "$(verdict_of)" = WA ]
stress/stress.sh -r "$dir" "$build/submit/poj-3074" > "$work/log" 2>&1
check "the shrunk case passes with the judge's own file" grep -q '^1 passed, 0 failed$' "$work/log"
stress/stress.sh -r "$dir/original" > "$work/log" 2>&1
check "the original replayed fails as it did (WA)" [ "$(verdict_of)" = WA ]
SHRINK=0 stress/stress.sh -j poj-3074 -n 30 -s 1 "$mutant" > "$work/log" 2>&1
made=$(sed -n 's/^stress: case .* failed: seed \([0-9]*\), size \([0-9]*\)$/\1 --size \2/p' "$work/log")
check "SHRINK=0: saved as made (gen ${made:-?}), nothing shrunk" bash -c "! grep -q shrunk '$work/log' && [ ! -e '$dir/original' ] && [ -n '$made' ] && cmp -s '$dir/input' <($build/gen $made --judge poj-3074)"

# build/shrink's steps, on a batch of POJ 3074 (a puzzle a line).
"$build/gen" 5 --judge poj-3074 --size 6 --puzzles 3 > "$work/batch"
"$build/dlx" --judge poj-3074 < "$work/batch" > "$work/answer"
"$build/shrink" --judge poj-3074 keep "$work/batch" 2 > "$work/second"
check "keep: the second puzzle alone, in the judge's format (its line 'end' kept)" [ "$(cat "$work/second")" = "$(sed -n '2p; $p' "$work/batch")" ]
check "size: puzzles and blanks counted" [ "$("$build/shrink" --judge poj-3074 size "$work/second")" = "1 puzzle, $(sed -n 2p "$work/batch" | tr -cd . | wc -c) blanks" ]
first=$("$build/shrink" --judge poj-3074 blanks "$work/second" <(sed -n 2p "$work/answer") | head -1)
"$build/shrink" --judge poj-3074 set "$work/second" "$first" > "$work/filled"
check "blanks, set: a blank filled from the answer" [ "$(size "$work/filled")" = $(( $(size "$work/second") - 1 )) ]
"$build/shrink" --judge poj-3074 promise "$work/second"
check "promise: a generated puzzle has one solution" [ $? = 0 ]
"$build/shrink" --judge poj-3074 set "$work/second" $("$build/shrink" --judge poj-3074 givens "$work/second") > "$work/empty"
"$build/shrink" --judge poj-3074 promise "$work/empty"
check "promise: the empty grid has not one solution" [ $? = 1 ]

# The bound holds for each run of the reference too: one that would take a minute is stopped when
# SHRINK_SECONDS (1) runs out, its candidate passed over, and the case kept as it failed.
bounded=$work/bounded
mkdir -p "$bounded"
cp "$work/batch" "$bounded/input" && cp "$work/answer" "$bounded/answer" && cp "$work/answer" "$bounded/output" && : > "$bounded/stderr"
start=$SECONDS
(
  . stress/shrink.sh
  work=$bounded verdict=WA why="the case as it failed"
  judge_case() { ${reference_seconds:+timeout "$reference_seconds"} sleep 60 && verdict=WA || verdict=FAIL; }
  SHRINK_SECONDS=1 shrink_case poj-3074
  echo "$verdict $why" > "$bounded/verdict"
) > "$work/log" 2>&1
took=$((SECONDS - start))
check "SHRINK_SECONDS=1 with a reference that takes a minute: done in $took s, the case kept whole" \
  bash -c "[ $took -le 10 ] && cmp -s '$bounded/input' '$work/batch' && [ \"\$(cat '$bounded/verdict')\" = 'WA the case as it failed' ]"
echo "$passed passed, $failed failed"
