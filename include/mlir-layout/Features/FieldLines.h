//===- FieldLines.h - Padding and cache lines of an aggregate ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Where an aggregate's field layout (LLVM structs, memref descriptors,
// complex numbers) wastes bytes and how it falls on cache lines: the padding
// runs and their total, and, for a given line size, the lines the aggregate
// spans with the fields on each, where each line ends and which fields
// straddle a line boundary. Lines are counted from the aggregate's first
// byte, so they are the memory's lines only when the aggregate starts on a
// line boundary; `startAssumed` says when its alignment does not ensure
// that. Plain data computed from the engine's field layout.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_FIELDLINES_H
#define MLIR_LAYOUT_FEATURES_FIELDLINES_H

#include "mlir-layout/Core/LayoutInfo.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mlir {
namespace layout {

/// A run of padding bytes.
struct PaddingRun {
  /// Its first byte's offset in the aggregate.
  uint64_t offset = 0;
  /// Its length in bytes.
  uint64_t size = 0;
  /// The field it precedes; std::nullopt for the tail padding.
  std::optional<unsigned> beforeField;
};

/// One cache line the aggregate spans.
struct CacheLine {
  /// 0-based line number from the aggregate's start.
  unsigned index = 0;
  /// Offset of the line's first byte in the aggregate.
  uint64_t start = 0;
  /// Offset one past the line's last byte in the aggregate (the
  /// aggregate's size for its last line).
  uint64_t end = 0;
  /// The fields with at least one byte on this line, in order.
  std::vector<unsigned> fields;
  /// The field the line's end cuts (it goes on on the next line), if any.
  std::optional<unsigned> cutField;
};

/// A field whose bytes lie on more than one line.
struct StraddlingField {
  /// The field's number.
  unsigned field = 0;
  /// Its first and last line.
  unsigned firstLine = 0, lastLine = 0;
};

/// Padding and cache lines of one aggregate.
struct FieldLines {
  /// The cache line size in bytes.
  uint64_t lineSize = 0;
  /// Padding bytes in all, between fields and at the tail.
  uint64_t paddingBytes = 0;
  /// The padding runs in offset order.
  std::vector<PaddingRun> padding;
  /// The lines the aggregate spans, in order.
  std::vector<CacheLine> lines;
  /// The fields that cross a line boundary, in order.
  std::vector<StraddlingField> straddling;
  /// True when the aggregate's ABI alignment is not a multiple of the line
  /// size: the lines are those of an aggregate placed at a line boundary,
  /// which its alignment does not ensure.
  bool startAssumed = false;
};

/// True when `result` or one of its fields has a scalable size: offsets
/// after such a field are only minimums.
bool hasScalableFields(const LayoutResult &result);

/// The padding and lines of `result`'s fields for lines of `lineSize`
/// bytes; std::nullopt when it has no layout, no fields, a scalable field
/// (offsets after it are only minimums) or `lineSize` is 0.
std::optional<FieldLines> describeFieldLines(const LayoutResult &result,
                                             uint64_t lineSize);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_FIELDLINES_H
