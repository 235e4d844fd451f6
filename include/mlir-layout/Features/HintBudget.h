//===- HintBudget.h - A line's inlay hints within a budget ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feature: Inlay hints (the per-line budget)
// VS Code shows at most `editor.inlayHints.maximumLength` characters of
// hint labels per line (43 by default): past it, a label is cut with `…`
// and the line's later hints are not shown at all. fitHintsToLines decides
// which hints of each line to show so that everything shown is whole: the
// least useful hints of an overlong line are left out and folded into the
// line's last shown hint, whose label says how many (` +2`) and whose
// tooltip holds their full text.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_HINTBUDGET_H
#define MLIR_LAYOUT_FEATURES_HINTBUDGET_H

#include "mlir-layout/Features/InlayHints.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>
#include <vector>

namespace mlir {
namespace layout {

/// One hint as the budget sees it.
struct HintLabel {
  /// The line it is shown on.
  unsigned line = 0;
  /// The characters of its label, as the editor counts them (UTF-16 code
  /// units).
  size_t length = 0;
  /// How useful it is (getHintUsefulness): when a line's hints do not
  /// fit, the least useful are left out first.
  unsigned usefulness = 0;
};

/// A hint to show.
struct FittedHint {
  /// Its index in the input.
  size_t index = 0;
  /// The indices of the hints of its line left out to fit the budget, in
  /// input order; only the line's last shown hint has any.
  std::vector<size_t> folded;
};

/// How useful a hint is when its line's hints do not fit: padding (2, the
/// bytes a struct wastes) before the layout of an aggregate, vector or
/// memref (1) before that of a scalar (0: integer, index, float, pointer),
/// whose size its type already says.
unsigned getHintUsefulness(const InlayHintInfo &hint);

/// The hints of `labels` (sorted by line, then position) to show when an
/// editor shows at most `budget` characters of labels per line (0: no
/// limit), in input order. On a line whose labels exceed the budget, the
/// least useful hints are left out (the later first among equals) until
/// the shown labels, plus `suffixLength(n)` characters for the marker of
/// `n` left-out hints on the last shown one, fit; the most useful hint is
/// always shown.
std::vector<FittedHint>
fitHintsToLines(llvm::ArrayRef<HintLabel> labels, size_t budget,
                llvm::function_ref<size_t(size_t)> suffixLength);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_HINTBUDGET_H
