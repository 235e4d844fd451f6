"""Checks that every changed type in `mlir-layout diff --json` has, on each
side, the numbers `mlir-layout query --json` reports for that side's file.

Usage: diff-vs-query.py DIFF.json OLD-QUERY.json NEW-QUERY.json
"""
import json
import sys

NUMBERS = ("size", "bitsize", "abi", "preferred", "index", "scalable")


def records(path):
    by_key = {}
    for record in json.load(open(path)):
        by_key[(record["scope"], record["type"])] = record
    return by_key


def main():
    diff = json.load(open(sys.argv[1]))
    sides = {"old": records(sys.argv[2]), "new": records(sys.argv[3])}
    checked = 0
    for change in diff["changes"]:
        if change["change"] != "type":
            continue
        for side, by_key in sides.items():
            record = by_key.get((change["scope"], change["type"]))
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
