#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
# A local receiver for the notifier tests.  The path of each POST says how to answer:
#   /slack /matrix /generic  validate the body's shape as that service would (400
#                            "invalid_payload" when wrong), record it as DIR/NAME.json and the
#                            Authorization header as DIR/NAME.auth, answer 200;
#   /fail                    answer 500 with ANSI escapes, a CR and a second line;
#   /hang                    read the body, then answer nothing for 30 s.
# Every request to /NAME counts in DIR/count-NAME.  A second port takes TCP connections, counts
# them in DIR/count-tls and closes them: a TLS client sees a handshake failure.  Writes
# "HTTP_PORT TLS_PORT" to DIR/port once listening.  Usage: notify-server.py DIR
import http.server
import json
import os
import socket
import sys
import threading
import time

out = sys.argv[1]
counts = {}


def atomic_write(path, data):
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.rename(path + ".tmp", path)


def count(name):
    counts[name] = counts.get(name, 0) + 1
    atomic_write(os.path.join(out, "count-" + name), str(counts[name]).encode())


def valid(name, body):
    try:
        d = json.loads(body)
    except ValueError:
        return False
    if not isinstance(d, dict):
        return False
    if name == "slack":
        return set(d) == {"text"} and isinstance(d["text"], str) and d["text"]
    if name == "matrix":
        return (set(d) == {"msgtype", "body"} and d["msgtype"] == "m.text" and
                isinstance(d["body"], str) and d["body"])
    # generic: a short summary with a path to the artifacts, not the whole report
    need = {"schema", "name", "summary", "driver", "kernel", "clean", "exit_code",
            "issues_before", "issues_after", "issues_fixed", "out_dir", "report", "series"}
    return need <= set(d) and "issues" not in d and len(body) < 4096


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        name = self.path.strip("/").split("?")[0]
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        count(name)
        if name == "hang":
            time.sleep(30)
            return
        if name == "fail":
            msg = b"\x1b[31mINTERNAL\x1b[0m boom\r\nline2"
            self.send_response(500)
        elif valid(name, body):
            atomic_write(os.path.join(out, name + ".json"), body)
            atomic_write(os.path.join(out, name + ".auth"),
                         self.headers.get("Authorization", "").encode())
            msg = b"ok"
            self.send_response(200)
        else:
            msg = b"invalid_payload"
            self.send_response(400)
        self.send_header("Content-Length", str(len(msg)))
        self.end_headers()
        self.wfile.write(msg)

    def log_message(self, fmt, *args):
        pass


def tls_sink(sock):
    while True:
        conn, _ = sock.accept()
        count("tls")
        conn.close()


srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
srv.daemon_threads = True
tls = socket.socket()
tls.bind(("127.0.0.1", 0))
tls.listen(8)
threading.Thread(target=tls_sink, args=(tls,), daemon=True).start()
atomic_write(os.path.join(out, "port"),
             ("%d %d" % (srv.server_address[1], tls.getsockname()[1])).encode())
srv.serve_forever()
