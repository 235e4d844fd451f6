#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Bad input for mlir-layout-lsp: every case must get a proper error reply
or diagnostic, and the server must keep serving afterwards.

Usage: bad_input.py PATH/TO/mlir-layout-lsp
Prints one line per case and `bad-input: N passed, M failed`.
"""

import os
import sys
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))
from lsp_client import LspClient  # noqa: E402

SERVER = sys.argv[1]
GOOD = 'module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {\n  %0 = "test.op"() : () -> i24\n}\n'
results = []


def case(name):
    def wrap(fn):
        try:
            ok, detail = fn()
        except Exception as err:  # a broken pipe or parse error is a failure
            ok, detail = False, repr(err)
        results.append(ok)
        print(("PASS" if ok else "FAIL"), name, "" if ok else detail, flush=True)
        return fn
    return wrap


def still_serving(server, uri="file:///still.mlir"):
    """The server answers a hover on a fresh document."""
    server.open(uri, GOOD)
    server.wait_diagnostics(uri, 1)
    hover = server.hover(uri, 1, 28)
    return bool(hover.get("result")
                and "i24" in hover["result"]["contents"]["value"])


def launch(*args, env=None):
    """A server (with `args`, and `env` added to the environment) whose
    client waits 20 s for a reply and 30 s for diagnostics unless told."""
    return LspClient([SERVER, *args], env=env, reply_timeout=20,
                     diagnostics_timeout=30)


def fresh():
    server = launch("-debounce-ms=0")
    server.initialize()
    return server


@case("malformed JSON is logged and skipped")
def _():
    server = fresh()
    server.send_raw(b'Content-Length: 11\r\n\r\n{"bad json}')
    ok = still_serving(server)
    return ok and server.shutdown() == 0, "server stopped serving"


@case("invalid UTF-8 in a message is rejected, the server goes on")
def _():
    server = fresh()
    body = b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///u.mlir","languageId":"mlir","version":1,"text":"\xff\xfe module {}"}}}'
    server.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    ok = still_serving(server)
    return ok and server.shutdown() == 0, "server stopped serving"


@case("Content-Length too short: the fragment is rejected, later messages work")
def _():
    server = fresh()
    body = b'{"jsonrpc":"2.0","id":99,"method":"shutdown"}'
    server.send_raw(b"Content-Length: 10\r\n\r\n" + body)
    ok = still_serving(server) and server.alive()
    server.close()
    return ok, "server stopped serving"


@case("Content-Length of 2 GiB: refused before allocating, the server goes on")
def _():
    server = fresh()
    before = server.status_kib("VmRSS")
    body = b'{"jsonrpc":"2.0","id":98,"method":"shutdown"}'
    server.send_raw(b"Content-Length: 2147483648\r\n\r\n" + body)
    ok = still_serving(server) and server.alive()
    grown = server.status_kib("VmRSS") - before
    ok = ok and grown < 256 * 1024
    return ok and server.shutdown() == 0, f"serving: {ok}, RSS +{grown} KiB"


@case("unknown method gets MethodNotFound")
def _():
    server = fresh()
    reply = server.call("mlirLayout/noSuchThing")
    ok = reply and reply.get("error", {}).get("code") == -32601
    return ok and still_serving(server) and server.shutdown() == 0, reply


@case("request before initialize gets ServerNotInitialized")
def _():
    server = launch()
    reply = server.hover("file:///x.mlir", 0, 0)
    ok = reply and reply.get("error", {}).get("code") == -32002
    server.initialize()
    return ok and still_serving(server) and server.shutdown() == 0, reply


@case("positions outside the document answer null")
def _():
    server = fresh()
    server.open("file:///p.mlir", GOOD)
    server.wait_diagnostics("file:///p.mlir", 1)
    replies = [server.hover("file:///p.mlir", l, c)
               for l, c in ((99, 0), (0, 9999), (-1, -5))]
    ok = all(r is not None and r.get("result") is None or "error" in r
             for r in replies)
    return ok and server.shutdown() == 0, replies


@case("10,000-level nesting gets a diagnostic")
def _():
    server = fresh()
    text = "module {" * 10000 + "}" * 10000 + "\n"
    server.open("file:///deep.mlir", text)
    _, diags = server.wait_diagnostics("file:///deep.mlir", 1)
    messages = [d["message"] for d in diags["diagnostics"]]
    ok = any("nest deeper" in m for m in messages)
    return ok and still_serving(server) and server.shutdown() == 0, messages


@case("a 100 MB document gets a diagnostic")
def _():
    server = fresh()
    text = "// " + "x" * (100 << 20) + "\nmodule {}\n"
    server.open("file:///huge.mlir", text)
    _, diags = server.wait_diagnostics("file:///huge.mlir", 1, timeout=120)
    messages = [d["message"] for d in diags["diagnostics"]]
    ok = any("MiB" in m for m in messages)
    return ok and still_serving(server) and server.shutdown() == 0, messages


@case("a 1 MB line is analysed and hovered")
def _():
    server = fresh()
    line = '  %0 = "test.op"() {test.blob = "' + "y" * (1 << 20) + '"} : () -> i24\n'
    text = "module {\n" + line + "}\n"
    server.open("file:///wide.mlir", text)
    server.wait_diagnostics("file:///wide.mlir", 1, timeout=60)
    hover = server.hover("file:///wide.mlir", 1, len(line) - 3)
    ok = hover.get("result") and "i24" in hover["result"]["contents"]["value"]
    return ok and server.shutdown() == 0, hover


@case("a crash inside the analysis gives a diagnostic, other documents work")
def _():
    server = launch("-debounce-ms=0",
                    env={"MLIR_LAYOUT_TEST_CRASH_HOOK": "1"})
    server.initialize()
    # Under ThreadSanitizer, which takes the signals before LLVM's crash
    # recovery can, no crash is injected (scripts/tsan.sh sets this empty).
    kinds = os.environ.get("MLIR_LAYOUT_CRASH_KINDS", "segv,abort,fatal")
    for kind in [k for k in kinds.split(",") if k]:
        uri = f"file:///crash-{kind}.mlir"
        server.open(uri, f"// mlir-layout-test-crash: {kind}\nmodule {{}}\n")
        _, diags = server.wait_diagnostics(uri, 1)
        codes = [d.get("code") for d in diags["diagnostics"]]
        if codes != ["analysis-crashed"]:
            return False, (kind, codes)
    return still_serving(server) and server.shutdown() == 0, "after crashes"


def long_file(lines):
    """A document whose rebuild takes seconds (about 2 s at 100k lines)."""
    return ("module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
            "dense<[32, 64]> : vector<2xi64>>} {\n" +
            "".join(f'  %v{i} = "test.op"() : () -> i{16 + i % 48}\n'
                    for i in range(lines)) + "}\n")


@case("exit during a long rebuild ends the process without waiting for it")
def _():
    text = long_file(100000)
    uri = "file:///long.mlir"
    # How long the rebuild takes here and now.
    server = fresh()
    start = time.monotonic()
    server.open(uri, text)
    server.wait_diagnostics(uri, 1, timeout=300)
    rebuild = time.monotonic() - start
    server.shutdown()
    # The same rebuild, interrupted by shutdown + exit once it has started.
    server = fresh()
    server.open(uri, text)
    time.sleep(0.3)
    start = time.monotonic()
    code = server.shutdown(exit_timeout=300)
    stopped = time.monotonic() - start
    print(f"  rebuild {rebuild:.2f} s, shutdown + exit {stopped:.2f} s",
          flush=True)
    # Liveness, not speed: far less than the rest of the rebuild.
    ok = code == 0 and stopped < rebuild / 2
    return ok, (rebuild, stopped, code)


@case("memory stays bounded across 10,000 edits")
def _():
    server = launch()  # default debounce: edits coalesce
    server.initialize()
    uri = "file:///edits.mlir"
    server.open(uri, GOOD)
    server.wait_diagnostics(uri, 1)
    before = server.status_kib("VmRSS")
    for version in range(2, 10002):
        # Rewrite the i24 on line 1 as i25, i26, ... and back.
        width = 24 + version % 8
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {
                "start": {"line": 1, "character": 27},
                "end": {"line": 1, "character": 30}},
                "text": f"i{width}"}]})
    server.wait_diagnostics(uri, 10001, timeout=60)
    after = server.status_kib("VmRSS")
    hover = server.hover(uri, 1, 28)
    # ASan's quarantine keeps freed memory resident: sanitize.sh allows more.
    slack_kib = int(os.environ.get("MLIR_LAYOUT_RSS_SLACK_MB", "64")) * 1024
    ok = after - before < slack_kib and hover.get("result") and \
        f"i{24 + 10001 % 8}" in hover["result"]["contents"]["value"]
    print(f"  RSS before {before} KiB, after 10,000 edits {after} KiB",
          flush=True)
    return ok and server.shutdown() == 0, (before, after, hover)


failed = results.count(False)
print(f"bad-input: {len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
