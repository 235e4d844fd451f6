//===- Hover.h - What the editor shows for a place in the text --*- C++ -*-===//
//
// Feature: Hover
// On a type (or an SSA value, whose type is meant): its layout in the scope
// that encloses it, with the reasons. On a spec entry's key, or on its value
// where no type is written: what the entry changes and what it overrides.
// Rendering is separate (Render/HoverRender.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_HOVER_H
#define MLIR_LAYOUT_FEATURES_HOVER_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Features/EntryEffect.h"

#include <optional>

namespace mlir {
namespace layout {
class LayoutDocument;

/// A type written at a place, with its explained layout.
struct LayoutAt {
  /// Where the type (or the SSA name) is written.
  llvm::SMRange range;
  /// Its layout in the enclosing scope, with reasons.
  LayoutResult result;
};

/// The hover at a place: exactly one of `type` and `entry` is set.
struct HoverInfo {
  /// The hovered text.
  llvm::SMRange range;
  /// Set on a type or an SSA value.
  std::optional<LayoutResult> type;
  /// Set on a spec entry.
  std::optional<EntryEffect> entry;
  /// Set when the answer comes from the last version of the text that
  /// parsed (the newest does not): how many changes ago that was.
  std::optional<unsigned> fromParsedChangesAgo;
};

/// The type (or SSA value's type) written at `loc` and its explained layout
/// in the scope there; std::nullopt when nothing with a type is there.
std::optional<LayoutAt> getLayoutAt(LayoutDocument &doc, llvm::SMLoc loc);

/// The hover at `loc`: a spec entry when `loc` is on its key, or on its
/// value where no type is written; else the type there. std::nullopt when
/// there is neither.
std::optional<HoverInfo> getHover(LayoutDocument &doc, llvm::SMLoc loc);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_HOVER_H
