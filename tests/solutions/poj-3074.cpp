// POJ 3074 / AcWing 166 (Sudoku): lines of 81 cells, '.' for blanks, until the line "end"; print
// each solution as one line. A test fixture for sudoku-kit: the usual fast contest solution, a
// DFS on the cell with fewest candidates, with 9-bit masks of the digits still free in each
// row, column and box. Standard C++98 for POJ's compiler.
#include <cstdio>
#include <cstring>

const int N = 9, M = 1 << N;
int ones[M], lg[M];  // ones[s]: bits set in s; lg[1 << i] = i
int row[N], col[N], cell[3][3];  // bit i set: digit i + 1 still free there
char str[100];

void draw(int x, int y, int t, bool set) {  // put digit t + 1 in (x, y), or take it out
    str[x * N + y] = set ? '1' + t : '.';
    int v = set ? 1 << t : -(1 << t);
    row[x] -= v, col[y] -= v, cell[x / 3][y / 3] -= v;
}

int lowbit(int x) { return x & -x; }
int get(int x, int y) { return row[x] & col[y] & cell[x / 3][y / 3]; }

bool dfs(int cnt) {
    if (!cnt) return true;
    int minv = 10, x = 0, y = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            if (str[i * N + j] == '.' && ones[get(i, j)] < minv)
                minv = ones[get(i, j)], x = i, y = j;
    for (int s = get(x, y); s; s -= lowbit(s)) {
        int t = lg[lowbit(s)];
        draw(x, y, t, true);
        if (dfs(cnt - 1)) return true;
        draw(x, y, t, false);
    }
    return false;
}

int main() {
    for (int i = 0; i < N; i++) lg[1 << i] = i;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) ones[i] += i >> j & 1;
    while (scanf("%s", str) == 1 && strcmp(str, "end")) {
        for (int i = 0; i < N; i++) row[i] = col[i] = M - 1;
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) cell[i][j] = M - 1;
        int cnt = 0;
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                if (str[i * N + j] != '.') draw(i, j, str[i * N + j] - '1', true);
                else cnt++;
        dfs(cnt);
        puts(str);
    }
    return 0;
}
