# Description: Runs a solver under test on one input as a judge would, for samples.sh, stress.sh
#  and hack.sh (sourced, not run), by build/runner (stress/runner.cpp): in bubblewrap's sandbox
#  unless SANDBOX=0, in a fresh working folder DIR/folder. Judges time the CPU, not the wall:
#  the solver gets LIMIT seconds of CPU time (user + system, every process of its tree), and is
#  stopped within 10 ms of CPU past LIMIT or, for a solver that sleeps or waits, at the
#  wall-clock cap of 2 LIMIT + 1 s. Its peak resident memory (the largest process,
#  interpreter or JVM included) is judged against MEMORY MB. What it prints is capped at CAP
#  bytes (more: OLE) and its stderr at 64 KiB, so a runaway solver never floods the terminal or
#  the disk; any exit status but 0 is RE, as judges rule, but a JVM's OutOfMemoryError (its
#  heap, -Xmx, is the memory limit): MLE.
# Usage: . stress/run.sh
#  solver_command JUDGE SOLVER   stops the tool (exit 2, saying what to do) where SOLVER is no
#    file it can build and no command; else sets command (SOLVER, its relative paths made absolute, or for a source file what
#    stress/build.sh built), language (cpp, c, python, java, rust, javascript, pascal, go,
#    csharp, kotlin; command for a command) and
#    language_limit and language_memory (the judge's time limit in seconds and memory limit in
#    MB for that language; a command gets C++'s), about
#    (how it was built: "g++ -O2") and limit_note (" (assumed: where the figure comes from)"
#    where the judge publishes no limit for it; empty otherwise); JUDGE "-": none (limit 2 s,
#    memory 0: not judged).
#    A file that does not build: prints "CE FILE (...)" and the compiler's first lines, returns 1.
#  sandbox_ready   stops the tool (exit 2, saying why) where the sandbox cannot be made
#  run_solver 'cmd' INPUT DIR LIMIT MEMORY [CAP]   (MEMORY 0: not judged)
#    writes DIR/output (at most 64 KiB of it after an OLE) and DIR/stderr (or the files that
#    run_output and run_stderr name), and what the solver wrote in DIR/folder (emptied first);
#    sets verdict (OLE,
#    TLE, MLE, RE, or empty: judge the output), why, status (the exit status), and what the run
#    took: seconds (wall), cpu (seconds), peak (MB), usage ("CPU 0.01 s, wall 0.02 s, 3.4 MB").
#    CAP defaults to max(1 MiB, 4 x the size of INPUT). sandbox_ready must have run.
#  show FILE   prints at most its first 40 lines, each cut at 200 characters.
#  show_failure JUDGE INPUT ANSWER EXPECTED   after a run's verdict: on WA or PE by a judge's
#    rules, the puzzle that failed alone, side by side (build/show); else INPUT,
#    ANSWER and the output ($work/output), 40 lines each. EXPECTED says where ANSWER came from.

# The language of a contestant's source file, by its name: cpp, c, python, java, rust,
# javascript, pascal, go, csharp, kotlin; or status 1.
language_of() {
  case $1 in
    *.cpp | *.cc | *.cxx) echo cpp ;;
    *.c) echo c ;;
    *.py) echo python ;;
    *.java) echo java ;;
    *.rs) echo rust ;;
    *.js) echo javascript ;;
    *.pas) echo pascal ;;
    *.go) echo go ;;
    *.cs) echo csharp ;;
    *.kt) echo kotlin ;;
    *) return 1 ;;
  esac
}

# Stops the tool (exit 2) where SOLVER can be neither built nor run: a file that does not exist,
# a file of an extension the kit does not build that is no program, or a command not found.
solver_exists() {  # SOLVER
  local first=${1%% *} known=".cpp .cc .cxx .c .py .java .rs .js .pas .go .cs .kt"
  if [ "$first" = "$1" ] && [[ $1 == */* || $1 == *.* ]] && [ ! -e "$1" ]; then
    echo "SOLVER=$1: no such file (a source file $known, or a command that reads stdin)" >&2
  elif [ -f "$1" ] && ! language_of "$1" > /dev/null && [ ! -x "$1" ]; then
    echo "SOLVER=$1: the kit builds $known (by the extension, lower case), and $1 is no program: rename it, or give a command that runs it" >&2
  elif [[ $first != *=* ]] && [ ! -e "$first" ] && ! command -v "$first" > /dev/null; then
    echo "SOLVER=$1: '$first' is neither a file nor a command (a source file $known, or a command that reads stdin)" >&2
  else
    return 0
  fi
  exit 2
}

solver_command() {
  local judge=$1 solver=$2 source_language built
  solver_exists "$solver"
  command=$(absolute_command "$solver") language=command language_limit=2 language_memory=0 limit_note=
  if [ -f "$solver" ] && source_language=$(language_of "$solver"); then
    language=$source_language
    built=$("$(dirname "${BASH_SOURCE[0]}")/build.sh" "$judge" "$solver")
    case $? in
      0) command=$built ;;
      1) echo "CE $solver (it does not build as ${judge/#-/a judge} builds it:)"; echo "$built"; return 1 ;;
      *) exit 2 ;;
    esac
  fi
  case $language in
    cpp) about="g++ $(judge_field "$judge" cxx-flags -O2)" ;;
    c) about="gcc $(judge_field "$judge" c-flags -O2)" ;;
    python) about=${command%% *} about=${about##*/} ;;  # python3, or pypy3
    java) about="javac, then java's class Main" ;;
    rust) about="rustc --edition 2021 -O" ;;
    javascript) about="node" ;;
    pascal) about="fpc -O2" ;;
    go) about="go build" ;;
    csharp) about="mcs -optimize+, then mono" ;;
    kotlin) about="kotlinc -include-runtime, then java -jar" ;;
  esac
  [ "$judge" = - ] && return 0
  local accepted=" $("$build/judges" "$judge" languages) "
  [ "$language" = command ] || [[ $accepted == *" ${language/cpp/c++} "* ]] ||
    echo "note: $judge does not take $language (only${accepted% }): tested all the same"
  # The language's limits (judge.toml's [judging.by_language]: PyPy's where pypy3 runs Python 3;
  # a command has C++'s), and whether the judge publishes them.
  local key=$language assumed stated
  case $language in cpp | command) key=c++ ;; python) [ "$about" != pypy3 ] || key=pypy ;; esac
  assumed=$("$build/judges" "$judge" assumed-limits)
  read -r language_limit language_memory stated < <("$build/judges" "$judge" "limits-$key")
  local cxx=${assumed:+; for C++, $assumed}  # (an apostrophe inside \${...:+...} would open a quote)
  [ "$stated" = yes ] || assumed="C++'s limits for $key too, as $judge publishes none of its own$cxx"
  limit_note=${assumed:+" (assumed: $assumed)"}
}

# A field of the judge (build/judges ID FIELD), or DEFAULT for the judge "-" (none).
judge_field() {  # JUDGE FIELD DEFAULT
  if [ "$1" = - ]; then echo "$3"; else "$build/judges" "$1" "$2"; fi
}

# Seconds as "1", "0.5", "0.01" in milliseconds, into the variable ms (no process started: this
# runs several times a case).
to_ms() {
  local whole=${1%%.*} fraction=
  [ "$whole" = "$1" ] || fraction=${1#*.}
  fraction=${fraction}000
  ms=$(( 10#${whole:-0} * 1000 + 10#${fraction:0:3} ))
}

run_solver() {
  local solver=$1 input=$2 dir=$3 limit=$4 memory=$5 cap=${6:-0}
  local ms limit_ms
  to_ms "$limit"
  limit_ms=$ms
  # (no $(...) here: a run is a few ms, and each subshell costs one)
  local output=${run_output:-$dir/output} stderr=${run_stderr:-$dir/stderr}
  "$build/runner" $sandbox_flag --input "$input" --output "$output" --stderr "$stderr" --output-cap "$cap" \
    --cpu "$limit_ms" --wall $(( 2 * ms + 1000 )) --memory "${memory:-0}" --folder "$dir/folder" "$solver" > "$dir/usage" ||
    { (( ${interrupted:-0} )) && verdict=RE why=interrupted status=130 usage= && return 0; exit 2; }  # Ctrl-C while shrinking
  read -r status cpu_ms wall_ms kb capped over cap < "$dir/usage"
  judge_run "$limit" "$memory" "$output" "$stderr"
}

# judge_run LIMIT MEMORY OUTPUT STDERR: the verdict of a run whose runner line is in status,
# cpu_ms, wall_ms, kb, capped, over and cap (run_solver's; make hack reads runner --each's).
judge_run() {
  local limit=$1 memory=$2 output=$3 stderr=$4 ms limit_ms
  to_ms "$limit"
  limit_ms=$ms
  printf -v seconds '%d.%02d' $((wall_ms / 1000)) $((wall_ms % 1000 / 10))
  printf -v cpu '%d.%02d' $((cpu_ms / 1000)) $((cpu_ms % 1000 / 10))
  printf -v peak '%d.%d' $((kb / 1024)) $((kb % 1024 * 10 / 1024))
  usage="CPU $cpu s, wall $seconds s, $peak MB"
  verdict= why=
  if [ "$over" = 1 ]; then
    truncate -s 65536 "$output"
    verdict=OLE why="more than $cap bytes of output (kept: the first 64 KiB)"
  elif (( cpu_ms > limit_ms )); then
    verdict=TLE why="CPU time $cpu s, over the $limit s limit${limit_note:-}; wall $seconds s"
  elif [ "$capped" = 1 ]; then
    verdict=TLE why="no answer within the wall-clock cap of $(( 2 * limit_ms + 1000 )) ms (CPU $cpu s: it waits or sleeps)"
  elif (( memory > 0 && kb > memory * 1024 )); then
    verdict=MLE why="peak memory $peak MB, over the $memory MB limit${limit_note:-}"
  elif [ "$status" -ne 0 ] && (( memory > 0 )) && grep -qm1 'java.lang.OutOfMemoryError' "$stderr"; then
    # A JVM out of the heap its -Xmx gives it (the judge's memory limit): MLE, as judges rule it.
    verdict=MLE why="out of the JVM's heap, -Xmx${memory}m, the $memory MB limit${limit_note:-} (peak $peak MB)"
  elif [ "$status" -ne 0 ]; then
    # Its first line of stderr, or a Python traceback's last (the exception).
    local said
    said=$(head -n 1 "$stderr")
    [ "$said" != "Traceback (most recent call last):" ] || said=$(grep -v '^\s*$' "$stderr" | tail -n 1)
    verdict=RE why="exit status $status${said:+: ${said:0:200}}"
  fi
}

# The sandbox, checked once a tool: bwrap present (make installs it) and able to make its
# namespaces here; SANDBOX=0 runs every solution without it.
sandbox_flag=
sandbox_ready() {
  [ "${SANDBOX:-1}" = 0 ] && sandbox_flag=--no-sandbox && return 0
  command -v bwrap > /dev/null || { echo "run: bwrap is missing (Debian's bubblewrap: make installs it), or set SANDBOX=0 to run solutions unsandboxed" >&2; exit 2; }
  "$build/runner" --probe > /dev/null || { echo "run: bwrap cannot make its namespaces here (a container without them?): set SANDBOX=0 to run solutions unsandboxed" >&2; exit 2; }
}

# A command with each word that names a file or folder relative to here made absolute: a
# solution runs in a working folder of its own.
absolute_command() {  # COMMAND
  local word words=() out=
  read -ra words <<< "$1"
  for word in "${words[@]}"; do
    [[ $word != /* && $word != -* && -e $word ]] && word=$PWD/$word
    out+="${out:+ }$word"
  done
  echo "$out"
}

show() {
  head -n 40 "$1" | cut -c 1-200
  local lines
  lines=$(wc -l < "$1")
  (( lines <= 40 )) || echo "... ($lines lines in all)"
}

show_failure() {  # JUDGE INPUT ANSWER EXPECTED
  if [ -n "$1" ] && { [ "$verdict" = WA ] || [ "$verdict" = PE ]; }; then
    echo "--- the puzzle that failed (expected: $4; exit status $status; $usage)"
    local colour=  # (show writes through head, so its own stdout is no terminal: asked for here)
    [ -t 1 ] && [ -z "${NO_COLOR:-}" ] && colour=--color
    "$build/show" --judge "$1" "$2" "$work/output" "$3" $colour | head -n 80
  else
    echo "--- input"; show "$2"
    echo "--- expected ($4)"; show "$3"
    echo "--- found (exit status $status; $usage)"; show "$work/output"
  fi
}
