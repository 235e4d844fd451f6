#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Every diagnostic message names its problem in at most 200 characters.

Usage: message_lengths.py MLIR_LAYOUT SOURCE_ROOT WORK_DIR [--plugin PATH]

Runs `mlir-layout check --json` over every .mlir file shipped in examples/
and test/ (the real-world corpus of test/RealWorld/Inputs among them) and
over the inputs the lit tests write with split-file (`#--- name` sections
of the .test files, extracted into WORK_DIR), under each policy, with
--compare-llvm and with the Layoutex dialect plugin loaded; files with
`// -----` markers are checked chunk by chunk. It fails when a message is
longer than 200 characters, when a message of the checks had to be cut to
fit (its related information starts with "the whole message:"; only MLIR's
own messages may be cut), or when the files yield too few diagnostics for
the test to mean anything. The details of a problem belong in its related
information.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

LIMIT = 200
# Codes whose messages are MLIR's own words (or a dialect's), which
# mlir-layout passes on and may have to cut.
MLIR_CODES = {"mlir-parse-error", "mlir-verifier-error",
              "layout-verifier-error", "layout-multiple-layout-attributes",
              "layout-invalid-entry"}
CUT_NOTE = "the whole message: "
SECTION = re.compile(r"^(?:#|//)--- (\S+)\s*$")


def shipped_files(root):
    """The .mlir files of examples/ and test/, sorted."""
    found = []
    for top in ("examples", "test"):
        for dirpath, _, names in os.walk(os.path.join(root, top)):
            found += [os.path.join(dirpath, n) for n in names
                      if n.endswith(".mlir")]
    return sorted(found)


def extract_lit_inputs(root, work):
    """Writes the split-file sections of test/**/*.test under `work`, one
    folder per test (so a section's .mlir-layout.json stays beside it);
    returns the .mlir files written."""
    written = []
    for dirpath, _, names in os.walk(os.path.join(root, "test")):
        for name in sorted(names):
            if not name.endswith(".test"):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                lines = f.read().split("\n")
            folder = os.path.join(
                work, os.path.relpath(path, root).replace(os.sep, "_"))
            current = None
            sections = collections.OrderedDict()
            for line in lines:
                match = SECTION.match(line)
                if match:
                    current = match.group(1)
                    sections[current] = []
                elif current is not None:
                    sections[current].append(line)
            for section, body in sections.items():
                target = os.path.join(folder, section)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "w", encoding="utf-8") as f:
                    f.write("\n".join(body))
                if section.endswith(".mlir"):
                    written.append(target)
    return written


def has_chunks(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return "// -----" in f.read()


def check(tool, files, options):
    """The diagnostics of `mlir-layout check --json` on `files`."""
    if not files:
        return []
    run = subprocess.run([tool, "check", "--json", "-j", "2", *options,
                          *files], capture_output=True, text=True,
                         timeout=1200)
    try:
        return json.loads(run.stdout)["diagnostics"]
    except (ValueError, KeyError):
        sys.exit(f"check {' '.join(options)}: no JSON (exit {run.returncode})"
                 f"\n{run.stderr[-2000:]}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("root")
    parser.add_argument("work")
    parser.add_argument("--plugin")
    args = parser.parse_args()

    files = shipped_files(args.root) + extract_lit_inputs(args.root, args.work)
    whole = [f for f in files if not has_chunks(f)]
    chunked = [f for f in files if has_chunks(f)]
    variants = [[], ["--policy", "strict"], ["--policy", "redefine-all"],
                ["--compare-llvm"]]
    if args.plugin and os.path.exists(args.plugin):
        variants.append(["--load-dialect-plugin", args.plugin])

    seen = set()
    longest = collections.Counter()
    failures = []
    for options in variants:
        diagnostics = check(args.tool, whole, options)
        diagnostics += check(args.tool, chunked,
                             options + ["--split-input-file"])
        for diag in diagnostics:
            key = (diag["file"], diag["code"], diag["message"])
            if key in seen:
                continue
            seen.add(key)
            message, code = diag["message"], diag["code"]
            longest[code] = max(longest[code], len(message))
            where = f"{diag['file']} ({' '.join(options) or 'relax'})"
            if len(message) > LIMIT:
                failures.append(f"{where}: {len(message)} characters "
                                f"[{code}]: {message}")
            cut = [r for r in diag.get("related", [])
                   if r["message"].startswith(CUT_NOTE)]
            if cut and code not in MLIR_CODES:
                failures.append(f"{where}: [{code}] had to be cut to fit: "
                                f"{cut[0]['message']}")

    print(f"{len(files)} files ({len(chunked)} with chunks), {len(seen)} "
          f"distinct diagnostics, {len(longest)} codes; the longest message "
          f"has {max(longest.values(), default=0)} characters")
    for code, length in longest.most_common():
        print(f"  {length:4d} {code}")
    # A run that finds (almost) nothing tells nothing.
    if len(files) < 200 or len(seen) < 500 or len(longest) < 30:
        failures.append("too few files, diagnostics or codes: the corpus was "
                        "not found or mlir-layout did not check it")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
