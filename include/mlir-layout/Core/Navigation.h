//===- Navigation.h - What is written at a place in a document --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Maps a buffer position to what an editor asks about: the type written
// there (innermost, so an element type inside a vector or struct), the type
// of the SSA value there, the spec entry there; and lists the places where
// inlay hints go. Positions are SMLocs; no LSP here.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_NAVIGATION_H
#define MLIR_LAYOUT_CORE_NAVIGATION_H

#include "mlir-layout/Core/LayoutDocument.h"

#include <optional>
#include <vector>

namespace mlir {
namespace layout {

/// A type found in the text, with where it is written and its scope.
struct TypeSite {
  /// The type.
  Type type;
  /// Its text (the SSA name for a value, the alias for an alias use).
  llvm::SMRange range;
  /// The scope that answers layout questions there.
  const LayoutScope *scope = nullptr;
  /// True when `range` is an SSA value whose type this is.
  bool isValue = false;
};

/// The innermost type written at `loc`, or the type of the SSA value there.
std::optional<TypeSite> findTypeAt(LayoutDocument &doc, llvm::SMLoc loc);

/// A spec entry found in the text.
struct EntrySite {
  /// The scope whose own spec holds the entry.
  const LayoutScope *scope = nullptr;
  /// The entry's index in that spec.
  unsigned index = 0;
};

/// The spec entry whose text contains `loc`.
std::optional<EntrySite> findEntryAt(const LayoutDocument &doc,
                                     llvm::SMLoc loc);

/// A place for an inlay hint: after an op result or a function argument.
struct InlayHintSite {
  /// Where the hint goes (just after the SSA name or the argument's type).
  llvm::SMLoc position;
  /// The type whose layout the hint shows.
  Type type;
  /// The scope answering for it.
  const LayoutScope *scope = nullptr;
};

/// The inlay hint places inside `range`, in source order.
std::vector<InlayHintSite> findInlayHintSites(const LayoutDocument &doc,
                                              llvm::SMRange range);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_NAVIGATION_H
