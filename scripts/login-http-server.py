#!/usr/bin/env python3
"""Serves a directory over HTTP behind a login, for feedterm's tests of headers.

Usage: login-http-server.py DIRECTORY BIND TOKEN [AWAY_URL]
Every request must carry "Authorization: Bearer TOKEN" (401 without one, 403 with another),
unless TOKEN is "-". A path under /away/ is answered with a redirect to AWAY_URL.

Prints "Serving HTTP on BIND port N" like python's http.server, and logs each request line
to stderr the same way, ending in "authorization=present" or "authorization=absent": whether
the request carried the header at all (never its value), so a test can tell which server got it.
"""
import functools
import http.server
import sys

directory, bind, token = sys.argv[1], sys.argv[2], sys.argv[3]
away = sys.argv[4] if len(sys.argv) > 4 else None


class LoginHandler(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        given = self.headers.get("Authorization")
        self.marker = "authorization=" + ("present" if given is not None else "absent")
        if token != "-" and given != "Bearer " + token:
            self.send_response(401 if given is None else 403)
            self.send_header("WWW-Authenticate", 'Bearer realm="staging"')
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if away and self.path.startswith("/away/"):
            self.send_response(302)
            self.send_header("Location", away)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        super().do_GET()

    def log_request(self, code="-", size="-"):
        self.log_message('"%s" %s %s %s', self.requestline, str(getattr(code, "value", code)), str(size), getattr(self, "marker", "authorization=absent"))


server = http.server.ThreadingHTTPServer((bind, 0), functools.partial(LoginHandler, directory=directory))
server.daemon_threads = True
print(f"Serving HTTP on {bind} port {server.server_port} (http://{bind}:{server.server_port}/) ...", flush=True)
server.serve_forever()
