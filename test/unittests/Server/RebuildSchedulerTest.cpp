//===- RebuildSchedulerTest.cpp - Debounce with a manual clock ------------===//

#include "mlir-layout/Server/RebuildScheduler.h"

#include "gtest/gtest.h"

using namespace mlir::layout;
using namespace std::chrono_literals;

namespace {
/// A clock the test moves by hand.
struct ManualClock {
  RebuildScheduler::Clock::time_point now{};
  RebuildScheduler::NowFn fn() {
    return [this] { return now; };
  }
};

TEST(RebuildScheduler, RunsOnlyAfterTheQuietPeriod) {
  ManualClock clock;
  RebuildScheduler scheduler(100ms, /*workers=*/0, clock.fn());
  int runs = 0;
  scheduler.schedule("a", [&] { ++runs; });
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
  clock.now += 99ms;
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
  clock.now += 1ms;
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(runs, 1);
  EXPECT_EQ(scheduler.pendingCount(), 0u);
}

TEST(RebuildScheduler, NewerEditReplacesAndPostponesThePendingOne) {
  ManualClock clock;
  RebuildScheduler scheduler(100ms, /*workers=*/0, clock.fn());
  std::vector<int> versions;
  scheduler.schedule("a", [&] { versions.push_back(1); });
  clock.now += 60ms;
  scheduler.schedule("a", [&] { versions.push_back(2); });
  clock.now += 60ms; // 120 ms after the first, 60 after the second edit
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
  clock.now += 40ms;
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(versions, std::vector<int>{2}); // the obsolete build never ran
}

TEST(RebuildScheduler, ContinuousTypingIsRebuiltWithinTheMaximumDelay) {
  ManualClock clock;
  RebuildScheduler scheduler(150ms, /*workers=*/0, clock.fn(), 1000ms);
  std::vector<int> built;
  // An edit every 100 ms for 6 s: the quiet period never passes.
  for (int edit = 0; edit < 60; ++edit) {
    scheduler.schedule("a", [&built, edit] { built.push_back(edit); });
    clock.now += 100ms;
    scheduler.runDueJobs();
  }
  // One rebuild (of the newest text) per second of typing: the edits
  // scheduled at 0 s, 1 s, ... are due 1 s later.
  EXPECT_EQ(built, (std::vector<int>{9, 19, 29, 39, 49, 59}));
  EXPECT_EQ(scheduler.pendingCount(), 0u);
}

TEST(RebuildScheduler, TheMaximumDelayCountsFromTheFirstUnbuiltChange) {
  ManualClock clock;
  RebuildScheduler scheduler(150ms, /*workers=*/0, clock.fn(), 1000ms);
  int runs = 0;
  scheduler.schedule("a", [&] { ++runs; });
  clock.now += 150ms;
  EXPECT_EQ(scheduler.runDueJobs(), 1u); // a pause: the usual debounce
  // The next burst starts its own maximum delay.
  for (int edit = 0; edit < 9; ++edit) {
    scheduler.schedule("a", [&] { ++runs; });
    clock.now += 100ms;
    EXPECT_EQ(scheduler.runDueJobs(), 0u);
  }
  scheduler.schedule("a", [&] { ++runs; });
  clock.now += 100ms; // 1 s after the burst's first edit
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(runs, 2);
}

TEST(RebuildScheduler, FilesAreIndependentAndCancellable) {
  ManualClock clock;
  RebuildScheduler scheduler(10ms, /*workers=*/0, clock.fn());
  int a = 0, b = 0;
  scheduler.schedule("a", [&] { ++a; });
  scheduler.schedule("b", [&] { ++b; });
  scheduler.cancel("a");
  clock.now += 10ms;
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(a, 0);
  EXPECT_EQ(b, 1);
}

TEST(RebuildScheduler, RunAllJobsDoesNotWaitForTheQuietPeriod) {
  ManualClock clock;
  RebuildScheduler scheduler(100ms, /*workers=*/0, clock.fn());
  int runs = 0;
  scheduler.schedule("a", [&] { ++runs; });
  scheduler.schedule("b", [&] { ++runs; });
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
  EXPECT_EQ(scheduler.runAllJobs(), 2u);
  EXPECT_EQ(runs, 2);
  EXPECT_EQ(scheduler.pendingCount(), 0u);
}

TEST(RebuildScheduler, StopDropsPendingAndLaterJobs) {
  RebuildScheduler scheduler(1h, /*workers=*/2);
  int runs = 0;
  scheduler.schedule("a", [&] { ++runs; });
  scheduler.stop();
  EXPECT_EQ(scheduler.pendingCount(), 0u);
  scheduler.schedule("b", [&] { ++runs; });
  EXPECT_EQ(scheduler.pendingCount(), 0u);
  EXPECT_EQ(scheduler.runAllJobs(), 0u);
  scheduler.stop(); // idempotent
  EXPECT_EQ(runs, 0);
}
} // namespace
