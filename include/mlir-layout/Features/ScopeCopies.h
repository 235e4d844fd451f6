//===- ScopeCopies.h - A scope subtree with one scope replaced --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// "What would the layouts be if this scope's own spec were different": a
// copy standing in for one scope of a document, and copies of every scope
// nested in it (their own specs kept) parented to it, each with its own
// query object. Answers over the copies are the engine's, exactly as if the
// document were written with the replacement in the scope's place; the
// document itself is not touched.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_SCOPECOPIES_H
#define MLIR_LAYOUT_FEATURES_SCOPECOPIES_H

#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Core/ScopedDataLayout.h"

#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// A copy of `scope` (same op, parent, path and place) whose own spec is
/// `spec` (null for none), its entries at no known place in the document.
std::unique_ptr<LayoutScope> replaceOwnSpec(const LayoutScope &scope,
                                            DataLayoutSpecInterface spec);

/// Copies of a scope and the scopes nested in it, the scope itself replaced.
class ScopeCopies {
public:
  /// Stands `replacement` (a copy of `scope` with other own entries) in for
  /// `scope` of `doc` and copies every scope nested in it under it.
  ScopeCopies(LayoutDocument &doc, const LayoutScope &scope,
              std::unique_ptr<LayoutScope> replacement);
  ~ScopeCopies();

  /// The copy standing for `original`; null unless `original` is the
  /// replaced scope or nested in it.
  const LayoutScope *lookup(const LayoutScope &original) const;
  /// The query object of the copy of `original` (created on first use);
  /// `original` must have a copy.
  ScopedDataLayout &getLayout(const LayoutScope &original);

private:
  LayoutDocument &doc;
  std::vector<std::unique_ptr<LayoutScope>> copies;
  llvm::DenseMap<const LayoutScope *, LayoutScope *> copyOf;
  llvm::DenseMap<const LayoutScope *, std::unique_ptr<ScopedDataLayout>>
      layouts;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_SCOPECOPIES_H
