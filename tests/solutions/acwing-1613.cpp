// AcWing 1613 (Sudoku, easy version): one puzzle as 9 lines of 9, '.' for blanks, one solution.
// A test fixture for sudoku-kit: the standard solution, a depth-first search over the cells in
// reading order. Right on AcWing 1613, but far too slow for AcWing 166's hard puzzles.
#include <bits/stdc++.h>
using namespace std;

char g[9][10];
bool row[9][10], col[9][10], cell[3][3][10];  // [unit][digit]: the digit is used there

bool dfs(int i, int j) {
    if (j == 9) i++, j = 0;
    if (i == 9) return true;
    if (g[i][j] != '.') return dfs(i, j + 1);
    for (int k = 1; k <= 9; k++) {
        if (row[i][k] || col[j][k] || cell[i / 3][j / 3][k]) continue;
        row[i][k] = col[j][k] = cell[i / 3][j / 3][k] = true;
        g[i][j] = '0' + k;
        if (dfs(i, j + 1)) return true;
        row[i][k] = col[j][k] = cell[i / 3][j / 3][k] = false;
        g[i][j] = '.';
    }
    return false;
}

int main() {
    for (int i = 0; i < 9; i++) {
        cin >> g[i];
        for (int j = 0; j < 9; j++)
            if (g[i][j] != '.') {
                int k = g[i][j] - '0';
                row[i][k] = col[j][k] = cell[i / 3][j / 3][k] = true;
            }
    }
    dfs(0, 0);
    for (int i = 0; i < 9; i++) cout << g[i] << endl;
    return 0;
}
