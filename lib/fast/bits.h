/**
 * Description: Bit tables of the fast engine: onesIn16 (bits set in a 16-bit mask) and bitIndex
 *  (the index of the one bit set in a mask, by a de Bruijn sequence).
 * Usage: bitIndex(m & -m); onesIn16 is filled by Sudoku::initTables.
 * Time: O(1).
 * Status: stress-tested, hacked and fuzzed through every file that holds it (make test)
 */
#pragma once
unsigned char onesIn16[1 << 16];   // bits set in a 16-bit mask

// The index of the one bit set in a 32-bit mask.
/// A de Bruijn sequence times the bit puts a distinct pattern in the top five bits: no branch,
/// no intrinsic (g++ emits tzcnt for it anyway).
inline int bitIndex(unsigned bit) {
  static const unsigned char at[32] = {0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20,
                                       15, 25, 17, 4,  8,  31, 27, 13, 23, 21, 19,
                                       16, 7,  26, 12, 18, 6,  11, 5,  10, 9};
  return at[bit * 0x077CB531u >> 27];
}
