# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A minimal LSP client over stdio for reliability tests (standard library).

Frames messages with Content-Length, reads replies and notifications with a
timeout, and can also send raw bytes to test how the server copes with
malformed input.
"""

import json
import os
import select
import subprocess
import tempfile
import time


class Server:
    """A running mlir-layout-lsp process."""

    def __init__(self, binary, *args, env=None):
        full_env = dict(os.environ)
        full_env.update(env or {})
        # The server logs to stderr: never leave that pipe undrained.
        self.stderr = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([binary, *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE,
                                     stderr=self.stderr, env=full_env)
        self.buffer = b""
        self.next_id = 1

    def send_raw(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params=None):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method,
                   "params": params if params is not None else {}})
        return self.next_id

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def _read_message(self, deadline):
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                header = self.buffer[:header_end].decode()
                length = int(header.split("Content-Length:")[1].split()[0])
                start = header_end + 4
                if len(self.buffer) >= start + length:
                    body = self.buffer[start:start + length]
                    self.buffer = self.buffer[start + length:]
                    return json.loads(body)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.proc.stdout], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.proc.stdout.fileno(), 1 << 20)
            if not chunk:
                return None
            self.buffer += chunk

    def wait_for(self, predicate, timeout=20.0):
        """The first message satisfying `predicate`, or None on timeout."""
        deadline = time.monotonic() + timeout
        while True:
            message = self._read_message(deadline)
            if message is None or predicate(message):
                return message

    def reply(self, request_id, timeout=20.0):
        return self.wait_for(lambda m: m.get("id") == request_id, timeout)

    def diagnostics(self, uri, version, timeout=30.0):
        """The diagnostics of `uri` at `version`, or None on timeout."""
        return self.wait_for(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri
            and m["params"].get("version") == version,
            timeout)

    def initialize(self):
        rid = self.request("initialize", {"processId": None, "rootUri": None,
                                          "capabilities": {}})
        reply = self.reply(rid)
        self.notify("initialized", {})
        return reply

    def open(self, uri, text, version=1):
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": version,
            "text": text}})

    def hover(self, uri, line, character):
        rid = self.request("textDocument/hover", {
            "textDocument": {"uri": uri},
            "position": {"line": line, "character": character}})
        return self.reply(rid)

    def rss_kib(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def shutdown(self, timeout=20.0):
        rid = self.request("shutdown")
        self.reply(rid)
        self.notify("exit", {})
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None

    def close(self):
        """Ends the process however it is doing."""
        if self.alive():
            self.proc.kill()
        self.proc.wait()

    def alive(self):
        return self.proc.poll() is None
