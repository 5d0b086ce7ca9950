// Guards (if, for, while, else) run together past 100 columns: bundle/compact.cpp must break
// them within 100 without a -Wmisleading-indentation warning, the program unchanged
// (tests/stress/judges.sh).
#include <cstdio>
int table[64], other[64], third[64];
int main() {
  int total = 0;
  for (int index = 0; index < 64; ++index) table[index] = index * 3 + 1; for (int index = 0; index < 64; ++index) other[index] = table[index] ^ 5; for (int index = 0; index < 64; ++index) third[index] = other[index] + table[index];
  for (int index = 0; index < 64; ++index) if (third[index] % 2) total += third[index]; else total -= other[index]; total += 7; for (int index = 0; index < 64; ++index) for (int step = 0; step < 3; ++step) if (table[index] > step) total += step; else total -= 1;
  while (total > 1000) total -= 999; if (total < 0) total = -total; for (int index = 0; index < 64; ++index) { total += table[index] % 3; if (total > 5000) total -= 5000; } total += 1;
  std::printf("%d\n", total);
}
