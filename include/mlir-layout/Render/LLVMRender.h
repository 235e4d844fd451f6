//===- LLVMRender.h - LLVM's answer for a type, in words and JSON -*- C++ -*-=//
//
// Renders an LLVMTypeComparison (LLVM's numbers for a type under the layout
// LLVM IR uses for its scope, against MLIR's): the source of LLVM's layout,
// the numbers, and each disagreement with both values, for the CLI's text
// and JSON (`query` / `explain --compare-llvm`) and the editor's hover.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_LLVMRENDER_H
#define MLIR_LAYOUT_RENDER_LLVMRENDER_H

#include "mlir-layout/LLVM/LLVMTypeLayout.h"

#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <string>

namespace mlir {
namespace layout {

/// Where LLVM's layout comes from: `llvm.data_layout "e-i64:32" of @m`,
/// `the string MLIR's translation writes for the dlti.dl_spec of @m
/// ("e-i64:64")`, `LLVM's default layout (@m has neither llvm.data_layout
/// nor dlti.dl_spec)`.
std::string describeLLVMSource(const LLVMLayoutSource &source);

/// Why `comparison` has no LLVM numbers, in words (its `missing` is set).
std::string describeNoLLVMNumbers(const LLVMTypeComparison &comparison);

/// The name of a compared number in JSON: `size`, `bitsize`, `abi`,
/// `preferred`, `index`, `scalable`, `field_offset`, `field_count`.
const char *getPropertyName(LLVMDisagreement::Property property);

/// One disagreement: `abi: MLIR 8, LLVM 4`, `offset of field #1: MLIR 8,
/// LLVM 4`.
std::string describeDisagreement(const LLVMDisagreement &disagreement);

/// All disagreements joined with `; `.
std::string describeDisagreements(const LLVMTypeComparison &comparison);

/// The `query --compare-llvm` line under a record: `  LLVM IR: TYPE under
/// SOURCE: size ..., alloc size ...: agrees` (or `disagrees: ...`, or why
/// there are no numbers).
void printLLVMComparisonLine(llvm::raw_ostream &os,
                             const LLVMTypeComparison &comparison);

/// The `explain --compare-llvm` section: the source, LLVM's numbers and
/// field offsets, and the verdict, one item per line.
void printLLVMComparison(llvm::raw_ostream &os,
                         const LLVMTypeComparison &comparison);

/// The `llvm` object of a JSON record (see README: `--compare-llvm`).
nlohmann::json toLLVMJson(const LLVMTypeComparison &comparison);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_LLVMRENDER_H
