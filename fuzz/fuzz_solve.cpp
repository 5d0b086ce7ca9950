/**
 * Description: libFuzzer target over solve.cpp's whole read-solve-print path. Beyond crashes,
 *  leaks, undefined behaviour and hangs, it checks what was printed against the input:
 *  - every grid printed is a valid solution keeping the givens of its puzzle;
 *  - "No solution" lines match the "puzzle N:" complaints one for one;
 *  - the exit status is 2 exactly when a "line L:" complaint was made, else 0 (a puzzle without
 *    a solution is answered "No solution", not an error).
 *  Puzzles are paired with outputs through the input's stream of cells, read here without
 *  solve.cpp's parser: the k-th puzzle printed owns the k-th run of 81 cells.
 * Usage: make fuzz [SECONDS=60]; build/fuzz_solve FILE... replays inputs.
 */
#define SUDOKU_NO_MAIN
#include "../solve.cpp"

#include <cstdlib>
#include <string>
#include <vector>

#include "../stress/check.h"

#define REQUIRE_PROPERTY(cond)                                               \
    do {                                                                     \
        if (!(cond)) {                                                       \
            fprintf(stderr, "fuzz property failed: %s (line %d)\n", #cond, __LINE__); \
            abort();                                                         \
        }                                                                    \
    } while (0)

namespace {

std::vector<std::string> splitLines(const std::string &text) {
    std::vector<std::string> v;
    size_t start = 0;
    for (size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
        v.push_back(text.substr(start, nl - start));
    if (start < text.size()) v.push_back(text.substr(start));
    return v;
}

std::string withoutChars(const std::string &s, const char *drop) {
    std::string kept;
    for (size_t i = 0; i < s.size(); ++i)
        if (!strchr(drop, s[i])) kept += s[i];
    return kept;
}

// The cells of the input in order, as digits (0 = blank): comment lines, a leading count line
// and everything from a line "end" on left out.
std::vector<int> inputCells(const std::string &input) {
    std::vector<int> cells;
    bool first = true;
    std::vector<std::string> lines = splitLines(input);
    for (size_t i = 0; i < lines.size(); ++i) {
        std::string text = withoutChars(lines[i], " \t\r");
        if (text.empty() || text[0] == '#') continue;
        if (text == "end") break;
        bool count = first && text.size() <= 6 && text.find_first_not_of("0123456789") == std::string::npos;
        first = false;
        if (count) continue;
        for (size_t k = 0; k < text.size(); ++k)
            if (strchr("0123456789.?", text[k])) cells.push_back(text[k] >= '1' && text[k] <= '9' ? text[k] - '0' : 0);
    }
    return cells;
}

// Whether grid solves the puzzle whose cells are givens, as the stress checker judges it.
bool solves(const int *givens, const std::vector<int> &grid) {
    Puzzle p = Puzzle();
    std::copy(givens, givens + 81, p.cells);
    return gridError(p, &grid[0]).empty();
}

int countPrefixed(const std::vector<std::string> &lines, const char *prefix) {
    int n = 0;
    for (size_t i = 0; i < lines.size(); ++i) n += lines[i].compare(0, strlen(prefix), prefix) == 0;
    return n;
}

// An in-memory stream (POSIX open_memstream) whose text is kept once it is closed.
struct Capture {
    char *text;
    size_t size;
    FILE *file;
    Capture() : text(0), size(0), file(open_memstream(&text, &size)) { REQUIRE_PROPERTY(file); }
    std::string close() {
        fclose(file);
        std::string s(text, size);
        free(text);
        return s;
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    std::string input(reinterpret_cast<const char *>(data), size);
    FILE *in = fmemopen(&input[0], size, "r");  // glibc takes size 0 too
    REQUIRE_PROPERTY(in);
    Capture out, err;
    int status = run(in, out.file, err.file);
    fclose(in);
    std::string output = out.close();
    std::vector<std::string> printed = splitLines(output), complaints = splitLines(err.close());

    REQUIRE_PROPERTY(output.empty() || output[output.size() - 1] == '\n');
    int malformed = countPrefixed(complaints, "line "), unsolved = countPrefixed(complaints, "puzzle ");
    REQUIRE_PROPERTY(malformed + unsolved == (int)complaints.size());
    REQUIRE_PROPERTY(malformed <= 1);
    REQUIRE_PROPERTY(status == (malformed ? 2 : 0));

    std::vector<int> cells = inputCells(input), grid;
    size_t puzzle = 0;
    int noSolution = 0;
    for (size_t i = 0; i < printed.size(); ++i) {
        const std::string &line = printed[i];
        REQUIRE_PROPERTY(line.empty() || line[line.size() - 1] != ' ');
        if (line.empty()) {
            REQUIRE_PROPERTY(grid.empty() && i > 0 && i + 1 < printed.size() && !printed[i - 1].empty());
            continue;
        }
        if (line == "No solution") {
            REQUIRE_PROPERTY(grid.empty());
            ++noSolution, ++puzzle;
            continue;
        }
        std::string digits = withoutChars(line, " ");
        REQUIRE_PROPERTY(digits.size() == 9 || digits.size() == 81);
        REQUIRE_PROPERTY(line.size() == digits.size() || line.size() == 2 * digits.size() - 1);
        for (size_t k = 0; k < digits.size(); ++k) {
            REQUIRE_PROPERTY(digits[k] >= '1' && digits[k] <= '9');
            grid.push_back(digits[k] - '0');
        }
        REQUIRE_PROPERTY(grid.size() <= 81);
        if (grid.size() < 81) continue;
        REQUIRE_PROPERTY((puzzle + 1) * 81 <= cells.size());
        REQUIRE_PROPERTY(solves(&cells[puzzle * 81], grid));
        grid.clear(), ++puzzle;
    }
    REQUIRE_PROPERTY(grid.empty());
    REQUIRE_PROPERTY(noSolution == unsolved);
    return 0;
}
