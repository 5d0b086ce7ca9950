#!/usr/bin/env bash
# Rewrites the table of judges in a document: the lines between `<!-- judges:begin` and
# `<!-- judges:end -->` become what the command prints (make tables: docs/judges.md by
# build/judges --markdown, README.md by build/judges --readme build/submit).
#   table/tables.sh FILE COMMAND [ARG...]
set -euo pipefail
file=$1; shift
grep -q '^<!-- judges:begin' "$file" && grep -q '^<!-- judges:end' "$file" ||
  { echo "tables.sh: $file has no <!-- judges:begin ... judges:end --> block" >&2; exit 2; }
table=$(mktemp)
trap 'rm -f "$table" "$table.new"' EXIT
"$@" > "$table"
awk -v table="$table" '
  /^<!-- judges:end/ { skipping = 0 }
  !skipping { print }
  /^<!-- judges:begin/ { while ((getline line < table) > 0) print line; skipping = 1 }' "$file" > "$table.new"
if cmp -s "$file" "$table.new"; then echo "$file: its table of judges is up to date"
else cat "$table.new" > "$file"; echo "$file: its table of judges rewritten"; fi
