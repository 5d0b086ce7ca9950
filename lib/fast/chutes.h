/**
 * Description: Locked candidates in square boxes, chute by chute: pointing and claiming (a
 *  member of Sudoku<B>: lib/fast/sudoku.h includes it in its body).
 * Usage: through lib/fast/deduce.h; jigsaws and X-Sudoku take crossings.h.
 * Time: O(N^2) a call.
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
  // Locked candidates in one chute (B rows or B columns across B boxes): pointing and claiming.
  /// Where line j crosses box k, a digit that the box holds only there leaves the rest of the
  /// line (pointing), and a digit that the line holds only there leaves the rest of the box
  /// (claiming). Cell n of line j is first + j * across + n * along.
  /// This halves the guesses on easy puzzles.
  template <int across, int along> bool lockedInChute(int first) {
    // seg[j][k]: line j's candidates in box k; lineTwice, boxTwice: digits in 2+ segments.
    /// Sized 5, the largest B, so that the terms spelt out below for every k compile for every B.
    int seg[B][5], lineTwice[B], boxOnce[5] = {0}, boxTwice[5] = {0};
    for (int j = 0; j < B; ++j) {
      const int *c = cand + first + j * across;  // B cells a segment, spelt out (B <= 5)
      int once = 0, twice = 0;
      for (int k = 0; k < B; ++k, c += B * along) {
        int m = c[0] | c[along] | (B > 2 ? c[2 * along] : 0) | (B > 3 ? c[3 * along] : 0) |
                (B > 4 ? c[4 * along] : 0);
        seg[j][k] = m, twice |= once & m, once |= m;
        boxTwice[k] |= boxOnce[k] & m, boxOnce[k] |= m;
      }
      lineTwice[j] = twice;
    }
    int differ = 0;
    for (int j = 0; j < B; ++j) {
      const int *sj = seg[j], lt = lineTwice[j];
      differ |= (sj[0] & (lt ^ boxTwice[0])) | (sj[1] & (lt ^ boxTwice[1])) |
                (B > 2 ? sj[2] & (lt ^ boxTwice[2]) : 0) |
                (B > 3 ? sj[3] & (lt ^ boxTwice[3]) : 0) | (B > 4 ? sj[4] & (lt ^ boxTwice[4]) : 0);
    }
    for (int j = 0; differ && j < B; ++j)
      for (int k = 0; k < B; ++k) {
        // Pointing: the box holds the digit only here, the line elsewhere too; claiming: the
        // reverse.
        int pointing = seg[j][k] & ~boxTwice[k] & lineTwice[j];
        int claiming = seg[j][k] & ~lineTwice[j] & boxTwice[k];
        for (int n = 0; pointing && n < N; ++n)
          if (n / B != k && !eliminate(first + j * across + n * along, pointing)) return false;
        for (int i = 0; claiming && i < B; ++i)
          for (int n = B * k; i != j && n < B * k + B; ++n)
            if (!eliminate(first + i * across + n * along, claiming)) return false;
      }
    return true;
  }

  // Locked candidates in every band and stack.
  /// Skipping the chutes with nothing new saved less than its branches cost.
  bool lockedCandidates() {
    for (int k = 0; k < B; ++k)
      if (!lockedInChute<N, 1>(B * N * k) || !lockedInChute<1, N>(B * k)) return false;
    return true;
  }
