/**
 * Description: libFuzzer target over the jigsaw judge's file (make submit JUDGE=hdu-4069): its
 *  reader of walls (readWalls), solver and answers, in process. Beyond crashes, undefined
 *  behaviour and hangs, it checks what was printed against the input, parsed here on its own
 *  (tokens; regions joined by union-find across every side that neither cell walls off):
 *  - the file stops with exit status 2 exactly at the first case this parser finds malformed
 *    (a number that is not a digit plus walls, or regions other than nine of nine cells), after
 *    one line on stderr naming that case, and having printed nothing for it;
 *  - otherwise it prints a "Case k:" line for each case read, then a grid valid by rows,
 *    columns and regions that keeps the givens, or "No solution" or "Multiple Solutions".
 *  That a "No solution" or a "Multiple Solutions" is right is the stress test's work (brute
 *  force and dancing links), not this target's.
 * Usage: make fuzz-walls [SECONDS=60]; build/fuzz_walls FILE... replays inputs (fuzz/judge_file.h
 *  runs the file in process).
 */
#include <climits>
#include <sstream>
#include <string>
#include <vector>

#define JUDGE_FILE_PATH "../build/submit/hdu-4069.cpp"
#include "judge_file.h"

namespace {

using judge_file::splitLines;

// The root of cell i's set.
int rootOf(std::vector<int> &parent, int i) { return parent[i] == i ? i : parent[i] = rootOf(parent, parent[i]); }

struct Case {
    bool wellFormed;
    int cells[81], region[81];  // region: a root cell's index, the same for every cell of a region
};

// The case of these 81 numbers: malformed when one is not a digit plus walls, or when the open
// sides do not join the cells into nine regions of nine.
Case caseOf(const long long *numbers) {
    Case c;
    c.wellFormed = true;
    std::vector<int> parent(81);
    for (int i = 0; i < 81; ++i) {
        parent[i] = i;
        if (numbers[i] < 0 || numbers[i] > 255 || numbers[i] % 16 > 9) c.wellFormed = false;
    }
    if (!c.wellFormed) return c;
    for (int i = 0; i < 81; ++i) {
        int r = i / 9, col = i % 9, walls = int(numbers[i] / 16);
        if (col < 8 && !(walls & 2) && !(numbers[i + 1] / 16 & 8)) parent[rootOf(parent, i)] = rootOf(parent, i + 1);
        if (r < 8 && !(walls & 4) && !(numbers[i + 9] / 16 & 1)) parent[rootOf(parent, i)] = rootOf(parent, i + 9);
    }
    int size[81] = {0};
    for (int i = 0; i < 81; ++i) c.cells[i] = int(numbers[i] % 16), c.region[i] = rootOf(parent, i), ++size[c.region[i]];
    for (int i = 0; i < 81; ++i)
        if (size[c.region[i]] != 0 && size[c.region[i]] != 9) c.wellFormed = false;
    return c;
}

// Whether rows (9 lines of 9 digits) solve the case: every unit holds 1-9 once, givens kept.
bool solves(const Case &c, const std::vector<std::string> &rows) {
    int grid[81];
    for (int r = 0; r < 9; ++r) {
        if (rows[r].size() != 9) return false;
        for (int col = 0; col < 9; ++col) {
            char ch = rows[r][col];
            if (ch < '1' || ch > '9') return false;
            grid[r * 9 + col] = ch - '0';
            if (c.cells[r * 9 + col] && c.cells[r * 9 + col] != grid[r * 9 + col]) return false;
        }
    }
    for (int i = 0; i < 81; ++i)
        for (int j = i + 1; j < 81; ++j) {
            bool peers = i / 9 == j / 9 || i % 9 == j % 9 || c.region[i] == c.region[j];
            if (peers && grid[i] == grid[j]) return false;
        }
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    std::string input(reinterpret_cast<const char *>(data), size);
    // The cases as scanf("%d") reads them: a count, then whole numbers while they parse.
    std::vector<long long> numbers;
    bool tooLong = false;  // a number past long long, which scanf reads as something else
    {
        std::istringstream in(input);
        long long x;
        while (in >> x) numbers.push_back(x);
        tooLong = x == LLONG_MAX || x == LLONG_MIN;  // as the read that failed past the range sets it (else 0)
    }
    std::string out, err;
    int exitStatus = judge_file::runJudgeFile(input, out, err);
    std::vector<std::string> printed = splitLines(out), complaints = splitLines(err);

    // Numbers past int make scanf's view differ from this parse: those inputs only have to end cleanly.
    for (size_t k = 0; k <= numbers.size(); ++k)
        if (k == numbers.size() ? tooLong : numbers[k] > 2147483647LL || numbers[k] < -2147483647LL) {
            REQUIRE_PROPERTY(exitStatus == 0 || exitStatus == 2);
            return 0;
        }
    long long t = numbers.empty() ? 0 : numbers[0];
    size_t line = 0;  // lines of output seen
    long long k = 1;
    for (; k <= t && 1 + 81 * (size_t)k <= numbers.size(); ++k) {
        Case c = caseOf(&numbers[1 + 81 * (k - 1)]);
        if (!c.wellFormed) {
            REQUIRE_PROPERTY(exitStatus == 2);
            REQUIRE_PROPERTY(complaints.size() == 1);
            REQUIRE_PROPERTY(complaints[0].find("puzzle " + std::to_string(k) + ", row ") == 0);
            REQUIRE_PROPERTY(line == printed.size());  // nothing printed for it
            return 0;
        }
        REQUIRE_PROPERTY(line < printed.size() && printed[line] == "Case " + std::to_string(k) + ":");
        ++line;
        REQUIRE_PROPERTY(line < printed.size());
        if (printed[line] == "No solution" || printed[line] == "Multiple Solutions") {
            ++line;
            continue;
        }
        REQUIRE_PROPERTY(line + 9 <= printed.size());
        REQUIRE_PROPERTY(solves(c, std::vector<std::string>(printed.begin() + line, printed.begin() + line + 9)));
        line += 9;
    }
    // A last case cut short by the end of input: the reader stops at its first bad number, if any.
    bool badNumber = false;
    for (size_t i = 1 + 81 * (size_t)(k - 1); k <= t && i < numbers.size(); ++i)
        badNumber = badNumber || numbers[i] < 0 || numbers[i] > 255 || numbers[i] % 16 > 9;
    REQUIRE_PROPERTY(exitStatus == (badNumber ? 2 : 0) && complaints.size() == (badNumber ? 1u : 0u));
    REQUIRE_PROPERTY(line == printed.size());
    return 0;
}
