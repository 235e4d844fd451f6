#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Soak test of mlir-layout-lsp: a bounded session of random edits, hovers,
code actions and document symbols on one generated file.

    python3 bench/soak.py                       # 20 minutes, 10k-line file
    python3 bench/soak.py --minutes 2           # scripts/soak.sh (the ctest test soak-2min)
    python3 bench/soak.py --server build/bin/mlir-layout-lsp --json out.json

It reports the server's resident set size (VmRSS) over time, latency
percentiles per method and every error reply.  Every --settle-every seconds
the session pauses: one more edit, its diagnostics, then --settle seconds
without requests, and the server's heap in use is read there
(`mlirLayout/memoryUsage`): what it holds for the open document.

It fails (exit status 1) when a request gets an error reply or no reply
within --timeout seconds, the server dies, the heap in use at a pause after
the warm-up exceeds the warm-up's largest by more than --heap-growth (10 %:
a leak; a reading above it is read again until it falls under it, for up to
--timeout seconds, since on a loaded machine the thread that frees
replaced snapshots may lag behind; a leak never falls back), or
VmRSS after the warm-up exceeds twice the warm-up's peak
(--rss-growth 100 %: runaway memory, such as a queue that never drains).
VmRSS is not a leak signal here: it also holds freed memory the allocator
keeps, and its peak depends on which rebuilds, fix verifications and
requests happen to overlap.  Measured in 2-minute runs: the heap in use
stayed at 12.6-13.1 MiB while VmRSS peaked 2 % to 30 % above the warm-up's
peak (one run: a single +43 MiB step at 64 s), so a tight bound on it fails
at random without anything leaking.  Timings are reported, never judged.

Python 3.11 standard library only.
"""

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))
import gen_mlir  # noqa: E402
from lsp_client import EDITOR_CAPABILITIES, LspClient, ServerDied  # noqa: E402

REPO = Path(__file__).resolve().parent.parent


def percentiles(samples):
    """p50 / p90 / p99 / max of `samples` (seconds) in ms, with n."""
    if not samples:
        return {"n": 0}
    s = sorted(samples)

    def at(q):
        return round(1000 * s[min(len(s) - 1, int(q * len(s)))], 3)
    return {"n": len(s), "p50": at(0.50), "p90": at(0.90), "p99": at(0.99),
            "max": round(1000 * s[-1], 3)}


class Document:
    """The client's text: in-place constant edits (same length) and one
    comment line that comes and goes (moving every later line)."""

    COMMENT = "// soak: a line that comes and goes"

    def __init__(self, gen):
        self.lines = gen["text"].split("\n")
        self.hovers = gen["hovers"]
        self.edits = gen["edits"]
        # Line of the inserted comment (in the original numbering), if any.
        self.inserted_at = None

    def text(self):
        return "\n".join(self.lines)

    def actual_line(self, line):
        """Where an original line is now."""
        if self.inserted_at is not None and line >= self.inserted_at:
            return line + 1
        return line

    def constant_edit(self, rng):
        line, ch, n = rng.choice(self.edits)
        at = self.actual_line(line)
        new = "%d" % rng.randrange(10 ** (n - 1), 10 ** n)
        text = self.lines[at]
        self.lines[at] = text[:ch] + new + text[ch + n:]
        return {"range": {"start": {"line": at, "character": ch},
                          "end": {"line": at, "character": ch + n}},
                "text": new}

    def toggle_comment(self, rng):
        if self.inserted_at is None:
            line = rng.randrange(len(self.lines))
            self.inserted_at = line
            self.lines.insert(line, self.COMMENT)
            return {"range": {"start": {"line": line, "character": 0},
                              "end": {"line": line, "character": 0}},
                    "text": self.COMMENT + "\n"}
        line = self.inserted_at
        self.inserted_at = None
        del self.lines[line]
        return {"range": {"start": {"line": line, "character": 0},
                          "end": {"line": line + 1, "character": 0}},
                "text": ""}

    def hover_position(self, rng):
        line, ch, _ = rng.choice(self.hovers)
        return {"line": self.actual_line(line), "character": ch}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=20.0,
                    help="length of the run (default 20)")
    ap.add_argument("--server", default=None,
                    help="mlir-layout-lsp binary (default: "
                    "$MLIR_LAYOUT_BUILD_DIR or build, then bin/mlir-layout-lsp)")
    ap.add_argument("--server-arg", action="append", default=[],
                    help="an argument for the server (repeatable)")
    ap.add_argument("--lines", type=int, default=10000)
    ap.add_argument("--kind", default="nested", choices=gen_mlir.KINDS)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--warmup", type=float, default=None,
                    help="warm-up in seconds (default: a quarter of the run, "
                    "at most 120 s)")
    ap.add_argument("--heap-growth", type=float, default=0.10,
                    help="largest allowed growth of the heap in use at the "
                    "pauses after the warm-up")
    ap.add_argument("--rss-growth", type=float, default=1.0,
                    help="largest allowed VmRSS peak growth after the warm-up "
                    "(a bound for runaway memory, not a leak test)")
    ap.add_argument("--settle-every", type=float, default=15.0,
                    help="seconds of activity between pauses")
    ap.add_argument("--settle", type=float, default=2.5,
                    help="idle seconds before the heap is read")
    ap.add_argument("--timeout", type=float, default=120.0,
                    help="longest wait for a reply or for diagnostics")
    ap.add_argument("--json", default=None, help="write the report here")
    args = ap.parse_args()

    server = args.server or str(
        REPO / os.environ.get("MLIR_LAYOUT_BUILD_DIR", "build") / "bin" /
        "mlir-layout-lsp")
    if not os.access(server, os.X_OK):
        print("soak: error: no server at %s" % server, file=sys.stderr)
        return 2
    duration = args.minutes * 60.0
    warmup = args.warmup if args.warmup is not None else min(120.0,
                                                             duration / 4)
    rng = random.Random(args.seed)
    gen = gen_mlir.generate(args.kind, args.lines, seed=args.seed)
    doc = Document(gen)

    report = {"server": server, "minutes": args.minutes, "kind": args.kind,
              "lines": gen["lines"], "seed": args.seed, "warmup_s": warmup,
              "errors": [], "rss_kib": [], "heap_in_use_kib": [],
              "settled_anon_kib": [],
              "latency_ms": {}}
    latencies = {}
    failures = report["errors"]

    with tempfile.TemporaryDirectory(prefix="mlir-layout-soak-") as tmp:
        work = Path(tmp)
        path = work / ("soak-%s.mlir" % args.kind)
        path.write_text(doc.text())
        uri = path.resolve().as_uri()
        client = LspClient([server] + args.server_arg, str(work / "server.stderr"))
        version = 1
        start = time.perf_counter()
        next_sample = start

        def sample_rss(force=False):
            nonlocal next_sample
            now = time.perf_counter()
            if force or now >= next_sample:
                rss = client.status_kib("VmRSS")
                if rss is not None:
                    report["rss_kib"].append((round(now - start, 2), rss))
                next_sample = now + 1.0

        def heap_kib():
            usage = timed_request("mlirLayout/memoryUsage", None) or {}
            return usage["heapInUse"] // 1024 if "heapInUse" in usage else None

        def settle():
            """An edit, its diagnostics and its snapshot, --settle idle
            seconds, a reading. After the warm-up, a reading above the
            limit is read again until it falls under it, for up to
            --timeout seconds: on a loaded machine the releaser's thread
            may not have freed a replaced snapshot yet, which it does
            later; a leak never falls back."""
            nonlocal version
            version += 1
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [doc.constant_edit(rng)]})
            client.wait_diagnostics(uri, version, args.timeout)
            # The version's snapshot: a code action waits for it (the
            # diagnostics of an edit inside functions come before it).
            timed_request("textDocument/codeAction", {
                "textDocument": {"uri": uri},
                "range": {"start": {"line": 0, "character": 0},
                          "end": {"line": 0, "character": 0}},
                "context": {"diagnostics": []}})
            time.sleep(args.settle)
            heap = heap_kib()
            t = round(time.perf_counter() - start, 2)
            warm = [kib for at, kib in report["heap_in_use_kib"]
                    if at <= warmup]
            if heap is not None and t > warmup and warm:
                limit = max(warm) * (1 + args.heap_growth)
                deadline = time.perf_counter() + args.timeout
                while heap > limit and time.perf_counter() < deadline:
                    time.sleep(0.5)
                    heap = min(heap, heap_kib() or heap)
            if heap is not None:
                report["heap_in_use_kib"].append((t, heap))
            report["settled_anon_kib"].append(
                (t, client.status_kib("RssAnon")))

        def timed_request(method, params):
            client.discard_notifications()
            try:
                dt, result = client.request(method, params,
                                            timeout=args.timeout)
            except RuntimeError as e:  # an error reply
                failures.append({"t": round(time.perf_counter() - start, 2),
                                 "method": method, "error": str(e)})
                return None
            latencies.setdefault(method, []).append(dt)
            return result

        try:
            client.initialize(work.resolve().as_uri(), EDITOR_CAPABILITIES,
                              timeout=60)
            t0 = client.open(uri, doc.text(), version)
            ts, _ = client.wait_diagnostics(uri, version, args.timeout)
            latencies.setdefault("didOpen->diagnostics", []).append(ts - t0)
            sample_rss(force=True)
            actions = ["edit"] * 4 + ["toggle"] + ["hover"] * 8 + \
                ["codeAction"] * 2 + ["documentSymbol"]
            # The first pause falls inside the warm-up, which it measures.
            next_settle = start + min(args.settle_every, warmup / 2)
            while time.perf_counter() - start < duration:
                sample_rss()
                if time.perf_counter() >= next_settle:
                    settle()
                    next_settle = time.perf_counter() + args.settle_every
                    continue
                action = rng.choice(actions)
                if action in ("edit", "toggle"):
                    change = (doc.constant_edit(rng) if action == "edit"
                              else doc.toggle_comment(rng))
                    version += 1
                    t0 = client.notify("textDocument/didChange", {
                        "textDocument": {"uri": uri, "version": version},
                        "contentChanges": [change]})
                    # Every few edits, wait for the version's diagnostics
                    # (bursts in between are coalesced by the server).
                    if rng.random() < 0.3:
                        ts, _ = client.wait_diagnostics(uri, version,
                                                        args.timeout)
                        latencies.setdefault("didChange->diagnostics",
                                             []).append(ts - t0)
                    continue
                at = doc.hover_position(rng)
                td = {"uri": uri}
                if action == "hover":
                    timed_request("textDocument/hover",
                                  {"textDocument": td, "position": at})
                elif action == "codeAction":
                    timed_request("textDocument/codeAction", {
                        "textDocument": td,
                        "range": {"start": at, "end": at},
                        "context": {"diagnostics": []}})
                else:
                    timed_request("textDocument/documentSymbol",
                                  {"textDocument": td})
            sample_rss(force=True)
            settle()
        except (ServerDied, TimeoutError, OSError) as e:
            failures.append({"t": round(time.perf_counter() - start, 2),
                             "method": "(session)",
                             "error": "%s: %s" % (type(e).__name__, e)})
        finally:
            client.shutdown(reply_timeout=30, exit_timeout=10)
        report["edits"] = version - 1

    report["latency_ms"] = {m: percentiles(s) for m, s in latencies.items()}

    def split(points):
        """Largest reading of the warm-up and of the rest."""
        warm = [kib for t, kib in points if t <= warmup]
        after = [kib for t, kib in points if t > warmup]
        return (max(warm) if warm else None, max(after) if after else None)

    def exceeds(base, value, growth):
        return base is not None and value is not None and \
            value > base * (1 + growth)
    base, peak = split(report["rss_kib"])
    heap_base, heap = split(report["heap_in_use_kib"])
    leaked = exceeds(heap_base, heap, args.heap_growth)
    spiked = exceeds(base, peak, args.rss_growth)
    report["rss_warmup_peak_kib"] = base
    report["rss_after_warmup_peak_kib"] = peak
    report["heap_warmup_kib"] = heap_base
    report["heap_after_warmup_kib"] = heap
    report["rss_ok"] = not spiked
    report["heap_ok"] = not leaked
    report["ok"] = not failures and not leaked and not spiked and \
        heap is not None and heap_base is not None and peak is not None

    # Human-readable report.
    print("soak: %s, %s file of %d lines, %.1f min (warm-up %.0f s), "
          "%d edits" % (os.path.basename(server), args.kind, gen["lines"],
                        args.minutes, warmup, report["edits"]))
    print("VmRSS over time (MiB):")
    points = report["rss_kib"]
    step = max(1, len(points) // 20)
    for t, kib in points[::step] + ([points[-1]] if points else []):
        print("  %7.1f s  %7.1f" % (t, kib / 1024))
    def mib(kib):
        return "%.1f" % (kib / 1024) if kib else "n/a"
    print("At the pauses, heap in use / anonymous RSS (MiB): %s" % " ".join(
        "%.0fs:%s/%s" % (t, mib(heap), mib(anon)) for (t, heap), (_, anon) in
        zip(report["heap_in_use_kib"], report["settled_anon_kib"])))
    print("Heap in use at the pauses: warm-up %s MiB, after warm-up %s MiB "
          "(limit +%d%%): %s" % (mib(heap_base), mib(heap),
                                 round(100 * args.heap_growth),
                                 "GREW" if leaked else "ok"))
    print("VmRSS peak: warm-up %s MiB, after warm-up %s MiB (limit +%d%%): %s"
          % (mib(base), mib(peak), round(100 * args.rss_growth),
             "GREW" if spiked else "ok"))
    print("Latency per method (ms):")
    for method, p in sorted(report["latency_ms"].items()):
        if p["n"]:
            print("  %-28s n=%-6d p50 %-8g p90 %-8g p99 %-8g max %g" % (
                method, p["n"], p["p50"], p["p90"], p["p99"], p["max"]))
    print("Error replies and failures: %d" % len(failures))
    for f in failures:
        print("  at %.2f s, %s: %s" % (f["t"], f["method"], f["error"]))
    if args.json:
        tmp_out = args.json + ".tmp"
        with open(tmp_out, "w") as f:
            json.dump(report, f, indent=1)
        os.replace(tmp_out, args.json)
    print("soak: %s" % ("PASSED" if report["ok"] else "FAILED"))
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
