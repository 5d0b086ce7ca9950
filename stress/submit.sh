#!/usr/bin/env bash
# Description: Writes the file to paste for one judge (make submit): solve.cpp cut by unifdef to
#  what the judge needs, then written out by build/expander under a header, with a main() from the
#  judge's row. Where that file is over the judge's source limit (SPOJ EASUDOKU: 5000 bytes), the
#  terse text (TERSE: no locked candidates, a plain choice of cell) is compacted by build/compact.
#  The file is written only when it is whole and within the limit.
# Usage: stress/submit.sh ID OUT.cpp     (BUILD: the build folder, default build)
# Status: run by make submit and make test (every judge's file)
set -euo pipefail
build=${BUILD:-build}
id=$1 out=$2
arguments=$("$build/expander" "$id" unifdef)
limit=$("$build/judges" "$id" source-limit)
# cut TERSE: solve.cpp with the judge's code kept (unifdef exits 1 when it changed something).
cut() {
  local status=0
  # shellcheck disable=SC2086  # the arguments are words
  unifdef $arguments -DTERSE="$1" solve.cpp > "$out.cut" || status=$?
  [ "$status" -le 1 ] || { echo "unifdef failed on solve.cpp for $id" >&2; exit 2; }
}
cut 0
"$build/expander" "$id" < "$out.cut" > "$out.tmp"
if [ "$limit" -gt 0 ] && [ "$(wc -c < "$out.tmp")" -gt "$limit" ]; then
  cut 1
  "$build/expander" "$id" < "$out.cut" | "$build/compact" --header "$("$build/expander" "$id" --line)" > "$out.tmp"
fi
rm -f "$out.cut"
size=$(wc -c < "$out.tmp")
if [ "$limit" -gt 0 ] && [ "$size" -gt "$limit" ]; then
  echo "$out: $size bytes, over $id's source limit of $limit" >&2
  rm -f "$out.tmp"
  exit 1
fi
mv "$out.tmp" "$out"
