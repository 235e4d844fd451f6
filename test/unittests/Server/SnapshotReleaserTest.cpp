// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SnapshotReleaserTest.cpp - Snapshots freed off the message thread --===//

#include "SnapshotReleaser.h"
#include "OpenDocument.h"

#include "gtest/gtest.h"

#include <atomic>
#include <chrono>
#include <future>
#include <thread>
#include <vector>

using namespace mlir::layout;

namespace {
/// Records the thread that destroys it.
struct Probe {
  std::thread::id *freedOn;
  explicit Probe(std::thread::id *freedOn) : freedOn(freedOn) {}
  ~Probe() { *freedOn = std::this_thread::get_id(); }
};

TEST(SnapshotReleaser, TheLastReferenceDroppedHereIsFreedOnItsThread) {
  SnapshotReleaser releaser;
  std::thread::id freedOn;
  std::shared_ptr<const Probe> probe =
      releaser.adopt(std::make_shared<const Probe>(&freedOn));
  std::shared_ptr<const Probe> copy = probe;
  probe.reset();
  copy.reset();
  releaser.drain();
  EXPECT_EQ(releaser.getReleased(), 1u);
  EXPECT_NE(freedOn, std::thread::id());
  EXPECT_NE(freedOn, std::this_thread::get_id());
}

TEST(SnapshotReleaser, AfterHoldNothingIsFreedUntilTheDestructor) {
  std::thread::id freedOn;
  {
    SnapshotReleaser releaser;
    releaser.hold();
    releaser.adopt(std::make_shared<const Probe>(&freedOn));
    releaser.drain(); // returns at once: the releaser holds
    EXPECT_EQ(releaser.getReleased(), 0u);
    EXPECT_EQ(freedOn, std::thread::id());
  }
  // The destructor freed it, on the releaser's thread.
  EXPECT_NE(freedOn, std::thread::id());
  EXPECT_NE(freedOn, std::this_thread::get_id());
}

TEST(SnapshotReleaser, AnOwnerBesidesTheAdoptedPointerKeepsTheObject) {
  SnapshotReleaser releaser;
  std::thread::id freedOn;
  auto original = std::make_shared<const Probe>(&freedOn);
  std::shared_ptr<const Probe> adopted = releaser.adopt(original);
  EXPECT_EQ(adopted.get(), original.get());
  adopted.reset();
  releaser.drain();
  // The releaser dropped its reference; the original one still holds it.
  EXPECT_EQ(releaser.getReleased(), 1u);
  EXPECT_EQ(freedOn, std::thread::id());
  original.reset();
  EXPECT_EQ(freedOn, std::this_thread::get_id());
}

TEST(SnapshotReleaser, ObjectsOutlivingTheReleaserAreFreedByTheirLastOwner) {
  std::thread::id freedOn;
  std::shared_ptr<const Probe> probe;
  {
    SnapshotReleaser releaser;
    probe = releaser.adopt(std::make_shared<const Probe>(&freedOn));
  }
  probe.reset();
  EXPECT_EQ(freedOn, std::this_thread::get_id());
}

TEST(SnapshotReleaser, QueuedObjectsAreFreedWhenTheReleaserGoes) {
  std::thread::id freedOn;
  {
    SnapshotReleaser releaser;
    releaser.adopt(std::make_shared<const Probe>(&freedOn));
  }
  EXPECT_NE(freedOn, std::thread::id());
  EXPECT_NE(freedOn, std::this_thread::get_id());
}

TEST(SnapshotReleaser, ASnapshotReplacedWhileARequestReadsItIsFreedThere) {
  SnapshotReleaser releaser;
  OpenDocument doc(cantFail(llvm::lsp::URIForFile::fromFile("/tmp/r.mlir")),
                   &releaser);
  SettledWaiters opened, first, changed, second;
  doc.reset("module {}\n", 1, opened);
  std::shared_ptr<const Snapshot> previous;
  ASSERT_TRUE(doc.install(
      Snapshot::build("r.mlir", "module {}\n", 1, CompatibilityPolicy::Relax),
      1, previous, first));
  first = SettledWaiters();
  // A request reads version 1 while version 2 is installed; the rebuild
  // drops the replaced snapshot first, the request last.
  DocumentView view = doc.getView();
  ASSERT_TRUE(view.snapshot);
  llvm::lsp::TextDocumentContentChangeEvent change;
  change.text = "module {}\n\n";
  ASSERT_TRUE(succeeded(doc.applyChanges({change}, 2, changed)));
  ASSERT_TRUE(doc.install(
      Snapshot::build("r.mlir", change.text, 2, CompatibilityPolicy::Relax), 1,
      previous, second));
  ASSERT_TRUE(previous);
  EXPECT_EQ(previous->version, 1);
  previous.reset();
  releaser.drain();
  EXPECT_EQ(releaser.getReleased(), 0u);
  view = DocumentView();
  releaser.drain();
  EXPECT_EQ(releaser.getReleased(), 1u);
}

/// A Probe whose destruction waits until `gate` opens.
struct GatedProbe : Probe {
  std::shared_future<void> gate;
  GatedProbe(std::thread::id *freedOn, std::shared_future<void> gate)
      : Probe(freedOn), gate(std::move(gate)) {}
  ~GatedProbe() { gate.wait(); }
};

/// Polls `done` until it holds or a minute passes (a hang: on a loaded
/// machine the releaser's low-priority thread is late, not that late).
template <typename Pred> static bool eventually(Pred done) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

TEST(SnapshotReleaser, TheQuietActionFollowsABurstOfDropsOnce) {
  std::atomic<unsigned> runs{0};
  std::thread::id ranOn;
  SnapshotReleaser releaser({std::chrono::milliseconds(20), [&] {
                               ranOn = std::this_thread::get_id();
                               ++runs;
                             }});
  std::thread::id freedOn;
  // One burst of three drops, however this thread is scheduled: freeing the
  // first waits until the other two are queued, and the releaser takes a
  // queued drop at once (a test thread preempted for longer than the quiet
  // period between drops would otherwise make two bursts).
  std::promise<void> queued;
  std::vector<std::shared_ptr<const Probe>> probes;
  probes.push_back(releaser.adopt(std::shared_ptr<const Probe>(
      std::make_shared<const GatedProbe>(&freedOn, queued.get_future()))));
  for (int i = 0; i < 2; ++i)
    probes.push_back(releaser.adopt(std::make_shared<const Probe>(&freedOn)));
  probes.clear();
  queued.set_value();
  ASSERT_TRUE(eventually([&] { return releaser.getQuietRuns() == 1; }));
  EXPECT_EQ(runs, 1u);
  EXPECT_EQ(releaser.getReleased(), 3u);
  EXPECT_EQ(ranOn, freedOn);
  // Quiet without drops: nothing more to do.
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(releaser.getQuietRuns(), 1u);
  // The next burst is followed again.
  releaser.adopt(std::make_shared<const Probe>(&freedOn));
  ASSERT_TRUE(eventually([&] { return releaser.getQuietRuns() == 2; }));
  EXPECT_EQ(runs, 2u);
}

TEST(SnapshotReleaser, NoQuietActionBeforeAnyDrop) {
  std::atomic<unsigned> runs{0};
  {
    SnapshotReleaser releaser({std::chrono::milliseconds(1), [&] { ++runs; }});
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(runs, 0u);
}

TEST(SnapshotReleaser, DropsWithinTheQuietPeriodPostponeTheAction) {
  std::atomic<unsigned> runs{0};
  SnapshotReleaser releaser({std::chrono::milliseconds(200), [&] { ++runs; }});
  std::thread::id freedOn;
  auto start = std::chrono::steady_clock::now();
  // A drop every 50 ms for 400 ms: never 200 ms without one.
  for (int i = 0; i < 8; ++i) {
    releaser.adopt(std::make_shared<const Probe>(&freedOn));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  unsigned duringBurst = runs;
  auto burst = std::chrono::steady_clock::now() - start;
  ASSERT_TRUE(eventually([&] { return runs == 1u; }));
  // Only meaningful when this thread kept its 50 ms pace (a loaded machine
  // may not): then the action cannot have run during the burst.
  if (burst < std::chrono::milliseconds(8 * 50 + 150)) {
    EXPECT_EQ(duringBurst, 0u);
  }
}
} // namespace
