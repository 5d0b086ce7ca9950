/**
 * Description: Exact cover by Knuth's Algorithm X on dancing links, for any matrix: columns 0 to
 *  cols-1, rows of column lists; it counts the sets of rows that cover every column exactly once,
 *  up to a limit, branching on the column with fewest rows left, and keeps the first set found.
 *  Rows may be chosen before the search (a puzzle's givens). Sudoku's matrix (dlx.h) and
 *  Su-domino-ku's (dominoes.h) are built on it.
 * Usage: ExactCover x(cols); int r = x.addRow({c1, c2, ...});  // r: the row's index, from 0
 *  x.choose(r);                     // false where a column of r is covered already
 *  int k = x.count(2);              // 0, 1 or 2 (two or more); x.chosen: the first set's rows
 *  x.count(1, 100000);              // -1 past 100000 nodes
 * Time: exponential in the worst case; 0.6 ms a puzzle on the hardest 9x9 ones (dlx.h); a
 *  Su-domino-ku puzzle counted to 2 in under a millisecond.
 * Status: through dlx.h (agrees with brute.h) and dominoes.h (agrees with its brute force) in
 *  tests/stress/
 */
#pragma once
#include <climits>
#include <vector>

struct ExactCover {
  // Node 0 is the root, 1..cols the column headers, then each row's nodes; L/R link a row's nodes
  // (and the headers) in a ring, U/D a column's; C: a node's column; S: a column's rows left;
  // row: a node's row; first: a row's first node.
  std::vector<int> L, R, U, D, C, S, row, first;
  std::vector<bool> taken;  // a column covered by a row chosen before the search
  std::vector<int> chosen, path;  // the rows of the first set found; those of the search so far
  int found = 0, limit = 0;
  long long nodes = 0, budget = LLONG_MAX;

  explicit ExactCover(int cols = 0) { reset(cols); }

  // An empty matrix of cols columns (the memory of the last kept).
  void reset(int cols) {
    L.resize(cols + 1), R.resize(cols + 1), U.resize(cols + 1), D.resize(cols + 1), C.resize(cols + 1);
    S.assign(cols + 1, 0), row.assign(cols + 1, -1), taken.assign(cols + 1, false), first.clear(), path.clear();
    for (int c = 0; c <= cols; c++) L[c] = c ? c - 1 : cols, R[c] = c == cols ? 0 : c + 1, U[c] = D[c] = C[c] = c;
  }

  // A row covering these columns (0-based, each once); its index.
  int addRow(const int* cols, int size) {
    int at = int(L.size()), r = int(first.size());
    first.push_back(at);
    for (int k = 0; k < size; k++) {
      int x = at + k, col = cols[k] + 1;
      L.push_back(k ? x - 1 : at + size - 1), R.push_back(k < size - 1 ? x + 1 : at), row.push_back(r);
      U.push_back(U[col]), D.push_back(col), C.push_back(col), D[U[col]] = x, U[col] = x, S[col]++;
    }
    return r;
  }
  int addRow(const std::vector<int>& cols) { return addRow(cols.data(), int(cols.size())); }

  // Takes row r into every set before the search (a given): covers its columns; false where one
  // of them is covered already.
  bool choose(int r) {
    int x = first[r], j = x;
    do {
      if (taken[C[j]]) return false;
      taken[C[j]] = true, cover(C[j]);
    } while ((j = R[j]) != x);
    return path.push_back(r), true;
  }

  // The sets of rows that cover every column left once, counted up to maxCount (-1: past the node
  // budget); chosen: the first set's rows, those chosen before included.
  int count(int maxCount, long long nodeBudget = LLONG_MAX) {
    found = 0, limit = maxCount, nodes = 0, budget = nodeBudget, chosen.clear();
    return search() ? found : -1;
  }

 private:
  // Takes column c out of the header ring and every row that covers it out of its other columns.
  void cover(int c) {
    L[R[c]] = L[c], R[L[c]] = R[c];
    for (int i = D[c]; i != c; i = D[i])
      for (int j = R[i]; j != i; j = R[j]) U[D[j]] = U[j], D[U[j]] = D[j], S[C[j]]--;
  }
  // Undoes cover(c), in the reverse order, so that the links come back exactly as they were.
  void uncover(int c) {
    for (int i = U[c]; i != c; i = U[i])
      for (int j = L[i]; j != i; j = L[j]) U[D[j]] = D[U[j]] = j, S[C[j]]++;
    L[R[c]] = R[L[c]] = c;
  }
  // Covers the columns left; false when the node budget runs out.
  bool search() {
    if (++nodes > budget) return false;
    if (!R[0]) {
      if (!found++) chosen = path;
      return true;
    }
    int c = R[0];
    for (int j = R[c]; j && S[c] > 1; j = R[j])  // a column with 0 or 1 rows cannot be beaten
      if (S[j] < S[c]) c = j;
    cover(c);
    bool inBudget = true;
    for (int i = D[c]; i != c && inBudget && found < limit; i = D[i]) {
      path.push_back(row[i]);
      for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
      inBudget = search();
      for (int j = L[i]; j != i; j = L[j]) uncover(C[j]);
      path.pop_back();
    }
    uncover(c);
    return inBudget;
  }
};
