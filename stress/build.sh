#!/usr/bin/env bash
# Description: Builds a contestant's source file as judge ID builds it, once, into
#  $BUILD/solvers/NAME-HASH/ (never beside the file; the hash covers the source, the flags, the
#  wrapper and this script, so an unchanged file is not rebuilt; a CE is kept likewise), and
#  prints the command that runs it.
#  .cpp .cc .cxx: g++ with the judge's C++ flags (build/judges ID cxx-flags); .c: gcc with its C
#  flags; .py: Debian's python3, or pypy3 where the judge runs PyPy (judging.python: Kattis) or
#  PYTHON=pypy3 (or python3) says so (the source parsed first, so that a syntax error is a CE, as
#  judges that compile Python report it); .java: javac, then java's class Main (the class stdin
#  judges run), -Xmx the judge's memory limit, the serial collector; .rs: rustc --edition 2021
#  -O (Baekjoon's and Codeforces's edition and optimization); .js: Node.js (the source checked
#  first, node --check, so that a syntax error is a CE); .pas: Free Pascal, fpc -O2 (the
#  optimization Baekjoon and Codeforces give); .go: go build (its cache in $BUILD/go-cache);
#  .cs: mcs -optimize+, then mono (Kattis's commands); .kt: kotlinc's compiler, -include-runtime
#  into a jar (in one JVM for every Kotlin file given, stress/KotlincEach.java; the JVM's quick
#  compiler alone: 6.6 s of CPU rather than 10.5), run as Java is. For a judge
#  of LeetCode's layout the file holds `class Solution`, wrapped as LeetCode wraps it
#  (stress/leetcode/: its preamble, then a main calling solveSudoku, or isValidSudoku for the
#  rule VERIFY, on each board of standard input); C++ is then built as one unit: preamble.h, the
#  file, main.cpp. Compilers run under COMPILE_SECONDS of wall time (default 60), outside the
#  solution's limits.
#  A language's compiler or interpreter is installed only when a file of it is built
#  (tests/need.sh): Python 3, PyPy, the JDK, rustc (where none is on the PATH, as rustup's),
#  Node.js, Free Pascal, Go and Mono from Debian; Kotlin's compiler from npm (kotlin-compiler:
#  Debian's kotlin 1.3 is too old).
# Usage: stress/build.sh ID FILE [ID FILE]...     (ID may be "-": no judge, C++ and C with -O2)
#  Several files: each one's lines in turn, the worst exit status; Kotlin's compiled together.
#  Exit status 0: the command on stdout. 1: the file does not build, or its compiler runs past
#  COMPILE_SECONDS (default 60; the verdict CE): the compiler's first lines on stdout, each cut
#  at 200 characters. 2: no such file, an unknown language or judge.
# Status: tested by tests/stress/judges.sh (each language: samples and stress pass; a compiler
#  past COMPILE_SECONDS gets CE; a C++
#  syntax error, a Python 2 print and a Java class not named Main get CE)
set -u
here=$(dirname "$0")
build=${BUILD:-$(dirname "$here")/build}
[[ $build == /* ]] || build=$PWD/$build  # the command it prints runs in a working folder of its own
[ $# -ge 2 ] && [ $(($# % 2)) -eq 0 ] || { sed -n 's/^# Usage: /usage: /p' "$0" >&2; exit 2; }
. "$here/run.sh"
# Sets what FILE's build for JUDGE is (language, flags, wrapper, method, python, name) and where
# it is kept (hash, dir); exit status 2 where the file, its language or the judge is unknown.
prepare() {  # JUDGE FILE
judge=$1 file=$2
[ -f "$file" ] || { echo "build: no file $file" >&2; exit 2; }
language=$(language_of "$file") || {
  echo "build: $file is not C++ (.cpp .cc .cxx), C (.c), Python (.py), Java (.java), Rust (.rs)," \
    "JavaScript (.js), Pascal (.pas), Go (.go), C# (.cs) or Kotlin (.kt)" >&2
  exit 2
}
layout=$(judge_field "$judge" layout rows) || exit 2  # an unknown judge
wrapper= method=
if [ "$layout" = leetcode ]; then
  wrapper=$here/leetcode method=solveSudoku
  method=$("$build/judges" "$judge" leetcode-method)  # (its rule's: solveSudoku, isValidSudoku)
  case $language in
    cpp | python | java | rust | javascript | csharp | go | kotlin) ;;
    *) echo "build: the kit wraps LeetCode's class Solution in C++, Python, Java, Rust, JavaScript, C#, Go and Kotlin, not $language" >&2
       exit 2 ;;
  esac
fi
need=$here/../tests/need.sh
case $language in
  python)
    python=${PYTHON:-$(judge_field "$judge" python python3)} || exit 2
    case $python in
      python3 | pypy3) ;;
      *) echo "build: PYTHON=$python: the kit runs Python 3 by python3 (CPython) or pypy3 (PyPy)" >&2; exit 2 ;;
    esac
    "$need" "/usr/bin/$python" "$python" || exit 2 ;;
  java) "$need" /usr/bin/javac default-jdk-headless || exit 2 ;;
  rust) command -v rustc > /dev/null || "$need" /usr/bin/rustc rustc || exit 2 ;;
  javascript) "$need" /usr/bin/node nodejs || exit 2 ;;
  pascal) "$need" /usr/bin/fpc fp-compiler || exit 2 ;;
  go) "$need" /usr/bin/go golang-go || exit 2 ;;
  csharp) { "$need" /usr/bin/mcs mono-mcs && "$need" /usr/bin/mono mono-runtime; } || exit 2 ;;
  kotlin)  # (the npm package's command is Kotlin/JS's: the JVM's compiler is in its bin/)
    kotlinc=$(command -v kotlinc) ||
      kotlinc=$(npm root -g 2> /dev/null || echo /usr/lib/node_modules)/kotlin-compiler/bin/kotlinc
    { "$need" /usr/bin/javac default-jdk-headless && "$need" --npm "$kotlinc" kotlin-compiler@2.4.20; } || exit 2 ;;
esac
case $language in
  cpp) flags=$(judge_field "$judge" cxx-flags -O2) ;;
  c) flags=$(judge_field "$judge" c-flags -O2) ;;
  *) flags= ;;
esac
name=$(basename "$file")
hash=$({ cat "$file" "$0"; echo "$language $flags $method ${python:-}"; [ -z "$wrapper" ] || cat "$wrapper"/*; } | sha1sum | cut -c 1-12)
dir=$build/solvers/${name%.*}-$hash
}
# Keeps the build ($work) as $dir.
keep() {
  mv -T "$work" "$dir"
  trap - EXIT
}
# A compiler's run, under its own limit of COMPILE_SECONDS of wall time (default 60: Kotlin's
# takes 7), outside the solution's: a compiler that runs on is stopped, and the file gets CE.
compile_seconds=${COMPILE_SECONDS:-60}
compile() { timeout -k 5 "$compile_seconds" "$@"; }
# A file that does not build: its CE, kept (the compiler's first lines, the build folder's name
# taken out: a wall of template errors is no help, nor are Node.js's own frames and version) so
# that the next run prints it at once.
not_built() {
  write_ce $?  # (the compiler's status)
  cat "$work/ce"
  keep
  exit 1
}
write_ce() {  # STATUS
  local status=$1
  local relative=${work#"$PWD"/}  # (the build folder as Go names it)
  sed "s|$work/source/||g; s|$work/||g; s|$relative/source/||g" "$work/compiler" | grep -vE '^\s*$|^    at .*node:internal|^Node\.js v' | head -n 12 | cut -c 1-200 > "$work/ce"
  [ "$status" -ne 124 ] && [ "$status" -ne 137 ] ||
    echo "(the compiler ran past its limit of $compile_seconds s and was stopped: COMPILE_SECONDS= to give it more)" >> "$work/ce"
  ! grep -q 'is public, should be declared in a file named' "$work/ce" ||
    echo "(the judge runs the public class Main: name yours Main)" >> "$work/ce"
}
# kotlinc's arguments for the file in $work (kotlin_args), alone or with others (LeetCode's: with
# the kit's Main.kt).
kotlin_arguments() { kotlin_args=(-nowarn -include-runtime -d "$work/solver.jar" "$work/source/$name" ${wrapper:+"$wrapper/Main.kt"}); }
# Kotlin's files not yet built, compiled by one compiler process (stress/KotlincEach.java: the
# compiler class kotlinc runs, with its arguments) that pays the JVM's start-up and the
# compiler's warm-up once (6 s of CPU) rather than once a file (each after the first, 1.2-2 s);
# a file alone the same way, so that a contestant's file is built as make test builds its own.
# Each file ends built or with its CE: the compiler's messages, or its limit (COMPILE_SECONDS a
# file) said where it was stopped before reaching the file.
kotlin_together() {  # JUDGE FILE [JUDGE FILE]...
  local works=() dirs=() args=() locks=() lock k home each status
  mkdir -p "$build/solvers"
  while [ $# -gt 0 ]; do
    prepare "$1" "$2"; shift 2
    [ "$language" = kotlin ] && [[ " ${dirs[*]} " != *" $dir "* ]] || continue
    exec {lock}> "$build/solvers/.lock-${name%.*}-$hash"; flock "$lock"; locks+=("$lock")
    [ ! -e "$dir/built" ] && [ ! -e "$dir/ce" ] || continue
    work=$(realpath "$(mktemp -d "$build/solvers/.building-XXXXXX")")
    mkdir "$work/source" && cp "$file" "$work/source/"
    kotlin_arguments
    args+=("$work/compiler" "$work/status" "${#kotlin_args[@]}" "${kotlin_args[@]}")
    works+=("$work") dirs+=("$dir")
  done
  if [ ${#works[@]} -ge 1 ]; then
    home=$(dirname "$(dirname "$(readlink -f "$kotlinc")")") each=$build/kotlinc-each
    [ -f "$home/lib/kotlin-compiler.jar" ] ||
      { echo "build: $kotlinc has no compiler beside it ($home/lib/kotlin-compiler.jar): install npm's kotlin-compiler" >&2; rm -rf "${works[@]}"; exit 2; }
    trap 'rm -rf "${works[@]}"' EXIT
    mkdir -p "$each"
    (
      flock 8
      [ "$each/KotlincEach.class" -nt "$here/KotlincEach.java" ] ||
        javac -nowarn -cp "$home/lib/kotlin-compiler.jar" -d "$each" "$here/KotlincEach.java"
    ) 8> "$each/.lock" || { echo "build: javac could not build $here/KotlincEach.java" >&2; exit 2; }
    timeout -k 5 $((compile_seconds * ${#works[@]})) java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
      -Dkotlin.home="$home" -cp "$home/lib/kotlin-compiler.jar:$each" KotlincEach "${args[@]}" > /dev/null 2>&1
    status=$?
    for k in "${!works[@]}"; do
      work=${works[k]} dir=${dirs[k]}
      if [ "$(cat "$work/status" 2> /dev/null)" = OK ]; then touch "$work/built"
      elif [ -e "$work/status" ]; then write_ce 1  # (COMPILATION_ERROR, or the compiler's own failure)
      else  # (not reached: stopped at its limit, or the JVM died)
        [ "$status" -eq 124 ] || [ "$status" -eq 137 ] || echo "(Kotlin's compiler stopped before this file, exit status $status)" >> "$work/compiler"
        write_ce "$status"
      fi
      keep
    done
    trap - EXIT
  fi
  for lock in "${locks[@]}"; do exec {lock}>&-; done
}
if [ $# -gt 2 ]; then
  status=0
  kotlin_together "$@"
  while [ $# -gt 0 ]; do "$0" "$1" "$2"; k=$?; (( k > status )) && status=$k; shift 2; done
  exit $status
fi
prepare "$1" "$2"
[ "$language" != kotlin ] || kotlin_together "$1" "$2"
# One build of a file at a time: a second run (make test's stages side by side, or a contestant's
# two commands) waits for the first and takes its build (acwing-1613.cpp: 2.7 s of CPU saved).
mkdir -p "$build/solvers"
exec 9> "$build/solvers/.lock-${name%.*}-$hash"
flock 9
[ ! -e "$dir/ce" ] || { cat "$dir/ce"; exit 1; }

if [ ! -e "$dir/built" ]; then
  work=$(realpath "$(mktemp -d "$build/solvers/.building-XXXXXX")")  # (as compilers name it: Node.js resolves ./ and ..)
  trap 'rm -rf "$work"' EXIT
  mkdir "$work/source"
  cp "$file" "$work/source/"  # the file as it was built
  case $language in
    cpp | c)
      compiler=g++ ; [ "$language" = c ] && compiler=gcc
      unit=$work/source/$name
      if [ -n "$wrapper" ]; then  # LeetCode's preamble, the class, then the main, as one unit
        flags="$flags -include $wrapper/preamble.h -include $unit" unit=$wrapper/main.cpp
        [ "$method" = solveSudoku ] || flags="$flags -DLEETCODE_VERIFY"
      fi
      # shellcheck disable=SC2086  # flags are words (build/judges refuses any a shell would change)
      compile $compiler $flags -o "$work/solver" "$unit" -lm > "$work/compiler" 2>&1 || not_built ;;
    python)
      compile "/usr/bin/$python" -c '
import sys, traceback
try: compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")
except (SyntaxError, ValueError) as e: sys.exit("".join(traceback.format_exception_only(e)))' "$work/source/$name" > "$work/compiler" 2>&1 || not_built
      [ -z "$wrapper" ] || cp "$wrapper/main.py" "$work/" ;;
    java)
      mkdir "$work/classes"
      if [ -n "$wrapper" ]; then  # LeetCode's import on the file's first line, so that its line numbers hold
        { printf 'import java.util.*; '; cat "$file"; } > "$work/Solution.java"
        cp "$wrapper/Main.java" "$work/Main.java"
      else
        cp "$file" "$work/Main.java"
      fi
      compile javac -encoding UTF-8 -d "$work/classes" "$work/Main.java" ${wrapper:+"$work/Solution.java"} > "$work/compiler" 2>&1 || not_built ;;
    rust)
      unit=$work/source/$name
      if [ -n "$wrapper" ]; then  # LeetCode's struct Solution, the file (solution.rs), then the main
        cp "$file" "$work/solution.rs" && cp "$wrapper/main.rs" "$work/main.rs" && unit=$work/main.rs
        [ "$method" = solveSudoku ] || flags="--cfg leetcode_verify"
      fi
      # shellcheck disable=SC2086  # flags: none, or --cfg leetcode_verify
      compile rustc --edition 2021 -O $flags -o "$work/solver" "$unit" > "$work/compiler" 2>&1 || not_built ;;
    javascript)
      compile /usr/bin/node --check "$work/source/$name" > "$work/compiler" 2>&1 || not_built
      [ -z "$wrapper" ] || cp "$wrapper/main.js" "$work/" ;;
    pascal)  # (its objects beside the source; its messages on stdout, the errors among them)
      compile fpc -O2 -v0ew -l- -o"$work/solver" "$work/source/$name" > "$work/compiler" 2>&1 || not_built ;;
    go)
      if [ -n "$wrapper" ]; then  # LeetCode's package clause, then the file from its line 1 (//line), beside main.go
        mkdir "$work/go" && cp "$wrapper"/*.go "$work/go/" && printf 'module solution\n\ngo 1.19\n' > "$work/go/go.mod"
        { echo 'package main'; echo "//line $name:1"; cat "$file"; } > "$work/go/solution.go"
        [ "$method" = solveSudoku ] || flags="-tags leetcode_verify"
        # shellcheck disable=SC2086  # flags: none, or -tags leetcode_verify
        (cd "$work/go" && compile env GOCACHE="$build/go-cache" go build $flags -o "$work/solver" .) > "$work/compiler" 2>&1 || not_built
      else
        compile env GOCACHE="$build/go-cache" go build -o "$work/solver" "$work/source/$name" > "$work/compiler" 2>&1 || not_built
      fi ;;
    csharp)
      if [ -n "$wrapper" ]; then  # LeetCode's usings, then the file from its line 1 (#line), beside Main.cs
        { echo 'using System; using System.Collections.Generic; using System.Linq; using System.Text;'
          echo "#line 1 \"$name\""; cat "$file"; } > "$work/solution.cs"
        compile mcs -optimize+ -nowarn:105 -out:"$work/solver.exe" "$wrapper/Main.cs" "$work/solution.cs" > "$work/compiler" 2>&1 || not_built
      else
        compile mcs -optimize+ -out:"$work/solver.exe" "$work/source/$name" > "$work/compiler" 2>&1 || not_built
      fi ;;
  esac
  touch "$work/built"
  keep
fi
# The JVM's options: the judge's (Kattis's -Xss64m), or the kit's; {memory}: the language's limit.
if [ "$language" = java ] || [ "$language" = kotlin ]; then
  read -r _ memory _ < <(judge_field "$judge" "limits-$language" "2 256 yes")
  jvm_flags=$(judge_field "$judge" "jvm-flags-$language" "")
  [ -n "$jvm_flags" ] || jvm_flags='-Xmx{memory}m -XX:+UseSerialGC'
  jvm_flags=${jvm_flags//\{memory\}/$memory}
fi
case $language in
  cpp | c) printf '%q\n' "$dir/solver" ;;
  python) if [ -n "$wrapper" ]; then printf '/usr/bin/%s %q %q %s\n' "$python" "$dir/main.py" "$dir/source/$name" "$method"
          else printf '/usr/bin/%s %q\n' "$python" "$dir/source/$name"; fi ;;
  java) printf 'java %s -cp %q Main %s\n' "$jvm_flags" "$dir/classes" "$method" ;;
  rust | pascal | go) printf '%q\n' "$dir/solver" ;;
  csharp) printf '/usr/bin/mono %q%s\n' "$dir/solver.exe" "${wrapper:+ $method}" ;;
  kotlin) printf 'java %s -jar %q%s\n' "$jvm_flags" "$dir/solver.jar" "${wrapper:+ $method}" ;;
  javascript) if [ -n "$wrapper" ]; then printf '/usr/bin/node %q %q %s\n' "$dir/main.js" "$dir/source/$name" "$method"
              else printf '/usr/bin/node %q\n' "$dir/source/$name"; fi ;;
esac
