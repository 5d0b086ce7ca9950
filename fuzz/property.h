// REQUIRE_PROPERTY(cond): a fuzz target's check. A failure names the property and aborts, so
// that libFuzzer saves the input that broke it.
#pragma once
#include <cstdio>
#include <cstdlib>

#define REQUIRE_PROPERTY(cond)                                                    \
    do {                                                                          \
        if (!(cond)) {                                                            \
            fprintf(stderr, "fuzz property failed: %s (line %d)\n", #cond, __LINE__); \
            abort();                                                              \
        }                                                                         \
    } while (0)
