#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Diagnostics while typing in a big file (docs/reliability.md).

Usage: typing_diagnostics.py PATH/TO/mlir-layout-lsp [--lines 60000]
                             [--server-arg ARG]...

A generated realistic file of 60k lines is opened; R is the time to its
first set of diagnostics (a whole rebuild on this machine, now). Then an
edit arrives every 100 ms, in a comment at the top of the file (outside any
function, so each edit needs a whole rebuild), for 6 s and then until a set
arrives, at most max(120 s, 20 R).
Every rebuild that finishes is superseded by newer edits before it can be
installed; its diagnostics must still be published, mapped to the newest
text. The test fails unless, while the edits still come:
- at least one set arrives for a version newer than the opened one, and
  names no version the client has not sent;
- each such set equals the first set (the edits only change a comment, so
  no diagnostic moves or goes).
Then the edits stop, and the last version's set must come. A slow or busy
machine types longer instead of failing; no time is asserted.
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))
import gen_mlir  # noqa: E402
from lsp_client import LspClient  # noqa: E402

PATIENCE = 600  # seconds for one whole rebuild: a hang, not a slow machine


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("--lines", type=int, default=60000)
    parser.add_argument("--server-arg", action="append", default=[],
                        help="an argument of the server (repeatable)")
    opts = parser.parse_args()
    gen = gen_mlir.generate("realistic", opts.lines)
    # Diagnostics to carry: a nested spec that changes the index bitwidth
    # (an error with related information), at the end of the file.
    text = ("// typing: \n" + gen["text"] +
            "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<"
            "index = 64 : i64>} {\n"
            "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<"
            "index = 32 : i64>} {\n  }\n}\n")
    uri = "file:///typing-diagnostics.mlir"
    server = LspClient([opts.server] + opts.server_arg, reply_timeout=PATIENCE,
                       diagnostics_timeout=PATIENCE)
    server.initialize()
    start = time.monotonic()
    server.open(uri, text)
    _, first = server.wait_diagnostics(uri, 1)
    rebuild = time.monotonic() - start
    reference = json.dumps(first["diagnostics"], sort_keys=True)
    if not first["diagnostics"]:
        print("  FAIL the opened file has no diagnostics to carry")
        return 1
    # Typing lasts at least 6 s, and goes on until a set arrives, up to a
    # limit far above a rebuild's time here: a busy machine types longer
    # instead of failing; without sets while typing, none ever comes.
    duration = 6.0
    limit = max(120.0, 20 * rebuild)
    print(f"  {opts.lines} lines, {len(first['diagnostics'])} diagnostics, "
          f"first set after {rebuild:.2f} s; typing for at least "
          f"{duration:.0f} s, until a set comes (at most {limit:.0f} s)",
          flush=True)

    version, column = 1, len("// typing: ")
    sets, problems = [], []
    started = time.monotonic()
    while True:
        elapsed = time.monotonic() - started
        if elapsed >= limit or (elapsed >= duration and sets):
            break
        version += 1
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {
                "start": {"line": 0, "character": column},
                "end": {"line": 0, "character": column}}, "text": "x"}]})
        column += 1
        time.sleep(0.1)
        server.drain()
        published = [m for _, m in server.inbox
                     if m.get("method") == "textDocument/publishDiagnostics"]
        server.inbox = [(t, m) for t, m in server.inbox
                        if m.get("method") != "textDocument/publishDiagnostics"]
        for message in published:
            params = message["params"]
            got = params.get("version")
            if got is None or got > version:
                problems.append(f"a set for version {got}, newest sent "
                                f"{version}")
            elif got > 1:
                sets.append(got)
                if json.dumps(params["diagnostics"], sort_keys=True) \
                        != reference:
                    problems.append(f"version {got}: other diagnostics "
                                    "than the opened text's")
    print(f"  {version - 1} edits; sets while typing for versions: "
          f"{sets or 'none'}", flush=True)
    if not sets:
        problems.append("no set of diagnostics while the edits came")
    # The last version's set once the edits stop (unless it came already: a
    # set carried to the last version is not sent again when the version's
    # own rebuild gives the same).
    if version not in sets:
        server.wait_diagnostics(uri, version)
    server.shutdown()
    for problem in problems:
        print("  FAIL", problem)
    print("typing-diagnostics:", "FAIL" if problems else "PASS")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
