#!/usr/bin/env bash
# Description: Builds a contestant's source file as judge ID builds it, once, into
#  $BUILD/solvers/NAME-HASH/ (never beside the file; the hash covers the source, the flags and
#  the wrapper, so an unchanged file is not rebuilt), and prints the command that runs it.
#  .cpp .cc .cxx: g++ with the judge's C++ flags (build/judges ID cxx-flags); .c: gcc with its C
#  flags; .py: Debian's python3 (the source parsed first, so that a syntax error is a CE, as
#  judges that compile Python report it); .java: javac, then java's class Main (the class stdin
#  judges run), -Xmx the judge's memory limit, the serial collector.
#  Python 3 and the JDK are installed from Debian where missing (tests/need.sh), only when a
#  file of theirs is built.
# Usage: stress/build.sh ID FILE       (ID may be "-": no judge, C++ and C with -O2)
#  Exit status 0: the command on stdout. 1: the file does not build (the verdict CE): the
#  compiler's first lines on stdout, each cut at 200 characters. 2: no such file, an unknown
#  language or judge.
# Status: tested by tests/stress/judges.sh (each language: samples and stress pass; a C++
#  syntax error, a Python 2 print and a Java class not named Main get CE)
set -u
here=$(dirname "$0")
build=${BUILD:-$(dirname "$here")/build}
[ $# -eq 2 ] || { sed -n 's/^# Usage: /usage: /p' "$0" >&2; exit 2; }
judge=$1 file=$2
[ -f "$file" ] || { echo "build: no file $file" >&2; exit 2; }
. "$here/run.sh"
language=$(language_of "$file") || { echo "build: $file is not C++ (.cpp .cc .cxx), C (.c), Python (.py) or Java (.java)" >&2; exit 2; }
judge_field "$judge" layout rows > /dev/null || exit 2  # an unknown judge
case $language in
  python) "$here/../tests/need.sh" /usr/bin/python3 python3 || exit 2 ;;
  java) "$here/../tests/need.sh" /usr/bin/javac default-jdk-headless || exit 2 ;;
esac
case $language in
  cpp) flags=$(judge_field "$judge" cxx-flags -O2) ;;
  c) flags=$(judge_field "$judge" c-flags -O2) ;;
  *) flags= ;;
esac
name=$(basename "$file")
hash=$({ cat "$file"; echo "$judge $language $flags"; } | sha1sum | cut -c 1-12)
dir=$build/solvers/${name%.*}-$hash
# The compiler's first lines, for CE, with the build folder's name taken out: a wall of template
# errors is no help.
first_lines() { sed "s|$work/||g" "$work/compiler" | grep -v '^\s*$' | head -n 12 | cut -c 1-200; }

if [ ! -e "$dir/built" ]; then
  mkdir -p "$build/solvers"
  work=$(mktemp -d "$build/solvers/.building-XXXXXX")
  trap 'rm -rf "$work"' EXIT
  cp "$file" "$work/$name"
  case $language in
    cpp | c)
      compiler=g++ ; [ "$language" = c ] && compiler=gcc
      # shellcheck disable=SC2086  # flags are words (build/judges refuses any a shell would change)
      $compiler $flags -o "$work/solver" "$work/$name" -lm > "$work/compiler" 2>&1 || { first_lines; exit 1; } ;;
    python)
      /usr/bin/python3 -c '
import sys, traceback
try: compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")
except (SyntaxError, ValueError) as e: sys.exit("".join(traceback.format_exception_only(e)))' "$work/$name" > "$work/compiler" 2>&1 || { first_lines; exit 1; } ;;
    java)
      mkdir "$work/classes"
      cp "$file" "$work/Main.java"
      javac -encoding UTF-8 -d "$work/classes" "$work/Main.java" > "$work/compiler" 2>&1 || { first_lines; exit 1; } ;;
  esac
  touch "$work/built"
  # Two runs building the same file at once: the first to finish keeps its copy.
  mv -T "$work" "$dir" 2> /dev/null || rm -rf "$work"
  trap - EXIT
fi
memory=$(judge_field "$judge" memory 256)
case $language in
  cpp | c) printf '%q\n' "$dir/solver" ;;
  python) printf '/usr/bin/python3 %q\n' "$dir/$name" ;;
  java) printf 'java -Xmx%dm -XX:+UseSerialGC -cp %q Main\n' "$memory" "$dir/classes" ;;
esac
