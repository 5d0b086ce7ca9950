/**
 * Description: libFuzzer target over build/sudoku's whole read-solve-print path. Beyond crashes,
 *  leaks, undefined behaviour and hangs, it checks what was printed against the input:
 *  - every grid printed is a valid solution keeping the givens of its puzzle;
 *  - "No solution" lines match the "puzzle N:" complaints one for one;
 *  - the exit status is 2 exactly when a "line L:" complaint was made, else 0 (a puzzle without
 *    a solution is answered "No solution", not an error).
 *  Puzzles are paired with outputs through the input's stream of cells, read here without
 *  build/sudoku's parser: the k-th answer printed is to the k-th puzzle, whose side (1, 4, 9, 16 or
 *  25) a number line before it or its first line tells, and which owns the next side * side
 *  cells; titles and separators printed back are matched to the input's.
 * Usage: make fuzz [SECONDS=60]; build/fuzz_solve FILE... replays inputs.
 */
#include "sudoku_lib.cpp"  // build/sudoku without its main (make builds it from lib/)

#include <cstdlib>
#include <string>
#include <vector>

#include "../stress/verdict.h"

#include "property.h"

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

struct InputPuzzle {
    int side;                // 1, 4, 9, 16 or 25: told by a number line, else by its first line
    std::vector<int> cells;  // side * side, 1-25, 0 = blank
    std::string title;       // the line of words before it, if any
};

std::string trimmed(const std::string &s) {
    size_t first = s.find_first_not_of(" \t\r"), last = s.find_last_not_of(" \t\r");
    return first == std::string::npos ? "" : s.substr(first, last + 1 - first);
}

bool isLower(char c) { return c >= 'a' && c <= 'z'; }
bool isLetter(char c) { return isLower(c) || (c >= 'A' && c <= 'Z'); }

// A line of words (a title, or "end"): begun by a letter, holding a lower-case one.
bool isWords(const std::string &line) {
    std::string t = trimmed(line);
    for (size_t k = 0; k < t.size(); ++k)
        if (isLower(t[k])) return isLetter(t[0]);
    return false;
}

// The puzzles of the input, as its lines give them: comment lines, titles, separators (blank
// lines, lines of fewer than 16 dashes), a leading count line, box-size lines and everything
// from a line "end" on left out; a puzzle's side is told by the number line before it where
// that fits its first line, else by its first line.
std::vector<InputPuzzle> inputPuzzles(const std::string &input) {
    std::vector<InputPuzzle> puzzles;
    int told = 0;
    std::string title;
    std::vector<std::string> lines = splitLines(input);
    for (size_t i = 0; i < lines.size(); ++i) {
        std::string text = withoutChars(lines[i], " \t\r"), line = withoutChars(trimmed(lines[i]), "\r");  // CRs are noise
        if (text.empty() || text[0] == '#') continue;
        if (line == "end") break;
        if (isWords(line)) {
            title = line;
            continue;
        }
        bool inside = !puzzles.empty() && puzzles.back().cells.size() < size_t(puzzles.back().side * puzzles.back().side);
        if (!inside && text.find_first_not_of('-') == std::string::npos && text.size() < 16) continue;
        bool number = text.size() <= 6 && line.find_first_of(" \t") == std::string::npos &&
                      text.find_first_not_of("0123456789") == std::string::npos;
        bool fitsTold = told > 0 && told <= 5 && (text.size() == size_t(told * told) || text.size() == size_t(told * told * told * told)) &&
                        text.find_first_of(told <= 3 ? "-ABCDEFGHIJKLMNOPQRSTUVWXY" : "0123456789?") == std::string::npos;
        if (!inside && number && !fitsTold) {
            told = atoi(text.c_str());
            continue;
        }
        if (!inside) {
            InputPuzzle p;
            p.side = fitsTold ? told * told : text.size() == 9 || text.size() == 81 ? 9 : text.size() == 16 || text.size() == 256 ? 16 : 25;
            p.title = title;
            puzzles.push_back(p), told = 0, title.clear();
        }
        for (size_t k = 0; k < text.size(); ++k)
            if (text[k] && strchr("0123456789.?-ABCDEFGHIJKLMNOPQRSTUVWXY", text[k]))
                puzzles.back().cells.push_back(text[k] >= '1' && text[k] <= '9' ? text[k] - '0' : text[k] >= 'A' ? text[k] - 'A' + 1 : 0);
    }
    return puzzles;
}

// Whether grid solves the puzzle whose cells are givens, as the stress checker judges it.
bool solves(const int *givens, const std::vector<int> &grid, int box) {
    return gridError(givens, &grid[0], box).empty();
}

int countPrefixed(const std::vector<std::string> &lines, const char *prefix) {
    int n = 0;
    for (size_t i = 0; i < lines.size(); ++i) n += lines[i].compare(0, strlen(prefix), prefix) == 0;
    return n;
}

// An in-memory stream (POSIX open_memstream) whose text is kept once it is closed.
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

    std::vector<InputPuzzle> puzzles = inputPuzzles(input);
    std::vector<int> grid;
    size_t puzzle = 0;
    int noSolution = 0;
    bool titled = false;  // the title of the next answer is printed
    for (size_t i = 0; i < printed.size(); ++i) {
        const std::string &line = printed[i];
        REQUIRE_PROPERTY(line.empty() || line[line.size() - 1] != ' ');
        if (line.empty() || (line.find_first_not_of('-') == std::string::npos && line.size() < 16)) {
            REQUIRE_PROPERTY(grid.empty() && i > 0 && i + 1 < printed.size() && !printed[i - 1].empty());
            continue;  // a separator, as the input had
        }
        REQUIRE_PROPERTY(puzzle < puzzles.size());
        if (grid.empty() && !titled && !puzzles[puzzle].title.empty()) {
            REQUIRE_PROPERTY(line == puzzles[puzzle].title);
            titled = true;
            continue;  // a title, printed back
        }
        if (line == "No solution") {
            REQUIRE_PROPERTY(grid.empty());
            ++noSolution, ++puzzle, titled = false;
            continue;
        }
        int n = puzzles[puzzle].side;
        std::string cells = withoutChars(line, " ");
        REQUIRE_PROPERTY(cells.size() == size_t(n) || cells.size() == size_t(n * n));
        REQUIRE_PROPERTY(line.size() == cells.size() || line.size() == 2 * cells.size() - 1);
        for (size_t k = 0; k < cells.size(); ++k) {
            bool cell = n <= 9 ? cells[k] >= '1' && cells[k] < '1' + n : cells[k] >= 'A' && cells[k] < 'A' + n;
            REQUIRE_PROPERTY(cell);
            grid.push_back(n <= 9 ? cells[k] - '0' : cells[k] - 'A' + 1);
        }
        REQUIRE_PROPERTY(grid.size() <= size_t(n * n));
        if (grid.size() < size_t(n * n)) continue;
        REQUIRE_PROPERTY(puzzles[puzzle].cells.size() == size_t(n * n));
        REQUIRE_PROPERTY(solves(&puzzles[puzzle].cells[0], grid, n == 1 ? 1 : n == 4 ? 2 : n == 9 ? 3 : n == 16 ? 4 : 5));
        grid.clear(), ++puzzle, titled = false;
    }
    REQUIRE_PROPERTY(grid.empty());
    REQUIRE_PROPERTY(noSolution == unsolved);
    return 0;
}
