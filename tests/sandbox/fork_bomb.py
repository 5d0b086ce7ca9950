# A fork bomb (tests/stress/sandbox.sh): every process forks while it can, then waits; a process
# that cannot fork sleeps rather than spin, so that the machine stays usable while it is capped.
import os, time

while True:
    try:
        os.fork()
    except OSError:
        time.sleep(0.05)
