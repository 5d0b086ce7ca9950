/**
 * Description: The outcomes of a puzzle, as the engine and the judges' table name them.
 * Usage: solveGrid(g, box) == SOLVED
 * Time: -
 * Status: one vocabulary with table/judge.h (tests/stress/judge_tests.cpp)
 */
#pragma once
// The outcomes of a puzzle (SEVERAL: two or more solutions).
enum { SOLVED, CLASH, NO_SOLUTION, SEVERAL };
