// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RebuildSchedulerTest.cpp - Debounce with a manual clock ------------===//

#include "RebuildScheduler.h"

#include "gtest/gtest.h"

#include <future>
#include <thread>

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

TEST(RebuildScheduler, LanesOfOneFileAreIndependentAndCancelledTogether) {
  ManualClock clock;
  RebuildScheduler scheduler(10ms, /*workers=*/0, clock.fn());
  std::vector<std::string> ran;
  using Lane = RebuildScheduler::Lane;
  scheduler.schedule("a", [&] { ran.push_back("rebuild"); });
  // Neither replaces nor postpones the other lane's job.
  scheduler.scheduleNow(
      "a", [&] { ran.push_back("snapshot"); }, Lane::Snapshot);
  EXPECT_EQ(scheduler.pendingCount(), 2u);
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  clock.now += 10ms;
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(ran, (std::vector<std::string>{"snapshot", "rebuild"}));
  // A file's cancel drops its jobs in every lane.
  scheduler.schedule("a", [&] { ran.push_back("rebuild"); });
  scheduler.scheduleNow(
      "a", [&] { ran.push_back("snapshot"); }, Lane::Snapshot);
  scheduler.cancel("a");
  EXPECT_EQ(scheduler.pendingCount(), 0u);
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
TEST(DebouncePolicy, MedianOfRecentRebuildsClamped) {
  DebouncePolicy policy; // 50 ms .. 500 ms, ratio 1
  using D = DebouncePolicy::Duration;
  EXPECT_EQ(policy.compute({}), D(500ms)); // nothing measured yet
  std::vector<D> history{D(120ms), D(80ms), D(300ms)};
  EXPECT_EQ(policy.compute(history), D(120ms));
  EXPECT_EQ(policy.compute(std::vector<D>{D(5ms), D(7ms)}), D(50ms));
  EXPECT_EQ(policy.compute(std::vector<D>{D(2s)}), D(500ms));
  // Only the newest kHistory rebuilds count: older slow ones are forgotten.
  std::vector<D> old(20, D(400ms));
  old.insert(old.end(), DebouncePolicy::kHistory, D(100ms));
  EXPECT_EQ(policy.compute(old), D(100ms));
  policy.rebuildRatio = 0.5;
  EXPECT_EQ(policy.compute(history), D(60ms));
  EXPECT_EQ(DebouncePolicy::fixed(150ms).compute(history), D(150ms));
}

TEST(RebuildScheduler, ScheduleNowSkipsTheQuietPeriod) {
  ManualClock clock;
  RebuildScheduler scheduler(100ms, /*workers=*/0, clock.fn());
  int runs = 0;
  scheduler.scheduleNow("a", [&] { ++runs; });
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(runs, 1);
  // A fixed policy has no leading edge: an edit waits.
  scheduler.schedule("a", [&] { ++runs; });
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
}

TEST(RebuildScheduler, AQuietPeriodFollowsTheMeasuredRebuildTime) {
  ManualClock clock;
  RebuildScheduler scheduler(DebouncePolicy(), /*workers=*/0, clock.fn());
  // Each rebuild takes 200 ms of the manual clock.
  std::vector<int> built;
  auto job = [&](int edit) {
    return [&, edit] {
      built.push_back(edit);
      clock.now += 200ms;
    };
  };
  // A change that finds no other change waiting starts at once (the
  // leading edge).
  scheduler.schedule("a", job(1));
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(scheduler.getDebounce("a"), DebouncePolicy::Duration(200ms));
  clock.now += 10ms;
  scheduler.schedule("a", job(2));
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  // A burst: changes that find one waiting wait 200 ms after the last.
  scheduler.schedule("a", job(3)); // due at once
  clock.now += 150ms;
  scheduler.schedule("a", job(4)); // replaces 3, due 200 ms from now
  clock.now += 150ms;
  scheduler.schedule("a", job(5)); // replaces 4, postpones
  clock.now += 199ms;
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
  clock.now += 1ms;
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(built, (std::vector<int>{1, 2, 5}));
}

TEST(RebuildScheduler, AChangeDuringARebuildRunsRightAfterItMoreWait) {
  ManualClock clock;
  RebuildScheduler scheduler(DebouncePolicy(), /*workers=*/0, clock.fn());
  std::vector<int> built;
  scheduler.schedule("a", [&] {
    built.push_back(1);
    clock.now += 200ms;
  });
  EXPECT_EQ(scheduler.runDueJobs(), 1u); // measured: 200 ms
  // During rebuild 2 (200 ms), change 3 comes 50 ms in: it is due at once
  // and runs right after.
  scheduler.schedule("a", [&] {
    built.push_back(2);
    clock.now += 50ms;
    scheduler.schedule("a", [&] { built.push_back(3); });
    clock.now += 150ms;
  });
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  // During rebuild 4, changes 5 and 6 pile up: 6 replaces 5 and waits the
  // quiet period (200 ms) after itself.
  scheduler.schedule("a", [&] {
    built.push_back(4);
    clock.now += 50ms;
    scheduler.schedule("a", [&] { built.push_back(5); });
    clock.now += 50ms;
    scheduler.schedule("a", [&] { built.push_back(6); });
    clock.now += 100ms;
  });
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  clock.now += 99ms; // 199 ms after change 6
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
  clock.now += 1ms;
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(built, (std::vector<int>{1, 2, 3, 4, 6}));
}

TEST(RebuildScheduler, AChangeAfterACancelledBurstStartsAtOnce) {
  ManualClock clock;
  RebuildScheduler scheduler(DebouncePolicy(), /*workers=*/0, clock.fn());
  int runs = 0;
  scheduler.schedule("a", [&] { ++runs; });
  scheduler.schedule("a", [&] { ++runs; }); // pending: a burst
  EXPECT_EQ(scheduler.runDueJobs(), 0u);
  scheduler.cancel("a"); // closed
  scheduler.schedule("a", [&] { ++runs; });
  EXPECT_EQ(scheduler.runDueJobs(), 1u);
  EXPECT_EQ(runs, 1);
}

TEST(RebuildScheduler, WorkersMeasureTheirJobs) {
  RebuildScheduler scheduler(DebouncePolicy(), /*workers=*/1);
  std::promise<void> done;
  scheduler.scheduleNow("a", [&] {
    std::this_thread::sleep_for(60ms);
    done.set_value();
  });
  done.get_future().wait();
  // Liveness only: the measured time is at least the sleep (50 ms floor).
  for (int i = 0; i < 1000 && scheduler.runningCount(); ++i)
    std::this_thread::sleep_for(1ms);
  EXPECT_GE(scheduler.getDebounce("a"), DebouncePolicy::Duration(60ms));
}
} // namespace
