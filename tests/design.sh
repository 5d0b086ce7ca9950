#!/usr/bin/env bash
# The design's program, solve.cpp: at most 100 lines and 4000 bytes, with no template, struct,
# class or #if (a contestant reads it in one screen); AcWing 1613's file from lib/'s parts but for
# its header (make design rewrites it); ./solve on every tests/design/NAME.in prints NAME.out,
# says NAME.err on stderr and exits with NAME.status (absent: nothing, and 0); and it passes a
# stress as AcWing 1613 (stress/stress.sh); and every part of lib/ has a KACTL header and no #if.
# One check each.
#   tests/design.sh SOLVE SUBMITTED     (./solve, build/submit/acwing-1613.cpp)
set -u
solve=$1 submitted=$2 work=${BUILD:-build}/design
mkdir -p "$work"
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

lines=$(wc -l < solve.cpp) bytes=$(wc -c < solve.cpp)
if [ "$lines" -le 100 ]; then pass; else fail "solve.cpp has $lines lines, over 100"; fi
if [ "$bytes" -le 4000 ]; then pass; else fail "solve.cpp has $bytes bytes, over 4000"; fi
for word in template struct class '#if'; do
  if grep -nw -- "$word" solve.cpp; then fail "solve.cpp holds '$word'"; else pass; fi
done
if cmp -s <(sed '1,/^ \*\//d' solve.cpp) <(sed '1,/^ \*\//d' "$submitted"); then pass
else fail "solve.cpp is not $submitted but for its header: run make design"; fi

for input in tests/design/*.in; do
  name=${input%.in} got=$work/$(basename "${input%.in}")
  "$solve" < "$input" > "$got.out" 2> "$got.err"
  status=$?
  want=$(cat "$name.status" 2>/dev/null || echo 0)
  if [ "$status" = "$want" ]; then pass; else fail "$input: exit status $status, not $want"; fi
  if cmp -s "$got.out" "$name.out"; then pass; else fail "$input: printed $(head -c 200 "$got.out"), not $(cat "$name.out")"; fi
  if cmp -s "$got.err" <(cat "$name.err" 2>/dev/null); then pass; else fail "$input: said '$(head -c 200 "$got.err")' on stderr, not '$(cat "$name.err" 2>/dev/null)'"; fi
done
echo "$((passed + failed)) checks of solve.cpp and ./solve on tests/design/"

# Every part of lib/: a KACTL header (Description, Usage, Time, Status) before its code, and no
# #if, #ifdef or #ifndef (a variant is another part, or a constant its bundle declares).
for part in lib/*/*.h; do
  fields=$(sed -n '1,/^ \*\//p' "$part" | grep -cE '^ \* (Description|Usage|Time|Status):')
  if [ "$(head -c 3 "$part")" = "/**" ] && [ "$fields" = 4 ]; then pass; else fail "$part: no KACTL header (Description, Usage, Time, Status)"; fi
  if grep -nE '^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b' "$part"; then fail "$part holds a preprocessor condition"; else pass; fi
done

if stress/stress.sh -j acwing-1613 -n 50 -s 1 "$solve" > "$work/stress.log" 2>&1; then pass
else fail "$solve stressed as AcWing 1613: $(tail -3 "$work/stress.log")"; fi
echo "$passed passed, $failed failed"
