#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Runs the commands of each ```console block of a Markdown file and
compares what they print with what the block shows.

A line starting with `$ ` is a command, run with bash from the repository
root (the tools come from PATH); the lines up to the next command or the
end of the block are its expected output (stdout and stderr together).
Exits 1 and prints each difference when a block no longer tells the truth.
"""
import difflib
import pathlib
import subprocess
import sys


def blocks(text):
    """Yields the lines of each ```console block."""
    lines, inside = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            if inside:
                yield lines
                lines = []
            inside = line.strip() == "```console" and not inside
            continue
        if inside:
            lines.append(line)


def commands(block):
    """Yields (command, expected output lines) of a block."""
    command, expected = None, []
    for line in block:
        if line.startswith("$ "):
            if command is not None:
                yield command, expected
            command, expected = line[2:], []
        elif command is not None:
            expected.append(line)
    if command is not None:
        yield command, expected


def main():
    root = pathlib.Path(sys.argv[1])
    failures = checked = 0
    for name in sys.argv[2:]:
        for block in blocks((root / name).read_text()):
            for command, expected in commands(block):
                checked += 1
                run = subprocess.run(["bash", "-o", "pipefail", "-c",
                                      command + " 2>&1"], cwd=root,
                                     capture_output=True, text=True)
                actual = run.stdout.splitlines()
                if actual != expected:
                    failures += 1
                    print(f"{name}: `{command}` prints something else:")
                    sys.stdout.writelines(
                        line + "\n" for line in difflib.unified_diff(
                            expected, actual, "shown", "printed", lineterm=""))
    print(f"{checked} commands checked, {failures} differ")
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
