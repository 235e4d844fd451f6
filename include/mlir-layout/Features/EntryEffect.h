//===- EntryEffect.h - What one spec entry changes --------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// For a spec entry: the entry it overrides in an enclosing scope, and what
// its scope has with the entry next to what the same scope would have
// without it (its other entries kept, so an integer entry's neighbours and
// the inherited entries answer instead, or MLIR's defaults). Both sides are
// computed by the engine's query objects; nothing here knows a layout rule.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_ENTRYEFFECT_H
#define MLIR_LAYOUT_FEATURES_ENTRYEFFECT_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/Features/UsedTypes.h"

namespace mlir {
namespace layout {

/// One type's layout in the entry's scope with and without the entry.
struct LayoutChange {
  /// With the entry (what the scope has).
  LayoutResult with;
  /// Without it.
  LayoutResult without;

  /// True when the numbers (or whether there is a layout) differ.
  bool differs() const;
};

/// One scope-wide property with and without the entry.
struct PropertyChange {
  /// With the entry.
  ScopeProperty with;
  /// Without it.
  ScopeProperty without;
};

/// A type used in the entry's scope or a nested one, with and without it.
struct ImpactedType {
  /// The path of the scope where the type is used.
  std::string scope;
  /// Its layout there with and without the entry.
  LayoutChange change;
};

/// What an entry changes.
struct EntryEffect {
  /// The entry itself.
  EntryRef entry;
  /// The enclosing entry with the same key it overrides, if any.
  std::optional<EntryRef> overrides;
  /// For type keys: the key type with and without the entry.
  std::optional<LayoutChange> key;
  /// Other common types (integers of the usual widths, index, floats,
  /// `!llvm.ptr`) whose layout in this scope the entry changes: an integer
  /// entry also decides the widths that have no entry of their own.
  std::vector<LayoutChange> others;
  /// The types `others` was computed for, as MLIR prints them.
  std::vector<std::string> checkedTypes;
  /// Scope-wide properties the entry changes (identifier keys).
  std::vector<PropertyChange> properties;
  /// Every type used (as a value type) in the entry's scope or a nested
  /// scope whose layout would differ without the entry, in scope order then
  /// type text.
  std::vector<ImpactedType> impact;
  /// How many scopes `impact` spans.
  unsigned impactScopes = 0;
};

/// Describes the entry at `site`.
EntryEffect describeEntry(LayoutDocument &doc, const EntrySite &site);

/// The types used in `doc` (`used`, from collectUsedTypes) that the entry at
/// `site` decides, as EntryEffect::impact; `scopes` is set to how many
/// scopes they span.
std::vector<ImpactedType>
describeEntryImpact(LayoutDocument &doc, const EntrySite &site,
                    const llvm::DenseMap<const LayoutScope *, ScopeTypes> &used,
                    unsigned &scopes);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_ENTRYEFFECT_H
