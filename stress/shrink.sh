# Description: Shrinks a failing case before it is saved (sourced by stress.sh and hack.sh): to
#  the failing puzzle alone (the judge's count line and format kept; for a failure of layout,
#  the fewest first puzzles that keep it), then with as many of its givens taken away as keep
#  both the failure and the judge's promise (one solution, for instance; counted by dancing
#  links), then with as many blanks filled from the reference's solution as keep the failure
#  (last, so that what is left to read is the few cells the failure needs). "Keeps the failure": the caller's judge_case gives the same verdict again (the
#  reference run anew on each candidate). Bounded by SHRINK_SECONDS (30), each run of the reference
#  too: a candidate it cannot answer in the time left (a puzzle of few givens and no solution can
#  take a brute force minutes) is passed over. SHRINK=0 turns it off.
# Usage: . stress/shrink.sh; shrink_case JUDGE   with $work/input failing with $verdict, and
#  judge_case defined (runs the solver and the reference on $work/input, sets verdict): leaves
#  the original case in $work/original/ (input, output, answer, stderr), the shrunk one in
#  $work/ with its output, answer and verdict, and says in $shrunk how far it went ("shrunk
#  from 20 puzzles, 312 blanks to 1 puzzle, 6 blanks"; empty when nothing was shrunk). A TLE is
#  kept whole (which puzzle is slow is not known, and each try could take the limit).
#  save_case DIR GEN   saves the case in $work as DIR (input, output, answer, stderr, what the
#  solution wrote in its folder, its source, the solver, GEN: how the case was made, the
#  reference, limit, judge, verdict), and the original beside it as DIR/original where the case
#  was shrunk: each replayable by stress.sh -r.

shrink_case() {  # JUDGE
  local judge=$1 want=$verdict kept_why=$why kept_run=$work/original deadline=$((SECONDS + ${SHRINK_SECONDS:-30})) tries=0 line at count k
  shrunk=
  mkdir -p "$work/original"
  cp "$work"/{input,output,answer,stderr} "$work/original/"
  rm -rf "$work/kept.d" "$work/original/folder"
  [ ! -d "$work/folder" ] || cp -r "$work/folder" "$work/original/folder"
  [ "${SHRINK:-1}" != 0 ] && [ "$want" != TLE ] || return 0
  cp "$work/input" "$work/kept"
  # CANDIDATE fails as the case did: it becomes the case kept, with what its run left in kept.d
  # (kept_run: where the kept case's run is, the original's until a candidate is kept).
  fails() {
    (( SECONDS < deadline )) || return 1
    tries=$((tries + 1))
    cp "$1" "$work/input"
    reference_seconds=$((deadline - SECONDS)) judge_case
    [ "$verdict" = "$want" ] || return 1
    cp "$1" "$work/kept"
    rm -rf "$work/kept.d" && mkdir "$work/kept.d" && cp "$work"/{output,answer,stderr} "$work/kept.d/"
    [ ! -d "$work/folder" ] || cp -r "$work/folder" "$work/kept.d/folder"
    kept_why=$why kept_run=$work/kept.d
  }
  count=$("$build/shrink" --judge "$judge" size "$work/kept" | cut -d' ' -f1)
  at=$("$build/shrink" --judge "$judge" failing "$work/original/input" "$work/original/output" "$work/original/answer")
  if (( count > 1 && at > 0 )); then
    "$build/shrink" --judge "$judge" keep "$work/kept" "$at" > "$work/candidate" && fails "$work/candidate"
  elif (( count > 1 )); then
    for ((k = 1; k < count; k++)); do
      "$build/shrink" --judge "$judge" keep "$work/kept" $(seq "$k") > "$work/candidate" && fails "$work/candidate" && break
    done
  fi
  # Givens taken away where the promise still holds (VERIFY's and ANTI's grids have no givens to spare).
  if [ "$("$build/judges" "$judge" solver)" != none ]; then
    "$build/shrink" --judge "$judge" givens "$work/kept" > "$work/givens"
    while read -r line; do
      (( SECONDS < deadline )) || break
      "$build/shrink" --judge "$judge" set "$work/kept" "$line" > "$work/candidate" &&
        "$build/shrink" --judge "$judge" promise "$work/candidate" && fails "$work/candidate"
    done < "$work/givens"
  fi
  # Blanks filled from the answer to the case kept (its reference's).
  "$build/shrink" --judge "$judge" blanks "$work/kept" "$kept_run/answer" > "$work/blanks" 2> /dev/null
  while read -r line; do
    (( SECONDS < deadline )) || break
    "$build/shrink" --judge "$judge" set "$work/kept" "$line" > "$work/candidate" && fails "$work/candidate"
  done < "$work/blanks"
  # The case kept, with what its run left: its output, answer, verdict and the solution's folder.
  cp "$work/kept" "$work/input" && cp "$kept_run"/{output,answer,stderr} "$work/"
  rm -rf "$work/folder" && { [ ! -d "$kept_run/folder" ] || cp -r "$kept_run/folder" "$work/folder"; }
  verdict=$want why=$kept_why
  if ! cmp -s "$work/input" "$work/original/input"; then
    shrunk="shrunk from $("$build/shrink" --judge "$judge" size "$work/original/input") to $("$build/shrink" --judge "$judge" size "$work/input") ($tries runs$( (( SECONDS < deadline )) || echo ", stopped at ${SHRINK_SECONDS:-30} s"))"
  fi
}

save_case() {  # DIR GEN
  local dir=$1 f
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$work"/{input,output,answer,stderr} "$dir/"
  [ -z "$(ls -A "$work/folder" 2> /dev/null)" ] || cp -r "$work/folder" "$dir/folder"  # what it wrote there
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
