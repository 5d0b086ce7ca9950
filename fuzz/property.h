// REQUIRE_PROPERTY(cond): a fuzz target's check. A failure names the property and aborts, so
// that libFuzzer saves the input that broke it. Capture: what a run printed, kept in memory.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#define REQUIRE_PROPERTY(cond)                                                    \
    do {                                                                          \
        if (!(cond)) {                                                            \
            fprintf(stderr, "fuzz property failed: %s (line %d)\n", #cond, __LINE__); \
            abort();                                                              \
        }                                                                         \
    } while (0)

// A FILE whose text is kept in memory: what a target's run printed.
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
