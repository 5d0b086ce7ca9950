# LeetCode 36 (Valid Sudoku) in Python 3: a test fixture for sudoku-kit, the common answer: one
# pass over the board, a set of seen digits per row, column and box.
class Solution:
    def isValidSudoku(self, board: List[List[str]]) -> bool:
        rows = collections.defaultdict(set)
        cols = collections.defaultdict(set)
        boxes = collections.defaultdict(set)
        for i in range(9):
            for j in range(9):
                d = board[i][j]
                if d == '.':
                    continue
                if d in rows[i] or d in cols[j] or d in boxes[(i // 3, j // 3)]:
                    return False
                rows[i].add(d)
                cols[j].add(d)
                boxes[(i // 3, j // 3)].add(d)
        return True
