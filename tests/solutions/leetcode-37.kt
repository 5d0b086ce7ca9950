// LeetCode 37 (Sudoku Solver) in Kotlin: a test fixture for sudoku-kit, the common answer: a
// depth-first search over the cells in reading order, with the digits used in each row, column
// and box, filling the board in place.
class Solution {
    private val rows = Array(9) { BooleanArray(10) }
    private val cols = Array(9) { BooleanArray(10) }
    private val boxes = Array(9) { BooleanArray(10) }

    fun solveSudoku(board: Array<CharArray>): Unit {
        for (unit in listOf(rows, cols, boxes)) for (flags in unit) flags.fill(false)
        for (i in 0 until 9) for (j in 0 until 9) {
            if (board[i][j] == '.') continue
            val d = board[i][j] - '0'
            rows[i][d] = true; cols[j][d] = true; boxes[i / 3 * 3 + j / 3][d] = true
        }
        dfs(board, 0)
    }

    private fun dfs(board: Array<CharArray>, k: Int): Boolean {
        if (k == 81) return true
        val i = k / 9
        val j = k % 9
        if (board[i][j] != '.') return dfs(board, k + 1)
        val b = i / 3 * 3 + j / 3
        for (d in 1..9) {
            if (rows[i][d] || cols[j][d] || boxes[b][d]) continue
            rows[i][d] = true; cols[j][d] = true; boxes[b][d] = true
            board[i][j] = '0' + d
            if (dfs(board, k + 1)) return true
            rows[i][d] = false; cols[j][d] = false; boxes[b][d] = false
            board[i][j] = '.'
        }
        return false
    }
}
