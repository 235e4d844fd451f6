# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Deterministic generator of benchmark .mlir files.

Three kinds, all made of functions with arith / memref / vector ops:

  flat     one module with a data layout spec, functions directly inside.
  nested   an outer module with a spec, nested modules with specs and
           nested-nested modules with specs.  Each level only uses key kinds
           that MLIR 22 can combine (integers, index and !llvm.ptr at the
           top, f32/f16 in the middle, f64/bf16 at the bottom: different
           type classes per level; a pointer entry on one level only, since
           MLIR 22 reports "does not combine" for !llvm.ptr outside and
           !llvm.ptr<1> inside), so mlir-opt and mlir-lsp-server accept it.
  overlap  the nested layout, but nested specs redefine keys of the same
           type class as their ancestors (i64, index, i32, f32, ...) --
           compatible ones and, every few modules, incompatible ones that
           mlir-layout reports.  MLIR 22 segfaults on these files
           (docs/mlir22-crashes.md, facts 1 and 3), so only
           mlir-layout(-lsp) reads them.

generate() returns the text plus the positions the benchmark needs: type
tokens in op signatures (hover targets) and same-length constant edit sites
(didChange targets), as 0-based LSP positions (the files are ASCII, so UTF-16
columns are byte columns).
"""

import random

TOP_SPEC = ("#dlti.dl_spec<i64 = dense<[64, 64]> : vector<2xi64>, "
            "i32 = dense<[32, 32]> : vector<2xi64>, index = 64 : i64, "
            "!llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>, "
            "\"dlti.stack_alignment\" = 128 : i64>")
MID_SPEC = ("#dlti.dl_spec<f32 = dense<[32, 32]> : vector<2xi64>, "
            "f16 = dense<[16, 16]> : vector<2xi64>>")
LOW_SPEC = ("#dlti.dl_spec<f64 = dense<[64, 64]> : vector<2xi64>, "
            "bf16 = dense<[16, 16]> : vector<2xi64>>")
# Overlapping variants (same type class as an ancestor's entry).
MID_OVERLAP = [
    # compatible under the relax policy: lower alignment, same index width
    ("#dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, index = 64 : i64, "
     "f32 = dense<[32, 32]> : vector<2xi64>, "
     "!llvm.ptr = dense<[64, 32, 64]> : vector<3xi64>>"),
    # same values as the parent (redundant, still a crash for MLIR 22)
    ("#dlti.dl_spec<i32 = dense<[32, 32]> : vector<2xi64>, "
     "f16 = dense<[16, 16]> : vector<2xi64>, "
     "!llvm.ptr<1> = dense<[64, 64, 64]> : vector<3xi64>>"),
    # incompatible: raises i32 alignment and narrows index
    ("#dlti.dl_spec<i32 = dense<[64, 64]> : vector<2xi64>, index = 32 : i64, "
     "f32 = dense<[32, 32]> : vector<2xi64>>"),
]
LOW_OVERLAP = [
    ("#dlti.dl_spec<f32 = dense<[32, 64]> : vector<2xi64>, "
     "i16 = dense<[16, 16]> : vector<2xi64>, "
     "!llvm.ptr<2> = dense<[64, 64, 64]> : vector<3xi64>>"),
    ("#dlti.dl_spec<i64 = dense<[64, 64]> : vector<2xi64>, "
     "f64 = dense<[64, 64]> : vector<2xi64>>"),
]

KINDS = ("flat", "nested", "overlap")


class _Writer:
    def __init__(self):
        self.lines = []
        self.hovers = []   # (line, character, token)
        self.edits = []    # (line, character, length): a 2-digit constant

    def add(self, text, types=(), const=None):
        """Adds a line; `types` are tokens whose last occurrence on the line
        is a hover target; `const` is a 2-digit literal that didChange may
        rewrite."""
        n = len(self.lines)
        for tok in types:
            col = text.rfind(tok)
            assert col >= 0, (text, tok)
            self.hovers.append((n, col + min(2, len(tok) - 1), tok))
        if const is not None:
            col = text.index(const, text.index("arith.constant "))
            self.edits.append((n, col, len(const)))
        self.lines.append(text)


def _function(w, ind, fid, rng):
    """One function, 10-14 lines, one of four shapes."""
    c = "%02d" % (10 + rng.randrange(90))
    shape = fid % 4
    p = ind + "  "
    if shape == 0:
        w.add(f"{ind}func.func @f{fid}(%a: i32, %b: i32, %m: memref<16xf32>, "
              f"%v: vector<4xf32>, %i: index) -> (i32, vector<4xf32>) {{")
        w.add(f"{p}%c = arith.constant {c} : i32", ["i32"], const=c)
        w.add(f"{p}%s = arith.addi %a, %b : i32", ["i32"])
        w.add(f"{p}%t = arith.muli %s, %c : i32", ["i32"])
        w.add(f"{p}%e = arith.extsi %t : i32 to i64", ["i64"])
        w.add(f"{p}%x = memref.load %m[%i] : memref<16xf32>", ["memref<16xf32>"])
        w.add(f"{p}%w = vector.broadcast %x : f32 to vector<4xf32>",
              ["vector<4xf32>"])
        w.add(f"{p}%u = arith.addf %v, %w : vector<4xf32>", ["vector<4xf32>"])
        w.add(f"{p}%r = vector.reduction <add>, %u : vector<4xf32> into f32",
              ["f32"])
        w.add(f"{p}memref.store %r, %m[%i] : memref<16xf32>")
        w.add(f"{p}return %t, %u : i32, vector<4xf32>")
        w.add(f"{ind}}}")
    elif shape == 1:
        w.add(f"{ind}func.func @f{fid}(%x: vector<8xi16>, %y: vector<8xi16>, "
              f"%p: !llvm.ptr) -> vector<8xi32> {{")
        w.add(f"{p}%k = arith.constant dense<{c}> : vector<8xi16>",
              ["vector<8xi16>"], const=c)
        w.add(f"{p}%s = arith.addi %x, %y : vector<8xi16>", ["vector<8xi16>"])
        w.add(f"{p}%m = arith.muli %s, %k : vector<8xi16>", ["vector<8xi16>"])
        w.add(f"{p}%z = arith.extsi %m : vector<8xi16> to vector<8xi32>",
              ["vector<8xi32>"])
        w.add(f"{p}%h = vector.extract %z[3] : i32 from vector<8xi32>", ["i32"])
        w.add(f"{p}%q = vector.insert %h, %z [5] : i32 into vector<8xi32>",
              ["vector<8xi32>"])
        w.add(f"{p}%b = vector.shuffle %q, %z [0, 9, 2, 11, 4, 13, 6, 15] : "
              f"vector<8xi32>, vector<8xi32>", ["vector<8xi32>"])
        w.add(f"{p}return %b : vector<8xi32>")
        w.add(f"{ind}}}")
    elif shape == 2:
        w.add(f"{ind}func.func @f{fid}(%m: memref<4x?xf32>, %n: index, "
              f"%f: f64) -> f64 {{")
        w.add(f"{p}%c0 = arith.constant 0 : index", ["index"])
        w.add(f"{p}%c1 = arith.constant 1 : index")
        w.add(f"{p}%k = arith.constant {c}.5 : f64", ["f64"], const=c)
        w.add(f"{p}%d = memref.dim %m, %c1 : memref<4x?xf32>",
              ["memref<4x?xf32>"])
        w.add(f"{p}%a = memref.alloca(%d) : memref<?xf32>", ["memref<?xf32>"])
        w.add(f"{p}%v = memref.load %m[%c0, %n] : memref<4x?xf32>")
        w.add(f"{p}memref.store %v, %a[%c0] : memref<?xf32>")
        w.add(f"{p}%e = arith.extf %v : f32 to f64", ["f64"])
        w.add(f"{p}%s = arith.mulf %e, %k : f64", ["f64"])
        w.add(f"{p}%r = arith.addf %s, %f : f64", ["f64"])
        w.add(f"{p}return %r : f64")
        w.add(f"{ind}}}")
    else:
        w.add(f"{ind}func.func @f{fid}(%a: i64, %b: i64, %t: vector<2x4xf16>) "
              f"-> (i64, vector<2x4xf16>) {{")
        w.add(f"{p}%c = arith.constant {c} : i64", ["i64"], const=c)
        w.add(f"{p}%s = arith.subi %a, %b : i64", ["i64"])
        w.add(f"{p}%d = arith.divsi %s, %c : i64", ["i64"])
        w.add(f"{p}%x = arith.xori %d, %a : i64", ["i64"])
        w.add(f"{p}%n = arith.trunci %x : i64 to i32", ["i32"])
        w.add(f"{p}%h = vector.transpose %t, [1, 0] : vector<2x4xf16> to "
              f"vector<4x2xf16>", ["vector<4x2xf16>"])
        w.add(f"{p}%g = vector.transpose %h, [1, 0] : vector<4x2xf16> to "
              f"vector<2x4xf16>", ["vector<2x4xf16>"])
        w.add(f"{p}%m = arith.mulf %g, %t : vector<2x4xf16>",
              ["vector<2x4xf16>"])
        w.add(f"{p}return %x, %m : i64, vector<2x4xf16>")
        w.add(f"{ind}}}")


def generate(kind, target_lines, seed=0):
    """Returns {'text', 'lines', 'hovers', 'edits', 'modules'}."""
    assert kind in KINDS, kind
    rng = random.Random("%s-%d-%d" % (kind, target_lines, seed))
    w = _Writer()
    w.add(f"// mlir-layout benchmark input: kind={kind} lines~{target_lines} "
          f"seed={seed}")
    fid = 0
    modules = 1
    if kind == "flat":
        w.add(f"module @top attributes {{dlti.dl_spec = {TOP_SPEC}}} {{")
        while len(w.lines) < target_lines - 14:
            _function(w, "  ", fid, rng)
            fid += 1
        w.add("}")
    else:
        w.add(f"module @top attributes {{dlti.dl_spec = {TOP_SPEC}}} {{")
        mid = 0
        while len(w.lines) < target_lines - 16:
            # A few functions at the top level, then a nested module with
            # functions and a nested-nested module.
            for _ in range(2):
                if len(w.lines) >= target_lines - 16:
                    break
                _function(w, "  ", fid, rng)
                fid += 1
            if len(w.lines) >= target_lines - 60:
                continue
            if kind == "overlap":
                mspec = MID_OVERLAP[mid % len(MID_OVERLAP)]
                lspec = LOW_OVERLAP[mid % len(LOW_OVERLAP)]
            else:
                mspec, lspec = MID_SPEC, LOW_SPEC
            w.add(f"  module @m{mid} attributes {{dlti.dl_spec = {mspec}}} {{")
            for _ in range(3):
                _function(w, "    ", fid, rng)
                fid += 1
            w.add(f"    module @m{mid}_inner attributes "
                  f"{{dlti.dl_spec = {lspec}}} {{")
            for _ in range(2):
                _function(w, "      ", fid, rng)
                fid += 1
            w.add("    }")
            w.add("  }")
            modules += 2
            mid += 1
        w.add("}")
    text = "\n".join(w.lines) + "\n"
    return {"text": text, "lines": len(w.lines), "hovers": w.hovers,
            "edits": w.edits, "modules": modules, "functions": fid}


def spread(items, count):
    """`count` items spread evenly over `items` (with repetition if short)."""
    if not items:
        return []
    return [items[(i * len(items)) // count if count <= len(items)
                  else i % len(items)] for i in range(count)]


if __name__ == "__main__":
    import sys
    g = generate(sys.argv[1], int(sys.argv[2]))
    sys.stdout.write(g["text"])
