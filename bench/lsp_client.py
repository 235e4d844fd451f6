# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A minimal, single-threaded LSP client over stdio for benchmarking.

Everything runs on the calling thread: writes are non-blocking and
interleaved with reads (a server that is busy writing diagnostics can never
deadlock us), and every received message is stamped with
time.perf_counter() at the moment the read that completed it returned.
No helper threads, so no GIL hand-off sits between the server's reply and
the timestamp.
"""

import json
import os
import select
import subprocess
import time


class ServerDied(RuntimeError):
    pass


def is_partial(params):
    """True when publishDiagnostics `params` are an interim set (MLIR's
    parse and verifier diagnostics before the checks), which mlir-layout-lsp
    marks `"mlirLayout": {"partial": true}`; the whole set of the same
    version follows."""
    extension = params.get("mlirLayout")
    return isinstance(extension, dict) and extension.get("partial") is True


class LspClient:
    def __init__(self, argv, stderr_path, env=None):
        self.argv = argv
        self._stderr = open(stderr_path, "wb")
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self._stderr, env=env, bufsize=0)
        self.wfd = self.proc.stdin.fileno()
        self.rfd = self.proc.stdout.fileno()
        os.set_blocking(self.wfd, False)
        os.set_blocking(self.rfd, False)
        self._buf = bytearray()
        self._next_id = 1
        # Received messages not consumed yet: (timestamp, message).
        self.inbox = []

    # ------------------------------------------------------------------
    # Framing

    def _pump_read(self):
        """Reads what is available; returns False at EOF."""
        try:
            data = os.read(self.rfd, 1 << 20)
        except BlockingIOError:
            return True
        if not data:
            return False
        now = time.perf_counter()
        self._buf += data
        while True:
            end = self._buf.find(b"\r\n\r\n")
            if end < 0:
                return True
            length = None
            for line in bytes(self._buf[:end]).split(b"\r\n"):
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            if length is None:
                raise RuntimeError("frame without Content-Length")
            if len(self._buf) < end + 4 + length:
                return True
            body = bytes(self._buf[end + 4:end + 4 + length])
            del self._buf[:end + 4 + length]
            self.inbox.append((now, json.loads(body)))

    def _send(self, message):
        """Writes one framed message; returns perf_counter() taken right
        before the first byte was written."""
        body = json.dumps(message, separators=(",", ":")).encode()
        data = b"Content-Length: %d\r\n\r\n" % len(body) + body
        view = memoryview(data)
        start = time.perf_counter()
        while view:
            try:
                n = os.write(self.wfd, view)
                view = view[n:]
                continue
            except BlockingIOError:
                pass
            except BrokenPipeError:
                raise ServerDied(self._death())
            r, w, _ = select.select([self.rfd], [self.wfd], [], 5.0)
            if r and not self._pump_read():
                raise ServerDied(self._death())
        return start

    def _death(self):
        rc = self.proc.poll()
        return "%s exited (rc=%s)" % (os.path.basename(self.argv[0]), rc)

    def _wait_for(self, predicate, timeout):
        """Returns (timestamp, message) of the first received message that
        satisfies `predicate`, removing it from the inbox."""
        deadline = time.perf_counter() + timeout
        while True:
            for i, (ts, msg) in enumerate(self.inbox):
                if predicate(msg):
                    del self.inbox[i]
                    return ts, msg
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError("no matching message within %.1f s" % timeout)
            r, _, _ = select.select([self.rfd], [], [], left)
            if r and not self._pump_read():
                raise ServerDied(self._death())

    def drain(self):
        """Reads whatever has arrived without waiting."""
        while True:
            r, _, _ = select.select([self.rfd], [], [], 0)
            if not r:
                return
            if not self._pump_read():
                raise ServerDied(self._death())

    # ------------------------------------------------------------------
    # Messages

    def send_request(self, method, params):
        rid = self._next_id
        self._next_id += 1
        start = self._send({"jsonrpc": "2.0", "id": rid, "method": method,
                            "params": params})
        return rid, start

    def wait_reply(self, rid, timeout=120.0):
        # Server-to-client requests (e.g. window/workDoneProgress/create)
        # also carry an id, but they have a method: skip them.
        ts, msg = self._wait_for(
            lambda m: m.get("id") == rid and "method" not in m, timeout)
        if "error" in msg:
            raise RuntimeError("%s: error reply %r" % (self.argv[0], msg["error"]))
        return ts, msg.get("result")

    def has_reply(self, rid):
        """True when the reply to request `rid` has arrived (it stays in the
        inbox for wait_reply)."""
        self.drain()
        return any(m.get("id") == rid and "method" not in m
                   for _, m in self.inbox)

    def request(self, method, params, timeout=120.0):
        """Returns (seconds, result)."""
        rid, start = self.send_request(method, params)
        ts, result = self.wait_reply(rid, timeout)
        return ts - start, result

    def notify(self, method, params):
        return self._send({"jsonrpc": "2.0", "method": method, "params": params})

    @staticmethod
    def _diagnostics_of(m, uri, version, whole):
        """True when message `m` publishes diagnostics of `uri` for
        `version` (or newer); with `whole`, only a whole set (no interim
        set, see is_partial)."""
        if m.get("method") != "textDocument/publishDiagnostics":
            return False
        p = m.get("params", {})
        v = p.get("version")
        return (p.get("uri") == uri and v is not None and v >= version and
                not (whole and is_partial(p)))

    def wait_diagnostics(self, uri, version, timeout=300.0, whole=True):
        """Waits for the whole set of diagnostics of `uri` for `version` (or
        newer); `whole=False` takes the first publication, interim or
        whole.  Returns (timestamp, params); the messages skipped stay in
        the inbox."""
        ts, msg = self._wait_for(
            lambda m: self._diagnostics_of(m, uri, version, whole), timeout)
        return ts, msg["params"]

    def wait_first_and_whole(self, uri, version, timeout=300.0):
        """Waits for the first publication of `uri` for `version` (or newer)
        and for its whole set; returns (first timestamp, whole timestamp,
        whole params).  Both are the same for a server that sends no
        interim set."""
        t_first, first = self.wait_diagnostics(uri, version, timeout,
                                               whole=False)
        if not is_partial(first):
            return t_first, t_first, first
        t_whole, whole = self.wait_diagnostics(uri, version, timeout)
        return t_first, t_whole, whole

    def has_diagnostics(self, uri, version, whole=True):
        """True when the whole set of `uri` for `version` (or newer) has
        arrived (`whole=False`: any publication of it)."""
        self.drain()
        return any(self._diagnostics_of(m, uri, version, whole)
                   for _, m in self.inbox)

    def discard_notifications(self):
        self.drain()
        self.inbox = [(t, m) for (t, m) in self.inbox if "id" in m]

    # ------------------------------------------------------------------
    # Lifecycle

    def initialize(self, root_uri):
        caps = {"textDocument": {
            "hover": {"contentFormat": ["markdown", "plaintext"]},
            "publishDiagnostics": {"versionSupport": True,
                                   "relatedInformation": True},
            "documentSymbol": {"hierarchicalDocumentSymbolSupport": True},
            "synchronization": {"didSave": False}}}
        _, result = self.request("initialize", {"processId": os.getpid(),
                                                "rootUri": root_uri,
                                                "capabilities": caps},
                                 timeout=60)
        self.notify("initialized", {})
        self.capabilities = (result or {}).get("capabilities", {})
        return self.capabilities

    def incremental_sync(self):
        """True when the server accepts ranged didChange events
        (TextDocumentSyncKind.Incremental = 2); otherwise clients must send
        the whole text (Full = 1), as for mlir-lsp-server."""
        sync = self.capabilities.get("textDocumentSync")
        if isinstance(sync, dict):
            sync = sync.get("change")
        return sync == 2

    def vm_hwm_kib(self):
        """Peak resident set size (VmHWM) of the server process, in KiB."""
        with open("/proc/%d/status" % self.proc.pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return None

    def shutdown(self):
        try:
            if self.proc.poll() is None:
                self.request("shutdown", None, timeout=30)
                self.notify("exit", None)
                self.proc.wait(timeout=10)
        except (ServerDied, TimeoutError, RuntimeError, subprocess.TimeoutExpired):
            pass
        finally:
            self.close()

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
        self._stderr.close()
