/**
 * Description: LeetCode's C++ environment, as a class pasted there assumes it: the standard
 *  headers included and `using namespace std;` in force (LeetCode says most standard headers are
 *  included for you, not which: here, all of them). Comes first in the translation unit of a
 *  Solution class and the driver stress/leetcode/main.cpp.
 * Usage: g++ -std=c++20 -include stress/leetcode/preamble.h -include solution.cpp stress/leetcode/main.cpp
 * Status: builds every LeetCode judge's file (make test: stages samples, samples-asan, judge-files)
 */
#include <bits/stdc++.h>
using namespace std;
