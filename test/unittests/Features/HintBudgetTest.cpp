// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HintBudgetTest.cpp - A line's inlay hints within a budget ----------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Features/HintBudget.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using mlir::layout::test::parseDocument;

namespace {

/// ` +N`, as the server marks a hint with N hints folded into it.
size_t suffix(size_t count) { return 2 + std::to_string(count).size(); }

/// The indices shown, and the folded ones after a `/`.
std::string shown(llvm::ArrayRef<HintLabel> labels, size_t budget) {
  std::string out;
  for (const FittedHint &hint : fitHintsToLines(labels, budget, suffix)) {
    out += std::to_string(hint.index);
    if (!hint.folded.empty()) {
      out += "/";
      for (size_t index : hint.folded)
        out += std::to_string(index);
    }
    out += " ";
  }
  return out;
}

TEST(HintBudget, LinesThatFitKeepEveryHint) {
  // Two lines of 4 + 4 + 3 and 5 characters: all fit 11 and no limit.
  std::vector<HintLabel> labels = {{0, 4, 1}, {0, 4, 1}, {0, 3, 0}, {1, 5, 2}};
  EXPECT_EQ(shown(labels, 11), "0 1 2 3 ");
  EXPECT_EQ(shown(labels, 0), "0 1 2 3 ");
}

TEST(HintBudget, LeastUsefulGoFirstAndTheLastShownSaysHowMany) {
  // Line 0: memref, memref, a scalar with a 6-character label, memref.
  std::vector<HintLabel> labels = {{0, 4, 1}, {0, 4, 1}, {0, 6, 0}, {0, 4, 1}};
  // 15: the scalar goes; 12 + ` +1` (3) fits.
  EXPECT_EQ(shown(labels, 15), "0 1 3/2 ");
  // 14: the later memref goes too; 8 + ` +2` = 11.
  EXPECT_EQ(shown(labels, 14), "0 1/23 ");
  // 1: only the first of the most useful stays.
  EXPECT_EQ(shown(labels, 1), "0/123 ");
}

TEST(HintBudget, PaddingOutranksLayoutsAndLinesAreIndependent) {
  // Line 3: a struct's size (4) then its padding (5); line 4 fits.
  std::vector<HintLabel> labels = {{3, 4, 1}, {3, 5, 2}, {4, 4, 1}};
  EXPECT_EQ(shown(labels, 8), "1/0 2 ");
}

TEST(HintBudget, UsefulnessRanksPaddingAggregatesScalars) {
  auto doc = parseDocument("module {}");
  std::string error;
  auto usefulness = [&](llvm::StringRef type, bool padding) {
    InlayHintInfo hint;
    hint.type = doc->parseType(type, error);
    if (padding)
      hint.padding = 3;
    return getHintUsefulness(hint);
  };
  EXPECT_EQ(usefulness("!llvm.struct<(i8, i32)>", true), 2u);
  EXPECT_EQ(usefulness("memref<?xf32>", false), 1u);
  EXPECT_EQ(usefulness("vector<4xf32>", false), 1u);
  EXPECT_EQ(usefulness("!llvm.struct<(i8, i32)>", false), 1u);
  EXPECT_EQ(usefulness("i32", false), 0u);
  EXPECT_EQ(usefulness("index", false), 0u);
  EXPECT_EQ(usefulness("f16", false), 0u);
  EXPECT_EQ(usefulness("!llvm.ptr", false), 0u);
}

} // namespace
