#!/usr/bin/env bash
# The choice of each judge's solver (answer.solver in samples/ID/judge.toml): a judge whose file
# holds the plain DFS (the design's) or the fast engine's terse parts gets it because that file
# passes the judge's make hack with at most a quarter of the judge's time limit on every hack file;
# else the fast engine whole is due. One check per plain or terse judge; a fast judge's log says so
# and counts nothing.
#   tests/choice.sh ID        hacks build/submit/ID so; one line, "ok ..." or "FAIL ...", which the
#                             Makefile keeps as build/choice/ID.log until that file changes
#   tests/choice.sh LOG...    those lines, then "N passed, M failed" (make test's stage)
set -u
build=${BUILD:-build}
# The kit's own files, which it trusts: run without the sandbox, 2-3 ms a run less over some
# 3,000 runs (the stages sandbox, judges and judge-files run solutions in it).
export SANDBOX=0
if [[ $1 != *.log ]]; then
  id=$1
  solver=$("$build/judges" "$id" solver)
  [ "$solver" != fast ] || { echo "fast $id: the fast engine whole, nothing to check"; exit 0; }
  [ "$solver" != none ] || { echo "none $id: the rule $("$build/judges" "$id" answer) solves nothing, no solver to choose"; exit 0; }
  name=$([ "$solver" = plain ] && echo "the plain DFS" || echo "the terse engine")
  quarter=$(awk -v s="$("$build/judges" "$id" seconds)" 'BEGIN { print s / 4 }')
  log=$(stress/hack.sh -j "$id" -t "$quarter" "$build/submit/$id" 2>&1)
  status=$? again=
  # CPU time only grows on a busy machine (make test runs its stages side by side): a TLE is
  # measured once more, under the same limit, and the line says so.
  if [ $status -ne 0 ] && grep -q '^verdict: TLE' <<< "$log"; then
    again=" (on a second run; the first: $(grep -m1 '^verdict' <<< "$log" | sed 's/^verdict: //'))"
    log=$(stress/hack.sh -j "$id" -t "$quarter" "$build/submit/$id" 2>&1)
    status=$?
  fi
  if [ $status -eq 0 ]; then echo "ok   $id: $name, hacked within $quarter s, a quarter of its limit: $(grep -m1 -e '^slowest' -e 'nothing to hack' <<< "$log")$again"
  else echo "FAIL $id: $name, hacked within $quarter s, a quarter of its limit: $(grep -m1 '^verdict' <<< "$log") (a larger solver is due: answer.solver)"; fi
  exit 0
fi
cat "$@"
echo "$(cat "$@" | grep -c '^ok') passed, $(cat "$@" | grep -c '^FAIL') failed"
