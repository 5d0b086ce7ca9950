#!/usr/bin/env bash
# Description: build/sudoku --judge ID answers as judge ID's own file (make submit's) does, by
#  the fast engine: on every judge's statement samples (make samples, judged as the judge
#  judges) and on CASES generated inputs a judge (build/gen, sizes 1 to 6: HDU 3909's minimal
#  16x16 puzzles of size 7 take it half a minute), where its output must be the file's byte for
#  byte or, where the rule lets several answers pass (the first of
#  several solutions), one the judge's checker accepts against the file's (counted apart); an
#  unknown id exits 2 saying so, an alias answers as its judge; without --judge, it refuses the samples of exactly the judges
#  docs/judges.md lists. One check a judge and part.
# Usage: tests/stress/sudoku_judge.sh [CASES]   (CASES 8; make test keeps its log as
#  build/sudoku-judge.log until a program it runs changes, and prints it: stage sudoku-judge)
# Status: run by make test
set -u
build=${BUILD:-build}
cases=${1:-8}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0 accepted=0
SANDBOX=0 stress/samples.sh "$build/sudoku --judge {judge}" > "$work/samples" 2>&1
read -r samples_passed samples_failed < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/samples" | tail -1)
if [ "${samples_failed:-1}" = 0 ]; then passed=$((passed + samples_passed)); echo "ok   build/sudoku --judge ID on every judge's samples: $samples_passed passed"
else failed=$((failed + ${samples_failed:-1})); passed=$((passed + ${samples_passed:-0})); grep -v '^OK' "$work/samples" | head -20; fi
for folder in samples/*/; do
  id=$(basename "$folder") differ= same=0 fine=0
  for ((k = 1; k <= cases; k++)); do
    "$build/gen" "$k" --judge "$id" --size $(( 1 + 6 * (k - 1) / cases )) > "$work/in" 2> /dev/null || { differ="gen failed on seed $k"; break; }
    "$build/submit/$id" < "$work/in" > "$work/file" 2> /dev/null
    "$build/sudoku" --judge "$id" < "$work/in" > "$work/ours" 2> /dev/null
    if cmp -s "$work/file" "$work/ours"; then same=$((same + 1))
    elif "$build/check" --judge "$id" "$work/in" "$work/ours" "$work/file" > /dev/null 2>&1; then fine=$((fine + 1))
    else differ="seed $k: $(cmp "$work/file" "$work/ours" 2>&1 | head -1)"; break; fi
  done
  if [ -z "$differ" ]; then
    passed=$((passed + 1)) accepted=$((accepted + fine))
    echo "ok   $id: $same of $cases the same bytes as its file$( ((fine)) && echo ", $fine another answer the judge accepts")"
  else
    failed=$((failed + 1)); echo "FAIL $id: build/sudoku --judge $id differs from its file ($differ)"
  fi
done
# An alias (a re-host's id) answers as the judge it names.
while read -r alias id; do
  input=$(ls samples/"$id"/*.in | head -1)
  if cmp -s <("$build/sudoku" --judge "$alias" < "$input" 2>&1) <("$build/sudoku" --judge "$id" < "$input"); then
    passed=$((passed + 1)); echo "ok   build/sudoku --judge $alias answers as --judge $id"
  else failed=$((failed + 1)); echo "FAIL build/sudoku --judge $alias differs from --judge $id"; fi
done < <("$build/judges" --aliases)
"$build/sudoku" --judge no-such-judge < /dev/null > /dev/null 2> "$work/err"
status=$?
if [ "$status" = 2 ] && grep -q "^sudoku: unknown judge 'no-such-judge'" "$work/err"; then passed=$((passed + 1)); echo "ok   build/sudoku --judge no-such-judge: exit status 2, $(head -1 "$work/err")"
else failed=$((failed + 1)); echo "FAIL build/sudoku --judge no-such-judge: exit status $status"; fi
# Without --judge: the judges whose samples it refuses are those docs/judges.md lists.
refused=
for folder in samples/*/; do
  for input in "$folder"*.in; do "$build/sudoku" < "$input" > /dev/null 2>&1 || { refused+="${refused:+ }$(basename "$folder")"; break; }; done
done
listed=$(sed -n 's/.*<!-- refused:begin -->\(.*\)<!-- refused:end -->.*/\1/p' docs/judges.md)
if [ "$refused" = "$listed" ]; then passed=$((passed + 1)); echo "ok   build/sudoku without --judge refuses the samples of the judges docs/judges.md lists, and reads the others'"
else failed=$((failed + 1)); echo "FAIL build/sudoku without --judge refuses: $refused; docs/judges.md lists: $listed"; fi
echo "(answers the judge accepts that differ from its file's: $accepted)"
echo "$passed passed, $failed failed"
