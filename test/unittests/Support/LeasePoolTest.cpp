// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LeasePoolTest.cpp - Objects lent one caller at a time -------------===//

#include "mlir-layout/Support/LeasePool.h"
#include "mlir-layout/Support/CrashGuard.h"

#include "gtest/gtest.h"

#include <csignal>
#include <thread>

using namespace mlir::layout;

namespace {
/// Counts the objects made, so tests see reuse.
struct Counted {
  Counted() : id(++made) {}
  int id;
  static inline int made = 0;
};
} // namespace

TEST(LeasePool, ReusesAnObjectGivenBack) {
  Counted::made = 0;
  LeasePool<Counted> pool;
  int first = pool.withLease([](Counted &c) { return c.id; });
  int second = pool.withLease([](Counted &c) { return c.id; });
  EXPECT_EQ(first, second);
  EXPECT_EQ(Counted::made, 1);
}

TEST(LeasePool, ConcurrentCallersGetDistinctObjects) {
  Counted::made = 0;
  LeasePool<Counted> pool;
  std::unique_ptr<Counted> held = pool.take();
  int other = pool.withLease([](Counted &c) { return c.id; });
  EXPECT_NE(held->id, other);
  pool.giveBack(std::move(held));
  EXPECT_EQ(pool.getIdleCount(), 2u);
}

TEST(LeasePool, ObjectOfACrashedUseIsNeverReused) {
  Counted::made = 0;
  LeasePool<Counted> pool;
  int crashedId = 0;
  bool survived = runGuarded([&] {
    pool.withLease([&](Counted &c) {
      crashedId = c.id;
      raise(SIGSEGV);
      return 0;
    });
  });
  EXPECT_FALSE(survived);
  EXPECT_EQ(pool.getIdleCount(), 0u);
  int next = pool.withLease([](Counted &c) { return c.id; });
  EXPECT_NE(next, crashedId);
}

TEST(LeasePool, KeepsAtMostMaxIdle) {
  LeasePool<Counted> pool(/*maxIdle=*/1);
  std::unique_ptr<Counted> a = pool.take(), b = pool.take();
  pool.giveBack(std::move(a));
  pool.giveBack(std::move(b));
  EXPECT_EQ(pool.getIdleCount(), 1u);
}
