# Description: Runs a solver under test on one input, as a judge would, for stress.sh, hack.sh
#  and tests/samples.sh (sourced, not run). The solver gets LIMIT seconds (then TLE; killed a
#  second after TERM); what it prints is capped at CAP bytes (more: OLE) and its stderr at
#  64 KiB, so a runaway solver never floods the terminal or the disk; any exit status but 0 is
#  RE, as judges rule.
# Usage: . stress/run.sh; run_solver 'cmd' INPUT DIR LIMIT [CAP]
#  writes DIR/output (at most 64 KiB of it after an OLE) and DIR/stderr; sets verdict (TLE, OLE, RE, or empty: judge the output),
#  why, status (the exit status) and seconds (wall time). CAP defaults to max(1 MiB, 4 x the
#  size of INPUT). show FILE prints at most its first 40 lines, each cut at 200 characters.

run_solver() {
  local solver=$1 input=$2 dir=$3 limit=$4 cap=${5:-}
  [ -n "$cap" ] || cap=$(( $(stat -c %s "$input") * 4 ))
  (( cap >= 1048576 )) || cap=1048576
  local start=${EPOCHREALTIME/[.,]/}
  # stdout (fd 3 inside) and stderr go through a head each; both have ended when this returns.
  { { timeout -k 1 "$limit" bash -c "$solver" < "$input" 2>&1 1>&3 3>&-; echo $? > "$dir/status"; } |
      head -c 65536 > "$dir/stderr"; } 3>&1 | head -c $((cap + 1)) > "$dir/output"
  read -r status < "$dir/status"
  local us=$(( ${EPOCHREALTIME/[.,]/} - start ))
  printf -v seconds '%d.%03d' $((us / 1000000)) $((us / 1000 % 1000))
  verdict= why=
  if (( $(stat -c %s "$dir/output") > cap )); then
    truncate -s 65536 "$dir/output"
    verdict=OLE why="more than $cap bytes of output (kept: the first 64 KiB)"
  elif [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    verdict=TLE why="no answer within $limit s"
  elif [ "$status" -ne 0 ]; then
    verdict=RE why="exit status $status$(head -c 200 "$dir/stderr" | head -1 | sed 's/^/: /')"
  fi
}

show() {
  head -n 40 "$1" | cut -c 1-200
  local lines
  lines=$(wc -l < "$1")
  (( lines <= 40 )) || echo "... ($lines lines in all)"
}
