#!/usr/bin/env bash
# Description: `make samples`: runs each statement sample, samples/ID/NAME.in (the layout of
#  online-judge-tools: `oj t -d samples/ID -c CMD` works too), through a solver, and judges the
#  output against NAME.out as judge ID judges (build/check --judge: its comparison, PE only where
#  it has it), under its time and memory limits and the output cap (stress/run.sh). One check
#  per sample; a failure shows the input, expected and found output (40 lines at most each).
#  SUDOKU_JUDGES names another folder of judge folders than samples/.
# Usage: stress/samples.sh [-j JUDGE] [SOLVER]     every judge's samples without -j; SOLVER
#  defaults to build/sudoku. SOLVER is a command, or a source file (.cpp .cc .c .py .java) built as
#  each judge builds it (stress/build.sh; one that does not build: CE, one failure a judge).
#  In SOLVER, {judge} and {rule} stand for each judge's id and its answer rule (build/judges ID
#  answer): 'build/submit/{judge}' runs each judge's own file.
# Status: run by make test (stages samples, samples-asan); tested by tests/stress/judges.sh
set -u
here=$(dirname "$0")
build=${BUILD:-$(dirname "$here")/build}
. "$here/run.sh"
judges=
while getopts j: opt; do
  case $opt in
    j) judges=$OPTARG ;;
    *) sed -n 's/^# Usage: /usage: /p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
solver=${1:-$build/sudoku}
folder=${SUDOKU_JUDGES:-samples}
for tool in check judges show runner; do
  [ -x "$build/$tool" ] || { echo "samples: $build/$tool is missing (run make samples)" >&2; exit 2; }
done
sandbox_ready
if [ -n "$judges" ]; then
  "$build/judges" "$judges" seconds > /dev/null || exit 2
else
  judges=$(cd "$folder" && ls -d */ | tr -d /)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
for judge in $judges; do
  rule=$("$build/judges" "$judge" answer) || exit 2
  this=${solver//\{judge\}/$judge}
  this=${this//\{rule\}/$rule}
  solver_command "$judge" "$this" || { failed=$((failed + 1)); continue; }
  limit=$language_limit memory=$language_memory
  [ "$language" = command ] || echo "$this: built as $judge builds it ($about); $limit s of CPU, $memory MB$limit_note"
  for input in "$folder/$judge"/*.in; do
    [ -e "$input" ] || { echo "samples: no samples in $folder/$judge/" >&2; exit 2; }
    run_solver "$command" "$input" "$work" "$limit" "$memory"
    if [ -z "$verdict" ]; then
      why=$("$build/check" --judge "$judge" "$input" "$work/output" "${input%.in}.out" 2>&1)
      case $? in 0) verdict=OK ;; 1) verdict=WA ;; 2) verdict=PE ;; *) verdict=FAIL ;; esac
    fi
    if [ "$verdict" = OK ]; then
      passed=$((passed + 1)); echo "OK  $input ($usage)"
    else
      failed=$((failed + 1))
      echo "$verdict $input ($why)"
      show_failure "$judge" "$input" "${input%.in}.out" "${input%.in}.out"
      echo "---"
    fi
  done
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
