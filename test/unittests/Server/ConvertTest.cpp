// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ConvertTest.cpp - The diagnostics the server builds itself ---------===//

#include "Convert.h"

#include "mlir-layout/Support/MessageText.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace mlir::layout;

namespace {
TEST(Convert, AnalysisCrashedNamesItsReasonInAShortMessage) {
  LayoutDiagnostic diag = toAnalysisCrashedDiagnostic("SIGSEGV");
  EXPECT_EQ(diag.code, "analysis-crashed");
  EXPECT_NE(diag.message.find("(SIGSEGV inside MLIR)"), std::string::npos)
      << diag.message;
  // A reason of any length (LLVM's fatal error texts quote whole types)
  // leaves the message at most 200 characters.
  LayoutDiagnostic longReason =
      toAnalysisCrashedDiagnostic("LLVM ERROR: " + std::string(1000, 'x'));
  EXPECT_LE(longReason.message.size(), kMaxMessageLength) << longReason.message;
  EXPECT_NE(longReason.message.find("LLVM ERROR: x"), std::string::npos);
}

TEST(Convert, LayoutFileErrorIsAtItsLineAndColumn) {
  LayoutFileError error;
  error.line = 3;
  error.column = 7;
  error.message = "expected a string";
  LayoutDiagnostic diag = toLayoutFileDiagnostic(error);
  EXPECT_EQ(diag.code, "layout-file-error");
  EXPECT_EQ(diag.range.start.line, 2);
  EXPECT_EQ(diag.range.start.character, 6);
  EXPECT_EQ(diag.message, "expected a string");
}
} // namespace
