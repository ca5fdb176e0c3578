#!/usr/bin/env python3
"""Serves a directory over HTTP on 127.0.0.1, delaying every response: a slow source for
feedterm's tests and bench. Usage: slow-http-server.py DIRECTORY DELAY_SECONDS [PREFIX]
With PREFIX (such as /images/), only the paths that start with it are delayed.

Prints "Serving HTTP on 127.0.0.1 port N" like python's http.server, and logs each request
line to stderr the same way, so the same test helper reads either.
"""
import functools
import http.server
import sys
import time

directory, delay = sys.argv[1], float(sys.argv[2])
prefix = sys.argv[3] if len(sys.argv) > 3 else "/"


class SlowHandler(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        if self.path.startswith(prefix):
            time.sleep(delay)
        super().do_GET()


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SlowHandler, directory=directory))
server.daemon_threads = True
print(f"Serving HTTP on 127.0.0.1 port {server.server_port} (http://127.0.0.1:{server.server_port}/) ...", flush=True)
server.serve_forever()
