#!/usr/bin/env bash
# Description: A deliberately broken solver, for tests/stress/broken.sh: a right solver, except
#  that it calls input with a tab malformed and exits 2 (tabs may separate cells). The stress
#  test must call it RE.
# Usage: tests/stress/rejects_tabs.sh SOLVER < input
# Status: broken on purpose
input=$(cat; echo x)  # the x keeps trailing newlines, which $(...) would drop
input=${input%x}
if [[ $input == *$'\t'* ]]; then
  echo "malformed input: unexpected tab" >&2
  exit 2
fi
printf '%s' "$input" | "$@"
