# AcWing 1613 (Sudoku, easy version) in Python 3: one puzzle as 9 lines of 9, '.' for blanks.
# A test fixture for sudoku-kit: a contestant's depth-first search over the cells in reading
# order, with a set of used digits per row, column and box.
import sys


def main():
    g = [list(line.strip()) for line in sys.stdin.read().split()[:9]]
    row = [set() for _ in range(9)]
    col = [set() for _ in range(9)]
    box = [set() for _ in range(9)]
    blanks = []
    for i in range(9):
        for j in range(9):
            if g[i][j] == '.':
                blanks.append((i, j))
            else:
                row[i].add(g[i][j]); col[j].add(g[i][j]); box[i // 3 * 3 + j // 3].add(g[i][j])

    def dfs(k):
        if k == len(blanks):
            return True
        i, j = blanks[k]
        b = i // 3 * 3 + j // 3
        for d in '123456789':
            if d in row[i] or d in col[j] or d in box[b]:
                continue
            row[i].add(d); col[j].add(d); box[b].add(d); g[i][j] = d
            if dfs(k + 1):
                return True
            row[i].remove(d); col[j].remove(d); box[b].remove(d); g[i][j] = '.'
        return False

    dfs(0)
    print('\n'.join(''.join(r) for r in g))


main()
