// LeetCode 37's entry point: fills `board` ('1'-'9' givens, '.' blanks) in place.
class Solution {
public:
    void solveSudoku(vector<vector<char> > &board) {
        int g[81];
        for (int i = 0; i < 81; ++i) g[i] = board[i / 9][i % 9] == '.' ? 0 : board[i / 9][i % 9] - '0';
        sudoku::solverFor<3>().solve(g, 1);
        for (int i = 0; i < 81; ++i) board[i / 9][i % 9] = (char)('0' + g[i]);
    }
};
