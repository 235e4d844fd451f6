#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Seeded suite for the layouts MLIR 22 lacks (issue: memrefs and structs).

1. Memref values: `mlir-layout query --json` on memref types must equal what
   `mlir-opt --test-data-layout-query` gives for the equivalent LLVM type
   under the same spec: the descriptor `!llvm.struct<(ptr<AS>, ptr<AS>, iN,
   array<R x iN>, array<R x iN>)>` (rank 0: the first three fields; unranked:
   `!llvm.struct<(iN, ptr<AS>)>`), or `!llvm.ptr<AS>` under the bare model.
2. Struct fields: for every generated `!llvm.struct`, the field offsets
   `mlir-layout explain --json` reports must agree with MLIR's sizes of every
   prefix struct: size(prefix k) == alignTo(offset(k-1) + size(k-1),
   alignment(prefix k)), and the last prefix is the struct itself.

Expected numbers come from mlir-opt at test time. Prints
`memref-structs: N cases, N agree, 0 disagree (seed S)`; exit 0 only at
full agreement.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlir_output import parse_mlir_layout, parse_mlir_opt  # noqa: E402


def ptr(space):
    return "!llvm.ptr" if space == 0 else f"!llvm.ptr<{space}>"


def gen_spec(rng):
    """A spec: index width, pointer entries, some scalar entries, model."""
    index_bits = rng.choice([16, 32, 64])
    entries = [f"index = {index_bits} : i64"]
    for space in range(4):
        if rng.random() < 0.6:
            size = rng.choice([32, 64])
            abi = rng.choice([32, 64])
            entries.append(f"{ptr(space)} = dense<[{size}, {abi}, {max(abi, 64)}, "
                           f"{size}]> : vector<4xi64>")
    for key, choices in (("i32", [32, 64]), ("i64", [32, 64, 128]),
                         ("f64", [32, 64]), ("i16", [16, 32])):
        if rng.random() < 0.5:
            abi = rng.choice(choices)
            entries.append(f"{key} = dense<[{abi}, {abi * 2}]> : vector<2xi64>")
    model = rng.choice(["descriptor", "descriptor", "bare"])
    return entries, index_bits, model


def gen_memref(rng):
    """A memref type and its parts: (text, rank or None, space)."""
    space = rng.choice([0, 0, 1, 2, 3])
    suffix = "" if space == 0 else f", {space}"
    elem = rng.choice(["f32", "i8", "i24", "f64", "vector<4xf16>"])
    if rng.random() < 0.15:
        return f"memref<*x{elem}{suffix}>", None, space
    rank = rng.randint(0, 3)
    dims = [rng.choice(["?", "1", "3", "8"]) for _ in range(rank)]
    shape = "".join(d + "x" for d in dims)
    return f"memref<{shape}{elem}{suffix}>", rank, space


def lowered(rank, space, index_bits, model):
    if model == "bare":
        return ptr(space)
    idx = f"i{index_bits}"
    p = ptr(space)
    if rank is None:
        return f"!llvm.struct<({idx}, {p})>"
    fields = [p, p, idx]
    if rank > 0:
        fields += [f"!llvm.array<{rank} x {idx}>"] * 2
    return "!llvm.struct<(" + ", ".join(fields) + ")>"


def gen_field(rng, depth=0):
    r = rng.random()
    if depth < 2 and r < 0.15:
        return gen_struct(rng, depth + 1)
    if r < 0.25:
        return f"!llvm.array<{rng.randint(1, 3)} x {gen_field(rng, depth + 1)}>"
    if r < 0.35:
        return rng.choice(["vector<3xf32>", "vector<2xi64>", "vector<4xi8>"])
    if r < 0.45:
        return ptr(rng.choice([0, 1, 3]))
    return rng.choice(["i1", "i8", "i16", "i24", "i32", "i48", "i64", "f16",
                       "f32", "f64", "f80", "index"])


def gen_struct(rng, depth=0):
    fields = [gen_field(rng, depth) for _ in range(rng.randint(1, 5))]
    packed = "packed " if rng.random() < 0.2 else ""
    return "!llvm.struct<" + packed + "(" + ", ".join(fields) + ")>"


def struct_fields(text):
    """Top-level fields and packedness of a generated struct text."""
    inner = text[len("!llvm.struct<"):-1]
    packed = inner.startswith("packed ")
    if packed:
        inner = inner[len("packed "):]
    body = inner[1:-1]
    fields, depth, start = [], 0, 0
    for i, c in enumerate(body):
        if c in "<([":
            depth += 1
        elif c in ">)]":
            depth -= 1
        elif c == "," and depth == 0:
            fields.append(body[start:i].strip())
            start = i + 1
    fields.append(body[start:].strip())
    return fields, packed


def module(entries, types, extra_entries=()):
    spec = ", ".join(list(entries) + list(extra_entries))
    lines = [f"module @m attributes {{dlti.dl_spec = #dlti.dl_spec<{spec}>}} {{",
             "  func.func @f() {"]
    for i, t in enumerate(types):
        lines.append(f'    %q{i} = "test.data_layout_query"() : () -> {t}')
    lines += ["    return", "  }", "}"]
    return "\n".join(lines) + "\n"


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if p.returncode not in (0, 1) or p.returncode < 0:
        raise RuntimeError(f"{cmd[0]} failed ({p.returncode}): {p.stderr[-2000:]}")
    return p


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlir-layout", required=True)
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--files", type=int, default=25)
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print every compared case")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    cases = agree = 0
    problems = []
    work = tempfile.mkdtemp(prefix="memref-structs-")
    pipeline = "--pass-pipeline=builtin.module(builtin.module(func.func(test-data-layout-query)))"
    for n in range(args.files):
        entries, index_bits, model = gen_spec(rng)
        memrefs = [gen_memref(rng) for _ in range(12)]
        structs = [gen_struct(rng) for _ in range(8)]
        model_entry = [f'"mlir_layout.memref_model" = "{model}"']
        # 1. memref values against the lowered LLVM types.
        ours_path = os.path.join(work, f"memref{n}.mlir")
        theirs_path = os.path.join(work, f"lowered{n}.mlir")
        with open(ours_path, "w") as f:
            f.write(module(entries, [m[0] for m in memrefs], model_entry))
        with open(theirs_path, "w") as f:
            f.write(module(entries, [lowered(r, s, index_bits, model)
                                     for _, r, s in memrefs]))
        ours = parse_mlir_layout(run([args.mlir_layout, "query", "--json",
                                      ours_path]).stdout)
        theirs = parse_mlir_opt(run([args.mlir_opt, pipeline.replace(
            "builtin.module(builtin.module(", "builtin.module("
        ).replace(")))", "))"), theirs_path]).stdout)
        if not (len(ours) == len(theirs) == len(memrefs)):
            raise RuntimeError(f"{ours_path}: {len(ours)} records from "
                               f"mlir-layout, {len(theirs)} from mlir-opt, "
                               f"{len(memrefs)} expected")
        for (text, _, _), o, t in zip(memrefs, ours, theirs):
            cases += 1
            same = all(o.get(k) == t.get(k) for k in ("size", "abi", "preferred"))
            agree += same
            if args.verbose:
                print(f"memref {text} ({model}): {o.get('size')}/{o.get('abi')}"
                      f" vs {t['type']}: {t['size']}/{t['abi']}")
            if not same:
                problems.append(f"{ours_path}: {text} ({model}): mlir-layout "
                                f"{o} vs MLIR {t['type']} {t}")
        # 2. struct field offsets against MLIR's sizes of prefix structs.
        prefixes = []
        for s in structs:
            fields, packed = struct_fields(s)
            for k in range(1, len(fields) + 1):
                prefixes.append("!llvm.struct<" + ("packed " if packed else "")
                                + "(" + ", ".join(fields[:k]) + ")>")
        theirs_path = os.path.join(work, f"prefix{n}.mlir")
        with open(theirs_path, "w") as f:
            f.write(module(entries, prefixes))
        theirs = parse_mlir_opt(run([args.mlir_opt, "--pass-pipeline="
                                     "builtin.module(func.func("
                                     "test-data-layout-query))",
                                     theirs_path]).stdout)
        ours_path = os.path.join(work, f"struct{n}.mlir")
        op = ('%r:{n} = "test.op"() : () -> ({types})'
              .format(n=len(structs), types=", ".join(structs)))
        with open(ours_path, "w") as f:
            f.write(module(entries, []).replace("  func.func @f() {",
                                                "  " + op + "\n  func.func @f() {"))
        # `--at` on the op's name explains every result type of the op.
        column = op.index('"test.op"') + 3
        explained = json.loads(run([args.mlir_layout, "explain", "--json",
                                    ours_path, "--at", f"2:{column}"]).stdout)
        if isinstance(explained, dict):
            explained = [explained]
        if len(explained) != len(structs) or len(theirs) != len(prefixes):
            raise RuntimeError(f"{ours_path}: {len(explained)} explanations "
                               f"for {len(structs)} structs, {len(theirs)} "
                               f"MLIR records for {len(prefixes)} prefixes")
        at = 0
        for s, e in zip(structs, explained):
            fields, packed = struct_fields(s)
            cases += 1
            ok = len(e.get("fields", [])) == len(fields)
            for k in range(1, len(fields) + 1):
                t = theirs[at]
                at += 1
                if not ok:
                    continue
                last = e["fields"][k - 1]
                end = last["offset"] + last["size"]
                align = t["abi"]
                expected_size = -(-end // align) * align if align else end
                if expected_size != t["size"]:
                    ok = False
                    problems.append(f"{ours_path}: {s}: prefix {k} ends at "
                                    f"{end}, MLIR size {t['size']} (align "
                                    f"{align}), fields {e['fields']}")
            if ok and e["size"] != theirs[at - 1]["size"]:
                ok = False
                problems.append(f"{s}: total {e['size']} vs {theirs[at - 1]}")
            agree += ok
    for p in problems[:20]:
        print("DISAGREE", p)
    print(f"memref-structs: {cases} cases, {agree} agree, {cases - agree} "
          f"disagree (seed {args.seed})")
    if problems:
        print(f"inputs kept in {work}")
    return 0 if agree == cases and cases > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
