#!/usr/bin/env python3
"""The real-world corpus against its checked-in expectations.

For every file of MANIFEST.json (byte for byte as the manifest's SHA-256
says), runs `mlir-layout check --json`, `query`, `scopes` and `diff F F`
(with `--split-input-file` when the file has `// -----` chunks) and compares
with expectations.json:

- the exit status of each command;
- the diagnostics, counted by severity and code, and for each chunk whether
  MLIR 22 accepts it (mlir-acceptance.json, written by classify.py);
- a verdict for every (severity, code) pair of a file: `real`, `latent`,
  `false-alarm`, `noise` or `note`, with a sentence saying why.

It fails when anything differs, when a pair has no reviewed verdict, and when
an error's verdict is not `real` (an error is a promise that something will
break). So a new false alarm, a lost real problem or a changed exit status
fails the suite until a person has looked at it.

Usage:
  corpus_test.py MLIR_LAYOUT              compare (the test)
  corpus_test.py MLIR_LAYOUT --update     rewrite the observed parts of
                                          expectations.json, keeping the
                                          verdicts (new pairs: UNREVIEWED)
  corpus_test.py MLIR_LAYOUT --table      print the precision table
stdlib only.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "MANIFEST.json")
ACCEPTANCE = os.path.join(HERE, "mlir-acceptance.json")
EXPECTATIONS = os.path.join(HERE, "expectations.json")
VERDICTS = ("real", "latent", "false-alarm", "noise", "note")
UNREVIEWED = "UNREVIEWED"


def run(tool, *args):
    """(exit status, stdout) of one command, run from the corpus folder."""
    proc = subprocess.run([tool, *args], cwd=HERE, capture_output=True,
                          text=True, timeout=300)
    return proc.returncode, proc.stdout


def observe(tool, entry):
    """What mlir-layout does with one file of the manifest."""
    name = entry["file"]
    split = ["--split-input-file"] if entry["chunks"] > 1 else []
    status, out = run(tool, "check", "--json", name, *split)
    diagnostics = collections.defaultdict(collections.Counter)
    try:
        for diag in json.loads(out)["diagnostics"]:
            diagnostics[diag["severity"]][diag["code"]] += 1
    except (ValueError, KeyError) as error:
        diagnostics["unreadable"][f"check --json: {error}"] += 1
    exits = {"check": status}
    exits["query"] = run(tool, "query", name, *split)[0]
    exits["scopes"] = run(tool, "scopes", name, *split)[0]
    exits["diff"] = run(tool, "diff", name, name, *split)[0]
    return {
        "exit": exits,
        "diagnostics": {severity: dict(sorted(codes.items()))
                        for severity, codes in sorted(diagnostics.items())},
    }


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def observe_all(tool, manifest):
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = pool.map(lambda e: (e["file"], observe(tool, e)), manifest)
        return dict(results)


def pairs(observed):
    """The (severity, code) pairs of one file's diagnostics, as keys."""
    return [f"{severity}:{code}"
            for severity, codes in observed["diagnostics"].items()
            for code in codes]


def compare(manifest, acceptance, expected, observed):
    """The problems found, one line each."""
    problems = []
    for entry in manifest:
        name = entry["file"]
        if sha256(os.path.join(HERE, name)) != entry["sha256"]:
            problems.append(f"{name}: not the bytes the manifest names")
        want = expected.get(name)
        got = observed[name]
        if want is None:
            problems.append(f"{name}: no expectation (run --update)")
            continue
        accepts = acceptance[name]["accepts"]
        if want.get("mlir_accepts") != accepts:
            problems.append(f"{name}: MLIR's acceptance {accepts} is not the "
                            f"expected {want.get('mlir_accepts')}")
        for command, status in got["exit"].items():
            if want["exit"].get(command) != status:
                problems.append(f"{name}: {command} exits {status}, expected "
                                f"{want['exit'].get(command)}")
        if want["diagnostics"] != got["diagnostics"]:
            problems.append(f"{name}: diagnostics {got['diagnostics']}, "
                            f"expected {want['diagnostics']}")
        for key in pairs(got):
            verdict = want.get("verdicts", {}).get(key)
            if not verdict or verdict.get("verdict") not in VERDICTS or \
                    not verdict.get("why"):
                problems.append(f"{name}: {key} has no reviewed verdict")
            elif key.startswith("error:") and verdict["verdict"] != "real":
                problems.append(f"{name}: {key} is an error judged "
                                f"{verdict['verdict']}: {verdict['why']}")
        for key in want.get("verdicts", {}):
            if key not in pairs(got):
                problems.append(f"{name}: the verdict for {key} has no "
                                f"diagnostic any more")
    return problems


def update(manifest, acceptance, expected, observed):
    updated = {}
    for entry in manifest:
        name = entry["file"]
        old = expected.get(name, {})
        got = observed[name]
        verdicts = {key: old.get("verdicts", {}).get(
            key, {"verdict": UNREVIEWED, "why": ""}) for key in pairs(got)}
        updated[name] = {
            "mlir_accepts": acceptance[name]["accepts"],
            "exit": got["exit"],
            "diagnostics": got["diagnostics"],
            "verdicts": dict(sorted(verdicts.items())),
        }
    with open(EXPECTATIONS + ".tmp", "w") as f:
        json.dump(updated, f, indent=1, sort_keys=True)
        f.write("\n")
    os.replace(EXPECTATIONS + ".tmp", EXPECTATIONS)
    unreviewed = sum(v["verdict"] == UNREVIEWED
                     for e in updated.values() for v in e["verdicts"].values())
    print(f"corpus_test: wrote {EXPECTATIONS}; {unreviewed} verdicts to review")


def table(manifest, acceptance, expected):
    """Markdown: per code and severity, the diagnostics by verdict, on files
    MLIR 22 accepts (every chunk) and on the others."""
    rows = collections.defaultdict(collections.Counter)
    for entry in manifest:
        want = expected[entry["file"]]
        side = "accepted" if all(acceptance[entry["file"]]["accepts"]) \
            else "rejected"
        for severity, codes in want["diagnostics"].items():
            for code, count in codes.items():
                verdict = want["verdicts"][f"{severity}:{code}"]["verdict"]
                rows[(code, severity)][(side, verdict)] += count

    def cell(counts, side):
        return ", ".join(f"{counts[(side, v)]} {v}" for v in VERDICTS
                         if counts[(side, v)]) or "-"

    lines = ["| code | severity | files MLIR accepts | files MLIR rejects |",
             "|---|---|---|---|"]
    for (code, severity), counts in sorted(rows.items()):
        lines.append(f"| `{code}` | {severity} | {cell(counts, 'accepted')} "
                     f"| {cell(counts, 'rejected')} |")
    print("\n".join(lines))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--table", action="store_true")
    args = parser.parse_args()
    with open(MANIFEST) as f:
        manifest = json.load(f)
    with open(ACCEPTANCE) as f:
        acceptance = json.load(f)
    expected = {}
    if os.path.exists(EXPECTATIONS):
        with open(EXPECTATIONS) as f:
            expected = json.load(f)
    if args.table:
        table(manifest, acceptance, expected)
        return 0
    observed = observe_all(os.path.abspath(args.tool), manifest)
    if args.update:
        update(manifest, acceptance, expected, observed)
        return 0
    problems = compare(manifest, acceptance, expected, observed)
    for problem in problems:
        print(problem)
    files = len(manifest)
    print(f"corpus_test: {files} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
