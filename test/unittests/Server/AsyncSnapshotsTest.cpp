// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AsyncSnapshotsTest.cpp - An edit's diagnostics need no snapshot ----===//
//
// With real rebuild workers and Options::asyncSnapshots, an edit inside
// function bodies gets its whole set of diagnostics from the incremental
// analysis while the snapshot of the edit before is still being built: the
// test holds that build at the "built" hook and edits again. Each version's
// set is sent once, and hovers wait for the snapshot of the client's text.
//
//===----------------------------------------------------------------------===//

#include "ServerTestUtil.h"

#include "LayoutServer.h"

#include "gtest/gtest.h"

#include <condition_variable>
#include <map>
#include <mutex>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;
namespace lsp = llvm::lsp;

namespace {

/// How long a test waits for the server before it fails.
constexpr std::chrono::seconds kPatience(60);

/// A server with two rebuild workers whose snapshot builds can be held.
struct AsyncServer {
  AsyncServer() {
    LayoutServer::Options options = LayoutServer::optionsForTest();
    options.tuning.debounce = std::chrono::milliseconds(0);
    options.tuning.rebuildWorkers = 2;
    options.tuning.asyncSnapshots = true;
    LayoutServer::Callbacks callbacks;
    callbacks.testHook = [this](llvm::StringRef point,
                                const lsp::URIForFile &) {
      if (point != "built")
        return;
      std::unique_lock<std::mutex> lock(mutex);
      if (!holdBuilds)
        return;
      ++heldBuilds;
      changed.notify_all();
      changed.wait(lock, [&] { return !holdBuilds; });
    };
    server = std::make_unique<LayoutServer>(
        options,
        [this](const LayoutPublishDiagnosticsParams &params) {
          std::lock_guard<std::mutex> lock(mutex);
          if (params.version) {
            std::vector<std::string> codes;
            for (const LayoutDiagnostic &diag : params.diagnostics)
              codes.push_back(diag.code);
            wholeSets[*params.version].push_back(codes);
          }
          changed.notify_all();
        },
        std::move(callbacks));
  }
  ~AsyncServer() {
    release();
    server->shutdown();
  }

  /// Waits until `done` holds (under the lock); false after kPatience.
  template <typename Pred> bool waitUntil(Pred done) {
    std::unique_lock<std::mutex> lock(mutex);
    return changed.wait_for(lock, kPatience, done);
  }
  /// Lets held builds go on and holds no more.
  void release() {
    std::lock_guard<std::mutex> lock(mutex);
    holdBuilds = false;
    changed.notify_all();
  }
  /// Replaces 0-based `line`'s characters [from, to) with `text`.
  void edit(int line, int from, int to, llvm::StringRef text, int64_t version) {
    editRange(*server, uri, line, from, to, text, version);
  }

  lsp::URIForFile uri =
      cantFail(lsp::URIForFile::fromFile("/tmp/async-snapshots.mlir"));
  std::mutex mutex;
  std::condition_variable changed;
  bool holdBuilds = false;
  unsigned heldBuilds = 0;
  /// The codes of every whole set sent, by version.
  std::map<int64_t, std::vector<std::vector<std::string>>> wholeSets;
  std::unique_ptr<LayoutServer> server;
};

TEST(AsyncSnapshots, AnEditsDiagnosticsDoNotWaitForTheSnapshotBefore) {
  AsyncServer s;
  s.server->openDocument(s.uri, kTwoFunctions.str(), 1);
  ASSERT_TRUE(s.waitUntil([&] { return s.wholeSets.count(1); }));
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    s.holdBuilds = true;
  }
  // An edit in @f: its set is sent; its snapshot's build is held.
  s.edit(2, 24, 25, "7", 2);
  ASSERT_TRUE(s.waitUntil([&] { return s.wholeSets.count(2); }));
  ASSERT_TRUE(s.waitUntil([&] { return s.heldBuilds == 1; }));
  // A verifier error in @g while that build is held: its set still comes.
  s.edit(7, 4, 19, "return %0, %0 : i32, i32", 3);
  ASSERT_TRUE(s.waitUntil([&] { return s.wholeSets.count(3); }));
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    EXPECT_EQ(s.heldBuilds, 1u);
    EXPECT_EQ(s.wholeSets[3],
              (std::vector<std::vector<std::string>>{{"mlir-verifier-error"}}));
  }
  s.release();
  // A hover in the edited text waits for the snapshot of version 3.
  // The reply comes from the worker that lands the snapshot: it is taken
  // under the test's lock, which orders it with what the test does next.
  bool answered = false;
  std::optional<HoverAnswer> hover;
  s.server->findHover(s.uri, lsp::Position(6, 30),
                      [&](llvm::Expected<std::optional<HoverAnswer>> result) {
                        std::lock_guard<std::mutex> lock(s.mutex);
                        if (result)
                          hover = std::move(*result);
                        else
                          llvm::consumeError(result.takeError());
                        answered = true;
                        s.changed.notify_all();
                      });
  ASSERT_TRUE(s.waitUntil([&] { return answered; }));
  std::lock_guard<std::mutex> lock(s.mutex);
  ASSERT_TRUE(hover && hover->info.type);
  EXPECT_EQ(hover->info.type->type, "i32");
  // Each version had one whole set.
  for (const auto &[version, sets] : s.wholeSets)
    EXPECT_EQ(sets.size(), 1u) << "version " << version;
}

} // namespace
