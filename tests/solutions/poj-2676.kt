// POJ 2676 (Sudoku) in Kotlin: a test fixture for sudoku-kit: a depth-first search that fills the
// blank cell of fewest candidates first, with the digits used in each row, column and box as bits.
val cells = IntArray(81)
val rows = IntArray(9)
val cols = IntArray(9)
val boxes = IntArray(9)

// Places digit d in cell k, or takes it away where it is there.
fun flip(k: Int, d: Int) {
    val i = k / 9
    val j = k % 9
    val bit = 1 shl d
    rows[i] = rows[i] xor bit
    cols[j] = cols[j] xor bit
    boxes[i / 3 * 3 + j / 3] = boxes[i / 3 * 3 + j / 3] xor bit
    cells[k] = if (cells[k] == 0) d else 0
}

fun solve(): Boolean {
    var best = 81
    var bestFree = 0
    var fewest = 10
    for (k in 0 until 81) {
        if (fewest <= 1) break
        if (cells[k] != 0) continue
        val i = k / 9
        val j = k % 9
        val free = (rows[i] or cols[j] or boxes[i / 3 * 3 + j / 3]).inv() and 0x3fe
        if (Integer.bitCount(free) < fewest) { fewest = Integer.bitCount(free); best = k; bestFree = free }
    }
    if (best == 81) return true
    var free = bestFree
    while (free != 0) {
        val d = Integer.numberOfTrailingZeros(free)
        free = free and (free - 1)
        flip(best, d)
        if (solve()) return true
        flip(best, d)
    }
    return false
}

fun main() {
    val words = System.`in`.bufferedReader().readText().split(Regex("\\s+")).filter { it.isNotEmpty() }
    var next = 0
    val puzzles = words[next++].toInt()
    val out = StringBuilder()
    repeat(puzzles) {
        cells.fill(0); rows.fill(0); cols.fill(0); boxes.fill(0)
        for (i in 0 until 9) {
            val row = words[next++]
            for (j in 0 until 9) if (row[j] != '0') flip(i * 9 + j, row[j] - '0')
        }
        solve()
        for (i in 0 until 9) {
            for (j in 0 until 9) out.append('0' + cells[i * 9 + j])
            out.append('\n')
        }
    }
    print(out)
}
