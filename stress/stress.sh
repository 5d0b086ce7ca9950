#!/usr/bin/env bash
# Description: Cross-checks a solver against the brute force on generated puzzles. Case i
#  (1..N) uses seed SEED+i-1 and size 1+10(i-1)/N, so sizes grow from one small puzzle to
#  batches of minimal ones and the first failure found is a small one. Per case: build/gen
#  writes the input, the solver runs under a timeout, build/brute writes the ANSWER,
#  build/check judges (it gets the solver's exit status as its 4th argument). Verdicts: WA,
#  PE (layout), RE (exit status other than 0: a crash, or 2 for input it called malformed),
#  TLE. At the first failure it prints the seed, the verdict, the input, the
#  expected and the found output, saves the case under stress/failures/seed-S/ and prints the
#  command that replays it.
# Usage: stress/stress.sh [-n N] [-s SEED] [-t SECONDS] [SOLVER]      (make stress does this)
#  stress/stress.sh -r stress/failures/seed-S [SOLVER]                 replays a saved case
#  SOLVER is a shell command (default ./solve; a replay defaults to the solver that failed).
#  Environment: BUILD (default build) holds gen, brute, check; FAILURES (default
#  stress/failures) is where failing cases go.
# Time: 20-50 ms per case plus the solver's time; TLE after SECONDS (default 2).
# Status: tested by tests/stress/broken.sh (each kind of broken solver is caught and replayed)
set -u
here=$(dirname "$0")
build=${BUILD:-$(dirname "$here")/build}
failures=${FAILURES:-$here/failures}
n=1000 seed=1 limit=2 replay=
while getopts n:s:t:r: opt; do
  case $opt in
    n) n=$OPTARG ;; s) seed=$OPTARG ;; t) limit=$OPTARG ;; r) replay=$OPTARG ;;
    *) sed -n 's/^# Usage: /usage: /p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ -n "$replay" ]; then solver=${1:-$(cat "$replay/solver")}; else solver=${1:-./solve}; fi
for tool in gen brute check; do
  [ -x "$build/$tool" ] || { echo "stress: $build/$tool is missing (run make stress)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs the solver and the reference on $work/input; sets verdict (OK WA PE RE TLE FAIL),
# status (the solver's exit status) and why.
judge() {
  timeout -k 1 "$limit" bash -c "$solver" < "$work/input" > "$work/output" 2> "$work/stderr"
  status=$?
  "$build/brute" < "$work/input" > "$work/answer" 2> /dev/null
  local reference=$?
  if [ "$reference" -gt 1 ]; then
    verdict=FAIL why="the reference build/brute exited with status $reference"
  elif [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then  # 137: killed, 1 s after TERM
    verdict=TLE why="no answer within $limit s"
  elif [ "$status" -ne 0 ]; then
    verdict=RE why="exit status $status$(head -c 200 "$work/stderr" | head -1 | sed 's/^/: /')"
  else
    why=$("$build/check" "$work/input" "$work/output" "$work/answer" "$status" 2>&1)
    case $? in 0) verdict=OK ;; 1) verdict=WA ;; 2) verdict=PE ;; *) verdict=FAIL ;; esac
  fi
}

# Prints the failing case and the files that show it.
report() {
  echo "verdict: $verdict ($why)"
  echo "solver:  $solver"
  echo "--- input"; cat "$work/input"
  echo "--- expected (build/brute; where a puzzle has several solutions, any one is right)"; cat "$work/answer"
  echo "--- found (exit status $status)"; cat "$work/output"
  if [ -s "$work/stderr" ]; then echo "--- solver's stderr"; head -20 "$work/stderr"; fi
  echo "---"
}

if [ -n "$replay" ]; then
  cp "$replay/input" "$work/input" || exit 2
  echo "replaying $replay: $(cat "$replay/gen")"
  judge
  if [ "$verdict" = OK ]; then echo "1 passed, 0 failed"; exit 0; fi
  report
  echo "0 passed, 1 failed"
  exit 1
fi

progress_every=$(( n >= 10 ? n / 10 : 1 ))
for ((i = 1; i <= n; i++)); do
  case_seed=$((seed + i - 1)) size=$((1 + 10 * (i - 1) / n))
  gen_cmd="$build/gen $case_seed --size $size"
  $gen_cmd > "$work/input" || { echo "stress: $gen_cmd failed" >&2; exit 2; }
  judge
  if [ "$verdict" != OK ]; then
    dir=$failures/seed-$case_seed
    mkdir -p "$dir"
    cp "$work"/{input,output,answer,stderr} "$dir/"
    echo "$solver" > "$dir/solver"
    echo "$gen_cmd" > "$dir/gen"
    echo "$verdict $why" > "$dir/verdict"
    [ -t 2 ] && printf '\r\033[K' >&2
    echo "stress: case $i of $n failed: seed $case_seed, size $size"
    report
    echo "saved:   $dir/"
    echo "replay:  $0 -r $dir"
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
