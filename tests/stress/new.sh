#!/usr/bin/env bash
# Description: Tests make new and make listen (stress/new.py, stress/listen.py) as a contestant
#  meets a problem the kit has never seen: for a spread of the kit's judges (rows and a count
#  line, spaced digits and a blank line between answers, dominoes and a heading, words for a
#  a puzzle without a solution, a heading with its number, signs, cage lines, a best score), the judge's
#  folder removed from a copy of the judges, two fresh samples made (build/gen in its format,
#  answered by build/dlx) and sent as Competitive Companion sends a problem, under another name
#  and address: the row make new writes reads and answers them so that the file make submit
#  bundles from it passes the original judge's samples and stress; samples with an end line or a
#  line between puzzles or answers that no row has (POJ 3074's `END`, HDU 3111's `***`) get a row
#  that reads them and says so, an end line holding cells (`-1`) none. A problem at a judge's own
#  address makes nothing and says which judge; bad JSON, samples that contradict each other,
#  samples no layout fits, a folder already there and missing arguments stop with exit status 2,
#  naming what and where, and write nothing. make listen made a folder from a real HTTP POST
#  to 127.0.0.1, and said which judge a known address is. One check each.
# Usage: tests/stress/new.sh           (BUILD: the build folder, default build)
#        tests/stress/new.sh --every [ID...]   for every judge (or those), the same with its folder
#          and its re-hosts' (the same samples) removed, and the words of its row that the fresh
#          answers do not print given (--word, as read in its statement): a line each, the row inferred (the same as
#          the judge's, or how it differs) and whether its file passes the judge's samples and
#          make stress, or why none; then the counts (docs/new.md quotes them; some 10 minutes)
# Status: run by make test (the stage new)
set -u
build=${BUILD:-build}
here=$(pwd)
work=$(mktemp -d) listener=
trap 'rm -rf "$work"; [ -z "$listener" ] || kill "$listener" 2> /dev/null' EXIT
passed=0 failed=0
check() {  # DESCRIPTION COMMAND...: passes where COMMAND succeeds
  local what=$1
  shift
  if "$@"; then passed=$((passed + 1)); echo "ok   $what"
  else failed=$((failed + 1)); echo "FAIL $what"; fi
}
# problem ID: the judge's folder removed from a copy of the judges ($work/ID/judges), two fresh
# samples in its format, and Competitive Companion's JSON of them ($work/ID/problem.json).
problem() {
  local id=$1 dir=$work/$1 seed
  mkdir -p "$dir/judges" && cp -r samples/. "$dir/judges/" && rm -rf "$dir/judges/$id"
  for other in samples/*/; do  # with --every, its re-hosts too: the same samples, in and out
    [ "$rehosts_removed" = 1 ] && cmp -s "$other/sample-1.in" "samples/$id/sample-1.in" && cmp -s "$other/sample-1.out" "samples/$id/sample-1.out" &&
      rm -rf "$dir/judges/$(basename "$other")"
  done
  for seed in 1 2; do  # (answered by build/brute where dancing links cannot: a best score of several solutions)
    "$build/gen" "$seed" --judge "$id" --puzzles 2 > "$dir/$seed.in" &&
      { "$build/dlx" --judge "$id" < "$dir/$seed.in" > "$dir/$seed.out" 2> /dev/null || "$build/brute" --judge "$id" < "$dir/$seed.in" > "$dir/$seed.out"; } || return 1
  done
  python3 - "$dir" "$("$build/judges" "$id" seconds)" "$("$build/judges" "$id" memory)" "$id" <<'EOF'
import json, sys
folder, seconds, memory, judge = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
tests = [{"input": open(f"{folder}/{n}.in").read(), "output": open(f"{folder}/{n}.out").read()} for n in (1, 2)]
json.dump({"name": f"A problem like {judge}", "group": "Somewhere", "url": f"https://judge.example.org/problem/{judge}",
           "interactive": False, "memoryLimit": memory, "timeLimit": int(seconds * 1000), "tests": tests,
           "testType": "single", "input": {"type": "stdin"}, "output": {"type": "stdout"}, "batch": {"id": "x", "size": 1}},
          open(f"{folder}/problem.json", "w"))
EOF
}

# every ID: its line of --every (a row inferred, how it differs from the judge's, and whether its
# file passes the judge's samples and stress; or why none).
every() {
  local id=$1 dir=$work/$1 log differs verdict words word_args word given
  problem "$id" 2> /dev/null || { echo "$id: no fresh samples (build/gen, or build/dlx and build/brute, cannot make them)"; rm -rf "$dir"; return; }
  # (the judge's words that no fresh answer prints, given as a contestant reads them in the statement)
  words=$(python3 - "samples/$id/judge.toml" "$dir/1.out" "$dir/2.out" <<'EOF'
import sys, tomllib
sys.path.insert(0, "stress")
from new import shows, WORDS
answer, outputs = tomllib.load(open(sys.argv[1], "rb")).get("answer", {}), open(sys.argv[2]).read() + open(sys.argv[3]).read()
for key, _ in WORDS:
    if isinstance(answer.get(key), str) and answer[key] and not shows(outputs, answer[key]):
        print(f"{key}={answer[key]}")
EOF
)
  mapfile -t words <<< "$words"
  [ -n "${words[0]}" ] || words=()
  word_args=()
  for word in "${words[@]}"; do word_args+=(--word "$word"); done
  log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --from "$dir/problem.json" --id fresh "${word_args[@]}" 2>&1)
  if [ ! -f "$dir/judges/fresh/judge.toml" ]; then echo "$id: none: $(sed -n 2p <<< "$log" | sed 's/^ *//')"; rm -rf "$dir"; return; fi
  differs=$(python3 - "samples/$id/judge.toml" "$dir/judges/fresh/judge.toml" <<'EOF'
import sys, tomllib
a, b = (tomllib.load(open(path, "rb")) for path in sys.argv[1:])
print("; ".join(f"{s}.{k} {a[s].get(k)!r} -> {b[s].get(k)!r}" for s in ("input", "answer")
                for k in sorted(set(a[s]) | set(b[s])) if k != "solver" and a[s].get(k) != b[s].get(k)))
EOF
)
  # (the file as a contestant's source: built as the judge builds it, LeetCode's class in its driver)
  if ! SUDOKU_JUDGES=$dir/judges "$build/expander" fresh --parts lib > "$dir/fresh.cpp" 2> /dev/null; then
    verdict="FAILS: no file bundled"
  elif ! SANDBOX=0 stress/samples.sh -j "$id" "$dir/fresh.cpp" > "$dir/samples.log" 2>&1; then
    verdict="FAILS $id's samples: $(grep -m1 -vE '^OK ' "$dir/samples.log" | cut -c1-120)"
  elif ! SANDBOX=0 SHRINK=0 FAILURES=$dir/failures stress/stress.sh -j "$id" -n 40 -t 5 "$dir/fresh.cpp" > "$dir/stress.log" 2>&1; then
    verdict="FAILS make stress by $id's rules: $(grep -m1 '^verdict' "$dir/stress.log" | cut -c1-120)"
  else verdict="passes $id's samples and make stress"; fi
  [ -n "$differs" ] || differs="the judge's own row"
  given=${words[*]:+ (words given as its statement says them: ${words[*]})}
  echo "$id: $(sed -n 's/^new: made [^:]*: //p' <<< "$log" | sed 's/; [0-9.]* s, .*//')$given: $differs; $verdict"
  rm -rf "$dir"
}

rehosts_removed=0  # (--every: a judge's re-hosts removed with it)
if [ "${1:-}" = --every ]; then
  shift
  rehosts_removed=1
  mkdir "$work/every"
  ids=(${*:-$(ls samples)})
  for ((k = 0; k < ${#ids[@]}; k += 2)); do  # two at a time
    for id in "${ids[@]:k:2}"; do every "$id" > "$work/every/$id" & done
    wait
  done
  for id in "${ids[@]}"; do cat "$work/every/$id"; done
  lines=$(cat "$work/every"/*)
  echo "$(grep -c ': .* layout, ' <<< "$lines") of ${#ids[@]} judges given a row from fresh samples," \
       "$(grep -c '; passes ' <<< "$lines") of them passing the judge's samples and make stress by its rules," \
       "$(grep -c "the judge's own row;" <<< "$lines") the judge's own row"
  exit 0
fi

# (Luogu P4573's signs and CodinGame's cage lines: kinds no other judge has, read as the kit's own
# rows; AcWing 183's best score, of puzzles of several solutions too, and -1 for none; options of
# a rule read from the samples, where the only row that has them is removed: Codeforces 1335D's
# bound on the changes (ANTI), Luogu P8549's turns listed (ROTATE; its -1 for none as its
# statement says it: ID:KEY=WORD), Kattis sudokunique's solution beside its words for none and
# several (UNIQUE), Vijos 1352's line of changes before each grid and its smallest answer (ANTI))
for entry in poj-2676 hdu-1426 hdu-4210 spoj-easudoku boj-7517 luogu-p4573 codingame-killer-sudoku-extreme-challenge acwing-183 \
             codeforces-1335d luogu-p8549:no_solution=-1 kattis-sudokunique vijos-1352:no_solution=-1; do
  id=${entry%%:*} word_args=()
  [ "$entry" = "$id" ] || word_args=(--word "${entry#*:}")
  dir=$work/$id
  problem "$id" || { failed=$((failed + 1)); echo "FAIL $id: no fresh samples"; continue; }
  log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --from "$dir/problem.json" --id fresh "${word_args[@]}" 2>&1)
  if [ ! -f "$dir/judges/fresh/judge.toml" ]; then
    failed=$((failed + 1)); echo "FAIL $id: make new made nothing:"; sed 's/^/  | /' <<< "$log" | head -8; continue
  fi
  passed=$((passed + 1)); echo "ok   $id's samples, fresh: $(head -1 <<< "$log")"
  # The new row's file, as make submit bundles and builds it, judged by the original row's rules.
  SUDOKU_JUDGES=$dir/judges "$build/expander" fresh --parts lib > "$dir/fresh.cpp" &&
    g++ -O2 -std=c++98 -w -o "$dir/fresh" "$dir/fresh.cpp" || { failed=$((failed + 1)); echo "FAIL $id: the new row's file does not build"; continue; }
  check "$id: the new row's file passes $id's own samples" eval 'SANDBOX=0 stress/samples.sh -j "$id" "$dir/fresh" > "$dir/samples.log" 2>&1'
  check "$id: the new row's file passes make stress by $id's rules" eval 'SANDBOX=0 SHRINK=0 FAILURES=$dir/failures stress/stress.sh -j "$id" -n 40 -t 5 "$dir/fresh" > "$dir/stress.log" 2>&1'
done

# The new judge at once, as every judge: make judges lists it, make hack hacks its file.
dir=$work/poj-2676
SUDOKU_JUDGES=$dir/judges make --no-print-directory -s hack BUILD="$build" JUDGE=fresh > "$dir/hack.log" 2>&1; status=$?
check "poj-2676's new row (fresh): make judges lists it, make hack JUDGE=fresh passes ($(tail -1 "$dir/hack.log"))" \
  eval 'SUDOKU_JUDGES=$dir/judges make --no-print-directory -s judges BUILD="$build" | grep -q "^fresh " && [ $status -eq 0 ]'

# Samples that show no valid grid (Beecrowd 1383's, seeds 1 and 2: every grid invalid): the word
# for one is a row's, said unconfirmed, with where the statement's goes; given as the statement
# words it (VALID=SIM, make new's --word), it is the row's, and the file passes the judge's own
# samples, which show it.
if problem beecrowd-1383; then
  dir=$work/beecrowd-1383
  log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --from "$dir/problem.json" --id fresh 2>&1)
  check "beecrowd-1383's samples, no valid grid among them: the word for one said unconfirmed ($(grep -m1 -o 'the answer for a valid grid.*' <<< "$log"))" \
    grep -q "not confirmed: the answer for a valid grid, which no sample shows (the kit: .*; the statement's words go in answer.valid, or make new with VALID=)" <<< "$log"
  check "beecrowd-1383's own samples fail the row without the statement's word" eval '! { SUDOKU_JUDGES=$dir/judges "$build/expander" fresh --parts lib > "$dir/fresh.cpp" &&
    SANDBOX=0 stress/samples.sh -j beecrowd-1383 "$dir/fresh.cpp" > /dev/null 2>&1; }'
  rm -rf "$dir/judges/fresh"
  log=$(make --no-print-directory -s new BUILD="$build" SUDOKU_JUDGES="$dir/judges" FROM="$dir/problem.json" ID=fresh VALID=SIM 2>&1)
  check "beecrowd-1383's samples with make new VALID=SIM: said as given ($(grep -m1 VALID= <<< "$log")), the row's word" \
    eval 'grep -q "^new: VALID=.SIM.: the answer for a valid grid, as given" <<< "$log" && ! grep -q "answer for a valid grid, which no sample shows" <<< "$log" &&
          grep -q "^valid = \"SIM\"" "$dir/judges/fresh/judge.toml"'
  check "beecrowd-1383: the row made with VALID=SIM passes the judge's own samples and make stress by its rules" eval 'SUDOKU_JUDGES=$dir/judges "$build/expander" fresh --parts lib > "$dir/fresh.cpp" &&
    SANDBOX=0 stress/samples.sh -j beecrowd-1383 "$dir/fresh.cpp" > "$dir/samples.log" 2>&1 &&
    SANDBOX=0 SHRINK=0 FAILURES=$dir/failures stress/stress.sh -j beecrowd-1383 -n 40 -t 5 "$dir/fresh.cpp" > "$dir/stress.log" 2>&1'
  # (POJ 2676's samples, solved grids: no row that answers a valid grid in words fits them)
  log=$(SUDOKU_JUDGES=$work/poj-2676/judges BUILD=$build python3 stress/new.py --id fresh2 --word valid=Yes \
        --in "$work/poj-2676/1.in $work/poj-2676/2.in" --out "$work/poj-2676/1.out $work/poj-2676/2.out" --time 1 --memory 64 2>&1)
  check "a word the row does not answer (VALID= for puzzles solved): said not used ($(grep -m1 VALID= <<< "$log"))" \
    grep -q "^new: VALID='Yes': not used: the row that fits the samples (rule FIRST) has no answer in words for a valid grid" <<< "$log"
  log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --from "$dir/problem.json" --id fresh3 --word solved=Yes 2>&1); status=$?
  check "an unknown word (--word solved=Yes): exit 2, the words it takes named, nothing made" \
    eval '[ $status -eq 2 ] && grep -q "^new: SOLVED=Yes: expected the answer for one of VALID= (a valid grid), CLASH=" <<< "$log" && [ ! -e "$dir/judges/fresh3" ]'
else failed=$((failed + 1)); echo "FAIL beecrowd-1383: no fresh samples"; fi

# A line the samples show that no judge's row has: POJ 3074's `end` as `END`, HDU 3111's `---`
# between puzzles as `***` (its `---` between answers, with its folder removed, no row's either):
# read from the samples, said to be unconfirmed, and the new row's file
# passes its samples and make stress by the new row's rules; `-1`, which holds cells, is refused
# (the file to paste would read it as cells).
changes=0
for change in "poj-3074 s/^end\$/END/ line after the last puzzle (the kit: 'END'" \
              "hdu-3111 s/^---\$/***/ line between puzzles (the kit: '\*\*\*'" "poj-3074 s/^end\$/-1/ -"; do
  read -r id edit said <<< "$change"
  dir=$work/$id-changed-$((++changes))
  problem "$id" && mv "$work/$id" "$dir" || { failed=$((failed + 1)); echo "FAIL $id: no fresh samples"; continue; }
  sed -i "$edit" "$dir"/[12].in
  python3 -c 'import json, sys; p = json.load(open(sys.argv[1])); [t.update(input=open(f"{sys.argv[2]}/{n}.in").read()) for n, t in zip((1, 2), p["tests"])]; json.dump(p, open(sys.argv[1], "w"))' "$dir/problem.json" "$dir"
  log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --from "$dir/problem.json" --id changed 2>&1); status=$?
  if [ "$said" = - ]; then
    check "$id's end line as -1 (cells): refused, exit 2, the file to paste could not read it" \
      eval '[ $status -eq 2 ] && grep -q "the file to paste: .* holds a cell" <<< "$log" && [ ! -e "$dir/judges/changed" ]'
    continue
  fi
  check "$id's samples with another ${said%% (*}: made, said unconfirmed ($(grep -m1 "not confirmed: the line" <<< "$log"))" \
    eval '[ $status -eq 0 ] && grep -q "not confirmed: the $said" <<< "$log"'
  # (HDU 3111's `---` between answers, which no other row has: read from the outputs)
  [ "$id" != hdu-3111 ] || check "hdu-3111's answers parted by ---, which no other row has: read, said unconfirmed" \
    grep -q "not confirmed: the line between answers (the kit: '---'" <<< "$log"
  SUDOKU_JUDGES=$dir/judges "$build/expander" changed --parts lib > "$dir/changed.cpp" && g++ -O2 -std=c++98 -w -o "$dir/changed" "$dir/changed.cpp" &&
    check "$id's samples changed: the new row's file passes its samples and make stress by its rules" \
      eval 'SUDOKU_JUDGES=$dir/judges SANDBOX=0 stress/samples.sh -j changed "$dir/changed" > "$dir/samples.log" 2>&1 &&
            SUDOKU_JUDGES=$dir/judges SANDBOX=0 SHRINK=0 FAILURES=$dir/failures stress/stress.sh -j changed -n 30 -t 5 "$dir/changed" > "$dir/stress.log" 2>&1' ||
    { failed=$((failed + 1)); echo "FAIL $id changed: the new row's file does not build"; }
done

# Numbers past the side (Kick Start 2013 B A's own samples: 999 in a 9x9 grid makes it invalid),
# its folder and its re-host's (AcWing 703) removed: read up to 999, said unconfirmed, and the
# file passes its samples.
dir=$work/numbers-past-n
mkdir -p "$dir/judges" && cp -r samples/. "$dir/judges/" && rm -rf "$dir/judges/"{kickstart-2013b-a,acwing-703}
log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --id fresh --in samples/kickstart-2013b-a/sample-1.in --out samples/kickstart-2013b-a/sample-1.out --time 1 --memory 64 2>&1)
check "kickstart-2013b-a's samples, numbers past the side: read up to 999, said unconfirmed, its file passes them" \
  eval 'grep -q "not confirmed: the largest number a cell may hold (the kit: 999" <<< "$log" && SUDOKU_JUDGES=$dir/judges "$build/expander" fresh --parts lib > "$dir/fresh.cpp" &&
        SANDBOX=0 stress/samples.sh -j kickstart-2013b-a "$dir/fresh.cpp" > "$dir/samples.log" 2>&1'

# MINIMAL's word for a puzzle not minimal and a size line of box sizes from 2, which no row but
# HDU 3909's has (its own samples, its folder removed; its word for none, which they do not show,
# as its statement words it): read, the judge's own row, its file passing its samples.
dir=$work/minimal
mkdir -p "$dir/judges" && cp -r samples/. "$dir/judges/" && rm -rf "$dir/judges/hdu-3909"
log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --id fresh --in samples/hdu-3909/sample-1.in --out samples/hdu-3909/sample-1.out \
      --time 20 --memory 64 --word no_solution="No Solution" 2>&1)
check "hdu-3909's own samples: MINIMAL's 'Not Minimal' and box sizes from 2 read, its file passes them ($(head -1 <<< "$log"))" \
  eval 'grep -q "^rule = \"MINIMAL\"" "$dir/judges/fresh/judge.toml" && grep -q "^not_minimal = \"Not Minimal\"" "$dir/judges/fresh/judge.toml" &&
        grep -q "^smallest_box = 2" "$dir/judges/fresh/judge.toml" && SUDOKU_JUDGES=$dir/judges "$build/expander" fresh --parts lib > "$dir/fresh.cpp" &&
        SANDBOX=0 stress/samples.sh -j hdu-3909 "$dir/fresh.cpp" > "$dir/samples.log" 2>&1'

# A title before each puzzle that no row has (Project Euler 96's `Grid 01`, its folder and
# SPOJ NOVICE42's removed): read as `Grid %02d`, and the file passes the judge's samples.
dir=$work/title
if problem project-euler-96; then
  mv "$work/project-euler-96" "$dir" && rm -rf "$dir/judges/spoj-novice42"
  log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py --from "$dir/problem.json" --id fresh 2>&1)
  check "project-euler-96's samples, titles no row has: read as 'Grid %02d', its file passes its samples" \
    eval 'grep -q "^title = \"Grid %02d\"" "$dir/judges/fresh/judge.toml" && SUDOKU_JUDGES=$dir/judges "$build/expander" fresh --parts lib > "$dir/fresh.cpp" &&
          SANDBOX=0 stress/samples.sh -j project-euler-96 "$dir/fresh.cpp" > "$dir/samples.log" 2>&1'
else failed=$((failed + 1)); echo "FAIL project-euler-96: no fresh samples"; fi

# make new's trials (build/dlx --fit): a row whose trial runs past DLX_FIT_SECONDS (COUNT of an
# empty grid) is said and passed over, and a new child tries the rows after it.
row=$(grep -v '^solver' samples/acwing-1613/judge.toml)
printf '.........\n%.0s' 1 2 3 4 5 6 7 8 9 > "$work/empty.in" && echo x > "$work/empty.out"
fit=$({ printf '%s\0' "$row"; printf '%s\0' "$(sed 's/^rule = "FIRST"/rule = "COUNT"/; s/^promise = "one"/promise = "any"/' <<< "$row")"; printf '%s\0' "$row"; } |
      DLX_FIT_SECONDS=1 "$build/dlx" --fit "$work/empty.in" "$work/empty.out" 2>&1)
check "build/dlx --fit: a row past DLX_FIT_SECONDS=1 (COUNT of an empty grid) said, the rows around it tried ($(tr '\t\n' ' |' <<< "$fit"))" \
  eval '[ "$fit" = "$(printf "ok\t1\nbroke\t0\tthe reference took over 1 s\nok\t1")" ]'

# A problem at the address of one of the kit's judges: said, nothing made.
dir=$work/poj-2676
sed 's#https://judge.example.org/problem/poj-2676#http://poj.org/problem?id=2676#' "$dir/problem.json" > "$dir/known.json"
before=$(ls -a samples)
log=$(SUDOKU_JUDGES=$here/samples BUILD=$build python3 stress/new.py --from "$dir/known.json" 2>&1); status=$?
check "a problem at POJ 2676's own address: exit 0, says which judge, makes nothing ($log)" \
  eval '[ $status -eq 0 ] && grep -q "is the kit.s judge poj-2676: nothing made" <<< "$log" && [ "$before" = "$(ls -a samples)" ]'

# What stops make new (exit status 2), naming what and where, with nothing written.
refused() {  # DESCRIPTION PATTERN ARGS...: new.py ARGS exits 2, its message matches PATTERN, nothing is written
  local what=$1 pattern=$2 before
  shift 2
  before=$(ls "$dir/judges" | wc -l)
  log=$(SUDOKU_JUDGES=$dir/judges BUILD=$build python3 stress/new.py "$@" 2>&1); status=$?
  check "$what: exit 2, '$(head -1 <<< "$log")'" eval '[ $status -eq 2 ] && grep -qE "$pattern" <<< "$log" && [ "$(ls "$dir/judges" | wc -l)" = "$before" ] && ! ls -a "$dir/judges" | grep -q "^\.new-"'
}
printf '{"name": "broken", "tests": [\n  {"input": "1"\n' > "$work/bad.json"
refused "bad JSON" "bad.json: not JSON: line 3, column 1" --from "$work/bad.json"
python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); p["tests"].append({"input": p["tests"][0]["input"], "output": "something else\n"}); json.dump(p, open(sys.argv[2], "w"))' "$dir/problem.json" "$work/contradict.json"
refused "samples that contradict each other" "samples 1 and 3 have the same input and different outputs" --from "$work/contradict.json" --id other
python3 -c 'import json; json.dump({"name": "x", "timeLimit": 1000, "memoryLimit": 64, "tests": [{"input": "hello\nworld\n", "output": "42\n"}]}, open("'"$work"'/unknown.json", "w"))'
refused "samples no layout fits (the nearest rows and where each broke)" "no layout the kit reads fits these samples.*
  read as [a-z0-9-]+'s input.*: sample 1 input: .*line 1" --from "$work/unknown.json" --id unknown
refused "a folder already there" "judges/fresh already exists: give another ID=" --id fresh --in "$dir/1.in" --out "$dir/1.out" --time 1 --memory 64
# (a compiler that refuses every file, on the PATH first: no row's file compiles, so none is written)
mkdir -p "$work/refusing" && printf '#!/bin/sh\necho "error: this compiler refuses every file" >&2\nexit 1\n' > "$work/refusing/g++" && chmod +x "$work/refusing/g++"
PATH=$work/refusing:$PATH refused "samples whose rows' files do not compile" "no row the samples fit has a file that compiles: the file to paste does not compile: error: this compiler refuses" --id uncompiled --in "$dir/1.in" --out "$dir/1.out" --time 1 --memory 64
refused "no FROM and no samples" "give FROM=problem.json .*missing: IN, OUT, TIME, MEMORY" --id lonely
python3 -c 'import json; json.dump({"name": "x", "timeLimit": 1000, "memoryLimit": 64, "tests": [{"input": "1"}]}, open("'"$work"'/no-output.json", "w"))'
refused "a sample without its output" "tests\[0\]: expected" --from "$work/no-output.json"

# make listen: a real POST to 127.0.0.1, as Competitive Companion sends it.
port=$((27200 + RANDOM % 500))
mkdir "$work/listened" && cp -r samples/. "$work/listened/" && rm -rf "$work/listened/hdu-1426"
SUDOKU_JUDGES=$work/listened BUILD=$build python3 -u stress/listen.py "$port" > "$work/listen.log" 2>&1 &
listener=$!
for _ in $(seq 50); do grep -q waiting "$work/listen.log" && break; sleep 0.1; done
post() { python3 -c 'import sys, urllib.request; urllib.request.urlopen(urllib.request.Request(sys.argv[1], data=open(sys.argv[2], "rb").read(), headers={"Content-Type": "application/json"}), timeout=60).read()' "http://127.0.0.1:$port/" "$1"; }
post "$work/hdu-1426/problem.json"
sed 's#https://judge.example.org/problem/hdu-1426#http://poj.org/problem?id=2676#' "$work/hdu-1426/problem.json" > "$work/known.json"
post "$work/known.json"
sleep 0.2
check "make listen: a POST to 127.0.0.1:$port made example-hdu-1426/ ($(grep -m1 'made' "$work/listen.log"))" \
  eval 'grep -q "^listen: new: made .*example-hdu-1426/" "$work/listen.log" && [ -f "$work/listened/example-hdu-1426/judge.toml" ]'
check "make listen: a known address said, nothing made" eval 'grep -q "^listen: new: http://poj.org/problem?id=2676 is the kit.s judge poj-2676: nothing made" "$work/listen.log" && [ "$(ls "$work/listened" | wc -l)" = "$(ls samples | wc -l)" ]'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
