// AcWing 166 / POJ 3074 (Sudoku): lines of 81 cells, '.' for blanks, until the line "end"; print
// each solution as one line. A test fixture for sudoku-kit: the textbook dancing-links solution,
// Sudoku as exact cover (324 columns: cell, row-digit, column-digit, box-digit; a row per
// candidate, just the given one in a filled cell). Standard C++98.
#include <cstdio>
#include <cstring>

const int COLS = 324, MAXN = COLS + 729 * 4 + 10;
int L[MAXN], R[MAXN], U[MAXN], D[MAXN], col[MAXN], row[MAXN], S[COLS + 1];
int head[730], ans[81], idx;
char str[100];

void init() {
    for (int i = 0; i <= COLS; i++) L[i] = i - 1, R[i] = i + 1, U[i] = D[i] = i, S[i] = 0;
    L[0] = COLS, R[COLS] = 0, idx = COLS;
    memset(head, -1, sizeof head);
}

void link(int r, int c) {  // a node of row r in column c
    col[++idx] = c, row[idx] = r, S[c]++;
    U[idx] = U[c], D[idx] = c, D[U[c]] = idx, U[c] = idx;
    if (head[r] < 0) head[r] = L[idx] = R[idx] = idx;
    else R[idx] = head[r], L[idx] = L[head[r]], R[L[head[r]]] = idx, L[head[r]] = idx;
}

void cover(int c) {
    L[R[c]] = L[c], R[L[c]] = R[c];
    for (int i = D[c]; i != c; i = D[i])
        for (int j = R[i]; j != i; j = R[j]) U[D[j]] = U[j], D[U[j]] = D[j], S[col[j]]--;
}

void uncover(int c) {
    for (int i = U[c]; i != c; i = U[i])
        for (int j = L[i]; j != i; j = L[j]) U[D[j]] = D[U[j]] = j, S[col[j]]++;
    L[R[c]] = R[L[c]] = c;
}

bool dance(int dep) {
    if (!R[0]) {
        for (int i = 0; i < dep; i++) str[(ans[i] - 1) / 9] = '1' + (ans[i] - 1) % 9;
        return true;
    }
    int c = R[0];
    for (int i = R[0]; i; i = R[i])
        if (S[i] < S[c]) c = i;
    cover(c);
    for (int i = D[c]; i != c; i = D[i]) {
        ans[dep] = row[i];
        for (int j = R[i]; j != i; j = R[j]) cover(col[j]);
        if (dance(dep + 1)) return true;
        for (int j = L[i]; j != i; j = L[j]) uncover(col[j]);
    }
    uncover(c);
    return false;
}

int main() {
    while (scanf("%s", str) == 1 && strcmp(str, "end")) {
        init();
        for (int i = 0; i < 9; i++)
            for (int j = 0; j < 9; j++)
                for (int k = 0; k < 9; k++) {
                    if (str[i * 9 + j] != '.' && str[i * 9 + j] != '1' + k) continue;
                    int r = (i * 9 + j) * 9 + k + 1;  // row id: digit k + 1 in cell i * 9 + j
                    link(r, i * 9 + j + 1);
                    link(r, 81 + i * 9 + k + 1);
                    link(r, 162 + j * 9 + k + 1);
                    link(r, 243 + (i / 3 * 3 + j / 3) * 9 + k + 1);
                }
        dance(0);
        puts(str);
    }
    return 0;
}
