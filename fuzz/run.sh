#!/usr/bin/env bash
# Replays every saved regression input through a fuzz target, then fuzzes for SECONDS from a
# corpus seeded with the samples (and tests/inputs). A new failing input is saved under
# fuzz/regressions/NAME/ (NAME: solve for build/fuzz_solve, check for build/fuzz_check), so
# that it is replayed from then on. One check per regression input, one for the fuzzing run.
# The corpus is kept in build/fuzz-corpus-NAME from run to run (make fuzz), or, with --fresh
# (make test's stages), begun anew each time: libFuzzer first runs every input of its corpus,
# so a kept one makes each run longer than the last (2000 inputs: 4 s before any fuzzing).
#   fuzz/run.sh [--fresh] FUZZER SECONDS
set -u
fresh=false
[ "${1:-}" = --fresh ] && { fresh=true; shift; }
fuzzer=$1 seconds=$2
name=$(basename "$fuzzer"); name=${name#fuzz_}
corpus=build/fuzz-corpus-$name regressions=fuzz/regressions/$name log=build/fuzz-$name.log
$fresh && corpus=build/fuzz-corpus-test-$name && rm -rf "$corpus"
mkdir -p "$corpus" "$regressions"
passed=0 failed=0
# Replayed under the same time limit as the fuzzing below: an input once found slow stays fast.
# All in one process (a sanitized start costs 0.2-0.3 s); one by one only where that fails, to
# name the input.
inputs=()
for input in "$regressions"/*; do [ -f "$input" ] && inputs+=("$input"); done
if [ ${#inputs[@]} -gt 0 ] && "$fuzzer" -timeout=5 "${inputs[@]}" > "$log" 2>&1; then
  passed=${#inputs[@]}
else
  for input in "${inputs[@]}"; do
    if "$fuzzer" -timeout=5 "$input" > "$log" 2>&1; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1)); echo "FAIL regression $input:"; tail -20 "$log"
    fi
  done
fi
# -timeout: an input that takes 5 s is a hang for code that answers in milliseconds, even under
# the sanitizers (about 15 times slower) on cores shared with make test's other stages: the
# slowest 9x9 input found so far (the solve regression timeout-3e6aca85...: 27 ms alone, 0.4 s
# here) once passed 1 s so. (slow-16x16-many-solutions took 4.7 s alone before 16x16 branched on
# digits too, about a minute here.)
if "$fuzzer" -max_total_time="$seconds" -timeout=5 -max_len=8192 -rss_limit_mb=1024 \
     -artifact_prefix="$regressions/" -print_final_stats=1 "$corpus" samples tests/inputs \
     > "$log" 2>&1; then
  passed=$((passed + 1))
  runs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  seeds=$(sed -n 's/^#\([0-9]*\)[[:space:]]*INITED.*/\1/p' "$log" | head -1)
  # The seeds run first, within the seconds given: a short run may end before any input is mutated.
  echo "fuzzed $name $seconds s: $runs runs, no failure$([ "${runs:-0}" -gt "${seeds:-0}" ] ||
    echo " (the $seeds seed inputs alone: the time ran out before any mutation)")"
else
  failed=$((failed + 1))
  echo "FAIL fuzzing $name found an input that breaks a property; it is saved in $regressions/:"
  grep -E 'fuzz property failed|ERROR|SUMMARY|Test unit written' "$log" | head -10
fi
echo "$passed passed, $failed failed"
