// LeetCode 37 (Sudoku Solver) in Kotlin: a test fixture for sudoku-kit: a depth-first search that
// places what is forced first (a cell with one candidate, a digit with one place in a row, column
// or box), else branches on the blank cell of fewest candidates; the digits used in each unit as bits.
class Solution {
    private val grid = IntArray(81)
    private val used = IntArray(27)  // rows 0-8, columns 9-17, boxes 18-26
    private val free = IntArray(81)
    private val units = IntArray(27 * 9)  // each unit's cells
    private val unitsOf = Array(81) { k -> intArrayOf(k / 9, 9 + k % 9, 18 + k / 27 * 3 + k % 9 / 3) }

    init {
        for (k in 0 until 81) {
            units[k] = k
            units[(9 + k % 9) * 9 + k / 9] = k
            units[unitsOf[k][2] * 9 + k / 9 % 3 * 3 + k % 3] = k
        }
    }

    fun solveSudoku(board: Array<CharArray>): Unit {
        grid.fill(0); used.fill(0)
        for (k in 0 until 81) if (board[k / 9][k % 9] != '.') flip(k, board[k / 9][k % 9] - '0')
        if (fill()) for (k in 0 until 81) board[k / 9][k % 9] = '0' + grid[k]
    }

    // Places digit d in cell k, or takes it away where it is there.
    private fun flip(k: Int, d: Int) {
        for (u in unitsOf[k]) used[u] = used[u] xor (1 shl d)
        grid[k] = grid[k] xor d
    }

    // Digit d in cell k, then the rest; undone where that fails.
    private fun place(k: Int, d: Int): Boolean {
        flip(k, d)
        if (fill()) return true
        flip(k, d)
        return false
    }

    private fun fill(): Boolean {
        var cell = -1
        var fewest = 10
        for (k in 0 until 81) {
            if (grid[k] != 0) continue
            val u = unitsOf[k]
            free[k] = (used[u[0]] or used[u[1]] or used[u[2]]).inv() and 0x3fe
            if (Integer.bitCount(free[k]) < fewest) { cell = k; fewest = Integer.bitCount(free[k]) }
        }
        if (cell < 0) return true
        if (fewest == 0) return false
        for (u in 0 until 27) {  // a digit with one place in a unit, or none
            if (fewest <= 1) break
            var once = 0
            var twice = 0
            for (p in 0 until 9) {
                val k = units[u * 9 + p]
                if (grid[k] == 0) { twice = twice or (once and free[k]); once = once or free[k] }
            }
            if ((used[u].inv() and once.inv() and 0x3fe) != 0) return false
            val single = once and twice.inv()
            if (single == 0) continue
            val d = Integer.numberOfTrailingZeros(single)
            for (p in 0 until 9) {
                val k = units[u * 9 + p]
                if (grid[k] == 0 && (free[k] shr d and 1) != 0) return place(k, d)
            }
        }
        val candidates = free[cell]
        return (1..9).any { d -> (candidates shr d and 1) != 0 && place(cell, d) }
    }
}
