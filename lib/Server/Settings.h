//===- Settings.h - What the user chose -------------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The user's settings (`initializationOptions` and the `mlirLayout` object
// of `workspace/didChangeConfiguration`): what the analyses check and what
// answers show. Shared as immutable snapshots (`shared_ptr<const Settings>`):
// a rebuild or a request reads the settings of the moment it started, and a
// change makes a new snapshot instead of editing the one in use.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_SETTINGS_H
#define MLIR_LAYOUT_SERVER_SETTINGS_H

#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/MemRef/MemRefModel.h"
#include "mlir-layout/Render/NumberFormat.h"

#include <cstdint>
#include <string>

namespace llvm {
namespace json {
class Object;
} // namespace json
} // namespace llvm

namespace mlir {
namespace layout {

/// The user's settings.
struct Settings {
  /// Compatibility policy of diagnostics.
  CompatibilityPolicy policy = CompatibilityPolicy::Relax;
  /// Memref value model where no spec entry selects one.
  MemRefModel memrefModel = MemRefModel::Descriptor;
  /// Layout file for types without a layout; empty: the nearest
  /// `.mlir-layout.json` above each document.
  std::string layoutFile;
  /// Inlay hints on (off by default).
  bool inlayHints = false;
  /// Padding hints in written `!llvm.struct` types on (off by default).
  bool paddingHints = false;
  /// Characters of hint labels the editor shows per line
  /// (`hintLineLength`, VS Code's `editor.inlayHints.maximumLength`); a
  /// line's hints are fitted to it (HintBudget.h). 0: no limit.
  size_t hintLineLength = 0;
  /// Code lenses above specs on (off by default).
  bool codeLens = false;
  /// Number format of hovers and hints.
  NumberFormat numberFormat = NumberFormat::Decimal;
  /// Cache line size in bytes for the lines of struct fields in hovers and
  /// explanations (`cacheLineSize`).
  uint64_t cacheLineSize = 64;
  /// Type hovers show only the header and the deciding entries
  /// (`hoverVerbosity: "compact"`; `"full"` is the default).
  bool compactHover = false;

  /// True when a document analysed under `other` gives other diagnostics
  /// and layouts (every open document is rebuilt).
  bool changesAnalyses(const Settings &other) const {
    return policy != other.policy || memrefModel != other.memrefModel ||
           layoutFile != other.layoutFile;
  }
  /// True when inlay or padding hints are on.
  bool anyHints() const { return inlayHints || paddingHints; }
};

/// Reads the `mlirLayout` settings object `settings` (may be null) into
/// `into`; members it does not have keep their values, and unknown or
/// malformed values are logged and ignored.
void readSettings(const llvm::json::Object *settings, Settings &into);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_SETTINGS_H
