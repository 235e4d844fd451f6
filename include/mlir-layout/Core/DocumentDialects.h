//===- DocumentDialects.h - The dialects of every document ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Which dialects a document's MLIR context knows: the tool's registry (what
// a downstream project's main passes to LayoutToolMain or
// LayoutLspServerMain; by default every upstream dialect and extension),
// plus the dialects of the loaded plugins on top.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_DOCUMENTDIALECTS_H
#define MLIR_LAYOUT_CORE_DOCUMENTDIALECTS_H

#include "mlir/Support/LLVM.h"

namespace mlir {
class DialectRegistry;

namespace layout {

/// Makes the dialects and extensions of `registry` those of every document
/// parsed afterwards, in place of the default (every upstream dialect and
/// extension). Call it at start-up, before the first document: it fails,
/// changing nothing, once documents use the registry.
LogicalResult setDocumentDialects(const DialectRegistry &registry);

/// The registry of every document's context: the dialects set by
/// setDocumentDialects (or every upstream one) and those of the plugins
/// loaded so far, built on the first call and fixed from then on.
const DialectRegistry &getDocumentDialects();

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_DOCUMENTDIALECTS_H
