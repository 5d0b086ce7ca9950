#!/usr/bin/env bash
# Adds up the counts that tests/stage.sh recorded and prints the closing line of `make test`.
set -u
results=${RESULTS_DIR:-build/results}
passed=0 failed=0
echo "== summary"
for f in "$results"/*.count; do
  [ -e "$f" ] || continue
  read -r p q < "$f"
  printf '  %-16s %6d passed, %d failed\n' "$(basename "$f" .count)" "$p" "$q"
  passed=$((passed + p)); failed=$((failed + q))
done
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
