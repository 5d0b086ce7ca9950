// LeetCode 37 (Sudoku Solver) in C#: a test fixture for sudoku-kit, the common answer: a
// depth-first search over the cells in reading order, with the digits used in each row, column
// and box, filling the board in place.
public class Solution {
    private bool[,] rows = new bool[9, 10], cols = new bool[9, 10], boxes = new bool[9, 10];

    public void SolveSudoku(char[][] board) {
        rows = new bool[9, 10]; cols = new bool[9, 10]; boxes = new bool[9, 10];
        for (int i = 0; i < 9; i++)
            for (int j = 0; j < 9; j++)
                if (board[i][j] != '.') {
                    int d = board[i][j] - '0';
                    rows[i, d] = cols[j, d] = boxes[i / 3 * 3 + j / 3, d] = true;
                }
        Dfs(board, 0);
    }

    private bool Dfs(char[][] board, int k) {
        if (k == 81) return true;
        int i = k / 9, j = k % 9;
        if (board[i][j] != '.') return Dfs(board, k + 1);
        int b = i / 3 * 3 + j / 3;
        for (int d = 1; d <= 9; d++) {
            if (rows[i, d] || cols[j, d] || boxes[b, d]) continue;
            rows[i, d] = cols[j, d] = boxes[b, d] = true;
            board[i][j] = (char)('0' + d);
            if (Dfs(board, k + 1)) return true;
            rows[i, d] = cols[j, d] = boxes[b, d] = false;
            board[i][j] = '.';
        }
        return false;
    }
}
