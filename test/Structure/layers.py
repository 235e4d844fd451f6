#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks the libraries' layering: a file of library L includes headers of L
and of the libraries below it only, and no public header names nlohmann/json
(the CLI's JSON documents have private headers in lib/Render/JsonDocuments).

Prints one line per violation, then `N files checked, M violations`."""

import pathlib
import re
import sys

# Lowest first: a library may include itself and anything before it.
ORDER = ["Config", "Support", "MemRef", "Core", "LLVM", "Check", "Features",
         "Render", "Server", "Tools"]
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]', re.M)


def main(root):
    root = pathlib.Path(root)
    checked = 0
    violations = []
    for top in ("include/mlir-layout", "lib"):
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in (".h", ".cpp", ".inc", ".in"):
                continue
            lib = path.relative_to(root / top).parts[0]
            if lib not in ORDER:
                continue
            checked += 1
            rel = path.relative_to(root)
            for header in INCLUDE.findall(path.read_text(errors="replace")):
                if top == "include/mlir-layout" and header.startswith("nlohmann/"):
                    violations.append(f"{rel}: public header includes <{header}>")
                parts = header.split("/")
                if len(parts) > 2 and parts[0] == "mlir-layout" and parts[1] in ORDER:
                    if ORDER.index(parts[1]) > ORDER.index(lib):
                        violations.append(f"{rel}: {lib} includes {header}, "
                                          f"a header of a higher library")
    for v in violations:
        print(v)
    print(f"{checked} files checked, {len(violations)} violations")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
