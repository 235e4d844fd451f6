//===- ComponentAt.h - The llvm.data_layout part at a place -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What one component of a scope's `llvm.data_layout` string sets, for a
// hover: the type and LLVM's numbers for it (`i64:64`), or the DLTI entry
// MLIR's importer makes of it (`S128`). Plain data.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LLVM_COMPONENTAT_H
#define MLIR_LAYOUT_LLVM_COMPONENTAT_H

#include "mlir-layout/LLVM/LayoutComparison.h"

#include "llvm/Support/SMLoc.h"

#include <optional>
#include <string>

namespace mlir {
namespace layout {
class LayoutDocument;

/// One component of an `llvm.data_layout` string and what it sets.
struct DataLayoutComponentInfo {
  /// The component in the document.
  llvm::SMRange range;
  /// The whole string literal's contents (the answer depends on all of it).
  llvm::SMRange literal;
  /// The component's text: `i64:64`.
  std::string component;
  /// The type it lays out (`i64`, `!llvm.ptr<3>`); empty for other
  /// components.
  std::string type;
  /// LLVM's numbers for that type under the whole string.
  std::optional<TypeNumbers> numbers;
  /// For other components: the DLTI entry MLIR's importer makes of the
  /// string for it (`"dlti.stack_alignment" = 128 : i64`); empty when MLIR
  /// does not translate the component.
  std::string entry;
  /// LLVM's message when the string is malformed (then nothing else is set).
  std::string error;
};

/// The component of an `llvm.data_layout` string at `loc`; std::nullopt
/// when `loc` is not inside one written without escapes.
std::optional<DataLayoutComponentInfo>
findDataLayoutComponentAt(LayoutDocument &doc, llvm::SMLoc loc);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LLVM_COMPONENTAT_H
