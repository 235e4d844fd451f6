// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Test helper: applies LSP TextEdits (UTF-16 positions, non-overlapping) to a string.
'use strict';

/** Offset of an LSP position in `text`. */
function offsetAt(text, { line, character }) {
  let offset = 0;
  for (let l = 0; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return Math.min(offset + character, text.length);
}

/** Applies `edits` from last to first so earlier offsets stay valid. */
function applyEdits(text, edits) {
  const sorted = [...edits].sort((a, b) => offsetAt(text, b.range.start) - offsetAt(text, a.range.start));
  for (const e of sorted) {
    text = text.slice(0, offsetAt(text, e.range.start)) + e.newText + text.slice(offsetAt(text, e.range.end));
  }
  return text;
}

module.exports = { applyEdits, offsetAt };
