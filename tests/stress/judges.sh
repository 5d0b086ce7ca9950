#!/usr/bin/env bash
# Description: Tests the judge profiles end to end, as a contestant uses them: contest-style
#  source files (tests/solutions/: C++, Python 3, Java; LeetCode classes), built by the kit,
#  pass their own judge's samples, stress and hack, and are caught on another judge's format;
#  copies broken by sed get their verdicts (a wrong box index WA, replayed from the saved source,
#  and so a jigsaw's DFS taking the square boxes for its regions;
#  a syntax error, Python 2 and a Java class not named Main CE; 100 MB MLE, and 2 GB stopped at the 64 MB cap: MLE); a plain DFS gets
#  TLE from make hack while a textbook dancing-links solution passes; each judge's make submit
#  file passes its samples, and gives the smallest solution where the judge wants it (the
#  first found is caught with WA), and SPOJ SUDOGOB's counting several solutions one too many is
#  caught with WA;
#  LeetCode 37's class, one object for every board, solves the hardest boards in place, and a
#  LeetCode 36 class that forgets the boxes is caught with WA; a runaway solver gets OLE or TLE
#  with little printed or stored; a copy of a judge's folder under a new name is a new judge for
#  make submit, samples and stress (LeetCode 36's rule VERIFY in another layout too: a main(),
#  not a class), and a broken judge.toml stops make judges with its file and line; the judge
#  tables of docs/judges.md and the README are build/judges' (--markdown, --readme), and the
#  README at most 250 lines. One check each.
# Usage: tests/stress/judges.sh [contestants | languages | kotlin | others | files | mutants | folders]
#  AcWing 1613's DFS in C++, Python and Java and its broken copies and the runaway solver; or in
#  Rust, JavaScript, Pascal, Go and C#, POJ 2676's batches (a grid) and AtCoder ABC327 C's check
#  (words) in each, LeetCode 37's class in each but Pascal (the last two and POJ 2676's passing
#  hack), Python under PyPy, each language's limits, and their broken copies; or the same in
#  Kotlin (its compiler takes 7-9 s of CPU a file, 1.2-2 s after the first of several built
#  together: a part of its own, run beside the others);
#  or LeetCode's classes, the other contestants' solutions and build/sudoku by other judges' rules;
#  or every judge's own file; or the judges' files hacked and their mutants; or a new judge's
#  folder, a broken judge.toml and 19 judges' files stressed; all seven without an argument (make
#  test-judges, test-judge-languages, test-judge-kotlin, test-judges-others, test-judge-files,
#  test-judge-mutants and test-judge-folders run one part each, side by side)
# Time: about 20 s a part, warm. Runs that must pass get 5 s rather than the judge's limit: this checks
#  verdicts, not speed (make bench does), and make test runs stages side by side.
# Status: run by make test
set -u
part=${1:-all}
build=${BUILD:-build}
FAILURES=$(mktemp -d) judges_copy=$(mktemp -d) mutants=$(mktemp -d)
export BUILD=$build FAILURES
export SHRINK=0  # shrinking is tested by tests/stress/shrink.sh: here it would only cost time
# The parts "files", "mutants" and "folders" run the kit's own files and their mutants, which it trusts: without the
# sandbox (2-3 ms a run less, 3-5 s of the stage), as the stage choice; contestants' solutions
# run in it, and the stage sandbox tests it.
[ "$part" != files ] && [ "$part" != mutants ] && [ "$part" != folders ] || export SANDBOX=0
new_judge=kit-copy-of-poj-2676 verify_judge=kit-verify-spaced
made=  # the new judges' files, made by the part that tests them (the parts run side by side)
# Whether this run has PART: one of contestants, languages, kotlin, others, files, mutants, folders; all without an argument.
runs() { [ "$part" = all ] || [ "$part" = "$1" ]; }
# Whether this run tests the language of the extension EXT: Kotlin in the part kotlin, the others in the part languages.
tests_language() { if [ "$1" = kt ]; then runs kotlin; else runs languages; fi; }
runs folders && made=$(printf '%s ' "$build/submit/"{"$new_judge","$verify_judge"}{,.cpp})
# shellcheck disable=SC2086  # made holds paths without spaces
trap 'rm -rf "$FAILURES" "$judges_copy" "$mutants" $made' EXIT
passed=0 failed=0

# expect DESCRIPTION WANT COMMAND...: COMMAND's verdict must be WANT (OK: it passes; FAIL: it
# fails with any verdict; or a verdict, which a replay of its saved case must give too).
expect() {
  local what=$1 want=$2 log status got replay replayed=
  shift 2
  local t0=$SECONDS; log=$("$@" 2>&1)
  status=$?
  last_log=$log  # (for checks of more than the verdict)
  got=$(sed -n 's/^verdict: \([A-Z]*\).*/\1/p; s/^\(WA\|PE\|RE\|TLE\|MLE\|OLE\|CE\) .*/\1/p' <<< "$log" | head -1)
  replay=$(sed -n 's/^replay: *//p' <<< "$log")
  [ -z "$replay" ] || replayed=$(bash -c "$replay" 2>&1 | sed -n 's/^verdict: \([A-Z]*\).*/\1/p')
  local ok=false
  case $want in
    OK) [ "$status" -eq 0 ] && ok=true ;;
    FAIL) [ "$status" -ne 0 ] && [ -n "$got" ] && ok=true ;;
    *) [ "$status" -ne 0 ] && [ "$got" = "$want" ] && { [ -z "$replay" ] || [ "$replayed" = "$want" ]; } && ok=true ;;
  esac
  if $ok; then
    passed=$((passed + 1))
    echo "ok   ($((SECONDS - t0)) s) $what: ${got:-OK}$([ -n "$replay" ] && echo ", replayed")$(grep -m1 '^slowest' <<< "$log" | sed 's/^/; /')"
  else
    failed=$((failed + 1))
    echo "FAIL $what: expected $want, got '${got:-none}' (exit status $status)${replay:+, replay gave '${replayed:-none}'}"
    sed 's/^/  | /' <<< "$log" | head -40
  fi
}

# Contestants' source files, built by the kit as each judge builds them (stress/build.sh), and
# broken copies made by sed, so that they never drift from the file they break.
src=tests/solutions
mutate() {  # NAME FROM SED: writes $mutants/NAME from FROM, or fails the check when sed changed nothing
  sed "$3" "$2" > "$mutants/$1"
  ! cmp -s "$2" "$mutants/$1" || { failed=$((failed + 1)); echo "FAIL the sed '$3' found nothing to change in $2"; }
}

if runs contestants; then
mutate acwing-1613-wrong-box.cpp $src/acwing-1613.cpp 's#cell\[i / 3\]\[j / 3\]#cell[i / 3][j % 3]#g'
mutate acwing-1613-syntax-error.cpp $src/acwing-1613.cpp 's#^    dfs(0, 0);#    dfs(0, 0)#'
mutate acwing-1613-2gb.cpp $src/acwing-1613.cpp 's#^int main() {#&\n    for (int k = 0; k < 2048; ++k) {  // 2 GB, a megabyte at a time, every page touched\n      char *hog = (char *)malloc(1 << 20);\n      for (int i = 0; hog \&\& i < 1 << 20; i += 4096) hog[i] = 1;\n    }#'
mutate acwing-1613-100mb.cpp $src/acwing-1613.cpp 's#^int main() {#&\n    static char hog[100 << 20];  // 100 MB, every page touched\n    for (size_t i = 0; i < sizeof hog; i += 4096) hog[i] = 1;\n    if (hog[4096] != 1) return 1;#'
mutate acwing-1613-python2.py $src/acwing-1613.py "s#^    print(\(.*\))\$#    print \\1#"
mutate acwing-1613-not-main.java $src/acwing-1613.java 's#^public class Main #public class Sudoku #'
mutate acwing-1613-100mb.java $src/acwing-1613.java 's#^    public static void main(String\[\] args) throws IOException {#&\n        long[] hog = new long[100 << 17];  // 100 MB, past the heap -Xmx gives it\n        if (hog.length == 0) return;#'
expect "AcWing 1613's DFS (C++ source) on its samples" OK stress/samples.sh -j acwing-1613 $src/acwing-1613.cpp
expect "AcWing 1613's DFS, stressed as AcWing 1613" OK stress/stress.sh -j acwing-1613 -n 25 -t 5 $src/acwing-1613.cpp
expect "AcWing 1613's DFS, stressed as POJ 3074" FAIL stress/stress.sh -j poj-3074 -n 20 $src/acwing-1613.cpp
expect "AcWing 1613's DFS with a wrong box index (replayed from its saved source)" WA stress/stress.sh -j acwing-1613 -n 100 "$mutants/acwing-1613-wrong-box.cpp"
# At a quarter of AcWing's limit: the first file it fails takes it about 1 s of CPU, a coin toss against 1 s.
expect "AcWing 1613's DFS hacked as AcWing 1613 (puzzles hard for search)" TLE stress/hack.sh -j acwing-1613 -t 0.25 $src/acwing-1613.cpp
expect "AcWing 1613's DFS touching 100 MB, on AcWing 1613's samples (64 MB)" MLE stress/samples.sh -j acwing-1613 "$mutants/acwing-1613-100mb.cpp"
expect "AcWing 1613's DFS touching 100 MB, stressed as AcWing 1613" MLE stress/stress.sh -j acwing-1613 -n 5 "$mutants/acwing-1613-100mb.cpp"
# AcWing 1613's limits are the kit's (assumed_limits): the verdict says so, and where they come from.
if grep -q "^verdict: MLE (peak memory .* over the 64 MB limit (assumed: time and memory: .*AcWing's usual 1 s and 64 MB)" <<< "$last_log"; then
  passed=$((passed + 1)); echo "ok   an MLE under a limit AcWing does not publish says assumed, and whence"
else failed=$((failed + 1)); echo "FAIL an MLE under AcWing 1613's assumed limit does not say so: $(grep -m1 '^verdict' <<< "$last_log")"; fi
# 2 GB, a megabyte at a time: stopped at the cap (its page faults alone would pass the 1 s limit
# first: TLE, before the runner read memory), its peak the memory it held then.
expect "AcWing 1613's DFS touching 2 GB, on AcWing 1613's samples (64 MB): stopped at the cap" MLE stress/samples.sh -j acwing-1613 "$mutants/acwing-1613-2gb.cpp"
if grep -qE "^MLE .*\(peak memory (6[4-9]|[7-9][0-9])\.[0-9] MB, over the 64 MB limit" <<< "$last_log"; then
  passed=$((passed + 1)); echo "ok   2 GB stopped at the 64 MB cap, its peak the memory it held then: $(grep -m1 -oE 'peak memory [0-9.]+ MB' <<< "$last_log")"
else failed=$((failed + 1)); echo "FAIL 2 GB not stopped at the 64 MB cap: $(grep -m1 -E '^[A-Z]{2,3} ' <<< "$last_log")"; fi
expect "AcWing 1613's DFS without a semicolon" CE stress/stress.sh -j acwing-1613 -n 50 "$mutants/acwing-1613-syntax-error.cpp"
expect "AcWing 1613's DFS in Python 3 on its samples" OK stress/samples.sh -j acwing-1613 $src/acwing-1613.py
expect "AcWing 1613's DFS in Python 3, stressed as AcWing 1613" OK stress/stress.sh -j acwing-1613 -n 8 -t 5 $src/acwing-1613.py
expect "AcWing 1613's DFS in Python 2 (print without parentheses)" CE stress/samples.sh -j acwing-1613 "$mutants/acwing-1613-python2.py"
# A Python solution's crash: its RE names the exception (a traceback's last line), not "Traceback".
log=$(stress/samples.sh -j poj-3074 $src/acwing-1613.py 2>&1)
if grep -q '^RE .*(exit status 1: [A-Za-z]*Error' <<< "$log"; then
  passed=$((passed + 1)); echo "ok   AcWing 1613's DFS in Python 3 on POJ 3074's samples: $(grep -m1 '^RE' <<< "$log")"
else
  failed=$((failed + 1)); echo "FAIL AcWing 1613's DFS in Python 3 on POJ 3074's samples: no RE naming the exception"; sed 's/^/  | /' <<< "$log" | head -10
fi
expect "AcWing 1613's DFS in Java on its samples" OK stress/samples.sh -j acwing-1613 $src/acwing-1613.java
expect "AcWing 1613's DFS in Java, stressed as AcWing 1613" OK stress/stress.sh -j acwing-1613 -n 4 -t 5 $src/acwing-1613.java
expect "AcWing 1613's DFS in Java, its public class not Main" CE stress/hack.sh -j acwing-1613 "$mutants/acwing-1613-not-main.java"
# Out of the JVM's heap (-Xmx, the judge's 64 MB): OutOfMemoryError, which judges rule MLE, not RE.
expect "AcWing 1613's DFS in Java allocating 100 MB, past its -Xmx64m heap" MLE stress/samples.sh -j acwing-1613 "$mutants/acwing-1613-100mb.java"
if grep -q "^MLE .*out of the JVM's heap, -Xmx64m" <<< "$last_log"; then passed=$((passed + 1)); echo "ok   the JVM's OutOfMemoryError says so: $(grep -m1 '^MLE' <<< "$last_log")"
else failed=$((failed + 1)); echo "FAIL the JVM's OutOfMemoryError is not told: $(grep -m1 -E '^[A-Z]{2,3} ' <<< "$last_log")"; fi
fi

if runs languages || runs kotlin; then
# Rust, JavaScript (Node.js), Pascal (Free Pascal), Go, C# (Mono) and Kotlin: AcWing 1613's DFS in each, built as the kit
# builds each (stress/build.sh), and its copies broken by sed: a wrong box index, a syntax error,
# 100 MB touched.
mutate acwing-1613-wrong-box.rs $src/acwing-1613.rs 's#i / 3 \* 3 + j / 3#i / 3 * 3 + j % 3#g'
mutate acwing-1613-syntax-error.rs $src/acwing-1613.rs 's#^    s.dfs(0);#    s.dfs(0)#'
mutate acwing-1613-100mb.rs $src/acwing-1613.rs 's#^fn main() {#&\n    let mut hog = vec![0u8; 100 << 20];  // 100 MB, every page touched (volatile: never left out)\n    for i in (0..hog.len()).step_by(4096) {\n        unsafe { std::ptr::write_volatile(\&mut hog[i], 1) }\n    }#'
mutate acwing-1613-wrong-box.js $src/acwing-1613.js 's#Math.floor(j / 3)#j % 3#g'
mutate acwing-1613-syntax-error.js $src/acwing-1613.js 's#^dfs(0);#dfs(0;#'
mutate acwing-1613-100mb.js $src/acwing-1613.js 's#^dfs(0);#const hog = Buffer.alloc(100 << 20, 1);  // 100 MB, every page touched\n&#'
mutate acwing-1613-wrong-box.pas $src/acwing-1613.pas 's#i div 3 \* 3 + j div 3#i div 3 * 3 + j mod 3#g'
mutate acwing-1613-syntax-error.pas $src/acwing-1613.pas 's#^end\.#end#'
mutate acwing-1613-100mb.pas $src/acwing-1613.pas 's#^  i, j, d: integer;#&\n  hog: array of byte;#; s#^  for i := 0 to 8 do readln(g\[i\]);#  setlength(hog, 100 shl 20); fillchar(hog[0], 100 shl 20, 1);  { 100 MB, every page touched }\n&#'
# Hacked at a quarter of AcWing's limit, Node.js and Kotlin at half: the first hack file each
# fails (the fourth) takes it 1 s of CPU and more; Node.js takes 0.27 s on the third (it starts in
# 0.1 s), the JVM more than 0.25 s on the first.
mutate acwing-1613-wrong-box.go $src/acwing-1613.go 's#j/3#j%3#g'
mutate acwing-1613-syntax-error.go $src/acwing-1613.go 's#^\tdfs(0)$#\tdfs(0#'
mutate acwing-1613-100mb.go $src/acwing-1613.go 's#^func main() {#&\n\thog := make([]byte, 100<<20) // 100 MB, every page touched\n\tfor i := 0; i < len(hog); i += 4096 {\n\t\thog[i] = 1\n\t}\n\tif hog[4096] != 1 {\n\t\treturn\n\t}#'
mutate acwing-1613-wrong-box.cs $src/acwing-1613.cs 's#j / 3#j % 3#g'
mutate acwing-1613-syntax-error.cs $src/acwing-1613.cs 's#^        Dfs(0);#        Dfs(0)#'
mutate acwing-1613-100mb.cs $src/acwing-1613.cs 's#^        Dfs(0);#        var hog = new byte[100 << 20];  // 100 MB, every page touched\n        for (int k = 0; k < hog.Length; k += 4096) hog[k] = 1;\n&#'
mutate acwing-1613-wrong-box.kt $src/acwing-1613.kt 's#i / 3 \* 3 + j / 3#i / 3 * 3 + j % 3#g'
mutate acwing-1613-syntax-error.kt $src/acwing-1613.kt 's#^    dfs(0)$#    dfs(0#'
mutate acwing-1613-100mb.kt $src/acwing-1613.kt 's#^    dfs(0)$#    val hog = LongArray(100 shl 17)  // 100 MB, past the heap -Xmx gives it\n    if (hog.isEmpty()) return\n&#'
if runs kotlin; then
  # Kotlin's files built together (stress/build.sh's several files: one compiler process, its JVM's
  # start-up paid once: 26 s of CPU for 9 files rather than 75); a file alone is built the same
  # way (one file's group), and one the compiler is stopped on before it ends is CE, said so.
  mutate atcoder-abc327-c-no-box.kt $src/atcoder-abc327-c.kt 's# \&\& cell\[it\] == 0x3fe##'
  mutate leetcode-37-wrong-box.kt $src/leetcode-37.kt 's#18 + k / 27 \* 3 + k % 9 / 3#18 + k / 27 * 3 + k % 3#'
  mutate leetcode-37-syntax-error.kt $src/leetcode-37.kt 's#^        if (fill()) for#        if (fill( for#'
  kotlin_files=(acwing-1613 $src/acwing-1613.kt acwing-1613 "$mutants/acwing-1613-wrong-box.kt" acwing-1613 "$mutants/acwing-1613-syntax-error.kt"
                acwing-1613 "$mutants/acwing-1613-100mb.kt" poj-2676 $src/poj-2676.kt atcoder-abc327-c $src/atcoder-abc327-c.kt
                atcoder-abc327-c "$mutants/atcoder-abc327-c-no-box.kt" leetcode-37 $src/leetcode-37.kt
                leetcode-37 "$mutants/leetcode-37-wrong-box.kt" leetcode-37 "$mutants/leetcode-37-syntax-error.kt")
  t0=$SECONDS; log=$(stress/build.sh "${kotlin_files[@]}" 2>&1); status=$?
  if [ $status -eq 1 ] && [ "$(grep -c '^java .* -jar .*/solver.jar' <<< "$log")" -eq 8 ] && [ "$(grep -c '^acwing-1613-syntax-error.kt:.*error:' <<< "$log")" -ge 1 ] &&
     [ "$(grep -c '^leetcode-37-syntax-error.kt:.*error:' <<< "$log")" -ge 1 ]; then
    passed=$((passed + 1)); echo "ok   ($((SECONDS - t0)) s) 10 Kotlin files built together: 8 jars, 2 CEs, each named"
  else failed=$((failed + 1)); echo "FAIL 10 Kotlin files built together (exit status $status):"; sed 's/^/  | /' <<< "$log" | head -20; fi
  # (a copy of its own, so that no build of it is kept: 1 s is past the JVM's start-up and the compiler's)
  { cat $src/acwing-1613.kt; echo "// a copy that no build holds"; } > "$mutants/acwing-1613-copy.kt"
  COMPILE_SECONDS=1 expect "AcWing 1613's DFS in Kotlin alone, its compiler stopped at COMPILE_SECONDS=1" CE stress/samples.sh -j acwing-1613 "$mutants/acwing-1613-copy.kt"
  if grep -q "^(the compiler ran past its limit of 1 s and was stopped" <<< "$last_log"; then passed=$((passed + 1)); echo "ok   Kotlin's compiler stopped at its limit says so"
  else failed=$((failed + 1)); echo "FAIL Kotlin's compiler stopped at its limit is not said: $(head -3 <<< "$last_log")"; fi
fi
for language in rs:Rust:0.25 js:JavaScript:0.5 pas:Pascal:0.25 go:Go:0.25 cs:C#:0.25 kt:Kotlin:0.5; do
  IFS=: read -r ext name hack_limit <<< "$language"
  tests_language "$ext" || continue
  expect "AcWing 1613's DFS in $name on its samples" OK stress/samples.sh -j acwing-1613 $src/acwing-1613.$ext
  expect "AcWing 1613's DFS in $name, stressed as AcWing 1613" OK stress/stress.sh -j acwing-1613 -n 8 -t 5 $src/acwing-1613.$ext
  expect "AcWing 1613's DFS in $name with a wrong box index (replayed from its saved source)" WA stress/stress.sh -j acwing-1613 -n 100 "$mutants/acwing-1613-wrong-box.$ext"
  expect "AcWing 1613's DFS in $name hacked as AcWing 1613 (puzzles hard for search)" TLE stress/hack.sh -j acwing-1613 -t "$hack_limit" $src/acwing-1613.$ext
  expect "AcWing 1613's DFS in $name touching 100 MB, on AcWing 1613's samples (64 MB)" MLE stress/samples.sh -j acwing-1613 "$mutants/acwing-1613-100mb.$ext"
  expect "AcWing 1613's DFS in $name with a syntax error" CE stress/samples.sh -j acwing-1613 "$mutants/acwing-1613-syntax-error.$ext"
done
# A grid answered: POJ 2676's batches, in each language by a search of the fewest candidates
# first, passing its hack (30 of the hardest puzzles a file) under its limits.
for language in rs:Rust js:JavaScript pas:Pascal go:Go cs:C# kt:Kotlin; do
  IFS=: read -r ext name <<< "$language"
  tests_language "$ext" || continue
  expect "POJ 2676 in $name on its samples" OK stress/samples.sh -j poj-2676 $src/poj-2676.$ext
  expect "POJ 2676 in $name, stressed" OK stress/stress.sh -j poj-2676 -n 10 -t 5 $src/poj-2676.$ext
  expect "POJ 2676 in $name, fewest candidates first, hacked (the hardest puzzles, under its limits)" OK stress/hack.sh -j poj-2676 $src/poj-2676.$ext
done
# An answer in words: AtCoder ABC327 C's Yes or No for a full grid, in each language, and its copy
# that forgets the boxes.
mutate atcoder-abc327-c-no-box.rs $src/atcoder-abc327-c.rs 's# \&\& cell\[u\] == all##'
mutate atcoder-abc327-c-no-box.js $src/atcoder-abc327-c.js 's# \&\& cell\[u\] === all##'
mutate atcoder-abc327-c-no-box.pas $src/atcoder-abc327-c.pas 's# and (cell\[u\] = \$3fe)##'
mutate atcoder-abc327-c-no-box.go $src/atcoder-abc327-c.go 's# \&\& cell\[u\] == 0x3fe##'
mutate atcoder-abc327-c-no-box.cs $src/atcoder-abc327-c.cs 's# \&\& cell\[u\] == 0x3fe##'
for language in rs:Rust js:JavaScript pas:Pascal go:Go cs:C# kt:Kotlin; do
  IFS=: read -r ext name <<< "$language"
  tests_language "$ext" || continue
  expect "AtCoder ABC327 C in $name on its samples" OK stress/samples.sh -j atcoder-abc327-c $src/atcoder-abc327-c.$ext
  expect "AtCoder ABC327 C in $name, stressed" OK stress/stress.sh -j atcoder-abc327-c -n 20 -t 5 $src/atcoder-abc327-c.$ext
  expect "AtCoder ABC327 C in $name, hacked (the largest grids, under its limits)" OK stress/hack.sh -j atcoder-abc327-c $src/atcoder-abc327-c.$ext
  expect "AtCoder ABC327 C in $name forgetting the boxes (replayed from its saved source)" WA stress/stress.sh -j atcoder-abc327-c -n 100 "$mutants/atcoder-abc327-c-no-box.$ext"
done
if runs languages; then
# A compiler that runs on: stopped at COMPILE_SECONDS, CE, and said so.
cat > "$mutants/slow-to-compile.cpp" <<'EOF_CPP'
#include <cstdio>
// Nested loops, each within g++'s constexpr loop limit: about 2^33 steps before its ops limit.
constexpr long f() { long s = 0; for (long i = 0; i < 200000; i++) for (long j = 0; j < 200000; j++) s += (i ^ j) % 7; return s; }
static_assert(f() > 0, "compiles for minutes");
int main() { puts("never"); }
EOF_CPP
COMPILE_SECONDS=3 expect "A C++ file that takes minutes to compile, under COMPILE_SECONDS=3" CE stress/samples.sh -j acwing-1613 "$mutants/slow-to-compile.cpp"
if grep -q "^(the compiler ran past its limit of 3 s and was stopped" <<< "$last_log"; then passed=$((passed + 1)); echo "ok   the compiler stopped at its limit says so"
else failed=$((failed + 1)); echo "FAIL a compiler stopped at its limit is not said: $(head -3 <<< "$last_log")"; fi
# PyPy: where PYTHON=pypy3 says so, and where the judge's Python 3 is PyPy (Kattis's); PYTHON=
# names nothing else.
PYTHON=pypy3 expect "AcWing 1613's DFS in Python 3 under PyPy (PYTHON=pypy3), on its samples" OK stress/samples.sh -j acwing-1613 $src/acwing-1613.py
for check in "acwing-1613 pypy3:PYTHON=pypy3" "kattis-sudokuverify pypy3:Kattis's own" "kattis-sudokuverify python3:PYTHON=python3 for Kattis"; do
  read -r id rest <<< "$check"; python=${rest%%:*} why=${rest#*:}
  log=$(if [ "$why" = "Kattis's own" ]; then stress/samples.sh -j "$id" $src/acwing-1613.py; else PYTHON=$python stress/samples.sh -j "$id" $src/acwing-1613.py; fi 2>&1)
  if grep -q "built as $id builds it ($python)" <<< "$log"; then passed=$((passed + 1)); echo "ok   a Python file for $id runs under $python ($why)"
  else failed=$((failed + 1)); echo "FAIL a Python file for $id does not run under $python ($why): $(head -1 <<< "$log")"; fi
done
# Each language's limits as its judge publishes them (judge.toml's [judging.by_language]):
# Baekjoon's Python 3 x3 + 2 s and x2 + 32 MB, its PyPy x2 + 128 MB, HDU 4069's Java/Others
# pair; C++'s elsewhere, said to be assumed; Kattis's JVM options.
for check in "boj-2580 py python3:5 s of CPU, 544 MB" "boj-2580 py pypy3:5 s of CPU, 640 MB" "hdu-4069 java -:4 s of CPU, 64 MB" \
             "hdu-4069 pas -:2 s of CPU, 32 MB" "boj-2580 rs -:1 s of CPU, 256 MB (assumed: C++'s limits for rust too, as boj-2580 publishes none of its own)"; do
  read -r id ext rest <<< "$check"; python=${rest%%:*} want=${rest#*:}
  log=$(if [ "$python" = - ]; then stress/samples.sh -j "$id" $src/acwing-1613.$ext; else PYTHON=$python stress/samples.sh -j "$id" $src/acwing-1613.$ext; fi 2>&1)
  header=$(grep -m1 'built as' <<< "$log") under=${python/#-/}
  if [[ $header == *"; $want" ]]; then passed=$((passed + 1)); echo "ok   a .$ext file for $id${under:+ under $under}: $want"
  else failed=$((failed + 1)); echo "FAIL a .$ext file for $id${under:+ under $under}: not '$want': $header"; fi
done
run=$(stress/build.sh kattis-sudokunique $src/acwing-1613.java 2>&1)
if [[ $run == "java -XX:+UseSerialGC -Xss64m -Xms1024m -Xmx1024m -cp "* ]]; then passed=$((passed + 1)); echo "ok   a Java file for Kattis runs as Kattis runs it: ${run%% -cp*}"
else failed=$((failed + 1)); echo "FAIL a Java file for Kattis does not run with its options: $run"; fi
log=$(PYTHON=cpython stress/samples.sh -j acwing-1613 $src/acwing-1613.py 2>&1); status=$?
if [ $status -eq 2 ] && grep -q "PYTHON=cpython: the kit runs Python 3 by python3 (CPython) or pypy3 (PyPy)" <<< "$log"; then passed=$((passed + 1)); echo "ok   PYTHON=cpython stops at once (exit 2): $log"
else failed=$((failed + 1)); echo "FAIL PYTHON=cpython: exit status $status, $log"; fi
fi
# LeetCode's class (Rust's impl Solution, JavaScript's and Go's function, C#'s and Kotlin's
# class), wrapped as LeetCode wraps it (stress/leetcode/main.rs, main.js, Main.cs, main.go,
# Main.kt), and its copies with a wrong box index and a syntax error.
mutate leetcode-37-wrong-box.rs $src/leetcode-37.rs 's#k / 27 \* 3 + k % 9 / 3#k / 27 * 3 + k % 3#g'
mutate leetcode-37-syntax-error.rs $src/leetcode-37.rs 's#^        if search.fill() {#        if search.fill( {#'
mutate leetcode-37-wrong-box.js $src/leetcode-37.js 's#Math.floor(k % 9 / 3)#k % 3#g'
mutate leetcode-37-syntax-error.js $src/leetcode-37.js 's#^  if (fill()) for#  if (fill( for#'
mutate leetcode-37-wrong-box.cs $src/leetcode-37.cs 's#i / 3 \* 3 + j / 3#i / 3 * 3 + j % 3#g'
mutate leetcode-37-syntax-error.cs $src/leetcode-37.cs 's#^        if (Fill())$#        if (Fill()#'
mutate leetcode-37-wrong-box.go $src/leetcode-37.go 's#i/3\*3 + j/3#i/3*3 + j%3#g'
mutate leetcode-37-syntax-error.go $src/leetcode-37.go 's#^\tif fill() {#\tif fill( {#'
for language in rs:Rust js:JavaScript cs:C# go:Go kt:Kotlin; do
  IFS=: read -r ext name <<< "$language"
  tests_language "$ext" || continue
  expect "LeetCode 37 in $name on its samples" OK stress/samples.sh -j leetcode-37 $src/leetcode-37.$ext
  expect "LeetCode 37 in $name, stressed as LeetCode 37" OK stress/stress.sh -j leetcode-37 -n 10 -t 5 $src/leetcode-37.$ext
  expect "LeetCode 37 in $name, forced places first, hacked (the hardest boards, under its limits)" OK stress/hack.sh -j leetcode-37 $src/leetcode-37.$ext
  expect "LeetCode 37 in $name with a wrong box index (replayed from its saved source)" WA stress/stress.sh -j leetcode-37 -n 30 "$mutants/leetcode-37-wrong-box.$ext"
  expect "LeetCode 37 in $name with a syntax error" CE stress/samples.sh -j leetcode-37 "$mutants/leetcode-37-syntax-error.$ext"
done
fi

if runs others; then
mutate leetcode-37-wrong-box.py $src/leetcode-37.py 's#(i // 3) \* 3 + j // 3#(i // 3) * 3 + j % 3#g'
mutate leetcode-37-python2.py $src/leetcode-37.py 's#^        dfs(0)$#&\n        print board#'
mutate leetcode-36-no-boxes.py $src/leetcode-36.py 's#^\( *if d in rows\[i\] or d in cols\[j\]\) or d in boxes\[(i // 3, j // 3)\]:#\1:#'
# LeetCode's class Solution, wrapped as LeetCode wraps it (stress/leetcode/).
expect "LeetCode 37 in Python 3 on its samples" OK stress/samples.sh -j leetcode-37 $src/leetcode-37.py
expect "LeetCode 37 in Python 3, stressed as LeetCode 37" OK stress/stress.sh -j leetcode-37 -n 10 -t 5 $src/leetcode-37.py
expect "LeetCode 37 in Python 3 with a wrong box index (replayed from its saved source)" WA stress/stress.sh -j leetcode-37 -n 30 "$mutants/leetcode-37-wrong-box.py"
expect "LeetCode 37 in Python 2 (print board)" CE stress/stress.sh -j leetcode-37 -n 30 "$mutants/leetcode-37-python2.py"
expect "LeetCode 37 in Java on its samples" OK stress/samples.sh -j leetcode-37 $src/leetcode-37.java
expect "LeetCode 37 in Java, stressed as LeetCode 37" OK stress/stress.sh -j leetcode-37 -n 3 -t 5 $src/leetcode-37.java
# At half the limit: its first file takes it 2 s of CPU and more.
expect "LeetCode 37 in Java rescanning the board for every try, hacked" TLE stress/hack.sh -j leetcode-37 -t 0.25 $src/leetcode-37.java
expect "LeetCode 37 in C++ with its own #include and @lc markers, on its samples" OK stress/samples.sh -j leetcode-37 $src/leetcode-37.cpp
expect "LeetCode 36 in Python 3 on its samples" OK stress/samples.sh -j leetcode-36 $src/leetcode-36.py
expect "LeetCode 36 in Python 3, stressed as LeetCode 36" OK stress/stress.sh -j leetcode-36 -n 10 -t 5 $src/leetcode-36.py
expect "LeetCode 36 in Python 3 forgetting the boxes" WA stress/stress.sh -j leetcode-36 -n 50 "$mutants/leetcode-36-no-boxes.py"
expect "POJ 3074's bitmask DFS on its samples" OK stress/samples.sh -j poj-3074 $src/poj-3074.cpp
expect "POJ 3074's bitmask DFS, stressed as POJ 3074" OK stress/stress.sh -j poj-3074 -n 25 -t 5 $src/poj-3074.cpp
expect "POJ 3074's bitmask DFS on AcWing 1613's samples" FAIL stress/samples.sh -j acwing-1613 $src/poj-3074.cpp
expect "POJ 3074's bitmask DFS, stressed as HDU 1426" FAIL stress/stress.sh -j hdu-1426 -n 20 $src/poj-3074.cpp
expect "AcWing 166's textbook dancing links, hacked as AcWing 166" OK stress/hack.sh -j acwing-166 -t 5 $src/acwing-166-dlx.cpp
expect "build/sudoku hacked as AcWing 166" OK stress/hack.sh -j acwing-166 -t 5 build/sudoku
expect "build/sudoku stressed as HDU 1426" OK stress/stress.sh -j hdu-1426 -n 20 -t 5 build/sudoku
expect "build/sudoku stressed as POJ 3076 (16x16)" OK stress/stress.sh -j poj-3076 -n 6 -t 5 build/sudoku
expect "build/sudoku hacked as POJ 3076 (minimal 16x16 puzzles)" OK stress/hack.sh -j poj-3076 -t 5 build/sudoku
expect "POJ 3074's bitmask DFS on POJ 3076's samples (16x16)" FAIL stress/samples.sh -j poj-3076 $src/poj-3074.cpp
fi

if runs files; then
# Each judge's file from make submit (built warning-free as C++98 by make; its samples are the
# samples stage's) within its source limit, and the answer rules: where several solutions may
# exist and the judge diffs bytes, the smallest.
for dir in samples/*/; do
  id=$(basename "$dir")
  { read -r limit; read -r box; read -r rule; read -r geometry; read -r smallest; read -r solver; } < <("$build/judges" "$id" source-limit box answer geometry smallest-box solver)
  size=$(wc -c < "$build/submit/$id.cpp")
  if [ "$limit" -eq 0 ]; then :
  elif [ "$size" -le "$limit" ]; then passed=$((passed + 1)); echo "ok   $id's file fits its source limit: $size of $limit bytes"
  else failed=$((failed + 1)); echo "FAIL $id's file is $size bytes, over its source limit of $limit"; fi
  # Only what the judge needs: no preprocessor switch left, nothing of the other sizes or rules,
  # within the size a 9x9 (16x16) judge's file is allowed; the units of its geometry alone.
  # Issue 33's targets: a plain file 4000 bytes at 9x9 (AcWing 1613's, the design's program), 3000
  # at 4x4; the engine's 15000 at 9x9 (and 4x4), 18000 at 16x16 (box: the largest a judge takes).
  # A kind of constraint beyond units adds its state and reader (signs 4.9 KB, cages 5.9 KB): 6000,
  # issue 42's (issue 33's 4000 is for the units alone); cage ids and domino places are letters.
  kind=$("$build/judges" "$id" kind)
  if [ "$solver" = plain ]; then target=$([ "$box" -le 2 ] && echo 3000 || echo 4000)
    [ "$kind" = units ] || target=6000
  else target=$([ "$box" -le 3 ] && echo 15000 || echo 18000); fi
  unwanted="^ *#(if|ifdef|ifndef|define|else|endif|pragma)|$([ "$solver" = plain ] && echo "struct Sudoku|solveGrid|cand\\[|")TERSE|JUDGE_FILE|LARGEST_BOX|GEOMETRY|SUDOKU_|STAT\(|///|$(
    case $geometry$solver in squareplain) echo "setRegions|findCrossings|" ;; squarefast) echo "setRegions|findCrossings|cell\[N\]|" ;; jigsaw*) echo "lockedInChute|cell\[N\]|" ;; *) echo "setRegions|lockedInChute|" ;; esac)$(
    [ "$box" -le 3 ] && echo "narrowerDigit|solveWith<[45]>|$([ "$kind" != units ] || echo "'A'|")" || { for k in 2 3 4 5; do [ "$k" -ge "$smallest" ] && [ "$k" -le "$box" ] || printf 'solveWith<%d>|' "$k"; done; [ "$smallest" -le 3 ] || [ "$rule" = ROTATE ] || echo "'0'|"; })$(
    [ "$solver" = none ] && echo "struct Sudoku|solveGrid|")$(
    for other in FIRST SMALLEST UNIQUE BEST_SCORE VERIFY COUNT MINIMAL ANTI ISOMORPHIC SUM ROTATE MARK DEAD_END EVERY CELL_SUM SIMILAR; do [ "$other" = "$rule" ] || printf '\\b%s\\b|' "$other"; done)answerOf\(g, [0-9]\) == SEVERAL"
  found=$(grep -nE "$unwanted" "$build/submit/$id.cpp" | head -3)
  # Every function the file defines (at file scope, or a member of its struct) is used: its name
  # stands in the file twice at least (LeetCode's entry points are called by LeetCode). One awk a
  # file: the names defined, then each one's count of words.
  unused=$(awk '
    match($0, /^(  )?(inline |static )?(template <[^>]*> )?(int|bool|void|char|unsigned|const char \*) ?\*?[A-Za-z_][A-Za-z0-9_]*\(/) {
      name = substr($0, RSTART, RLENGTH - 1); sub(/.*[ *]/, "", name); defined[name] = 1 }
    { n = split($0, words, /[^A-Za-z0-9_]+/); for (k = 1; k <= n; k++) count[words[k]]++ }
    END { for (name in defined) if (name != "main" && name != "solveSudoku" && name != "isValidSudoku" && count[name] < 2) printf "%s defined, never used; ", name }' "$build/submit/$id.cpp")
  # No stub: nothing kept and never read, no function that only returns a constant.
  stale=$(awk -f tests/stress/unread.awk "$build/submit/$id.cpp")
  unused="$unused$stale"
  found="$found${found:+${unused:+; }}${unused%; }"
  if [ -z "$found" ] && [ "$size" -le "$target" ]; then passed=$((passed + 1)); echo "ok   $id's file holds only what it needs: $size bytes (at most $target), $(wc -l < "$build/submit/$id.cpp") lines"
  else failed=$((failed + 1)); echo "FAIL $id's file: $size bytes (at most $target)${found:+; it names what it does not use: $found}"; fi
done
# The stub finder finds stubs: a flag set and never read, a table filled and never read, a
# function that only returns a constant; and build/sudoku (every part but the terse ones) has none.
printf '%s\n' 'struct S {' '  bool stale, fresh;' '  int table[9], used[9];' \
  '  bool lockedCandidates() { return true; }' '  int f() const { return fresh ? used[1] : 0; }' \
  '  void g() { stale = true, table[1] = 2; fresh = false, used[2] = 1; }' '};' > "$build/stubs.cpp"
stubs=$(awk -f tests/stress/unread.awk "$build/stubs.cpp")
if [ "$stubs" = "unread stale; unread table; constant lockedCandidates; " ]; then passed=$((passed + 1)); echo "ok   the stub finder finds a flag and a table never read and a function returning a constant"
else failed=$((failed + 1)); echo "FAIL the stub finder on three stubs said: '$stubs'"; fi
stubs=$(awk -f tests/stress/unread.awk "$build/sudoku.cpp")
if [ -z "$stubs" ]; then passed=$((passed + 1)); echo "ok   build/sudoku keeps nothing it never reads, returns no constant from a function"
else failed=$((failed + 1)); echo "FAIL build/sudoku's source: $stubs"; fi
# Lines within 100 columns: every part of lib/, and every judge's file, the compacted ones too
# (bundle/compact.cpp breaks their lines where gcc sees no misleading indentation: a line it
# begins with a guard ends with that guard's statement).
long=$(awk 'length > 100 { print FILENAME ":" FNR }' lib/*/*.h "$build"/submit/*.cpp | head -5)
if [ -z "$long" ]; then passed=$((passed + 1)); echo "ok   every line of lib/ and of the judges' files (the compacted too) within 100 columns"
else failed=$((failed + 1)); echo "FAIL lines over 100 columns: $long"; fi
# The same of guards run together (tests/stress/guards.cpp): broken within 100, warning-free in
# g++ and clang++ (-Wall -Wextra -Werror: misleading indentation), the program's output unchanged.
"$build/compact" < tests/stress/guards.cpp > "$mutants/guards.cpp"
long=$(awk 'length > 100' "$mutants/guards.cpp" | wc -l)
g++ -O1 -o "$mutants/guards-source" tests/stress/guards.cpp && want=$("$mutants/guards-source")
if [ "$long" = 0 ] && (for cxx in g++ clang++; do $cxx -Wall -Wextra -Werror -o "$mutants/guards" "$mutants/guards.cpp" && [ "$("$mutants/guards")" = "$want" ] || exit 1; done); then
  passed=$((passed + 1)); echo "ok   guards run together, compacted: $(wc -l < "$mutants/guards.cpp") lines within 100 columns, no warning, the same output"
else failed=$((failed + 1)); echo "FAIL guards run together, compacted: $long lines over 100 columns, or a warning, or another output"; sed 's/^/  | /' "$mutants/guards.cpp"; fi
expect "SPOJ EASUDOKU's file (rule SMALLEST), stressed as SPOJ EASUDOKU" OK stress/stress.sh -j spoj-easudoku -n 20 -t 5 "$build/submit/spoj-easudoku"
expect "build/sudoku (rule FIRST), stressed as SPOJ EASUDOKU" WA stress/stress.sh -j spoj-easudoku -n 30 -t 5 build/sudoku
expect "Luogu P1074's file (rule BEST_SCORE), stressed as Luogu P1074" OK stress/stress.sh -j luogu-p1074 -n 30 -t 5 "$build/submit/luogu-p1074"
expect "build/sudoku (a grid, not a score), stressed as Luogu P1074" WA stress/stress.sh -j luogu-p1074 -n 5 -t 5 build/sudoku
expect "Luogu P1074's file with the score one too low" WA stress/stress.sh -j luogu-p1074 -n 20 -t 5 "$build/mutants/luogu-p1074/score-too-low"
# The variants' contestants, here to even the two parts' times: a jigsaw (HDU 4069) DFS whose
# regions are flood-filled from the walls in place of the boxes; X-Sudoku without its diagonals.
mutate hdu-4069-square-boxes.cpp $src/hdu-4069.cpp 's#return region\[r\]\[c\];#return r / 3 * 3 + c / 3;#'
expect "HDU 4069's DFS (a jigsaw, regions from the walls) on its samples" OK stress/samples.sh -j hdu-4069 $src/hdu-4069.cpp
expect "HDU 4069's DFS, stressed as HDU 4069" OK stress/stress.sh -j hdu-4069 -n 10 -t 5 $src/hdu-4069.cpp
expect "HDU 4069's DFS taking the square boxes for the regions (replayed from its saved source)" WA stress/stress.sh -j hdu-4069 -n 10 "$mutants/hdu-4069-square-boxes.cpp"
# Its first minimal jigsaw file takes it about 1 s of CPU: four times the limit.
expect "HDU 4069's DFS hacked as HDU 4069 (minimal jigsaws)" TLE stress/hack.sh -j hdu-4069 -t 0.25 $src/hdu-4069.cpp
# A TLE on a batch names its slowest puzzle, run alone, and keeps it beside the case.
slowest=$(sed -n 's/^slowest: \(puzzle [0-9]* of [0-9]*, run alone: CPU [0-9.]* s\).*/\1/p' <<< "$last_log")
saved=$(sed -n 's/^saved: *\([^ ]*\)\/.*/\1/p' <<< "$last_log")
if [ -n "$slowest" ] && [ -s "$saved/slowest.in" ]; then passed=$((passed + 1)); echo "ok   the TLE on a batch of HDU 4069 names its $slowest, kept as slowest.in"
else failed=$((failed + 1)); echo "FAIL the TLE on a batch of HDU 4069 does not name its slowest puzzle, or keep it"; fi
expect "build/sudoku (square boxes alone), stressed as CodeChef J1 (X-Sudoku)" WA stress/stress.sh -j codechef-j1 -n 10 -t 5 build/sudoku
fi
if runs folders; then  # (here to even the parts' times)
# make hack's counts kept in DLX_CACHE: the answers read back are those made afresh, and a file
# of them is read (a wrong count planted in it is given back, so the cache is what answers).
cached=$(mktemp -d)
for k in 1 2 3; do "$build/gen" $k --judge poj-3076 --size 6 > "$cached/$k.in"; done
"$build/dlx" --judge poj-3076 --each "$cached"/*.in && for k in 1 2 3; do mv "$cached/$k.ans" "$cached/$k.fresh"; done
DLX_CACHE=$cached/counts "$build/dlx" --judge poj-3076 --each "$cached"/*.in && for k in 1 2 3; do mv "$cached/$k.ans" "$cached/$k.first"; done
DLX_CACHE=$cached/counts "$build/dlx" --judge poj-3076 --each "$cached"/*.in
same=$(for k in 1 2 3; do cmp -s "$cached/$k.fresh" "$cached/$k.first" && cmp -s "$cached/$k.fresh" "$cached/$k.ans" && echo "$k"; done | wc -l)
awk 'NR == 1 { $4 = (substr($4, 1, 1) == "1" ? "2" : "1") substr($4, 2) } { print }' "$cached/counts" > "$cached/planted" &&
  mv "$cached/planted" "$cached/counts"  # the first count's solution, its first cell changed
DLX_CACHE=$cached/counts "$build/dlx" --judge poj-3076 --each "$cached/1.in"
if [ "$same" = 3 ] && [ "$(wc -l < "$cached/counts")" -ge 3 ] && ! cmp -s "$cached/1.fresh" "$cached/1.ans"; then
  passed=$((passed + 1)); echo "ok   dlx --each with DLX_CACHE: the same answers made and read back, $(wc -l < "$cached/counts") counts kept; a planted one is read"
else
  failed=$((failed + 1)); echo "FAIL dlx --each with DLX_CACHE: $same of 3 answers the same, $(wc -l < "$cached/counts") counts kept, a planted count not read"
fi
rm -rf "$cached"
for id in ecnu-1021 spoj-novice42 uva-989 uva-10957 kattis-sudokunique hdu-3111 hdu-2780 leetcode-37 leetcode-36 poj-2918 beecrowd-1383 uva-13115 poj-3435 spoj-sudogob codechef-j1 spoj-hs12disu hdu-4069 hdu-5547 hdu-3909; do
  expect "$id's file (rule $("$build/judges" "$id" answer)), stressed as $id" OK stress/stress.sh -j "$id" -n 5 -t 5 "$build/submit/$id"
done
fi
if runs mutants; then
# LeetCode's class, one Solution object for every board of a file (stress/leetcode/main.cpp), on the
# puzzles hardest for search.
expect "LeetCode 37's file, hacked as leetcode-37" OK stress/hack.sh -j leetcode-37 -t 5 "$build/submit/leetcode-37"
expect "POJ 3435's file (rule VERIFY), hacked with 100x100 grids" OK stress/hack.sh -j poj-3435 "$build/submit/poj-3435"
expect "UVa 10957's file saying Unique. where there are several" WA stress/stress.sh -j uva-10957 -n 40 -t 5 "$build/mutants/uva-10957/unique-for-several"
expect "SPOJ SUDOGOB's file counting several solutions one too many" WA stress/stress.sh -j spoj-sudogob -n 20 -t 5 "$build/mutants/spoj-sudogob/count-off-by-one"
expect "HDU 4069's file taking the square boxes for the regions" WA stress/stress.sh -j hdu-4069 -n 20 -t 5 "$build/mutants/hdu-4069/square-boxes"
# HDU 3909's reader refuses a symbol past its alphabet (5 in a 4x4 puzzle, after one read whole):
# exit status 2, one line naming the puzzle and row, and nothing printed for that puzzle.
err=$(printf '2\n4312\n12.4\n....\n...1\n2\n12.4\n....\n..5.\n...1\n' | "$build/submit/hdu-3909" 2>&1 >"$mutants/hdu-3909.out"); status=$?
if [ "$status" = 2 ] && [ "$err" = "puzzle 2, row 3: '5' is not a cell of a 4x4 puzzle" ] && [ "$(cat "$mutants/hdu-3909.out")" = "Not Minimal" ]; then
  passed=$((passed + 1)); echo "ok   HDU 3909's file on a 5 in a 4x4 puzzle: exit status 2, $err"
else
  failed=$((failed + 1)); echo "FAIL HDU 3909's file on a 5 in a 4x4 puzzle: exit status $status, stderr '$err', stdout '$(head -c 200 "$mutants/hdu-3909.out")'"
fi
expect "LeetCode 36's file forgetting the boxes" WA stress/stress.sh -j leetcode-36 -n 20 -t 5 "$build/mutants/leetcode-36/forgets-boxes"
expect "Kick Start 2013 B's file taking a number past n for a blank" WA stress/stress.sh -j kickstart-2013b-a -n 30 -t 5 "$build/mutants/kickstart-2013b-a/past-n-is-fine"
expect "Codeforces 1335D's file changing the main diagonal" WA stress/stress.sh -j codeforces-1335d -n 10 -t 5 "$build/mutants/codeforces-1335d/diagonal"
expect "POJ 3120's file never turning the grid" WA stress/stress.sh -j poj-3120 -n 20 -t 5 "$build/mutants/poj-3120/never-turned"
expect "Project Euler 96's file leaving out the top left number's last digit" WA stress/stress.sh -j project-euler-96 -n 10 -t 5 "$build/mutants/project-euler-96/two-digits"
expect "HDU 6341's file counting turns counterclockwise" WA stress/stress.sh -j hdu-6341 -n 10 -t 5 "$build/mutants/hdu-6341/counterclockwise"
expect "AOJ 0126's file forgetting the boxes" WA stress/stress.sh -j aoj-0126 -n 20 -t 5 "$build/mutants/aoj-0126/forgets-boxes"
expect "Luogu P8549's file turning boxes right" WA stress/stress.sh -j luogu-p8549 -n 20 -t 5 "$build/mutants/luogu-p8549/turns-right"
expect "Vijos 1352's file never looking ahead" WA stress/stress.sh -j vijos-1352 -n 20 -t 5 "$build/mutants/vijos-1352/never-looks-ahead"
expect "Baekjoon 1840's file seeing dead ends only where digits clash" WA stress/stress.sh -j boj-1840 -n 30 -t 5 "$build/mutants/boj-1840/clashes-only"
expect "Luogu P4573's file reading the signs between rows upside down" WA stress/stress.sh -j luogu-p4573 -n 10 -t 5 "$build/mutants/luogu-p4573/upside-down"
expect "Luogu P4573's file without the bounds a cell's place among its box's signs sets, hacked" TLE stress/hack.sh -j luogu-p4573 -t 0.25 "$build/mutants/luogu-p4573/no-bounds"
expect "CodinGame Killer Sudoku Solver's file reading cage a's sum one too high" WA stress/stress.sh -j codingame-killer-sudoku-solver -n 10 -t 5 "$build/mutants/codingame-killer-sudoku-solver/sum-off-by-one"
expect "HDU 4210's file placing a domino again" WA stress/stress.sh -j hdu-4210 -n 10 -t 5 "$build/mutants/hdu-4210/dominoes-reused"
expect "CodinGame Killer Sudoku Extreme's file keeping the last puzzle's digits, not their sums" WA stress/stress.sh -j codingame-killer-sudoku-extreme-challenge -n 10 -t 5 "$build/mutants/codingame-killer-sudoku-extreme-challenge/last-only"
expect "Jutge P79494's file listing the solutions in the order the search finds them" WA stress/stress.sh -j jutge-p79494 -n 30 -t 5 "$build/mutants/jutge-p79494/unsorted"
expect "Jutge P79494's file listing the first solution alone" WA stress/stress.sh -j jutge-p79494 -n 30 -t 5 "$build/mutants/jutge-p79494/first-only"
expect "Luogu P7087's file (rule SIMILAR), stressed as Luogu P7087" OK stress/stress.sh -j luogu-p7087 -n 20 -t 5 "$build/submit/luogu-p7087"
expect "Luogu P7087's file, hacked within a quarter of its limit (190 pairs a file)" OK stress/hack.sh -j luogu-p7087 -t 0.5 "$build/submit/luogu-p7087"
expect "Luogu P7087's file never trying the flip" WA stress/stress.sh -j luogu-p7087 -n 30 -t 5 "$build/mutants/luogu-p7087/never-flipped"
expect "Luogu P7087's file numbering the row it swaps one too low" WA stress/stress.sh -j luogu-p7087 -n 30 -t 5 "$build/mutants/luogu-p7087/row-misnumbered"
expect "HDU 3909's file never saying Not Minimal" WA stress/stress.sh -j hdu-3909 -n 20 -t 5 "$build/mutants/hdu-3909/never-not-minimal"
expect "Kattis sudokunique's file, stressed as UVa 10957 (other words)" WA stress/stress.sh -j uva-10957 -n 10 -t 5 "$build/submit/kattis-sudokunique"
fi

if runs contestants; then
# A runaway solver: a verdict, and less than 1 MiB printed or stored.
log=$(stress/stress.sh -j acwing-1613 -n 1 yes 2>&1)
stored=$(du -sk "$FAILURES" | cut -f1)
if grep -qE '^verdict: (OLE|TLE)' <<< "$log" && [ "${#log}" -lt 1048576 ] && [ "$stored" -lt 1024 ]; then
  passed=$((passed + 1)); echo "ok   yes (a runaway solver): $(grep -m1 '^verdict' <<< "$log"), ${#log} bytes printed, $stored KiB stored"
else
  failed=$((failed + 1)); echo "FAIL yes: ${#log} bytes printed, $stored KiB stored"; head -c 2000 <<< "$log"
fi
fi

if runs folders; then
# A new judge is a folder: POJ 2676's copied under a new name, in a copy of the judges folder that
# only this test sees (SUDOKU_JUDGES), with nothing else changed. make runs afresh, not as a part
# of make test's make.
cp -r samples/. "$judges_copy"
cp -r samples/poj-2676 "$judges_copy/$new_judge"
in_copy() { env -u MAKEFLAGS -u MAKELEVEL SUDOKU_JUDGES="$judges_copy" make --no-print-directory "$@"; }
expect "make submit JUDGE=$new_judge (a copy of poj-2676's folder)" OK in_copy submit JUDGE=$new_judge
expect "make samples JUDGE=$new_judge" OK in_copy samples JUDGE=$new_judge
expect "make stress JUDGE=$new_judge" OK in_copy stress JUDGE=$new_judge N=20 TIMEOUT=5
# The rule VERIFY in another layout: LeetCode 36's row as a judge of 9 lines of 9 spaced digits,
# `0` blank, answered Yes or No (as AtCoder words it): a main() that reads grids, not a class.
mkdir "$judges_copy/$verify_judge"
sed 's/^layout = .*/layout = "spaced"/; s/^blank = .*/blank = "0"/; s/^valid = .*/valid = "Yes"/; s/^clash = .*/clash = "No"/' \
  samples/leetcode-36/judge.toml > "$judges_copy/$verify_judge/judge.toml"
expect "make submit JUDGE=$verify_judge (rule VERIFY; 9 lines of 9 spaced, Yes or No)" OK in_copy submit JUDGE=$verify_judge
expect "make stress JUDGE=$verify_judge" OK in_copy stress JUDGE=$verify_judge N=10 TIMEOUT=5
toml=$judges_copy/$new_judge/judge.toml
sed -i 's/^rule = "FIRST"/rule = "FRIST"/' "$toml"
log=$(in_copy judges 2>&1)
status=$? line=$(grep -n '^rule = "FRIST"' "$toml" | cut -d: -f1)
if [ "$status" -eq 2 ] && grep -q "^$toml:$line:[0-9]*: answer.rule: \"FRIST\" is not a rule" <<< "$log"; then
  passed=$((passed + 1)); echo "ok   make judges with a broken judge.toml: exit status 2, $(head -1 <<< "$log")"
else
  failed=$((failed + 1)); echo "FAIL make judges with a broken judge.toml (line $line): exit status $status"; sed 's/^/  | /' <<< "$log" | head -10
fi
fi

if runs folders; then
# The tables of judges are the table's: docs/judges.md's whole, the README's short (with the sizes
# of make submit's files), and the README a front page of at most 250 lines.
block() { sed -n '/^<!-- judges:begin/,/^<!-- judges:end/p' "$1" | sed '1d;$d'; }
if diff <(block docs/judges.md) <("$build/judges" --markdown); then
  passed=$((passed + 1)); echo "ok   docs/judges.md's judge table is build/judges --markdown"
else
  failed=$((failed + 1)); echo "FAIL docs/judges.md's judge table differs from build/judges --markdown (above): make tables rewrites it"
fi
if diff <(block README.md) <("$build/judges" --readme "$build/submit"); then
  passed=$((passed + 1)); echo "ok   the README's judge table is build/judges --readme build/submit"
else
  failed=$((failed + 1)); echo "FAIL the README's judge table differs from build/judges --readme build/submit (above): make tables rewrites it"
fi
# make tables' rewriter puts a stale table right, and leaves the rest of the file as it was: a
# README with a row made stale comes out as the README rewritten, its table the table's.
sed '/^<!-- judges:begin/{n;s/.*/| a stale row |/}' README.md > "$build/tables-stale.md"
cp README.md "$build/tables-fresh.md"
for copy in stale fresh; do table/tables.sh "$build/tables-$copy.md" "$build/judges" --readme "$build/submit" > /dev/null; done
if ! grep -q 'a stale row' "$build/tables-stale.md" && cmp -s "$build/tables-stale.md" "$build/tables-fresh.md" &&
   diff <(block "$build/tables-stale.md") <("$build/judges" --readme "$build/submit") > /dev/null; then
  passed=$((passed + 1)); echo "ok   table/tables.sh rewrites a stale table of judges, and nothing else"
else
  failed=$((failed + 1)); echo "FAIL table/tables.sh: $build/tables-stale.md is not README.md with the table's table"; fi
lines=$(wc -l < README.md)
if [ "$lines" -le 250 ]; then passed=$((passed + 1)); echo "ok   README.md is $lines lines (at most 250)"
else failed=$((failed + 1)); echo "FAIL README.md is $lines lines, over 250"; fi
fi
echo "$passed passed, $failed failed"
