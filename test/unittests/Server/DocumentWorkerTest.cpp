// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocumentWorkerTest.cpp - One document's pipeline, alone ------------===//
//
// A DocumentWorker without the server around it: its rebuilds run when the
// test runs the scheduler's jobs, reads of the client's version run when
// the test runs them, and every callback records what it was given.
//
//===----------------------------------------------------------------------===//

#include "DocumentWorker.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;
using ReadMode = DocumentWorker::ReadMode;
using ReadInput = DocumentWorker::ReadInput;

namespace {
constexpr llvm::StringLiteral kText = "func.func private @f(i32)\n";

/// One worker whose rebuilds and reads run when the test says.
struct Harness {
  /// With `releaser`, installed snapshots are freed through it; a text of
  /// `oneVersionAbove` bytes or more keeps one version.
  explicit Harness(SnapshotReleaser *releaser = nullptr,
                   size_t oneVersionAbove = SIZE_MAX) {
    environment.options.firstBuildAtOnce = false;
    environment.options.oneVersionAbove = oneVersionAbove;
    environment.scheduler = &scheduler;
    environment.releaser = releaser;
    DocumentWorker::Callbacks &callbacks = environment.callbacks;
    callbacks.publish = [this](const LayoutPublishDiagnosticsParams &params) {
      published.push_back(params.version);
      sets.push_back(params);
    };
    callbacks.testHook = [this](llvm::StringRef point,
                                const lsp::URIForFile &) {
      if (onHook)
        onHook(point);
    };
    callbacks.getSettings = [this] { return settings; };
    callbacks.getRules = [](const lsp::URIForFile &, const std::string &) {
      return std::shared_ptr<const LayoutRules>();
    };
    callbacks.runRequest = [this](std::function<void()> read) {
      requests.push_back(std::move(read));
    };
    worker = std::make_shared<DocumentWorker>(
        cantFail(lsp::URIForFile::fromFile("/tmp/worker.mlir")), environment);
  }
  ~Harness() {
    worker->stop();
    scheduler.stop();
  }
  /// Runs the pending rebuilds; returns how many ran.
  unsigned build() { return scheduler.runAllJobs(); }
  /// Runs the reads handed off the message thread; returns how many ran.
  size_t runRequests() {
    std::vector<std::function<void()>> now;
    now.swap(requests);
    for (std::function<void()> &read : now)
      read();
    return now.size();
  }
  /// Replaces the whole text with `text` as `version`.
  void change(llvm::StringRef text, int64_t version) {
    lsp::TextDocumentContentChangeEvent event;
    event.text = text.str();
    ASSERT_TRUE(succeeded(worker->change({event}, version)));
  }

  RebuildScheduler scheduler{std::chrono::hours(1), /*workers=*/0};
  std::shared_ptr<const Settings> settings = std::make_shared<Settings>();
  DocumentWorker::Environment environment;
  std::vector<std::optional<int64_t>> published;
  /// The sets published, in order.
  std::vector<LayoutPublishDiagnosticsParams> sets;
  /// Called at the worker's named points, when set.
  std::function<void(llvm::StringRef point)> onHook;
  std::vector<std::function<void()>> requests;
  std::shared_ptr<DocumentWorker> worker;
};

/// What a read saw and how it ended.
struct ReadLog {
  /// The version of the snapshot each call read (-1 for none) and whether
  /// it could wait.
  std::vector<std::pair<int64_t, bool>> calls;
  /// Why it was refused, if it was.
  std::optional<std::string> refused;

  /// A read that records its calls and waits whenever it may.
  DocumentWorker::ReadFn waitWhenAllowed() {
    return [this](const ReadInput &input) {
      const Snapshot *snapshot =
          input.current ? input.current.get() : input.view->getSnapshot();
      calls.push_back({snapshot ? snapshot->version : -1, input.mayWait});
      return !input.mayWait;
    };
  }
  DocumentWorker::RefuseFn refuse() {
    return [this](llvm::StringRef whyNot) { refused = whyNot.str(); };
  }
};

TEST(DocumentWorker, ANowReadRunsAtOnceWithWhatIsBuilt) {
  Harness h;
  h.worker->open(kText.str(), 1);
  ReadLog log;
  h.worker->runRead("read", ReadMode::Now, log.waitWhenAllowed(), log.refuse());
  EXPECT_EQ(log.calls, (std::vector<std::pair<int64_t, bool>>{{-1, false}}));
  EXPECT_FALSE(log.refused);
  ASSERT_EQ(h.build(), 1u);
  EXPECT_EQ(log.calls.size(), 1u);
}

TEST(DocumentWorker, AMappedReadWaitsOnceForTheClientsVersion) {
  Harness h;
  h.worker->open(kText.str(), 1);
  ASSERT_EQ(h.build(), 1u);
  h.change("func.func private @f(i64)\n", 2);
  ReadLog log;
  h.worker->runRead("read", ReadMode::Mapped, log.waitWhenAllowed(),
                    log.refuse());
  // Version 1 is seen from version 2's text; the read chose to wait.
  EXPECT_EQ(log.calls, (std::vector<std::pair<int64_t, bool>>{{1, true}}));
  ASSERT_EQ(h.build(), 1u);
  // Again, on the thread that installed version 2, without the choice.
  EXPECT_EQ(log.calls,
            (std::vector<std::pair<int64_t, bool>>{{1, true}, {2, false}}));
  EXPECT_FALSE(log.refused);
}

TEST(DocumentWorker, ACurrentReadRunsOffTheMessageThreadOnItsVersion) {
  Harness h;
  h.worker->open(kText.str(), 1);
  ReadLog log;
  h.worker->runRead("read", ReadMode::Current, log.waitWhenAllowed(),
                    log.refuse());
  EXPECT_TRUE(log.calls.empty());
  ASSERT_EQ(h.build(), 1u);
  EXPECT_TRUE(log.calls.empty()) << "ran on the rebuild worker";
  ASSERT_EQ(h.runRequests(), 1u);
  EXPECT_EQ(log.calls, (std::vector<std::pair<int64_t, bool>>{{1, false}}));
  // Built: the next read is handed off at once.
  h.worker->runRead("read", ReadMode::Current, log.waitWhenAllowed(),
                    log.refuse());
  EXPECT_EQ(h.runRequests(), 1u);
  EXPECT_EQ(log.calls.size(), 2u);
}

TEST(DocumentWorker, WaitingReadsAreRefusedWhenTheirVersionIsGone) {
  Harness h;
  h.worker->open(kText.str(), 1);
  ReadLog superseded, closed;
  h.worker->runRead("read", ReadMode::Current, superseded.waitWhenAllowed(),
                    superseded.refuse());
  h.change("func.func private @f(i64)\n", 2);
  EXPECT_EQ(superseded.refused,
            "the document changed before this version was analysed");
  h.worker->runRead("read", ReadMode::Mapped, closed.waitWhenAllowed(),
                    closed.refuse());
  int clears = 0;
  h.worker->close([&] { ++clears; });
  EXPECT_EQ(closed.refused, "the document was closed");
  EXPECT_EQ(clears, 1);
  // The dropped rebuild publishes nothing and runs no read.
  EXPECT_EQ(h.build(), 0u);
  EXPECT_TRUE(h.published.empty());
  EXPECT_TRUE(superseded.calls.empty());
  EXPECT_EQ(closed.calls.size(), 1u);
}

TEST(DocumentWorker, AfterStopNothingIsPublishedAndWaitingReadsAreRefused) {
  Harness h;
  h.worker->open(kText.str(), 1);
  ReadLog log;
  h.worker->runRead("read", ReadMode::Current, log.waitWhenAllowed(),
                    log.refuse());
  h.worker->stop();
  EXPECT_EQ(log.refused, "the server is shutting down");
  ASSERT_EQ(h.build(), 1u);
  EXPECT_TRUE(h.published.empty());
  int clears = 0;
  h.worker->close([&] { ++clears; });
  EXPECT_EQ(clears, 0);
}

TEST(DocumentWorker, EachVersionIsPublishedOnceWithItsVersion) {
  Harness h;
  h.worker->open(kText.str(), 1);
  h.change("func.func private @f(i64)\n", 2);
  // Only the newest text is built: one pending rebuild per document.
  ASSERT_EQ(h.build(), 1u);
  h.change("func.func private @f(i8)\n", 3);
  ASSERT_EQ(h.build(), 1u);
  EXPECT_EQ(h.published, (std::vector<std::optional<int64_t>>{2, 3}));
  EXPECT_EQ(h.worker->getDraft(), "func.func private @f(i8)\n");
}

/// The version of the snapshot a `Now` read sees (-1 for none).
static int64_t snapshotSeenNow(DocumentWorker &worker) {
  int64_t seen = -2;
  worker.runRead(
      "read", ReadMode::Now,
      [&](const ReadInput &input) {
        const Snapshot *snapshot = input.view->getSnapshot();
        seen = snapshot ? snapshot->version : -1;
        return true;
      },
      [](llvm::StringRef) {});
  return seen;
}

TEST(DocumentWorker, OneVersionFreesTheSnapshotBeforeTheNextBuild) {
  for (bool oneVersion : {false, true}) {
    SnapshotReleaser releaser;
    Harness h(&releaser, oneVersion ? 0 : SIZE_MAX);
    h.worker->open(kText.str(), 1);
    ASSERT_EQ(h.build(), 1u);
    h.change("func.func private @f(i64)\n", 2);
    std::optional<unsigned> freedWhenBuilt;
    int64_t seenWhenBuilt = -2;
    h.onHook = [&](llvm::StringRef point) {
      if (point != "built")
        return;
      freedWhenBuilt = releaser.getReleased();
      seenWhenBuilt = snapshotSeenNow(*h.worker);
    };
    ASSERT_EQ(h.build(), 1u);
    ASSERT_TRUE(freedWhenBuilt);
    if (oneVersion) {
      // Version 1 was freed before version 2 was built beside it; nothing
      // answered meanwhile.
      EXPECT_EQ(*freedWhenBuilt, 1u);
      EXPECT_EQ(seenWhenBuilt, -1);
    } else {
      EXPECT_EQ(*freedWhenBuilt, 0u);
      EXPECT_EQ(seenWhenBuilt, 1);
    }
    EXPECT_EQ(snapshotSeenNow(*h.worker), 2);
    EXPECT_EQ(h.published, (std::vector<std::optional<int64_t>>{1, 2}));
  }
}

TEST(DocumentWorker, OneVersionInstallsABuildThatNewerTextSuperseded) {
  for (bool oneVersion : {false, true}) {
    Harness h(nullptr, oneVersion ? 0 : SIZE_MAX);
    h.worker->open(kText.str(), 1);
    ASSERT_EQ(h.build(), 1u);
    h.change("func.func private @f(i64)\n", 2);
    bool changed = false;
    int64_t seenAfterwards = -2;
    h.onHook = [&](llvm::StringRef point) {
      // Version 3 comes while version 2 is being built.
      if (point == "built" && !changed) {
        changed = true;
        h.change("func.func private @f(i8)\n", 3);
        seenAfterwards = -2;
      } else if (point == "installed" && seenAfterwards == -2) {
        seenAfterwards = snapshotSeenNow(*h.worker);
      }
    };
    ASSERT_EQ(h.build(), 1u);
    // Keeping one version, the superseded build is the one snapshot held:
    // installed, it answers for version 3's text through the edit. Else
    // version 1 answers until version 3 is built.
    EXPECT_EQ(snapshotSeenNow(*h.worker), oneVersion ? 2 : 1);
    if (oneVersion) {
      EXPECT_EQ(seenAfterwards, 2);
    }
    ASSERT_EQ(h.build(), 1u);
    EXPECT_EQ(snapshotSeenNow(*h.worker), 3);
    EXPECT_EQ(h.published.back(), 3);
  }
}

TEST(DocumentWorker, OneVersionKeepsTheDiagnosticsOfTheLastVersionThatParsed) {
  // The device's index error is found only while the file parses. An edit
  // breaks the host's spec and two comment lines move everything down: the
  // error stays, two lines down, from the diagnostics kept when version 1's
  // snapshot was freed.
  constexpr llvm::StringLiteral kHost =
      "module @host attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : "
      "i64>, dlti.target_system_spec = #dlti.target_system_spec<\"CPU\" = "
      "#dlti.target_device_spec<\"dlti.max_vector_op_width\" = 128 : "
      "i64>>} {\n"
      "  gpu.module @dev attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 "
      ": i64>} {\n  }\n}\n";
  Harness h(nullptr, 0);
  h.worker->open(kHost.str(), 1);
  ASSERT_EQ(h.build(), 1u);
  auto findIndexError = [](const LayoutPublishDiagnosticsParams &set)
      -> const LayoutDiagnostic * {
    for (const LayoutDiagnostic &diag : set.diagnostics)
      if (diag.code == "layout-incompatible-index-bitwidth")
        return &diag;
    return nullptr;
  };
  ASSERT_EQ(h.sets.size(), 1u);
  const LayoutDiagnostic *was = findIndexError(h.sets[0]);
  ASSERT_TRUE(was);
  EXPECT_EQ(was->range.start.line, 1);
  lsp::TextDocumentContentChangeEvent top, breaks;
  top.range = lsp::Range(lsp::Position(0, 0), lsp::Position(0, 0));
  top.text = "// one\n// two\n";
  breaks.range = lsp::Range(lsp::Position(2, 195), lsp::Position(2, 195));
  breaks.text = ", ";
  ASSERT_TRUE(succeeded(h.worker->change({top, breaks}, 2)));
  ASSERT_EQ(h.build(), 1u);
  ASSERT_EQ(h.sets.size(), 2u);
  EXPECT_EQ(h.sets[1].version, 2);
  const LayoutDiagnostic *kept = findIndexError(h.sets[1]);
  ASSERT_TRUE(kept);
  EXPECT_EQ(kept->range.start.line, 3);
  EXPECT_EQ(kept->message, "@host::@dev makes index 32 bits wide, but @host "
                           "has 64-bit index (from the last version that "
                           "parsed, 1 edit ago)");
}
} // namespace
