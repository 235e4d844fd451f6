#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The repository's .pre-commit-hooks.yaml: its mlir-layout-check hook, run as
pre-commit runs a `language: system` hook (the entry split like a shell
command, then the staged files that match `files`).

Usage: pre_commit_hook.py HOOKS_YAML WORKDIR

Checks the fields pre-commit requires, that `files` selects .mlir files
only, that the entry passes a clean file (status 0) and fails a file with
an error (status 1, the diagnostic on stdout).
"""
import os
import re
import shlex
import subprocess
import sys

import yaml

GOOD = "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {}\n"
BAD = ("module @a attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} "
       "{\n  module @b attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : "
       "i64>} {}\n}\n")


def main():
    hooks_file, work = sys.argv[1], sys.argv[2]
    with open(hooks_file) as f:
        hooks = yaml.safe_load(f)
    hook = next(h for h in hooks if h["id"] == "mlir-layout-check")
    for field in ("id", "name", "entry", "language"):
        assert field in hook, f"hook lacks {field}"
    assert hook["language"] == "system", hook["language"]
    files = re.compile(hook["files"])
    assert files.search("dir/a.mlir") and not files.search("a.mlir.txt"), \
        hook["files"]

    os.makedirs(work, exist_ok=True)
    staged = {"good.mlir": GOOD, "bad.mlir": BAD, "notes.txt": BAD}
    for name, text in staged.items():
        with open(os.path.join(work, name), "w") as f:
            f.write(text)
    entry = shlex.split(hook["entry"]) + hook.get("args", [])

    def run(names):
        selected = [n for n in names if files.search(n)]
        return subprocess.run(entry + selected, cwd=work, capture_output=True,
                              text=True)

    good = run(["good.mlir", "notes.txt"])
    assert good.returncode == 0, (good.returncode, good.stdout, good.stderr)
    bad = run(["good.mlir", "bad.mlir", "notes.txt"])
    assert bad.returncode == 1, (bad.returncode, bad.stdout, bad.stderr)
    assert "bad.mlir:2:" in bad.stdout and \
        "[layout-incompatible-index-bitwidth]" in bad.stdout, bad.stdout
    print("pre-commit hook: passes good.mlir, fails bad.mlir")
    return 0


if __name__ == "__main__":
    sys.exit(main())
