// AtCoder ABC327 C (Number Place) in Go: a full grid as 9 lines of 9 spaced digits; Yes where
// every row, column and box holds each digit once, else No. A test fixture for sudoku-kit.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var row, col, cell [9]int
	for k := 0; k < 81; k++ {
		var d int
		fmt.Fscan(in, &d)
		i, j := k/9, k%9
		row[i] |= 1 << d
		col[j] |= 1 << d
		cell[i/3*3+j/3] |= 1 << d
	}
	ok := true
	for u := 0; u < 9; u++ {
		ok = ok && row[u] == 0x3fe && col[u] == 0x3fe && cell[u] == 0x3fe
	}
	if ok {
		fmt.Println("Yes")
	} else {
		fmt.Println("No")
	}
}
