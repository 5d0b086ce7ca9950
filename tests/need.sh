#!/usr/bin/env bash
# Makes sure a file from a Debian package is present, installing the package where it is missing.
#   tests/need.sh FILE PACKAGE...
# As root it runs apt-get (update first: a fresh machine has no package lists); otherwise it says
# what to run and fails. Calls wait for each other (make test builds in parallel, and two
# apt-gets at once would fight over dpkg's lock).
set -eu
file=$1; shift
[ -e "$file" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "missing $file: run 'sudo apt-get install $*' first" >&2
  exit 1
fi
exec 9> "${TMPDIR:-/tmp}/sudoku-kit-apt.lock"
flock 9
[ -e "$file" ] && exit 0  # installed by the call this one waited for
echo "installing $* (for $file)" >&2
apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
[ -e "$file" ] || { echo "installed $* but $file is still missing" >&2; exit 1; }
