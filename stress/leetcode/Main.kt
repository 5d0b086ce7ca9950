// Description: LeetCode's Kotlin environment around a contestant's `class Solution` (compiled
//  with it into one jar by stress/build.sh): a main that calls METHOD on each board of standard
//  input, one Solution object for them all as LeetCode may, and prints what the kit's checker
//  reads. The method is found by reflection, so that a class with only the other one still
//  compiles (and gets RE here).
// Usage: java -jar solver.jar solveSudoku|isValidSudoku < boards
//  Input: one board a line, as LeetCode writes it: [["5","3",".",...],...]. Output, a line a
//  board: solveSudoku's board after the call, in the same text; isValidSudoku's true or false.
// Status: tested by tests/stress/judges.sh (a Kotlin LeetCode 37 solution passes; a broken one
//  is caught)
fun main(args: Array<String>) {
    val method = Solution::class.java.getMethod(args[0], Array<CharArray>::class.java)
    val solution = Solution()
    val out = StringBuilder()
    System.`in`.bufferedReader().forEachLine { line ->
        // Each cell is the character inside its quotes.
        val cells = line.split('"').filterIndexed { k, cell -> k % 2 == 1 && cell.isNotEmpty() }.map { it[0] }
        if (cells.size >= 81) {
            val board = Array(9) { r -> CharArray(9) { c -> cells[9 * r + c] } }
            val result = method.invoke(solution, board)
            if (result is Boolean) out.append(if (result) "true\n" else "false\n")
            else out.append(board.joinToString(",", "[", "]") { row -> row.joinToString(",", "[", "]") { "\"$it\"" } }).append('\n')
        }
    }
    print(out)
}
