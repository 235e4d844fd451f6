// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SlowWorkReporterTest.cpp - Progress only for slow work -------------===//
//
// A manual clock and poll() instead of the ticker thread: no sleeps.
//
//===----------------------------------------------------------------------===//

#include "SlowWorkReporter.h"

#include "gtest/gtest.h"

#include <condition_variable>
#include <mutex>
#include <vector>

using namespace mlir::layout;
using namespace std::chrono_literals;
using Event = SlowWorkReporter::Event;

namespace {
/// A reporter with a 500 ms threshold on a manual clock, recording events.
struct Fixture {
  SlowWorkReporter::Clock::time_point clock{};
  std::vector<Event> events;
  SlowWorkReporter reporter{500ms,
                            [this](const Event &e) { events.push_back(e); },
                            [this] { return clock; }, /*tickerThread=*/false};
};
} // namespace

TEST(SlowWorkReporterTest, WorkShorterThanTheThresholdIsNeverReported) {
  Fixture f;
  uint64_t id = f.reporter.start("Analysing a.mlir");
  f.clock += 499ms;
  f.reporter.poll();
  f.reporter.finish(id);
  f.clock += 10s;
  f.reporter.poll();
  EXPECT_TRUE(f.events.empty());
}

TEST(SlowWorkReporterTest, SlowWorkBeginsAtTheThresholdAndEndsOnce) {
  Fixture f;
  uint64_t id = f.reporter.start("Analysing a.mlir");
  f.clock += 400ms;
  f.reporter.poll();
  EXPECT_TRUE(f.events.empty());
  f.clock += 100ms;
  f.reporter.poll();
  f.reporter.poll(); // no second Begin
  ASSERT_EQ(f.events.size(), 1u);
  EXPECT_EQ(f.events[0].kind, Event::Kind::Begin);
  EXPECT_EQ(f.events[0].message, "Analysing a.mlir");
  f.reporter.finish(id);
  f.reporter.finish(id); // no second End
  ASSERT_EQ(f.events.size(), 2u);
  EXPECT_EQ(f.events[1].kind, Event::Kind::End);
  EXPECT_EQ(f.events[1].token, f.events[0].token);
}

TEST(SlowWorkReporterTest, ConcurrentWorkGetsItsOwnTokens) {
  Fixture f;
  uint64_t a = f.reporter.start("Analysing a.mlir");
  f.clock += 300ms;
  uint64_t b = f.reporter.start("Analysing b.mlir");
  f.clock += 300ms; // a at 600 ms, b at 300 ms
  f.reporter.poll();
  ASSERT_EQ(f.events.size(), 1u);
  EXPECT_EQ(f.events[0].message, "Analysing a.mlir");
  f.clock += 200ms; // b at 500 ms
  f.reporter.poll();
  ASSERT_EQ(f.events.size(), 2u);
  EXPECT_EQ(f.events[1].message, "Analysing b.mlir");
  EXPECT_NE(f.events[0].token, f.events[1].token);
  f.reporter.finish(b);
  f.reporter.finish(a);
  ASSERT_EQ(f.events.size(), 4u);
  EXPECT_EQ(f.events[2].token, f.events[1].token);
  EXPECT_EQ(f.events[3].token, f.events[0].token);
}

TEST(SlowWorkReporterTest, ZeroThresholdReportsAtOnce) {
  SlowWorkReporter::Clock::time_point clock{};
  std::vector<Event> events;
  SlowWorkReporter reporter(
      0ms, [&](const Event &e) { events.push_back(e); }, [&] { return clock; },
      /*tickerThread=*/false);
  reporter.finish(reporter.start("Analysing a.mlir"));
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].kind, Event::Kind::Begin);
  EXPECT_EQ(events[1].kind, Event::Kind::End);
}

TEST(SlowWorkReporterTest, TickerThreadReportsWithoutPolling) {
  // Real time: only liveness is checked, with a generous bound.
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<Event> events;
  SlowWorkReporter reporter(20ms, [&](const Event &e) {
    std::lock_guard<std::mutex> lock(mutex);
    events.push_back(e);
    changed.notify_all();
  });
  uint64_t id = reporter.start("Analysing a.mlir");
  {
    std::unique_lock<std::mutex> lock(mutex);
    ASSERT_TRUE(changed.wait_for(lock, 60s, [&] { return !events.empty(); }));
  }
  reporter.finish(id);
  std::lock_guard<std::mutex> lock(mutex);
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].kind, Event::Kind::Begin);
  EXPECT_EQ(events[1].kind, Event::Kind::End);
}
