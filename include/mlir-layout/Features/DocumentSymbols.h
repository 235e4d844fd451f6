//===- DocumentSymbols.h - The outline of scopes and entries ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feature: Document symbols
// The data layout scopes of a document as a tree (named by their paths),
// each with its own spec entries, then its functions, globals and nested
// scopes in source order, for an editor's outline.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_DOCUMENTSYMBOLS_H
#define MLIR_LAYOUT_FEATURES_DOCUMENTSYMBOLS_H

#include "llvm/Support/SMLoc.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// A scope, a spec entry, a function or a global in the outline.
struct SymbolInfo {
  /// What the symbol is.
  enum class Kind { Scope, Entry, Function, Global };
  Kind kind = Kind::Scope;
  /// A scope's path (`@outer::builtin.module@12`), an entry's key, or a
  /// function's or global's symbol name (`@f`).
  std::string name;
  /// An entry's value, a function's or global's type as MLIR prints it
  /// (abbreviated; empty for scopes).
  std::string value;
  /// For a scope with a spec: how many entries it has; std::nullopt when
  /// the scope has no spec.
  std::optional<size_t> entryCount;
  /// For a scope of a file read as written: its spec is written but does
  /// not parse.
  bool specUnread = false;
  /// The whole op (scopes, functions, globals) or the whole entry.
  llvm::SMRange range;
  /// The op's name (scopes, functions, globals) or the entry (entries).
  llvm::SMRange selectionRange;
  /// A scope's: entries first, then its functions, globals and nested
  /// scopes in source order.
  std::vector<SymbolInfo> children;
};

/// The outermost scopes of `doc` with everything nested in them.
std::vector<SymbolInfo> getDocumentSymbols(const LayoutDocument &doc);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_DOCUMENTSYMBOLS_H
