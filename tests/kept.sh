#!/usr/bin/env bash
# Runs a deterministic stage's COMMAND and keeps its output in LOG; or, where LOG is newer than
# COMMAND and every INPUT it reads and records a run that passed, prints LOG again instead of
# running it: the result stands until something the stage runs or reads changes. A run that
# failed is run again next time.
#   tests/kept.sh LOG INPUT... -- COMMAND [ARG...]      (KEPT=0: always run)
set -u
log=$1; shift
inputs=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do inputs+=("$1"); shift; done
[ $# -gt 1 ] || { echo "usage: tests/kept.sh LOG INPUT... -- COMMAND [ARG...]" >&2; exit 2; }
shift
kept=true
[ "${KEPT:-1}" != 0 ] && [ -f "$log" ] && [ "$(tail -1 "$log")" = "exit status 0" ] || kept=false
for input in "$1" "${inputs[@]}"; do
  $kept || break
  [ "$log" -nt "$input" ] || kept=false
done
if $kept; then
  echo "(kept: the run of $(date -r "$log" '+%F %T'), as nothing it runs or reads has changed since)"
  sed '$d' "$log"
  exit 0
fi
mkdir -p "$(dirname "$log")"
"$@" > "$log.tmp" 2>&1
status=$?
cat "$log.tmp"
echo "exit status $status" >> "$log.tmp" && mv "$log.tmp" "$log"
exit $status
