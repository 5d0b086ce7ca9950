# Description: LeetCode's Python 3 environment around a contestant's `class Solution`, for
#  stress/build.sh: LeetCode's preamble (typing's names, and the modules it imports for every
#  solution), then the file, then a main that calls METHOD on each board of standard input, one
#  Solution object for them all as LeetCode may, and prints what the kit's checker reads.
# Usage: python3 stress/leetcode/main.py FILE solveSudoku|isValidSudoku < boards
#  Input: one board a line, as LeetCode writes it: [["5","3",".",...],...]. Output, a line a
#  board: solveSudoku's board after the call, in the same text; isValidSudoku's true or false.
# Status: tested by tests/stress/judges.sh (a Python LeetCode 37 and 36 solution pass; broken
#  ones are caught)
import sys
import json
# LeetCode's preamble: its solutions name these without importing them.
from typing import *
import array, bisect, collections, functools, heapq, itertools, math, operator, random, re, string
from collections import *
from functools import *
from heapq import *
from itertools import *
from math import *

path, method = sys.argv[1], sys.argv[2]
with open(path, 'rb') as source:
    exec(compile(source.read(), path, 'exec'))
if 'Solution' not in globals():
    sys.exit(f'{path} defines no class Solution')
solution = Solution()
for line in sys.stdin:
    if not line.strip():
        continue
    board = json.loads(line)
    if method == 'isValidSudoku':
        print('true' if solution.isValidSudoku(board) else 'false')
    else:
        solution.solveSudoku(board)
        print(json.dumps(board, separators=(',', ':')))
