/**
 * Description: Runs one solution under test as a judge would, and says what the run took; the
 *  only program of the kit that starts a contestant's code (stress/run.sh calls it for make
 *  samples, stress and hack). In a sandbox (bubblewrap, Debian's bwrap) by default: a fresh
 *  empty working folder; the system's programs and libraries and what the command names by an
 *  absolute path, read-only; nothing else of the file system (not the home folder, the
 *  checkout, /tmp's files); no network (a loopback of its own), its own process namespace; its
 *  whole process tree is ended with the run. Without the
 *  sandbox (--no-sandbox) it still runs in that folder, and what it leaves is ended. Either way
 *  at most --processes tasks where a pids cgroup can be made (as root).
 * Usage: build/runner --input FILE --output FILE --stderr FILE --output-cap BYTES
 *          --cpu MILLISECONDS --wall MILLISECONDS [--memory MB] --folder DIR [--processes N]
 *          [--no-sandbox] COMMAND
 *        build/runner --no-sandbox --each DIR FIRST LAST --output-cap BYTES --cpu MS --wall MS
 *          --folder DIR COMMAND     runs DIR/K.in for K = FIRST..LAST into K.out and K.err, a
 *          line "K STATUS ..." each, up to the first that fails (make hack on the kit's own
 *          files: one runner for 50 of them; the peak is then the solution's own process's)
 *        build/runner --probe [--no-sandbox]      exit 0 when the sandbox can be made here;
 *          prints whether a run's processes can be capped
 *  COMMAND is a shell command, its paths absolute: it starts in DIR, made empty first. Plain
 *  words (no quote, `$`, redirection or other shell syntax) are started as they are, without
 *  sh -c.
 *  Its stdout goes to --output, cut after BYTES + 1 bytes (the run is then ended at once), its
 *  stderr to --stderr, cut at 64 KiB. Its CPU time (user + system, every process of its tree)
 *  is capped at --cpu (read every 10 ms; setrlimit's whole seconds behind that), its wall time
 *  at --wall, its resident memory (every process of its tree but bwrap's, read every 10 ms, and
 *  every 1 ms past half the cap) at --memory. Prints one line:
 *  "STATUS CPU_MS WALL_MS PEAK_KB WALL_CAPPED OVER_CAP BYTES" (STATUS: its exit status,
 *  128 + a signal's number when a signal ended it; PEAK_KB: the largest resident set of its
 *  processes, or of its tree as read every 10 ms, whichever is larger: past --memory where it
 *  was ended for that; OVER_CAP: 1 when it printed more than BYTES). --output-cap 0: 4 times the
 *  input's size, at least 1 MiB.
 *  Exit status 0, or 2 with a message on stderr when the run could not be made.
 * Time: what the solution takes, plus about 2 ms (6 ms of wall time in the sandbox).
 * Status: tested by tests/stress/sandbox.sh and by every stage that runs a solution (make test)
 */
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <cstring>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <string>
#include <dirent.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <vector>

static void die(const std::string& what) {
  fprintf(stderr, "runner: %s%s%s\n", what.c_str(), errno ? ": " : "", errno ? strerror(errno) : "");
  exit(2);
}

static long nowMs() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000L + t.tv_nsec / 1000000;
}

static bool writeFile(const std::string& path, const std::string& text) {
  int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  bool ok = write(fd, text.data(), text.size()) == (ssize_t)text.size();
  return close(fd) == 0 && ok;
}

/// A pids cgroup caps the tasks (processes and threads) of a run: RLIMIT_NPROC does not bind
/// root, and a fork bomb inside a process namespace still takes the machine's process slots.
/// Root can make one (cgroup v2's pids controller, or v1's pids hierarchy); anyone else runs
/// without that cap, and docs/testing.md says so.
struct PidsCgroup {
  std::string dir;
  bool make(int processes) {
    const char* roots[] = {"/sys/fs/cgroup", "/sys/fs/cgroup/pids"};
    for (const char* root : roots) {
      std::string candidate = std::string(root) + "/sudoku-kit-run-" + std::to_string(getpid());
      if (access((std::string(root) + "/cgroup.procs").c_str(), W_OK) != 0) continue;
      if (mkdir(candidate.c_str(), 0755) != 0) continue;
      if (writeFile(candidate + "/pids.max", std::to_string(processes))) return dir = candidate, true;
      rmdir(candidate.c_str());
    }
    errno = 0;
    return false;
  }
  bool join() const { return dir.empty() || writeFile(dir + "/cgroup.procs", "0"); }
  /// Ends every task left in it (a daemon that left the process group), then removes it: at
  /// once, or where its tasks are still exiting, from a process left behind for up to a second,
  /// so that the run's verdict does not wait (it would, 7-12 ms a run).
  void end() {
    if (dir.empty() || endTasks()) return;
    if (fork() != 0) return;
    setsid();
    int null = open("/dev/null", O_RDWR);
    dup2(null, 0), dup2(null, 1), dup2(null, 2);
    for (int round = 0; round < 1000 && !endTasks(); ++round) usleep(1000);
    _exit(0);
  }
  bool endTasks() const {
    FILE* procs = fopen((dir + "/cgroup.procs").c_str(), "r");
    for (int pid; procs && fscanf(procs, "%d", &pid) == 1;) kill(pid, SIGKILL);
    if (procs) fclose(procs);
    return rmdir(dir.c_str()) == 0 || errno == ENOENT;
  }
};

struct Options {
  std::string input, output, stderrFile, folder, command, each;  // each: a folder of K.in
  long first = 0, last = -1;  // with each: the K run
  long outputCap = -1, cpuMs = -1, wallMs = -1, memoryKb = 0;  // memoryKb 0: no cap
  int processes = 128;
  bool sandbox = true, probe = false;
};

static Options parse(int argc, char** argv) {
  Options o;
  for (int a = 1; a < argc; ++a) {
    std::string arg = argv[a];
    auto value = [&]() -> std::string {
      if (a + 1 >= argc) errno = 0, die(arg + " needs a value");
      return argv[++a];
    };
    if (arg == "--input") o.input = value();
    else if (arg == "--output") o.output = value();
    else if (arg == "--stderr") o.stderrFile = value();
    else if (arg == "--folder") o.folder = value();
    else if (arg == "--output-cap") o.outputCap = atol(value().c_str());
    else if (arg == "--cpu") o.cpuMs = atol(value().c_str());
    else if (arg == "--wall") o.wallMs = atol(value().c_str());
    else if (arg == "--memory") o.memoryKb = atol(value().c_str()) * 1024;
    else if (arg == "--processes") o.processes = atoi(value().c_str());
    else if (arg == "--no-sandbox") o.sandbox = false;
    else if (arg == "--each" && a + 3 < argc) o.each = argv[++a], o.first = atol(argv[++a]), o.last = atol(argv[++a]);
    else if (arg == "--probe") o.probe = true;
    else if (a == argc - 1 && arg[0] != '-') o.command = arg;
    else errno = 0, die("unknown argument '" + arg + "' (see the header of stress/runner.cpp)");
  }
  errno = 0;
  if (o.probe) return o;
  if (!o.each.empty() && o.sandbox) die("--each runs the kit's own files, without the sandbox (--no-sandbox)");
  if (!o.each.empty()) o.input = o.output = o.stderrFile = "-";  // each K's, below
  if (o.input.empty() || o.output.empty() || o.stderrFile.empty() || o.folder.empty() || o.command.empty() ||
      o.outputCap < 0 || o.cpuMs <= 0 || o.wallMs <= 0 || o.processes <= 0)
    die("--input, --output, --stderr, --output-cap, --cpu, --wall, --folder and COMMAND are needed");
  if (o.folder[0] != '/') die("--folder must be an absolute path");
  return o;
}

/// The words that start COMMAND: its own where it is plain words, else sh -c COMMAND. A shell
/// costs 1 ms a run (of 2-3), which hack's 342 runs a judge notice.
static std::vector<std::string> argvOf(const std::string& command) {
  if (command.find_first_of("'\"\\$`|&;<>(){}*?[]~#=\n\t") != std::string::npos) return {"/bin/sh", "-c", command};
  std::vector<std::string> words;
  for (size_t at = 0; (at = command.find_first_not_of(' ', at)) != std::string::npos;) {
    size_t end = std::min(command.find(' ', at), command.size());
    words.push_back(command.substr(at, end - at)), at = end;
  }
  return words;
}

/// The file system a run sees: the system's programs and libraries (/usr, /etc, and /bin, /lib,
/// ... as they are here: links into /usr, or folders), read-only; each file or folder the command
/// names by an absolute path (its program, its source, its classes), read-only; an empty /tmp;
/// its working folder, writable. Not the home folder, the checkout, the judge's answers, the
/// kit's saved failures or another run's files: a solution reads its input and nothing else.
static std::vector<std::string> visibleFiles(const Options& o, const std::string& command) {
  std::vector<std::string> args = {"--ro-bind", "/usr", "/usr", "--ro-bind", "/etc", "/etc"};
  for (const char* top : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}) {
    char target[4096];
    ssize_t size = readlink(top, target, sizeof target - 1);
    struct stat st;
    if (size > 0) args.insert(args.end(), {"--symlink", std::string(target, size), top});
    else if (stat(top, &st) == 0 && S_ISDIR(st.st_mode)) args.insert(args.end(), {"--ro-bind", top, top});
  }
  args.insert(args.end(), {"--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"});
  for (size_t at = 0; (at = command.find('/', at)) != std::string::npos;) {  // each absolute path in it
    size_t end = command.find_first_of(" '\"\t\n;|&<>()", at);
    std::string path = command.substr(at, end == std::string::npos ? std::string::npos : end - at);
    struct stat st;
    if ((at == 0 || strchr(" '\"=\t", command[at - 1])) && stat(path.c_str(), &st) == 0 && path.compare(0, 5, "/usr/") != 0)
      args.insert(args.end(), {"--ro-bind", path, path});
    at = end == std::string::npos ? command.size() : end;
  }
  args.insert(args.end(), {"--bind", o.folder, o.folder, "--chdir", o.folder});
  return args;
}

/// bwrap's arguments: the files of visibleFiles; fresh namespaces (network, processes, IPC, host
/// name); the sandbox ends when the runner does.
static std::vector<std::string> sandboxed(const Options& o, const std::string& command) {
  std::vector<std::string> args = {"bwrap"}, files = visibleFiles(o, command);
  args.insert(args.end(), files.begin(), files.end());
  args.insert(args.end(), {"--unshare-all", "--die-with-parent", "--new-session", "--"});
  for (const std::string& word : argvOf(command)) args.push_back(word);
  return args;
}

static void execWords(std::vector<std::string> args) {
  std::vector<char*> argp;
  for (std::string& s : args) argp.push_back(&s[0]);
  argp.push_back(nullptr);
  execvp(argp[0], argp.data());
}

static int removeEntry(const char* path, const struct stat*, int, FTW*) { return remove(path); }

static void emptyFolder(const std::string& folder) {
  if ((nftw(folder.c_str(), removeEntry, 16, FTW_DEPTH | FTW_PHYS) != 0 && errno != ENOENT) || mkdir(folder.c_str(), 0700) != 0)
    die("cannot make the working folder " + folder);
  errno = 0;
}

/// The runner is a subreaper: what its solution leaves behind (bwrap's init, whose parent does
/// not wait for it; a daemon) is reparented to it, so that this can end it, and so that what it
/// used counts in the runner's RUSAGE_CHILDREN, which is how the run's CPU time and peak memory
/// are measured (a wait4 of bwrap's process alone would miss the sandboxed one).
static void killChildren() {
  DIR* tasks = opendir("/proc/self/task");
  for (dirent* t; tasks && (t = readdir(tasks));) {
    if (t->d_name[0] == '.') continue;
    FILE* children = fopen((std::string("/proc/self/task/") + t->d_name + "/children").c_str(), "r");
    for (int pid; children && fscanf(children, "%d", &pid) == 1;) kill(pid, SIGKILL);
    if (children) fclose(children);
  }
  if (tasks) closedir(tasks);
}

/// The CPU time its tree has used so far: each live process's own and its reaped children's
/// (/proc/PID/stat), found through the children of the runner's tasks, and what the runner
/// has reaped; and in rssKb the resident memory of its live processes but bwrap's own. Read
/// every 10 ms, so that a run is stopped at its limit, not at setrlimit's next whole second (a
/// TLE at 0.25 s cost 1 s of CPU), and at its memory cap before it takes the machine's.
static long treeCpuMs(long& rssKb) {
  static const long tick = sysconf(_SC_CLK_TCK), pageKb = sysconf(_SC_PAGESIZE) / 1024;
  long ticks = 0;
  rssKb = 0;
  std::vector<std::string> pending = {"self"};
  while (!pending.empty()) {
    std::string pid = pending.back();
    pending.pop_back();
    if (pid != "self") {
      FILE* stat = fopen(("/proc/" + pid + "/stat").c_str(), "r");
      char line[1024];
      const char* fields = stat && fgets(line, sizeof line, stat) ? strrchr(line, ')') : nullptr;
      long utime, stime, cutime, cstime, rss;  // fields 14-17 and 24, after the name in parentheses
      if (fields && sscanf(fields, ") %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %ld %ld %ld %ld %*d %*d %*d %*d %*u %*u %ld",
                           &utime, &stime, &cutime, &cstime, &rss) == 5) {
        ticks += utime + stime + cutime + cstime;
        if (!strstr(line, "(bwrap)")) rssKb += rss * pageKb;
      }
      if (stat) fclose(stat);
    }
    DIR* tasks = opendir(("/proc/" + pid + "/task").c_str());
    for (dirent* t; tasks && (t = readdir(tasks));) {
      if (t->d_name[0] == '.') continue;
      FILE* children = fopen(("/proc/" + pid + "/task/" + t->d_name + "/children").c_str(), "r");
      for (int child; children && fscanf(children, "%d", &child) == 1;) pending.push_back(std::to_string(child));
      if (children) fclose(children);
    }
    if (tasks) closedir(tasks);
  }
  rusage reaped;
  getrusage(RUSAGE_CHILDREN, &reaped);
  return ticks * 1000 / tick + (reaped.ru_utime.tv_sec + reaped.ru_stime.tv_sec) * 1000L + (reaped.ru_utime.tv_usec + reaped.ru_stime.tv_usec) / 1000;
}

static void reapAll() {
  for (int round = 0; round < 10000; ++round) {
    killChildren();
    if (waitpid(-1, nullptr, 0) < 0 && errno == ECHILD) return;
  }
}

static bool runOnce(const Options& o);

int main(int argc, char** argv) {
  Options o = parse(argc, argv);
  if (o.probe) {  // what a run is kept in here: bwrap's namespaces, a cap on its processes
    PidsCgroup cgroup;
    bool capped = cgroup.make(o.processes);
    cgroup.end();
    printf("processes: %s\n", capped ? ("at most " + std::to_string(o.processes) + " (a pids cgroup)").c_str() : "not capped (no pids cgroup can be made: not root?)");
    if (!o.sandbox) return 0;
    char folder[] = "/tmp/sudoku-kit-probe-XXXXXX";
    if (!mkdtemp(folder)) die("mkdtemp");
    o.folder = folder;
    std::string cmd;
    for (const std::string& s : sandboxed(o, "true")) cmd += "'" + s + "' ";
    int status = system((cmd + "> /dev/null 2>&1").c_str());
    rmdir(folder);
    return status == 0 ? 0 : 1;
  }
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) die("prctl");
  if (o.each.empty()) return runOnce(o), 0;
  /// --each: one runner for a hack's files of the kit's own solution (make test's stage choice
  /// runs 342 a judge), a line each, up to the first that fails.
  for (long k = o.first; k <= o.last; k++) {
    std::string base = o.each + "/" + std::to_string(k);
    o.input = base + ".in", o.output = base + ".out", o.stderrFile = base + ".err";
    printf("%ld ", k);
    if (!runOnce(o)) break;
  }
  return 0;
}

// One run of o.command on o.input; prints its line; false when it did not end well (an exit
// status but 0, its CPU past the limit, the wall cap, the output cap).
static bool runOnce(const Options& oIn) {
  Options o = oIn;
  emptyFolder(o.folder);
  rusage before;
  getrusage(RUSAGE_CHILDREN, &before);  // the runs before this one's (--each)
  long beforeMs = (before.ru_utime.tv_sec + before.ru_stime.tv_sec) * 1000L + (before.ru_utime.tv_usec + before.ru_stime.tv_usec) / 1000;
  int in = open(o.input.c_str(), O_RDONLY | O_CLOEXEC);
  struct stat input;
  if (in < 0 || fstat(in, &input) != 0) die("cannot read " + o.input);
  if (o.outputCap == 0) o.outputCap = std::max(4L * (long)input.st_size, 1L << 20);
  FILE* out = fopen(o.output.c_str(), "we");
  FILE* err = fopen(o.stderrFile.c_str(), "we");
  if (!out || !err) die("cannot write " + o.output + " or " + o.stderrFile);
  int outPipe[2], errPipe[2];
  if (pipe2(outPipe, O_CLOEXEC) != 0 || pipe2(errPipe, O_CLOEXEC) != 0) die("pipe");
  PidsCgroup cgroup;
  cgroup.make(o.processes);

  long start = nowMs();
  pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    setpgid(0, 0);  // its tree, a group to end at once
    if (!cgroup.join()) _exit(126);
    rlim_t seconds = (rlim_t)(o.cpuMs / 1000 + 1);  // a backstop: the loop below reads the time
    rlimit cpu = {seconds, seconds + 1}, core = {0, 0};
    setrlimit(RLIMIT_CPU, &cpu);  // SIGXCPU at the cap, SIGKILL a second later
    setrlimit(RLIMIT_CORE, &core);
    dup2(in, 0), dup2(outPipe[1], 1), dup2(errPipe[1], 2);
    signal(SIGPIPE, SIG_DFL);
    if (o.sandbox) {
      execWords(sandboxed(o, o.command));
      fprintf(stderr, "runner: cannot start bwrap: %s (install Debian's bubblewrap, or set SANDBOX=0)\n", strerror(errno));
    } else if (chdir(o.folder.c_str()) == 0) {
      execWords(argvOf(o.command));
      fprintf(stderr, "runner: cannot start %s: %s\n", o.command.c_str(), strerror(errno));
    }
    _exit(127);
  }
  close(outPipe[1]), close(errPipe[1]), close(in);
  int exited = (int)syscall(SYS_pidfd_open, child, 0);  // readable once the child has ended

  /// Reads both pipes until the child has ended and they are closed, the wall cap passes or the
  /// output passes its cap; a background process that keeps them open is ended with the rest.
  const long kStderrCap = 65536;
  long outBytes = 0, errBytes = 0, deadline = start + o.wallMs;
  bool wallCapped = false, reaped = false, over = false;
  rusage childUsage = {};  // the direct child's own (its peak, where it is the solution: --each)
  long seenCpuMs = 0;  // the tree's CPU time as last read: what a process ended in a sandbox leaves uncounted in rusage
  long seenKb = 0;     // the most resident memory its tree was seen to hold: a process ended in a sandbox leaves its peak uncounted too
  bool stopped = false;  // ended at the CPU or memory cap
  long rssKb = 0;        // its tree's resident memory as last read
  int status = 0;
  pollfd fds[3] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}, {exited, POLLIN, 0}};
  char buffer[65536];
  auto endTree = [&] { kill(-child, SIGKILL), kill(child, SIGKILL); };
  while (fds[0].fd >= 0 || fds[1].fd >= 0 || !reaped) {
    long left = deadline - nowMs();
    if (left <= 0 && !wallCapped) wallCapped = true, endTree(), deadline = nowMs() + 1000;
    else if (left <= 0) break;  // pipes held open past the end: given up
    // The CPU time and memory are read every 10 ms; every 1 ms past half the memory cap, where a
    // solution touching pages as fast as it can (3-5 MB a ms) would pass the cap by 30-50 MB.
    int wait = (int)std::min(left, o.memoryKb && 2 * rssKb > o.memoryKb ? 1L : 10L);
    if (!reaped && !stopped) {
      seenCpuMs = treeCpuMs(rssKb) - beforeMs, seenKb = std::max(seenKb, rssKb);
      if (seenCpuMs > o.cpuMs || (o.memoryKb && rssKb > o.memoryKb)) stopped = true, endTree();
    }
    if (poll(fds, 3, wait) < 0 && errno != EINTR) die("poll");
    for (int k = 0; k < 2; ++k) {
      if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t n = read(fds[k].fd, buffer, sizeof buffer);
      if (n <= 0) { close(fds[k].fd), fds[k].fd = -1; continue; }
      long& bytes = k == 0 ? outBytes : errBytes;
      long cap = k == 0 ? o.outputCap + 1 : kStderrCap;
      if (bytes < cap) fwrite(buffer, 1, std::min((long)n, cap - bytes), k == 0 ? out : err);
      bytes += n;
      if (k == 0 && bytes > o.outputCap && !over) over = true, endTree();  // OLE: no need to read on
    }
    if (!reaped && (fds[2].revents & POLLIN || exited < 0)) {
      pid_t done = wait4(child, &status, exited < 0 ? WNOHANG : 0, &childUsage);
      if (done == child) {
        reaped = true, fds[2].fd = -1;
        endTree(), killChildren();  // what it left behind holds the pipes no longer
        if (deadline > nowMs() + 1000) deadline = nowMs() + 1000;
      }
    }
  }
  if (!reaped) endTree(), wait4(child, &status, 0, &childUsage);
  reapAll();
  for (pollfd& f : fds) if (f.fd >= 0 && f.fd != exited) close(f.fd);  // (--each: a pipe held open past the end)
  if (exited >= 0) close(exited);
  rusage usage;
  getrusage(RUSAGE_CHILDREN, &usage);
  cgroup.end();
  long wall = nowMs() - start;
  fclose(out), fclose(err);
  long cpuMs = std::max(seenCpuMs, (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000L + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000 - beforeMs);
  long peakKb = std::max(seenKb, o.each.empty() ? usage.ru_maxrss : childUsage.ru_maxrss);  // RUSAGE_CHILDREN's is the largest of every run so far
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  printf("%d %ld %ld %ld %d %d %ld\n", code, cpuMs, wall, peakKb, wallCapped ? 1 : 0, over ? 1 : 0, o.outputCap);
  fflush(stdout);
  return code == 0 && cpuMs <= o.cpuMs && !wallCapped && !over;
}
