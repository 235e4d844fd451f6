//===- InlayHints.h - Layouts written beside values -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feature: Inlay hints
// After each op result and function argument in a range: the size and
// alignment of its type in its scope (types without a layout get no hint).
// The label is rendered separately (Render/HoverRender.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_INLAYHINTS_H
#define MLIR_LAYOUT_FEATURES_INLAYHINTS_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/IR/Types.h"

#include <optional>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// One hint.
struct InlayHintInfo {
  /// Where it goes (just after the SSA name or the argument's type).
  llvm::SMLoc position;
  /// The layout it shows (owned by the document's query cache; valid while
  /// the document lives). Always has a layout. For a padding hint, the
  /// struct's.
  const LayoutResult *result = nullptr;
  /// Set for a padding hint: the padding bytes at this place of a written
  /// `!llvm.struct` (after a field, before the next one or the end).
  std::optional<uint64_t> padding;
  /// For a padding hint: the index of the field the padding follows (the
  /// last field's for the tail padding).
  unsigned paddingAfterField = 0;
  /// The type whose layout the hint shows (for a padding hint, the
  /// struct).
  Type type;
};

/// The hints inside `range` of `doc`, in source order.
std::vector<InlayHintInfo> getInlayHints(LayoutDocument &doc,
                                         llvm::SMRange range);

/// Padding hints inside `range`: in every `!llvm.struct<...>` type written
/// (starting in the range or earlier on its first line)
/// inside an op (not in type alias definitions, whose scope is wherever
/// they are used), one after each field followed by padding (the next
/// field's padding, or the tail padding after the last), laid out in the
/// scope where the type is written. Structs with scalable fields, or whose
/// written fields do not match the layout's, get none.
std::vector<InlayHintInfo> getPaddingHints(LayoutDocument &doc,
                                           llvm::SMRange range);

/// Which hints an editor shows.
struct HintKinds {
  /// The size and alignment of values (getInlayHints).
  bool layouts = true;
  /// The padding inside written structs (getPaddingHints).
  bool padding = false;
};

/// The hints of `kinds` inside `range`, merged in source order (a padding
/// hint and a layout hint at one place keep that order).
std::vector<InlayHintInfo> getHints(LayoutDocument &doc, llvm::SMRange range,
                                    HintKinds kinds);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_INLAYHINTS_H
