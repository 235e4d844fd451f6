#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""check's progress line: shown on a terminal, erased at the end, absent
otherwise.

Usage: check_progress.py MLIR_LAYOUT WORKDIR

Runs `mlir-layout check` over four files (two with one error each) with
stderr on a pseudo-terminal and then on a pipe. On the terminal, stderr
must show "checked N/4 files" for every N from 0 to 4 with the problems
found so far, and what remains visible once the terminal has applied the
carriage returns and erase-in-line sequences is exactly the non-progress
output (the line is erased). On the pipe, stderr has no progress text. A
single file on the terminal shows no progress. stdout is the same in all
runs.
"""
import os
import pty
import re
import subprocess
import sys

GOOD = "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {}\n"
BAD = ("module @a attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} "
       "{\n  module @b attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : "
       "i64>} {}\n}\n")


def run_on_pty(args):
    """Runs `args` with stderr on a pseudo-terminal; (status, stdout, stderr)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:  # EIO once the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    out = proc.stdout.read()
    status = proc.wait()
    os.close(master)
    return status, out.decode(), b"".join(chunks).decode()


def visible(text):
    """What a terminal shows after \\r and ESC[K (erase to end of line)."""
    lines, line, col = [], [], 0
    i = 0
    while i < len(text):
        if text.startswith("\x1b[K", i):
            del line[col:]
            i += 3
            continue
        c = text[i]
        if c == "\r":
            col = 0
        elif c == "\n":
            lines.append("".join(line))
            line, col = [], 0
        else:
            if col < len(line):
                line[col] = c
            else:
                line.append(c)
            col += 1
        i += 1
    lines.append("".join(line))
    return "\n".join(lines).replace("\r", "")


def main():
    tool, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    names = []
    for i, text in enumerate([GOOD, BAD, GOOD, BAD]):
        name = os.path.join(work, f"f{i}.mlir")
        with open(name, "w") as f:
            f.write(text)
        names.append(name)
    failures = []
    args = [tool, "check", "-j", "2"] + names

    status, out, err = run_on_pty(args)
    pipe = subprocess.run(args, capture_output=True, text=True)
    if status != 1 or pipe.returncode != 1:
        failures.append(f"exit status {status} (pty), {pipe.returncode} (pipe)")
    counts = [int(n) for n in re.findall(r"checked (\d)/4 files", err)]
    if sorted(set(counts)) != [0, 1, 2, 3, 4]:
        failures.append(f"progress counts {counts} on the terminal")
    if "checked 4/4 files, 2 problems" not in err:
        failures.append(f"no final count of 2 problems in {err!r}")
    if visible(err).strip():  # diagnostics go to stdout: nothing is left
        failures.append(f"progress line left visible: {visible(err)!r}")
    if "checked" in pipe.stderr:
        failures.append(f"progress written to a pipe: {pipe.stderr!r}")
    if out != pipe.stdout:
        failures.append("stdout differs between terminal and pipe")

    status, _, err = run_on_pty([tool, "check", names[1]])
    if "checked" in err:
        failures.append(f"progress for a single file: {err!r}")

    for failure in failures:
        print("FAIL:", failure)
    if failures:
        return 1
    print("progress line: shown on a terminal and erased; absent on a pipe")
    return 0


if __name__ == "__main__":
    sys.exit(main())
