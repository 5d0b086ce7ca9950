# A solution that tries to leave traces of its run and to read what is not its input
# (tests/stress/sandbox.sh): a file in its working folder, in the checkout by an absolute path and
# under /tmp, a connection to a port on this machine, a background process in a session of its
# own; a look at the home folder, a file of the checkout, the judge's sample answer and a file
# under /tmp. Then it answers AcWing 1613's puzzle (9 lines of 9, '.' blank) by a DFS of its own,
# or says what it saw: that its working folder was not empty, or a file that was there to read.
import os, socket, subprocess, sys

fresh = os.listdir(".") == []
seen = [p for p in os.environ["PROBE_SECRETS"].split(":") if p and os.path.exists(p)]
open("output.txt", "w").write("a file in its working folder\n")
for path in (os.environ["PROBE_CHECKOUT"], os.environ["PROBE_TMP"]):
    try:
        open(path, "w").write("escaped\n")
    except OSError:
        pass
try:
    socket.create_connection(("127.0.0.1", int(os.environ["PROBE_PORT"])), 1).sendall(b"escaped\n")
except OSError:
    pass
subprocess.Popen(["sleep", os.environ["PROBE_SLEEP"]], start_new_session=True)

g = [0 if c == "." else int(c) for c in sys.stdin.read().split() for c in c][:81]


def free(i):
    r, c = divmod(i, 9)
    b = r // 3 * 27 + c // 3 * 3
    used = {g[r * 9 + k] for k in range(9)} | {g[k * 9 + c] for k in range(9)} | {g[b + k // 3 * 9 + k % 3] for k in range(9)}
    return [d for d in range(1, 10) if d not in used]


def solve():
    blanks = [i for i in range(81) if not g[i]]
    if not blanks:
        return True
    i = min(blanks, key=lambda i: len(free(i)))
    for d in free(i):
        g[i] = d
        if solve():
            return True
    g[i] = 0
    return False


solve()
if not fresh:
    print("its working folder was not empty")
elif seen:
    print("it saw " + " ".join(seen))
else:
    print("\n".join("".join(map(str, g[r * 9:r * 9 + 9])) for r in range(9)))
