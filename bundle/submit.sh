#!/usr/bin/env bash
# Description: Writes the file to paste for one judge (make submit). A judge whose row names the
#  plain DFS (solver = "plain") gets its parts of lib/ bundled by build/expander --parts; any
#  other, the fast engine: lib/engine.cpp cut by unifdef to
#  what the judge needs, then written out by build/expander under a header, with a main() from the
#  judge's row. Where that file is over the judge's source limit (SPOJ EASUDOKU: 5000 bytes), the
#  terse text (TERSE: no locked candidates, a plain choice of cell) is compacted by build/compact.
#  A plain file over its judge's limit (HackerRank's 2000 characters) is compacted likewise.
#  The file is written only when it is whole and within the limit.
# Usage: bundle/submit.sh ID OUT.cpp     (BUILD: the build folder, default build)
# Status: run by make submit and make test (every judge's file)
set -euo pipefail
build=${BUILD:-build}
id=$1 out=$2
limit=$("$build/judges" "$id" source-limit)
# cut TERSE: lib/engine.cpp with the judge's code kept (unifdef exits 1 when it changed something).
cut() {
  local status=0
  # shellcheck disable=SC2086  # the arguments are words
  unifdef $arguments -DTERSE="$1" lib/engine.cpp > "$out.cut" || status=$?
  [ "$status" -le 1 ] || { echo "unifdef failed on lib/engine.cpp for $id" >&2; exit 2; }
}
if [ "$("$build/judges" "$id" solver)" = plain ]; then  # the plain DFS: parts of lib/, bundled
  "$build/expander" "$id" --parts lib > "$out.tmp"
  if [ "$limit" -gt 0 ] && [ "$(wc -c < "$out.tmp")" -gt "$limit" ]; then
    "$build/compact" --header "$("$build/expander" "$id" --line)" < "$out.tmp" > "$out.cut" && mv "$out.cut" "$out.tmp"
  fi
else
  arguments=$("$build/expander" "$id" unifdef)
  cut 0
  "$build/expander" "$id" < "$out.cut" > "$out.tmp"
  if [ "$limit" -gt 0 ] && [ "$(wc -c < "$out.tmp")" -gt "$limit" ]; then
    cut 1
    "$build/expander" "$id" < "$out.cut" | "$build/compact" --header "$("$build/expander" "$id" --line)" > "$out.tmp"
  fi
  rm -f "$out.cut"
fi
size=$(wc -c < "$out.tmp")
if [ "$limit" -gt 0 ] && [ "$size" -gt "$limit" ]; then
  echo "$out: $size bytes, over $id's source limit of $limit" >&2
  rm -f "$out.tmp"
  exit 1
fi
mv "$out.tmp" "$out"
