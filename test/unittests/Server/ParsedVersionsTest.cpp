// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ParsedVersionsTest.cpp - The last two parsed versions --------------===//

#include "ParsedVersions.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

TEST(ParsedVersions, KeepsTheLastTwoNewerVersions) {
  ParsedVersions versions;
  EXPECT_FALSE(versions.get().newest);
  versions.record({1, "a", {"x"}});
  EXPECT_FALSE(versions.get().previous);
  EXPECT_EQ(versions.get().newest->version, 1);
  versions.record({3, "c", {"y"}});
  versions.record({2, "b", {"z"}}); // older than the newest: ignored
  ParsedVersions::Pair pair = versions.get();
  EXPECT_EQ(pair.previous->version, 1);
  EXPECT_EQ(pair.newest->version, 3);
  EXPECT_EQ(pair.newest->text, "c");
  versions.record({4, "d", {"y"}});
  EXPECT_EQ(versions.get().previous->version, 3);
  versions.clear();
  EXPECT_FALSE(versions.get().newest);
}

TEST(ParsedVersions, AKeptAnswerServesOnlyItsPair) {
  ParsedVersions versions;
  versions.record({1, "a", {}});
  versions.record({2, "b", {}});
  ParsedVersions::Pair pair = versions.get();
  EXPECT_FALSE(versions.getAnswer(pair));
  LayoutChangesResult answer;
  answer.summary = "kept";
  versions.keepAnswer(pair, answer);
  ASSERT_TRUE(versions.getAnswer(pair));
  EXPECT_EQ(versions.getAnswer(pair)->summary, "kept");
  versions.record({3, "c", {}});
  EXPECT_FALSE(versions.getAnswer(versions.get()));
}
