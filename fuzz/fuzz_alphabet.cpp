/**
 * Description: libFuzzer target over HDU 3909's file (make submit JUDGE=hdu-3909): its reader of
 *  size lines and of cells 1-9 then A-G, its rule MINIMAL and its answers, in process. Beyond
 *  crashes, undefined behaviour and hangs, it checks what was printed against the input, read
 *  here on its own as the statement lays it out (a number N = 2 to 4, then N^4 cells or '.', any
 *  whitespace between):
 *  - at the first character that is neither a cell of its puzzle's size, nor '.', nor
 *    whitespace, the file stops with exit status 2 after one line on stderr naming that puzzle
 *    and row, having printed nothing for it;
 *  - otherwise it ends with status 0 at the first size it cannot take (or the end of input), and
 *    answers every whole puzzle before it with "No Solution", "Multiple Solutions", "Not
 *    Minimal" or N^2 lines of N^2 cells, a solution keeping the givens.
 *  That the words are right is the stress test's work (dancing links), not this target's.
 * Usage: make fuzz-alphabet [SECONDS=60]; build/fuzz_alphabet FILE... replays inputs
 *  (fuzz/judge_file.h runs the file in process).
 */
#include <cctype>
#include <string>
#include <vector>

#define JUDGE_FILE_PATH "../build/submit/hdu-3909.cpp"
#include "judge_file.h"

namespace {

using judge_file::splitLines;

// The value of symbol c as a cell of an n x n puzzle (1-9, then A = 10), or 0.
int cellValue(unsigned char c, int n) {
    int d = c >= '1' && c <= '9' ? c - '0' : c >= 'A' && c <= 'G' ? c - 'A' + 10 : 0;
    return d <= n ? d : 0;
}

// Whether rows (n lines of n symbols) solve puzzle: each row, column and box holds every
// value once, and the givens are kept.
bool solves(const std::vector<int> &puzzle, int box, const std::vector<std::string> &rows) {
    int n = box * box;
    std::vector<int> grid(n * n);
    for (int r = 0; r < n; ++r) {
        if ((int)rows[r].size() != n) return false;
        for (int c = 0; c < n; ++c) {
            int i = r * n + c;
            grid[i] = cellValue(rows[r][c], n);
            if (!grid[i] || (puzzle[i] && puzzle[i] != grid[i])) return false;
        }
    }
    for (int i = 0; i < n * n; ++i)
        for (int j = i + 1; j < n * n; ++j) {
            int ri = i / n, ci = i % n, rj = j / n, cj = j % n;
            bool peers = ri == rj || ci == cj || (ri / box == rj / box && ci / box == cj / box);
            if (peers && grid[i] == grid[j]) return false;
        }
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    std::string input(reinterpret_cast<const char *>(data), size), out, err;
    int status = judge_file::runJudgeFile(input, out, err);
    std::vector<std::string> printed = splitLines(out), complaints = splitLines(err);

    size_t at = 0, line = 0;  // in the input; lines of output seen
    for (int puzzle = 1;; ++puzzle) {
        // The size as scanf("%d") reads it: whitespace, a sign, digits.
        while (at < size && isspace(data[at])) ++at;
        size_t start = at;
        if (at < size && (data[at] == '+' || data[at] == '-')) ++at;
        size_t digits = at;
        while (at < size && isdigit(data[at])) ++at;
        if (at == digits) break;  // no number: the file ends (status 0)
        if (at - digits > 9) {    // past int: scanf's value is not this target's to model
            REQUIRE_PROPERTY(status == 0 || status == 2);
            return 0;
        }
        long box = std::stol(input.substr(start, at - start));
        if (box < 2 || box > 4) break;
        int n = int(box * box);
        std::vector<int> cells;
        while ((int)cells.size() < n * n && at < size) {
            unsigned char c = data[at++];
            if (c == '.') cells.push_back(0);
            else if (cellValue(c, n)) cells.push_back(cellValue(c, n));
            else if (c > ' ') {  // past the alphabet: refused
                REQUIRE_PROPERTY(status == 2 && complaints.size() == 1);
                std::string where = "puzzle " + std::to_string(puzzle) + ", row " + std::to_string(cells.size() / n + 1) + ":";
                REQUIRE_PROPERTY(complaints[0].compare(0, where.size(), where) == 0);
                REQUIRE_PROPERTY(line == printed.size());  // nothing printed for it
                return 0;
            }
        }
        if ((int)cells.size() < n * n) break;  // cut short by the end of input
        REQUIRE_PROPERTY(line < printed.size());
        const std::string &first = printed[line];
        if (first == "No Solution" || first == "Multiple Solutions" || first == "Not Minimal") {
            ++line;
            continue;
        }
        REQUIRE_PROPERTY(line + n <= printed.size());
        REQUIRE_PROPERTY(solves(cells, int(box), std::vector<std::string>(printed.begin() + line, printed.begin() + line + n)));
        line += n;
    }
    REQUIRE_PROPERTY(status == 0 && complaints.empty());
    REQUIRE_PROPERTY(line == printed.size());
    return 0;
}
