#!/usr/bin/env bash
# Description: Makes tests/data/hack9.txt, the 9x9 puzzles of make hack's pool: from the public
#  sets in PUZZLES (each proper: one solution; serg_benchmark's puzzles have several and are left
#  out), the puzzles hardest for each 9x9 solver a judge's file may hold, by counts no machine
#  changes: the plain DFS (lib/plain/dfs.h) by its moves (build/bench_plain --counts), the
#  terse engine and the fast engine by their guesses, then nodes (build/bench_counts-TERSE and
#  build/bench_counts --counts). Taken in turn, the hardest left for each solver, until COUNT
#  (160) puzzles, each once; ties go to the earlier set and line. Each line: the puzzle, its set,
#  its line there, and the three counts.
# Usage: tests/data/select_hack.sh [COUNT]   (make hack-set; PUZZLES names the sets' folder)
# Time: about 2 minutes (the plain DFS on 48,766 forum-hardest puzzles).
set -euo pipefail
count=${1:-160}
puzzles=${PUZZLES:-../shared/puzzles}
build=${BUILD:-build}
sets="hardest.txt top95.txt puzzles3_magictour_top1465 puzzles6_forum_hardest_1106 puzzles5_forum_hardest_1905_11+ puzzles2_17_clue puzzles1_unbiased_first1000"
for s in $sets; do [ -r "$puzzles/$s" ] || { echo "hack-set: $puzzles/$s is missing (PUZZLES names the folder of the public sets)" >&2; exit 2; }; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
order=0
for s in $sets; do
  order=$((order + 1))
  # set order, set, line, puzzle (its blanks as '.')
  awk -v o="$order" -v s="$s" '{ sub(/\r$/, "") } length($0) == 81 && /^[0-9.]+$/ { gsub(/0/, "."); print o "\t" s "\t" NR "\t" $0 }' "$puzzles/$s" > "$work/$order.list"
  "$build/bench_plain" --counts "$puzzles/$s" | cut -f2 > "$work/$order.plain"
  "$build/bench_counts-TERSE" --counts "$puzzles/$s" | cut -f2,3 > "$work/$order.terse"
  "$build/bench_counts" --counts "$puzzles/$s" | cut -f2,3 > "$work/$order.fast"
  paste "$work/$order.list" "$work/$order.plain" "$work/$order.terse" "$work/$order.fast" >> "$work/all"
  [ "$(wc -l < "$work/$order.list")" = "$(wc -l < "$work/$order.plain")" ] || { echo "hack-set: $s: the counts do not match its puzzles" >&2; exit 2; }
done
# all: order set line puzzle plain terse-nodes terse-guesses fast-nodes fast-guesses
sort -t$'\t' -k5,5nr -k1,1n -k3,3n "$work/all" > "$work/by-plain"
sort -t$'\t' -k7,7nr -k6,6nr -k1,1n -k3,3n "$work/all" > "$work/by-terse"
sort -t$'\t' -k9,9nr -k8,8nr -k1,1n -k3,3n "$work/all" > "$work/by-fast"
paste -d'\n' "$work/by-plain" "$work/by-terse" "$work/by-fast" | awk -F'\t' -v n="$count" '
  k < n && !seen[$4]++ { printf "%s %s %d plain=%d terse=%d/%d fast=%d/%d\n", $4, $2, $3, $5, $7, $6, $9, $8; k++ }' > "$work/chosen"
{
  echo "# make hack's 9x9 puzzles (beside tests/famous.txt and tests/data/unsolvable.txt): the $count hardest"
  echo "# for the three 9x9 solvers of the judges' files, taken in turn from the public sets, by counts"
  echo "# no machine changes: plain=N, the plain DFS's moves (lib/plain/dfs.h: digits placed or taken back);"
  echo "# terse=G/N and fast=G/N, the terse and fast engines' guesses and nodes. Made by make hack-set"
  echo "# (tests/data/select_hack.sh) from PUZZLES=../shared/puzzles; remade, it writes the same lines."
  echo "# Sources (each set as tdoku's data.zip names it; tests/data/HACK-SOURCES.md says where each"
  echo "# came from and its licence): $sets."
  echo "# A line: the puzzle (81 cells, '.' blank), its set, its line there, the counts."
  cat "$work/chosen"
} > tests/data/hack9.txt
echo "wrote tests/data/hack9.txt: $(wc -l < "$work/chosen") puzzles; by set:"
cut -d' ' -f2 "$work/chosen" | sort | uniq -c | sort -rn
