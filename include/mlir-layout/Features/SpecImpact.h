//===- SpecImpact.h - What a whole data layout spec decides -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feature: Code lens ("decides N types in M scopes" above each spec) and
// the list behind it. For every scope whose own spec is written in the
// text: each entry's impact as the entry hover computes it (the types used
// in the scope and its nested scopes whose layout would differ without
// that entry), and the totals over the entries. Plain data; rendering is in
// Render/ImpactRender.h.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_SPECIMPACT_H
#define MLIR_LAYOUT_FEATURES_SPECIMPACT_H

#include "mlir-layout/Features/EntryEffect.h"

#include <optional>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// One entry of a spec and what it decides.
struct SpecEntryImpact {
  /// The entry.
  EntryRef entry;
  /// The types it decides (as EntryEffect::impact).
  std::vector<ImpactedType> impact;
  /// How many scopes `impact` spans.
  unsigned scopes = 0;
};

/// What one scope's own spec decides.
struct SpecImpact {
  /// The path of the scope holding the spec.
  std::string scope;
  /// Where `dlti.dl_spec = ...` is written in the scope op.
  llvm::SMRange attribute;
  /// Every entry of the spec, in source order.
  std::vector<SpecEntryImpact> entries;
  /// Distinct (scope, type) pairs decided by at least one entry.
  unsigned types = 0;
  /// Distinct scopes among them.
  unsigned scopes = 0;
  /// True when the file does not parse: the types counted are those of the
  /// ops read as written (SpecsAsWritten.h), not every type the file uses.
  bool fromSpecsAsWritten = false;
};

/// The impact of every spec written in `doc` (scopes whose `dlti.dl_spec`
/// attribute is found in the text), in source order.
std::vector<SpecImpact> getSpecImpacts(LayoutDocument &doc);

/// The impact of the spec whose `dlti.dl_spec = ...` attribute contains
/// `loc`, or std::nullopt.
std::optional<SpecImpact> getSpecImpactAt(LayoutDocument &doc, llvm::SMLoc loc);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_SPECIMPACT_H
