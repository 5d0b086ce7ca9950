// doctest's main, in a translation unit of its own so that it is compiled once (1 s of CPU;
// Catch2's took 10).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
