//===- LLVMRender.h - LLVM's answer for a type in words ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Renders an LLVMTypeComparison (LLVM's numbers for a type under the layout
// LLVM IR uses for its scope, against MLIR's): the source of LLVM's layout,
// the numbers, and each disagreement with both values, for the CLI's text
// (`query` / `explain --compare-llvm`) and the editor's hover; the JSON is
// in the Render library's private JsonDocuments/LLVMJson.h.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_LLVMRENDER_H
#define MLIR_LAYOUT_RENDER_LLVMRENDER_H

#include "mlir-layout/LLVM/LLVMTypeLayout.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir {
namespace layout {

/// The `query --compare-llvm` line under a record: `  LLVM IR: TYPE under
/// SOURCE: size ..., alloc size ...: agrees` (or `disagrees: ...`, or why
/// there are no numbers).
void printLLVMComparisonLine(llvm::raw_ostream &os,
                             const LLVMTypeComparison &comparison);

/// The `explain --compare-llvm` section: the source, LLVM's numbers and
/// field offsets, and the verdict, one item per line.
void printLLVMComparison(llvm::raw_ostream &os,
                         const LLVMTypeComparison &comparison);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_LLVMRENDER_H
