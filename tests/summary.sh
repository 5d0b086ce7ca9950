#!/usr/bin/env bash
# Adds up the counts that tests/stage.sh recorded and prints the closing line of `make test`,
# after a table of every stage with its counts and time. A stage that was expected but left no
# count (its build failed, so it never ran) counts as one failure.
#   tests/summary.sh STAGE...      (the stages in the order to list them)
set -u
results=${RESULTS_DIR:-build/results}
passed=0 failed=0
echo "== summary"
for name in "$@"; do
  if [ -e "$results/$name.count" ]; then
    read -r p q s < "$results/$name.count"
  else
    p=0 q=1 s=-
    echo "  $name did not run (see the errors above)"
  fi
  printf '  %-16s %6d passed, %d failed  %6s s\n' "$name" "$p" "$q" "$s"
  passed=$((passed + p)); failed=$((failed + q))
done
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
