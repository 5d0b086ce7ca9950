# Description: Shrinks a failing case before it is saved (sourced by stress.sh and hack.sh). A
#  case is measured as (puzzles, blanks), compared in that order, and a step is kept only when it
#  lowers that measure and the case still fails with the same verdict, so the case kept is never
#  bigger than the one that failed. The steps, cheapest and surest first: the failing puzzle
#  alone (the judge's count line and format kept; for a failure of layout, or one that needs the
#  puzzles before it, the fewest first puzzles that keep it); then blanks filled from the
#  reference's solution, all at once, then by halves, quarters, ... down to one (as delta
#  debugging does: about log2(blanks) runs a blank that must stay). Filling a blank from a
#  solution keeps the judge's promise (one solution, at least one, one or none); givens are never
#  taken away (that makes a case bigger). Where the case fails just as well with every blank
#  filled and the verdict is not a wrong answer (RE, MLE, OLE: a solution that crashes on any
#  grid), the input does not cause the failure: the case is kept as it failed, and said so. A
#  TLE is kept whole (which puzzle is slow is not known, and each try could take the limit).
#  Each candidate is run anew, reference included (judge_case). Bounded by SHRINK_SECONDS (30),
#  each run of the reference too (a candidate it cannot answer in the time left is passed over).
#  A line says the case being shrunk at once, then each size kept (a live line on a terminal);
#  Ctrl-C (SIGINT) stops shrinking with the smallest case so far, which the caller saves beside
#  the original before it exits 130 (interrupted=1). SHRINK=0 turns shrinking off.
# Usage: . stress/shrink.sh; shrink_case JUDGE   with $work/input failing with $verdict, and
#  judge_case defined (runs the solver and the reference on $work/input, sets verdict, why,
#  status and usage): leaves the original case in $work/original/ (input, output, answer,
#  stderr), the shrunk one in $work/ with its output, answer, verdict, status and usage, and says
#  in $shrunk how far it went ("shrunk from 20 puzzles, 312 blanks to 1 puzzle, 6 blanks"; empty
#  when nothing was shrunk), in $not_shrunk why not: where it chose not to, or where no smaller
#  case failed the same way.
#  save_case DIR GEN   saves the case in $work as DIR (input, output, answer, stderr, what the
#  solution wrote in its folder, its source, the solver, GEN: how the case was made, the
#  reference, limit, judge, verdict), and the original beside it as DIR/original where the case
#  was shrunk: each replayable by stress.sh -r. A DIR that exists is kept: the case goes to
#  DIR-2 (DIR-3, ...), and saved_dir names where it went.
#  say_saved ASKED   says where the case went, and that ASKED was taken where it was.
#  slowest_puzzle JUDGE   after a TLE on a batch: its slowest puzzle, run alone (below).
#  interrupted_exit DIR   after save_case, when Ctrl-C stopped shrinking: says where the cases are
#  and exits 130.

interrupted=0
shrink_case() {  # JUDGE
  local judge=$1 want=$verdict first_why=$why first_status=${status:-0} first_usage=${usage:-}
  local kept_why=$why kept_status=$first_status kept_usage=$first_usage
  local kept_run=$work/original deadline=$((SECONDS + ${SHRINK_SECONDS:-30})) tries=0 at count k filled
  local kept_puzzles kept_blanks size_text puzzles blanks chunk i n progress=false live=false
  shrunk= not_shrunk=
  mkdir -p "$work/original"
  cp "$work"/{input,output,answer,stderr} "$work/original/"
  rm -rf "$work/kept.d" "$work/original/folder"
  [ ! -d "$work/folder" ] || cp -r "$work/folder" "$work/original/folder"
  [ "${SHRINK:-1}" != 0 ] && [ "$want" != TLE ] || return 0
  cp "$work/input" "$work/kept"
  [ -t 2 ] && live=true
  measure() {  # FILE: sets size_text ("3 puzzles, 59 blanks"), puzzles and blanks; false for no input of the judge
    size_text=$("$build/shrink" --judge "$judge" size "$1" 2> /dev/null) || return 1
    read -r puzzles _ blanks _ <<< "$size_text"
  }
  measure "$work/kept"
  kept_puzzles=$puzzles kept_blanks=$blanks
  echo "shrinking: $want on $size_text; at most ${SHRINK_SECONDS:-30} s (SHRINK=0: none), Ctrl-C keeps the smallest so far"
  trap 'interrupted=1' INT
  # CANDIDATE fails as the case did and is smaller: it becomes the case kept, with what its run
  # left in kept.d (kept_run: where the kept case's run is, the original's until one is kept).
  fails() {  # CANDIDATE WHAT
    (( SECONDS < deadline && ! interrupted )) || return 1
    measure "$1" || return 1  # (every domino given: 36, past the 35 a puzzle may give)
    local left
    (( puzzles < kept_puzzles || (puzzles == kept_puzzles && blanks < kept_blanks) )) || return 1
    tries=$((tries + 1))
    cp "$1" "$work/input"
    left=$((deadline - SECONDS))
    (( left > 0 )) || return 1  # (timeout 0 would not bound the reference at all)
    reference_seconds=$left judge_case
    (( ! interrupted )) && [ "$verdict" = "$want" ] || return 1
    cp "$1" "$work/kept"
    kept_puzzles=$puzzles kept_blanks=$blanks
    rm -rf "$work/kept.d" && mkdir "$work/kept.d" && cp "$work"/{output,answer,stderr} "$work/kept.d/"
    [ ! -d "$work/folder" ] || cp -r "$work/folder" "$work/kept.d/folder"
    kept_why=$why kept_status=${status:-0} kept_usage=${usage:-} kept_run=$work/kept.d
    local line="shrinking: $size_text ($2; run $tries)"
    if $live; then printf '\r\033[K%s' "$line" >&2; else echo "$line"; fi
  }
  count=$kept_puzzles
  at=$("$build/shrink" --judge "$judge" failing "$work/original/input" "$work/original/output" "$work/original/answer")
  if (( count > 1 && at > 0 )); then
    "$build/shrink" --judge "$judge" keep "$work/kept" "$at" > "$work/candidate" && fails "$work/candidate" "the failing puzzle alone" ||
      for ((k = 1; k < at; k++)); do  # it needs puzzles before it: the fewest first ones
        "$build/shrink" --judge "$judge" keep "$work/kept" $(seq "$k") "$at" > "$work/candidate" &&
          fails "$work/candidate" "puzzle $at with the $k before it" && break
      done
  elif (( count > 1 )); then
    for ((k = 1; k < count; k++)); do
      "$build/shrink" --judge "$judge" keep "$work/kept" $(seq "$k") > "$work/candidate" &&
        fails "$work/candidate" "the first $k puzzle$( ((k == 1)) || echo s)" && break
    done
  fi
  # Blanks filled from the answer to the case kept (its reference's): all, then by halves. A
  # puzzle of dominoes has its blanks filled by the answer's dominoes ("P:I=D,J=E"), two at a time.
  local -a open
  local unit=blank
  mapfile -t open < <("$build/shrink" --judge "$judge" blanks "$work/kept" "$kept_run/answer" 2> /dev/null)
  [[ ${open[0]:-} != *,* ]] || unit=domino
  n=${#open[@]} chunk=$(( (${#open[@]} + 1) / 2 ))
  if (( n > 0 )); then
    "$build/shrink" --judge "$judge" set "$work/kept" "${open[@]}" > "$work/candidate"
    if fails "$work/candidate" "every blank filled"; then
      open=()
      case $want in RE | MLE | OLE)  # fails on a solved grid: not the input's doing
        not_shrunk="it fails the same way ($want) with every blank filled: the input does not cause it"
        cp "$work/original/input" "$work/kept"
        kept_run=$work/original kept_why=$first_why kept_status=$first_status kept_usage=$first_usage ;;
      esac
    fi
  fi
  while (( chunk >= 1 && ${#open[@]} > 0 )) && (( SECONDS < deadline && ! interrupted )); do
    progress=false
    for ((i = 0; i < ${#open[@]}; )); do
      (( SECONDS < deadline && ! interrupted )) || break
      "$build/shrink" --judge "$judge" set "$work/kept" "${open[@]:i:chunk}" > "$work/candidate"
      filled=$(( chunk < ${#open[@]} - i ? chunk : ${#open[@]} - i ))
      if fails "$work/candidate" "$filled $unit$( ((filled == 1)) || echo s) filled"; then
        open=("${open[@]:0:i}" "${open[@]:i+chunk}") progress=true
      else
        i=$((i + chunk))
      fi
    done
    (( chunk > 1 )) || $progress || break
    (( chunk == 1 )) || chunk=$(( (chunk + 1) / 2 ))
  done
  trap - INT
  $live && printf '\r\033[K' >&2
  # The case kept, with what its run left: its output, answer, verdict and the solution's folder.
  cp "$work/kept" "$work/input" && cp "$kept_run"/{output,answer,stderr} "$work/"
  rm -rf "$work/folder" && { [ ! -d "$kept_run/folder" ] || cp -r "$kept_run/folder" "$work/folder"; }
  verdict=$want why=$kept_why status=$kept_status usage=$kept_usage
  local stopped=
  (( SECONDS < deadline )) || stopped=", stopped at ${SHRINK_SECONDS:-30} s"
  (( ! interrupted )) || stopped=", stopped by Ctrl-C"
  if ! cmp -s "$work/input" "$work/original/input"; then
    shrunk="shrunk from $("$build/shrink" --judge "$judge" size "$work/original/input") to $("$build/shrink" --judge "$judge" size "$work/input") ($tries run$( ((tries == 1)) || echo s)$stopped)"
  elif [ -z "$not_shrunk" ]; then
    not_shrunk="no smaller case failed the same way ($tries run$( ((tries == 1)) || echo s)$stopped)"
  fi
  [ -z "$not_shrunk" ] || echo "shrinking: not shrunk: $not_shrunk"
}

# slowest_puzzle JUDGE: after a TLE on $work/input, a batch, runs each of its puzzles alone under
# the same limit (stopping at one that takes it alone), says which took the most CPU time, and
# leaves it as $work/slowest (save_case keeps it as DIR/slowest.in). A single puzzle: nothing.
slowest_puzzle() {
  local judge=$1 n k most=-1 at=0 ms line alone
  local was_verdict=$verdict was_why=$why was_status=$status was_usage=$usage  # the batch's, kept
  read -r n _ < <("$build/shrink" --judge "$judge" size "$work/input")
  (( n > 1 )) || return 0
  mkdir -p "$work/alone"
  for ((k = 1; k <= n; k++)); do
    "$build/shrink" --judge "$judge" keep "$work/input" "$k" > "$work/alone/input"
    run_output=$work/alone/output run_stderr=$work/alone/stderr run_solver "$command" "$work/alone/input" "$work/alone" "$limit" "$memory"
    to_ms "$cpu"
    if (( ms > most )); then most=$ms at=$k line="$usage" && cp "$work/alone/input" "$work/slowest"; fi
    [ "$verdict" != TLE ] || break
  done
  alone=$verdict
  verdict=$was_verdict why=$was_why status=$was_status usage=$was_usage
  echo "slowest: puzzle $at of $n, run alone: $line$([ "$alone" = TLE ] && echo " (a TLE alone)")"
}

save_case() {  # DIR GEN
  local dir=$1 f k=2
  while [ -e "$dir" ]; do dir=${1%/}-$k k=$((k + 1)); done  # an earlier case is kept
  saved_dir=$dir
  mkdir -p "$dir"
  cp "$work"/{input,output,answer,stderr} "$dir/"
  [ -z "$(ls -A "$work/folder" 2> /dev/null)" ] || cp -r "$work/folder" "$dir/folder"  # what it wrote there
  [ ! -e "$work/slowest" ] || cp "$work/slowest" "$dir/slowest.in"
  echo "$solver" > "$dir/solver"
  [ "$language" = command ] || { mkdir "$dir/source" && cp "$solver" "$dir/source/"; }
  echo "$2" > "$dir/gen"
  echo "$reference" > "$dir/reference"
  echo "$limit" > "$dir/limit"
  echo "$verdict $why" > "$dir/verdict"
  [ -z "$judge" ] || echo "$judge" > "$dir/judge"
  [ -n "$shrunk" ] || return 0
  mkdir "$dir/original"  # the case as it was made, beside the shrunk one
  cp "$work/original"/{input,output,answer,stderr} "$dir/original/"
  for f in solver source gen reference limit judge; do [ ! -e "$dir/$f" ] || cp -r "$dir/$f" "$dir/original/"; done
  echo "$shrunk" > "$dir/shrunk"
}

# say_saved ASKED: the lines that say where save_case put the case (saved_dir) and how far it was
# shrunk, and that an earlier case kept the name ASKED.
say_saved() {
  echo "saved:   $saved_dir/${shrunk:+ ($shrunk; the original in $saved_dir/original/)}${not_shrunk:+ (not shrunk: $not_shrunk)}"
  [ "$saved_dir" = "$1" ] || echo "         (a new name: $1/ holds an earlier case, kept)"
}

interrupted_exit() {  # DIR
  (( interrupted )) || return 0
  echo "interrupted: the smallest case so far saved in $1/${shrunk:+ (the original in $1/original/)}"
  echo "replay:  $here/stress.sh -r $1"
  exit 130
}
