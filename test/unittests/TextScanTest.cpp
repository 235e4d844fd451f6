//===- TextScanTest.cpp - Token ends in MLIR text -------------------------===//

#include "mlir-layout/Support/TextScan.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

TEST(TextScan, TokenEndCoversIdentifiersAndStrings) {
  llvm::StringRef text = R"(func.return %arg0 "a \" b" x)";
  EXPECT_EQ(tokenEnd(text, 0), 11u);  // func.return
  EXPECT_EQ(tokenEnd(text, 12), 17u); // %arg0
  EXPECT_EQ(tokenEnd(text, 18), 26u); // the whole string
  EXPECT_EQ(tokenEnd(text, 11), 12u); // one other character
  EXPECT_EQ(tokenEnd(text, text.size()), text.size());
  EXPECT_EQ(tokenEnd(R"("open)", 0), 5u); // unterminated string
}
