#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks `mlir-layout header` against a C compiler at run time.

Usage: header_roundtrip.py MLIR_LAYOUT FILE SCOPE WORKDIR "GCC FLAGS" TYPE...

Writes the header of TYPE... in SCOPE of FILE (each named t0, t1, ...),
compiles it with gcc and the flags (the header's _Static_asserts run then),
with a program that prints what the C compiler made of each type: sizeof,
_Alignof and the offsetof of every field. Each printed number is compared
with `mlir-layout explain --json` for the same type and scope, and the
lines are printed (`t0 size 32 = 32`) for FileCheck. Exit status 1 on any
difference, or when gcc rejects the header (its message is printed).
"""
import json
import os
import subprocess
import sys

MEMBER = {"allocated pointer": "allocated", "aligned pointer": "aligned",
          "descriptor pointer": "descriptor", "imaginary": "imag"}


def main():
    tool, path, scope, work, flags = sys.argv[1:6]
    types = sys.argv[6:]
    os.makedirs(work, exist_ok=True)
    header = os.path.join(work, "types.h")
    args = [tool, "header", path, "--scope", scope, "-o", header]
    for i, t in enumerate(types):
        args += ["--type", t, "--name", f"{t}=t{i}"]
    subprocess.run(args, check=True)

    expected = []  # (label, C expression, number)
    for i, t in enumerate(types):
        out = subprocess.run([tool, "explain", path, "--scope", scope,
                              "--type", t, "--json"], check=True,
                             capture_output=True, text=True).stdout
        doc = json.loads(out)
        record = doc[0] if isinstance(doc, list) else doc
        layout = record["layout"]
        name = f"t{i}"
        expected.append((f"{name} size", f"sizeof({name})", layout["size"]))
        expected.append((f"{name} align", f"_Alignof({name})", layout["abi"]))
        if layout["kind"] in ("scalar", "memref-pointer"):
            continue
        for row in layout["rows"]:
            member = MEMBER.get(row["name"] or "", row["name"]) or f"f{row['field']}"
            expected.append((f"{name}.{member} offset",
                             f"offsetof({name}, {member})", row["offset"]))

    program = os.path.join(work, "main.c")
    with open(program, "w") as f:
        f.write('#include <stdio.h>\n#include "types.h"\nint main(void) {\n')
        for label, expr, _ in expected:
            f.write(f'  printf("{label} %zu\\n", (size_t)({expr}));\n')
        f.write("  return 0;\n}\n")
    binary = os.path.join(work, "main")
    built = subprocess.run(["gcc", "-std=c11", "-Wall", "-Wextra", "-Werror",
                            "-pedantic", *flags.split(), program, "-o", binary],
                           capture_output=True, text=True)
    if built.returncode:
        print("gcc rejects the header:\n" + built.stderr)
        return 1
    printed = subprocess.run([binary], check=True, capture_output=True,
                             text=True).stdout.splitlines()
    failures = 0
    for (label, _, number), line in zip(expected, printed):
        got = int(line.rsplit(" ", 1)[1])
        print(f"{label} {got} {'=' if got == number else '!='} {number}")
        failures += got != number
    print(f"{len(expected)} numbers, {failures} differ")
    return 1 if failures or len(printed) != len(expected) else 0


if __name__ == "__main__":
    sys.exit(main())
