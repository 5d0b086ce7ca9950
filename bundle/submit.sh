#!/usr/bin/env bash
# Description: Writes the file to paste for one judge (make submit): the parts of lib/ that the
#  judge needs, bundled by build/expander under a header, with a main() from the judge's row
#  (the plain DFS, or the fast engine: answer.solver in its judge.toml). Where that file is over
#  the judge's source limit (SPOJ EASUDOKU: 5000 bytes; HackerRank scores a source over 2000),
#  the fast engine's terse parts (no locked candidates, a plain choice of cell) are bundled
#  instead, and the file is compacted by build/compact. The file is written only when it is
#  whole and within the limit.
# Usage: bundle/submit.sh ID OUT.cpp     (BUILD: the build folder, default build)
# Status: run by make submit and make test (every judge's file)
set -euo pipefail
build=${BUILD:-build}
id=$1 out=$2
limit=$("$build/judges" "$id" source-limit)
"$build/expander" "$id" --parts lib > "$out.tmp"
if [ "$limit" -gt 0 ] && [ "$(wc -c < "$out.tmp")" -gt "$limit" ]; then
  terse=$([ "$("$build/judges" "$id" solver)" = fast ] && echo --terse || true)
  "$build/expander" "$id" --parts lib $terse | "$build/compact" --header "$("$build/expander" "$id" --line)" > "$out.tmp"
fi
size=$(wc -c < "$out.tmp")
if [ "$limit" -gt 0 ] && [ "$size" -gt "$limit" ]; then
  echo "$out: $size bytes, over $id's source limit of $limit" >&2
  rm -f "$out.tmp"
  exit 1
fi
mv "$out.tmp" "$out"
