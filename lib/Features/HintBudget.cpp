// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HintBudget.cpp - A line's inlay hints within the editor's budget ---===//

#include "mlir-layout/Features/HintBudget.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;

unsigned mlir::layout::getHintUsefulness(const InlayHintInfo &hint) {
  if (hint.padding)
    return 2;
  if (hint.type &&
      isa<IntegerType, IndexType, FloatType, LLVM::LLVMPointerType>(hint.type))
    return 0;
  return 1;
}

/// The hints of one line (`first`..`last` of `labels`) to show.
static void fitLine(llvm::ArrayRef<HintLabel> labels, size_t first, size_t last,
                    size_t budget,
                    llvm::function_ref<size_t(size_t)> suffixLength,
                    std::vector<FittedHint> &out) {
  std::vector<bool> shown(last - first, true);
  size_t total = 0;
  for (size_t i = first; i < last; ++i)
    total += labels[i].length;
  // Leave-out order: least useful first, the later first among equals.
  std::vector<size_t> order(last - first);
  std::iota(order.begin(), order.end(), first);
  llvm::stable_sort(order, [&](size_t a, size_t b) {
    if (labels[a].usefulness != labels[b].usefulness)
      return labels[a].usefulness < labels[b].usefulness;
    return a > b;
  });
  size_t leftOut = 0;
  // The most useful hint (the last of `order`) always stays.
  for (size_t k = 0; k + 1 < order.size(); ++k) {
    size_t withMarker = total + (leftOut ? suffixLength(leftOut) : 0);
    if (budget == 0 || withMarker <= budget)
      break;
    shown[order[k] - first] = false;
    total -= labels[order[k]].length;
    ++leftOut;
  }
  std::vector<size_t> folded;
  for (size_t i = first; i < last; ++i)
    if (!shown[i - first])
      folded.push_back(i);
  size_t lastShown = first;
  for (size_t i = first; i < last; ++i)
    if (shown[i - first])
      lastShown = i;
  for (size_t i = first; i < last; ++i)
    if (shown[i - first])
      out.push_back({i, i == lastShown ? folded : std::vector<size_t>()});
}

std::vector<FittedHint>
mlir::layout::fitHintsToLines(llvm::ArrayRef<HintLabel> labels, size_t budget,
                              llvm::function_ref<size_t(size_t)> suffixLength) {
  std::vector<FittedHint> out;
  out.reserve(labels.size());
  for (size_t first = 0; first < labels.size();) {
    size_t last = first + 1;
    while (last < labels.size() && labels[last].line == labels[first].line)
      ++last;
    fitLine(labels, first, last, budget, suffixLength, out);
    first = last;
  }
  return out;
}
