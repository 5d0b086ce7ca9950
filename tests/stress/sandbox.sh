#!/usr/bin/env bash
# Description: The sandbox of every solution under test (build/runner, in bubblewrap): a
#  solution that writes a file in its working folder, in the checkout by an absolute path and
#  under /tmp, connects to a port on this machine and leaves a background process in a session
#  of its own gets its verdict (OK: it answers right, having seen neither the home folder nor a
#  file of the checkout, the judge's sample answer, another file under /tmp or the saved
#  failures), and leaves the checkout, /tmp and the process table as they were, nothing
#  received on the port; its working folder is fresh and empty each run. A fork bomb ends in a verdict, its processes capped (where a pids cgroup can
#  be made: as root) and gone after. Without the sandbox (SANDBOX=0) a background process is
#  ended all the same. One check each.
# Usage: tests/stress/sandbox.sh   (make test-sandbox)
# Status: run by make test
set -u
build=${BUILD:-build}
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
marker=$RANDOM$RANDOM
export PROBE_CHECKOUT=$here/sandbox-probe-$marker PROBE_TMP=/tmp/sandbox-probe-$marker
export PROBE_SLEEP=3$marker.5
# What a solution must not see: the home folder, a file of the checkout, the judge's sample answer, another file
# under /tmp (the kit keeps its references' answers there), the kit's saved failures.
echo "a file of the run's tools, not of the solution's" > "$work/secret"
export PROBE_SECRETS=$HOME:$here/README.md:$here/samples/acwing-1613/sample-1.out:$work/secret:$here/stress/failures
listener=
trap 'rm -rf "$work" "$PROBE_CHECKOUT" "$PROBE_TMP"; [ -z "$listener" ] || kill "$listener" 2> /dev/null; pkill -f "sleep $PROBE_SLEEP"' EXIT
passed=0 failed=0
check() {  # DESCRIPTION COMMAND...: passes when COMMAND succeeds
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "ok   $what"; else failed=$((failed + 1)); echo "FAIL $what"; fi
}

# A port on this machine that counts what reaches it.
python3 -c '
import socket, sys
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen()
print(s.getsockname()[1], flush=True)
while True:
    c, _ = s.accept(); data = c.recv(100)
    open(sys.argv[1], "ab").write(data or b"a connection\n")
' "$work/received" > "$work/port" &
listener=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
export PROBE_PORT=$(cat "$work/port")
before=$(git -C "$here" status --porcelain 2> /dev/null)  # (other stages make and remove folders in /tmp meanwhile)

for mode in stress samples; do
  if [ $mode = stress ]; then log=$(stress/stress.sh -j acwing-1613 -n 5 -s 1 tests/sandbox/escape.py 2>&1)
  else log=$(stress/samples.sh -j acwing-1613 tests/sandbox/escape.py 2>&1); fi
  check "a solution leaving traces and looking for files, $mode as AcWing 1613: answers right from a fresh empty folder, having seen nothing but its input" grep -q '^[1-9][0-9]* passed, 0 failed$' <<< "$log" ||
    sed 's/^/  | /' <<< "$log" | head -20
done
sleep 0.2
check "nothing written in the checkout" [ ! -e "$PROBE_CHECKOUT" ]
check "nothing written under /tmp" [ ! -e "$PROBE_TMP" ]
check "the checkout as it was (no output.txt in it)" [ "$before" = "$(git -C "$here" status --porcelain 2> /dev/null)" ]
check "nothing received on port $PROBE_PORT" [ ! -s "$work/received" ]
check "no background process left" bash -c "! pgrep -f '^sleep $PROBE_SLEEP\$' > /dev/null"

# Without the sandbox: the background process is ended all the same (a file in the checkout
# would not be stopped, so none is asked for).
log=$(PROBE_CHECKOUT=$work/no-sandbox PROBE_TMP=$work/no-sandbox PROBE_SECRETS= SANDBOX=0 stress/samples.sh -j acwing-1613 tests/sandbox/escape.py 2>&1)
check "SANDBOX=0: the same solution passes" grep -q '^[1-9][0-9]* passed, 0 failed$' <<< "$log"
check "SANDBOX=0: no background process left" bash -c "! pgrep -f '^sleep $PROBE_SLEEP\$' > /dev/null"

# A fork bomb, in the sandbox, where its processes can be capped: never without a cap.
if "$build/runner" --probe | grep -q '^processes: at most'; then
  start=$SECONDS
  log=$(SANDBOX=1 stress/samples.sh -j acwing-1613 tests/sandbox/fork_bomb.py 2>&1)
  # (MLE where its processes' memory together passes the limit first, as a judge's cgroup counts it)
  check "a fork bomb gets a verdict ($(grep -m1 -oE '^(TLE|RE|WA|MLE|OLE)' <<< "$log"), $((SECONDS - start)) s)" grep -qE '^(TLE|RE|WA|MLE)' <<< "$log"
  sleep 0.5
  left=$(pgrep -cf '^/usr/bin/python3 .*fork_bomb[.]py$')
  check "no process of the fork bomb left ($left)" [ "$left" = 0 ]
else
  echo "skipped: the fork bomb ($("$build/runner" --probe | head -1); docs/testing.md)"
fi
echo "$passed passed, $failed failed"
