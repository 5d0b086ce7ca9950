// Compiles build/leetcode.cpp as LeetCode does: standard headers already included and
// `using namespace std;` in force, the judge's own main. Checks boards are solved in place.
#include <bits/stdc++.h>
using namespace std;

#include "leetcode.cpp"

#include "../stress/check.h"

static vector<vector<char> > board(const string &cells) {
    assert(cells.size() == 81);
    vector<vector<char> > b(9, vector<char>(9));
    for (int i = 0; i < 81; ++i) b[i / 9][i % 9] = cells[i];
    return b;
}

// Every given kept, every row, column and box holding 1-9 once, as the stress checker judges it.
static bool solvedFrom(const vector<vector<char> > &before, const vector<vector<char> > &after) {
    Puzzle p = Puzzle();
    int grid[81];
    for (int i = 0; i < 81; ++i) {
        char given = before[i / 9][i % 9], found = after[i / 9][i % 9];
        p.cells[i] = given == '.' ? 0 : given - '0';
        grid[i] = found >= '1' && found <= '9' ? found - '0' : 0;
    }
    string why = gridError(p, grid);
    if (!why.empty()) printf("%s\n", why.c_str());
    return why.empty();
}

// Boards from tests/famous.txt (one 81-cell line each after '#' comments), then the example of
// the problem statement.
int main(int argc, char **argv) {
    vector<string> boards(1, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    ifstream famous(argc > 1 ? argv[1] : "tests/famous.txt");
    for (string line; getline(famous, line);)
        if (!line.empty() && line[0] != '#') boards.push_back(line);
    if (boards.size() < 2) return printf("cannot read the boards of tests/famous.txt\n"), 2;
    int passed = 0, failed = 0;
    Solution solution;  // one object for every board, as the judge may reuse it
    for (size_t i = 0; i < boards.size(); ++i) {
        vector<vector<char> > before = board(boards[i]), b = before;
        solution.solveSudoku(b);
        if (solvedFrom(before, b)) ++passed;
        else ++failed, printf("FAIL board %d was not solved in place\n", (int)i + 1);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
