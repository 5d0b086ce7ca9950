// LeetCode 37 (Sudoku Solver) in Java: a test fixture for sudoku-kit, the textbook answer that
// rescans the whole board for an empty cell after every placement, and checks each try by
// scanning its row, column and box. Right, but slow on puzzles hard for search.
class Solution {
    public void solveSudoku(char[][] board) {
        solve(board);
    }

    private boolean solve(char[][] board) {
        for (int i = 0; i < 9; i++)
            for (int j = 0; j < 9; j++) {
                if (board[i][j] != '.') continue;
                for (char c = '1'; c <= '9'; c++) {
                    if (!isValid(board, i, j, c)) continue;
                    board[i][j] = c;
                    if (solve(board)) return true;
                    board[i][j] = '.';
                }
                return false;
            }
        return true;
    }

    private boolean isValid(char[][] board, int row, int col, char c) {
        for (int k = 0; k < 9; k++) {
            if (board[row][k] == c || board[k][col] == c) return false;
            if (board[3 * (row / 3) + k / 3][3 * (col / 3) + k % 3] == c) return false;
        }
        return true;
    }
}
