//go:build !leetcode_verify

// LeetCode 37's call (stress/leetcode/main.go): the board after solveSudoku.
package main

func init() { answer = func(board [][]byte) string { solveSudoku(board); return boardText(board) } }
