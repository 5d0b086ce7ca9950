#!/usr/bin/env bash
# Description: times the fast engine beside tdoku, jsolve, fsss and fsss2 in one sitting, every solver
#  through tdoku's run_benchmark (the same harness, built with the same compiler flags), and
#  prints the README's side-by-side tables: µs per puzzle in process, first solution, the median
#  over interleaved rounds, in brackets the ratio to tdoku (the median of the ratios within a
#  round), then guesses per puzzle.
# Usage: make bench (it writes build/bench/*.txt), then bench/others.sh TDOKU_DIR [ROUNDS]
#  TDOKU_DIR: a checkout of github.com/t-dillon/tdoku; if its submodule other/module_fsss2
#  (github.com/dobrichev/fsss2) is checked out, fsss2 is timed too. ROUNDS: 7 unless given.
#  The checkout is copied to SCRATCH (${TMPDIR:-/tmp}/sudoku-kit-others), outside the project,
#  bench/tdoku_adapter.cc is added to the copy, and it is built twice: -O2 -march=x86-64 (as
#  judges build; fsss2 needs SSE4.1 and is left out) and -O3 -march=native. Nothing of it is
#  ever part of the kit.
# Time: the two builds take about 3 minutes on 2 cores, then about 2.5 minutes a round.
set -eu
[ $# -ge 1 ] || { echo "usage: bench/others.sh TDOKU_DIR [ROUNDS]" >&2; exit 2; }
tdoku=$1 rounds=${2:-7}
scratch=${SCRATCH:-${TMPDIR:-/tmp}/sudoku-kit-others}
kit=$(pwd)
sets="puzzles2_17_clue puzzles3_magictour_top1465 puzzles5_forum_hardest_1905_11+ puzzles6_forum_hardest_1106 puzzles7_serg_benchmark"
[ -f "$tdoku/src/run_benchmark.cc" ] || { echo "others: $tdoku is not a tdoku checkout" >&2; exit 2; }
for s in $sets; do
  [ -s "build/bench/$s.txt" ] || { echo "others: build/bench/$s.txt missing: run make bench first" >&2; exit 2; }
done
tests/need.sh /usr/bin/cmake cmake

# The copy, with the adapter registered beside jsolve and the engine as lib/ holds it now.
rm -rf "$scratch" && mkdir -p "$scratch" && cp -r "$tdoku" "$scratch/tdoku"
src=$scratch/tdoku
mkdir -p "$src/other/sudokukit" && cp build/bench/FIRST/bench_sudoku.cpp bench/tdoku_adapter.cc "$src/other/sudokukit/"
python3 - "$src" <<'EOF'
import sys
src = sys.argv[1]
def patch(path, anchor, text):
    s = open(path).read()
    if anchor not in s: sys.exit(f"others: {path} has no '{anchor.strip()}': a tdoku this script does not know")
    open(path, "w").write(s.replace(anchor, text + anchor, 1))
patch(src + "/src/all_solvers.h", "    SolverFn OtherSolverJSolve;\n", "    SolverFn OtherSolverSudokuKit;\n")
patch(src + "/src/all_solvers.h", "#ifdef JSOLVE\n    solvers.emplace_back",
      '#ifdef SUDOKUKIT\n    solvers.emplace_back(Solver(OtherSolverSudokuKit, 0, "sudoku-kit", "C/shrc../m.", 15));\n#endif\n')
patch(src + "/CMakeLists.txt", "if (JSOLVE)\n",
      "if (SUDOKUKIT)\n    add_definitions(-DSUDOKUKIT)\n"
      "    set(BENCHMARK_SOLVER_SOURCES ${BENCHMARK_SOLVER_SOURCES} other/sudokukit/tdoku_adapter.cc)\nendif()\n\n")
EOF
fsss2=OFF
if [ -f "$src/other/module_fsss2/fsss2.cpp" ]; then
  fsss2=ON
  # tdoku's wrapper calls pencilmarks::initPencilmarks, which some fsss2 commits lack; that call
  # serves 729-character pencilmark input only, never used here.
  grep -q initPencilmarks "$src/other/module_fsss2/fsss2.h" ||
    sed -i 's|pm.initPencilmarks(input);|(void)input;|' "$src/other/other_solvers.cc"
else
  echo "others: $tdoku/other/module_fsss2 is not checked out: fsss2 left out" >&2
fi
build() {  # DIR OPT ARCH FSSS2
  mkdir -p "$src/$1"
  (cd "$src/$1" && cmake .. -DSUDOKUKIT=ON -DJSOLVE=ON -DFSSS=ON -DFSSS2="$4" -DOPT="$2" -DARCH="$3" > build.log 2>&1 &&
     make -j"$(nproc)" run_benchmark >> build.log 2>&1) || { echo "others: build $1 failed, see $src/$1/build.log" >&2; exit 1; }
}
build o2 O2 x86-64 OFF
build o3 O3 native "$fsss2"

echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $(g++ --version | head -1); $rounds rounds"
raw=$scratch/rounds.tsv
: > "$raw"
for r in $(seq "$rounds"); do
  for s in $sets; do
    f=$kit/build/bench/$s.txt n=$(wc -l < "$kit/build/bench/$s.txt")
    for b in o2 o3; do
      "$src/$b/run_benchmark" -f -r0 -t1 -w0 -n "$n" "$f" 2>&1 | grep -E '^\|[a-z]' | grep -v fsss2_locked |
        awk -F'|' -v r="$r" -v s="$s" -v b="$b" '{ split($2, name, " "); printf "%s\t%s\t%s\t%s\t%s\t%s\n", r, s, b, name[1], $4 + 0, $6 + 0 }' >> "$raw"
    done
  done
done
python3 - "$raw" <<'EOF'
import collections, statistics, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
time = collections.defaultdict(list); ratio = collections.defaultdict(list); guesses = {}
tdoku = {(r, s, b): float(t) for r, s, b, name, t, g in rows if name == "tdoku"}
for r, s, b, name, t, g in rows:
    time[s, b, name].append(float(t)); guesses[s, name] = g
    if (r, s, b) in tdoku: ratio[s, b, name].append(float(t) / tdoku[r, s, b])
sets = list(dict.fromkeys(s for _, s, *_ in rows))
for b, title in (("o2", "-O2 -march=x86-64"), ("o3", "-O3 -march=native")):
    names = list(dict.fromkeys(n for _, _, bb, n, *_ in rows if bb == b))
    names.sort(key=lambda n: (n != "sudoku-kit", n == "tdoku"))
    print(f"\n{title}: µs per puzzle (× tdoku)\n")
    print("| dataset | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(names))
    for s in sets:
        cells = [f"{statistics.median(time[s, b, n]):.1f} ({statistics.median(ratio[s, b, n]):.2f}×)" for n in names]
        print(f"| {s} | " + " | ".join(cells) + " |")
    kit = [n for n in names if n != "sudoku-kit" and n != "tdoku"]
    print("\nsudoku-kit's time over each other solver's (median of the ratios within a round; below 1: ahead)\n")
    print("| dataset | " + " | ".join(kit) + " |")
    print("|---|" + "---:|" * len(kit))
    for s in sets:
        per = []
        for n in kit:
            mine = {r: float(t) for r, ss, bb, nn, t, g in rows if ss == s and bb == b and nn == "sudoku-kit"}
            other = {r: float(t) for r, ss, bb, nn, t, g in rows if ss == s and bb == b and nn == n}
            per.append(f"{statistics.median(mine[r] / other[r] for r in mine if r in other):.2f}")
        print(f"| {s} | " + " | ".join(per) + " |")
names = list(dict.fromkeys(n for *_, n, _, _ in rows))
names = [n for n in names if n != "fsss2"]  # its wrapper does not count its guesses
print("\nguesses per puzzle\n")
print("| dataset | " + " | ".join(names) + " |")
print("|---|" + "---:|" * len(names))
for s in sets:
    print(f"| {s} | " + " | ".join(guesses[s, n] for n in names) + " |")
EOF
