// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MemoryReturnPolicyTest.cpp - When freed memory goes back -----------===//

#include "MemoryReturnPolicy.h"

#include "gtest/gtest.h"

using namespace mlir::layout;
using namespace std::chrono_literals;

namespace {
/// A clock the test moves.
struct FakeClock {
  std::chrono::steady_clock::time_point at{};
  MemoryReturnPolicy::Clock get() {
    return [this] { return at; };
  }
};

TEST(MemoryReturnPolicy, EditsKeepFreedMemoryWithinThePeriod) {
  FakeClock clock;
  MemoryReturnPolicy policy(60s, clock.get());
  clock.at += 1s;
  EXPECT_FALSE(policy.shouldReturn());
  clock.at += 58s;
  EXPECT_FALSE(policy.shouldReturn());
  clock.at += 1s;
  EXPECT_TRUE(policy.shouldReturn());
  // The period starts again at the return.
  clock.at += 30s;
  EXPECT_FALSE(policy.shouldReturn());
  clock.at += 30s;
  EXPECT_TRUE(policy.shouldReturn());
}

TEST(MemoryReturnPolicy, AClosedDocumentReturnsAtTheNextQuiet) {
  FakeClock clock;
  MemoryReturnPolicy policy(60s, clock.get());
  clock.at += 1s;
  policy.noteClosed();
  EXPECT_TRUE(policy.shouldReturn());
  // Once: the next quiet after edits keeps the memory again.
  clock.at += 1s;
  EXPECT_FALSE(policy.shouldReturn());
  policy.noteClosed();
  EXPECT_TRUE(policy.shouldReturn());
}
} // namespace
