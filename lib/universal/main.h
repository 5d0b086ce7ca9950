/**
 * Description: build/sudoku's main: every puzzle of standard input answered on standard output.
 * Usage: the last part of build/sudoku.cpp (make).
 * Time: as run().
 * Status: stress-tested, hacked and fuzzed as build/sudoku (make test)
 */
#pragma once
#include "input.h"

int main() { return run(stdin, stdout, stderr); }
