#!/usr/bin/env bash
# Description: `make hack`: runs a solver on the inputs hardest for search, in one judge's
#  format, each file sized like that judge's tests (one puzzle, or batches of `build/judges ID
#  puzzles`), each under its time and memory limits (stress/run.sh), judged by its rules against
#  build/dlx (dancing links: fast where the brute force is not). The pool is the hack set, all of
#  it in the repository, so that a fresh clone hacks what CI hacks: 9x9, tests/famous.txt (the
#  proper puzzles), the hard unsolvable puzzles of tests/data/unsolvable.txt where the judge
#  allows no solution, and tests/data/hack9.txt (the 160 puzzles of the public sets hardest for
#  the plain DFS, the terse and the fast engine: make hack-set), and then all of them again made
#  slow for a left-to-right DFS (gen --harden, once for every judge: build/hack-hardened/);
#  16x16: the minimal puzzles of
#  tests/data/minimal16.txt (about 95 givens of 256; 25x25 judges too, whose puzzles tell their
#  size); VERIFY and ANTI, which solve nothing: 8 files of the judge's largest grids (100x100 for
#  POJ 3435), as many as a file holds, valid or with a digit twice in rows, columns or boxes only
#  (gen --size 10); a variant geometry (a jigsaw, X-Sudoku) or a kind of constraint beyond units
#  (signs), for which no public set fits: 8 files
#  of up to 5 minimal puzzles of one solution made by gen (--kind unique --givens 0; a jigsaw
#  layout of their own each); 4x4, where nothing is hard for search: 8 files of gen's puzzles, as
#  many as a file holds (gen --size 10). Prints the slowest file and its time; at the first
#  failure (WA, PE, RE, TLE, MLE, OLE) shrinks the case and saves it under stress/failures/ as
#  stress.sh does, with its replay command, and stops; a TLE on a batch also names its slowest
#  puzzle, run alone. The solution runs file by file, stopped at its first RE, TLE, MLE or OLE;
#  its answers are judged 50 files at a time (one dlx and one check for them all), so a wrong
#  answer is found within 50 files of where it is.
# Usage: stress/hack.sh -j JUDGE [-t SECONDS] [SOLVER]     (make hack JUDGE=id SOLVER=...)
#  SOLVER: a command, or a source file built as the judge builds it (stress/build.sh; CE when
#  it does not build); default build/sudoku.
# Time: one run of the solver per file (330 files for a one-puzzle judge, 12 for a batch of
#  up to 30), 6-12 ms a file besides the solver's own time.
# Status: tested by tests/stress/judges.sh (a textbook DLX passes; a plain DFS gets TLE)
set -u
here=$(dirname "$0")
build=${BUILD:-$(dirname "$here")/build}
failures=${FAILURES:-$here/failures}
. "$here/run.sh"
. "$here/shrink.sh"
# dancing links' counts, kept from hack to hack (the judges of one size share their hack puzzles);
# make removes the file when it rebuilds build/dlx. DLX_CACHE= keeps none.
export DLX_CACHE=${DLX_CACHE-$build/dlx-counts.txt}
judge= limit=
while getopts j:t: opt; do
  case $opt in
    j) judge=$OPTARG ;; t) limit=$OPTARG ;;
    *) sed -n 's/^# Usage: /usage: /p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
solver=${1:-$build/sudoku}
for tool in gen dlx check judges show shrink runner; do
  [ -x "$build/$tool" ] || { echo "hack: $build/$tool is missing (run make hack)" >&2; exit 2; }
done
sandbox_ready
[ -n "$judge" ] || { echo "hack: which judge? (-j ID; build/judges lists them)" >&2; exit 2; }
"$build/judges" "$judge" memory > /dev/null || exit 2  # (an unknown id stops here, before a build)
solver_command "$judge" "$solver" || { echo "0 passed, 1 failed"; exit 1; }
[ -n "$limit" ] && limit_note= || limit=$language_limit  # (-t: the kit's own limit, no note)
memory=$language_memory
batch=$("$build/judges" "$judge" puzzles)
puzzles_per_file=$batch  # batch may become 1 below: a line of the pool, a file
if [ "$("$build/judges" "$judge" blanks)" != 0 ]; then  # HDU 2780: five blanks a puzzle
  echo "hack: $judge's puzzles have exactly $("$build/judges" "$judge" blanks) blanks: none is hard for search, nothing to hack"
  echo "0 passed, 0 failed"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The pool, one puzzle a line, with where each came from.
pool() {  # NAME FILE [COUNT]
  grep -E '^[0-9.]{81}\r?$' "$2" | tr -d '\r' | head -n "${3:-100000}" | sed "s|\$| $1|"
}
box=$("$build/judges" "$judge" box) rule=$("$build/judges" "$judge" answer) geometry=$("$build/judges" "$judge" geometry)
kind=$("$build/judges" "$judge" kind)
[ "$kind" = units ] || geometry=$kind  # a kind beyond units (signs): puzzles made by gen, as a variant geometry's
grids=false  # VERIFY, ANTI, ISOMORPHIC, ROTATE, MARK and DEAD_END: no public puzzle fits; the largest files gen makes (ISOMORPHIC: minimal puzzles, grids turned and relabelled; ROTATE: every box turned)
[ "$("$build/judges" "$judge" solver)" != none ] && [ "$("$build/judges" "$judge" layout)" != moves ] || grids=true
{
  if $grids; then
    seq 8 | sed 's/$/ largest-grids/'  # seeds for gen
  elif [ "$box" -le 2 ]; then
    seq 8 | sed 's/$/ generated-4x4/'  # seeds for gen
  elif [ "$geometry" != square ]; then
    seq 8 | sed "s/\$/ minimal-$geometry/"  # seeds for gen
  elif [ "$box" != 3 ]; then
    grep -vE '^#' tests/data/minimal16.txt | sed 's/$/ minimal16/'
  else
    pool famous tests/famous.txt | awk '{ if (gsub(/[1-9]/, "&", $1) >= 17) print }'  # not the empty grid
    case $("$build/judges" "$judge" promise) in  # where the judge allows no solution
      "any number" | "one or none") pool unsolvable tests/data/unsolvable.txt ;;
    esac
    grep -E '^[0-9.]{81} ' tests/data/hack9.txt | cut -d' ' -f1,2  # the hack set: the puzzle, its set
  fi
} | awk '!seen[$1]++' > "$work/pool"  # (a famous puzzle may be in the hack set too)
mapfile -t pool < "$work/pool"  # held here: a file's chunk is a slice of it, with no process a file
total=${#pool[@]}

# File f (1..files): the pool in batches as the judge gives them, then the same made slow for a
# DFS. Written when its turn comes (into $work/input; from_of says what it holds), so that a
# solver that fails early costs little.
passes=2  # as they are, then hardened (9x9 only)
[ "$box" = 3 ] && ! $grids && [ "$geometry" = square ] || passes=1
variant_puzzles=$(( batch < 5 ? batch : 5 ))  # a variant's file: minimal puzzles take gen 0.1 s each
! $grids && [ "$geometry" = square ] && [ "$box" -gt 2 ] || batch=1  # a line of the pool: a seed, a file
per_pass=$(( (total + batch - 1) / batch ))
files=$(( passes * per_pass ))
[ "$geometry" = square ] || $grids || total=$(( files * variant_puzzles ))  # a seed a file
# What file F holds, as "famous x1, top95.txt x3, hardened" (for the slowest file and a failure).
from_of() {  # F
  local f=$1 first
  first=$(( (f - 1) % per_pass * batch ))
  printf '%s\n' "${pool[@]:first:batch}" | cut -d' ' -f2 | sed 's/^puzzles[0-9]_//' | sort | uniq -c |
    awk '{ printf "%s%s x%d", (NR > 1 ? ", " : ""), $2, $1 }'
  (( f <= per_pass )) || printf ', hardened'
}
make_file() {  # F: writes $work/cases/F.in
  local f=$1 first line
  first=$(( (f - 1) % per_pass * batch ))
  for line in "${pool[@]:first:batch}"; do echo "${line%% *}"; done > "$work/chunk.txt"
  if $grids || [ "$box" -le 2 ]; then
    "$build/gen" "$(cat "$work/chunk.txt")" --judge "$judge" --size 10 --puzzles "$puzzles_per_file" > "$work/cases/$f.in" || exit 2
  else
    "$build/gen" "$(cat "$work/chunk.txt")" --judge "$judge" --kind unique --givens 0 --puzzles "$variant_puzzles" > "$work/cases/$f.in" || exit 2
  fi
}
mkdir "$work/cases"
if ! $grids && [ "$geometry" = square ] && [ "$box" -gt 2 ]; then  # the public sets: one gen a pass
  for line in "${pool[@]}"; do echo "${line%% *}"; done > "$work/pool.txt"
  "$build/gen" --judge "$judge" --from "$work/pool.txt" --into "$work/cases" --batch "$batch" || exit 2
  if (( passes == 2 )); then
    # The pool hardened once for every judge's hack (0.5 s of CPU; 40 judges' files hacked in make
    # test), kept under the hash of the pool and of gen (a new hardening makes a new file).
    hardened=$build/hack-hardened/$(cat "$work/pool.txt" "$build/gen" | sha1sum | cut -c 1-12).txt
    mkdir -p "$build/hack-hardened"
    (
      flock 9  # one hardening at a time: a second hack waits for the first's file
      [ -s "$hardened" ] || { "$build/gen" --harden "$work/pool.txt" > "$hardened.tmp" && mv "$hardened.tmp" "$hardened"; }
    ) 9> "$build/hack-hardened/.lock" || exit 2
    "$build/gen" --judge "$judge" --from "$hardened" --into "$work/cases" --batch "$batch" --first $((per_pass + 1)) || exit 2
  fi
fi

# Runs the solver and dancing links on $work/input; sets verdict (OK WA PE RE TLE MLE OLE FAIL) and why.
judge_case() {
  run_solver "$command" "$work/input" "$work" "$limit" "$memory"
  ${reference_seconds:+timeout "$reference_seconds"} "$build/dlx" --judge "$judge" < "$work/input" > "$work/answer" 2> /dev/null  # (bounded while shrinking)
  if [ -z "$verdict" ]; then
    "$build/check" --judge "$judge" "$work/input" "$work/output" "$work/answer" 2> "$work/why"
    case $? in 0) verdict=OK ;; 1) verdict=WA ;; 2) verdict=PE ;; *) verdict=FAIL ;; esac
    read -r why < "$work/why"  # (not $(...): a subshell a file)
  fi
}

[ "$language" = command ] || echo "hack: $solver, built as $judge builds it ($about)"
echo "hack: $solver as $judge: $files files ($total puzzles$([ "$passes" = 2 ] && echo ", then the same hardened")), ${limit} s of CPU and $memory MB each$limit_note"
# Files are run one by one, a solution stopped at the first RE, TLE, MLE or OLE; then judged 50
# at a time, by one dlx and one check for them all (per file, those processes cost more than the
# run of a fast solution).
slowest_ms=-1 slowest_file=1 slowest_usage= checked=0 failed_at=0
declare -a usages statuses
check_files() {  # LAST: judges files checked+1..LAST; sets failed_at, verdict and why at the first that fails
  local names=() k name code rest
  (( checked < $1 )) || return 0
  for ((k = checked + 1; k <= $1; k++)); do names+=("$work/cases/$k.in"); done
  "$build/dlx" --judge "$judge" --each "${names[@]}" 2> /dev/null
  while read -r name code rest; do
    [ "$code" = OK ] && continue
    k=${name##*/} k=${k%.in}
    (( failed_at == 0 || k < failed_at )) && failed_at=$k verdict=$code why=$rest
    break
  done < <("$build/check" --judge "$judge" --each "${names[@]}")
  checked=$1
  (( failed_at == 0 ))
}
# The kit's own files (SANDBOX=0: make test's stage choice) run 50 at a time by one runner
# (runner --each: 330 runner processes a judge less); a contestant's, one runner a file.
batched=false
[ "$sandbox_flag" = --no-sandbox ] && batched=true
for ((f = 1; f <= files; f++)); do
  [ -e "$work/cases/$f.in" ] || make_file "$f"
  if $batched; then
    if (( f % 50 == 1 )); then  # the next 50 (or fewer) in one runner, its lines read below
      last=$(( f + 49 < files ? f + 49 : files ))
      for ((k = f + 1; k <= last; k++)); do [ -e "$work/cases/$k.in" ] || make_file "$k"; done
      to_ms "$limit"
      "$build/runner" --no-sandbox --each "$work/cases" "$f" "$last" --output-cap 0 --cpu "$ms" --wall $(( 2 * ms + 1000 )) --memory "$memory" \
        --folder "$work/folder" "$command" > "$work/each" || exit 2
      exec {lines}< "$work/each"
    fi
    read -r k status cpu_ms wall_ms kb capped over cap <&"$lines" || { echo "hack: the runner stopped before file $f" >&2; exit 2; }
    judge_run "$limit" "$memory" "$work/cases/$f.out" "$work/cases/$f.err"
  else
    run_output=$work/cases/$f.out run_stderr=$work/cases/$f.err run_solver "$command" "$work/cases/$f.in" "$work" "$limit" "$memory"
  fi
  usages[f]=$usage statuses[f]=$status
  to_ms "$cpu"
  if (( ms >= slowest_ms )); then slowest_ms=$ms slowest_file=$f slowest_usage=$usage; fi
  if [ -n "$verdict" ]; then  # an earlier file's wrong answer comes first
    runner_verdict=$verdict runner_why=$why
    check_files $((f - 1)) && failed_at=$f verdict=$runner_verdict why=$runner_why
    break
  fi
  (( f % 50 && f < files )) || check_files "$f" || break
done
if (( failed_at > 0 )); then
  f=$failed_at status=${statuses[f]} usage=${usages[f]}
  cp "$work/cases/$f.in" "$work/input"
  cp "$work/cases/$f.out" "$work/output"
  cp "$work/cases/$f.err" "$work/stderr"
  [ -e "$work/cases/$f.ans" ] && cp "$work/cases/$f.ans" "$work/answer" || "$build/dlx" --judge "$judge" < "$work/input" > "$work/answer" 2> /dev/null
  reference="$build/dlx --judge $judge"
  echo "hack: file $f of $files failed ($(from_of "$f"))"
  rm -f "$work/slowest"
  [ "$verdict" != TLE ] || slowest_puzzle "$judge"
  shrink_case "$judge"
  asked=$failures/hack-$judge-$f
  save_case "$asked" "make hack JUDGE=$judge: file $f of $files ($(from_of "$f"))"
  dir=$saved_dir
  interrupted_exit "$dir"
  echo "verdict: $verdict ($why)"
  show_failure "$judge" "$work/input" "$work/answer" "build/dlx"
  echo "---"
  say_saved "$asked"
  echo "replay:  $here/stress.sh -r $dir${shrunk:+   (the original: $here/stress.sh -r $dir/original)}"
  echo "$((f - 1)) passed, 1 failed"
  exit 1
fi
echo "slowest: file $slowest_file ($(from_of "$slowest_file")): $slowest_usage; the limit ${limit} s of CPU"
echo "$files passed, 0 failed"
