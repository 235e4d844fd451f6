//===- FieldLinesText.h - Padding and cache lines in words ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The sentences hovers and `explain` show under an aggregate's fields: the
// padding total and where it is, the cache lines it spans (where each ends,
// which field it cuts) and the fields that straddle a line boundary.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_FIELDLINESTEXT_H
#define MLIR_LAYOUT_RENDER_FIELDLINESTEXT_H

#include "mlir-layout/Core/FieldOrder.h"
#include "mlir-layout/Features/FieldLines.h"
#include "mlir-layout/Render/NumberFormat.h"

#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// Why an aggregate with a scalable field gets no padding total or lines.
inline constexpr const char *kScalableFieldLines =
    "padding and cache lines: not computed, a field has a scalable size (the "
    "offsets after it are minimums)";

/// `padding: 8 bytes (3 before #1, 2 before #3, 3 at the tail)`, or
/// `padding: none`.
std::string describePadding(const FieldLines &lines, NumberFormat format);

/// `cache lines of 64 bytes: 2`, with the start assumption when there is one
/// (`abiAlignment` is the aggregate's).
std::string describeCacheLineCount(const FieldLines &lines,
                                   uint64_t abiAlignment, NumberFormat format);

/// The cache-line part, one line of text each: a heading (`cache lines of
/// 64 bytes: 2`, with the start assumption when there is one), one line
/// per cache line when there are several (`line 0: bytes 0–63, #0–#3, ends
/// inside #3`), then the straddling fields or that none straddles.
/// `result` names the fields.
std::vector<std::string> describeCacheLines(const FieldLines &lines,
                                            const LayoutResult &result,
                                            NumberFormat format);

/// `fields in order (i64, i32, i8, i8) would take 16 bytes, not 24 (#1, #2,
/// #0, #3)`; the field numbers alone when the types would make the line
/// long. A report: reordering changes the fields' indices.
std::string describeSmallerFieldOrder(const SmallerFieldOrder &smaller,
                                      NumberFormat format);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_FIELDLINESTEXT_H
