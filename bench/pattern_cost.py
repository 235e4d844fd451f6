#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Cost of declared-layout patterns on long types, against the same query
without a matching rule (the anchor), in one run.

Usage: python3 bench/pattern_cost.py [--lengths 10000,40000,100000] [--repeat 5]

For each length N: a type `!d.big<i8, i8, ...>` of N characters (top-level
commas, the case that made the matcher try every capture length), explained
by `mlir-layout explain --type` under a layout file whose rules are
`!d.pair<$A, $B>` (does not match, must be tried) and `!d.big<$B>` (matches),
and under an empty layout file (anchor: parsing and printing the type). The
median seconds of each and their ratio are printed; the ratio should stay
flat as N grows (linear matching).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(os.environ.get("MLIR_LAYOUT_BUILD_DIR",
                                  os.path.join(ROOT, "build")),
                   "bin", "mlir-layout")
RULES = ('{"types": [{"match": "!d.pair<$A, $B>", "size": 4, "abi": 4},'
         ' {"match": "!d.big<$B>", "size": 8, "abi": 8}]}')


def timed(args, reps):
    samples = []
    for _ in range(reps):
        start = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lengths", default="10000,40000,100000")
    parser.add_argument("--repeat", type=int, default=5)
    opts = parser.parse_args()
    work = tempfile.mkdtemp(prefix="pattern-cost-")
    rules = os.path.join(work, "rules.json")
    empty = os.path.join(work, "empty.json")
    source = os.path.join(work, "f.mlir")
    with open(rules, "w") as f:
        f.write(RULES)
    with open(empty, "w") as f:
        f.write('{"types": []}')
    with open(source, "w") as f:
        f.write("module {}\n")
    print(f"{'chars':>8} {'rules s':>9} {'anchor s':>9} {'ratio':>6}")
    for n in (int(x) for x in opts.lengths.split(",")):
        body = ", ".join(["i8"] * max(1, (n - 8) // 4))
        ty = f"!d.big<{body}>"
        base = [CLI, "explain", source, "--scope", "<top>", "--type", ty]
        with_rules = timed(base + ["--layout-file", rules], opts.repeat)
        anchor = timed(base + ["--layout-file", empty], opts.repeat)
        print(f"{len(ty):>8} {with_rules:>9.3f} {anchor:>9.3f} "
              f"{with_rules / anchor:>6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
