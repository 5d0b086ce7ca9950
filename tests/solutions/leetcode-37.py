# LeetCode 37 (Sudoku Solver) in Python 3: a test fixture for sudoku-kit, the common answer: a
# depth-first search over the cells in reading order, with a set of used digits per row, column
# and box, filling the board in place.
class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        empty = []
        for i in range(9):
            for j in range(9):
                d = board[i][j]
                if d == '.':
                    empty.append((i, j))
                else:
                    rows[i].add(d); cols[j].add(d); boxes[(i // 3) * 3 + j // 3].add(d)

        def dfs(k):
            if k == len(empty):
                return True
            i, j = empty[k]
            b = (i // 3) * 3 + j // 3
            for d in '123456789':
                if d not in rows[i] and d not in cols[j] and d not in boxes[b]:
                    rows[i].add(d); cols[j].add(d); boxes[b].add(d); board[i][j] = d
                    if dfs(k + 1):
                        return True
                    rows[i].remove(d); cols[j].remove(d); boxes[b].remove(d); board[i][j] = '.'
            return False

        dfs(0)
