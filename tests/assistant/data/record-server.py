#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
# A local HTTP server for the notifier tests: answers the first FAIL POSTs with 503, then records
# each body as DIR/body-N.json (N counts every request) and answers 200.  Writes its port to
# DIR/port once listening.  Usage: record-server.py DIR FAIL
import http.server
import os
import sys

out, fail = sys.argv[1], int(sys.argv[2])


def atomic_write(path, data):
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.rename(path + ".tmp", path)


class Handler(http.server.BaseHTTPRequestHandler):
    count = 0

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        Handler.count += 1
        atomic_write(os.path.join(out, "requests"), str(Handler.count).encode())
        if Handler.count <= fail:
            self.send_response(503)
            self.end_headers()
            self.wfile.write(b"busy")
            return
        atomic_write(os.path.join(out, "type-%d" % Handler.count),
                     self.headers.get("Content-Type", "").encode())
        atomic_write(os.path.join(out, "body-%d.json" % Handler.count), body)
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"ok")

    def log_message(self, fmt, *args):
        pass


srv = http.server.HTTPServer(("127.0.0.1", 0), Handler)
atomic_write(os.path.join(out, "port"), str(srv.server_address[1]).encode())
srv.serve_forever()
