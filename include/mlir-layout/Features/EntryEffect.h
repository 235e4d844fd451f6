//===- EntryEffect.h - What one spec entry changes --------------*- C++ -*-===//
//
// For a spec entry: the entry it overrides in an enclosing scope, and the
// layout of its key type in its scope next to the layout the scope would
// inherit without it (the parent scope's), so an editor can show what the
// entry changes.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_ENTRYEFFECT_H
#define MLIR_LAYOUT_FEATURES_ENTRYEFFECT_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Core/Navigation.h"

namespace mlir {
namespace layout {

/// What an entry changes.
struct EntryEffect {
  /// The entry itself.
  EntryRef entry;
  /// The enclosing entry with the same key it overrides, if any.
  std::optional<EntryRef> overrides;
  /// For type keys: the key type's layout in the entry's scope.
  const LayoutResult *here = nullptr;
  /// For type keys: its layout in the parent scope (what would be inherited).
  const LayoutResult *inherited = nullptr;
};

/// Describes the entry at `site`.
EntryEffect describeEntry(LayoutDocument &doc, const EntrySite &site);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_ENTRYEFFECT_H
