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
  Harness() {
    environment.options.firstBuildAtOnce = false;
    environment.scheduler = &scheduler;
    DocumentWorker::Callbacks &callbacks = environment.callbacks;
    callbacks.publish = [this](const LayoutPublishDiagnosticsParams &params) {
      published.push_back(params.version);
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
} // namespace
