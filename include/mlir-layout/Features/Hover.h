//===- Hover.h - What the editor shows for a place in the text --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feature: Hover
// On a type (or an SSA value, whose type is meant): its layout in the scope
// that encloses it, with the reasons. On a spec entry's key, or on its value
// where no type is written: what the entry changes and what it overrides.
// On the name of a type alias definition: its layout in every scope where
// the alias is used. On a scope op's name or symbol: the scope's effective
// entries and scope-wide properties. Rendering is separate
// (Render/HoverRender.h, Render/ScopeRender.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_HOVER_H
#define MLIR_LAYOUT_FEATURES_HOVER_H

#include "mlir-layout/Check/LayoutDependentOps.h"
#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Core/TargetSystem.h"
#include "mlir-layout/Features/EntryEffect.h"
#include "mlir-layout/LLVM/ComponentAt.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"

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
  /// The enclosing scope.
  const LayoutScope *scope = nullptr;
  /// The type (an SSA value's type for an SSA name).
  Type type;
};

/// The layout of a type alias in one scope where it is used.
struct AliasScopeLayout {
  /// The alias's type in that scope.
  LayoutResult result;
  /// How many uses the scope has.
  unsigned uses = 0;
  /// The first use there.
  SourcePos firstUse;
};

/// A type alias definition and its layout wherever it is used.
struct AliasLayouts {
  /// The alias as written, `!packet`.
  std::string name;
  /// One per scope with a use (directly, or through another alias used
  /// there), in source order of the first use; empty when unused.
  std::vector<AliasScopeLayout> scopes;
  /// The layout at the top level (where the definition is written).
  LayoutResult topLevel;
};

/// A data layout scope: its effective entries and scope-wide properties.
struct ScopeSummary {
  /// The scope's path.
  std::string path;
  /// The scope op's name (`builtin.module`, `gpu.module`).
  std::string opName;
  /// Number of entries the scope's own spec has.
  unsigned ownEntries = 0;
  /// The effective entries, each with the scope and place it comes from.
  std::vector<EntryRef> entries;
  /// Entries MLIR rejects, which take no part (`key = value` and why).
  std::vector<std::pair<EntryRef, std::string>> rejected;
  /// The scope-wide properties (as `mlir-layout scopes` prints them).
  ScopeProperties properties;
};

/// A scope's `dlti.target_system_spec`, hovered on its name, a device ID or
/// a device property.
struct TargetSystemHover {
  /// The path of the scope holding it.
  std::string scope;
  /// The scope's target system spec.
  TargetSystem system;
  /// The hovered device (index into `system.devices`); none on the name.
  std::optional<unsigned> device;
  /// The hovered property of that device; none on the device ID.
  std::optional<unsigned> property;
  /// The attribute `dlti::query` from the scope op stops at instead of the
  /// target system spec, with its scope (`'dlti.dl_spec' of @m`); "" when
  /// it reaches the spec.
  std::string queryStopsAt;
  /// How many scopes are nested inside the scope: their
  /// `DataLayout::getDevicePropertyValue` does not see these devices.
  unsigned nestedScopes = 0;
};

/// The hover at a place: exactly one of `type`, `entry`, `alias`,
/// `scope`, `llvmComponent` and `targetSystem` is set.
struct HoverInfo {
  /// The hovered text.
  llvm::SMRange range;
  /// Set on a type or an SSA value.
  std::optional<LayoutResult> type;
  /// With `type`, when its scope is headed for LLVM and LLVM IR lays the
  /// type out differently there: LLVM's answer.
  std::optional<LLVMTypeComparison> llvm;
  /// Set on a spec entry.
  std::optional<EntryEffect> entry;
  /// Set on the name or the body of a type alias definition.
  std::optional<AliasLayouts> alias;
  /// Set on a scope op's name or symbol name.
  std::optional<ScopeSummary> scope;
  /// Set on a component of an `llvm.data_layout` string.
  std::optional<DataLayoutComponentInfo> llvmComponent;
  /// Set on a `dlti.target_system_spec` name, device ID or property.
  std::optional<TargetSystemHover> targetSystem;
  /// Set on the `alignment = N` of an allocation or a global: what the
  /// scope's layout requires of what it holds.
  std::optional<AllocationAlignment> allocation;
  /// Set when the answer comes from the last version of the text that
  /// parsed (the newest does not): how many changes ago that was.
  std::optional<unsigned> fromParsedChangesAgo;
  /// Set when the document does not parse and the answer comes from its
  /// specs as written: where MLIR stops parsing it.
  std::optional<SourcePos> fromSpecsAsWritten;
};

/// The `alignment = N` of an allocation (memref.alloc, memref.alloca,
/// llvm.alloca) or a global (memref.global, llvm.mlir.global) written at
/// `loc`, with where it is written, against the ABI alignment of what the
/// op holds in its scope; std::nullopt elsewhere.
std::optional<std::pair<llvm::SMRange, AllocationAlignment>>
getAllocationAlignmentAt(LayoutDocument &doc, llvm::SMLoc loc);

/// The type (or SSA value's type) written at `loc` and its explained layout
/// in the scope there; std::nullopt when nothing with a type is there or
/// the document cannot answer (it does not parse and could not be read as
/// written).
std::optional<LayoutAt> getLayoutAt(LayoutDocument &doc, llvm::SMLoc loc);

/// The hover at `loc`: a spec entry when `loc` is on its key, or on its
/// value where no type is written; a type alias definition when `loc` is on
/// its name or its body; a scope when `loc` is on its op name or symbol name;
/// else the type there. std::nullopt when there is none of these, and for a
/// document that cannot answer (it does not parse and its specs could not be
/// read as written: any answer would be MLIR's defaults). In a document read as
/// written, `fromSpecsAsWritten` says so. `llvmLayouts`
/// (of `doc`) answers the type's LLVM IR line and keeps what it learns, so one
/// object serves every hover on `doc` (finding which scopes are headed for
/// LLVM walks the whole document once).
std::optional<HoverInfo>
getHover(LayoutDocument &doc, LLVMTypeLayouts &llvmLayouts, llvm::SMLoc loc);

/// The hover at `loc` with LLVM's answers computed for this hover alone
/// (one walk of the document per call): for a single hover, not for a
/// document hovered many times.
std::optional<HoverInfo> getHover(LayoutDocument &doc, llvm::SMLoc loc);

/// The alias whose definition (its name or its body) is at `loc`, laid out
/// where it is used, with the hovered name or body.
std::optional<std::pair<llvm::SMRange, AliasLayouts>>
getAliasLayoutsAt(LayoutDocument &doc, llvm::SMLoc loc);

/// The target system spec part at `loc`: the attribute's name, a device's
/// ID or a device property (key or value).
std::optional<std::pair<llvm::SMRange, TargetSystemHover>>
getTargetSystemHoverAt(LayoutDocument &doc, llvm::SMLoc loc);

/// The scope whose op name or symbol name is at `loc`.
std::optional<std::pair<llvm::SMRange, ScopeSummary>>
getScopeSummaryAt(LayoutDocument &doc, llvm::SMLoc loc);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_HOVER_H
