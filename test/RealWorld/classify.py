#!/usr/bin/env python3
"""Classify the real-world corpus with MLIR 22's own mlir-opt.

For every entry of MANIFEST.json this runs `mlir-opt` with no extra flags
(`--split-input-file` added when the file has more than one `// -----`
chunk) and records, per chunk, whether MLIR 22 parses and verifies it, plus
the first error line.

The verdict for a chunk is mlir-opt's exit status on that chunk: a file with
several chunks (or one that crashes mlir-opt) is also run chunk by chunk,
each chunk padded with blank lines so that diagnostics keep the line numbers
of the original file. The whole-file run's exit code is recorded too.
Messages of MLIR's diagnostic verifier ("expected error ... was not
produced"), which mlir-opt 22 prints for `// expected-error` comments even
without --verify-diagnostics and while exiting 0, are not counted as errors.

Writes mlir-acceptance.json next to this script:
  {file: {"accepts": [bool per chunk], "first_error": str|null,
          "exit_code": int|null (whole-file run; null on timeout),
          "crashed": bool (whole-file run), "chunks": int,
          "chunk_errors": [str|null per chunk], "crashed_chunks": [index ...]}}

stdlib only. Usage: classify.py [--mlir-opt PATH] [--timeout SECONDS]
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MARKER = re.compile(r"^\s*// -----")
DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning|note|remark): (?P<msg>.*)$")


def default_mlir_opt():
    for cand in ("/usr/lib/llvm-22/bin/mlir-opt", "mlir-opt-22", "mlir-opt"):
        if os.path.isabs(cand):
            if os.access(cand, os.X_OK):
                return cand
        else:
            for d in os.environ.get("PATH", "").split(os.pathsep):
                p = os.path.join(d, cand)
                if os.access(p, os.X_OK):
                    return p
    return "/usr/lib/llvm-22/bin/mlir-opt"


def chunk_starts(lines):
    """1-based first line of every chunk (a marker line belongs to the chunk before it)."""
    starts = [1]
    for i, line in enumerate(lines, start=1):
        if MARKER.match(line):
            starts.append(i + 1)
    return starts


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, p.stderr.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired as e:
        err = (e.stderr or b"").decode("utf-8", "replace")
        return None, err, True


def describe_exit(rc, timed_out):
    if timed_out:
        return "timeout"
    if rc is not None and rc < 0:
        try:
            return "crash: " + signal.Signals(-rc).name
        except ValueError:
            return "crash: signal %d" % -rc
    return None


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return None


VERIFIER_NOISE = re.compile(r": error: expected (error|warning|remark|note) .* was not produced$"
                            r"|: error: unexpected (error|warning|remark|note): ")


def real_errors(stderr):
    """Error lines of a run, without the messages of MLIR's diagnostic verifier.

    mlir-opt 22 checks `// expected-error` comments even without
    --verify-diagnostics and prints "expected error ... was not produced" for
    them, yet still exits 0: those lines say nothing about the input's validity.
    """
    out = []
    for line in stderr.splitlines():
        if DIAG.match(line) and DIAG.match(line).group("kind") == "error" and not VERIFIER_NOISE.search(line):
            out.append(line.strip())
    return out


def run_chunk(mlir_opt, path, lines, first, last, tmp, timeout):
    """Run one chunk (lines first..last, 1-based, inclusive) on its own,
    padded with blank lines so diagnostics keep the original line numbers."""
    text = "\n" * (first - 1) + "\n".join(lines[first - 1:last]) + "\n"
    cpath = os.path.join(tmp, os.path.basename(path))
    with open(cpath, "w", encoding="utf-8") as f:
        f.write(text)
    rc, err, to = run([mlir_opt, cpath], timeout)
    return rc, err.replace(cpath, path), to


def classify_file(mlir_opt, path, chunks, timeout):
    with open(path, "r", encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    starts = chunk_starts(lines)
    n = len(starts)
    # The whole file, as a user would run it.
    cmd = [mlir_opt, path] + (["--split-input-file"] if n > 1 else [])
    rc, stderr, timed_out = run(cmd, timeout)
    crash = describe_exit(rc, timed_out)
    result = {"exit_code": rc, "crashed": bool(crash), "chunks": n}
    if n == 1 and not crash:
        errs = real_errors(stderr)
        err = errs[0] if errs else None
        if rc != 0 and err is None:
            err = first_line(stderr) or "mlir-opt exited with %d" % rc
        result.update(accepts=[rc == 0], chunk_errors=[None if rc == 0 else err],
                      crashed_chunks=[], first_error=None if rc == 0 else err)
        return result

    # Several chunks (or a crash): run every chunk on its own for its verdict.
    bounds = starts + [len(lines) + 1]
    accepts, errs, crashed = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(n):
            crc, cerr, cto = run_chunk(mlir_opt, path, lines, bounds[i], bounds[i + 1] - 1, tmp, timeout)
            ccrash = describe_exit(crc, cto)
            if ccrash:
                crashed.append(i)
                accepts.append(False)
                hint = next((l.strip() for l in cerr.splitlines()
                             if "Assertion" in l or "error:" in l), None)
                errs.append(ccrash + (" (" + hint + ")" if hint else ""))
            elif crc != 0:
                accepts.append(False)
                ce = real_errors(cerr)
                errs.append(ce[0] if ce else (first_line(cerr) or "exit %d" % crc))
            else:
                accepts.append(True)
                errs.append(None)
    result.update(accepts=accepts, chunk_errors=errs, crashed_chunks=crashed)
    result["first_error"] = next((e for e in errs if e),
                                 ("%s (whole-file run)" % crash) if crash else None)
    if not crash and (rc == 0) != all(accepts):
        result["note"] = "whole-file run exit %s disagrees with per-chunk runs" % rc
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlir-opt", default=default_mlir_opt())
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--manifest", default=os.path.join(HERE, "MANIFEST.json"))
    ap.add_argument("--output", default=os.path.join(HERE, "mlir-acceptance.json"))
    args = ap.parse_args()

    with open(args.manifest, encoding="utf-8") as f:
        manifest = json.load(f)
    out = {}
    for entry in manifest:
        path = os.path.join(os.path.dirname(args.manifest), entry["file"])
        res = classify_file(args.mlir_opt, path, entry.get("chunks", 1), args.timeout)
        out[entry["file"]] = res
        status = "crash" if res["crashed"] else ("ok" if all(res["accepts"]) else "reject")
        print("%-7s %d/%d %s" % (status, sum(res["accepts"]), len(res["accepts"]), entry["file"]),
              file=sys.stderr)
    # Messages name files relative to this folder, so the output does not
    # depend on where the checkout is.
    text = json.dumps(out, indent=2, sort_keys=True).replace(HERE + "/", "")
    with open(args.output + ".tmp", "w", encoding="utf-8") as f:
        f.write(text + "\n")
    os.replace(args.output + ".tmp", args.output)

    # Summary per project (Inputs/<project>/...).
    per = {}
    for file, res in out.items():
        proj = file.split("/")[1]
        s = per.setdefault(proj, {"files": 0, "files_ok": 0, "chunks": 0, "chunks_ok": 0, "crashes": 0})
        s["files"] += 1
        s["files_ok"] += all(res["accepts"])
        s["chunks"] += len(res["accepts"])
        s["chunks_ok"] += sum(res["accepts"])
        s["crashes"] += res["crashed"]
    tot = {k: sum(s[k] for s in per.values()) for k in ("files", "files_ok", "chunks", "chunks_ok", "crashes")}
    print("%-14s %12s %14s %8s" % ("project", "files ok/all", "chunks ok/all", "crashes"))
    for proj in sorted(per):
        s = per[proj]
        print("%-14s %5d/%-6d %6d/%-7d %8d" % (proj, s["files_ok"], s["files"], s["chunks_ok"], s["chunks"], s["crashes"]))
    print("%-14s %5d/%-6d %6d/%-7d %8d" % ("TOTAL", tot["files_ok"], tot["files"], tot["chunks_ok"], tot["chunks"], tot["crashes"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
