/**
 * Description: The rule SIMILAR (NWRRC 2013 Intellectual Property: Luogu P7087): for each pair of
 *  puzzles, whether the first becomes the second by swapping two digits everywhere, two bands or
 *  two rows of a band, two stacks or two columns of a stack, and by a flip along the main
 *  diagonal, blanks staying blank; if so, the operations that do it. Solves nothing.
 * Usage: answerPairs(puzzles, "Yes", "No");  // each 81 cells in reading order, 0 blank
 * Time: 2 flips x 1296 orders of rows, those whose rows hold as many givens as the second's, x a
 *  search over columns that the givens prune, column by column; at most 25 operations a pair.
 * Status: stress-tested and hacked against an independent reference (stress/similarity.h)
 */
#pragma once
#include <algorithm>
#include <cstdio>
#include <vector>

int flipped[81];                 // the first puzzle, flipped or not
const int *target;               // the second
int rowAt[9], colAt[9];          // the row and column of flipped shown at each place
int toTarget[10], toFirst[10];   // the relabelling, both ways
bool colTaken[9], stackTaken[3];

/// Rows are fixed outside, so the search is columns alone, as in rules/isomorphic.h; a blank must
/// meet a blank, which prunes most columns at once.
// Places target's column j onward: true when every cell then fits, a blank on a blank, a given on
// a given under the relabelling.
bool placeColumns(int j) {
  if (j == 9) return true;
  for (int c = 0; c < 9; ++c) {
    if (colTaken[c] || (j % 3 ? c / 3 != colAt[j - 1] / 3 : stackTaken[c / 3]))
      continue;  // stacks kept whole
    int added[9], n = 0;
    bool fits = true;
    for (int i = 0; i < 9 && fits; ++i) {
      int want = target[i * 9 + j], d = flipped[rowAt[i] * 9 + c];
      if (!want || !d) fits = want == d;
      else if (toTarget[d] || toFirst[want]) fits = toTarget[d] == want;
      else toTarget[d] = want, toFirst[want] = d, added[n++] = d;
    }
    colAt[j] = c, colTaken[c] = true;
    if (j % 3 == 0) stackTaken[c / 3] = true;
    if (fits && placeColumns(j + 1)) return true;
    colTaken[c] = false;
    if (j % 3 == 0) stackTaken[c / 3] = false;
    while (n) --n, toFirst[toTarget[added[n]]] = 0, toTarget[added[n]] = 0;
  }
  return false;
}

// True when first becomes second: flipped (flip), rowAt, colAt and toTarget then say how.
bool similar(const int *first, const int *second, int &flip) {
  static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  int wanted[9] = {0};  // givens in each row of second
  for (int i = 0; i < 81; ++i) wanted[i / 9] += second[i] != 0;
  target = second;
  for (flip = 0; flip < 2; ++flip) {
    int givens[9] = {0};
    for (int i = 0; i < 81; ++i)
      flipped[i] = flip ? first[i % 9 * 9 + i / 9] : first[i], givens[i / 9] += flipped[i] != 0;
    for (int order = 0; order < 6 * 216; ++order) {  // bands, then each band's rows
      int within[3] = {order / 6 % 6, order / 36 % 6, order / 216};
      bool fits = true;
      for (int i = 0; i < 9 && fits; ++i) {
        rowAt[i] = perms[order % 6][i / 3] * 3 + perms[within[i / 3]][i % 3];
        fits = givens[rowAt[i]] == wanted[i];
      }
      if (!fits) continue;
      for (int k = 0; k < 10; ++k) toTarget[k] = toFirst[k] = 0;
      for (int k = 0; k < 9; ++k) colTaken[k] = stackTaken[k / 3] = false;
      if (placeColumns(0)) return true;
    }
  }
  return false;
}

void addOperation(std::vector<int> &ops, char code, int a, int b) {
  ops.push_back(code), ops.push_back(a), ops.push_back(b);
}

// The swaps that bring line want[i] of flipped to each place i: its triple first (`triple`
// a b), then the line within it (`line` a b).
void bringLines(const int *want, char triple, char line, std::vector<int> &ops) {
  int now[9];  // the line of flipped at each place
  for (int k = 0; k < 9; ++k) now[k] = k;
  for (int b = 0; b < 3; ++b)
    for (int k = b + 1; k < 3 && now[3 * b] / 3 != want[3 * b] / 3; ++k)
      if (now[3 * k] / 3 == want[3 * b] / 3) {
        for (int m = 0; m < 3; ++m) std::swap(now[3 * b + m], now[3 * k + m]);
        addOperation(ops, triple, b + 1, k + 1);
      }
  for (int i = 0; i < 9; ++i)
    for (int k = i + 1; k < 9 && now[i] != want[i]; ++k)
      if (now[k] == want[i]) std::swap(now[i], now[k]), addOperation(ops, line, i + 1, k + 1);
}

// For each pair of puzzles i < j in order: yes, the number of operations and each, where puzzle i
// becomes puzzle j; else no.
void answerPairs(const std::vector<std::vector<int> > &puzzles, const char *yes, const char *no) {
  for (size_t i = 0; i < puzzles.size(); ++i)
    for (size_t j = i + 1; j < puzzles.size(); ++j) {
      int flip;
      if (!similar(&puzzles[i][0], &puzzles[j][0], flip)) {
        puts(no);
        continue;
      }
      std::vector<int> ops;  // code, a, b each
      if (flip) addOperation(ops, 'F', 0, 0);
      bringLines(rowAt, 'R', 'r', ops);
      bringLines(colAt, 'C', 'c', ops);
      for (int d = 1, free = 1; d <= 9; ++d)  // a digit no given holds: any value left
        if (!toTarget[d]) {
          while (toFirst[free]) ++free;
          toTarget[d] = free, toFirst[free] = d;
        }
      int shownAs[10];  // the value that each digit of flipped shows now
      for (int d = 0; d <= 9; ++d) shownAs[d] = d;
      for (int d = 1; d <= 9; ++d)
        for (int e = d + 1; e <= 9 && shownAs[d] != toTarget[d]; ++e)
          if (shownAs[e] == toTarget[d]) {
            addOperation(ops, 'D', shownAs[d], shownAs[e]);
            std::swap(shownAs[d], shownAs[e]);
          }
      printf("%s\n%d\n", yes, (int)ops.size() / 3);
      for (size_t k = 0; k < ops.size(); k += 3)
        if (ops[k] == 'F') puts("F");
        else printf("%c %d %d\n", ops[k], ops[k + 1], ops[k + 2]);
    }
}
