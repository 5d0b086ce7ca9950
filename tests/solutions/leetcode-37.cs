// LeetCode 37 (Sudoku Solver) in C#: a test fixture for sudoku-kit: a depth-first search that
// places what is forced first (a cell with one candidate, a digit with one place in a row, column
// or box), else branches on the blank cell of fewest candidates; the digits used in each unit as bits.
public class Solution {
    private int[] grid = new int[81], used = new int[27], free = new int[81], units = new int[27 * 9];
    private int[,] unitsOf = new int[81, 3];  // each cell's row, column and box

    public void SolveSudoku(char[][] board) {
        grid = new int[81]; used = new int[27];
        for (int k = 0; k < 81; k++) {
            int i = k / 9, j = k % 9, b = i / 3 * 3 + j / 3;
            unitsOf[k, 0] = i; unitsOf[k, 1] = 9 + j; unitsOf[k, 2] = 18 + b;
            units[i * 9 + j] = units[(9 + j) * 9 + i] = units[(18 + b) * 9 + i % 3 * 3 + j % 3] = k;
        }
        for (int k = 0; k < 81; k++)
            if (board[k / 9][k % 9] != '.') Flip(k, board[k / 9][k % 9] - '0');
        if (Fill())
            for (int k = 0; k < 81; k++) board[k / 9][k % 9] = (char)('0' + grid[k]);
    }

    // Places digit d in cell k, or takes it away where it is there.
    private void Flip(int k, int d) {
        for (int n = 0; n < 3; n++) used[unitsOf[k, n]] ^= 1 << d;
        grid[k] ^= d;
    }

    private static int Ones(int x) { int n = 0; for (; x != 0; x &= x - 1) n++; return n; }

    // Digit d in cell k, then the rest; undone where that fails.
    private bool Place(int k, int d) {
        Flip(k, d);
        if (Fill()) return true;
        Flip(k, d);
        return false;
    }

    private bool Fill() {
        int cell = -1, fewest = 10;
        for (int k = 0; k < 81; k++) {
            if (grid[k] != 0) continue;
            free[k] = ~(used[unitsOf[k, 0]] | used[unitsOf[k, 1]] | used[unitsOf[k, 2]]) & 0x3fe;
            if (Ones(free[k]) < fewest) { cell = k; fewest = Ones(free[k]); }
        }
        if (cell < 0) return true;
        if (fewest == 0) return false;
        for (int u = 0; u < 27 && fewest > 1; u++) {  // a digit with one place in a unit, or none
            int once = 0, twice = 0;
            for (int p = 0; p < 9; p++) {
                int k = units[u * 9 + p];
                if (grid[k] == 0) { twice |= once & free[k]; once |= free[k]; }
            }
            if ((~used[u] & ~once & 0x3fe) != 0) return false;
            int single = once & ~twice, d = 1;
            if (single == 0) continue;
            while ((single >> d & 1) == 0) d++;
            for (int p = 0; p < 9; p++) {
                int k = units[u * 9 + p];
                if (grid[k] == 0 && (free[k] >> d & 1) != 0) return Place(k, d);
            }
        }
        int candidates = free[cell];
        for (int d = 1; d <= 9; d++)
            if ((candidates >> d & 1) != 0 && Place(cell, d)) return true;
        return false;
    }
}
