#!/usr/bin/env bash
# Description: A deliberately broken solver, for tests/stress/broken.sh: a right solver that
#  first sleeps 5 s, past the wall-clock cap of the stress test's limit. The stress test must
#  call it TLE, though it uses no CPU time.
# Usage: tests/stress/sleepy.sh SOLVER < input
# Status: broken on purpose
sleep 5
exec "$@"
