#!/usr/bin/env bash
# Makes sure a file from a Debian package is present, installing the package where it is missing;
# or, with --npm, a file of a package from the npm registry (Kotlin's compiler: Debian's is too old).
#   tests/need.sh FILE PACKAGE...
#   tests/need.sh --npm FILE PACKAGE@VERSION    (npm install -g, Debian's npm installed first where missing)
# As root it runs apt-get (update first: a fresh machine has no package lists) or npm; otherwise
# it says what to run and fails. Calls wait for each other (make test builds in parallel, and two
# apt-gets at once would fight over dpkg's lock).
set -eu
npm=false
[ "$1" = --npm ] && { npm=true; shift; }
file=$1; shift
[ -e "$file" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  if $npm; then echo "missing $file: run 'sudo npm install -g $*' first" >&2
  else echo "missing $file: run 'sudo apt-get install $*' first" >&2; fi
  exit 1
fi
exec 9> "${TMPDIR:-/tmp}/sudoku-kit-apt.lock"
flock 9
[ -e "$file" ] && exit 0  # installed by the call this one waited for
echo "installing $* (for $file)" >&2
if $npm; then
  command -v npm > /dev/null || { apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >&2; }
  npm install -g --no-fund --no-audit "$@" >&2
else
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
fi
[ -e "$file" ] || { echo "installed $* but $file is still missing" >&2; exit 1; }
