#!/usr/bin/env bash
# Description: build/show, the failing puzzle side by side: on a batch whose third answer is
#  wrong it shows that puzzle alone ("puzzle 3 of 5"), three grids side by side, the differing
#  cells marked '*' (colours only with --color), a given overwritten marked '!'; 16x16 grids,
#  a jigsaw's regions, a kind's signs or cages, answers in words, ANTI's changed grid (its k shown), and a layout failure named ("one blank line missing
#  after answer 2"); and make stress shows it so for a solution that fails one puzzle of a batch,
#  in colour on a terminal (unless NO_COLOR is set).
#  One check each.
# Usage: tests/stress/show.sh   (make test-show)
# Status: run by make test
set -u
build=${BUILD:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
check() {  # DESCRIPTION COMMAND...: passes when COMMAND succeeds; else prints what show printed
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok   $what"
  else failed=$((failed + 1)); echo "FAIL $what"; sed 's/^/  | /' "$work/shown" | head -30; fi
}
# A batch for JUDGE, its answer by dlx, and OUTPUT made from the answer by the sed SCRIPT.
case_of() {  # JUDGE PUZZLES SCRIPT
  "$build/gen" 7 --judge "$1" --size 6 --puzzles "$2" > "$work/input"
  "$build/dlx" --judge "$1" < "$work/input" > "$work/answer"
  sed "$3" "$work/answer" > "$work/output"
  "$build/show" --judge "$1" "$work/input" "$work/output" "$work/answer" "${@:4}" > "$work/shown"
  echo $? > "$work/status"
}
has() { grep -q -- "$1" "$work/shown"; }
marks() { grep -o "$1" "$work/shown" | wc -l; }

# POJ 3074: a puzzle a line; in the third answer, two blanks of one row swapped.
swap_blanks() {  # JUDGE: OUTPUT from ANSWER, line 3 (puzzle 3) with two blanks of a row swapped
  awk -v puzzle="$(sed -n 3p "$work/input")" 'NR == 3 {
    for (r = 0; r < 9 && !b; r++) { a = 0; for (c = 1; c <= 9; c++) { i = r * 9 + c; if (substr(puzzle, i, 1) == ".") { if (a) { b = i; break } a = i } } }
    $0 = substr($0, 1, a - 1) substr($0, b, 1) substr($0, a + 1, b - a - 1) substr($0, a, 1) substr($0, b + 1) } { print }' "$work/answer" > "$work/output"
  "$build/show" --judge "$1" "$work/input" "$work/output" "$work/answer" "${@:2}" > "$work/shown"
  echo $? > "$work/status"
}
case_of poj-3074 5 p
swap_blanks poj-3074
check "the third of five puzzles alone, WA" grep -q '^WA puzzle 3 of 5: ' "$work/shown"
check "the failure in one line, the differing cells counted" has '2 cells differ'
check "three grids side by side, boxes ruled" grep -q '^puzzle  *expected  *found' "$work/shown"
check "two cells marked '*' in plain text, no colour" bash -c "[ $(marks '\*[1-9]') = 2 ] && ! grep -q \$'\\033' '$work/shown'"
check "exit status 1 (WA)" [ "$(cat "$work/status")" = 1 ]
swap_blanks poj-3074 --color
check "--color: marks in colour" grep -q $'\033\[1;31m' "$work/shown"
# A given overwritten: the first given of the second puzzle, made another digit.
"$build/gen" 7 --judge poj-3074 --size 6 --puzzles 5 > "$work/input"
first=$(sed -n 2p "$work/input" | grep -ob '[1-9]' | head -1 | cut -d: -f1)
"$build/dlx" --judge poj-3074 < "$work/input" > "$work/answer"
awk -v at=$((first + 1)) 'NR == 2 { d = substr($0, at, 1); $0 = substr($0, 1, at - 1) (d % 9 + 1) substr($0, at + 1) } { print }' "$work/answer" > "$work/output"
"$build/show" --judge poj-3074 "$work/input" "$work/output" "$work/answer" > "$work/shown"
check "a given overwritten: named, and marked '!'" bash -c "grep -q 'but the given is' '$work/shown' && [ \$(grep -o '![1-9]' '$work/shown' | wc -l) = 1 ]"

# 16x16 (POJ 3076, letters A-P): one cell changed; side by side still (120 columns).
case_of poj-3076 2 '20s/A/B/; 20s/^B/A/'
check "16x16: the puzzle side by side, 16 cells a row" bash -c "grep -q '^puzzle  *expected  *found' '$work/shown' && [ \$(grep -c '|' '$work/shown') -ge 16 ]"
# A jigsaw (HDU 4069): its regions shown as a grid of letters.
case_of hdu-4069 2 '/^[1-9]\{9\}$/{s/^\(.\)\(.\)/\2\1/;:a;n;ba}'
check "a jigsaw: its regions as a grid of their own" grep -q '^regions  *puzzle  *expected  *found' "$work/shown"
# The kinds: Luogu P4573's signs drawn in the place of a puzzle without givens; a killer's cages
# as a grid of ids before the puzzle, their sums under the grids. The first two cells swapped.
case_of luogu-p4573 1 '1s/^\(.\) \(.\)/\2 \1/'
check "signs: drawn between the cells, no grid of givens" bash -c "grep -q '^signs  *expected  *found' '$work/shown' && grep -qE '^\. [<>] \. [<>] \. \| ' '$work/shown' && grep -qE '^[v^]   [v^]   [v^] \| ' '$work/shown'"
case_of codingame-killer-sudoku-solver 1 '1s/^\(.\)\(.\)/\2\1/'
check "cages: their ids as a grid before the puzzle, their sums under it" bash -c "grep -q '^cages  *puzzle  *expected  *found' '$work/shown' && grep -qE '^sums: a=[0-9]+ b=' '$work/shown'"
# Words (UVa 10957): "Ambiguous." where "Unique." is due, or the other way.
case_of uva-10957 3 's/Unique\./Ambiguous./; t; s/Ambiguous\./Unique./'
check "words: the expected and found answers, each in its words" bash -c "grep -q '^expected: \"' '$work/shown' && grep -q '^found: *\"' '$work/shown'"
# ANTI's smallest answer (Vijos 1352): the textbook change, not the smallest; the puzzle titled with
# its k; the cells changed from the puzzle are the answer, so only those that differ are marked.
"$build/gen" 2 --judge vijos-1352 --size 5 > "$work/input"  # k = 15
"$build/dlx" --judge vijos-1352 < "$work/input" > "$work/answer"
awk 'NR > 1 { for (b = 0; b < 9; b++) if (NR - 2 == int(b / 3) * 3 + b % 3) $(b % 3 * 3 + int(b / 3) + 1) = $(b % 3 * 3 + int(b / 3) + 1) % 9 + 1; print }' "$work/input" > "$work/output"
"$build/show" --judge vijos-1352 "$work/input" "$work/output" "$work/answer" > "$work/shown"
check "ANTI: the puzzle with its k, the cells that differ marked '*' and none '!'" bash -c "grep -q '^puzzle, k = [0-9]*  *expected  *found' '$work/shown' && grep -q '\\*[1-9]' '$work/shown' && ! grep -q '![1-9]' '$work/shown'"
# A layout failure (HDU 1426: a blank line between answers; PE): the blank line after answer 2 left out.
"$build/gen" 7 --judge hdu-1426 --size 6 --puzzles 3 > "$work/input"
"$build/dlx" --judge hdu-1426 < "$work/input" > "$work/answer"
awk 'NF == 0 && ++blank == 2 { next } { print }' "$work/answer" > "$work/output"
"$build/show" --judge hdu-1426 "$work/input" "$work/output" "$work/answer" > "$work/shown"
check "layout: one blank line missing after answer 2, PE" grep -q '^PE right answers, but one blank line missing after answer 2' "$work/shown"
check "layout: the lines around it, their ends shown" grep -q '^> 20: .*\$$' "$work/shown"

# make stress: a solution that fails one puzzle of a batch (POJ 3074's file, its third answer
# corrupted as above) shows that puzzle alone.
solver="sh -c '$PWD/$build/submit/poj-3074 | sed \"3s/^\\\\(.\\\\{10\\\\}\\\\)\\\\(.\\\\)\\\\(.\\\\)/\\\\1\\\\3\\\\2/\"'"
SHRINK=0 FAILURES=$work/failures stress/stress.sh -j poj-3074 -n 30 -s 1 "$solver" > "$work/shown" 2>&1
check "make stress: the failing puzzle alone, side by side, marked" bash -c "grep -q '^WA puzzle 3 of ' '$work/shown' && grep -q '^puzzle  *expected  *found' '$work/shown' && grep -q '[*!][1-9]' '$work/shown'"
# On a terminal (script(1) gives it one) the marks are colours; NO_COLOR turns them off.
# (The script is given the program it runs by name: the sandbox shows a run only what its
# command names.)
printf '#!/bin/sh\n"$1" | sed "3s/^\\(.\\{10\\}\\)\\(.\\)\\(.\\)/\\1\\3\\2/"\n' > "$work/corrupt.sh" && chmod +x "$work/corrupt.sh"
script -qc "SHRINK=0 FAILURES=$work/failures stress/stress.sh -j poj-3074 -n 30 -s 1 '$work/corrupt.sh $PWD/$build/submit/poj-3074'" /dev/null > "$work/shown" 2>&1
check "make stress on a terminal: the marks in colour" grep -q $'\033\[1;[0-9;]*m[1-9]' "$work/shown"
NO_COLOR=1 script -qc "SHRINK=0 FAILURES=$work/failures stress/stress.sh -j poj-3074 -n 30 -s 1 '$work/corrupt.sh $PWD/$build/submit/poj-3074'" /dev/null > "$work/shown" 2>&1
check "make stress on a terminal with NO_COLOR: marks as characters" bash -c "grep -q '[*!][1-9]' '$work/shown' && ! grep -q $'\033\\[1;' '$work/shown'"
echo "$passed passed, $failed failed"
