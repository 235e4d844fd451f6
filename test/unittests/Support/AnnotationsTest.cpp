// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AnnotationsTest.cpp - The test markup helper -----------------------===//

#include "TestSupport/Annotations.h"

#include "gtest/gtest.h"

using namespace mlir::layout::test;

TEST(Annotations, PointsAndRangesAreRemovedAndRecorded) {
  Annotations a("ab^c [[de]] $x[[f$y^g]]");
  EXPECT_EQ(a.code(), "abc de fg");
  EXPECT_EQ(a.point(), 2u);
  EXPECT_EQ(a.range(), Annotations::Range(4, 6));
  EXPECT_EQ(a.range("x"), Annotations::Range(7, 9));
  EXPECT_EQ(a.point("y"), 8u);
}
