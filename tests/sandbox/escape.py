# A solution that tries to leave traces of its run (tests/stress/sandbox.sh): a file in its
# working folder, in the checkout by an absolute path and under /tmp, a connection to a port on
# this machine, a background process in a session of its own; then it answers as PROBE_SOLVER
# does, or says that its working folder was not empty when it started.
import os, socket, subprocess, sys

fresh = os.listdir(".") == []
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
answer = subprocess.run([os.environ["PROBE_SOLVER"]], stdin=sys.stdin, stdout=subprocess.PIPE).stdout
sys.stdout.write(answer.decode() if fresh else "its working folder was not empty\n")
