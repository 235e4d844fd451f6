# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Seeded generator of MLIR files for the data-layout differential test.

Every generated file holds one chain of 1 to 3 nested `builtin.module`s.  Some
levels carry a `dlti.dl_spec`, some are named (`@m1`, ...), and `func.func`s
filled with `"test.data_layout_query"` ops sit at the innermost level and
sometimes at outer levels too.  Each query op has exactly one result, and no
other op in a function has a result, so the list of op results that
`mlir-layout query` reports is exactly the list of query ops, in file order.

The generator steers clear of inputs that crash MLIR 22 (see
docs/mlir22-crashes.md):

* Every *type class* gets spec entries at no more than one level of the
  chain: all integer types form one class, every float type is a class of its
  own, and so are `index`, `!llvm.struct` and the identifier keys.
* `!llvm.ptr` entries may appear at several levels, but an address space at
  only one.  Below a level that already has pointer entries, MLIR 22 checks a
  new address space against its *defaults* (size 64 bits, ABI alignment
  8 -- bits compared with bytes, llvm/llvm-project issue 222879), so such
  nested entries use size 64 and ABI alignment 8 bits.
* No type without a layout, no 0-D vector, no scalable vector inside an
  array at any depth (MLIR 22 aborts; inside structs they are generated, as
  MLIR 22 lays those out), no zero alignment (alignments are at least 8
  bits, `i0` only as a query type on its own).

Some functions hold their queries inside a scope that is not a module:
MLIR's `"test.op_with_data_layout"` (a `DataLayoutOpInterface` op of the
test dialect that Debian's mlir-opt registers; mlir-layout does not load
that dialect and assumes the unregistered op is a scope), with a spec of
type classes no module of the file uses, or with none; and some functions
carry a `dlti.dl_spec` themselves, which MLIR ignores (`func.func` is no
data layout scope).

Whatever slips through is caught by the runner, which asks mlir-opt first and
regenerates a file that mlir-opt rejects or crashes on.
"""

from __future__ import annotations

import dataclasses
import random
import re

#: Integer widths used in query types: odd widths and powers of two.
INT_WIDTHS = [1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 48,
              63, 64, 65, 96, 100, 127, 128, 129, 256, 512, 1000, 4096]
#: Integer widths used as spec keys.
INT_KEY_WIDTHS = [1, 7, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256]
#: Every builtin float type MLIR 22 parses (each one is checked by mlir-opt
#: at test time like everything else).
FLOAT_TYPES = ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E5M2", "f8E4M3",
               "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ",
               "f8E3M4", "f8E8M0FNU", "bf16", "f16", "tf32", "f32", "f64",
               "f80", "f128"]
#: Alignments (bits) for spec entries; all powers of two and at least 8 so
#: that no byte alignment ends up zero.
ALIGNS = [8, 16, 32, 64, 128]
PREF_ALIGNS = ALIGNS + [256]
ADDRESS_SPACES = [0, 1, 2, 3]
POINTER_SIZES = [16, 32, 64, 128]
INDEX_WIDTHS = [8, 16, 24, 32, 48, 64, 128]
STACK_ALIGNS = [32, 64, 128, 256]

#: Spec entry classes besides the per-float-type ones.
INT_CLASS, INDEX_CLASS, PTR_CLASS, STRUCT_CLASS, IDENT_CLASS = (
    "int", "index", "ptr", "struct", "ident")


@dataclasses.dataclass
class Query:
    """One `"test.data_layout_query"` op: its result type and position."""

    type: str
    line: int = 0
    column: int = 0
    level: int = 0


@dataclasses.dataclass
class Level:
    """One module of the chain: name, spec text and the functions in it."""

    name: str | None
    spec: str | None
    entries: list[str]
    funcs_before: list[list[Query]]
    funcs_after: list[list[Query]]


@dataclasses.dataclass
class GeneratedFile:
    """A generated file: its text, its queries in file order, and metadata."""

    text: str
    queries: list[Query]
    depth: int
    implicit_top: bool

    def pipeline(self) -> str:
        """The mlir-opt pass pipeline that runs the query pass in every
        function at every module level of this file."""
        return pipeline_for_depth(self.depth)


def pipeline_for_depth(depth: int) -> str:
    """A pipeline running `test-data-layout-query` on the functions of
    `depth` nested module levels (the top-level module is level 1)."""
    inner = ""
    for _ in range(depth):
        nested = "func.func(test-data-layout-query)"
        if inner:
            nested += "," + inner
        inner = "builtin.module(" + nested + ")"
    return inner


class FileGenerator:
    """Generates one file from a `random.Random`.

    The generator keeps the state that has to be unique within a file (names
    of identified structs, SSA numbering) and the "hot" types -- keys of the
    spec entries -- that queries pick more often so that the specs matter.
    """

    def __init__(self, rng: random.Random, min_queries: int = 10,
                 max_queries: int = 30, opaque_structs: bool = False):
        self.rng = rng
        self.opaque_structs = opaque_structs
        self.min_queries = min_queries
        self.max_queries = max_queries
        self.hot: list[str] = []
        self.struct_counter = 0
        self.aliases: list[str] = []
        #: Per function (by id of its query list): how its queries are
        #: wrapped: ("op", spec or None) or ("func-spec", spec).
        self.wrappers: dict[int, tuple[str, str | None]] = {}

    # ----------------------------------------------------------- specs ---
    def _dense(self, values: list[int]) -> str:
        """A `dense<...> : vector<Nxi64>` attribute, in one of the spellings
        MLIR accepts."""
        if len(values) == 1 and self.rng.random() < 0.3:
            body = str(values[0])
        else:
            sep = ", " if self.rng.random() < 0.7 else ","
            body = "[" + sep.join(str(v) for v in values) + "]"
        return f"dense<{body}> : vector<{len(values)}xi64>"

    def _align_pair(self) -> list[int]:
        """ABI alignment alone, or ABI and preferred alignment (>= ABI)."""
        abi = self.rng.choice(ALIGNS)
        if self.rng.random() < 0.4:
            return [abi]
        return [abi, self.rng.choice([a for a in PREF_ALIGNS if a >= abi])]

    def _entry(self, key: str, value: str, old_syntax: bool) -> str:
        if old_syntax:
            return f"#dlti.dl_entry<{key}, {value}>"
        return f"{key} = {value}"

    def _int_entries(self, old: bool) -> list[str]:
        """Integer entries; now and then two keys of one width that differ
        in signedness (`i32` and `si32`), where entry order matters."""
        keys = []
        for w in self.rng.sample(INT_KEY_WIDTHS, self.rng.randint(1, 4)):
            prefixes = ["i", "si", "ui"]
            self.rng.shuffle(prefixes)
            same_width = 2 if self.rng.random() < 0.2 else 1
            keys.extend(p + str(w) for p in prefixes[:same_width])
        self.rng.shuffle(keys)
        out = []
        for key in keys:
            self.hot.append(key)
            out.append(self._entry(key, self._dense(self._align_pair()), old))
        return out

    def _float_entry(self, key: str, old: bool) -> str:
        self.hot.append(key)
        return self._entry(key, self._dense(self._align_pair()), old)

    def _index_entry(self, old: bool) -> str:
        self.hot.append("index")
        return self._entry("index", f"{self.rng.choice(INDEX_WIDTHS)} : i64",
                           old)

    def _ptr_spelling(self, space: int) -> str:
        if space == 0:
            return self.rng.choice(["!llvm.ptr", "!llvm.ptr", "!llvm.ptr<0>"])
        return f"!llvm.ptr<{space}>"

    def _ptr_entry(self, space: int, nested: bool, old: bool) -> str:
        """A pointer entry [size, abi, preferred(, index)] in bits.  Entries
        nested below other pointer entries must match MLIR's defaults."""
        if nested:
            size, abi = 64, 8
        else:
            size, abi = (self.rng.choice(POINTER_SIZES),
                         self.rng.choice(ALIGNS))
        values = [size, abi, self.rng.choice([a for a in PREF_ALIGNS
                                              if a >= abi])]
        if self.rng.random() < 0.6:
            values.append(self.rng.choice([w for w in (8, 16, 32, 64, 128)
                                           if w <= max(size, 16)]))
        key = self._ptr_spelling(space)
        self.hot.append(key)
        return self._entry(key, self._dense(values), old)

    def _struct_entry(self, old: bool) -> str:
        self.hot.append("!llvm.struct<()>")
        return self._entry("!llvm.struct<()>", self._dense(self._align_pair()),
                           old)

    def _ident_entries(self, old: bool) -> list[str]:
        out = []
        if self.rng.random() < 0.7:
            out.append(self._entry('"dlti.endianness"',
                                   '"' + self.rng.choice(["big", "little"])
                                   + '"', old))
        if not out or self.rng.random() < 0.6:
            out.append(self._entry('"dlti.stack_alignment"',
                                   f"{self.rng.choice(STACK_ALIGNS)} : i64",
                                   old))
        return out

    def _make_specs(self, depth: int) -> list[list[str] | None]:
        """Spec entries per level (None: the level has no spec), honouring
        the one-level-per-type-class rule described in the module doc."""
        rng = self.rng
        has_spec = [rng.random() < 0.7 for _ in range(depth)]
        if not any(has_spec) and rng.random() < 0.9:
            has_spec[rng.randrange(depth)] = True
        spec_levels = [i for i in range(depth) if has_spec[i]]
        entries: list[list[str] | None] = [
            [] if has_spec[i] else None for i in range(depth)]
        if not spec_levels:
            return entries
        # Per-level syntax: new, old, or a mix of both inside one spec.
        syntax = {i: rng.choice(["new", "new", "old", "mixed"])
                  for i in spec_levels}

        def old(level: int) -> bool:
            s = syntax[level]
            return s == "old" or (s == "mixed" and rng.random() < 0.5)

        def pick_level(prob: float) -> int | None:
            return rng.choice(spec_levels) if rng.random() < prob else None

        lvl = pick_level(0.75)
        if lvl is not None:
            entries[lvl].extend(self._int_entries(old(lvl)))
        for key in rng.sample(FLOAT_TYPES, rng.randint(0, 5)):
            lvl = rng.choice(spec_levels)
            entries[lvl].append(self._float_entry(key, old(lvl)))
        lvl = pick_level(0.45)
        if lvl is not None:
            entries[lvl].append(self._index_entry(old(lvl)))
        lvl = pick_level(0.25)
        if lvl is not None:
            entries[lvl].append(self._struct_entry(old(lvl)))
        lvl = pick_level(0.3)
        if lvl is not None:
            entries[lvl].extend(self._ident_entries(old(lvl)))
        # Pointers: each address space at one level at most.
        seen_ptr = False
        used_spaces = rng.sample(ADDRESS_SPACES, rng.randint(0, 3))
        placed: dict[int, list[int]] = {}
        for space in used_spaces:
            placed.setdefault(rng.choice(spec_levels), []).append(space)
        for level in spec_levels:
            for space in placed.get(level, []):
                entries[level].append(self._ptr_entry(space, seen_ptr,
                                                      old(level)))
            if placed.get(level):
                seen_ptr = True
        for level in spec_levels:
            rng.shuffle(entries[level])
        return entries

    def _free_class_spec(self) -> str | None:
        """A spec for a non-module scope, of type classes that no module of
        the file has entries for (so no two levels of a chain share a class,
        which crashes MLIR 22); None when every class is taken or by
        chance."""
        rng = self.rng
        old = rng.random() < 0.3
        entries: list[str] = []
        int_taken = any(re.fullmatch(r"[su]?i[0-9]+", k) for k in self.hot)
        if not int_taken and rng.random() < 0.6:
            entries.extend(self._int_entries(old))
        free_floats = [f for f in FLOAT_TYPES if f not in self.hot]
        for key in rng.sample(free_floats, min(len(free_floats),
                                               rng.randint(0, 2))):
            entries.append(self._float_entry(key, old))
        if "index" not in self.hot and rng.random() < 0.4:
            entries.append(self._index_entry(old))
        if not entries or rng.random() < 0.1:
            return None
        return "#dlti.dl_spec<" + ", ".join(entries) + ">"

    def _any_spec(self) -> str:
        """A spec MLIR ignores (on a func.func): any classes, not hot."""
        key = self.rng.choice(["i32", "f32", "i64", "f64"])
        entry = self._entry(key, self._dense(self._align_pair()), False)
        return f"#dlti.dl_spec<{entry}>"

    def _wrap_some(self, slots: list[list[Query]]) -> None:
        """Decide, per function, whether its queries sit in a non-module
        scope op or the function carries an ignored spec."""
        for slot in slots:
            roll = self.rng.random()
            if roll < 0.2:
                self.wrappers[id(slot)] = ("op", self._free_class_spec())
            elif roll < 0.3:
                self.wrappers[id(slot)] = ("func-spec", self._any_spec())

    # ----------------------------------------------------------- types ---
    def _int_type(self) -> str:
        prefix = self.rng.choice(["i", "i", "i", "si", "ui"])
        return prefix + str(self.rng.choice(INT_WIDTHS))

    def _scalar(self, allow_hot: bool = True) -> str:
        """An integer, float, index or pointer type; sometimes a spec key."""
        rng = self.rng
        if allow_hot and self.hot and rng.random() < 0.35:
            hot = rng.choice(self.hot)
            if hot != "!llvm.struct<()>":
                return hot
        r = rng.random()
        if r < 0.4:
            return self._int_type()
        if r < 0.75:
            return rng.choice(FLOAT_TYPES)
        if r < 0.85:
            return "index"
        return self._ptr_spelling(rng.choice(ADDRESS_SPACES))

    def _vector(self, allow_scalable: bool) -> str:
        rng = self.rng
        rank = rng.choice([1, 1, 1, 2, 2, 3])
        dims = []
        for _ in range(rank):
            n = rng.choice([1, 2, 3, 4, 5, 7, 8, 16])
            if allow_scalable and rng.random() < 0.25:
                dims.append(f"[{n}]")
            else:
                dims.append(str(n))
        return f"vector<{'x'.join(dims)}x{self._scalar()}>"

    def _complex(self) -> str:
        scalar = self._scalar()
        while scalar == "index" or scalar.startswith("!llvm"):
            scalar = self._scalar()
        return f"complex<{scalar}>"

    def _struct(self, depth: int, in_array: bool) -> str:
        rng = self.rng
        r = rng.random()
        if self.opaque_structs and r < 0.04:
            self.struct_counter += 1
            return f'!llvm.struct<"opaque{self.struct_counter}", opaque>'
        fields = [self._type(depth - 1, in_array=in_array)
                  for _ in range(rng.choice([0, 1, 2, 2, 3, 3, 4]))]
        body = ("packed " if rng.random() < 0.3 else "") + \
            "(" + ", ".join(fields) + ")"
        if r < 0.12:
            self.struct_counter += 1
            return f'!llvm.struct<"s{self.struct_counter}", {body}>'
        return f"!llvm.struct<{body}>"

    def _array(self, depth: int) -> str:
        n = self.rng.choice([0, 1, 2, 3, 4, 5, 7, 16, 1000])
        return f"!llvm.array<{n} x {self._type(depth - 1, in_array=True)}>"

    def _type(self, depth: int, in_array: bool = False) -> str:
        """A random type; `in_array` is true inside an array (at any depth),
        where scalable vectors are not allowed (MLIR 22 aborts on an array
        whose element size is scalable). Structs may hold them."""
        rng = self.rng
        r = rng.random()
        if depth <= 0 or r < 0.4:
            return self._scalar()
        if r < 0.6:
            return self._vector(allow_scalable=not in_array)
        if r < 0.7:
            return self._complex()
        if r < 0.87:
            return self._struct(depth, in_array)
        return self._array(depth)

    def query_type(self) -> str:
        """A type for a query op."""
        if self.rng.random() < 0.01:
            return "i0"
        return self._type(self.rng.choice([0, 1, 1, 2, 2, 3]))

    # ------------------------------------------------------------ file ---
    def generate(self) -> GeneratedFile:
        """Generate one file."""
        rng = self.rng
        depth = rng.choice([1, 2, 2, 3, 3])
        entries = self._make_specs(depth)
        levels: list[Level] = []
        names = iter(range(1, 100))
        for i in range(depth):
            name = None
            if i == 0:
                if rng.random() < 0.15:
                    name = "@top"
            elif rng.random() < 0.6:
                name = f"@m{next(names)}"
            spec = None
            if entries[i] is not None:
                spec = ("#dlti.dl_spec<" + ", ".join(entries[i]) + ">")
                if rng.random() < 0.15:  # through an attribute alias
                    self.aliases.append(f"#dl{i} = {spec}")
                    spec = f"#dl{i}"
            levels.append(Level(name, spec, entries[i] or [], [], []))

        # Functions: always at the innermost level, sometimes further out.
        total = rng.randint(self.min_queries, self.max_queries)
        slots: list[list[Query]] = []
        for i, level in enumerate(levels):
            if i == depth - 1:
                for _ in range(rng.choice([1, 1, 2])):
                    level.funcs_before.append([])
            else:
                if rng.random() < 0.3:
                    level.funcs_before.append([])
                if rng.random() < 0.2:
                    level.funcs_after.append([])
            slots.extend(level.funcs_before + level.funcs_after)
        self._wrap_some(slots)
        for k in range(total):
            slot = slots[k] if k < len(slots) else rng.choice(slots)
            qtype = self.query_type()
            if rng.random() < 0.04:  # through a type alias
                name = f"!qt{len(self.aliases)}"
                self.aliases.append(f"{name} = {qtype}")
                qtype = name
            slot.append(Query(qtype))

        # An unnamed top level without spec may be left implicit (MLIR wraps
        # the top-level ops in a module), unless its only op would be the
        # nested module, which would then become the top level itself.
        implicit_top = (levels[0].name is None and levels[0].spec is None
                        and (depth == 1 or bool(levels[0].funcs_before
                                                or levels[0].funcs_after))
                        and rng.random() < 0.5)
        return self._render(levels, implicit_top)

    def _render(self, levels: list[Level],
                implicit_top: bool) -> GeneratedFile:
        """Print the module chain and record each query's line and column."""
        lines: list[str] = list(self.aliases)
        if lines:
            lines.append("")
        queries: list[Query] = []
        func_counter = iter(range(1000))

        def emit_func(funcs: list[Query], indent: str, level: int) -> None:
            kind, spec = self.wrappers.get(id(funcs), ("", None))
            head = f"{indent}func.func @f{next(func_counter)}()"
            if kind == "func-spec":
                head += f" attributes {{dlti.dl_spec = {spec}}}"
            lines.append(head + " {")
            body = indent + "  "
            if kind == "op":
                lines.append(f'{body}"test.op_with_data_layout"() ({{')
                body += "  "
            for n, q in enumerate(funcs):
                if self.rng.random() < 0.05:
                    lines.append(f"{body}// query {n}")
                prefix = f"{body}%q{n} = "
                lines.append(prefix + f'"test.data_layout_query"() : () -> '
                             f"{q.type}")
                q.line, q.column, q.level = len(lines), len(prefix) + 1, level
                queries.append(q)
            if kind == "op":
                lines.append(f'{body}"test.maybe_terminator"() : () -> ()')
                attrs = f" {{dlti.dl_spec = {spec}}}" if spec else ""
                lines.append(f"{indent}  }}){attrs} : () -> ()")
            lines.append(f"{indent}  return")
            lines.append(f"{indent}}}")

        def emit_level(i: int, indent: str) -> None:
            level = levels[i]
            skip = i == 0 and implicit_top
            if not skip:
                head = "module"
                if level.name:
                    head += f" {level.name}"
                if level.spec:
                    head += f" attributes {{dlti.dl_spec = {level.spec}}}"
                lines.append(f"{indent}{head} {{")
                inner = indent + "  "
            else:
                inner = indent
            for funcs in level.funcs_before:
                emit_func(funcs, inner, i)
            if i + 1 < len(levels):
                emit_level(i + 1, inner)
            for funcs in level.funcs_after:
                emit_func(funcs, inner, i)
            if not skip:
                lines.append(f"{indent}}}")

        emit_level(0, "")
        return GeneratedFile("\n".join(lines) + "\n", queries, len(levels),
                             implicit_top)


def generate_file(seed: int, index: int, attempt: int = 0,
                  opaque_structs: bool = False) -> GeneratedFile:
    """Generate file number `index` of the run with `seed`; `attempt` > 0
    gives a replacement for a file mlir-opt did not accept.

    `opaque_structs` adds opaque identified structs to the types (MLIR lays
    them out as empty structs; the runner turns this on by default).
    """
    rng = random.Random(f"mlir-layout-differential:{seed}:{index}:{attempt}")
    return FileGenerator(rng, opaque_structs=opaque_structs).generate()
