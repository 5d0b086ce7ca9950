// LeetCode 37 (Sudoku Solver) in Go: a test fixture for sudoku-kit, the common answer: a
// depth-first search over the cells in reading order, with the digits used in each row, column
// and box as bits, filling the board in place.
func solveSudoku(board [][]byte) {
	var rows, cols, boxes [9]int
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			if board[i][j] != '.' {
				bit := 1 << (board[i][j] - '0')
				rows[i] |= bit
				cols[j] |= bit
				boxes[i/3*3+j/3] |= bit
			}
		}
	}
	var dfs func(k int) bool
	dfs = func(k int) bool {
		if k == 81 {
			return true
		}
		i, j := k/9, k%9
		if board[i][j] != '.' {
			return dfs(k + 1)
		}
		b := i/3*3 + j/3
		for d := 1; d <= 9; d++ {
			bit := 1 << d
			if (rows[i]|cols[j]|boxes[b])&bit != 0 {
				continue
			}
			rows[i] |= bit
			cols[j] |= bit
			boxes[b] |= bit
			board[i][j] = byte('0' + d)
			if dfs(k + 1) {
				return true
			}
			rows[i] &^= bit
			cols[j] &^= bit
			boxes[b] &^= bit
			board[i][j] = '.'
		}
		return false
	}
	dfs(0)
}
