#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Lifecycle stress for mlir-layout-lsp, as clangd's maintainers stress theirs.

Eight documents for a given time (60 s in the test command): hovers and edits
on seven small ones, which are also closed and reopened (or opened again
without a close) with their version restarting at 1 and other text, often
right after an edit so that a rebuild of the old text is under way; code
actions on a large one, some cancelled with $/cancelRequest, while it is
edited too. Asserts:

- every request gets exactly one reply;
- nothing is published for a closed document: after didClose, a barrier
  request is answered (the server has handled the close), and any
  publication for the document between that reply and the reopen fails;
- no stale version: a document's publications never go back in version
  within an open generation, never name a version the client did not send,
  and always carry the diagnostics of the text opened in that generation
  (the texts of consecutive generations have their diagnostics on other
  lines, so the old text's diagnostics labelled version 1 are caught);
- one set per version: a version is published at most once in an open
  generation, with no member LSP does not define (the interim sets of the
  retired early diagnostics were marked `"mlirLayout": {"partial": true}`);
- every open document ends with the set of its last version;
- hovers on the small documents are all answered while the large
  document's code actions run (their p50/p99/max latency is printed; with
  --hover-p99 SECONDS it is judged too, which only means something on a
  quiet machine: bench/README.md. The test command asserts no time, so it
  passes on a loaded machine);
- `shutdown` + `exit` end the process with exit code 0.

Usage: lifecycle_stress.py PATH/TO/mlir-layout-lsp [--seconds N]
       [--hover-p99 SECONDS] [--large-lines N] [--seed N] [--debounce-ms N]
"""

import argparse
import json
import queue
import random
import subprocess
import sys
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))
from lsp_client import LspClient  # noqa: E402

SMALL_DOCS = 7
SMALL = ('module @outer attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 '
         ': i64>} {\n'
         '  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 '
         ': i64>} {\n'
         '    %0 = "test.op"() : () -> i24\n'
         '  }\n'
         '}\n'
         '// tail\n')


def small_text(generation):
    """Generation g's text: odd generations have one more line on top."""
    return "\n" * (generation % 2) + SMALL


def large_text(lines):
    ops = "".join(f'    %v{i} = "test.op"() : () -> i{16 + i % 48}\n'
                  for i in range(lines))
    return SMALL.replace('    %0 = "test.op"() : () -> i24\n', ops)


class Connection(LspClient):
    """The server and a thread reading its messages into the queue
    `messages`; remembers when each request was sent, and what it asked."""

    def __init__(self, binary, args):
        super().__init__([binary, *args], reader_thread=True)
        self.sent_at = {}

    def send_request(self, method, params=None):
        rid, start = super().send_request(method, params)
        self.sent_at[rid] = (start, method)
        return rid, start


class Stress:
    def __init__(self, conn, large_lines, rng):
        self.conn = conn
        self.rng = rng
        self.failures = []
        self.replies = {}            # id -> number of replies
        self.hover_latency = []
        self.reference = {}          # generation parity -> its set
        self.large_uri = "file:///stress/large.mlir"
        self.large = large_text(large_lines)
        self.large_tail = self.large.count("\n") - 1
        self.small = [f"file:///stress/small{i}.mlir"
                      for i in range(SMALL_DOCS)]
        # Per document: open, generation, newest version sent, newest
        # version published in this generation, the barrier of a close.
        self.docs = {}
        self.large_diagnostics = []
        self.published = 0
        self.exiting = False

    def fail(self, what):
        if len(self.failures) < 20:
            print("FAIL", what, flush=True)
        self.failures.append(what)

    def server_died(self):
        """Reports how the server ended (exit code or signal, the end of
        its stderr, where a sanitizer report would be) and stops the run."""
        # A sanitizer report from its first line, else the end.
        code, tail = self.conn.death_report()
        self.fail(f"the server closed its output (exit status {code})")
        print("--- the server's stderr:\n" + tail, flush=True)
        print(f"lifecycle-stress: {len(self.failures)} failures", flush=True)
        sys.exit(1)

    # Messages -------------------------------------------------------------

    def drain(self, timeout=0.0):
        """Handles every message received so far (waiting up to `timeout`
        for the first)."""
        try:
            while True:
                received, message = self.conn.messages.get(timeout=timeout)
                timeout = 0.0
                if message is None:
                    if not self.exiting:
                        self.server_died()
                    return
                self.handle(received, message)
        except queue.Empty:
            return

    def handle(self, received, message):
        if "id" in message and "method" not in message:
            rid = message["id"]
            if rid not in self.conn.sent_at:
                self.fail(f"a reply to id {rid}, which was never sent")
                return
            self.replies[rid] = self.replies.get(rid, 0) + 1
            if self.replies[rid] > 1:
                self.fail(f"{self.replies[rid]} replies to request {rid}")
            sent, method = self.conn.sent_at[rid]
            if method == "textDocument/hover":
                self.hover_latency.append(received - sent)
            for doc in self.docs.values():
                if doc.get("barrier") == rid:
                    doc["barrier_done"] = True
            return
        if message.get("method") != "textDocument/publishDiagnostics":
            return
        self.published += 1
        params = message["params"]
        uri, version = params["uri"], params.get("version")
        doc = self.docs.get(uri)
        if doc is None:
            return  # a reference document
        if not doc["open"]:
            if doc.get("barrier_done"):
                self.fail(f"published {uri} v{version} after its close")
            return
        if doc.get("transition"):
            return  # opened again: either text may be published until the barrier
        if version is None:
            if params["diagnostics"]:
                self.fail(f"unversioned diagnostics for open {uri}")
            return
        if version > doc["version"]:
            self.fail(f"{uri}: v{version} published, newest sent "
                      f"v{doc['version']}")
        if doc["published"] is not None and version < doc["published"]:
            self.fail(f"{uri}: v{version} published after "
                      f"v{doc['published']}")
        diagnostics = params["diagnostics"]
        if "mlirLayout" in params:
            self.fail(f"{uri} v{version}: a member LSP does not define")
        if doc["published"] == version:
            self.fail(f"{uri} v{version}: published twice")
        doc["published"] = version
        if uri == self.large_uri:
            self.large_diagnostics = diagnostics
            return
        parity = doc["generation"] % 2
        if self.normalized(diagnostics, uri) != self.reference[parity]:
            self.fail(f"{uri} v{version}: the diagnostics of another text "
                      f"(generation {doc['generation']})")

    def settled(self, uri, doc):
        """True when the set of the document's newest version is in."""
        return doc["published"] == doc["version"]

    @staticmethod
    def normalized(diagnostics, uri):
        """`diagnostics` as text, their own document's URI left out (related
        information names it)."""
        return json.dumps(diagnostics, sort_keys=True).replace(uri, "URI")

    # Actions --------------------------------------------------------------

    def open(self, uri, text, generation):
        self.docs[uri] = {"open": True, "generation": generation,
                          "version": 1, "published": None, "text": text}
        self.conn.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": 1, "text": text}})

    def hover(self, uri):
        doc = self.docs[uri]
        line = 2 + doc["generation"] % 2
        self.conn.send_request("textDocument/hover", {
            "textDocument": {"uri": uri},
            "position": {"line": line, "character": 31}})

    def edit(self, uri, tail_line):
        doc = self.docs[uri]
        doc["version"] += 1
        self.conn.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": doc["version"]},
            "contentChanges": [{"range": {
                "start": {"line": tail_line, "character": 0},
                "end": {"line": tail_line, "character": 100}},
                "text": f"// tail {doc['version']}"}]})

    def code_action(self, uri, line, diagnostics, cancel):
        rid, _ = self.conn.send_request("textDocument/codeAction", {
            "textDocument": {"uri": uri},
            "range": {"start": {"line": line, "character": 31},
                      "end": {"line": line, "character": 31}},
            "context": {"diagnostics": diagnostics}})
        if cancel:
            self.conn.notify("$/cancelRequest", {"id": rid})

    def barrier(self, uri, after):
        """Waits for the reply to a request sent now, answered on the
        message thread once everything sent before is handled."""
        doc = self.docs[uri]
        doc["barrier_done"] = False
        doc["barrier"], _ = self.conn.send_request("textDocument/hover", {
            "textDocument": {"uri": uri},
            "position": {"line": 0, "character": 0}})
        deadline = time.monotonic() + 120  # a hang guard
        while not doc["barrier_done"] and time.monotonic() < deadline:
            self.drain(timeout=0.05)
        if not doc["barrier_done"]:
            self.fail(f"no reply to the barrier after {after} {uri}")

    def close_and_reopen(self, uri, tail_line):
        doc = self.docs[uri]
        if self.rng.random() < 0.5:
            # Close while a rebuild of an edit is due or running.
            self.edit(uri, tail_line)
        doc["open"] = False
        self.conn.notify("textDocument/didClose",
                         {"textDocument": {"uri": uri}})
        self.barrier(uri, "closing")
        # Stay closed a moment: late publications would arrive now.
        end = time.monotonic() + self.rng.uniform(0, 0.05)
        while time.monotonic() < end:
            self.drain(timeout=0.01)
        generation = doc["generation"] + 1
        self.open(uri, small_text(generation), generation)

    def open_again(self, uri, tail_line):
        """A second didOpen without a close (clients do it after a
        reconnect): other text, version 1 again."""
        doc = self.docs[uri]
        self.edit(uri, tail_line)  # a rebuild of the old text is under way
        generation = doc["generation"] + 1
        doc["transition"] = True
        self.conn.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": 1,
            "text": small_text(generation)}})
        self.barrier(uri, "opening again")
        # From here on only the new text's diagnostics may be published.
        doc.update({"transition": False, "generation": generation,
                    "version": 1, "published": None})
        self.edit(uri, 5 + generation % 2)

    # The run --------------------------------------------------------------

    def references(self):
        """The diagnostics of each small text, from the server itself."""
        for parity in (0, 1):
            uri = f"file:///stress/reference{parity}.mlir"
            self.conn.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "mlir", "version": 1,
                "text": small_text(parity)}})
            deadline = time.monotonic() + 60
            params = None
            while params is None and time.monotonic() < deadline:
                received, message = self.conn.messages.get(timeout=60)
                if message and message.get("params", {}).get("uri") == uri:
                    params = message["params"]
            if params is None:
                raise SystemExit(f"no diagnostics for the reference {parity}")
            self.reference[parity] = self.normalized(params["diagnostics"],
                                                     uri)

    def run(self, seconds):
        self.references()
        self.open(self.large_uri, self.large, 0)
        for uri in self.small:
            self.open(uri, small_text(0), 0)
        end = time.monotonic() + seconds
        counts = {}
        while time.monotonic() < end:
            self.drain()
            roll = self.rng.random()
            open_small = [u for u in self.small if self.docs[u]["open"]]
            uri = self.rng.choice(open_small)
            if roll < 0.30:
                kind = "hover"
                self.hover(uri)
            elif roll < 0.45:
                kind = "large code action"
                line = self.rng.choice([1, 2, 3, 100, 5000])
                diagnostics = self.large_diagnostics if line < 4 else []
                self.code_action(self.large_uri, line, diagnostics,
                                 cancel=self.rng.random() < 0.3)
            elif roll < 0.52:
                kind = "small code action"
                self.code_action(uri, 1, [], cancel=self.rng.random() < 0.3)
            elif roll < 0.65:
                kind = "small edit"
                self.edit(uri, 5 + self.docs[uri]["generation"] % 2)
            elif roll < 0.68:
                kind = "large edit"
                self.edit(self.large_uri, self.large_tail)
            elif roll < 0.75:
                kind = "open again"
                self.open_again(uri, 5 + self.docs[uri]["generation"] % 2)
            else:
                kind = "close and reopen"
                self.close_and_reopen(uri, 5 + self.docs[uri]["generation"] % 2)
            counts[kind] = counts.get(kind, 0) + 1
            time.sleep(0.005)
        print("  sent:", ", ".join(f"{v} {k}" for k, v in sorted(counts.items())),
              flush=True)

    def settle(self):
        """Waits for every reply and each document's last version (the
        limit is for a hang: on a loaded machine the backlog of the large
        document's code actions takes longer to answer, never forever)."""
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            missing = [i for i in self.conn.sent_at if i not in self.replies]
            behind = [u for u, d in self.docs.items()
                      if d["open"] and not self.settled(u, d)]
            if not missing and not behind:
                return
            self.drain(timeout=0.1)
        missing = [i for i in self.conn.sent_at if i not in self.replies]
        if missing:
            self.fail(f"{len(missing)} requests never answered "
                      f"(ids {missing[:5]}...)")
        for uri, doc in self.docs.items():
            if doc["open"] and not self.settled(uri, doc):
                self.fail(f"{uri}: last published v{doc['published']}, "
                          f"newest v{doc['version']}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("server")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--hover-p99", type=float, default=None,
                        help="fail when the hovers' p99 latency exceeds "
                             "SECONDS (a benchmark on a quiet machine; by "
                             "default the latency is only printed)")
    parser.add_argument("--large-lines", type=int, default=16000)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--debounce-ms", type=int, default=0)
    args = parser.parse_args()

    server_args = [f"-debounce-ms={args.debounce_ms}"]
    conn = Connection(args.server, server_args)
    conn.initialize(timeout=60)
    stress = Stress(conn, args.large_lines, random.Random(args.seed))
    # initialize() took the reply to its request.
    stress.replies.update(dict.fromkeys(conn.sent_at, 1))
    stress.run(args.seconds)
    stress.settle()

    latencies = sorted(stress.hover_latency)
    if latencies:
        p50 = latencies[len(latencies) // 2]
        p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        print(f"  {len(latencies)} hovers: p50 {p50 * 1000:.1f} ms, p99 "
              f"{p99 * 1000:.1f} ms, max {latencies[-1] * 1000:.1f} ms; "
              f"{len(conn.sent_at)} requests, {stress.published} "
              f"publications", flush=True)
        if args.hover_p99 is not None and p99 > args.hover_p99:
            stress.fail(f"hover p99 {p99:.3f} s above {args.hover_p99} s")
    else:
        stress.fail("no hover was answered")

    conn.send_request("shutdown")
    stress.settle()
    stress.exiting = True
    conn.notify("exit", None)
    try:
        code = conn.proc.wait(60)
    except subprocess.TimeoutExpired:
        conn.proc.kill()
        code = None
    if code != 0:
        stress.fail(f"exit code {code}")
    stress.drain(timeout=1)
    print(f"lifecycle-stress: {len(stress.failures)} failures")
    sys.exit(1 if stress.failures else 0)


if __name__ == "__main__":
    main()
