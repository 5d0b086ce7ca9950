// AcWing 1613 (Sudoku, easy version) in Go: one puzzle as 9 lines of 9, '.' for blanks.
// A test fixture for sudoku-kit: a contestant's depth-first search over the cells in reading
// order, with the digits used in each row, column and box.
package main

import (
	"bufio"
	"fmt"
	"os"
)

var g [9][]byte
var row, col, box [9][10]bool

func dfs(k int) bool {
	if k == 81 {
		return true
	}
	i, j := k/9, k%9
	if g[i][j] != '.' {
		return dfs(k + 1)
	}
	b := i/3*3 + j/3
	for d := 1; d <= 9; d++ {
		if row[i][d] || col[j][d] || box[b][d] {
			continue
		}
		row[i][d], col[j][d], box[b][d] = true, true, true
		g[i][j] = byte('0' + d)
		if dfs(k + 1) {
			return true
		}
		row[i][d], col[j][d], box[b][d] = false, false, false
		g[i][j] = '.'
	}
	return false
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Split(bufio.ScanWords)
	for i := 0; i < 9 && in.Scan(); i++ {
		g[i] = []byte(in.Text())
		for j, c := range g[i] {
			if c != '.' {
				d := int(c - '0')
				row[i][d], col[j][d], box[i/3*3+j/3][d] = true, true, true
			}
		}
	}
	dfs(0)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for i := 0; i < 9; i++ {
		fmt.Fprintln(out, string(g[i]))
	}
}
