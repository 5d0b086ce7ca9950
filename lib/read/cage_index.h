/**
 * Description: The index of a killer cage's id: a-z, then A-Z.
 * Usage: cageIndex('b') == 1   (read/cages.h, read/cage_lines.h)
 * Time: O(1).
 * Status: tested through the killer judges' files (samples, stress, hack).
 */
#pragma once

// The index of cage id c (a-z: 0-25, A-Z: 26-51), or -1.
int cageIndex(char c) {
  return c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' + 26 : -1;
}
