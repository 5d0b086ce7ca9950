#!/usr/bin/env bash
# Description: A contestant's loop: the hack set is in the repository (make hack runs the same
#  files whether the public sets are beside the checkout or not, as many as the committed pool
#  makes), and errors say what to do, as a contestant meets them through make: an unknown
#  judge id stops make at once with one line naming the nearest ids (exit 2), and an alias (a
#  re-host's id) is the judge it names; a SOLVER file that does not exist, one of an extension the
#  kit does not build, and a command not found stop make before anything runs (exit 2), naming
#  the file and the extensions the kit builds; make judges keeps its columns; build/sudoku --help
#  prints its usage, an unknown argument exits 2; make test's kept logs (tests/kept.sh) stand
#  until what a stage runs or reads changes, and never after a failure. One check each.
# Usage: tests/stress/loop.sh   (make test-loop)
# Status: run by make test
set -u
build=${BUILD:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
# expect DESCRIPTION STATUS PATTERN COMMAND...: COMMAND exits STATUS, and its output (stdout and
# stderr) matches the extended regular expression PATTERN; ONE_LINE=1: its stderr is one line.
expect() {
  local what=$1 want=$2 pattern=$3 status
  shift 3
  "$@" > "$work/out" 2> "$work/err"
  status=$?
  if [ "$status" = "$want" ] && cat "$work/out" "$work/err" | grep -qE -- "$pattern" &&
     { [ "${ONE_LINE:-0}" = 0 ] || [ "$(wc -l < "$work/err")" = 1 ]; }; then
    passed=$((passed + 1)); echo "ok   $what: $(head -c 150 "$work/err" | head -1)"
  else
    failed=$((failed + 1)); echo "FAIL $what: exit status $status (want $want), output:"; cat "$work/out" "$work/err" | head -20 | sed 's/^/  | /'
  fi
}
kit_make() { env -u MAKEFLAGS -u MAKELEVEL make --no-print-directory "$@"; }
touch "$work/mine.txt" "$work/mine.C"

ONE_LINE=1 expect "make stress with an unknown id" 2 "unknown judge 'poj-2767': did you mean poj-2676\?" kit_make stress JUDGE=poj-2767
ONE_LINE=1 expect "make submit with an unknown id" 2 "unknown judge 'acwing166': did you mean acwing-166\?" kit_make submit JUDGE=acwing166
ONE_LINE=1 expect "an id like no other" 2 "unknown judge 'zzzz' \(make judges lists the [0-9]+ ids\)" kit_make hack JUDGE=zzzz
expect "make submit JUDGE=luogu-p10481 (an alias): poj-2676's file" 0 "luogu-p10481 is POJ 2676.*judged as poj-2676" kit_make submit JUDGE=luogu-p10481
expect "make samples JUDGE=acwing-169 (an alias): poj-3076's samples" 0 "^1 passed, 0 failed" kit_make samples JUDGE=acwing-169
ONE_LINE=1 expect "SOLVER=mine.cpp, no such file" 2 "SOLVER=$work/nope.cpp: no such file \(a source file .cpp .cc .cxx .c .py .java" kit_make stress JUDGE=poj-2676 SOLVER="$work/nope.cpp"
ONE_LINE=1 expect "SOLVER=mine.txt, an extension the kit does not build" 2 "the kit builds .cpp .cc .cxx .c .py .java" kit_make samples JUDGE=poj-2676 SOLVER="$work/mine.txt"
ONE_LINE=1 expect "SOLVER=mine.C (upper case)" 2 "the kit builds .cpp .cc .cxx .c .py .java .rs .js .pas .go .cs .kt \(by the extension, lower case\)" kit_make hack JUDGE=poj-2676 SOLVER="$work/mine.C"
ONE_LINE=1 expect "SOLVER=a command not found" 2 "'pyhton3' is neither a file nor a command" kit_make stress JUDGE=poj-2676 SOLVER="pyhton3 mine.py"
expect "stress.sh itself, SOLVER missing: before anything runs" 2 "no such file" env FAILURES="$work/failures" stress/stress.sh -j poj-2676 -n 1 "$work/nope.py"
check_columns() {  # each column of make judges starts at one place on every line
  "$build/judges" | awk '{ match($0, /^[^ ]+ +/); limit = RLENGTH
    match(substr($0, limit + 1), /^[0-9.]+ s, [0-9]+ MB +/); solver = limit + RLENGTH
    if (RSTART != 1 || (NR > 1 && (limit != l || solver != s))) bad = 1; l = limit; s = solver } END { exit bad }'
}
if check_columns && [ ! -e "$work/failures" ]; then passed=$((passed + 1)); echo "ok   make judges keeps its columns; nothing saved for a missing SOLVER"
else failed=$((failed + 1)); echo "FAIL make judges' columns, or a failure saved for a missing SOLVER"; fi
expect "build/sudoku --help" 0 "^usage: build/sudoku < puzzles.txt" "$build/sudoku" --help
ONE_LINE=0 expect "build/sudoku --frobnicate" 2 "^sudoku: unknown argument '--frobnicate'" "$build/sudoku" --frobnicate
# Limits the judge does not publish are said to be assumed: LeetCode's (none at all) for Python,
# and a judge that publishes C++'s alone (POJ 2676) for Java.
note_of() { bash -c '. stress/run.sh; build=$1; solver_command "$2" "$3" > /dev/null; echo "$limit_note"' - "$build" "$@"; }
expect "LeetCode 37 in Python: its limit assumed" 0 "^ \(assumed: C\+\+'s limits for python too, as leetcode-37 publishes none of its own; for C\+\+, time and memory: LeetCode publishes no limit" note_of leetcode-37 tests/solutions/leetcode-37.py
expect "POJ 2676 in Java: C++'s limit, assumed" 0 "^ \(assumed: C\+\+'s limits for java too, as poj-2676 publishes none of its own\)$" note_of poj-2676 tests/solutions/acwing-1613.java
expect "POJ 2676 in C++: its own limit, nothing assumed" 0 "^$" note_of poj-2676 tests/solutions/acwing-1613.cpp

# The hack set: as many files without the public sets (a fresh clone) as with them (CI), each
# file as the committed pool makes it: famous and hack9's puzzles, 30 a file, then hardened.
pool=$( { grep -E '^[0-9.]{81}$' tests/famous.txt | awk '{ if (gsub(/[1-9]/, "&") >= 17) print }'
          grep -E '^[0-9.]{81} ' tests/data/hack9.txt | cut -d' ' -f1; } | sort -u | wc -l)
want="$(( 2 * ((pool + 29) / 30) )) files ($pool puzzles, then the same hardened)"
for where in /nonexistent ../shared/puzzles; do
  PUZZLES=$where SANDBOX=0 FAILURES="$work/failures" stress/hack.sh -j poj-2676 -t 5 "$build/submit/poj-2676" > "$work/log" 2>&1
  if grep -q "^hack: .* as poj-2676: $want" "$work/log" && grep -q '^[0-9]* passed, 0 failed' "$work/log"; then
    passed=$((passed + 1)); echo "ok   make hack JUDGE=poj-2676 with PUZZLES=$where: $want, passed"
  else
    failed=$((failed + 1)); echo "FAIL make hack JUDGE=poj-2676 with PUZZLES=$where: not $want"; sed 's/^/  | /' "$work/log" | head -5
  fi
done

# make test's own loop: a seeded stage's result is kept (tests/kept.sh) until something it runs or
# reads changes; a run that failed is never kept.
counter=$work/runs input=$work/input kept_log=$work/kept.log
echo data > "$input"
printf '#!/bin/sh\necho run >> %s\necho "1 passed, 0 failed"\n' "$counter" > "$work/stage" && chmod +x "$work/stage"
tests/kept.sh "$kept_log" "$input" -- "$work/stage" > /dev/null
expect "tests/kept.sh: a stage run and its log kept" 0 '^\(kept: the run of ' tests/kept.sh "$kept_log" "$input" -- "$work/stage"
expect "tests/kept.sh: the stage run once for two calls" 0 '^1$' wc -l < "$counter"
touch "$input"
expect "tests/kept.sh: run again when what it reads changes" 0 '^1 passed, 0 failed' tests/kept.sh "$kept_log" "$input" -- "$work/stage"
printf '#!/bin/sh\necho run >> %s\necho "0 passed, 1 failed"\nexit 1\n' "$counter" > "$work/stage"
expect "tests/kept.sh: a stage that fails exits as it did" 1 '^0 passed, 1 failed' tests/kept.sh "$kept_log" "$input" -- "$work/stage"
expect "tests/kept.sh: a run that failed is not kept" 1 '^0 passed, 1 failed' tests/kept.sh "$kept_log" "$input" -- "$work/stage"
expect "tests/kept.sh: the stage run four times in all" 0 '^4$' wc -l < "$counter"
echo "$passed passed, $failed failed"
