#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Validates `mlir-layout check --format=sarif` against the SARIF 2.1.0 schema.

Usage: validate_sarif.py MLIR_LAYOUT SOURCE_ROOT

Runs check on files that exercise every part of the output (fixes and
related locations, non-ASCII text before a region, a parse error, a name
that needs percent-encoding, a file outside the working directory, a split
file, an unreadable file, a crashing analysis), validates the log with the
schema vendored beside this script (Debian's python3-jsonschema), then
checks what the schema cannot: the rules are exactly the codes the sources
emit (written out or by their constants, mlir-layout/Check/DiagnosticCodes.h),
each helpUri leads to an existing section, regions cover the text they claim
(1-based, UTF-16 columns), and applying the preferred fix gives what
`check --fix` writes.
"""
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = os.path.join(HERE, "sarif-schema-2.1.0.json")
SCHEMA_SHA256 = "80cd7ffb9b62a4162d541aa9170862dd264f6cce0f04c57f1ac9f2337b808958"

NESTED = """module @outer attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {
  // é, ü: non-ASCII text on the line before
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {}
}
"""
# Non-ASCII on the same line, before the region: columns count UTF-16 units.
SAME_LINE = ('module attributes {test.note = "𝄞é", dlti.dl_spec = '
             '#dlti.dl_spec<i32 = dense<[32, 16]> : vector<2xi64>>} {}\n')
BROKEN = "module {\n  %0 = \n"
SPLIT = NESTED + "// -----\n" + NESTED
CRASH = "// mlir-layout-test-crash: abort\nmodule {}\n"
# Strings in lib/ that look like codes but are not diagnostic codes.
NOT_CODES = {"mlir-layout", "mlir-layout-lsp", "mlir-layout-refresh-",
             "mlir-layout-progress-", "mlir-layout-git",
             "layout-file"}

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def github_slug(heading):
    """The anchor GitHub gives a markdown heading."""
    slug = heading.strip().lower()
    slug = re.sub(r"[^\w\- ]", "", slug)
    return slug.replace(" ", "-")


def anchors_of(path):
    with open(path, encoding="utf-8") as f:
        return {github_slug(m.group(1)) for m in
                re.finditer(r"^#+\s+(.*)$", f.read(), re.M)}


# The headers that name the codes (`codes::kDefaultInUse`), and the catalog,
# which lists them all and so tells nothing about what lib/ emits.
CODE_HEADERS = ("include/mlir-layout/Check/DiagnosticCodes.h",
                "include/mlir-layout/Core/DocumentCodes.h")
CATALOG = os.path.join("lib", "Check", "DiagnosticCodes.cpp")


def named_codes(root):
    """The code each constant of the code headers names."""
    names = {}
    for header in CODE_HEADERS:
        with open(os.path.join(root, header), encoding="utf-8") as f:
            names.update(re.findall(
                r'StringLiteral\s+(k\w+)\s*=\s*"([a-z0-9-]+)"', f.read()))
    return names


def codes_in_sources(root):
    """The codes lib/ emits: written out, or by the name of their constant;
    an unknown name is reported as itself."""
    names = named_codes(root)
    codes = set()
    for dirpath, _, files in os.walk(os.path.join(root, "lib")):
        for name in files:
            path = os.path.join(dirpath, name)
            if os.path.relpath(path, root) == CATALOG or not (
                    name.endswith(".cpp") or name.endswith(".h")):
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            codes |= set(re.findall(
                r'"((?:layout|mlir|analysis)-[a-z0-9-]+)"', text))
            codes |= {names.get(n, "codes::" + n)
                      for n in re.findall(r"\bcodes::(k\w+)", text)}
    return codes - NOT_CODES


def offsets(text, region):
    """The [begin, end) character offsets of a region of `text` (1-based
    lines; columns in UTF-16 code units, the end one past the region)."""
    lines = text.split("\n")

    def offset(line, column):
        encoded = lines[line - 1].encode("utf-16-le")[:2 * (column - 1)]
        return (sum(len(l) + 1 for l in lines[:line - 1]) +
                len(encoded.decode("utf-16-le")))

    return (offset(region["startLine"], region["startColumn"]),
            offset(region["endLine"], region["endColumn"]))


def region_text(text, region):
    """The text a region covers."""
    begin, end = offsets(text, region)
    return text[begin:end]


def apply_replacements(text, replacements):
    edits = sorted((offsets(text, r["deletedRegion"]) +
                    (r.get("insertedContent", {}).get("text", ""),)
                    for r in replacements), reverse=True)
    for begin, end, new in edits:
        text = text[:begin] + new + text[end:]
    return text


def main():
    tool, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    with open(SCHEMA, "rb") as f:
        check(hashlib.sha256(f.read()).hexdigest() == SCHEMA_SHA256,
              "the vendored schema is not the published one")
    with open(SCHEMA, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)

    with tempfile.TemporaryDirectory() as work, \
            tempfile.TemporaryDirectory() as outside:
        files = {"nested.mlir": NESTED, "same line.mlir": SAME_LINE,
                 "broken.mlir": BROKEN, "split.mlir": SPLIT,
                 "crash.mlir": CRASH}
        os.mkdir(os.path.join(work, "sub"))
        # A layout file with a bad rule, found above declared/uses.mlir.
        os.mkdir(os.path.join(work, "declared"))
        files["declared/uses.mlir"] = "module {}\n"
        with open(os.path.join(work, "declared", ".mlir-layout.json"),
                  "w") as f:
            f.write('{"types": [\n  {"match": 3}\n]}\n')
        for name, text in files.items():
            with open(os.path.join(work, name), "w", encoding="utf-8") as f:
                f.write(text)
        far = os.path.join(outside, "far.mlir")
        with open(far, "w", encoding="utf-8") as f:
            f.write(NESTED)
        args = [tool, "check", "--format=sarif", "-j", "1",
                "nested.mlir", "./sub/../same line.mlir", "broken.mlir",
                "crash.mlir", far, "declared/uses.mlir", "missing.mlir"]
        env = dict(os.environ, MLIR_LAYOUT_TEST_CRASH_HOOK="1")
        run = subprocess.run(args, cwd=work, env=env, capture_output=True,
                             text=True)
        check(run.returncode == 2,
              f"exit status {run.returncode}, expected 2 (unreadable file)")
        log = json.loads(run.stdout)
        errors = sorted(validator.iter_errors(log), key=str)
        for error in errors:
            failures.append(f"schema: {error.message} at "
                            f"{list(error.absolute_path)}")
        split = subprocess.run([tool, "check", "--format=sarif",
                                "--split-input-file", "split.mlir"],
                               cwd=work, capture_output=True, text=True)
        split_log = json.loads(split.stdout)
        for error in validator.iter_errors(split_log):
            failures.append(f"schema (split): {error.message}")

        sarif_run = log["runs"][0]
        rules = sarif_run["tool"]["driver"]["rules"]
        ids = [rule["id"] for rule in rules]
        check(len(ids) == len(set(ids)), "duplicate rule ids")
        emitted = codes_in_sources(root)
        check(set(ids) == emitted,
              f"rules differ from the codes in lib/: missing "
              f"{sorted(emitted - set(ids))}, extra "
              f"{sorted(set(ids) - emitted)}")
        check(sarif_run["tool"]["driver"]["version"], "no driver version")
        for rule in rules:
            check(rule.get("help", {}).get("text"), f"{rule['id']}: no help")
            uri = rule.get("helpUri", "")
            parsed = urllib.parse.urlparse(uri)
            check(parsed.scheme == "file",
                  f"{rule['id']}: helpUri {uri!r} is not the docs' file URI")
            path = urllib.parse.unquote(parsed.path)
            check(os.path.isfile(path), f"{rule['id']}: {path} missing")
            if os.path.isfile(path):
                check(parsed.fragment in anchors_of(path),
                      f"{rule['id']}: no section #{parsed.fragment} in {path}")

        base = sarif_run["originalUriBaseIds"]["SRCROOT"]["uri"]
        check(base == "file://" + urllib.parse.quote(
            os.path.realpath(work) + "/"), f"SRCROOT is {base}")
        by_uri = {}
        for result in sarif_run["results"]:
            check(rules[result["ruleIndex"]]["id"] == result["ruleId"],
                  f"ruleIndex of {result['ruleId']}")
            location = result["locations"][0]["physicalLocation"]
            by_uri.setdefault(location["artifactLocation"]["uri"],
                              []).append(result)
        check(set(by_uri) == {"nested.mlir", "same%20line.mlir",
                              "broken.mlir", "crash.mlir",
                              "declared/.mlir-layout.json",
                              "file://" + urllib.parse.quote(far)},
              f"artifact URIs: {sorted(by_uri)}")

        # Regions cover the entry they name; related locations the parent's.
        nested = by_uri.get("nested.mlir", [{}])[0]
        region = nested["locations"][0]["physicalLocation"]["region"]
        check(region_text(NESTED, region) == "index = 32 : i64",
              f"region covers {region_text(NESTED, region)!r}")
        related = nested["relatedLocations"][0]["physicalLocation"]["region"]
        check(region_text(NESTED, related) == "index = 64 : i64",
              f"related region covers {region_text(NESTED, related)!r}")
        same = by_uri.get("same%20line.mlir", [{}])[0]
        region = same["locations"][0]["physicalLocation"]["region"]
        check(region_text(SAME_LINE, region).startswith("i32 = dense<[32, 16]>"),
              f"same-line region covers {region_text(SAME_LINE, region)!r}")
        check(by_uri.get("broken.mlir", [{}])[0].get("ruleId") ==
              "mlir-parse-error", "no parse error result")
        check(by_uri.get("crash.mlir", [{}])[0].get("ruleId") ==
              "analysis-crashed", "no crash result")
        layout = by_uri.get("declared/.mlir-layout.json", [{}])[0]
        check(layout.get("ruleId") == "layout-file-error" and
              layout["locations"][0]["physicalLocation"]["region"]
              ["startLine"] == 2, f"layout file result {layout}")

        # The preferred fix, applied, is what check --fix writes.
        fix = next(f for f in nested["fixes"] if f["properties"]["isPreferred"])
        fixed = apply_replacements(
            NESTED, fix["artifactChanges"][0]["replacements"])
        by_tool = subprocess.run([tool, "check", "--fix", "-"], input=NESTED,
                                 capture_output=True, text=True).stdout
        check(fixed == by_tool, f"fix gives {fixed!r}, check --fix {by_tool!r}")

        invocation = sarif_run["invocations"][0]
        check(invocation["executionSuccessful"] is False,
              "an unreadable file must make the run unsuccessful")
        check(any("missing.mlir" in n["message"]["text"]
                  for n in invocation.get("toolExecutionNotifications", [])),
              "no notification for the unreadable file")

        # The split file: the second chunk's result is on the file's lines.
        lines = sorted(r["locations"][0]["physicalLocation"]["region"]
                       ["startLine"] for r in split_log["runs"][0]["results"])
        check(lines == [3, 8], f"split-file result lines {lines}")

    for failure in failures:
        print("FAIL:", failure)
    if failures:
        return 1
    print(f"SARIF log valid: {len(rules)} rules, "
          f"{len(sarif_run['results'])} results")
    return 0


if __name__ == "__main__":
    sys.exit(main())
