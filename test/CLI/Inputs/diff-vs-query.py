# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks that every changed type in `mlir-layout diff --json` has, on each
side, the numbers `mlir-layout query --json` reports for that side's file.

Usage: diff-vs-query.py DIFF.json OLD-QUERY.json NEW-QUERY.json [OLD.mlir NEW.mlir]

With the two .mlir files (diff and query run with --split-input-file), a
query record belongs to the chunk its line is in (chunks cut at lines that
hold `// -----`) and is matched with the diff's changes of that chunk.
"""
import json
import sys

NUMBERS = ("size", "bitsize", "abi", "preferred", "index", "scalable")


def chunk_starts(path):
    """1-based lines where each chunk after the first starts."""
    if path is None:
        return []
    lines = open(path).read().split("\n")
    return [n + 2 for n, line in enumerate(lines) if "// -----" in line]


def records(path, source):
    starts = chunk_starts(source)
    by_key = {}
    for record in json.load(open(path)):
        chunk = 1 + sum(1 for start in starts if record["line"] >= start)
        by_key[(chunk if starts else None, record["scope"],
                record["type"])] = record
    return by_key


def main():
    diff = json.load(open(sys.argv[1]))
    sources = sys.argv[4:6] if len(sys.argv) > 5 else [None, None]
    sides = {"old": records(sys.argv[2], sources[0]),
             "new": records(sys.argv[3], sources[1])}
    checked = 0
    for change in diff["changes"]:
        if change["change"] != "type":
            continue
        for side, by_key in sides.items():
            record = by_key.get((change.get("chunk"), change["scope"],
                                 change["type"]))
            if record is None:
                sys.exit("no query record for %s in %s on the %s side" %
                         (change["type"], change["scope"], side))
            for name in NUMBERS:
                if record.get(name) != change[side].get(name):
                    sys.exit("%s in %s, %s side: diff says %s = %r, query %r" %
                             (change["type"], change["scope"], side, name,
                              change[side].get(name), record.get(name)))
        checked += 1
    if checked == 0:
        sys.exit("no changed types to check")
    print("%d changed types match query on both sides" % checked)


main()
