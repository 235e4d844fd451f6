//===- AttributeSource.h - Where a string attribute is written --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Finds the string literal of a named string attribute (`llvm.data_layout =
// "..."`) in the text of a scope op, so diagnostics and hovers can point at a
// component inside it.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LLVM_ATTRIBUTESOURCE_H
#define MLIR_LAYOUT_LLVM_ATTRIBUTESOURCE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <optional>

namespace mlir {
class Operation;
namespace layout {
class LayoutDocument;

/// Where a string attribute's literal is written.
struct StringAttributeSource {
  /// The whole `name = "value"`.
  llvm::SMRange attribute;
  /// The literal's contents, between the quotes.
  llvm::SMRange contents;
  /// True when the contents are written without escapes, so byte `i` of the
  /// value is byte `i` of `contents`.
  bool verbatim = false;
};

/// Finds the first `name = "..."` in `op`'s text whose literal holds
/// `value`; std::nullopt when `op`'s text is unknown or holds none.
std::optional<StringAttributeSource>
findStringAttribute(const LayoutDocument &doc, Operation *op,
                    llvm::StringRef name, llvm::StringRef value);

/// The range of the first `name = VALUE` in `op`'s text, whatever VALUE
/// is (`#llvm.target<...>`, a string); std::nullopt when not found.
std::optional<llvm::SMRange> findAttribute(const LayoutDocument &doc,
                                           Operation *op, llvm::StringRef name);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LLVM_ATTRIBUTESOURCE_H
