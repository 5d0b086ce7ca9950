// AtCoder ABC327 C (Number Place) in Kotlin: a full grid as 9 lines of 9 spaced digits; Yes where
// every row, column and box holds each digit once, else No. A test fixture for sudoku-kit.
fun main() {
    val a = System.`in`.bufferedReader().readText().split(Regex("\\s+")).filter { it.isNotEmpty() }.take(81).map { it.toInt() }
    val row = IntArray(9)
    val col = IntArray(9)
    val cell = IntArray(9)
    for (k in 0 until 81) {
        val i = k / 9
        val j = k % 9
        row[i] = row[i] or (1 shl a[k])
        col[j] = col[j] or (1 shl a[k])
        cell[i / 3 * 3 + j / 3] = cell[i / 3 * 3 + j / 3] or (1 shl a[k])
    }
    val ok = (0 until 9).all { row[it] == 0x3fe && col[it] == 0x3fe && cell[it] == 0x3fe }
    println(if (ok) "Yes" else "No")
}
