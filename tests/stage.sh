#!/usr/bin/env bash
# Runs one stage of `make test` and records how many checks it passed and failed, and how long
# it took, so that the closing summary counts every check of every stage and shows its time.
#   tests/stage.sh NAME COMMAND [ARG...]
# The count is read from the command's output: doctest's closing summary, or a last line
# "N passed, M failed". A command that exits non-zero without reporting a failure counts as one.
set -u
name=$1; shift
results=${RESULTS_DIR:-build/results}
mkdir -p "$results"
log="$results/$name.log"
echo "== $name"
start=$EPOCHREALTIME
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
seconds=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
# doctest 2.4: "[doctest] assertions: N | P passed | F failed |".
counts=$(awk '
  /^\[doctest\] assertions:/ { p = 0; f = 0
    for (i = 1; i <= NF; i++) { if ($i == "passed") p = $(i-1); if ($i == "failed") f = $(i-1) }
    found = 1 }
  /^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed/ { n = split($0, w, /[ ,]+/)
    for (i = 1; i <= n; i++) { if (w[i] == "passed") p = w[i-1]; if (w[i] == "failed") f = w[i-1] }
    found = 1 }
  END { if (found) print p + 0, f + 0 }' "$log")
[ -n "$counts" ] || counts="0 0"
set -- $counts
passed=$1 failed=$2
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
  echo "$name: exited with status $status without reporting a failure" >&2
  failed=1
fi
echo "$passed $failed $seconds" > "$results/$name.count"
echo "-- $name: $passed passed, $failed failed ($seconds s)"
