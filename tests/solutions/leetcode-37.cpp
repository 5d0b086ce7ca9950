/*
 * @lc app=leetcode id=37 lang=cpp
 *
 * [37] Sudoku Solver
 */
// A test fixture for sudoku-kit: a C++ LeetCode 37 answer as an editor plugin saves it, with its
// own #include lines and @lc markers: a depth-first search with a bitmask per row, column, box.
#include <vector>
using namespace std;

// @lc code=start
class Solution {
    int rows[9], cols[9], boxes[9];

    bool dfs(vector<vector<char>>& board, int p) {
        if (p == 81) return true;
        int i = p / 9, j = p % 9, b = i / 3 * 3 + j / 3;
        if (board[i][j] != '.') return dfs(board, p + 1);
        for (int d = 1; d <= 9; d++) {
            int bit = 1 << d;
            if ((rows[i] | cols[j] | boxes[b]) & bit) continue;
            rows[i] |= bit, cols[j] |= bit, boxes[b] |= bit, board[i][j] = '0' + d;
            if (dfs(board, p + 1)) return true;
            rows[i] ^= bit, cols[j] ^= bit, boxes[b] ^= bit, board[i][j] = '.';
        }
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        for (int k = 0; k < 9; k++) rows[k] = cols[k] = boxes[k] = 0;
        for (int i = 0; i < 9; i++)
            for (int j = 0; j < 9; j++)
                if (board[i][j] != '.') {
                    int bit = 1 << (board[i][j] - '0');
                    rows[i] |= bit, cols[j] |= bit, boxes[i / 3 * 3 + j / 3] |= bit;
                }
        dfs(board, 0);
    }
};
// @lc code=end
