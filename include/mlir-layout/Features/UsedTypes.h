//===- UsedTypes.h - The types used in each scope of a document -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef MLIR_LAYOUT_FEATURES_USEDTYPES_H
#define MLIR_LAYOUT_FEATURES_USEDTYPES_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/DenseMap.h"

#include <map>
#include <string>

namespace mlir {
namespace layout {
class LayoutDocument;
struct LayoutScope;

/// The types of op results and block arguments in one scope, by their
/// printed text (so they sort and compare across documents).
using ScopeTypes = std::map<std::string, Type>;

/// The types used in each scope of `doc` (its innermost enclosing scope; a
/// scope op's own results belong to the scope around it). Scopes without
/// values have no entry.
llvm::DenseMap<const LayoutScope *, ScopeTypes>
collectUsedTypes(LayoutDocument &doc);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_USEDTYPES_H
