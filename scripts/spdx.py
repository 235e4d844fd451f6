#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Every source file of the repository carries the licence's SPDX line.

    python3 scripts/spdx.py           # check: lists the files without it, exit 1
    python3 scripts/spdx.py --fix     # adds the line where it is missing

Source files: C++ (.cpp .h .h.in), TableGen (.td), Python (.py,
lit.site.cfg.py.in), shell (.sh and extension-less scripts with a #! line),
TypeScript and JavaScript (.ts .js .mjs), CMake (CMakeLists.txt .cmake
.cmake.in), Lua and Emacs Lisp. The line goes first, or after a #! line or
an Emacs -*- line.
Not checked: test inputs and data (.mlir, .test, .json, ...), documentation,
and test/RealWorld/, whose files are third parties' own (their licences:
test/RealWorld/LICENSES.md), nor node_modules. Run by ctest (`spdx-headers`).
Uses `git ls-files` in a git checkout, else walks the tree.
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENSE = "Apache-2.0 WITH LLVM-exception"
TAG = "SPDX-License-Identifier: " + LICENSE

# Comment leader by file name ending.
LEADERS = [
    (".cpp", "//"), (".h", "//"), (".h.in", "//"), (".td", "//"), (".ts", "//"), (".js", "//"),
    (".mjs", "//"), (".py", "#"), (".py.in", "#"), (".sh", "#"),
    ("CMakeLists.txt", "#"), (".cmake", "#"), (".cmake.in", "#"),
    (".lua", "--"), (".el", ";;"),
]
SKIP_DIRS = ("test/RealWorld/", "node_modules/", "build", ".git/")


def files():
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                             capture_output=True).stdout.decode()
        names = [n for n in out.split("\0") if n]
    except (OSError, subprocess.CalledProcessError):
        names = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*")
                 if p.is_file()]
    return [n for n in names if not n.startswith(SKIP_DIRS)
            and "/node_modules/" not in n]


def leader(name):
    for ending, lead in LEADERS:
        if name.endswith(ending):
            return lead
    if "." not in os.path.basename(name):
        try:
            with open(ROOT / name, "rb") as f:
                if f.read(2) == b"#!":
                    return "#"
        except OSError:
            pass
    return None


def main():
    fix = "--fix" in sys.argv[1:]
    missing = []
    for name in files():
        lead = leader(name)
        if lead is None or not (ROOT / name).is_file():
            continue
        text = (ROOT / name).read_text(encoding="utf-8")
        head = text.splitlines()[:5]
        if any(TAG in line for line in head):
            continue
        missing.append(name)
        if fix:
            lines = text.splitlines(keepends=True)
            at = 1 if lines and (lines[0].startswith("#!") or
                                 "-*-" in lines[0]) else 0
            lines.insert(at, "%s %s\n" % (lead, TAG))
            (ROOT / name).write_text("".join(lines), encoding="utf-8")
    if missing and not fix:
        print("spdx: %d source files lack the line `%s` (in their first "
              "lines); `python3 scripts/spdx.py --fix` adds it:" %
              (len(missing), TAG))
        for name in missing:
            print("  " + name)
        return 1
    print("spdx: %d files %s" % (len(missing), "fixed" if fix else "missing"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
