#!/usr/bin/env python3
"""A hostile HTTP server on 127.0.0.1 for feedterm's tests: it serves DIRECTORY under /layouts/,
and attacks on these paths. Usage: hostile-http-server.py DIRECTORY

  /layouts/bomb.json        a gzip body that unpacks without end (Content-Encoding: gzip)
  /layouts/endless.json     a body that never ends, as fast as it can be sent
  /layouts/silent.json      accepts the request and never answers
  /layouts/trickle.json     one byte a second, for ever
  /layouts/away.json        302 to another port of this host
  /layouts/up.json          302 to /outside.json, outside the base path
  /layouts/moved.json       301 to /layouts/home.json, inside: may be followed
  /outside.json             a document outside the base path (its title says so)
  /parts/                   a source whose Home has 100 deferred parts, each of which sends
                            60 MB at once (its Content-Length says so) and then never ends
  /pictures/                a source whose Home has 48 cards, each picture a JPEG that claims
                            6000 x 6000 and sends 15 MB at once and then never ends
  /waits/                   a source whose Home has 3 deferred parts, each a whole document of
                            10 MB (mostly spaces): under a 16 MiB budget they must take turns
  /packed/                  the same parts gzip-compressed (10 kB each, 10 MB unpacked), sent
                            to a client that accepts gzip

Prints "Serving HTTP on 127.0.0.1 port N" like python's http.server, and logs each request to
stderr the same way.
"""
import functools
import gzip
import http.server
import json
import os
import sys
import time
import zlib

directory = sys.argv[1]
OUTSIDE = b'{"type": "section_header", "section_header": {"title": "FOREIGN CONTENT"}}'
PARTS, PART_BYTES = 100, 60 << 20
CARDS, PICTURE_BYTES = 48, 15 << 20
JPEG_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "FeedPicturesTests", "Fixtures", "claims-6000.jpg")
PARTS_HOME = json.dumps([{"type": "deferred", "id": f"part-{n}", "deferred": {"path": f"part-{n}.json", "title": f"Part {n}", "min_height": 1}} for n in range(PARTS)]).encode()
WAITS, WAIT_BYTES = 3, 10 << 20
WAITS_HOME = json.dumps([{"type": "deferred", "id": f"wait-{n}", "deferred": {"path": f"wait-{n}.json", "title": f"Part {n}", "min_height": 1}} for n in range(WAITS)]).encode()
PRICE = {"amount": 100, "divisor": 100, "currency_code": "USD"}
PICTURES_HOME = json.dumps([{"type": "listing_grid", "listing_grid": {"header": {"title": "Large pictures"}, "columns": 4, "listings": [
    {"listing_id": n + 1, "title": f"Card {n}", "price": PRICE, "image": {"url": f"images/p{n}.jpg"}} for n in range(CARDS)]}}]).encode()


class HostileHandler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def start(self, status=200, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()

    def endless(self, chunk, pause=0.0):
        try:
            while True:
                self.wfile.write(chunk)
                self.wfile.flush()
                if pause:
                    time.sleep(pause)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_GET(self):
        path = self.path.split("?")[0]
        if path == "/layouts/bomb.json":
            self.start(headers=[("Content-Encoding", "gzip"), ("Connection", "close")])
            packer = zlib.compressobj(9, zlib.DEFLATED, 31)
            zeros = b" " * (1 << 20)
            self.wfile.write(packer.compress(b"["))
            # Each MiB of spaces packs to about a kilobyte: a small download, a huge body.
            try:
                while True:
                    self.wfile.write(packer.compress(zeros) + packer.flush(zlib.Z_SYNC_FLUSH))
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path == "/layouts/endless.json":
            self.start(headers=[("Connection", "close")])
            self.endless(b" " * 65536)
        elif path == "/layouts/silent.json":
            time.sleep(3600)
        elif path == "/layouts/trickle.json":
            self.start(headers=[("Connection", "close")])
            self.endless(b" ", pause=1.0)
        elif path == "/layouts/away.json":
            self.redirect(f"http://localhost:{self.server.server_port + 1}/layouts/home.json", 302)
        elif path == "/layouts/up.json":
            self.redirect("/outside.json", 302)
        elif path == "/layouts/moved.json":
            self.redirect("/layouts/home.json", 301)
        elif path in ("/parts/home.json", "/pictures/home.json", "/waits/home.json", "/packed/home.json", "/parts/deals.json", "/pictures/deals.json", "/waits/deals.json", "/packed/deals.json"):
            homes = {"parts": PARTS_HOME, "pictures": PICTURES_HOME, "waits": WAITS_HOME, "packed": WAITS_HOME}
            body = b"[]" if path.endswith("deals.json") else homes[path.split("/")[1]]
            self.start(headers=[("Content-Length", str(len(body)))])
            self.wfile.write(body)
        elif path.startswith("/parts/part-"):
            # A document's start, 60 MB of spaces, and then nothing, the connection held open.
            self.large_then_silent(b'{"type": "section_header", "section_header": {"title": "', PART_BYTES)
        elif path.startswith("/waits/wait-") or path.startswith("/packed/wait-"):
            # A whole document, sent at once: spaces, then one module that says it arrived.
            number = path.rsplit("/wait-", 1)[1][:-len(".json")]
            module = b'{"type": "section_header", "section_header": {"title": "Part ' + number.encode() + b' arrived whole"}}'
            body = b"[" + b" " * (WAIT_BYTES - len(module) - 2) + module + b"]"
            headers = []
            if path.startswith("/packed/") and "gzip" in self.headers.get("Accept-Encoding", ""):
                body = gzip.compress(body)
                headers.append(("Content-Encoding", "gzip"))
            self.start(headers=headers + [("Content-Length", str(len(body)))])
            self.wfile.write(body)
        elif path.startswith("/pictures/images/"):
            with open(JPEG_PATH, "rb") as jpeg:
                self.large_then_silent(jpeg.read(), PICTURE_BYTES)
        elif path == "/outside.json":
            self.start(headers=[("Content-Length", str(len(OUTSIDE)))])
            self.wfile.write(OUTSIDE)
        elif path.startswith("/layouts/"):
            self.path = path[len("/layouts"):]
            super().do_GET()
        else:
            self.send_error(404)

    def large_then_silent(self, start, size):
        """Declares size + 1 bytes, sends start and size in all, then holds the connection."""
        self.start(headers=[("Content-Length", str(size + 1))])
        try:
            self.wfile.write(start)
            chunk, sent = b" " * (1 << 20), len(start)
            while sent < size:
                piece = chunk[:min(len(chunk), size - sent)]
                self.wfile.write(piece)
                sent += len(piece)
            self.wfile.flush()
            time.sleep(3600)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def redirect(self, location, status):
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(HostileHandler, directory=directory))
server.daemon_threads = True
print(f"Serving HTTP on 127.0.0.1 port {server.server_port} (http://127.0.0.1:{server.server_port}/) ...", flush=True)
server.serve_forever()
