// LeetCode 37 (Sudoku Solver) in Go: a test fixture for sudoku-kit: a depth-first search that
// places what is forced first (a cell with one candidate, a digit with one place in a row, column
// or box), else branches on the blank cell of fewest candidates; the digits used in each unit as bits.
func solveSudoku(board [][]byte) {
	var grid, free [81]uint
	var used [27]uint      // rows 0-8, columns 9-17, boxes 18-26
	var units [27][9]int   // each unit's cells
	var unitsOf [81][3]int // each cell's units
	for k := 0; k < 81; k++ {
		i, j := k/9, k%9
		b := i/3*3 + j/3
		unitsOf[k] = [3]int{i, 9 + j, 18 + b}
		units[i][j], units[9+j][i], units[18+b][i%3*3+j%3] = k, k, k
	}
	ones := func(x uint) (n int) { // (no import: the bits set in x)
		for ; x != 0; x &= x - 1 {
			n++
		}
		return
	}
	// flip places digit d in cell k, or takes it away where it is there.
	flip := func(k int, d uint) {
		for _, u := range unitsOf[k] {
			used[u] ^= 1 << d
		}
		grid[k] ^= d
	}
	for k := 0; k < 81; k++ {
		if board[k/9][k%9] != '.' {
			flip(k, uint(board[k/9][k%9]-'0'))
		}
	}
	var fill func() bool
	// place puts digit d in cell k, then fills the rest; undone where that fails.
	place := func(k int, d uint) bool {
		flip(k, d)
		if fill() {
			return true
		}
		flip(k, d)
		return false
	}
	fill = func() bool {
		cell, fewest := -1, 10
		for k := 0; k < 81; k++ {
			if grid[k] != 0 {
				continue
			}
			u := unitsOf[k]
			free[k] = ^(used[u[0]] | used[u[1]] | used[u[2]]) & 0x3fe
			if ones(free[k]) < fewest {
				cell, fewest = k, ones(free[k])
			}
		}
		if cell < 0 {
			return true
		}
		if fewest == 0 {
			return false
		}
		for u := 0; u < 27 && fewest > 1; u++ { // a digit with one place in a unit, or none
			once, twice := uint(0), uint(0)
			for _, k := range units[u] {
				if grid[k] == 0 {
					twice |= once & free[k]
					once |= free[k]
				}
			}
			if ^used[u]&^once&0x3fe != 0 {
				return false
			}
			single, d := once&^twice, uint(1)
			if single == 0 {
				continue
			}
			for single>>d&1 == 0 {
				d++
			}
			for _, k := range units[u] {
				if grid[k] == 0 && free[k]>>d&1 != 0 {
					return place(k, d)
				}
			}
		}
		candidates := free[cell]
		for d := uint(1); d <= 9; d++ {
			if candidates>>d&1 != 0 && place(cell, d) {
				return true
			}
		}
		return false
	}
	if fill() {
		for k := 0; k < 81; k++ {
			board[k/9][k%9] = byte('0' + grid[k])
		}
	}
}
