//===- SnapshotReleaserTest.cpp - Snapshots freed off the message thread --===//

#include "mlir-layout/Server/SnapshotReleaser.h"
#include "mlir-layout/Server/OpenDocument.h"

#include "gtest/gtest.h"

#include <thread>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

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

#ifdef __linux__
TEST(SnapshotReleaser, FreesAtALowerPriorityThanTheCaller) {
  /// Records the nice value of the thread that destroys it.
  struct NiceProbe {
    int *nice;
    explicit NiceProbe(int *nice) : nice(nice) {}
    ~NiceProbe() {
      *nice = getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
    }
  };
  int freedAt = 0;
  SnapshotReleaser releaser;
  releaser.adopt(std::make_shared<const NiceProbe>(&freedAt));
  releaser.drain();
  EXPECT_GT(freedAt, getpriority(PRIO_PROCESS, 0));
}
#endif

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
} // namespace
