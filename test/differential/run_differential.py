#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Differential test of `mlir-layout query` against MLIR's own data layout.

Generates seeded random MLIR files (see layoutgen.py), asks
`mlir-opt --test-data-layout-query` for MLIR's answers and
`mlir-layout query --json` for ours, and compares size, bitsize, ABI and
preferred alignment, index bitwidth and scalability of every query op, plus
the printed type and the reported location.

    python3 test/differential/run_differential.py \
        --mlir-layout build/bin/mlir-layout \
        --mlir-opt /usr/lib/llvm-22/bin/mlir-opt [--seed S] [--cases N] \
        [--keep DIR] [-j JOBS]

    python3 test/differential/run_differential.py ... --check FILE...

The last line is the summary, e.g.
`differential: 612 cases, 612 agree, 0 disagree (seed 1234)`.  The exit code
is 0 only if every case agrees and at least `--cases` cases ran; 1 on any
disagreement or crash; 2 on usage or harness errors.

Files that mlir-opt rejects or crashes on are generator mistakes, not
findings: they are replaced by a regenerated file and counted.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import layoutgen  # noqa: E402
from mlir_output import (FIELDS, OutputError, describe,  # noqa: E402
                         differing_fields, parse_mlir_layout, parse_mlir_opt)

DEFAULT_SEED = 1234
DEFAULT_CASES = 600
#: How often one file is regenerated before the harness gives up.
MAX_ATTEMPTS = 25
#: Pipeline depth used for files given with --check (deeper anchors that do
#: not occur in a file are harmless).
CHECK_DEPTH = 6
REPO = pathlib.Path(__file__).resolve().parents[2]


class HarnessError(Exception):
    """A problem of the test setup rather than of a tool's answers."""


@dataclasses.dataclass
class ToolRun:
    """Outcome of one tool invocation."""

    returncode: int | None  # None: timed out
    stdout: str
    stderr: str

    def crashed(self, ok_codes: tuple[int, ...]) -> bool:
        """True for a signal, a timeout or an exit code not in ok_codes."""
        return self.returncode is None or self.returncode not in ok_codes

    def status(self) -> str:
        """Human-readable exit status."""
        if self.returncode is None:
            return "timed out"
        if self.returncode < 0:
            try:
                name = signal.Signals(-self.returncode).name
            except ValueError:
                name = f"signal {-self.returncode}"
            return f"killed by {name}"
        return f"exit code {self.returncode}"

    def first_error_line(self) -> str:
        """The most telling line of stderr, for short reports."""
        lines = [ln for ln in self.stderr.splitlines() if ln.strip()]
        for ln in lines:
            if "error" in ln.lower():
                return ln.strip()
        return lines[0].strip() if lines else ""


@dataclasses.dataclass
class FileResult:
    """Both tools' answers for one file."""

    path: pathlib.Path
    oracle: ToolRun
    layout: ToolRun | None = None
    expected: list[dict] | None = None


def run_tool(argv: list[str], timeout: float) -> ToolRun:
    """Run a command, capturing output; a timeout becomes returncode None."""
    try:
        proc = subprocess.run(argv, capture_output=True, text=True,
                              timeout=timeout, check=False)
    except OSError as err:
        raise HarnessError(f"cannot run {argv[0]}: {err}") from err
    except subprocess.TimeoutExpired as err:
        def text(v):
            return v.decode(errors="replace") if isinstance(v, bytes) else (
                v or "")
        return ToolRun(None, text(err.stdout), text(err.stderr))
    return ToolRun(proc.returncode, proc.stdout, proc.stderr)


class Runner:
    """Runs both tools on files and collects the comparison."""

    def __init__(self, args: argparse.Namespace, work_dir: pathlib.Path,
                 keep: bool):
        self.args = args
        self.work_dir = work_dir
        self.keep = keep
        self.fail_dir: pathlib.Path | None = work_dir if keep else None
        self.cases = 0
        self.agree = 0
        self.disagree = 0
        self.crashes = 0
        self.problems = 0  # reported issues outside per-case comparison
        self.reported = 0

    # ------------------------------------------------------------ tools ---
    def oracle_cmd(self, path: pathlib.Path, depth: int) -> list[str]:
        """mlir-opt command line computing MLIR's answers for a file."""
        return [self.args.mlir_opt, "--mlir-print-local-scope",
                "--mlir-disable-threading",
                "--pass-pipeline=" + layoutgen.pipeline_for_depth(depth),
                str(path)]

    def layout_cmd(self, path: pathlib.Path) -> list[str]:
        """mlir-layout command line for a file."""
        return [self.args.mlir_layout, "query", "--json", str(path)]

    def run_file(self, path: pathlib.Path, depth: int) -> FileResult:
        """Ask mlir-opt, then (if it succeeded) mlir-layout, about a file."""
        oracle = run_tool(self.oracle_cmd(path, depth), self.args.timeout)
        result = FileResult(path, oracle)
        if oracle.returncode != 0:
            return result
        try:
            result.expected = parse_mlir_opt(oracle.stdout)
        except OutputError as err:
            raise HarnessError(f"cannot read mlir-opt's output for {path}: "
                               f"{err}") from err
        result.layout = run_tool(self.layout_cmd(path), self.args.timeout)
        return result

    # ---------------------------------------------------------- reports ---
    def kept_copy(self, result: FileResult) -> pathlib.Path:
        """Keep the failing file and both tools' outputs; return its path."""
        if self.fail_dir is None:
            self.fail_dir = pathlib.Path(tempfile.mkdtemp(
                prefix=f"mlir-layout-differential-{self.args.seed}-"))
        target = self.fail_dir / result.path.name
        if target.resolve() != result.path.resolve():
            shutil.copyfile(result.path, target)
        stem = target.with_suffix("")
        stem.with_suffix(".mlir-opt.txt").write_text(
            result.oracle.stdout + result.oracle.stderr)
        if result.layout is not None:
            stem.with_suffix(".mlir-layout.json").write_text(
                result.layout.stdout + result.layout.stderr)
        return target

    def say(self, text: str) -> None:
        """Print a report block unless the report limit is reached."""
        self.reported += 1
        if self.reported <= self.args.max_reports:
            print(text, flush=True)
        elif self.reported == self.args.max_reports + 1:
            print(f"differential: more problems follow; only the first "
                  f"{self.args.max_reports} are shown", flush=True)

    def reproduce_hint(self, kept: pathlib.Path, depth: int) -> str:
        """Commands that rerun both tools on a kept file."""
        return (f"  reproduce:   {self.args.mlir_layout} query --json {kept}\n"
                f"               {self.args.mlir_opt} --mlir-print-local-scope"
                f" --pass-pipeline='{layoutgen.pipeline_for_depth(depth)}'"
                f" {kept}")

    # ------------------------------------------------------- comparison ---
    def compare(self, result: FileResult, queries: list | None,
                depth: int) -> None:
        """Compare both tools' answers for one file and report problems.

        `queries` are the generated query ops (with line and column) or None
        for files given with --check, which are matched by order alone.
        """
        expected = result.expected or []
        count = len(queries) if queries is not None else len(expected)
        self.cases += count
        name = result.path.name
        seed = f"seed {self.args.seed}" if queries is not None else "--check"

        if queries is not None and len(expected) != len(queries):
            self.problems += 1
            self.disagree += count
            kept = self.kept_copy(result)
            self.say(f"differential: HARNESS {seed}, file {name}: mlir-opt "
                     f"annotated {len(expected)} query ops, the file has "
                     f"{len(queries)}\n  kept copy:   {kept}")
            return

        layout = result.layout
        assert layout is not None
        if layout.returncode != 0:
            crashed = layout.crashed((0, 1, 2))
            self.crashes += crashed
            self.disagree += count
            kept = self.kept_copy(result)
            what = "CRASH" if crashed else "REJECTED"
            self.say(f"differential: {what} {seed}, file {name}: mlir-layout "
                     f"{layout.status()} on a file mlir-opt accepts "
                     f"({count} cases)\n"
                     f"  stderr:      {layout.first_error_line()}\n"
                     f"  kept copy:   {kept}\n"
                     + self.reproduce_hint(kept, depth))
            return
        try:
            actual = parse_mlir_layout(layout.stdout)
        except OutputError as err:
            self.problems += 1
            self.disagree += count
            kept = self.kept_copy(result)
            self.say(f"differential: BAD OUTPUT {seed}, file {name}: {err}\n"
                     f"  kept copy:   {kept}")
            return

        # Pair records with query ops: by location when it is known,
        # otherwise by order.
        pairs: list[tuple[str, dict, dict | None]] = []
        if queries is not None:
            by_loc = {(r.get("line"), r.get("column")): r for r in actual}
            for q, exp in zip(queries, expected):
                pairs.append((f"{name}:{q.line}:{q.column}", exp,
                              by_loc.pop((q.line, q.column), None)))
            extra = list(by_loc.values())
        else:
            for k, exp in enumerate(expected):
                rec = actual[k] if k < len(actual) else None
                where = (f"{name}:{rec.get('line')}:{rec.get('column')}"
                         if rec else f"{name} query #{k}")
                pairs.append((where, exp, rec))
            extra = actual[len(expected):]

        kept = None
        for where, exp, act in pairs:
            if act is None:
                diff = ["missing record"]
            else:
                diff = differing_fields(exp, act)
                if "error" not in act and act.get("type") != exp["type"]:
                    diff.append("type")
            if not diff:
                self.agree += 1
                continue
            self.disagree += 1
            kept = kept or self.kept_copy(result)
            scope = f" (scope {act.get('scope')!r})" if act else ""
            type_note = ""
            if act is not None and act.get("type") != exp["type"]:
                type_note = ("  mlir-layout prints the type as "
                             f"{act.get('type')}\n")
            self.say(f"differential: DISAGREE {seed}, file {where}{scope}, "
                     f"type {exp['type']}\n"
                     f"  mlir-opt:    {describe(exp)}\n"
                     f"  mlir-layout: {describe(act)}\n"
                     f"{type_note}"
                     f"  differs in:  {', '.join(diff)}\n"
                     f"  kept copy:   {kept}\n"
                     + self.reproduce_hint(kept, depth))
        for rec in extra:
            self.problems += 1
            kept = kept or self.kept_copy(result)
            self.say(f"differential: EXTRA RECORD {seed}, file {name}: "
                     f"mlir-layout reports {rec} which matches no query op\n"
                     f"  kept copy:   {kept}")


def generated_run(args: argparse.Namespace, runner: Runner,
                  pool: concurrent.futures.Executor) -> int:
    """Generate files until at least args.cases query cases are accepted by
    mlir-opt, then compare.  Returns the number of regenerated files."""
    files: dict[int, tuple[int, layoutgen.GeneratedFile]] = {}
    done: dict[int, FileResult] = {}
    rejected = 0

    def path_of(index: int) -> pathlib.Path:
        return runner.work_dir / f"f{index:04d}.mlir"

    def put(index: int, attempt: int) -> None:
        gen = layoutgen.generate_file(args.seed, index, attempt,
                                      opaque_structs=args.opaque_structs)
        files[index] = (attempt, gen)
        path_of(index).write_text(gen.text)

    while True:
        planned = sum(len(gen.queries) for _, gen in files.values())
        while planned < args.cases:
            index = len(files)
            put(index, 0)
            planned += len(files[index][1].queries)
        todo = [i for i in files if i not in done]
        if not todo:
            break
        futures = {i: pool.submit(runner.run_file, path_of(i),
                                  files[i][1].depth) for i in todo}
        for i in todo:
            result = futures[i].result()
            if result.oracle.returncode == 0:
                done[i] = result
                continue
            rejected += 1
            attempt = files[i][0]
            reason = (f"{result.oracle.status()}: "
                      f"{result.oracle.first_error_line()}")
            if args.verbose:
                print(f"differential: mlir-opt rejected f{i:04d}.mlir "
                      f"(attempt {attempt}): {reason}", flush=True)
            if runner.keep:
                shutil.copyfile(path_of(i), runner.work_dir /
                                f"f{i:04d}.rejected-{attempt}.mlir")
            if attempt + 1 >= MAX_ATTEMPTS:
                raise HarnessError(f"mlir-opt rejected {MAX_ATTEMPTS} "
                                   f"versions of file {i} (last: {reason}); "
                                   f"fix the generator")
            put(i, attempt + 1)

    for i in sorted(files):
        runner.compare(done[i], files[i][1].queries, files[i][1].depth)
    print(f"differential: {len(files)} files, {rejected} regenerated after "
          f"mlir-opt rejected them", flush=True)
    return rejected


def check_run(args: argparse.Namespace, runner: Runner,
              pool: concurrent.futures.Executor) -> None:
    """Compare both tools on existing files (matched by order)."""
    paths = [pathlib.Path(p) for p in args.check]
    results = list(pool.map(lambda p: runner.run_file(p, CHECK_DEPTH), paths))
    for result in results:
        if result.oracle.returncode != 0:
            runner.problems += 1
            runner.say(f"differential: mlir-opt {result.oracle.status()} on "
                       f"{result.path}: {result.oracle.first_error_line()}")
            continue
        runner.compare(result, None, CHECK_DEPTH)


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Command-line options."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--mlir-layout",
                   default=str(REPO / "build/bin/mlir-layout"),
                   help="mlir-layout binary under test")
    p.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt",
                   help="mlir-opt binary giving the expected answers")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED,
                   help=f"generator seed (default {DEFAULT_SEED})")
    p.add_argument("--cases", type=int, default=DEFAULT_CASES,
                   help="minimum number of query cases "
                   f"(default {DEFAULT_CASES})")
    p.add_argument("--keep", metavar="DIR",
                   help="generate into DIR and keep all files there")
    p.add_argument("-j", "--jobs", type=int, default=2,
                   help="files processed in parallel (default 2)")
    p.add_argument("--timeout", type=float, default=60.0,
                   help="seconds allowed per tool run (default 60)")
    p.add_argument("--max-reports", type=int, default=25,
                   help="problems printed in full (default 25)")
    p.add_argument("--check", nargs="+", metavar="FILE",
                   help="compare the tools on these files instead of "
                   "generated ones")
    p.add_argument("--opaque-structs", action=argparse.BooleanOptionalAction,
                   default=True,
                   help="also query opaque identified structs (MLIR lays "
                   "them out as empty structs; default on)")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="also report each file mlir-opt rejected")
    args = p.parse_args(argv)
    if args.jobs < 1 or args.cases < 0:
        p.error("--jobs must be positive and --cases non-negative")
    for tool in (args.mlir_layout, args.mlir_opt):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            p.error(f"not an executable: {tool}")
    return args


def main(argv: list[str]) -> int:
    """Entry point; returns the process exit code."""
    args = parse_args(argv)
    start = time.monotonic()
    if args.keep:
        work_dir = pathlib.Path(args.keep)
        work_dir.mkdir(parents=True, exist_ok=True)
        tmp = None
    else:
        tmp = tempfile.TemporaryDirectory(prefix="mlir-layout-differential-")
        work_dir = pathlib.Path(tmp.name)
    runner = Runner(args, work_dir, keep=bool(args.keep))
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            if args.check:
                check_run(args, runner, pool)
            else:
                generated_run(args, runner, pool)
    except HarnessError as err:
        print(f"differential: error: {err}", file=sys.stderr)
        return 2
    finally:
        if tmp is not None:
            tmp.cleanup()
    elapsed = time.monotonic() - start
    print(f"differential: {elapsed:.1f}s with {args.jobs} jobs"
          + (f"; failing files kept in {runner.fail_dir}"
             if runner.fail_dir and runner.disagree + runner.problems else ""),
          flush=True)
    if runner.crashes:
        print(f"differential: mlir-layout crashed on {runner.crashes} file(s)")
    seed = f"seed {args.seed}" if not args.check else "--check"
    print(f"differential: {runner.cases} cases, {runner.agree} agree, "
          f"{runner.disagree} disagree ({seed})", flush=True)
    ok = (runner.disagree == 0 and runner.problems == 0 and
          runner.crashes == 0 and
          (args.check or runner.cases >= args.cases))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
