#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Focused probes behind the analysis in bench/README.md (not part of the
benchmark run).

  python3 bench/probes.py hover   [--kind nested] [--lines 100000]
      idle hover latency by position in the file, then hovers sent every
      2 ms during three reparses (until the version's snapshot is built),
      with the message thread's scheduler times for the slow ones;
  python3 bench/probes.py memory  [--kind nested] [--lines 100000]
                                  [--ours-only] [--wrap 'heaptrack -o F']
                                  [--server-args '-one-version-above-mib=0']
      VmHWM / VmRSS / RssAnon of both servers (overlap: mlir-layout-lsp
      only) after each step of a session, optionally under a profiler, and
      the peak per MiB of text;
  python3 bench/probes.py check   [--kind overlap] [--lines 1000] [--files 24]
      `mlir-layout check -j1/-j2` with each thread's time on a CPU, waiting
      for a CPU (run queue) and blocked, from /proc/PID/task/*/schedstat.
"""

import argparse
import collections
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))

import gen_mlir  # noqa: E402
import run_bench  # noqa: E402
from lsp_client import EDITOR_CAPABILITIES, LspClient  # noqa: E402


def build_bin():
    import os
    d = Path(os.environ.get("MLIR_LAYOUT_BUILD_DIR", "build"))
    return (d if d.is_absolute() else run_bench.REPO / d) / "bin"


def open_doc(argv, kind, lines, tmp):
    g = gen_mlir.generate(kind, lines)
    path = Path(tmp) / ("%s-%d.mlir" % (kind, lines))
    path.write_text(g["text"])
    doc = run_bench.Doc(path, g)
    c = LspClient(argv, str(Path(tmp) / "server.stderr"))
    c.initialize(Path(tmp).as_uri(), EDITOR_CAPABILITIES, timeout=60)
    c.open(doc.uri, doc.current_text())
    c.wait_diagnostics(doc.uri, 1, timeout=900)
    return c, doc, g


def hover_probe(args, tmp):
    argv = [str(build_bin() / "mlir-layout-lsp"), "-debounce-ms=0"]
    c, doc, g = open_doc(argv, args.kind, args.lines, tmp)

    def hover(h):
        return c.request("textDocument/hover", {
            "textDocument": {"uri": doc.uri},
            "position": {"line": h[0], "character": h[1]}})[0] * 1000
    print("idle hover latency by position (20 hovers each):")
    for frac in (0, 0.25, 0.5, 0.75, 0.99):
        i = int(frac * (len(g["hovers"]) - 21))
        lat = [hover(g["hovers"][i + k]) for k in range(20)]
        print("  line %6d: median %.2f ms, max %.2f ms"
              % (g["hovers"][i][0], statistics.median(lat), max(lat)))
    print("hovers (near the top of the file) every 2 ms during a reparse, "
          "until the version's snapshot is built (a code action is "
          "answered on it); for hovers over 2 ms, the message thread's time "
          "running, waiting for a CPU and blocked (schedstat):")
    stat = "/proc/%d/task/%d/schedstat" % (c.proc.pid, c.proc.pid)

    def sched():
        run, wait, _ = open(stat).read().split()
        return int(run) / 1e6, int(wait) / 1e6

    for rep in range(3):
        v = 2 + rep
        c.notify("textDocument/didChange", {
            "textDocument": {"uri": doc.uri, "version": v},
            "contentChanges": [doc.next_edit(100 + rep)]})
        built, _ = c.send_request("textDocument/codeAction", {
            "textDocument": {"uri": doc.uri},
            "range": {"start": {"line": 0, "character": 0},
                      "end": {"line": 0, "character": 0}},
            "context": {"diagnostics": []}})
        t0 = time.perf_counter()
        tl = []
        while not (c.has_diagnostics(doc.uri, v) and c.has_reply(built)):
            s = time.perf_counter()
            r0, w0 = sched()
            d = hover(g["hovers"][5 + len(tl) % 50])
            r1, w1 = sched()
            tl.append((s - t0, d, r1 - r0, w1 - w0))
            rest = 0.002 - (time.perf_counter() - s)
            if rest > 0:
                time.sleep(rest)
        ts, _ = c.wait_diagnostics(doc.uri, v)
        tb, _ = c.wait_reply(built)
        slow = [x for x in tl if x[1] > 2]
        print("  reparse %d: diagnostics after %.0f ms, snapshot after %.0f "
              "ms; %d hovers, %d over 2 ms"
              % (rep, (ts - t0) * 1000, (tb - t0) * 1000, len(tl),
                 len(slow)))
        for at, d, run, wait in sorted(slow, key=lambda x: -x[1])[:5]:
            print("    at %4.0f ms: %.1f ms = running %.1f + waiting for a "
                  "CPU %.1f + blocked %.1f"
                  % (at * 1000, d, run, wait, max(0.0, d - run - wait)))
    c.shutdown(reply_timeout=30, exit_timeout=10)


def memory_probe(args, tmp):
    servers = [[str(build_bin() / "mlir-layout-lsp"), "-debounce-ms=0"]
               + args.server_args]
    # MLIR 22 segfaults on overlap files (docs/mlir22-crashes.md).
    if args.kind != "overlap" and not args.ours_only:
        servers.append([str(run_bench.LLVM_BIN / "mlir-lsp-server")])
    for argv in servers:
        print(Path(argv[0]).name)
        c, doc, g = open_doc(args.wrap + argv, args.kind, args.lines, tmp)
        inc = c.incremental_sync()

        def mem(tag):
            st = open("/proc/%d/status" % c.proc.pid).read()
            d = dict(re.findall(r"(VmHWM|VmRSS|RssAnon):\s+(\d+)", st))
            print("  %-22s VmHWM %5d MiB  VmRSS %5d MiB  RssAnon %5d MiB"
                  % (tag, int(d["VmHWM"]) // 1024, int(d["VmRSS"]) // 1024,
                     int(d["RssAnon"]) // 1024))
            return int(d["VmHWM"]) // 1024
        def wait_idle():
            # The snapshot may still build after the diagnostics are out:
            # wait until the server has used no CPU for a second.
            def cpu():
                f = open("/proc/%d/stat" % c.proc.pid).read()
                f = f[f.rindex(")") + 2:].split()
                return int(f[11]) + int(f[12])
            last, still = cpu(), 0
            while still < 5:
                time.sleep(0.2)
                now = cpu()
                still = still + 1 if now == last else 0
                last = now

        wait_idle()
        mem("after didOpen")
        for v in range(2, 5):
            e = doc.next_edit(v * 50)
            c.notify("textDocument/didChange", {
                "textDocument": {"uri": doc.uri, "version": v},
                "contentChanges": [e if inc else
                                   {"text": doc.current_text()}]})
            c.wait_diagnostics(doc.uri, v, timeout=900)
            wait_idle()
            peak = mem("after didChange %d" % (v - 1))
        mib = len(doc.current_text().encode()) / 2**20
        print("  text %.1f MiB; peak through the edits %d MiB = %.1f x the "
              "text" % (mib, peak, peak / mib))
        dt, _ = c.request("textDocument/documentSymbol",
                          {"textDocument": {"uri": doc.uri}}, timeout=900)
        mem("after documentSymbol")
        print("  (documentSymbol took %.0f ms)" % (dt * 1000))
        c.shutdown(reply_timeout=30, exit_timeout=10)


def check_probe(args, tmp):
    files = []
    for i in range(args.files):
        p = Path(tmp) / ("%03d.mlir" % i)
        p.write_text(gen_mlir.generate(args.kind, args.lines, seed=i)["text"])
        files.append(p)
    exe = str(build_bin() / "mlir-layout")
    for jobs in (1, 2):
        r = run_bench.run_check(exe, files, jobs, 1)
        sc = r["sched"]
        print("-j%d: %.2f s wall, %.2f s CPU; %d busy threads: %.1f s running,"
              " %.1f s waiting for a CPU, %.1f s blocked; other processes "
              "used %.2f cores" % (jobs, r["wall_s"], r["cpu_s"],
                                   sc["threads"], sc["on_cpu_s"],
                                   sc["runqueue_wait_s"], sc["blocked_s"],
                                   r["foreign_cores_avg"]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("probe", choices=("hover", "memory", "check"))
    ap.add_argument("--kind", default=None)
    ap.add_argument("--lines", type=int, default=None)
    ap.add_argument("--files", type=int, default=24)
    ap.add_argument("--ours-only", action="store_true",
                    help="memory: mlir-layout-lsp only")
    ap.add_argument("--server-args", default="",
                    help="memory: more arguments of mlir-layout-lsp, e.g. "
                    "'-one-version-above-mib=100000' (split on spaces)")
    ap.add_argument("--wrap", default="",
                    help="memory: a command the server runs under, e.g. "
                    "'heaptrack -o /tmp/ht' (split on spaces)")
    args = ap.parse_args()
    args.wrap = args.wrap.split()
    args.server_args = args.server_args.split()
    if args.probe == "check":
        args.kind = args.kind or "overlap"
        args.lines = args.lines or 1000
    else:
        args.kind = args.kind or "nested"
        args.lines = args.lines or 100000
    with tempfile.TemporaryDirectory(prefix="mlir-layout-probe-") as tmp:
        {"hover": hover_probe, "memory": memory_probe,
         "check": check_probe}[args.probe](args, tmp)


if __name__ == "__main__":
    main()
