#!/usr/bin/env bash
# Replays every saved regression input through the fuzz target, then fuzzes for SECONDS from a
# corpus seeded with the samples. A new crashing input is saved under fuzz/regressions/, so
# that it is replayed from then on. One check per regression input, one for the fuzzing run.
#   fuzz/run.sh FUZZER SECONDS
set -u
fuzzer=$1 seconds=$2
corpus=build/fuzz-corpus
mkdir -p "$corpus" fuzz/regressions
passed=0 failed=0
for input in fuzz/regressions/*; do
  [ -f "$input" ] || continue
  if "$fuzzer" "$input" > build/fuzz-replay.log 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); echo "FAIL regression $input:"; tail -20 build/fuzz-replay.log
  fi
done
# -timeout: an input that takes a second is a hang for a solver that should answer in microseconds.
if "$fuzzer" -max_total_time="$seconds" -timeout=1 -max_len=8192 -rss_limit_mb=1024 \
     -artifact_prefix=fuzz/regressions/ -print_final_stats=1 "$corpus" samples tests/inputs \
     > build/fuzz.log 2>&1; then
  passed=$((passed + 1))
  echo "fuzzed $seconds s: $(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' build/fuzz.log | grep -o '[0-9]*$') runs, no failure"
else
  failed=$((failed + 1))
  echo "FAIL fuzzing found an input that breaks a property; it is saved in fuzz/regressions/:"
  grep -E 'fuzz property failed|ERROR|SUMMARY|Test unit written' build/fuzz.log | head -10
fi
echo "$passed passed, $failed failed"
