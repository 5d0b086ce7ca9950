#!/usr/bin/env bash
# Description: Cross-checks a solver against the brute force on generated inputs. Case i
#  (1..N) uses seed SEED+i-1 and size 1+10(i-1)/N, so sizes grow from one small puzzle to
#  batches of minimal ones and the first failure found is a small one. Per case: build/gen
#  writes the input, the solver runs (stress/run.sh: time limit, output cap), build/brute
#  writes the ANSWER, build/check judges. Without -j: every layout solve.cpp reads, mixed, and
#  solve.cpp's rules (the layout mirrors the input's). With -j JUDGE: only inputs within that
#  judge's format and promises, judged by its rules (stress/judge_io.h), under its time and
#  memory limits. Verdicts (stress/run.sh): WA, PE, RE (exit status other than 0), TLE (CPU
#  time), MLE (peak memory), OLE; CE for a source file that does not build. At the first
#  failure it prints the seed, the verdict, the input, the expected and the found output (40
#  lines of each at most), saves the case under stress/failures/seed-S/ (with a copy of a
#  source file) and prints the command that replays it.
# Usage: stress/stress.sh [-j JUDGE] [-n N] [-s SEED] [-t SECONDS] [SOLVER]   (make stress)
#  stress/stress.sh -r stress/failures/seed-S [SOLVER]                          replays a case
#  SOLVER is a shell command, or a source file (.cpp .cc .c .py .java) built as the judge
#  builds it (stress/build.sh); default build/sudoku. A replay defaults to the solver that failed,
#  rebuilt from the copy of its source the case keeps.
#  Environment: BUILD (default build) holds gen, brute, check, judges; FAILURES (default
#  stress/failures) is where failing cases go.
# Time: 20-50 ms per case plus the solver's time.
# Status: tested by tests/stress/broken.sh and tests/stress/judges.sh (broken solvers caught,
#  replayed; a runaway one capped)
set -u
here=$(dirname "$0")
build=${BUILD:-$(dirname "$here")/build}
failures=${FAILURES:-$here/failures}
. "$here/run.sh"
. "$here/shrink.sh"
n=1000 seed=1 limit= replay= judge=
while getopts n:s:t:r:j: opt; do
  case $opt in
    n) n=$OPTARG ;; s) seed=$OPTARG ;; t) limit=$OPTARG ;; r) replay=$OPTARG ;; j) judge=$OPTARG ;;
    *) sed -n 's/^# Usage: /usage: /p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
for tool in gen brute check judges show shrink runner; do
  [ -x "$build/$tool" ] || { echo "stress: $build/$tool is missing (run make stress)" >&2; exit 2; }
done
sandbox_ready
reference=$build/brute
if [ -n "$replay" ]; then
  solver=${1:-$(cat "$replay/solver")}
  # The source as it failed, unless another solver is named.
  [ -n "${1:-}" ] || [ ! -e "$replay/source" ] || solver=$replay/source/$(ls "$replay/source")
  [ -n "$judge" ] || judge=$(cat "$replay/judge" 2> /dev/null)
  [ ! -e "$replay/reference" ] || reference=$(cat "$replay/reference")  # hack.sh's cases use build/dlx
  [ -n "$limit" ] || [ ! -e "$replay/limit" ] || limit=$(cat "$replay/limit")  # the limit it failed under
else
  solver=${1:-$build/sudoku}
fi
memory=0
if [ -n "$judge" ]; then
  "$build/judges" "$judge" memory > /dev/null || exit 2  # (an unknown id stops here, before a build)
  # The reference answers by the judge's rule, in its format: the brute force (for the best
  # score it lists every solution), or where it is too slow, build/dlx: beyond 9x9, dancing links;
  # for a kind beyond units (signs, cages), bounds.h (brute.h needs millions of nodes with few givens).
  [ -n "$replay" ] || reference="$build/brute --judge $judge"
  [ -n "$replay" ] || { [ "$("$build/judges" "$judge" box)" -le 3 ] && [ "$("$build/judges" "$judge" kind)" = units ]; } || reference="$build/dlx --judge $judge"
fi
solver_command "${judge:--}" "$solver" || { echo "0 passed, 1 failed"; exit 1; }
[ -n "$limit" ] && limit_note= || limit=$language_limit  # (-t: the kit's own limit, no note)
[ -z "$judge" ] || memory=$language_memory
[ "$language" = command ] || echo "stress: $solver, built as ${judge:-a judge} builds it ($about); $limit s of CPU${judge:+, $memory MB}$limit_note"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs the solver and the reference on $work/input; sets verdict (OK WA PE RE TLE OLE FAIL),
# status (the solver's exit status) and why.
judge_case() {
  run_solver "$command" "$work/input" "$work" "$limit" "$memory"
  ${reference_seconds:+timeout "$reference_seconds"} $reference < "$work/input" > "$work/answer" 2> /dev/null  # (bounded while shrinking)
  local refStatus=$?
  if [ "$refStatus" -ne 0 ]; then
    verdict=FAIL why="the reference $reference exited with status $refStatus"
  elif [ -z "$verdict" ]; then
    "$build/check" ${judge:+--judge "$judge"} "$work/input" "$work/output" "$work/answer" 2> "$work/why"
    case $? in 0) verdict=OK ;; 1) verdict=WA ;; 2) verdict=PE ;; *) verdict=FAIL ;; esac
    read -r why < "$work/why"  # (not $(...): a subshell a case)
  fi
}

# Prints the failing case and the files that show it.
report() {
  echo "verdict: $verdict ($why)"
  echo "solver:  $solver${judge:+ (judged as $judge)}"
  show_failure "$judge" "$work/input" "$work/answer" "$reference; where a puzzle has several solutions, any one is right${judge:+ unless the judge wants the smallest}"
  if [ -s "$work/stderr" ]; then echo "--- solver's stderr"; show "$work/stderr" | head -20; fi
  echo "---"
}

if [ -n "$replay" ]; then
  cp "$replay/input" "$work/input" || exit 2
  echo "replaying $replay: $(cat "$replay/gen")$([ ! -e "$replay/shrunk" ] || echo ", $(cat "$replay/shrunk")")"
  judge_case
  if [ "$verdict" = OK ]; then echo "1 passed, 0 failed"; exit 0; fi
  report
  echo "0 passed, 1 failed"
  exit 1
fi

progress_every=$(( n >= 10 ? n / 10 : 1 ))
for ((i = 1; i <= n; i++)); do
  case_seed=$((seed + i - 1)) size=$((1 + 10 * (i - 1) / n))
  gen_cmd="$build/gen $case_seed${judge:+ --judge $judge} --size $size"
  $gen_cmd > "$work/input" || { echo "stress: $gen_cmd failed" >&2; exit 2; }
  judge_case
  if [ "$verdict" != OK ]; then
    [ -t 2 ] && printf '\r\033[K' >&2
    echo "stress: case $i of $n failed: seed $case_seed, size $size"
    shrunk=
    [ -z "$judge" ] || shrink_case "$judge"
    asked=$failures/${judge:+$judge-}seed-$case_seed
    save_case "$asked" "$gen_cmd"
    dir=$saved_dir
    interrupted_exit "$dir"
    report
    say_saved "$asked"
    echo "replay:  $0 -r $dir${shrunk:+   (the original: $0 -r $dir/original)}"
    echo "$((i - 1)) passed, 1 failed"
    exit 1
  fi
  if [ -t 2 ]; then
    printf '\rstress: %d/%d passed (size %d)' "$i" "$n" "$size" >&2
  elif (( i % progress_every == 0 )); then
    echo "stress: $i/$n passed (size $size)"
  fi
done
[ -t 2 ] && printf '\r\033[K' >&2
echo "$n passed, 0 failed"
