#!/usr/bin/env bash
# Description: A wrong solution made from a right one, for the shrink stage's mutants: runs
#  PROGRAM on stdin and twists what it prints. third: the first two digits of the third answer's
#  first line swapped (a 9-line answer a puzzle); last-blank: where the input's last cell is
#  blank ('0' or '.'), the last digit printed changed; no-gaps: the blank lines between answers
#  left out (a failure of layout, not of any one puzzle).
# Usage: tests/stress/twist.sh third|last-blank|no-gaps PROGRAM   (a solver command for stress.sh)
set -u
input=$(cat)
case $1 in
  third) printf '%s\n' "$input" | "$2" | sed '19s/^\(.\)\(.\)/\2\1/' ;;
  last-blank)
    last=$(printf '%s\n' "$input" | grep -v '^\s*$' | tail -n 1)
    case ${last: -1} in
      0 | .) printf '%s\n' "$input" | "$2" |
               awk '{ line[NR] = $0 } END { d = substr(line[NR], length(line[NR]))
                      if (d ~ /[1-9]/) line[NR] = substr(line[NR], 1, length(line[NR]) - 1) (d % 9 + 1)
                      for (i = 1; i <= NR; i++) print line[i] }' ;;
      *) printf '%s\n' "$input" | "$2" ;;
    esac ;;
  no-gaps) printf '%s\n' "$input" | "$2" | grep -v '^$' ;;
esac
