// Compiles build/leetcode.cpp as LeetCode does: standard headers already included and
// `using namespace std;` in force, the judge's own main. Checks boards are solved in place.
#include <bits/stdc++.h>
using namespace std;

#include "leetcode.cpp"

static vector<vector<char> > board(const string &cells) {
    assert(cells.size() == 81);
    vector<vector<char> > b(9, vector<char>(9));
    for (int i = 0; i < 81; ++i) b[i / 9][i % 9] = cells[i];
    return b;
}

// Every given kept, every row, column and box holding 1-9 once.
static bool solvedFrom(const vector<vector<char> > &before, const vector<vector<char> > &after) {
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
            if (after[r][c] < '1' || after[r][c] > '9' || (before[r][c] != '.' && before[r][c] != after[r][c])) return false;
    for (int u = 0; u < 27; ++u) {
        set<char> seen;
        for (int k = 0; k < 9; ++k)
            seen.insert(u < 9 ? after[u][k] : u < 18 ? after[k][u - 9] : after[(u - 18) / 3 * 3 + k / 3][(u - 18) % 3 * 3 + k % 3]);
        if (seen.size() != 9) return false;
    }
    return true;
}

int main() {
    const string boards[] = {
        // The example of the problem statement.
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        // Slow for plain search: Easter Monster, Golden Nugget, Platinum Blonde, and the one
        // Wikipedia shows as built against brute force.
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
        ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...",
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        string(81, '.'),
    };
    int passed = 0, failed = 0;
    Solution solution;  // one object for every board, as the judge may reuse it
    for (size_t i = 0; i < sizeof boards / sizeof *boards; ++i) {
        vector<vector<char> > before = board(boards[i]), b = before;
        solution.solveSudoku(b);
        if (solvedFrom(before, b)) ++passed;
        else ++failed, printf("FAIL board %d was not solved in place\n", (int)i + 1);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
