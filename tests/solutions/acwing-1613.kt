// AcWing 1613 (Sudoku, easy version) in Kotlin: one puzzle as 9 lines of 9, '.' for blanks.
// A test fixture for sudoku-kit: a contestant's depth-first search over the cells in reading
// order, with the digits used in each row, column and box.
val g = Array(9) { CharArray(9) }
val row = Array(9) { BooleanArray(10) }
val col = Array(9) { BooleanArray(10) }
val box = Array(9) { BooleanArray(10) }

fun dfs(k: Int): Boolean {
    if (k == 81) return true
    val i = k / 9
    val j = k % 9
    if (g[i][j] != '.') return dfs(k + 1)
    val b = i / 3 * 3 + j / 3
    for (d in 1..9) {
        if (row[i][d] || col[j][d] || box[b][d]) continue
        row[i][d] = true; col[j][d] = true; box[b][d] = true
        g[i][j] = '0' + d
        if (dfs(k + 1)) return true
        row[i][d] = false; col[j][d] = false; box[b][d] = false
        g[i][j] = '.'
    }
    return false
}

fun main() {
    val lines = System.`in`.bufferedReader().readText().split(Regex("\\s+")).filter { it.isNotEmpty() }
    for (i in 0 until 9) {
        lines[i].toCharArray().copyInto(g[i])
        for (j in 0 until 9) {
            if (g[i][j] == '.') continue
            val d = g[i][j] - '0'
            row[i][d] = true; col[j][d] = true; box[i / 3 * 3 + j / 3][d] = true
        }
    }
    dfs(0)
    println(g.joinToString("\n") { String(it) })
}
