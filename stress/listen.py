#!/usr/bin/env python3
"""Description: Receives problems from Competitive Companion (the browser extension) and makes a
 judge's folder for each (stress/new.py), a line for each saying what it made; a problem whose
 address is one of the kit's judges is said to be so, and adds nothing. It listens on 127.0.0.1
 alone, on cph's port 27121 unless PORT says another (the port Competitive Companion's custom
 ports list, in its settings, must name).
Usage: stress/listen.py [PORT]      (make listen [PORT=27121]); Ctrl-C ends it (exit status 0)
Status: tested by tests/stress/new.sh (a POST of Competitive Companion's JSON to 127.0.0.1)
"""
import http.server
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import new  # noqa: E402  (stress/new.py, beside this file)


class Problems(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", errors="replace")
        self.send_response(200)  # (Competitive Companion reads nothing back)
        self.end_headers()
        try:
            problem = json.loads(body)
            name = problem.get("name") if isinstance(problem, dict) else None
            new.make_new(new.check_problem(problem, f"the problem {name!r}" if name else "the POST"), say=lambda line: print(f"listen: {line}", flush=True))
        except json.JSONDecodeError as e:
            print(f"listen: a POST that is not JSON (line {e.lineno}, column {e.colno}: {e.msg}): nothing made", flush=True)
        except new.Refused as why:
            print(f"listen: new: {why}", flush=True)

    def log_message(self, *args):  # (one line a problem, not one a request)
        pass


def main(argv):
    port = int(argv[0]) if argv and argv[0].isdigit() else 27121
    for tool in ("dlx", "check"):
        if not os.access(os.path.join(new.BUILD, tool), os.X_OK):
            print(f"listen: {new.BUILD}/{tool} is missing (run make listen, which builds it)", file=sys.stderr)
            return 2
    try:
        server = http.server.HTTPServer(("127.0.0.1", port), Problems)
    except OSError as e:
        print(f"listen: 127.0.0.1:{port}: {e.strerror} (another program listens there? PORT= another)", file=sys.stderr)
        return 2
    print(f"listen: waiting for Competitive Companion on 127.0.0.1:{port} (its settings' custom ports must list {port}); Ctrl-C ends", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("listen: ended", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
