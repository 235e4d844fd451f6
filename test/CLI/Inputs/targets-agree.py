# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks one column of `mlir-layout targets --json` against what `query
--json` and `explain --json` answer for a file that carries that target's
spec (`mlir-layout spec --triple T` put in its scope), and, with
--mlir-opt, against mlir-opt's test-data-layout-query output for the same
file. Prints one `agree: TYPE` line per type; exits 1 at the first number
that differs.

Usage: targets-agree.py TARGETS_JSON COLUMN QUERY_JSON EXPLAIN_DIR
           [--mlir-opt FILE]
EXPLAIN_DIR holds `N.json`, the explain --json of the Nth --type.
"""
import json
import re
import sys

targets = json.load(open(sys.argv[1]))["types"]
column = int(sys.argv[2])
records = json.load(open(sys.argv[3]))
explain_dir = sys.argv[4]
mlir_opt = None
if len(sys.argv) > 6 and sys.argv[5] == "--mlir-opt":
    mlir_opt = open(sys.argv[6]).read().splitlines()


def fail(message):
    sys.exit("targets-agree: " + message)


for number, entry in enumerate(targets):
    answer = entry["targets"][column]
    layout = answer["layout"]
    record = next((r for r in records if r["type"] == entry["type"]), None)
    if record is None:
        fail("query has no record of " + entry["type"])
    for key in ("size", "bitsize", "abi", "preferred", "index", "scalable"):
        if layout[key] != record[key]:
            fail("%s %s: targets %s, query %s" %
                 (entry["type"], key, layout[key], record[key]))
    rows = json.load(open("%s/%d.json" % (explain_dir, number)))["layout"]["rows"]
    offsets = [row["offset"] for row in rows if row["field"] is not None]
    if offsets != [field["offset"] for field in answer["fields"]]:
        fail("%s offsets: targets %s, explain %s" %
             (entry["type"], [f["offset"] for f in answer["fields"]], offsets))
    if mlir_opt is not None and not entry["type"].startswith("memref"):
        # mlir-opt lays memrefs out by their own interface, not as values.
        line = next((l for l in mlir_opt if l.endswith(entry["type"])), None)
        if line is None:
            fail("mlir-opt has no line for " + entry["type"])
        for key, ours in (("size", layout["size"]), ("alignment", layout["abi"]),
                          ("preferred", layout["preferred"])):
            theirs = re.search(r"(?<![a-z_])" + key + r" = (\d+)", line)
            if not theirs or int(theirs.group(1)) != ours:
                fail("%s %s: targets %s, mlir-opt line %s" %
                     (entry["type"], key, ours, line))
    print("agree: " + entry["type"])
