# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Benchmark input made of the real downstream files of test/RealWorld/.

Every file of test/RealWorld/MANIFEST.json that MLIR 22's `mlir-opt` accepts
alone, as a whole (exit 0 and nothing on stderr: files with `expected-error`
comments print the diagnostic verifier's messages and are left out), is a
*unit*.  A unit is wrapped so that many of them can share one file:

  * its top-level alias definitions (`#map = ...`, `!type = ...`) are
    renamed with a per-copy prefix (`#rw3_map`) and moved to the top of the
    output, where MLIR wants them (aliases may not repeat);
  * the rest (a `module`, or ops of the implicit module) goes inside its own
    `module { ... }`, so symbol names of different units or copies never
    clash;
  * `// -----` lines become `// (split marker)`: mlir-lsp-server and
    mlir-layout-lsp would otherwise cut the file into chunks there;
  * a file ending in `{-# ... #-}` (dialect resources) is left out.

Each wrapped unit is parsed alone with mlir-opt again; units that fail are
skipped.  The output holds the units in MANIFEST order, cycling through them
(`seed` rotates the start) until `target_lines` is reached, so a ~10k-line
file holds each unit about twice and a ~100k-line file about 18 times.
Deterministic for a given corpus and mlir-opt.

build() returns the same dictionary as gen_mlir.generate(): text, lines,
hover targets (type tokens after ': ') and edit sites (1- or 2-digit integer
literals of `arith.constant` / `llvm.mlir.constant` of i16/i32/i64/index
inside function bodies), plus the units used.
"""

import concurrent.futures
import json
import os
import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "test" / "RealWorld"
LLVM_BIN = Path(os.environ.get("MLIR22_BIN_DIR", "/usr/lib/llvm-22/bin"))

SPLIT = re.compile(r"^\s*//\s*-----")
ALIAS_DEF = re.compile(r"^([#!])([A-Za-z_][\w$.\-]*)\s*=")
EDIT_SITE = re.compile(
    r"(?:arith\.constant (-?)(\d{1,2})(?![\d.eE]) : (?:i16|i32|i64|index)\b"
    r"|llvm\.mlir\.constant\((-?)(\d{1,2}) : (?:i16|i32|i64)\))")
HOVER_TYPE = re.compile(
    r"(?<=: )(?:i(?:16|32|64)|f(?:16|32|64)|bf16|index|!llvm\.ptr"
    r"|(?:memref|vector|tensor)<[^<>]*>)(?![\w<])")
FUNC_HEAD = re.compile(r"^\s*(?:func\.func|llvm\.func|gpu\.func)\b")

_UNITS = {}


def _mlir_opt_quiet(text, timeout=120):
    """True when mlir-opt accepts `text` with no output on stderr."""
    try:
        p = subprocess.run([str(LLVM_BIN / "mlir-opt"), "-", "-o", os.devnull],
                           input=text, capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return False
    return p.returncode == 0 and not p.stderr.strip()


def _brace_delta(line):
    """{ minus } on a line, outside strings and // comments."""
    d, i, n, in_str = 0, 0, len(line), False
    while i < n:
        c = line[i]
        if in_str:
            if c == "\\":
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == "/" and line.startswith("//", i):
            break
        elif c == "{":
            d += 1
        elif c == "}":
            d -= 1
        i += 1
    return d


def _split_unit(text):
    """(alias definition lines, body lines) of a file's text, or None when
    it cannot be wrapped (dialect resources)."""
    if "{-#" in text:
        return None
    aliases, body, depth = [], [], 0
    for line in text.split("\n"):
        if depth == 0 and ALIAS_DEF.match(line):
            aliases.append(line)
        elif SPLIT.match(line):
            body.append("// (split marker)")
        else:
            body.append(line)
        depth += _brace_delta(line)
    while body and not body[-1].strip():
        body.pop()
    return aliases, body


def _rename(lines, names, prefix):
    if not names:
        return list(lines)
    pat = re.compile(r"([#!])(%s)(?![\w$.\-])" %
                     "|".join(re.escape(n) for n in
                              sorted(names, key=len, reverse=True)))
    return [pat.sub(lambda m: m.group(1) + prefix + m.group(2), l)
            for l in lines]


def wrap(unit, copy):
    """(alias lines, module lines) of `unit` for copy number `copy`."""
    prefix = "rw%d_" % copy
    aliases = _rename(unit["aliases"], unit["alias_names"], prefix)
    body = _rename(unit["body"], unit["alias_names"], prefix)
    head = "// from %s (%s)" % (unit["path"], unit["repository"])
    return aliases, [head, "module {"] + body + ["}"]


def units(jobs=2):
    """The usable units of the corpus, in MANIFEST order (memoized)."""
    key = str(LLVM_BIN)
    if key in _UNITS:
        return _UNITS[key]
    manifest = json.loads((CORPUS / "MANIFEST.json").read_text())
    # mlir-acceptance.json (test/RealWorld/classify.py, MLIR 22) says which
    # files MLIR 22 accepts; only those are tried again here (each mlir-opt
    # start costs 0.1-0.2 s).  Without it, every file is tried.
    try:
        acc = json.loads((CORPUS / "mlir-acceptance.json").read_text())
    except (OSError, ValueError):
        acc = None
    cands = []
    for e in manifest:
        if acc is not None and e["file"] in acc and not (
                acc[e["file"]].get("exit_code") == 0 or
                all(acc[e["file"]].get("accepts") or [False])):
            continue
        text = (CORPUS / e["file"]).read_text(encoding="utf-8")
        parts = _split_unit(text)
        if parts is None:
            continue
        aliases, body = parts
        names = [ALIAS_DEF.match(a).group(2) for a in aliases]
        u = {"file": e["file"], "path": e["path"],
             "repository": e["repository"], "text": text,
             "aliases": aliases, "alias_names": names, "body": body}
        cands.append(u)

    def ok(u):
        if not _mlir_opt_quiet(u["text"]):
            return False
        a, m = wrap(u, 0)
        return _mlir_opt_quiet("\n".join(a + m) + "\n")

    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        verdicts = list(pool.map(ok, cands))
    res = [u for u, v in zip(cands, verdicts) if v]
    _UNITS[key] = res
    return res


def function_bodies(lines):
    """[(first, last)] line ranges of the functions with a body
    (func.func, llvm.func, gpu.func), in one pass over `lines`."""
    out, stack, depth = [], [], 0
    pending = None  # a function header whose '{' has not come yet
    for n, line in enumerate(lines):
        if FUNC_HEAD.match(line):
            pending = n
        before = depth
        depth += _brace_delta(line)
        if pending is not None and "{" in line and depth > before:
            stack.append((pending, before))
            pending = None
        elif pending is not None and n > pending + 3:
            pending = None  # a declaration: no body
        while stack and depth <= stack[-1][1]:
            s, _ = stack.pop()
            out.append((s, n))
    return out


def body_markers_all(lines, sites):
    """For each line of `sites`: what the innermost function body around it
    refers to, a set of 'symbol' (any '@'), 'func.call', 'llvm.call',
    'memref.get_global', 'gpu.launch_func'; None when the line is in no
    function body."""
    owner = {}
    for s, e in sorted(function_bodies(lines), key=lambda r: r[0] - r[1]):
        for n in range(s + 1, e + 1):
            owner[n] = (s, e)  # larger ranges first: innermost wins
    cache, res = {}, []
    for n in sites:
        se = owner.get(n)
        if se is None:
            res.append(None)
            continue
        if se not in cache:
            body = "\n".join(lines[se[0] + 1:se[1] + 1])
            m = set()
            if "@" in body:
                m.add("symbol")
            for k in ("func.call", "llvm.call", "memref.get_global",
                      "gpu.launch_func"):
                if k in body:
                    m.add(k)
            cache[se] = m
        res.append(cache[se])
    return res


def edit_report(text, edits):
    """How many edit sites lie in function bodies that refer to symbols
    (the in-function fast path refuses those) and to which kinds."""
    lines = text.split("\n")
    marks = body_markers_all(lines, [e[0] for e in edits])
    rep = {"sites": len(edits), "outside_functions": 0}
    for m in marks:
        if m is None:
            rep["outside_functions"] += 1
            continue
        for k in sorted(m) or ["no_symbol"]:
            rep[k] = rep.get(k, 0) + 1
    return rep


def build(target_lines, seed=0):
    us = units()
    if not us:
        raise RuntimeError("no file of %s is accepted by mlir-opt" % CORPUS)
    alias_out, mod_out = [], []
    used, copy, total = [], 0, 2
    # In MANIFEST order from `seed`, cycling; a unit that would overshoot
    # the target by more than 5 % is skipped while a later one still fits
    # (a 1k-line file does not get the 1.7k-line unit).
    i, misses = seed % len(us), 0
    sizes = [len(wrap(u, 0)[0]) + len(wrap(u, 0)[1]) for u in us]
    while total < target_lines and misses < len(us):
        if used and total + sizes[i] > target_lines * 1.05:
            misses += 1
        else:
            a, m = wrap(us[i], copy)
            alias_out += a
            mod_out += m
            used.append(us[i]["file"])
            total += len(a) + len(m)
            copy += 1
            misses = 0
        i = (i + 1) % len(us)
    lines = ["// mlir-layout benchmark input: kind=corpus lines~%d seed=%d "
             "(%d real files of test/RealWorld, %d copies)"
             % (target_lines, seed, len(us), copy)] + alias_out + mod_out
    text = "\n".join(lines) + "\n"

    hovers, edits = [], []
    for n, line in enumerate(lines):
        if line.lstrip().startswith("//"):
            continue
        for m in HOVER_TYPE.finditer(line):
            tok = m.group(0)
            hovers.append((n, m.start() + min(2, len(tok) - 1), tok))
        for m in EDIT_SITE.finditer(line):
            g = 2 if m.group(2) is not None else 4
            edits.append((n, m.start(g), len(m.group(g))))
    marks = body_markers_all(lines, [e[0] for e in edits])
    edits = [e for e, m in zip(edits, marks) if m is not None]
    return {"text": text, "lines": len(lines), "hovers": hovers,
            "edits": edits, "modules": copy + 1, "functions": None,
            "units": used, "corpus_files": len(us)}
