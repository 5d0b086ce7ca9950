/**
 * Description: The reference of the rule SIMILAR (NWRRC 2013 Intellectual Property, Luogu P7087):
 *  whether one 9x9 puzzle becomes another by the statement's operations (two digits swapped
 *  everywhere, bands or two rows of a band swapped, stacks or two columns of a stack swapped, a
 *  flip along the main diagonal), blanks staying blank; a list of operations that does it; and an
 *  operation checked and replayed, which is how the checker judges any list. Independent of the
 *  judge's file (lib/rules/similar.h), which orders rows outside and searches columns: this orders
 *  columns outside and searches rows.
 * Usage: std::vector<int> ops;  if (similarOps(p, q, ops)) ...  // ops: triples (code, a, b)
 *  std::string why = operationError(code, a, b);  applyOperation(grid, code, a, b);
 * Time: 2 flips x 1296 orders of columns, those whose givens per column are q's x a search over
 *  rows that q's givens prune; about 0.1 ms a pair of dissimilar puzzles of 20 givens.
 * Status: tested against transformed and changed puzzles (tests/stress/judge_tests.cpp) and by the stress tests
 */
#pragma once
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

// The operations' codes, as the statement writes them: digits, bands, rows, stacks, columns swapped; the flip.
const char kOperationCodes[] = "DRrCcF";

// What makes `code a b` no operation of the statement ("" when it is one): an unknown code,
// numbers out of range, two rows (columns) of different triples. A thing swapped with itself is
// one (the statement does not forbid it).
inline std::string operationError(int code, int a, int b) {
  std::string op = std::string(1, char(code)) + " " + std::to_string(a) + " " + std::to_string(b);
  if (code == 'F') return "";
  if (code == 'R' || code == 'C')
    return a < 1 || a > 3 || b < 1 || b > 3 ? "`" + op + "`: triples are numbered 1 to 3" : "";
  if (code != 'D' && code != 'r' && code != 'c') return "`" + std::string(1, char(code)) + "` is no operation (D, R, r, C, c, F)";
  if (a < 1 || a > 9 || b < 1 || b > 9) return "`" + op + "`: " + (code == 'D' ? "digits" : code == 'r' ? "rows" : "columns") + " are 1 to 9";
  if (code != 'D' && (a - 1) / 3 != (b - 1) / 3)
    return "`" + op + "`: " + (code == 'r' ? "rows " : "columns ") + std::to_string(a) + " and " + std::to_string(b) + " are in different triples";
  return "";
}

// grid (81 cells, 0 blank) after the operation `code a b` (valid: operationError says "").
inline void applyOperation(std::vector<int>& grid, int code, int a, int b) {
  auto at = [&](int row, int col) -> int& { return grid[row * 9 + col]; };
  if (code == 'F')
    for (int r = 0; r < 9; r++)
      for (int c = r + 1; c < 9; c++) std::swap(at(r, c), at(c, r));
  for (int k = 0; k < 9; k++) {
    if (code == 'r') std::swap(at(a - 1, k), at(b - 1, k));
    if (code == 'c') std::swap(at(k, a - 1), at(k, b - 1));
    for (int m = 0; m < 3; m++) {
      if (code == 'R') std::swap(at(3 * (a - 1) + m, k), at(3 * (b - 1) + m, k));
      if (code == 'C') std::swap(at(k, 3 * (a - 1) + m), at(k, 3 * (b - 1) + m));
    }
  }
  if (code == 'D')
    for (int& d : grid) d = d == a ? b : d == b ? a : d;
}

// Whether p becomes q by the statement's operations; if so, in ops, a list that does it (triples
// code, a, b: the flip, bands, rows, stacks, columns, then digits; at most 25 operations).
inline bool similarOps(const std::vector<int>& p, const std::vector<int>& q, std::vector<int>& ops) {
  static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  int qRow[9] = {0}, qCol[9] = {0};  // givens in each of q's rows and columns
  for (int i = 0; i < 81; i++) qRow[i / 9] += q[i] != 0, qCol[i % 9] += q[i] != 0;
  // Rows of t (p, flipped or not) placed at q's rows top to bottom, each band from one of t's, the
  // columns fixed: each row's givens and blanks must meet q's, its digits extend the relabelling.
  struct Rows {
    const int* t;
    const std::vector<int>& q;
    int cols[9], rows[9], tRow[9], qRow[9], to[10], from[10];
    bool used[9];
    bool place(int i) {
      if (i == 9) return true;
      for (int r = 0; r < 9; r++) {
        if (used[r] || tRow[r] != qRow[i] || (i % 3 ? r / 3 != rows[i - 1] / 3 : used[r / 3 * 3] || used[r / 3 * 3 + 1] || used[r / 3 * 3 + 2])) continue;
        int added[9], n = 0;
        bool fits = true;
        for (int c = 0; c < 9 && fits; c++) {
          int s = t[r * 9 + cols[c]], w = q[i * 9 + c];
          if ((s == 0) != (w == 0)) fits = false;
          else if (s && !to[s] && !from[w]) to[s] = w, from[w] = s, added[n++] = s;
          else if (s) fits = to[s] == w;
        }
        if (fits) {
          rows[i] = r, used[r] = true;
          if (place(i + 1)) return true;
          used[r] = false;
        }
        while (n) n--, from[to[added[n]]] = 0, to[added[n]] = 0;
      }
      return false;
    }
  };
  for (int flip = 0; flip < 2; flip++) {
    int t[81], tRow[9] = {0}, tCol[9] = {0};
    for (int i = 0; i < 81; i++) t[i] = flip ? p[i % 9 * 9 + i / 9] : p[i];
    for (int i = 0; i < 81; i++) tRow[i / 9] += t[i] != 0, tCol[i % 9] += t[i] != 0;
    std::vector<int> rowGivens(tRow, tRow + 9), qRows(qRow, qRow + 9);
    std::sort(rowGivens.begin(), rowGivens.end()), std::sort(qRows.begin(), qRows.end());
    if (rowGivens != qRows) continue;
    for (int order = 0; order < 6 * 216; order++) {  // stacks, then each stack's columns
      Rows s{t, q, {}, {}, {}, {}, {}, {}, {}};
      int within[3] = {order / 6 % 6, order / 36 % 6, order / 216};
      bool fits = true;
      for (int c = 0; c < 9 && fits; c++) s.cols[c] = perms[order % 6][c / 3] * 3 + perms[within[c / 3]][c % 3], fits = tCol[s.cols[c]] == qCol[c];
      if (!fits) continue;
      for (int r = 0; r < 9; r++) s.tRow[r] = tRow[r], s.qRow[r] = qRow[r];
      if (!s.place(0)) continue;
      // The operations: the flip; each band, row, stack, column brought to its place by a swap
      // with the one there; then digits swapped until each shows as q's.
      ops.clear();
      auto op = [&](int code, int a, int b) { ops.push_back(code), ops.push_back(a), ops.push_back(b); };
      if (flip) op('F', 0, 0);
      for (int lines = 0; lines < 2; lines++) {
        const int* want = lines ? s.cols : s.rows;
        int now[9];  // the line of t now at each place
        for (int k = 0; k < 9; k++) now[k] = k;
        for (int b = 0; b < 3; b++)
          for (int k = b; k < 3; k++)
            if (now[3 * k] / 3 == want[3 * b] / 3 && k != b) {
              op(lines ? 'C' : 'R', b + 1, k + 1);
              for (int m = 0; m < 3; m++) std::swap(now[3 * b + m], now[3 * k + m]);
            }
        for (int i = 0; i < 9; i++)
          for (int k = i + 1; k < 9 && now[i] != want[i]; k++)
            if (now[k] == want[i]) op(lines ? 'c' : 'r', i + 1, k + 1), std::swap(now[i], now[k]);
      }
      for (int d = 1, free = 1; d <= 9; d++)  // digits no given shows: any target left
        if (!s.to[d]) {
          while (s.from[free]) free++;
          s.to[d] = free, s.from[free] = d;
        }
      int shown[10];  // the digit of t that each value now shows
      for (int v = 0; v <= 9; v++) shown[v] = v;
      for (int v = 1; v <= 9; v++)
        for (int w = v + 1; w <= 9 && shown[v] != s.from[v]; w++)
          if (shown[w] == s.from[v]) op('D', v, w), std::swap(shown[v], shown[w]);
      return true;
    }
  }
  return false;
}
