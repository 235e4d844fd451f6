# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Readers for the two tools' outputs, normalised to one record shape.

A *layout record* is a dict with the keys of `FIELDS`:
`size` and `bitsize` (bytes / bits; the minimal size for scalable types),
`abi` and `preferred` (bytes), `index` (bits or None), `scalable` (bool),
plus `type` (the type as MLIR prints it) and, for mlir-layout, `line`,
`column` and possibly `error`.
"""

from __future__ import annotations

import json
import re

#: Layout fields compared between the tools.
FIELDS = ("size", "bitsize", "abi", "preferred", "index", "scalable")

_QUERY_OP = '"test.data_layout_query"()'
_INT_VALUE = re.compile(r"^(\d+)\s*:\s*index$")
_SCALABLE_VALUE = re.compile(
    r"^\{\s*minimal_size\s*=\s*(\d+)\s*:\s*index\s*,\s*scalable\s*\}$")


class OutputError(Exception):
    """An output that cannot be read as expected."""


def _split_top_level(text: str, sep: str = ",") -> list[str]:
    """Split `text` at `sep` characters outside brackets and strings."""
    parts, depth, start, i = [], 0, 0, 0
    in_string = False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "<([{":
            depth += 1
        elif c in ">)]}":
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _matching_brace(text: str, open_at: int) -> int:
    """Index of the `}` closing the `{` at `open_at` (strings skipped)."""
    depth, i, in_string = 0, open_at, False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise OutputError("unbalanced attribute dictionary: " + text)


def _size_value(value: str, key: str, line: str) -> tuple[int, bool]:
    """Read `N : index` or `{minimal_size = N : index, scalable}`."""
    m = _INT_VALUE.match(value)
    if m:
        return int(m.group(1)), False
    m = _SCALABLE_VALUE.match(value)
    if m:
        return int(m.group(1)), True
    raise OutputError(f"cannot read {key} = {value!r} in: {line}")


def parse_mlir_opt(output: str) -> list[dict]:
    """Layout records of all query ops in `mlir-opt` output, in file order.

    The pass prints each op in the generic form
    `%k = "test.data_layout_query"() {alignment = 4 : index, ...} : () -> T`.
    """
    records = []
    for line in output.splitlines():
        at = line.find(_QUERY_OP)
        if at < 0:
            continue
        open_at = line.find("{", at + len(_QUERY_OP))
        if open_at < 0:
            raise OutputError("query op without attributes: " + line)
        close_at = _matching_brace(line, open_at)
        attrs = {}
        for item in _split_top_level(line[open_at + 1:close_at]):
            key, _, value = item.partition("=")
            attrs[key.strip()] = value.strip()
        rest = line[close_at + 1:].strip()
        if not rest.startswith(":"):
            raise OutputError("cannot find the result type in: " + line)
        signature = rest[1:].strip()
        if not signature.startswith("() ->"):
            raise OutputError("unexpected op signature in: " + line)
        missing = [k for k in ("alignment", "bitsize", "index", "preferred",
                               "size") if k not in attrs]
        if missing:
            raise OutputError(f"missing {', '.join(missing)} in: {line}")
        size, size_scalable = _size_value(attrs["size"], "size", line)
        bitsize, bits_scalable = _size_value(attrs["bitsize"], "bitsize",
                                             line)
        if size_scalable != bits_scalable:
            raise OutputError("size and bitsize disagree on scalability: "
                              + line)
        values = {}
        for key in ("alignment", "preferred", "index"):
            m = _INT_VALUE.match(attrs[key])
            if not m:
                raise OutputError(f"cannot read {key} in: {line}")
            values[key] = int(m.group(1))
        records.append({
            "type": signature[len("() ->"):].strip(),
            "size": size,
            "bitsize": bitsize,
            "abi": values["alignment"],
            "preferred": values["preferred"],
            # The pass prints 0 for "no index bitwidth".
            "index": values["index"] or None,
            "scalable": size_scalable,
        })
    return records


def parse_mlir_layout(output: str) -> list[dict]:
    """Layout records from `mlir-layout query --json` output."""
    try:
        data = json.loads(output)
    except json.JSONDecodeError as err:
        raise OutputError(f"mlir-layout printed invalid JSON: {err}") from err
    if not isinstance(data, list):
        raise OutputError("mlir-layout did not print a JSON array")
    records = []
    for item in data:
        if not isinstance(item, dict):
            raise OutputError(f"unexpected record {item!r}")
        record = dict(item)
        if "index" in record and record["index"] == 0:
            record["index"] = None
        records.append(record)
    return records


def describe(record: dict | None) -> str:
    """One-line rendering of a layout record for reports."""
    if record is None:
        return "(no record)"
    if "error" in record:
        return f"error: {record['error']}"
    return " ".join(f"{k}={json.dumps(record.get(k, '<missing>'))}"
                    for k in FIELDS)


def differing_fields(expected: dict, actual: dict) -> list[str]:
    """Names of the layout fields on which two records differ."""
    if "error" in actual:
        return ["error"]
    return [k for k in FIELDS if expected.get(k) != actual.get(k, object())]
