// Description: LeetCode's Go environment around a contestant's function (solution.go, which
//  stress/build.sh writes as LeetCode's file: `package main`, then the file from its line 1 by a
//  //line directive), built with solve.go, or verify.go for the rule VERIFY (-tags
//  leetcode_verify): a main that calls the function on each board of standard input and prints
//  what the kit's checker reads.
// Usage: go build [-tags leetcode_verify] in a folder of main.go solve.go verify.go solution.go go.mod
//  Input: one board a line, as LeetCode writes it: [["5","3",".",...],...]. Output, a line a
//  board: solveSudoku's board after the call, in the same text; isValidSudoku's true or false.
// Status: tested by tests/stress/judges.sh (a Go LeetCode 37 solution passes; a broken one is
//  caught)
package main

import (
	"bufio"
	"os"
	"strings"
)

// The answer to a board: its text after solveSudoku (solve.go), or isValidSudoku's (verify.go).
var answer func(board [][]byte) string

// A board in LeetCode's text, [["5","3",...],...].
func boardText(board [][]byte) string {
	rows := make([]string, len(board))
	for i, row := range board {
		cells := make([]string, len(row))
		for j, c := range row {
			cells[j] = `"` + string(c) + `"`
		}
		rows[i] = "[" + strings.Join(cells, ",") + "]"
	}
	return "[" + strings.Join(rows, ",") + "]"
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		// Each cell is the character inside its quotes.
		parts := strings.Split(in.Text(), `"`)
		var cells []byte
		for k := 1; k < len(parts); k += 2 {
			if len(parts[k]) > 0 {
				cells = append(cells, parts[k][0])
			}
		}
		if len(cells) < 81 {
			continue
		}
		board := make([][]byte, 9)
		for r := range board {
			board[r] = append([]byte(nil), cells[9*r:9*r+9]...)
		}
		out.WriteString(answer(board) + "\n")
	}
}
