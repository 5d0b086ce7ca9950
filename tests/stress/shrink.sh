#!/usr/bin/env bash
# Description: Shrinking a failing case (stress/shrink.sh, build/shrink): a mutant of POJ 2676's
#  file (the cells of a box misnumbered in the DFS's unit scan, so that it misses solutions on
#  some puzzles) fails make stress on one puzzle of a batch; the case saved is shrunk to that
#  puzzle alone with fewer blanks, sizes said; the original is kept beside it; the replay of the
#  shrunk case fails the same way and passes with the judge's own file; the original replays as
#  it failed; SHRINK=0 saves the case unshrunk; build/shrink's steps keep the judge's format;
#  SHRINK_SECONDS bounds a reference that would run long; a case saved again gets a new name; mutants failing the third answer of a batch, the last cell and a rule of
#  layout each save a smaller case; a failure on every grid is not shrunk; Ctrl-C keeps both
#  cases. One check each.
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
sed 's/k \/ B \* N + k % B;/k \/ B * N;/' "$build/submit/poj-2676.cpp" > "$mutant"
check "the mutant differs from POJ 2676's file" bash -c "! cmp -s '$mutant' '$build/submit/poj-2676.cpp'"
stress/stress.sh -j poj-2676 -n 30 -s 18 "$mutant" > "$work/log" 2>&1
dir=$(sed -n 's/^saved: *\([^ ]*\)\/ .*/\1/p' "$work/log")
check "the mutant fails make stress with WA" [ "$(verdict_of)" = WA ]
check "the shrunk case is said: from a batch to 1 puzzle" grep -qE '^saved: .*shrunk from [0-9]+ puzzles, [0-9]+ blanks to 1 puzzle, [0-9]+ blanks' "$work/log"
check "the shrunk case is shown: puzzle 1 of 1, side by side" grep -q '^WA puzzle 1 of 1: ' "$work/log"
size() { "$build/shrink" --judge "$1" size "$2" | grep -oE '[0-9]+ blanks' | cut -d' ' -f1; }  # JUDGE FILE: its blanks
check "saved: the shrunk case, and the original beside it with more blanks" bash -c "[ -s '$dir/input' ] && [ -s '$dir/original/input' ] && [ $(size poj-2676 "$dir/input" 2>/dev/null || echo 0) -lt $(size poj-2676 "$dir/original/input" 2>/dev/null || echo 0) ]"
stress/stress.sh -r "$dir" > "$work/log" 2>&1
check "the shrunk case replayed fails the same way (WA)" [ "$(verdict_of)" = WA ]
stress/stress.sh -r "$dir" "$build/submit/poj-2676" > "$work/log" 2>&1
check "the shrunk case passes with the judge's own file" grep -q '^1 passed, 0 failed$' "$work/log"
stress/stress.sh -r "$dir/original" > "$work/log" 2>&1
check "the original replayed fails as it did (WA)" [ "$(verdict_of)" = WA ]
SHRINK=0 stress/stress.sh -j poj-2676 -n 30 -s 18 "$mutant" > "$work/log" 2>&1
made=$(sed -n 's/^stress: case .* failed: seed \([0-9]*\), size \([0-9]*\)$/\1 --size \2/p' "$work/log")
again=$(sed -n 's/^saved: *\([^ ]*\)\/.*/\1/p' "$work/log")
check "SHRINK=0: saved as made (gen ${made:-?}), nothing shrunk" bash -c "! grep -q shrunk '$work/log' && [ ! -e '$again/original' ] && [ -n '$made' ] && cmp -s '$again/input' <($build/gen $made --judge poj-2676)"
check "the same case again is saved under a new name (${again##*/}), the earlier one kept and the log says so" \
  bash -c "[ '$again' = '$dir-2' ] && [ -e '$dir/original/input' ] && grep -q '^ *(a new name: $dir/ holds an earlier case, kept)' '$work/log'"

# Shrinking only shrinks: mutants that fail the third answer of a batch (POJ 2676), where the last
# cell is blank (AcWing 1613), and a rule of layout (ZOJ 3122 without its blank lines between
# answers: PE) each save a case smaller by (puzzles, blanks), never bigger, which replays failing
# the same way and passes with the judge's own file.
measure() { "$build/shrink" --judge "$1" size "$2" | awk '{ print $1 * 100000 + $3 }'; }
for mutant_case in "poj-2676 third 30 WA" "acwing-1613 last-blank 30 WA" "zoj-3122 no-gaps 20 PE"; do
  set -- $mutant_case
  stress/stress.sh -j "$1" -n "$3" -s 1 "tests/stress/twist.sh $2 $build/submit/$1" > "$work/log" 2>&1
  dir=$(sed -n 's/^saved: *\([^ ]*\)\/ .*/\1/p' "$work/log")
  sizes=$(sed -n 's/^saved: .*(\(shrunk from .* to [^(]*\) (.*/\1/p' "$work/log")
  check "$1, $2: $4, ${sizes:-not shrunk}" bash -c "[ '$(verdict_of)' = $4 ] && [ -n '$dir' ] &&
    [ $(measure "$1" "$dir/input" 2> /dev/null || echo 0) -lt $(measure "$1" "$dir/original/input" 2> /dev/null || echo 0) ]"
  grep '^shrinking: ' "$work/log" | head -1 > "$work/first"
  check "$1, $2: shrinking said at once ($(cut -c 1-60 "$work/first")...)" grep -q "^shrinking: $4 on " "$work/first"
  stress/stress.sh -r "$dir" > "$work/log" 2>&1
  check "$1, $2: the shrunk case replayed fails the same way ($4)" [ "$(verdict_of)" = "$4" ]
  stress/stress.sh -r "$dir" "$build/submit/$1" > "$work/log" 2>&1
  check "$1, $2: the shrunk case passes with the judge's own file" grep -q '^1 passed, 0 failed$' "$work/log"
done

# A puzzle of dominoes (HDU 4210's file placing a domino again: WA) has its blanks filled by the
# answer's dominoes, two cells at a time: a smaller case, still one of the judge's (10 to 35
# dominoes given), which replays failing and passes with the judge's own file.
stress/stress.sh -j hdu-4210 -n 10 -s 3 "$build/mutants/hdu-4210/dominoes-reused" > "$work/log" 2>&1
dir=$(sed -n 's/^saved: *\([^ ]*\)\/ .*/\1/p' "$work/log")
sizes=$(sed -n 's/^saved: .*(\(shrunk from .* to [^(]*\) (.*/\1/p' "$work/log")
check "hdu-4210, a domino placed again: WA, ${sizes:-not shrunk}" bash -c "[ '$(verdict_of)' = WA ] && [ -n '$dir' ] &&
  [ $(measure hdu-4210 "$dir/input" 2> /dev/null || echo 0) -lt $(measure hdu-4210 "$dir/original/input" 2> /dev/null || echo 0) ]"
stress/stress.sh -r "$dir" > "$work/log" 2>&1
check "hdu-4210, a domino placed again: the shrunk case replayed fails the same way (WA)" [ "$(verdict_of)" = WA ]
stress/stress.sh -r "$dir" "$build/submit/hdu-4210" > "$work/log" 2>&1
check "hdu-4210, a domino placed again: the shrunk case passes with the judge's own file" grep -q '^1 passed, 0 failed$' "$work/log"

# A list of every solution (Jutge P79494's file listing the first alone: WA) has its blanks filled
# from the answer's first solution, as long as a second is left: a smaller case, which replays
# failing and passes with the judge's own file.
stress/stress.sh -j jutge-p79494 -n 30 -s 1 "$build/mutants/jutge-p79494/first-only" > "$work/log" 2>&1
dir=$(sed -n 's/^saved: *\([^ ]*\)\/ .*/\1/p' "$work/log")
sizes=$(sed -n 's/^saved: .*(\(shrunk from .* to [^(]*\) (.*/\1/p' "$work/log")
check "jutge-p79494, the first solution listed alone: WA, ${sizes:-not shrunk}" bash -c "[ '$(verdict_of)' = WA ] && [ -n '$dir' ] &&
  [ $(measure jutge-p79494 "$dir/input" 2> /dev/null || echo 0) -lt $(measure jutge-p79494 "$dir/original/input" 2> /dev/null || echo 0) ]"
stress/stress.sh -r "$dir" > "$work/log" 2>&1
check "jutge-p79494, the first solution listed alone: the shrunk case replayed fails the same way (WA)" [ "$(verdict_of)" = WA ]
stress/stress.sh -r "$dir" "$build/submit/jutge-p79494" > "$work/log" 2>&1
check "jutge-p79494, the first solution listed alone: the shrunk case passes with the judge's own file" grep -q '^1 passed, 0 failed$' "$work/log"

# One answer for the whole input (CodinGame Killer Sudoku Extreme's sums, cell by cell, of a batch;
# its file keeping the last puzzle's digits: WA on 2 puzzles, right on one): no puzzle's grid to
# fill blanks from, and no fewer puzzles fail; saved as it is, and said so, with no error.
stress/stress.sh -j codingame-killer-sudoku-extreme-challenge -n 10 -s 1 "$build/mutants/codingame-killer-sudoku-extreme-challenge/last-only" > "$work/log" 2>&1
check "codingame-killer-sudoku-extreme-challenge, the last puzzle's digits kept: WA, not shrunk, said so ($(sed -n 's/^saved: .*(not shrunk: \(.*\))$/\1/p' "$work/log"))" bash -c "
  [ '$(verdict_of)' = WA ] && grep -q '^saved: .*(not shrunk: no smaller case failed the same way' '$work/log' && ! grep -q '^shrink: ' '$work/log'"

# A failure the input does not cause (a solution that exits 1 on any grid: RE) is not shrunk.
stress/stress.sh -j poj-2676 -n 5 -s 1 false > "$work/log" 2>&1
dir=$(sed -n 's/^saved: *\([^ ]*\)\/ .*/\1/p' "$work/log")
check "RE on every grid: not shrunk, and said why" bash -c "grep -q '^saved: .*(not shrunk: it fails the same way (RE) with every blank filled' '$work/log' && [ ! -e '$dir/original' ] && [ -s '$dir/input' ]"

# Ctrl-C (SIGINT) while shrinking: the smallest case so far and the original both saved, where
# said, exit status 130 (SIGINT sent once shrinking has kept a case, within a minute however loaded
# the machine), to the run's whole process group as a terminal's Ctrl-C is (setsid: a group of its
# own; sent to the script alone, it was lost once in a loaded make test, its children unsignalled).
# (env --default-signal: a background job's SIGINT is otherwise ignored.)
# Each run of the mutant takes a tenth of a second at least, so that shrinking is still under way
# when the signal comes, however fast the machine.
g++ -O2 -o "$work/mutant-bin" "$mutant"
# The log emptied first: the job below empties it only once it starts, and a loaded machine let
# the wait below find the last check's "shrinking: 1 puzzle" there and signal too soon (before
# the trap, while a child ran: the signal lost, shrinking run to its end, exit status 1).
: > "$work/log"
FAILURES=$work/interrupted setsid env --default-signal=INT stress/stress.sh -j poj-2676 -n 30 -s 18 \
  "sh -c 'sleep 0.1; exec $work/mutant-bin'" > "$work/log" 2>&1 &
pid=$!
for ((k = 0; k < 600; k++)); do grep -q '^shrinking: 1 puzzle' "$work/log" && break; sleep 0.1; done
kill -INT -- -"$pid"
wait "$pid"
status=$?
dir=$(sed -n 's/^interrupted: the smallest case so far saved in \([^ ]*\)\/ .*/\1/p' "$work/log")
check "Ctrl-C while shrinking: exit status $status (130), both cases kept in ${dir:-?}" \
  bash -c "[ $status = 130 ] && [ -s '$dir/input' ] && [ -s '$dir/original/input' ] && grep -q 'stopped by Ctrl-C' '$dir/shrunk'"
stress/stress.sh -r "$dir" > "$work/log" 2>&1
check "the case kept at Ctrl-C replays failing (WA)" [ "$(verdict_of)" = WA ]

# build/shrink's steps, on a batch of POJ 3074 (a puzzle a line).
"$build/gen" 5 --judge poj-3074 --size 6 --puzzles 3 > "$work/batch"
"$build/dlx" --judge poj-3074 < "$work/batch" > "$work/answer"
"$build/shrink" --judge poj-3074 keep "$work/batch" 2 > "$work/second"
check "keep: the second puzzle alone, in the judge's format (its line 'end' kept)" [ "$(cat "$work/second")" = "$(sed -n '2p; $p' "$work/batch")" ]
check "size: puzzles and blanks counted" [ "$("$build/shrink" --judge poj-3074 size "$work/second")" = "1 puzzle, $(sed -n 2p "$work/batch" | tr -cd . | wc -c) blanks" ]
first=$("$build/shrink" --judge poj-3074 blanks "$work/second" <(sed -n 2p "$work/answer") | head -1)
"$build/shrink" --judge poj-3074 set "$work/second" "$first" > "$work/filled"
check "blanks, set: a blank filled from the answer" [ "$(size poj-3074 "$work/filled")" = $(( $(size poj-3074 "$work/second") - 1 )) ]
"$build/shrink" --judge hdu-4210 keep samples/hdu-4210/sample-1.in 2 > "$work/second"
first=$("$build/shrink" --judge hdu-4210 blanks "$work/second" <(sed -n '1p; 12,20p' samples/hdu-4210/sample-1.out) | head -1)
"$build/shrink" --judge hdu-4210 set "$work/second" "$first" > "$work/filled"
check "blanks, set: a domino ($first) given from the answer, in the judge's format" bash -c "[ '$(sed -n 1p "$work/filled")' = 12 ] &&
  [ $(size hdu-4210 "$work/filled") = $(( $(size hdu-4210 "$work/second") - 2 )) ]"

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
