#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Performance benchmark of mlir-layout-lsp and `mlir-layout check`.

Generates files of 1k, 10k and 100k lines (1M on request) of the kinds
asked (default: `realistic`, generated like real code, and `corpus`, the
real files of test/RealWorld; also flat, nested specs MLIR 22 can combine,
nested specs with overlapping keys), checks that mlir-opt and `mlir-layout
check` accept them, and measures, in one run and on the same files:

  * mlir-opt parse+verify (the floor; `-mlir-timing` "Parser" wall time),
  * mlir-lsp-server (MLIR 22) and mlir-layout-lsp over stdio:
    didOpen->diagnostics, didChange->diagnostics (ranged edits to servers
    that advertise incremental sync, the whole text otherwise), hover
    p50/p99 on type tokens when idle and while a reparse is in flight,
    documentSymbol and peak RSS (VmHWM) on one session script,
  * `mlir-layout check` throughput on 200 files with -j 1 and -j 2, and
    mlir-opt parse+verify of the same files,

prints Markdown tables (the cost as the files grow, then the details) with
ratios to the anchors and target verdicts, and
writes JSON (bench/results/latest.json) plus the table
(bench/results/latest.md).  Targets are reported, never asserted: the exit
status is 0 whenever the benchmark itself ran.

Python 3.11 standard library only.  See bench/README.md.
"""

import argparse
import datetime
import hashlib
import json
import os
import platform
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.dont_write_bytecode = True  # keep bench/ free of __pycache__
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(REPO / "python"))

import gen_mlir  # noqa: E402
from lsp_client import EDITOR_CAPABILITIES, LspClient, ServerDied  # noqa: E402

DEFAULT_JSON = BENCH / "results" / "latest.json"
README = BENCH / "README.md"
README_BEGIN = "<!-- BEGIN LATEST RESULTS (written by run_bench.py) -->"
README_END = "<!-- END LATEST RESULTS -->"
LLVM_BIN = Path(os.environ.get("MLIR22_BIN_DIR", "/usr/lib/llvm-22/bin"))
DEFAULT_DEBOUNCE_MS = 150
MLIR_CRASH_REASON = ("MLIR 22 segfaults on nested specs that redefine a "
                     "type-class key (docs/mlir22-crashes.md, facts 1 and 3)")

# Targets (reported as ratios, never asserted).
TARGET_OPEN_RATIO = 1.1          # didOpen vs mlir-opt parse+verify
TARGET_VS_LSP_SERVER = 0.8       # didOpen, didChange vs mlir-lsp-server
TARGET_EDIT_VS_OPEN = 0.5        # didChange in one function vs didOpen
TARGET_EDIT_AT_LINES = 100000
TARGET_RSS_VS_LSP_SERVER = 0.8   # every kind mlir-lsp-server reads
TARGET_RSS_OVERLAP_VS_NESTED = 1.1
TARGET_HOVER_P99_MS = 2.0
TARGET_HOVER_AT_LINES = 100000
TARGET_J2_SPEEDUP = 1.8


def log(msg):
    print("[bench %s] %s" % (time.strftime("%H:%M:%S"), msg),
          file=sys.stderr, flush=True)


# ----------------------------------------------------------------------------
# Statistics


def pct(samples, q):
    """Nearest-rank percentile (q in 0..100) of `samples`."""
    if not samples:
        return None
    s = sorted(samples)
    k = max(0, min(len(s) - 1, int(-(-q * len(s) // 100)) - 1))
    return s[k]


def med(samples):
    return statistics.median(samples) if samples else None


def summary_ms(samples_s):
    """Summary of latencies given in seconds, in milliseconds."""
    ms = [x * 1000.0 for x in samples_s]
    if not ms:
        return {"n": 0}
    return {"n": len(ms), "p50": pct(ms, 50), "p90": pct(ms, 90),
            "p99": pct(ms, 99), "max": max(ms), "min": min(ms),
            "median": med(ms), "samples": [round(x, 4) for x in ms]}


# ----------------------------------------------------------------------------
# Machine noise


def read_cpu_jiffies():
    with open("/proc/stat") as f:
        parts = f.readline().split()[1:]
    vals = [int(x) for x in parts]
    idle = vals[3] + (vals[4] if len(vals) > 4 else 0)
    return sum(vals[:8]), idle


def own_cpu_seconds():
    s = resource.getrusage(resource.RUSAGE_SELF)
    c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime


class NoiseMeter:
    """Estimates how much CPU other processes used while we ran: system busy
    time (/proc/stat) minus our own and our children's CPU time."""

    def __init__(self):
        self.t0 = time.perf_counter()
        self.total0, self.idle0 = read_cpu_jiffies()
        self.own0 = own_cpu_seconds()
        self.load0 = os.getloadavg()

    def result(self):
        wall = time.perf_counter() - self.t0
        total1, idle1 = read_cpu_jiffies()
        hz = os.sysconf("SC_CLK_TCK")
        busy = ((total1 - self.total0) - (idle1 - self.idle0)) / hz
        own = own_cpu_seconds() - self.own0
        return {"wall_s": wall, "system_busy_cpu_s": busy, "own_cpu_s": own,
                "foreign_cores_avg": max(0.0, (busy - own) / wall) if wall else 0,
                "loadavg_start": self.load0, "loadavg_end": os.getloadavg()}


def calibrate(rounds=7):
    """Times a fixed single-threaded CPU loop; the spread says how steady
    the machine was."""
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        x = 0
        for i in range(300000):
            x += i * i % 7
        times.append(time.perf_counter() - t)
    m = statistics.mean(times)
    return {"median_ms": med(times) * 1000, "min_ms": min(times) * 1000,
            "max_ms": max(times) * 1000,
            "cv": statistics.pstdev(times) / m if m else 0}


# ----------------------------------------------------------------------------
# Tools


def wait_for_binary(path, timeout=180):
    """Waits until `path` exists and has not changed for 2 s (another
    engineer may be rebuilding)."""
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        try:
            st = path.stat()
            sig = (st.st_size, st.st_mtime)
            if sig == last and os.access(path, os.X_OK):
                return
            last = sig
        except FileNotFoundError:
            last = None
        time.sleep(1.0)
    raise SystemExit("error: %s missing or still changing after %d s"
                     % (path, timeout))


def repo_path(path):
    """`path` as reports show it: relative to the repository root when it is
    inside the repository (`build/bin`), so reports name no directory of the
    machine that ran them; unchanged otherwise."""
    for p in (Path(os.path.abspath(path)), Path(path).resolve()):
        try:
            return p.relative_to(REPO).as_posix()
        except ValueError:
            pass
    return str(path)


def snapshot_binaries(build_bin, dest):
    """Copies mlir-layout and mlir-layout-lsp (project libraries are linked
    statically) so a rebuild during the run cannot change them under us."""
    info = {}
    for name in ("mlir-layout", "mlir-layout-lsp"):
        src = build_bin / name
        for attempt in range(5):
            wait_for_binary(src)
            try:
                shutil.copy2(src, dest / name)
                subprocess.run([str(dest / name), "--version"], check=True,
                               capture_output=True, timeout=30)
                break
            except (OSError, subprocess.SubprocessError) as e:
                log("copying %s failed (%s); retrying" % (src, e))
                time.sleep(3)
        else:
            raise SystemExit("error: cannot use %s" % src)
        data = (dest / name).read_bytes()
        info[name] = {"source": repo_path(src),
                      "mtime": datetime.datetime.fromtimestamp(
                          src.stat().st_mtime).isoformat(timespec="seconds"),
                      "sha256": hashlib.sha256(data).hexdigest()[:16]}
    return info


def git_state():
    def run(*a):
        try:
            return subprocess.run(["git", "-C", str(REPO)] + list(a),
                                  capture_output=True, text=True,
                                  timeout=20).stdout
        except (OSError, subprocess.SubprocessError):
            return ""
    # Porcelain lines are "XY PATH": no strip() before slicing, or the
    # first line's leading blank goes and its path loses a letter.
    dirty = [l[3:] for l in run("status", "--porcelain").splitlines()
             if l.strip() and not l[3:].startswith("bench/")]
    return {"head": run("rev-parse", "--short", "HEAD").strip(),
            "dirty_files": dirty}


# ----------------------------------------------------------------------------
# mlir-opt


def describe_rc(rc):
    if rc is None:
        return "timeout"
    if rc < 0:
        try:
            return "killed by %s" % signal.Signals(-rc).name
        except ValueError:
            return "signal %d" % -rc
    return "exit %d" % rc


def run_mlir_opt(path, reps):
    """Parse+verify time of mlir-opt: the "Parser" line of -mlir-timing
    (parseSourceFile verifies after parsing), plus the process wall time."""
    exe = str(LLVM_BIN / "mlir-opt")
    parser, wall, rc, err = [], [], None, ""
    for _ in range(reps):
        t = time.perf_counter()
        try:
            p = subprocess.run([exe, str(path), "-o", os.devnull,
                                "-mlir-timing"], capture_output=True,
                               text=True, timeout=600)
            rc, err = p.returncode, p.stderr
        except subprocess.TimeoutExpired:
            rc, err = None, ""
        wall.append(time.perf_counter() - t)
        if rc != 0:
            break
        m = re.search(r"^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s+Parser\s*$", err,
                      re.M)
        if m:
            parser.append(float(m.group(1)))
    res = {"rc": rc, "status": describe_rc(rc), "accepted": rc == 0,
           "wall": summary_ms(wall)}
    if rc == 0:
        res["parse_verify"] = summary_ms(parser)
    else:
        first = [l for l in err.splitlines() if l.strip()][:1]
        res["stderr_head"] = first[0][:200] if first else ""
    return res


def run_mlir_opt_split(files, workdir, reps):
    """mlir-opt parse+verify of many files in one process: the files joined
    with `// -----` and read with --split-input-file (a fresh context per
    chunk, as `mlir-layout check` has per file); the sum of the per-chunk
    "Parser" timers, plus the process wall time (which also prints the IR
    to /dev/null)."""
    joined = workdir / "mlir-opt-split.mlir"
    with open(joined, "w") as out:
        for i, f in enumerate(files):
            if i:
                out.write("// -----\n")
            out.write(Path(f).read_text())
    exe = str(LLVM_BIN / "mlir-opt")
    sums, walls, rc, chunks, err = [], [], None, 0, ""
    for _ in range(reps):
        t = time.perf_counter()
        try:
            p = subprocess.run([exe, str(joined), "--split-input-file", "-o",
                                os.devnull, "-mlir-timing"],
                               capture_output=True, text=True, timeout=1800)
            rc, err = p.returncode, p.stderr
        except subprocess.TimeoutExpired:
            rc, err = None, ""
        walls.append(time.perf_counter() - t)
        if rc != 0:
            break
        timers = [float(x) for x in re.findall(
            r"^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s+Parser\s*$", err, re.M)]
        chunks = len(timers)
        sums.append(sum(timers))
    joined.unlink()
    res = {"files": len(files), "rc": rc, "status": describe_rc(rc),
           "accepted": rc == 0 and chunks == len(files),
           "parse_verify_s": med(sums), "wall_s": med(walls),
           "chunks_timed": chunks}
    if rc != 0:
        first = [l for l in err.splitlines() if l.strip()][:1]
        res["stderr_head"] = first[0][:200] if first else ""
    return res


# ----------------------------------------------------------------------------
# LSP sessions


class Doc:
    def __init__(self, path, gen):
        self.path = path
        self.uri = path.resolve().as_uri()
        self.text = gen["text"]
        self.lines = self.text.split("\n")
        self.hovers = gen["hovers"]
        self.edits = gen["edits"]
        self.nlines = gen["lines"]
        # current value of each edit site
        self.values = {}

    def current_text(self):
        return "\n".join(self.lines)

    def next_edit(self, i):
        line, ch, n = self.edits[i % len(self.edits)]
        cur = self.values.get((line, ch))
        if cur is None:
            cur = self.lines[line][ch:ch + n]
        new = "%0*d" % (n, (int(cur) + 37) % (10 ** n))
        if new[0] == "0":  # keep literals like 05 well-formed anyway
            new = "1" + new[1:]
        self.values[(line, ch)] = new
        text = self.lines[line]
        self.lines[line] = text[:ch] + new + text[ch + n:]
        return {"range": {"start": {"line": line, "character": ch},
                          "end": {"line": line, "character": ch + n}},
                "text": new}


def reps_for(lines, quick):
    """Repetitions per phase.  Each phase also has a time budget: once it
    is spent, the phase stops after its minimum number of samples (files
    on which a reparse takes seconds would otherwise blow the 10-minute
    budget of the whole run)."""
    r = {"hover": 200, "reparse_hovers": 5000, "reparse_interval_ms": 2.0,
         "min": {"open": 1, "change": 2, "reparse": 2, "symbols": 1},
         "budget_s": {"open": 6, "change": 8, "reparse": 8, "symbols": 5}}
    if quick:
        r.update({"open": 3, "change": 4, "reparse": 4, "symbols": 2})
        r["budget_s"] = {"open": 2, "change": 2, "reparse": 2, "symbols": 2}
    elif lines <= 2000:
        r.update({"open": 7, "change": 10, "reparse": 10, "symbols": 5})
    elif lines <= 20000:
        r.update({"open": 5, "change": 8, "reparse": 8, "symbols": 5})
    else:
        r.update({"open": 3, "change": 5, "reparse": 5, "symbols": 3})
    return r


def phase(reps, name):
    """Yields repetition indices of phase `name` within its budget."""
    start = time.perf_counter()
    for k in range(reps[name]):
        if (k >= reps["min"][name] and
                time.perf_counter() - start > reps["budget_s"][name]):
            return
        yield k


def count_symbols(items):
    n = 0
    for it in items or []:
        n += 1 + count_symbols(it.get("children"))
    return n


def lsp_session(argv, doc, reps, workdir, tag, full=True):
    """One server session on `doc`.  `full`: the whole script (opens,
    idle hovers, documentSymbol, changes, hovers during reparse, VmHWM);
    otherwise opens and changes only (default-debounce session)."""
    res = {"argv": [os.path.basename(argv[0])] + argv[1:]}
    big = doc.nlines > 200000
    client = LspClient(argv, str(workdir / ("%s.stderr" % tag)),
                       reply_timeout=900.0 if big else 120.0,
                       diagnostics_timeout=1800.0 if big else 300.0)
    change_bytes = []
    try:
        caps = client.initialize(workdir.resolve().as_uri(),
                                 EDITOR_CAPABILITIES, timeout=60)
        # What the server advertised decides what didChange carries:
        # textDocumentSync.change == 2 (Incremental) gets ranged edits,
        # anything else (Full = 1) the whole text, as an editor does.
        res["sync_advertised"] = caps.get("textDocumentSync")
        incremental = client.incremental_sync()
        res["sync"] = "incremental" if incremental else "full"

        def change_event(edit):
            # The ranged edit has already been applied to doc.
            ev = edit if incremental else {"text": doc.current_text()}
            change_bytes.append(len(ev["text"].encode()))
            return ev

        uri = doc.uri
        version = 0

        def td(**extra):
            d = {"uri": uri}
            d.update(extra)
            return d

        # didOpen -> publishDiagnostics(version): the version's one set.
        opens = []
        ndiag = None
        for k in phase(reps, "open"):
            if k:
                client.notify("textDocument/didClose",
                              {"textDocument": td()})
            client.discard_notifications()
            version += 1
            t0 = client.notify("textDocument/didOpen", {"textDocument": td(
                languageId="mlir", version=version,
                text=doc.current_text())})
            ts, params = client.wait_diagnostics(uri, version)
            opens.append(ts - t0)
            ndiag = len(params.get("diagnostics", []))
        res["did_open"] = summary_ms(opens)
        res["diagnostics"] = ndiag
        hwm = res["vm_hwm_kib_after"] = {"open": client.status_kib("VmHWM")}

        hover_positions = gen_mlir.spread(doc.hovers, reps["hover"])

        def hover(pos):
            line, ch, _ = pos
            return client.request("textDocument/hover", {
                "textDocument": td(),
                "position": {"line": line, "character": ch}})

        if full:
            # Idle hovers on type tokens spread over the file.
            client.discard_notifications()
            lat, answered = [], 0
            for pos in hover_positions:
                dt, r = hover(pos)
                lat.append(dt)
                answered += r is not None
            res["hover_idle"] = summary_ms(lat)
            res["hover_idle"]["non_null"] = answered
            hwm["idle_hovers"] = client.status_kib("VmHWM")

            # documentSymbol
            lat, nsym = [], None
            for _ in phase(reps, "symbols"):
                dt, r = client.request("textDocument/documentSymbol",
                                       {"textDocument": td()}, timeout=900)
                lat.append(dt)
                nsym = count_symbols(r)
            res["document_symbol"] = summary_ms(lat)
            res["document_symbol"]["symbols"] = nsym
            hwm["document_symbol"] = client.status_kib("VmHWM")

        # didChange -> publishDiagnostics(version).
        changes = []
        nedits = len(doc.edits)
        for k in phase(reps, "change"):
            client.discard_notifications()
            version += 1
            edit = doc.next_edit((k * nedits) // reps["change"])
            t0 = client.notify("textDocument/didChange", {
                "textDocument": td(version=version),
                "contentChanges": [change_event(edit)]})
            ts, _ = client.wait_diagnostics(uri, version)
            changes.append(ts - t0)
        res["did_change"] = summary_ms(changes)
        hwm["changes"] = client.status_kib("VmHWM")

        if full:
            # Hovers while a reparse is in flight: didChange and a code
            # action request (answered on that version's parse: for
            # mlir-layout-lsp once its snapshot is built, which may be
            # after the version's diagnostics), then one hover every
            # `reparse_interval_ms` (back to back when a hover takes
            # longer) until both the diagnostics of that version and the
            # code action's reply arrived, so the hovers cover the whole
            # reparse, including the moment the new snapshot replaces the
            # old one.  Only hovers *sent* before then count.
            lat, per_rep, change_under_load = [], [], []
            interval = reps["reparse_interval_ms"] / 1000.0
            hi = 0
            for k in phase(reps, "reparse"):
                client.discard_notifications()
                version += 1
                edit = doc.next_edit((k * nedits) // reps["reparse"] + 1)
                t0 = client.notify("textDocument/didChange", {
                    "textDocument": td(version=version),
                    "contentChanges": [change_event(edit)]})
                built, _ = client.send_request("textDocument/codeAction", {
                    "textDocument": td(),
                    "range": {"start": {"line": 0, "character": 0},
                              "end": {"line": 0, "character": 0}},
                    "context": {"diagnostics": []}})
                sent = 0
                while sent < reps["reparse_hovers"]:
                    if (client.has_diagnostics(uri, version)
                            and client.has_reply(built)):
                        break
                    slot = time.perf_counter()
                    dt, _ = hover(hover_positions[hi % len(hover_positions)])
                    hi += 1
                    lat.append(dt)
                    sent += 1
                    rest = interval - (time.perf_counter() - slot)
                    if rest > 0:
                        time.sleep(rest)
                ts, _ = client.wait_diagnostics(uri, version)
                client.wait_reply(built)
                change_under_load.append(ts - t0)
                per_rep.append(sent)
            res["hover_reparse"] = summary_ms(lat)
            res["hover_reparse"]["per_reparse"] = per_rep
            res["did_change_under_hovers"] = summary_ms(change_under_load)

            client.drain()
            res["vm_hwm_kib"] = hwm["reparse_hovers"] = \
                client.status_kib("VmHWM")
        res["change_text_bytes"] = (max(change_bytes) if change_bytes
                                    else None)
        res["ok"] = True
    except (ServerDied, TimeoutError, RuntimeError, OSError) as e:
        res["ok"] = False
        res["error"] = "%s: %s" % (type(e).__name__, e)
        rc = client.proc.poll()
        if rc is not None:
            res["error"] += " (%s)" % describe_rc(rc)
    finally:
        client.shutdown(reply_timeout=30, exit_timeout=10)
    return res


def run_session(argv, doc, reps, workdir, tag, full=True, attempts=2):
    """A session, retried once if the server died or hung (a rebuild may
    have replaced a library under it)."""
    res = None
    for a in range(attempts):
        res = lsp_session(argv, doc, reps, workdir, tag, full)
        if res.get("ok"):
            if a:
                res["attempts"] = a + 1
            return res
        log("%s failed: %s%s" % (tag, res.get("error"),
                                 "; retrying" if a + 1 < attempts else ""))
    res["attempts"] = attempts
    return res


# ----------------------------------------------------------------------------
# mlir-layout check throughput


def sample_schedstat(pid, threads):
    """Records /proc/PID/task/*/schedstat: per thread (seconds on a CPU,
    seconds runnable but waiting for a CPU, time slices).  Time a thread
    spent neither running nor waiting for a CPU was spent blocked
    (I/O, locks, sleeping)."""
    base = "/proc/%d/task" % pid
    try:
        tids = os.listdir(base)
    except OSError:
        return
    for tid in tids:
        try:
            with open("%s/%s/schedstat" % (base, tid)) as f:
                run, wait, slices = (int(x) for x in f.read().split())
        except (OSError, ValueError):
            continue
        threads[tid] = (run / 1e9, wait / 1e9, slices)


def run_check(exe, files, jobs, reps):
    walls, cpus, rcs, foreign, sched = [], [], [], [], []
    for _ in range(reps):
        meter = NoiseMeter()
        c0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        proc = subprocess.Popen([exe, "check", "-j", str(jobs)] +
                                [str(f) for f in files],
                                stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        threads = {}
        while proc.poll() is None:
            sample_schedstat(proc.pid, threads)
            time.sleep(0.05)
        proc.wait()
        wall = time.perf_counter() - t
        walls.append(wall)
        busy = [v for v in threads.values() if v[0] > 0.02 * wall]
        sched.append({
            "threads": len(busy),
            "on_cpu_s": sum(v[0] for v in busy),
            "runqueue_wait_s": sum(v[1] for v in busy),
            "blocked_s": sum(max(0.0, wall - v[0] - v[1]) for v in busy)})
        p = proc
        c1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((c1.ru_utime - c0.ru_utime) + (c1.ru_stime - c0.ru_stime))
        rcs.append(p.returncode)
        foreign.append(meter.result()["foreign_cores_avg"])
    w = med(walls)
    return {"jobs": jobs, "wall_s": w, "walls_s": walls,
            "foreign_cores_avg": med(foreign), "sched": sched[-1],
            "cpu_s": med(cpus), "cpu_utilisation": med(cpus) / w if w else 0,
            "files_per_s": len(files) / w if w else None,
            "rc": rcs[-1], "status": describe_rc(rcs[-1])}


# ----------------------------------------------------------------------------
# Report


def fmt_ms(x, digits=None):
    if x is None:
        return "–"
    if digits is None:
        digits = 3 if x < 1 else 2 if x < 10 else 1 if x < 1000 else 0
    return "%.*f" % (digits, x)


def fmt_ratio(x):
    return "–" if x is None else "%.2f×" % x


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def verdict(ok):
    return "–" if ok is None else ("**met**" if ok else "**MISSED**")


def build_report(R):
    out = []
    w = out.append
    env = R["environment"]
    w("## mlir-layout benchmark — %s" % R["started"])
    w("")
    w("Command: `%s`  " % R["command"])
    w("Commit %s%s; binaries %s (mlir-layout-lsp sha256 %s…, built %s).  "
      % (env["git"]["head"],
         " + uncommitted changes in %d file(s)" % len(env["git"]["dirty_files"])
         if env["git"]["dirty_files"] else "",
         env["build_bin"], env["binaries"]["mlir-layout-lsp"]["sha256"],
         env["binaries"]["mlir-layout-lsp"]["mtime"]))
    n = R["noise"]
    cal = R["calibration"]
    w("Machine: %d cores; load average %.2f at start, %.2f at end; other "
      "processes used on average %.2f cores during the run; calibration loop "
      "%.1f ms median, CV %.1f%% (%s).  Total run %.0f s."
      % (env["cores"], n["loadavg_start"][0], n["loadavg_end"][0],
         n["foreign_cores_avg"], cal["median_ms"], cal["cv"] * 100,
         "quiet" if n["foreign_cores_avg"] < 0.25 and cal["cv"] < 0.05
         else "NOISY — treat ratios with care", n["wall_s"]))
    w("")
    w("mlir-layout-lsp runs with `-debounce-ms=0` unless a column says "
      "\"default\" (no flag: no quiet period before the first build, an "
      "adaptive one after edits).  didOpen/didChange "
      "times are to the version's set of diagnostics (the server publishes "
      "one set per version).  The targets on "
      "didOpen/didChange are judged on the default columns.  Latencies are "
      "medians in ms unless marked; "
      "ratios are to the anchor named in the column.  `overlap` files are "
      "read by mlir-layout only: %s, so their ratios are to mlir-layout's own "
      "numbers on the `nested` file of the same size (\"own\")." %
      MLIR_CRASH_REASON)
    w("")

    build_growth_table(R, w)

    # Table 1: diagnostics latency.
    w("### didOpen / didChange → publishDiagnostics (ms, median)")
    w("")
    w("| lines | kind | mlir-opt parse+verify | layout didOpen | ratio | "
      "layout didChange | ratio | layout didOpen default | layout didChange "
      "default | mlir-lsp-server didOpen | ratio | "
      "mlir-lsp-server didChange | ratio | didOpen ≤ %.1f× mlir-opt |"
      % TARGET_OPEN_RATIO)
    w("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for c in R["cases"]:
        lay = c["layout"]
        lay150 = c.get("layout_default_debounce", {})
        mls = c.get("mlir_lsp_server")
        opt = c["mlir_opt"]
        floor = opt.get("parse_verify", {}).get("median") if opt["accepted"] else None
        own = c.get("own_anchor")
        anchor_o = floor if floor is not None else (own or {}).get("did_open")
        anchor_c = floor if floor is not None else (own or {}).get("did_change")
        suffix = "" if floor is not None else " own"
        lo = lay.get("did_open", {}).get("median")
        lc = lay.get("did_change", {}).get("median")
        ro, rc_ = ratio(lo, anchor_o), ratio(lc, anchor_c)
        if floor is not None:
            fl = fmt_ms(floor)
        else:
            fl = "n/a (%s)" % opt["status"]
        if mls and mls.get("ok"):
            mo = mls["did_open"]["median"]
            mc = mls["did_change"]["median"]
            mcol = [fmt_ms(mo), fmt_ratio(ratio(mo, floor)), fmt_ms(mc),
                    fmt_ratio(ratio(mc, floor))]
        elif mls:
            mcol = ["failed: %s" % mls.get("error", "?")[:60], "–", "–", "–"]
        else:
            mcol = ["not run¹", "–", "–", "–"]
        vw = c["verdicts"].get("open_change")
        w("| %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s "
          "| %s |"
          % (c["lines"], c["kind"], fl, fmt_ms(lo), fmt_ratio(ro) + suffix,
             fmt_ms(lc), fmt_ratio(rc_) + suffix,
             fmt_ms(lay150.get("did_open", {}).get("median")),
             fmt_ms(lay150.get("did_change", {}).get("median")),
             *mcol, verdict(vw)
             if floor is not None else "– (no MLIR floor)"))
    w("")

    # Table 2: hover.
    w("### Hover on type tokens (ms, end to end)")
    w("")
    w("| lines | kind | layout idle p50 / p99 (n) | layout during reparse "
      "p50 / p99 (n) | mlir-lsp-server idle p50 / p99 | mlir-lsp-server "
      "during reparse p50 / p99 (n) | cores used by others | target p99 "
      "≤ %.0f ms @ %dk |" % (TARGET_HOVER_P99_MS, TARGET_HOVER_AT_LINES // 1000))
    w("|---:|---|---:|---:|---:|---:|---:|---|")

    def hv(h, with_n=True):
        if not h or not h.get("n"):
            return "–"
        s = "%s / %s" % (fmt_ms(h["p50"]), fmt_ms(h["p99"]))
        return s + (" (%d)" % h["n"] if with_n else "")
    for c in R["cases"]:
        lay = c["layout"]
        mls = c.get("mlir_lsp_server")
        if mls and mls.get("ok"):
            m1, m2 = hv(mls.get("hover_idle"), False), hv(mls.get("hover_reparse"))
        else:
            m1 = m2 = "not run¹" if not mls else "failed"
        v = c["verdicts"].get("hover")
        w("| %d | %s | %s | %s | %s | %s | %.2f | %s |" % (
            c["lines"], c["kind"], hv(lay.get("hover_idle")),
            hv(lay.get("hover_reparse")), m1, m2,
            c.get("foreign_cores_avg", 0), verdict(v)))
    w("")

    # Table 3: documentSymbol and memory.
    w("### documentSymbol and peak RSS (same session script)")
    w("")
    w("| lines | kind | layout documentSymbol ms (symbols) | mlir-lsp-server "
      "ms (symbols) | ratio | layout VmHWM MiB | mlir-lsp-server VmHWM MiB "
      "| ratio | target RSS ≤ %.1f× (overlap: ≤ %.1f× own) |" % (
          TARGET_RSS_VS_LSP_SERVER, TARGET_RSS_OVERLAP_VS_NESTED))
    w("|---:|---|---:|---:|---:|---:|---:|---:|---|")
    for c in R["cases"]:
        lay = c["layout"]
        mls = c.get("mlir_lsp_server")
        ls = lay.get("document_symbol", {})
        lr = lay.get("vm_hwm_kib")
        lsym = "%s (%s)" % (fmt_ms(ls.get("median")), ls.get("symbols"))
        if mls and mls.get("ok"):
            ms_ = mls["document_symbol"]
            msym = "%s (%s)" % (fmt_ms(ms_.get("median")), ms_.get("symbols"))
            srat = fmt_ratio(ratio(ls.get("median"), ms_.get("median")))
            mr = mls.get("vm_hwm_kib")
            mrs = "%.0f" % (mr / 1024) if mr else "–"
            rrat = fmt_ratio(ratio(lr, mr))
        else:
            msym, srat, mrs, rrat = "not run¹", "–", "not run¹", "–"
        own = c.get("own_anchor")
        if (not mls) and own:
            srat = fmt_ratio(ratio(ls.get("median"), own.get("symbols"))) + " own"
            rrat = fmt_ratio(ratio(lr, own.get("rss"))) + " own"
        v = c["verdicts"].get("rss")
        w("| %d | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            c["lines"], c["kind"], lsym, msym, srat,
            "%.0f" % (lr / 1024) if lr else "–", mrs, rrat, verdict(v)))
    w("")

    # Table 4: check throughput.
    ck = R.get("check")
    if ck:
        w("### `mlir-layout check` throughput (%d files, %d lines in all, "
          "kinds %s)" % (ck["files"], ck["total_lines"], "/".join(ck["kinds"])))
        w("")
        w("| jobs | wall s | files/s | CPU s | CPU use | busy threads: "
          "running / waiting for a CPU / blocked, s | cores used by others "
          "meanwhile | speedup vs -j1 | target ≥ %.1f× |" % TARGET_J2_SPEEDUP)
        w("|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for r in ck["runs"]:
            sp = ratio(ck["runs"][0]["wall_s"], r["wall_s"])
            sc = r["sched"]
            w("| %d | %.2f | %.1f | %.2f | %.0f%% | %d: %.1f / %.1f / %.1f | "
              "%.2f | %s | %s |" % (
                r["jobs"], r["wall_s"], r["files_per_s"], r["cpu_s"],
                r["cpu_utilisation"] * 100, sc["threads"], sc["on_cpu_s"],
                sc["runqueue_wait_s"], sc["blocked_s"], r["foreign_cores_avg"],
                fmt_ratio(sp),
                verdict(ck["verdict"]) if r["jobs"] == 2 else ""))
        if ck.get("per_kind"):
            w("")
            w("Per file at -j1 (one %d-line file of each kind, wall ms): %s." % (
                ck["per_kind_lines"], ", ".join(
                    "%s %.0f" % (k, v * 1000) for k, v in ck["per_kind"].items())))
        w("")

    # Verdicts.
    w("### Targets")
    w("")
    for line in R["target_summary"]:
        w("- " + line)
    w("")
    if any(c["kind"] == "overlap" for c in R["cases"]):
        w("¹ mlir-lsp-server is not run on `overlap` files: %s (mlir-opt on "
          "the same file: %s)." % (MLIR_CRASH_REASON,
                                   R.get("overlap_mlir_opt", "n/a")))
    other = ["%s/%d (%s)" % (c["kind"], c["lines"],
                             c.get("mlir_lsp_server_skipped", "?"))
             for c in R["cases"] if c["kind"] != "overlap" and
             not c.get("mlir_lsp_server")]
    if other:
        w("¹ mlir-lsp-server is not run on %s." % ", ".join(other))
    return "\n".join(out) + "\n"


def fmt_mib(kib):
    return "–" if not kib else "%.0f" % (kib / 1024)


def build_growth_table(R, w):
    """The cost as the work grows: per kind and size, didOpen and an edit
    inside one function to diagnostics, and peak RSS, against mlir-opt
    parse+verify and mlir-lsp-server on the same file, and each against
    the previous size; then check -j2 against -j1 and mlir-opt."""
    cases = sorted(R["cases"], key=lambda c: (
        R["kinds"].index(c["kind"]) if c["kind"] in R.get("kinds", [])
        else 99, c["lines"]))
    if not cases:
        return
    syncs = {}
    for c in cases:
        for key, name in (("layout", "mlir-layout-lsp"),
                          ("mlir_lsp_server", "mlir-lsp-server")):
            r = c.get(key)
            if r and r.get("sync"):
                syncs[name] = (r["sync"], r.get("sync_advertised"))
    w("### Cost as the work grows")
    w("")
    w("didOpen and edit (a same-length constant change inside one function "
      "body) → the version's diagnostics, medians in ms, mlir-layout-lsp with "
      "its default settings; peak RSS (VmHWM) after the whole session "
      "script (mlir-layout-lsp with `-debounce-ms=0`). Ratios are to the "
      "anchors measured on the same file in this run; \"growth\" is each "
      "figure of mlir-layout-lsp divided by the one of the row above (same "
      "kind, smaller file). didChange sends what each server advertised: %s."
      % ("; ".join("%s `textDocumentSync` %s → %s" % (
          n, json.dumps(adv, sort_keys=True), "ranged edits"
          if k == "incremental" else "the whole text")
          for n, (k, adv) in sorted(syncs.items())) or "–"))
    w("")
    w("| kind | lines | edit sites in bodies with calls | mlir-opt parse+verify "
      "| layout didOpen | ×mlir-opt | mlir-lsp-server didOpen | "
      "×mlir-lsp-server | layout edit | mlir-lsp-server edit | "
      "×mlir-lsp-server | edit ÷ didOpen | layout VmHWM MiB | mlir-lsp-server "
      "VmHWM MiB | ×mlir-lsp-server | layout growth: lines / didOpen / edit / "
      "RSS |")
    w("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:"
      "|---:|---|")
    prev = {}
    for c in cases:
        lay = c["layout"]
        dflt = c.get("layout_default_debounce") or {}
        if not dflt.get("ok"):
            dflt = lay
        mls = c.get("mlir_lsp_server") or {}
        opt = c["mlir_opt"]
        floor = (opt.get("parse_verify", {}).get("median")
                 if opt["accepted"] else None)
        lo = dflt.get("did_open", {}).get("median")
        lc = dflt.get("did_change", {}).get("median")
        lr = lay.get("vm_hwm_kib") if lay.get("ok") else None
        mo = mc = mr = None
        if mls.get("ok"):
            mo = mls["did_open"]["median"]
            mc = mls["did_change"]["median"]
            mr = mls.get("vm_hwm_kib")
        es = c.get("edit_sites") or {}
        sites = ("%d/%d" % (es.get("symbol", 0), es["sites"])
                 if es.get("sites") else "–")
        p = prev.get(c["kind"])
        if p:
            growth = "×%.1f / %s / %s / %s" % (
                c["lines"] / p["lines"], fmt_ratio(ratio(lo, p["lo"])),
                fmt_ratio(ratio(lc, p["lc"])), fmt_ratio(ratio(lr, p["lr"])))
        else:
            growth = "–"
        prev[c["kind"]] = {"lines": c["lines"], "lo": lo, "lc": lc, "lr": lr}
        nr = "not run¹" if not c.get("mlir_lsp_server") else "failed"
        w("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s "
          "| %s | %s | %s |" % (
              c["kind"], c["lines"], sites,
              fmt_ms(floor) if floor is not None else "n/a (%s)" %
              opt["status"], fmt_ms(lo), fmt_ratio(ratio(lo, floor)),
              fmt_ms(mo) if mls.get("ok") else nr, fmt_ratio(ratio(lo, mo)),
              fmt_ms(lc), fmt_ms(mc) if mls.get("ok") else nr,
              fmt_ratio(ratio(lc, mc)), fmt_ratio(ratio(lc, lo)),
              fmt_mib(lr), fmt_mib(mr) if mls.get("ok") else nr,
              fmt_ratio(ratio(lr, mr)), growth))
    w("")
    bad = [c for c in cases if not c.get("validation", {}).get("ok", True)]
    w("Inputs: %s." % "; ".join(
        "%s %d lines: %s" % (c["kind"], c["lines"], (
            "mlir-opt %s, check %s error(s)" % (
                "accepts" if (c["validation"].get("mlir_opt") or {}).get(
                    "rc") == 0 else "not run" if c["validation"].get(
                    "mlir_opt") is None else "REJECTS",
                (c["validation"].get("check") or {}).get("errors", "?"))
            if c["validation"]["ok"] else "INVALID: " +
            "; ".join(c["validation"]["problems"])))
        for c in cases if "validation" in c))
    if bad:
        w("")
        w("**%d input(s) are not what their kind promises: see above.**"
          % len(bad))
    ck = R.get("check")
    if ck:
        j1, j2 = ck["runs"][0]["wall_s"], ck["runs"][1]["wall_s"]
        a = ck.get("mlir_opt")
        line = ("`mlir-layout check` on %d files (%s): -j1 %.2f s, -j2 %.2f s, "
                "-j2 throughput %s -j1 (target ≥ %.1f×: %s)" % (
                    ck["files"], "/".join(ck["kinds"]), j1, j2,
                    fmt_ratio(ratio(j1, j2)), TARGET_J2_SPEEDUP,
                    verdict(ck.get("verdict"))))
        if a and a.get("accepted"):
            line += ("; mlir-opt parse+verify of %s files: %.2f s (one "
                     "process, --split-input-file), check -j1 %s and -j2 %s "
                     "of it" % (
                         "the same %d" % a["files"] if a["files"] ==
                         ck["files"] else "%d of the" % a["files"],
                         a["parse_verify_s"], fmt_ratio(ratio(
                             a["check_j1_s"], a["parse_verify_s"])),
                         fmt_ratio(ratio(a["check_j2_s"],
                                         a["parse_verify_s"]))))
        elif a:
            line += "; mlir-opt on the same files: %s" % a["status"]
        w("")
        w(line + ".")
    w("")


def compute_verdicts(R):
    """One verdict per target of the issue (met / MISSED / – when the run
    has no case for it), with the cases that missed it."""
    summary = []
    T = {k: {"missed": [], "cases": 0} for k in
         ["open_opt", "open_lsp", "change_lsp", "edit_open", "hover",
          "rss_lsp", "rss_overlap"]}

    def judge(key, ok, what):
        T[key]["cases"] += 1
        if not ok:
            T[key]["missed"].append(what)
        return ok

    nested = {c["target_lines"]: c for c in R["cases"]
              if c["kind"] == "nested"}
    for c in R["cases"]:
        v = c["verdicts"] = {}
        lay = c["layout"]
        # Default settings (no flag): what users run.
        dflt = c.get("layout_default_debounce") or {}
        if not dflt.get("ok"):
            dflt = lay
        opt = c["mlir_opt"]
        mls = c.get("mlir_lsp_server")
        tag = "%s/%d" % (c["kind"], c["lines"])
        lo = dflt.get("did_open", {}).get("median")
        lc = dflt.get("did_change", {}).get("median")
        if opt["accepted"] and lo is not None:
            ro = ratio(lo, opt["parse_verify"]["median"])
            v["open_change"] = judge("open_opt", ro <= TARGET_OPEN_RATIO,
                                     "%s (%.2f×)" % (tag, ro))
        if mls and mls.get("ok") and lo is not None and lc is not None:
            ro = ratio(lo, mls["did_open"]["median"])
            rc = ratio(lc, mls["did_change"]["median"])
            judge("open_lsp", ro <= TARGET_VS_LSP_SERVER,
                  "%s (%.2f×)" % (tag, ro))
            judge("change_lsp", rc <= TARGET_VS_LSP_SERVER,
                  "%s (%.2f×)" % (tag, rc))
        if c["target_lines"] >= TARGET_EDIT_AT_LINES and lo and lc:
            # What an edit costs compared with opening the file.
            r = ratio(lc, lo)
            judge("edit_open", r <= TARGET_EDIT_VS_OPEN,
                  "%s (%.2f×)" % (tag, r))
        if c["target_lines"] >= TARGET_HOVER_AT_LINES and lay.get("ok"):
            p_idle = lay["hover_idle"].get("p99")
            p_rep = lay["hover_reparse"].get("p99")
            worst = max(x for x in (p_idle, p_rep) if x is not None)
            v["hover"] = judge(
                "hover", worst <= TARGET_HOVER_P99_MS,
                "%s (idle p99 %s ms, during a rebuild p99 %s ms)" % (
                    tag, fmt_ms(p_idle), fmt_ms(p_rep)))
        if mls and mls.get("ok") and lay.get("ok"):
            r = ratio(lay["vm_hwm_kib"], mls["vm_hwm_kib"])
            v["rss"] = judge("rss_lsp", r <= TARGET_RSS_VS_LSP_SERVER,
                             "%s (%.0f vs %.0f MiB, %.2f×)" % (
                                 tag, lay["vm_hwm_kib"] / 1024,
                                 mls["vm_hwm_kib"] / 1024, r))
        own = nested.get(c["target_lines"])
        if (c["kind"] == "overlap" and lay.get("ok") and own and
                own["layout"].get("ok")):
            r = ratio(lay["vm_hwm_kib"], own["layout"]["vm_hwm_kib"])
            v["rss"] = judge("rss_overlap", r <= TARGET_RSS_OVERLAP_VS_NESTED,
                             "%s (%.0f vs %.0f MiB nested, %.2f×)" % (
                                 tag, lay["vm_hwm_kib"] / 1024,
                                 own["layout"]["vm_hwm_kib"] / 1024, r))

    def line(key, text):
        t = T[key]
        if not t["cases"]:
            summary.append("%s: – (no case in this run)" % text)
            return
        summary.append("%s: %s (%d of %d cases)%s" % (
            text, verdict(not t["missed"]), t["cases"] - len(t["missed"]),
            t["cases"], "; missed on " + ", ".join(t["missed"])
            if t["missed"] else ""))

    line("open_opt", "didOpen → diagnostics ≤ %.1f× mlir-opt parse+verify "
         "(default settings)" % TARGET_OPEN_RATIO)
    line("open_lsp", "didOpen → diagnostics ≤ %.1f× mlir-lsp-server "
         "(default settings)" % TARGET_VS_LSP_SERVER)
    line("change_lsp", "didChange → diagnostics ≤ %.1f× mlir-lsp-server "
         "(default settings)" % TARGET_VS_LSP_SERVER)
    line("edit_open", "didChange inside one function ≤ %.1f× the file's "
         "didOpen at %dk lines (default settings)" % (
             TARGET_EDIT_VS_OPEN, TARGET_EDIT_AT_LINES // 1000))
    line("hover", "hover p99 ≤ %.0f ms at %dk lines, idle and during a "
         "rebuild" % (TARGET_HOVER_P99_MS, TARGET_HOVER_AT_LINES // 1000))
    line("rss_lsp", "peak RSS ≤ %.1f× mlir-lsp-server (every kind it reads)"
         % TARGET_RSS_VS_LSP_SERVER)
    line("rss_overlap", "peak RSS on overlap ≤ %.1f× our own nested figure"
         % TARGET_RSS_OVERLAP_VS_NESTED)
    ck = R.get("check")
    if ck:
        sp = ratio(ck["runs"][0]["wall_s"], ck["runs"][1]["wall_s"])
        ck["speedup"] = sp
        ck["verdict"] = sp is not None and sp >= TARGET_J2_SPEEDUP
        summary.append("check -j2 ≥ %.1f× -j1 throughput: %s (%.2f×)" % (
            TARGET_J2_SPEEDUP, verdict(ck["verdict"]), sp or 0))
    R["target_summary"] = summary


# ----------------------------------------------------------------------------
# Main


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default=None,
                    help="comma-separated line counts (default "
                         "1000,10000,100000; --quick: 1000,10000; add "
                         "1000000 for the 1M-line row, which is slow)")
    ap.add_argument("--kinds", default=",".join(gen_mlir.DEFAULT_KINDS),
                    help="file kinds among %s (default %s)" % (
                        ",".join(gen_mlir.KINDS),
                        ",".join(gen_mlir.DEFAULT_KINDS)))
    ap.add_argument("--quick", action="store_true",
                    help="about one minute: small sizes, fewer repetitions, "
                         "a smaller check corpus")
    ap.add_argument("--repeat", type=int, default=1,
                    help="run every session and measurement N times and pool "
                         "the samples")
    ap.add_argument("--json", default=str(DEFAULT_JSON),
                    help="JSON output (default bench/results/latest.json; "
                         "the table goes next to it as .md)")
    ap.add_argument("--check-files", type=int, default=None,
                    help="files in the check corpus (default 200; quick 60)")
    ap.add_argument("--check-lines", type=int, default=None,
                    help="lines per check file (default 1000; quick 300)")
    ap.add_argument("--no-check", action="store_true",
                    help="skip the check throughput part")
    ap.add_argument("--keep", action="store_true",
                    help="keep the generated files and server logs")
    ap.add_argument("--layout-flag", action="append", default=[],
                    metavar="FLAG",
                    help="pass FLAG to every mlir-layout-lsp session "
                         "(repeatable), e.g. --layout-flag=-incremental-analysis=false")
    args = ap.parse_args()

    sizes = [int(s) for s in (args.sizes or (
        "1000,10000" if args.quick else "1000,10000,100000")).split(",")]
    kinds = [k for k in args.kinds.split(",") if k]
    for k in kinds:
        if k not in gen_mlir.KINDS:
            raise SystemExit("error: unknown kind %r (kinds: %s)"
                             % (k, ",".join(gen_mlir.KINDS)))
    check_files = args.check_files or (60 if args.quick else 200)
    check_lines = args.check_lines or (300 if args.quick else 1000)
    repeat = max(1, args.repeat)

    build_dir = Path(os.environ.get("MLIR_LAYOUT_BUILD_DIR", "build"))
    if not build_dir.is_absolute():
        build_dir = REPO / build_dir
    build_bin = build_dir / "bin"

    started = datetime.datetime.now().isoformat(timespec="seconds")
    workdir = Path(tempfile.mkdtemp(prefix="mlir-layout-bench-"))
    log("work directory %s" % workdir)
    noise = NoiseMeter()
    cal = calibrate()

    bindir = workdir / "bin"
    bindir.mkdir()
    binaries = snapshot_binaries(build_bin, bindir)
    layout_lsp = str(bindir / "mlir-layout-lsp")
    layout_cli = str(bindir / "mlir-layout")
    mlir_lsp = str(LLVM_BIN / "mlir-lsp-server")
    for exe in (LLVM_BIN / "mlir-opt", LLVM_BIN / "mlir-lsp-server"):
        if not exe.exists():
            raise SystemExit("error: %s not found (set MLIR22_BIN_DIR)" % exe)

    R = {"started": started,
         "command": " ".join(["python3", "bench/run_bench.py"] + sys.argv[1:]),
         "environment": {
             "cores": os.cpu_count(), "python": platform.python_version(),
             "kernel": platform.release(), "build_bin": repo_path(build_bin),
             "llvm_bin": str(LLVM_BIN), "binaries": binaries,
             "git": git_state()},
         "kinds": kinds, "sizes": sizes,
         "calibration": cal, "targets": {
             "open_change_ratio_max": TARGET_OPEN_RATIO,
             "hover_p99_ms_max": TARGET_HOVER_P99_MS,
             "hover_at_lines": TARGET_HOVER_AT_LINES,
             "vs_mlir_lsp_server_max": TARGET_VS_LSP_SERVER,
             "edit_vs_open_max": TARGET_EDIT_VS_OPEN,
             "rss_vs_mlir_lsp_server_max": TARGET_RSS_VS_LSP_SERVER,
             "rss_overlap_vs_nested_max": TARGET_RSS_OVERLAP_VS_NESTED,
             "check_j2_speedup_min": TARGET_J2_SPEEDUP},
         "cases": []}

    files_dir = workdir / "files"
    files_dir.mkdir()
    logs_dir = workdir / "logs"
    logs_dir.mkdir()

    for size in sizes:
        nested_layout = None
        for kind in kinds:
            gen = gen_mlir.generate(kind, size)
            path = files_dir / ("%s-%d.mlir" % (kind, size))
            path.write_text(gen["text"])
            doc = Doc(path, gen)
            reps = reps_for(size, args.quick)
            case = {"lines": gen["lines"], "target_lines": size, "kind": kind,
                    "bytes": len(gen["text"]), "modules": gen["modules"],
                    "functions": gen["functions"], "reps": reps}
            # The file is what its kind promises (mlir-opt accepts it with
            # no diagnostic, mlir-layout check reports no error, edit sites
            # in bodies with calls for `realistic`): checked, not assumed.
            val = gen_mlir.validate(kind, gen, path, layout_cli)
            case["validation"] = val
            case["edit_sites"] = val["edit_sites"]
            if val["ok"]:
                log("%s %d lines: valid (mlir-opt %s, check %s error(s))" % (
                    kind, gen["lines"],
                    "ok" if val.get("mlir_opt") else "not run",
                    (val.get("check") or {}).get("errors")))
            else:
                log("%s %d lines: INVALID: %s" % (kind, gen["lines"],
                                                  "; ".join(val["problems"])))
            case_noise = NoiseMeter()
            log("%s %d lines (%d bytes): mlir-opt" % (kind, gen["lines"],
                                                      len(gen["text"])))
            opt_reps = 1 if kind == "overlap" else max(3, reps["open"])
            opt = run_mlir_opt(path, opt_reps * repeat)
            case["mlir_opt"] = opt
            if not opt["accepted"]:
                log("  mlir-opt: %s" % opt["status"])
                if kind == "overlap":
                    R["overlap_mlir_opt"] = opt["status"]

            def pooled(argv, tag, full, reps=reps):
                runs = [run_session(argv, doc, reps, logs_dir,
                                    "%s-%s-%d-%d" % (tag, kind, size, r), full)
                        for r in range(repeat)]
                return pool_sessions(runs)

            log("  mlir-layout-lsp -debounce-ms=0")
            case["layout"] = pooled([layout_lsp, "-debounce-ms=0"] +
                                    args.layout_flag,
                                    "layout", True)
            log("  mlir-layout-lsp (default debounce)")
            reps150 = dict(reps, min=dict(reps["min"], change=1))
            case["layout_default_debounce"] = pooled(
                [layout_lsp] + args.layout_flag, "layout150", False,
                reps150)
            if kind != "overlap" and opt["accepted"]:
                log("  mlir-lsp-server")
                case["mlir_lsp_server"] = pooled([mlir_lsp], "mlirlsp", True)
            else:
                case["mlir_lsp_server"] = None
                case["mlir_lsp_server_skipped"] = (
                    MLIR_CRASH_REASON if kind == "overlap" else
                    "mlir-opt rejects the file (%s)" % opt["status"])
            if kind == "nested":
                nested_layout = case["layout"]
            if kind == "overlap" and nested_layout and nested_layout.get("ok"):
                case["own_anchor"] = {
                    "of": "nested-%d" % size,
                    "did_open": nested_layout["did_open"]["median"],
                    "did_change": nested_layout["did_change"]["median"],
                    "symbols": nested_layout["document_symbol"]["median"],
                    "rss": nested_layout["vm_hwm_kib"]}
            case["foreign_cores_avg"] = case_noise.result()["foreign_cores_avg"]
            R["cases"].append(case)
            lay = case["layout"]
            if lay.get("ok"):
                log("  layout: open %.1f ms, change %.1f ms, hover p99 %.2f / "
                    "%.2f ms, symbols %.1f ms, %d MiB" % (
                        lay["did_open"]["median"], lay["did_change"]["median"],
                        lay["hover_idle"]["p99"],
                        lay["hover_reparse"].get("p99") or 0,
                        lay["document_symbol"]["median"],
                        lay["vm_hwm_kib"] // 1024))

    if not args.no_check:
        log("check corpus: %d files of %d lines" % (check_files, check_lines))
        cdir = workdir / "check"
        cdir.mkdir()
        files, total = [], 0
        for i in range(check_files):
            kind = kinds[i % len(kinds)]
            g = gen_mlir.generate(kind, check_lines, seed=i + 1)
            p = cdir / ("%03d-%s.mlir" % (i, kind))
            p.write_text(g["text"])
            files.append(p)
            total += g["lines"]
        runs = []
        for jobs in (1, 2):
            log("  check -j %d" % jobs)
            runs.append(run_check(layout_cli, files, jobs, repeat))
        # Anchor: mlir-opt parse+verify of the files it accepts (not the
        # overlap kind, which crashes it), in one process.
        clean = [f for f in files
                 if f.stem.split("-", 1)[1] in gen_mlir.MLIR_OPT_CLEAN]
        anchor = None
        if clean:
            log("  mlir-opt parse+verify of %d check files" % len(clean))
            anchor = run_mlir_opt_split(clean, cdir, repeat)
            if len(clean) == len(files):
                anchor["check_j1_s"] = runs[0]["wall_s"]
                anchor["check_j2_s"] = runs[1]["wall_s"]
            else:
                log("  check -j 1 and -j 2 on those %d files" % len(clean))
                anchor["check_j1_s"] = run_check(layout_cli, clean, 1,
                                                 repeat)["wall_s"]
                anchor["check_j2_s"] = run_check(layout_cli, clean, 2,
                                                 repeat)["wall_s"]
        per_kind = {}
        for kind in kinds:
            p = next(f for f in files if f.name.endswith("-%s.mlir" % kind))
            per_kind[kind] = run_check(layout_cli, [p], 1, 1)["wall_s"]
        R["check"] = {"files": len(files), "lines_per_file": check_lines,
                      "total_lines": total, "kinds": kinds, "runs": runs,
                      "per_kind": per_kind, "per_kind_lines": check_lines,
                      "mlir_opt": anchor}

    R["noise"] = noise.result()
    compute_verdicts(R)
    table = build_report(R)

    json_path = Path(args.json)
    json_path.parent.mkdir(parents=True, exist_ok=True)
    json_path.write_text(json.dumps(R, indent=1) + "\n")
    md_path = json_path.with_suffix(".md")
    md_path.write_text(table)
    print(table)
    log("wrote %s and %s" % (repo_path(json_path), repo_path(md_path)))
    if json_path.resolve() == DEFAULT_JSON.resolve():
        if update_readme(table):
            log("updated the latest table in %s" % repo_path(README))
    if args.keep:
        log("kept %s" % workdir)
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


def update_readme(table):
    """Replaces the latest-results section of bench/README.md (only for
    runs that write the default JSON)."""
    try:
        text = README.read_text()
    except FileNotFoundError:
        return False
    a, b = text.find(README_BEGIN), text.find(README_END)
    if a < 0 or b < a:
        return False
    body = table.replace("\n### ", "\n#### ").replace(
        "## mlir-layout benchmark — ", "### Run of ", 1)
    README.write_text(text[:a + len(README_BEGIN)] + "\n" + body +
                      text[b:])
    return True


def pool_sessions(runs):
    """Pools the samples of repeated sessions (one session: unchanged)."""
    if len(runs) == 1:
        return runs[0]
    ok = [r for r in runs if r.get("ok")]
    if not ok:
        return runs[-1]
    out = dict(ok[0])
    for key in ("did_open", "did_change", "hover_idle", "hover_reparse",
                "document_symbol", "did_change_under_hovers"):
        if key in ok[0]:
            samples = []
            for r in ok:
                samples += [s / 1000.0 for s in r[key].get("samples", [])]
            extra = {k: v for k, v in ok[0][key].items()
                     if k not in ("n", "p50", "p90", "p99", "max", "min",
                                  "median", "samples")}
            out[key] = summary_ms(samples)
            out[key].update(extra)
    if "vm_hwm_kib" in ok[0]:
        out["vm_hwm_kib"] = max(r["vm_hwm_kib"] for r in ok)
        out["vm_hwm_kib_runs"] = [r["vm_hwm_kib"] for r in ok]
    out["sessions"] = len(ok)
    return out


if __name__ == "__main__":
    sys.exit(main())
