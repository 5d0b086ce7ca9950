//go:build leetcode_verify

// LeetCode 36's call (stress/leetcode/main.go): isValidSudoku's true or false.
package main

func init() {
	answer = func(board [][]byte) string {
		if isValidSudoku(board) {
			return "true"
		}
		return "false"
	}
}
