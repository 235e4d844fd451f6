//===- LLVMAgreement.h - MLIR's answers against LLVM IR's -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `layout-llvm-disagrees` (`check --compare-llvm`): for each type used in a
// scope, MLIR's numbers against the ones LLVM IR will use for it (see
// LLVM/LLVMTypeLayout.h), and the words for such a comparison, shared by the
// diagnostics, the CLI's `--compare-llvm` output and the hover.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_LLVMAGREEMENT_H
#define MLIR_LAYOUT_CHECK_LLVMAGREEMENT_H

#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"

#include <string>
#include <vector>

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

/// All disagreements of `comparison` joined with `; `.
std::string describeDisagreements(const LLVMTypeComparison &comparison);

/// What decides MLIR's numbers for `result`: its reasons' entries
/// (`i64 = dense<64> : vector<2xi64> in @m`), or MLIR's built-in defaults.
std::string describeMLIRSources(const LayoutResult &result);

/// What decides LLVM's: `i64:32` for i64, no component for i8 (LLVM's
/// default), ...
std::string describeLLVMComponents(const LLVMTypeComparison &comparison);

/// The line a type's hover and `explain` add when LLVM IR lays the type
/// out differently from MLIR in its scope: `LLVM IR lays it out
/// differently: abi: MLIR 8, LLVM 4; ...; MLIR's numbers from ..., LLVM's
/// from ...`.
std::string describeLLVMDifference(const LLVMTypeComparison &comparison,
                                   const LayoutResult &mlir);

/// One type used in a scope, and where (the first op result of that type,
/// or the scope op).
struct TypeUse {
  /// The innermost scope around the use.
  const LayoutScope *scope = nullptr;
  /// The type.
  Type type;
  /// Where it is used.
  SourcePos where;
};

/// `layout-llvm-disagrees` (warning), one per use in `uses` whose type has
/// LLVM numbers that differ from MLIR's in its scope: ranged on the use,
/// naming the first differing number with both values; its related
/// information has every differing number, the entries that decide MLIR's
/// and the components that decide LLVM's, and points at those entries and
/// at the `llvm.data_layout` attribute.
std::vector<SpecIssue> checkLLVMAgreement(LayoutDocument &doc,
                                          llvm::ArrayRef<TypeUse> uses);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_LLVMAGREEMENT_H
