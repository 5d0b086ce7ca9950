// HDU 4069 (Squiggly Sudoku): T puzzles, each 9 lines of 9 numbers, a cell's digit (0 blank) plus
// 16, 32, 64, 128 for a wall above, right, below, left of it; the walls part nine regions, which
// take the place of the boxes. Print "Case k:", then the solution, "No solution" or "Multiple
// Solutions". A test fixture for sudoku-kit: the usual contest solution, regions by a flood fill
// that crosses no wall, then a DFS on the cell with fewest candidates that counts solutions up to
// two, with 9-bit masks of the digits still free in each row, column and region.
#include <cstdio>
#include <cstring>

int g[9][9], region[9][9], walls[9][9];
int row[9], col[9], box[9];  // bit d set: digit d + 1 still free there
int found, solution[9][9];

int boxOf(int r, int c) { return region[r][c]; }

void fill(int r, int c, int id) {  // the cells reached from (r, c) without crossing a wall
    if (region[r][c] >= 0) return;
    region[r][c] = id;
    if (!(walls[r][c] & 16)) fill(r - 1, c, id);
    if (!(walls[r][c] & 32)) fill(r, c + 1, id);
    if (!(walls[r][c] & 64)) fill(r + 1, c, id);
    if (!(walls[r][c] & 128)) fill(r, c - 1, id);
}

int ones(int s) { int n = 0; for (; s; s &= s - 1) n++; return n; }

void dfs(int left) {
    if (found > 1) return;
    if (left == 0) {
        if (found++ == 0) memcpy(solution, g, sizeof g);
        return;
    }
    int br = -1, bc = -1, best = 10;
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            if (!g[r][c]) {
                int n = ones(row[r] & col[c] & box[boxOf(r, c)]);
                if (n < best) best = n, br = r, bc = c;
            }
    int free = row[br] & col[bc] & box[boxOf(br, bc)];
    for (int d = 0; d < 9; d++)
        if (free >> d & 1) {
            int b = boxOf(br, bc);
            g[br][bc] = d + 1, row[br] ^= 1 << d, col[bc] ^= 1 << d, box[b] ^= 1 << d;
            dfs(left - 1);
            g[br][bc] = 0, row[br] ^= 1 << d, col[bc] ^= 1 << d, box[b] ^= 1 << d;
        }
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    for (int k = 1; k <= t; k++) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                int v;
                scanf("%d", &v);
                g[r][c] = v & 15, walls[r][c] = v & 240;
            }
        memset(region, -1, sizeof region);
        for (int r = 0, id = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (region[r][c] < 0) fill(r, c, id++);
        for (int i = 0; i < 9; i++) row[i] = col[i] = box[i] = 511;
        bool clash = false;
        int left = 0;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                int d = g[r][c] - 1, b = boxOf(r, c);
                if (d < 0) { left++; continue; }
                if (!((row[r] & col[c] & box[b]) >> d & 1)) clash = true;
                row[r] &= ~(1 << d), col[c] &= ~(1 << d), box[b] &= ~(1 << d);
            }
        found = 0;
        if (!clash) dfs(left);
        printf("Case %d:\n", k);
        if (found == 0) puts("No solution");
        else if (found > 1) puts("Multiple Solutions");
        else
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) putchar('0' + solution[r][c]);
                putchar('\n');
            }
    }
    return 0;
}
