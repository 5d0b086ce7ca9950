// In-process runs of a judge's file (make submit) for a fuzz target: the target defines
// JUDGE_FILE_PATH, includes this header, and calls runJudgeFile(input, out, err), which returns
// the file's exit status (0 when its main returns, the status it passed to exit otherwise) with
// what it printed on stdout and stderr. The file's exit() jumps back here; its main() is renamed
// (as main, it may end without a return: build with -fno-strict-return -fno-sanitize=return).
#pragma once
#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "property.h"

namespace judge_file {
jmp_buf exited;
int exitStatus;
inline void exitTo(int status) { exitStatus = status, longjmp(exited, 1); }
}  // namespace judge_file

#define exit judge_file::exitTo
#define main judgeMain
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wreturn-type"
#include JUDGE_FILE_PATH
#pragma clang diagnostic pop
#undef main
#undef exit

namespace judge_file {

inline std::vector<std::string> splitLines(const std::string &text) {
    std::vector<std::string> v;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) v.push_back(line);
    return v;
}

// Runs the file's main on input; its exit status, its stdout in out and its stderr in err.
inline int runJudgeFile(std::string input, std::string &out, std::string &err) {
    FILE *in = fmemopen(&input[0], input.size(), "r");  // glibc takes size 0 too
    REQUIRE_PROPERTY(in);
    Capture printed, complained;  // property.h's
    FILE *savedIn = stdin, *savedOut = stdout, *savedErr = stderr;
    stdin = in, stdout = printed.file, stderr = complained.file;
    exitStatus = 0;
    if (!setjmp(exited)) judgeMain();
    stdin = savedIn, stdout = savedOut, stderr = savedErr;
    fclose(in);
    out = printed.close(), err = complained.close();
    return exitStatus;
}

}  // namespace judge_file
