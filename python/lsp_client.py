# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The LSP client over stdio of the project's Python tools: the benchmark
(bench/), the reliability tests (test/Reliability/) and scripts/lsp-hover.py.
Python 3.11 standard library only. A caller puts this folder on its path:

    sys.path.insert(0, str(Path(__file__).resolve().parents[N] / "python"))
    from lsp_client import LspClient, ServerDied

LspClient starts the server with its stderr in a file (never an undrained
pipe), frames messages with Content-Length and stamps every message it
receives with time.perf_counter() at the moment the read that completed it
returned. It reads in one of two ways:

- on the calling thread (the default; the benchmark's timings): writes are
  non-blocking and interleaved with reads, so a server busy writing can
  never deadlock the client, and no thread hand-off sits between the
  server's reply and its timestamp;
- on a reader thread (`reader_thread=True`; the lifecycle stress, whose
  main thread sends and sleeps while replies arrive): the thread puts
  (timestamp, message) on the queue `messages`, and (timestamp, None) at
  the end of the server's output. Writes block (the thread drains the
  server's output), and a write to a server that has gone is dropped: the
  end of output reports it.

The waits (wait_for and those built on it) take the first matching message
out of `inbox`, where the others stay; they raise TimeoutError when none
arrives in time and ServerDied at the end of the server's output. A wait
given no time takes the client's `reply_timeout` (replies) or
`diagnostics_timeout` (publications).
"""

import json
import os
import queue
import select
import subprocess
import tempfile
import threading
import time

clock = time.perf_counter

# The capabilities the benchmark declares, as an editor does.
EDITOR_CAPABILITIES = {"textDocument": {
    "hover": {"contentFormat": ["markdown", "plaintext"]},
    "publishDiagnostics": {"versionSupport": True,
                           "relatedInformation": True},
    "documentSymbol": {"hierarchicalDocumentSymbolSupport": True},
    "synchronization": {"didSave": False}}}


class ServerDied(RuntimeError):
    """The server closed its output or its input."""


def publishes(message, uri, version):
    """True when `message` publishes diagnostics of `uri` for `version` (or
    newer)."""
    if message.get("method") != "textDocument/publishDiagnostics":
        return False
    p = message.get("params", {})
    v = p.get("version")
    return p.get("uri") == uri and v is not None and v >= version


def is_reply(message, rid):
    """True when `message` is the reply to request `rid` (a request of the
    server, such as window/workDoneProgress/create, has an id too, and a
    method)."""
    return message.get("id") == rid and "method" not in message


def sanitizer_report(log):
    """What to print of a server's stderr `log` when it died: from the first
    line of a sanitizer report (ThreadSanitizer's, else AddressSanitizer's),
    else the end."""
    for first_line in ("WARNING: ThreadSanitizer", "ERROR: AddressSanitizer"):
        start = log.find(first_line)
        if start >= 0:
            return log[start:start + 40000]
    return log[-20000:]


def take_frames(buffer):
    """Removes the whole messages from the front of `buffer` (a bytearray)
    and returns them decoded."""
    messages = []
    while True:
        end = buffer.find(b"\r\n\r\n")
        if end < 0:
            return messages
        length = None
        for line in bytes(buffer[:end]).split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length is None:
            raise RuntimeError("frame without Content-Length")
        if len(buffer) < end + 4 + length:
            return messages
        messages.append(json.loads(bytes(buffer[end + 4:end + 4 + length])))
        del buffer[:end + 4 + length]


class LspClient:
    """A running language server (`argv`) and its client.

    `stderr_path`: where the server's stderr goes (default: a temporary
    file); `env`: variables added to this process's environment for the
    server."""

    def __init__(self, argv, stderr_path=None, *, env=None,
                 reader_thread=False, reply_timeout=120.0,
                 diagnostics_timeout=300.0):
        self.argv = [str(a) for a in argv]
        self.stderr = (open(stderr_path, "w+b") if stderr_path
                       else tempfile.TemporaryFile())
        full_env = None
        if env:
            full_env = dict(os.environ)
            full_env.update(env)
        self.proc = subprocess.Popen(
            self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self.stderr, env=full_env, bufsize=0)
        self.wfd = self.proc.stdin.fileno()
        self.rfd = self.proc.stdout.fileno()
        self.reply_timeout = reply_timeout
        self.diagnostics_timeout = diagnostics_timeout
        self.capabilities = {}
        # Received messages not consumed yet: (timestamp, message).
        self.inbox = []
        self._buf = bytearray()
        self._next_id = 1
        self.messages = None
        self._reader = None
        if reader_thread:
            self.messages = queue.Queue()
            self._reader = threading.Thread(target=self._read_all,
                                            daemon=True)
            self._reader.start()
        else:
            os.set_blocking(self.wfd, False)
            os.set_blocking(self.rfd, False)

    # ------------------------------------------------------------------
    # Reading

    def _read_all(self):
        """The reader thread."""
        try:
            while True:
                data = os.read(self.rfd, 1 << 20)
                if not data:
                    return
                now = clock()
                self._buf += data
                for message in take_frames(self._buf):
                    self.messages.put((now, message))
        finally:
            self.messages.put((clock(), None))

    def _pump_read(self):
        """Reads what is available (calling thread); False at EOF."""
        try:
            data = os.read(self.rfd, 1 << 20)
        except BlockingIOError:
            return True
        if not data:
            return False
        now = clock()
        self._buf += data
        self.inbox.extend((now, m) for m in take_frames(self._buf))
        return True

    def _receive(self, timeout):
        """Moves what has arrived into the inbox (from the reader thread:
        one message, the rest stays on the queue), waiting up to `timeout`
        seconds for it; False when nothing came."""
        if self.messages is None:
            r, _, _ = select.select([self.rfd], [], [], timeout)
            if not r:
                return False
            if not self._pump_read():
                raise ServerDied(self._death())
            return True
        try:
            item = self.messages.get(timeout=timeout)
        except queue.Empty:
            return False
        if item[1] is None:
            self.messages.put(item)  # the end stays the end
            raise ServerDied(self._death())
        self.inbox.append(item)
        return True

    def _death(self):
        """ServerDied's message (the end of output may come a moment before
        the exit status)."""
        try:
            self.proc.wait(1)
        except subprocess.TimeoutExpired:
            pass
        return "%s exited (rc=%s)" % (os.path.basename(self.argv[0]),
                                      self.proc.poll())

    def wait_for(self, predicate, timeout):
        """Returns (timestamp, message) of the first received message that
        satisfies `predicate`, removing it from the inbox."""
        deadline = clock() + timeout
        while True:
            for i, (ts, msg) in enumerate(self.inbox):
                if predicate(msg):
                    del self.inbox[i]
                    return ts, msg
            left = deadline - clock()
            if left <= 0:
                raise TimeoutError("no matching message within %.1f s"
                                   % timeout)
            self._receive(left)

    def drain(self):
        """Reads whatever has arrived without waiting."""
        while self._receive(0):
            pass

    # ------------------------------------------------------------------
    # Writing

    def send_raw(self, data):
        """Writes `data` as it is (a test of malformed input sends that);
        returns perf_counter() taken right before the first byte was
        written."""
        view = memoryview(data)
        start = clock()
        while view:
            try:
                n = os.write(self.wfd, view)
                view = view[n:]
                continue
            except BlockingIOError:
                pass
            except BrokenPipeError:
                if self.messages is not None:
                    return start  # the reader thread reports the end
                raise ServerDied(self._death())
            r, _, _ = select.select([self.rfd], [self.wfd], [], 5.0)
            if r and not self._pump_read():
                raise ServerDied(self._death())
        return start

    def send(self, message):
        """Writes one framed message; returns perf_counter() taken right
        before the first byte was written (after the JSON encoding)."""
        body = json.dumps(message, separators=(",", ":")).encode()
        return self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    # ------------------------------------------------------------------
    # Messages

    def send_request(self, method, params=None):
        """Returns (id, the time the request was sent)."""
        rid = self._next_id
        self._next_id += 1
        start = self.send({"jsonrpc": "2.0", "id": rid, "method": method,
                           "params": params})
        return rid, start

    def notify(self, method, params=None):
        """Returns the time the notification was sent."""
        return self.send({"jsonrpc": "2.0", "method": method,
                          "params": params})

    def wait_message(self, rid, timeout=None):
        """(timestamp, the whole reply message to request `rid`: an error
        reply too)."""
        return self.wait_for(lambda m: is_reply(m, rid),
                             self.reply_timeout if timeout is None
                             else timeout)

    def wait_reply(self, rid, timeout=None):
        """(timestamp, the result of request `rid`); RuntimeError for an
        error reply."""
        ts, msg = self.wait_message(rid, timeout)
        if "error" in msg:
            raise RuntimeError("%s: error reply %r" % (self.argv[0],
                                                       msg["error"]))
        return ts, msg.get("result")

    def has_reply(self, rid):
        """True when the reply to request `rid` has arrived (it stays in the
        inbox for wait_reply)."""
        self.drain()
        return any(is_reply(m, rid) for _, m in self.inbox)

    def request(self, method, params=None, timeout=None):
        """Returns (seconds, result); RuntimeError for an error reply."""
        rid, start = self.send_request(method, params)
        ts, result = self.wait_reply(rid, timeout)
        return ts - start, result

    def call(self, method, params=None, timeout=None):
        """The whole reply message to a request sent now (an error reply
        is one too)."""
        return self.wait_message(self.send_request(method, params)[0],
                                 timeout)[1]

    def hover(self, uri, line, character, timeout=None):
        """The whole reply message to a hover at the 0-based `line` and
        UTF-16 `character`."""
        return self.call("textDocument/hover", {
            "textDocument": {"uri": uri},
            "position": {"line": line, "character": character}}, timeout)

    def open(self, uri, text, version=1):
        """didOpen of an MLIR document; returns the time it was sent."""
        return self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": version,
            "text": text}})

    def wait_diagnostics(self, uri, version, timeout=None):
        """Waits for the diagnostics of `uri` for `version` (or newer).
        Returns (timestamp, params); the messages skipped stay in the
        inbox."""
        ts, msg = self.wait_for(
            lambda m: publishes(m, uri, version),
            self.diagnostics_timeout if timeout is None else timeout)
        return ts, msg["params"]

    def has_diagnostics(self, uri, version):
        """True when the diagnostics of `uri` for `version` (or newer) have
        arrived."""
        self.drain()
        return any(publishes(m, uri, version) for _, m in self.inbox)

    def discard_notifications(self):
        self.drain()
        self.inbox = [(t, m) for (t, m) in self.inbox if "id" in m]

    # ------------------------------------------------------------------
    # Lifecycle

    def initialize(self, root_uri=None, capabilities=None, timeout=None):
        """initialize (its reply waited for `timeout`), then initialized;
        returns the server's capabilities."""
        _, result = self.request("initialize", {
            "processId": os.getpid(), "rootUri": root_uri,
            "capabilities": capabilities or {}}, timeout)
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

    def status_kib(self, field="VmRSS"):
        """A memory figure of the server in KiB from /proc/PID/status:
        VmRSS (resident), VmHWM (its peak), RssAnon (the part that is not
        the mapped program and libraries); None when absent."""
        with open("/proc/%d/status" % self.proc.pid) as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        return None

    def alive(self):
        return self.proc.poll() is None

    def log(self):
        """What the server wrote on stderr so far (the file's offset, which
        the server shares, is left alone)."""
        fd = self.stderr.fileno()
        return os.pread(fd, os.fstat(fd).st_size, 0).decode(errors="replace")

    def death_report(self, timeout=30.0):
        """How the server ended: (its exit status, once it ends within
        `timeout` seconds, else "still running"; the part of its stderr
        worth printing, sanitizer_report)."""
        try:
            status = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            status = "still running"
        return status, sanitizer_report(self.log())

    def shutdown(self, reply_timeout=20.0, exit_timeout=20.0):
        """Ends the server as an editor does: shutdown, its reply (waited
        for `reply_timeout` seconds; the exit follows anyway), exit, then
        the process's end (waited for `exit_timeout` seconds, else it is
        killed), then close(). Returns the exit status, None when it had
        to be killed."""
        if self.alive():
            try:
                rid, _ = self.send_request("shutdown")
                self.wait_message(rid, reply_timeout)
            except (ServerDied, TimeoutError):
                pass
            try:
                self.notify("exit")
            except ServerDied:
                pass
            try:
                self.proc.wait(exit_timeout)
            except subprocess.TimeoutExpired:
                self.close()
                return None
        self.close()
        return self.proc.returncode

    def close(self):
        """Ends the process however it is doing and closes its pipes (the
        stderr file stays readable until the client is dropped)."""
        if self.alive():
            self.proc.kill()
        self.proc.wait()
        if self._reader is not None:
            self._reader.join(5)
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
