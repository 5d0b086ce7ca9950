#!/usr/bin/env bash
# `make bench`: times build/sudoku on puzzle files and prints a markdown table per dataset.
#   bench/bench.sh [FILE...]     (default: the sets in $PUZZLES when present, and generated sets)
# Environment: PUZZLES (../shared/puzzles), RUNS (5), LIMIT (5000 puzzles at most per set),
#   BRUTE_N (20 puzzles for the brute reference), BRUTE_TIMEOUT (20 s).
# Columns: whole-process time of build/sudoku (median of RUNS runs, I/O included) per puzzle and
# puzzles per second; from bench/counts.cpp: time in process (the solver alone, median of RUNS
# passes, as tdoku's run_benchmark times), the slowest puzzle in process, and search nodes and
# guesses per puzzle, which do not depend on the machine; peak memory (max RSS) of build/sudoku; and
# the brute reference (stress/brute) on the first BRUTE_N puzzles.
set -eu
PUZZLES=${PUZZLES:-../shared/puzzles} RUNS=${RUNS:-5} LIMIT=${LIMIT:-5000}
BRUTE_N=${BRUTE_N:-20} BRUTE_TIMEOUT=${BRUTE_TIMEOUT:-20}
work=build/bench
mkdir -p "$work"

# One puzzle per line, comments and blank lines dropped, at most LIMIT puzzles.
prepare() {  # NAME SOURCE
  grep -E '^[0-9.?]{81}\r?$' "$2" | head -n "$LIMIT" > "$work/$1.txt" || true
  [ -s "$work/$1.txt" ] || { echo "bench: no puzzles in $2" >&2; exit 2; }
}

sets=()
if [ $# -gt 0 ]; then
  for f in "$@"; do prepare "$(basename "$f")" "$f"; sets+=("$(basename "$f")"); done
else
  if [ -d "$PUZZLES" ]; then
    for f in puzzles2_17_clue puzzles3_magictour_top1465 puzzles5_forum_hardest_1905_11+ \
             puzzles6_forum_hardest_1106 puzzles7_serg_benchmark top95.txt hardest.txt; do
      [ -f "$PUZZLES/$f" ] && { prepare "$f" "$PUZZLES/$f"; sets+=("$f"); }
    done
  else
    echo "bench: $PUZZLES is absent (set PUZZLES=DIR); timing generated sets only" >&2
  fi
  build/gen 1 --kind unique --givens 0 --puzzles 500 --layout line > "$work/gen.raw"
  prepare gen-minimal-unique "$work/gen.raw"; sets+=(gen-minimal-unique)
  prepare gen-hard-unsolvable tests/data/unsolvable.txt; sets+=(gen-hard-unsolvable)
fi

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
seconds() {  # COMMAND...: wall seconds of one run, output discarded
  local start=$EPOCHREALTIME
  "$@" > /dev/null 2>&1 || true
  echo "$EPOCHREALTIME - $start" | bc -l
}

echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $(g++ --version | head -1); build/sudoku built with: ${SOLVE_FLAGS:-g++ -O2}"
echo "runs per set: $RUNS (median); µs/puzzle is whole-process, I/O included; \"in process\" is the solver alone"
echo
echo "| dataset | puzzles | µs/puzzle | puzzles/s | in process µs/puzzle | slowest µs (line) | nodes/puzzle | guesses/puzzle | peak KiB | brute µs/puzzle (first $BRUTE_N) | brute / solve |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for name in "${sets[@]}"; do
  input=$work/$name.txt
  n=$(wc -l < "$input")
  t=$(for r in $(seq "$RUNS"); do seconds build/sudoku < "$input"; done | median)
  us=$(echo "$t * 1000000 / $n" | bc -l)
  IFS=$'\t' read -r _ _ solved nodes guesses slowest line inproc < <(build/bench_counts --runs "$RUNS" "$input")
  peak=$(/usr/bin/time -f %M build/sudoku < "$input" 2>&1 > /dev/null | tail -1)
  head -n "$BRUTE_N" "$input" > "$work/$name.brute"
  bn=$(wc -l < "$work/$name.brute")
  bt=$(seconds timeout "$BRUTE_TIMEOUT" build/brute < "$work/$name.brute")
  if [ "$(echo "$bt >= $BRUTE_TIMEOUT" | bc)" = 1 ]; then
    brute="> $(echo "$BRUTE_TIMEOUT * 1000000 / $bn" | bc) (timed out)"; ratio="> $(echo "$BRUTE_TIMEOUT * 1000000 / $bn / $us" | bc)"
  else
    bus=$(echo "$bt * 1000000 / $bn" | bc -l)
    brute=$(printf '%.0f' "$bus"); ratio=$(printf '%.1f' "$(echo "$bus / $us" | bc -l)")
  fi
  printf '| %s | %d | %.1f | %.0f | %.1f | %.0f (%d) | %.1f | %.2f | %d | %s | %s |\n' \
    "$name" "$n" "$us" "$(echo "$n / $t" | bc -l)" "$inproc" "$slowest" "$line" "$nodes" "$guesses" "$peak" "$brute" "$ratio"
  [ "$solved" -eq "$n" ] || [ "$name" = gen-hard-unsolvable ] || echo "  note: $((n - solved)) of $n puzzles in $name were not solved"
done

# The design's DFS (lib/plain/dfs.h: solve.cpp's, and the plain judges' files) beside the fast
# engine, both in process, to the first solution: what the choice of a judge's solver weighs.
echo
echo "| the design's DFS (lib/plain/dfs.h), in process | puzzles | median µs | mean µs | worst µs (line) | total s | × the fast engine (mean) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for name in "${sets[@]}"; do
  input=$work/$name.txt
  IFS=$'\t' read -r _ n _ med mean worst line total < <(build/bench_plain "$input")
  IFS=$'\t' read -r _ _ _ _ _ _ _ fast < <(build/bench_counts --runs "$RUNS" "$input")
  printf '| %s | %d | %.1f | %.1f | %.0f (%d) | %.3f | %.1f |\n' "$name" "$n" "$med" "$mean" "$worst" "$line" "$total" "$(echo "$mean / $fast" | bc -l)"
done

# The answer rules, in process: the smallest solution (counting to two first, then fixing cells
# in reading order where there are several), uniqueness (counting to two), the number of
# solutions (counting every one) and VERIFY (findClash on each puzzle's solution, a full grid)
# against the first.
build/gen 1 --kind random --givens 24 --puzzles 200 --layout line > "$work/gen.raw"
prepare gen-several-24-givens "$work/gen.raw"
echo
echo "| answer rule, in process µs/puzzle (median of $RUNS passes) | FIRST | SMALLEST | × FIRST | UNIQUE | × FIRST | COUNT | × FIRST | VERIFY | × FIRST |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for name in "${sets[@]}" gen-several-24-givens; do
  input=$work/$name.txt
  declare -A rule=()
  for r in FIRST SMALLEST UNIQUE COUNT VERIFY; do
    IFS=$'\t' read -r _ _ _ _ _ _ _ rule[$r] < <(build/bench_counts$(case $r in FIRST) ;; VERIFY) echo " --verify" ;; *) echo "-$r" ;; esac) --runs "$RUNS" "$input")
  done
  printf '| %s | %.1f | %.1f | %.2f | %.1f | %.2f | %.1f | %.2f | %.2f | %.3f |\n' "$name" "${rule[FIRST]}" "${rule[SMALLEST]}" \
    "$(echo "${rule[SMALLEST]} / ${rule[FIRST]}" | bc -l)" "${rule[UNIQUE]}" "$(echo "${rule[UNIQUE]} / ${rule[FIRST]}" | bc -l)" \
    "${rule[COUNT]}" "$(echo "${rule[COUNT]} / ${rule[FIRST]}" | bc -l)" "${rule[VERIFY]}" "$(echo "${rule[VERIFY]} / ${rule[FIRST]}" | bc -l)"
done

# VERIFY at the largest sizes its judges allow, whole process (reading included): POJ 3435's
# 100x100 position and a file of UVa 13115's 25x25 grids, made by gen as make hack makes them.
echo
echo "| VERIFY, largest grids (gen SEED --judge ID --size 10) | grids | cells | ms whole process (median of $RUNS) | ns/cell |"
echo "|---|---:|---:|---:|---:|"
for judge in poj-3435 uva-13115; do
  build/gen 1 --judge $judge --size 10 --puzzles 20 > "$work/verify-$judge.in"
  cells=$(awk 'NF > 1 { n += NF } END { print n }' "$work/verify-$judge.in")  # lines of one number are sizes and counts
  t=$(for r in $(seq "$RUNS"); do seconds build/submit/$judge < "$work/verify-$judge.in"; done | median)
  printf '| %s | %d | %d | %.2f | %.1f |\n' "$judge" "$(build/submit/$judge < "$work/verify-$judge.in" | wc -l)" "$cells" \
    "$(echo "$t * 1000" | bc -l)" "$(echo "$t * 1000000000 / $cells" | bc -l)"
done

echo
echo "| puzzle known to be slow for search (tests/famous.txt) | µs (in process, median of 101) | nodes | guesses |"
echo "|---|---:|---:|---:|"
build/bench_counts --each tests/famous.txt | while IFS=$'\t' read -r name us nodes guesses; do
  printf '| %s | %.1f | %d | %d |\n' "$name" "$us" "$nodes" "$guesses"
done

# Memory stays bounded on a large input: 100 MB of grids streamed through a pipe.
grid=$(tr -d '\n' < samples/acwing-1613/sample-1.out)
peak=$( { yes "$grid" | head -n 1250000 | /usr/bin/time -f %M build/sudoku > /dev/null; } 2>&1 | tail -1)
echo
echo "stream of 1 250 000 puzzles (100 MB) through a pipe: peak memory $peak KiB"

# A table of the fast engine (built as BENCH) against dancing links (stress/dlx.h) on FILE, both to the
# first solution, in process, each puzzle's time the median of three solves; then the ratios
# (each solver's worst puzzle its own). Nodes and guesses printed with NODES (a printf format).
against_dlx() {  # TITLE BENCH FILE NODES_FORMAT RATIO_LABEL [WORST_LABEL: line]
  local solver n med mean worst line total nodes guesses sm smean sw st dm dmean dw dt
  declare -A spread
  echo
  echo "| $1 | puzzles | median µs | mean µs | worst µs (${6:-line}) | total s | nodes/puzzle | guesses/puzzle |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
  for solver in engine dlx; do
    IFS=$'\t' read -r _ n _ med mean worst line total nodes guesses < <("$2" --spread $([ $solver = dlx ] && echo --dlx) "$3")
    spread[$solver]="$med $mean $worst $total"
    printf '| %s | %d | %.0f | %.0f | %.0f (%d) | %.3f | %s | %s |\n' "$( [ $solver = dlx ] && echo 'dancing links (stress/dlx.h)' || echo 'the fast engine (lib/fast)')" \
      "$n" "$med" "$mean" "$worst" "$line" "$total" "$([ $solver = dlx ] && echo - || printf "$4" "$nodes")" "$([ $solver = dlx ] && echo - || printf "$4" "$guesses")"
  done
  read -r sm smean sw st <<< "${spread[engine]}"; read -r dm dmean dw dt <<< "${spread[dlx]}"
  printf 'dancing links / the fast engine%s: median %.1f×, total %.1f×, worst puzzle %.1f×\n' "$5" \
    "$(echo "$dm / $sm" | bc -l)" "$(echo "$dt / $st" | bc -l)" "$(echo "$dw / $sw" | bc -l)"
}

# 16x16: the committed minimal puzzles.
grep -vE '^#' tests/data/minimal16.txt > "$work/minimal16.txt"
against_dlx "16x16 (tests/data/minimal16.txt)" build/bench_counts "$work/minimal16.txt" '%.0f' ""
tr -d '\n' < samples/poj-3076/sample-1.in > "$work/poj-3076-sample.txt"; echo >> "$work/poj-3076-sample.txt"
IFS=$'\t' read -r _ us _ _ < <(build/bench_counts --each "$work/poj-3076-sample.txt")
head -n 20 "$work/minimal16.txt" > "$work/minimal16-20.txt"
t=$(for r in $(seq "$RUNS"); do seconds build/sudoku < "$work/minimal16-20.txt"; done | median)
printf 'the POJ 3076 sample: %.0f µs in process (median of 101); a batch of 20 minimal puzzles: %.1f ms, whole process (median of %d)\n' \
  "$us" "$(echo "$t * 1000" | bc -l)" "$RUNS"

# Jigsaws (HDU 4069): minimal puzzles of one solution, each its own layout of regions, made by
# gen (--kind unique --givens 0), the engine bundled with the jigsaw geometry (its regions set for each
# puzzle, that included).
build/gen 1 --judge hdu-4069 --kind unique --givens 0 --puzzles 200 > "$work/jigsaw.in"
against_dlx "jigsaw (gen 1 --judge hdu-4069 --kind unique --givens 0 --puzzles 200)" build/bench_counts-JIGSAW "$work/jigsaw.in" '%.1f' " on jigsaws" puzzle
