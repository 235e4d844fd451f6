# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Deterministic generator of benchmark .mlir files.

Kinds:

  realistic  (the default of run_bench.py) what real files hold: one module
           with a data layout spec and `gpu.container_module`, made of
           groups of memref.global / llvm.mlir.global, private function
           declarations, func.func bodies that call each other
           (func.call), scf.for / scf.if / affine.for regions, op
           attributes, an llvm.func with llvm.call and
           llvm.mlir.addressof, a host function with memref.get_global and
           gpu.launch_func, a nested gpu.module with a func.func and a
           gpu.func kernel that calls it, and a leaf function without calls.
           Every edit site is a constant in a body that refers to a symbol
           ('@'): the server's in-function fast path refuses those today.
  corpus   the real downstream files of test/RealWorld/ that mlir-opt 22
           accepts, each in its own module, repeated to the size asked
           (realworld.py).
  flat     one module with a data layout spec, functions with arith /
           memref / vector ops directly inside (no calls).
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

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # keep bench/ free of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent))
import realworld  # noqa: E402

LLVM_BIN = Path(os.environ.get("MLIR22_BIN_DIR", "/usr/lib/llvm-22/bin"))

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

KINDS = ("realistic", "corpus", "flat", "nested", "overlap")
DEFAULT_KINDS = ("realistic", "corpus")
# What each kind promises: mlir-opt 22 accepts it with no diagnostic, and
# `mlir-layout check` reports no error.  overlap files crash mlir-opt and
# hold incompatible specs on purpose; the corpus holds real problems that
# mlir-layout reports (test/RealWorld/expectations.json).
MLIR_OPT_CLEAN = {"realistic", "corpus", "flat", "nested"}
CHECK_CLEAN = {"realistic", "flat", "nested"}


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
            col = text.index(const, text.index("constant"))
            self.edits.append((n, col, len(const)))
        self.lines.append(text)

    def extend(self, other):
        """Appends the lines, hover targets and edit sites of `other`."""
        n = len(self.lines)
        self.lines += other.lines
        self.hovers += [(l + n, c, t) for l, c, t in other.hovers]
        self.edits += [(l + n, c, k) for l, c, k in other.edits]


def _function(w, ind, fid, rng, edits=True):
    """One function, 10-14 lines, one of four shapes; `edits`: mark its
    constant as an edit site."""
    c = "%02d" % (10 + rng.randrange(90))
    shape = fid % 4
    if not edits:
        w0 = w

        class _NoEdits:
            def add(self, text, types=(), const=None):
                w0.add(text, types)
        w = _NoEdits()
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


# The two type flavours of the realistic kind's groups (group g uses
# flavour g % 2 and calls into group g - 2, of the same flavour).
_FLAVOURS = [
    {"E": "f32", "I": "i32", "EW": 32, "fill": "1.500000e+00"},
    {"E": "f64", "I": "i64", "EW": 64, "fill": "2.500000e-01"},
]
REALISTIC_GROUP_LINES = 110  # upper bound of one group of _realistic_group
KERNELS_PER_GPU_MODULE = 8


def _realistic_header(w):
    """Top-level declarations every realistic file starts with."""
    w.add("  llvm.func @printf(!llvm.ptr, ...) -> i32")
    w.add("  llvm.func @malloc(i64) -> !llvm.ptr", ["!llvm.ptr"])
    w.add("  llvm.func @free(!llvm.ptr)")
    w.add("  func.func private @clock() -> i64", ["i64"])


def _realistic_group(w, dw, g, rng, leaf_fid):
    """One group of what real files hold (about 100 lines): globals, private
    declarations, functions that call each other, scf/affine regions, an
    LLVM-dialect function and a GPU kernel launched from the host.  Its edit
    sites are constants in bodies that call (func.call, llvm.call,
    memref.get_global, gpu.launch_func), which the server's in-function fast
    path cannot take as they are.  The host side goes to `w`, the kernel
    and its device function to `dw` (inside gpu.module
    @kernels{g // KERNELS_PER_GPU_MODULE}, which the caller opens and
    closes)."""
    fl = _FLAVOURS[g % 2]
    E, I = fl["E"], fl["I"]
    def cst():
        return "%02d" % (10 + rng.randrange(90))
    msg = "g%d = %%d" % g
    nbytes = len(msg) + 2  # "\0A" and "\00" are one byte each
    # Globals and declarations.
    w.add(f'  memref.global "private" constant @table{g} : memref<16x{E}> = '
          f'dense<{fl["fill"]}> {{alignment = 64 : i64}}', [f"memref<16x{E}>"])
    w.add(f'  memref.global "private" @scratch{g} : memref<64x{I}> = '
          f'uninitialized', [f"memref<64x{I}>"])
    w.add(f'  llvm.mlir.global internal constant @fmt{g}("{msg}\\0A\\00") '
          f'{{addr_space = 0 : i32}} : !llvm.array<{nbytes} x i8>',
          [f"!llvm.array<{nbytes} x i8>"])
    w.add(f"  llvm.mlir.global internal @counter{g}(0 : i64) "
          f"{{alignment = 8 : i64}} : i64", ["i64"])
    w.add(f"  func.func private @ext_scale{g}({E}, {I}) -> {E} "
          f"attributes {{llvm.readnone}}", [E])
    w.add(f"  func.func private @ext_log{g}(memref<?x{E}>, index)",
          [f"memref<?x{E}>"])
    # A helper that calls an external function.
    c = cst()
    w.add(f"  func.func @helper{g}(%x: {E}, %n: {I}) -> {E} {{")
    w.add(f"    %c = arith.constant {c} : {I}", [I], const=c)
    w.add(f"    %s = arith.addi %n, %c : {I}", [I])
    w.add(f"    %r = func.call @ext_scale{g}(%x, %s) : ({E}, {I}) -> {E}", [E])
    w.add(f"    %y = arith.mulf %r, %x fastmath<fast> : {E}", [E])
    w.add(f"    return %y : {E}")
    w.add("  }")
    # A function with a global, loops, a branch and calls.
    c, c2 = cst(), cst()
    w.add(f"  func.func @compute{g}(%m: memref<?x{E}>, %n: index, %k: {I}) "
          f"-> {E} attributes {{llvm.emit_c_interface}} {{")
    w.add("    %c0 = arith.constant 0 : index", ["index"])
    w.add("    %c1 = arith.constant 1 : index")
    w.add(f"    %lim = arith.constant {c} : {I}", [I], const=c)
    w.add(f"    %init = arith.constant 0.000000e+00 : {E}", [E])
    w.add(f"    %g = memref.get_global @table{g} : memref<16x{E}>",
          [f"memref<16x{E}>"])
    w.add(f"    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init)"
          f" -> ({E}) {{")
    w.add(f"      %v = memref.load %m[%i] : memref<?x{E}>", [f"memref<?x{E}>"])
    w.add(f"      %w = func.call @helper{g}(%v, %k) : ({E}, {I}) -> {E}")
    w.add(f"      %a = arith.addf %acc, %w : {E}", [E])
    w.add(f"      scf.yield %a : {E}")
    w.add("    } {bench.unroll = 4 : i64}")
    w.add(f"    %p = arith.cmpi sgt, %k, %lim : {I}", [I])
    w.add(f"    %res = scf.if %p -> ({E}) {{")
    w.add(f"      %t = memref.load %g[%c1] : memref<16x{E}>")
    w.add(f"      %u = arith.addf %sum, %t : {E}")
    w.add(f"      scf.yield %u : {E}")
    w.add("    } else {")
    if g >= 2:
        w.add(f"      %o = func.call @compute{g - 2}(%m, %n, %k) : "
              f"(memref<?x{E}>, index, {I}) -> {E}")
        w.add(f"      scf.yield %o : {E}")
    else:
        w.add(f"      scf.yield %sum : {E}")
    w.add("    }")
    w.add("    affine.for %j = 0 to 16 {")
    w.add(f"      %e = affine.load %g[%j] : memref<16x{E}>")
    w.add(f"      %f = arith.mulf %e, %res : {E}", [E])
    w.add(f"      %h = arith.constant {c2}.25 : {E}", [E], const=c2)
    w.add(f"      %s = arith.addf %f, %h : {E}")
    w.add(f"      affine.store %s, %m[%j] : memref<?x{E}>")
    w.add("    }")
    w.add(f"    func.call @ext_log{g}(%m, %n) : (memref<?x{E}>, index) -> ()")
    w.add(f"    return %res : {E}")
    w.add("  }")
    # An LLVM-dialect function: a global, an address, printf.
    c = cst()
    w.add(f"  llvm.func @report{g}(%v: i32) -> i32 attributes "
          f"{{passthrough = [\"nounwind\"]}} {{")
    w.add(f"    %c = llvm.mlir.constant({c} : i32) : i32", ["i32"], const=c)
    w.add(f"    %fmt = llvm.mlir.addressof @fmt{g} : !llvm.ptr", ["!llvm.ptr"])
    w.add(f"    %cnt = llvm.mlir.addressof @counter{g} : !llvm.ptr")
    w.add("    %old = llvm.load %cnt {alignment = 8 : i64} : !llvm.ptr -> i64",
          ["i64"])
    w.add("    %one = llvm.mlir.constant(1 : i64) : i64")
    w.add("    %new = llvm.add %old, %one : i64")
    w.add("    llvm.store %new, %cnt {alignment = 8 : i64} : i64, !llvm.ptr")
    w.add("    %s = llvm.add %v, %c : i32", ["i32"])
    w.add("    %r = llvm.call @printf(%fmt, %s) vararg(!llvm.func<i32 (ptr, "
          "...)>) : (!llvm.ptr, i32) -> i32")
    w.add("    llvm.return %r : i32")
    w.add("  }")
    # The host side: a global, a kernel launch, a call into LLVM.
    c = cst()
    w.add(f"  func.func @host{g}(%buf: memref<256x{E}>, %n: index) -> {I} {{")
    w.add("    %c1 = arith.constant 1 : index")
    w.add("    %c64 = arith.constant 64 : index")
    w.add(f"    %k = arith.constant {c} : {I}", [I], const=c)
    w.add(f"    %sc = memref.get_global @scratch{g} : memref<64x{I}>",
          [f"memref<64x{I}>"])
    w.add(f"    gpu.launch_func @kernels{g // KERNELS_PER_GPU_MODULE}::@kern{g} "
          f"blocks in (%n, %c1, %c1) "
          f"threads in (%c64, %c1, %c1) args(%buf : memref<256x{E}>, %k : {I})")
    w.add(f"    %k32 = arith.trunci %k : {I} to i32" if I != "i32" else
          "    %k32 = arith.addi %k, %k : i32", ["i32"])
    w.add(f"    %r = llvm.call @report{g}(%k32) : (i32) -> i32")
    w.add(f"    %x = memref.load %sc[%c1] : memref<64x{I}>")
    w.add(f"    return %x : {I}")
    w.add("  }")
    # A leaf function without calls, as real files have some too (no edit
    # site: it would take the fast path).
    _function(w, "  ", leaf_fid, rng, edits=False)
    # The device side.
    w = dw
    c, c2 = cst(), cst()
    w.add(f"    func.func @dev_scale{g}(%v: {E}, %k: {I}) -> {E} {{")
    w.add(f"      %kf = arith.sitofp %k : {I} to {E}", [E])
    w.add(f"      %h = arith.constant {c2}.5 : {E}", [E])
    w.add(f"      %a = arith.mulf %v, %kf : {E}")
    w.add(f"      %b = arith.addf %a, %h : {E}")
    w.add(f"      return %b : {E}")
    w.add("    }")
    w.add(f"    gpu.func @kern{g}(%buf: memref<256x{E}>, %k: {I}) kernel "
          f"attributes {{known_block_size = array<i32: 64, 1, 1>}} {{")
    w.add("      %tid = gpu.thread_id x")
    w.add("      %bid = gpu.block_id x")
    w.add("      %c64 = arith.constant 64 : index", ["index"])
    w.add("      %o = arith.muli %bid, %c64 : index")
    w.add("      %i = arith.addi %o, %tid : index")
    w.add(f"      %j = arith.constant {c} : {I}", [I], const=c)
    w.add(f"      %kj = arith.addi %k, %j : {I}")
    w.add(f"      %v = memref.load %buf[%i] : memref<256x{E}>",
          [f"memref<256x{E}>"])
    w.add(f"      %w = func.call @dev_scale{g}(%v, %kj) : ({E}, {I}) -> {E}")
    w.add(f"      memref.store %w, %buf[%i] : memref<256x{E}>")
    w.add("      gpu.return")
    w.add("    }")


def generate(kind, target_lines, seed=0):
    """Returns {'text', 'lines', 'hovers', 'edits', 'modules'}."""
    assert kind in KINDS, kind
    if kind == "corpus":
        return realworld.build(target_lines, seed)
    rng = random.Random("%s-%d-%d" % (kind, target_lines, seed))
    w = _Writer()
    w.add(f"// mlir-layout benchmark input: kind={kind} lines~{target_lines} "
          f"seed={seed}")
    fid = 0
    modules = 1
    if kind == "realistic":
        w.add(f"module @top attributes {{dlti.dl_spec = {TOP_SPEC}, "
              f"gpu.container_module}} {{")
        _realistic_header(w)
        # The gpu.modules (KERNELS_PER_GPU_MODULE kernels each) come first,
        # then the host code.  MLIR's verifier of gpu.container_module looks
        # every gpu.launch_func's module up with an uncached, linear
        # SymbolTable::lookupSymbolIn: with the gpu.modules after 1M lines of
        # host code that alone takes minutes (in mlir-opt, mlir-lsp-server
        # and mlir-layout alike).
        hw, dw = _Writer(), _Writer()
        g = 0
        while (len(w.lines) + len(hw.lines) + len(dw.lines) <
               target_lines - REALISTIC_GROUP_LINES or g == 0):
            if g % KERNELS_PER_GPU_MODULE == 0:
                if g:
                    dw.add("  }")
                dw.add("  gpu.module @kernels%d {" %
                       (g // KERNELS_PER_GPU_MODULE))
            _realistic_group(hw, dw, g, rng, fid)
            g += 1
            fid += 1
        dw.add("  }")
        w.extend(dw)
        w.extend(hw)
        # Fill up with leaf functions (no edit site).
        while len(w.lines) < target_lines - 14:
            _function(w, "  ", fid, rng, edits=False)
            fid += 1
        fid += 6 * g  # helper, compute, report, host, dev_scale, kern
        modules += (g + KERNELS_PER_GPU_MODULE - 1) // KERNELS_PER_GPU_MODULE
        w.add("}")
    elif kind == "flat":
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


def default_mlir_layout():
    build = Path(os.environ.get("MLIR_LAYOUT_BUILD_DIR", "build"))
    if not build.is_absolute():
        build = Path(__file__).resolve().parent.parent / build
    return build / "bin" / "mlir-layout"


def _first_lines(text, n=2):
    return [l[:200] for l in text.splitlines() if l.strip()][:n]


def validate(kind, gen, path=None, mlir_layout=None, timeout=1800):
    """Checks a generated file: mlir-opt 22 accepts it with nothing on
    stderr (kinds of MLIR_OPT_CLEAN), `mlir-layout check` reports no error
    (CHECK_CLEAN; other kinds: the error count is reported), and the edit
    sites lie in function bodies, for the realistic kind all in bodies that
    refer to symbols, some with llvm.call, memref.get_global and
    gpu.launch_func.  Returns {'ok', 'problems', ...}."""
    problems, res = [], {"kind": kind, "lines": gen["lines"]}
    tmp = None
    if path is None:
        fd, tmp = tempfile.mkstemp(suffix=".mlir", prefix="gen-%s-" % kind)
        with os.fdopen(fd, "w") as f:
            f.write(gen["text"])
        path = tmp
    try:
        if kind in MLIR_OPT_CLEAN:
            p = subprocess.run([str(LLVM_BIN / "mlir-opt"), str(path), "-o",
                                os.devnull], capture_output=True, text=True,
                               timeout=timeout)
            res["mlir_opt"] = {"rc": p.returncode,
                               "stderr": _first_lines(p.stderr)}
            if p.returncode != 0 or p.stderr.strip():
                problems.append("mlir-opt: exit %d %s" % (
                    p.returncode, " / ".join(_first_lines(p.stderr))))
        exe = Path(mlir_layout or default_mlir_layout())
        if exe.exists():
            p = subprocess.run([str(exe), "check", str(path)],
                               capture_output=True, text=True, timeout=timeout)
            errors = [l for l in p.stdout.splitlines() + p.stderr.splitlines()
                      if ": error: " in l]
            res["check"] = {"rc": p.returncode, "errors": len(errors),
                            "warnings": sum(": warning: " in l for l in
                                            p.stdout.splitlines())}
            if kind in CHECK_CLEAN and (p.returncode != 0 or errors):
                problems.append("mlir-layout check: exit %d, %d error(s): %s"
                                % (p.returncode, len(errors),
                                   " / ".join(e[:200] for e in errors[:2])))
        else:
            res["check"] = None
            problems.append("no %s (set MLIR_LAYOUT_BUILD_DIR)" % exe)
    finally:
        if tmp:
            os.unlink(tmp)
    rep = realworld.edit_report(gen["text"], gen["edits"])
    res["edit_sites"] = rep
    if not gen["edits"]:
        problems.append("no edit site")
    if rep["outside_functions"]:
        problems.append("%d edit site(s) outside function bodies"
                        % rep["outside_functions"])
    if kind == "realistic":
        if rep.get("symbol", 0) != rep["sites"]:
            problems.append("%d edit site(s) in bodies without '@'"
                            % (rep["sites"] - rep.get("symbol", 0)))
        for k in ("llvm.call", "memref.get_global", "gpu.launch_func"):
            if not rep.get(k):
                problems.append("no edit site in a body with %s" % k)
    res["problems"] = problems
    res["ok"] = not problems
    return res


def main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(
        description="Writes a benchmark file to stdout (KIND LINES [SEED]), "
                    "or with --validate checks every kind and size.")
    ap.add_argument("kind", nargs="?", choices=KINDS)
    ap.add_argument("lines", nargs="?", type=int)
    ap.add_argument("seed", nargs="?", type=int, default=0)
    ap.add_argument("--validate", action="store_true",
                    help="generate --kinds at --sizes and check them "
                         "(exit 1 on a problem)")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--mlir-layout", default=None,
                    help="mlir-layout binary (default "
                         "$MLIR_LAYOUT_BUILD_DIR/bin/mlir-layout)")
    a = ap.parse_args(argv)
    if not a.validate:
        if a.kind is None or a.lines is None:
            ap.error("KIND and LINES are needed without --validate")
        sys.stdout.write(generate(a.kind, a.lines, a.seed)["text"])
        return 0
    bad = 0
    for size in [int(x) for x in a.sizes.split(",") if x]:
        for kind in [k for k in a.kinds.split(",") if k]:
            gen = generate(kind, size)
            r = validate(kind, gen, mlir_layout=a.mlir_layout)
            opt = r.get("mlir_opt")
            ck = r.get("check") or {}
            print("%-9s %7d lines: mlir-opt %s; check exit %s, %s error(s); "
                  "%d edit sites (%s): %s" % (
                      kind, gen["lines"],
                      "skipped" if opt is None else "exit %d%s" % (
                          opt["rc"], ", stderr" if opt["stderr"] else ""),
                      ck.get("rc"), ck.get("errors"), len(gen["edits"]),
                      ", ".join("%s %d" % (k, v) for k, v in
                                sorted(r["edit_sites"].items())
                                if k not in ("sites",)),
                      "ok" if r["ok"] else "FAILED: " +
                      "; ".join(r["problems"])), flush=True)
            bad += not r["ok"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
