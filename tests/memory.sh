#!/usr/bin/env bash
# Streams 100 MB of puzzles through a pipe into a solver and checks that it printed every
# answer while its peak memory stayed under a bound: the input is streamed, never held whole.
#   tests/memory.sh SOLVER [LIMIT_KIB]
set -u
solver=$1 limit=${2:-16384}
grid=$(tr -d '\n' < samples/acwing-1613/sample-1.out)
puzzles=1250000  # 82 bytes each: about 100 MB
passed=0 failed=0
report=$( { yes "$grid" | head -n $puzzles | /usr/bin/time -f 'peak %M' "$solver" | wc -l; } 2>&1)
lines=$(echo "$report" | grep -v peak) peak=$(echo "$report" | sed -n 's/^peak //p')
if [ "$lines" -eq $puzzles ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL printed $lines answers for $puzzles puzzles"; fi
if [ -n "$peak" ] && [ "$peak" -le "$limit" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL peak memory ${peak:-unknown} KiB is over $limit KiB"; fi
echo "100 MB streamed: $lines answers, peak memory $peak KiB (bound $limit KiB)"
echo "$passed passed, $failed failed"
