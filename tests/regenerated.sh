#!/usr/bin/env bash
# Checks that committed test data is still what its generator makes: the first COUNT puzzles of
# FILE (one per line) against the output of "GENERATOR COUNT". One check.
#   tests/regenerated.sh FILE COUNT GENERATOR
set -u
file=$1 count=$2 generator=$3
start=$SECONDS
made=$($generator "$count" | head -n "$count")
if [ "$made" = "$(head -n "$count" "$file")" ]; then
  echo "the first $count puzzles of $file are what '$generator $count' makes ($((SECONDS - start)) s)"
  echo "1 passed, 0 failed"
else
  echo "FAIL $file has drifted from its generator: '$generator $count' makes"
  echo "$made" | head -n "$count"
  echo "run make unsolvable-data to remake it"
  echo "0 passed, 1 failed"
fi
