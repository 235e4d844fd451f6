//===- TextRender.h - Plain-text renderings of engine data ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Human-readable text for the CLI: explanations, one-line query records,
// GNU-style diagnostics and the lines MLIR's test-data-layout-query pass
// attaches, so lit tests can share CHECK lines with MLIR's own tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_TEXTRENDER_H
#define MLIR_LAYOUT_RENDER_TEXTRENDER_H

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/LayoutInfo.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace layout {

/// Writes the full explanation of `result`: numbers, reasons with the
/// deciding entries (`file:line:col`), struct fields with their padding and
/// the cache lines (of `cacheLineSize` bytes) they fall on.
void printExplanation(llvm::raw_ostream &os, const LayoutResult &result,
                      llvm::StringRef filename, uint64_t cacheLineSize = 64);

/// Writes one query record: `file:line:col: TYPE in SCOPE: size ...`.
void printQueryRecord(llvm::raw_ostream &os, const LayoutResult &result,
                      llvm::StringRef filename, const SourcePos &where);

/// Writes the five lines MLIR's test-data-layout-query pass would attach for
/// `result`, each as `name = value : index` in alphabetical order
/// (alignment, bitsize, index, preferred, size), or `error: no layout: ...`.
void printQueryPassLines(llvm::raw_ostream &os, const LayoutResult &result);

/// Writes the scope-wide properties of a scope, one per line.
void printScopeProperties(llvm::raw_ostream &os,
                          const ScopeProperties &properties,
                          llvm::StringRef filename);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_TEXTRENDER_H
