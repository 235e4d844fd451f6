//===- InlayHints.h - Layouts written beside values -------------*- C++ -*-===//
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

#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// One hint.
struct InlayHintInfo {
  /// Where it goes (just after the SSA name or the argument's type).
  llvm::SMLoc position;
  /// The layout it shows (owned by the document's query cache; valid while
  /// the document lives). Always has a layout.
  const LayoutResult *result = nullptr;
};

/// The hints inside `range` of `doc`, in source order.
std::vector<InlayHintInfo> getInlayHints(LayoutDocument &doc,
                                         llvm::SMRange range);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_INLAYHINTS_H
