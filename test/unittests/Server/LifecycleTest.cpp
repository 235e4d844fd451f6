// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LifecycleTest.cpp - Close, reopen, shutdown, in process ------------===//
//
// The document lifecycle against rebuilds in flight. Rebuilds run on the
// test thread (a one-hour debounce and runPendingRebuilds) and the test acts
// at exact points of a rebuild through the server's test hook: no sleeps.
//
//===----------------------------------------------------------------------===//

#include "LayoutServer.h"

#include "mlir-layout/Support/LineIndex.h"

#include "TestSupport/Annotations.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <mutex>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
/// A spec redefined by an inner scope (diagnosed), the cursor on a use.
constexpr llvm::StringLiteral kOldText =
    "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
    "dense<[32, 64]> : vector<2xi64>>} {\n"
    "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
    "dense<[128, 128]> : vector<2xi64>>} {\n"
    "    func.func private @f(i^16)\n"
    "  }\n"
    "}\n";
/// Other text at the same place, opened with the same version number.
constexpr llvm::StringLiteral kNewText =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> "
    ": vector<2xi64>>} {\n"
    "  func.func private @f(i^64)\n"
    "}\n";

/// The LSP position of the only `^` of `code`.
lsp::Position cursorOf(const test::Annotations &code) {
  auto [line, character] = LineIndex(code.code()).toUtf16(code.point());
  return lsp::Position(line, character);
}

/// Publications and replies, recorded from any thread.
struct Recorder {
  std::mutex mutex;
  std::vector<llvm::json::Value> published;

  LayoutServer::PublishFn publishFn() {
    return [this](const LayoutPublishDiagnosticsParams &params) {
      std::lock_guard<std::mutex> lock(mutex);
      // Copied through text: the value refers to the params' strings.
      published.push_back(cantFail(llvm::json::parse(
          llvm::formatv("{0}", llvm::json::Value(params)).str())));
    };
  }
  std::vector<llvm::json::Value> take() {
    std::lock_guard<std::mutex> lock(mutex);
    return std::move(published);
  }
};

/// The titles of a code action reply, or its error code.
struct ActionsReply {
  bool called = false;
  std::vector<std::string> titles;
  std::optional<lsp::ErrorCode> error;

  LayoutServer::CodeActionsFn fn() {
    return [this](llvm::Expected<std::vector<LayoutCodeAction>> result) {
      called = true;
      if (!result) {
        llvm::handleAllErrors(
            result.takeError(), [&](const lsp::LSPError &e) { error = e.code; },
            [&](const llvm::ErrorInfoBase &) {});
        return;
      }
      for (const LayoutCodeAction &action : *result)
        titles.push_back(action.title);
    };
  }
};

/// What a fresh server publishes for `text` at version 1.
llvm::json::Value referencePublication(const lsp::URIForFile &uri,
                                       llvm::StringRef text) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  Recorder recorder;
  LayoutServer server(options, recorder.publishFn());
  server.openDocument(uri, text.str(), 1);
  std::vector<llvm::json::Value> published = recorder.take();
  EXPECT_EQ(published.size(), 1u);
  return published.empty() ? llvm::json::Value(nullptr) : published.front();
}

/// A server whose rebuilds run when the test says, with a hook.
struct HookedServer {
  explicit HookedServer(
      std::function<void(LayoutServer &, llvm::StringRef)> onPoint) {
    LayoutServer::Options options = LayoutServer::optionsForTest();
    options.tuning.debounce = std::chrono::hours(1);
    LayoutServer::Callbacks callbacks;
    callbacks.testHook = [this, onPoint](llvm::StringRef point,
                                         const lsp::URIForFile &) {
      onPoint(*server, point);
    };
    server = std::make_unique<LayoutServer>(options, recorder.publishFn(),
                                            std::move(callbacks));
  }
  Recorder recorder;
  std::unique_ptr<LayoutServer> server;
};

const lsp::URIForFile &testUri() {
  static lsp::URIForFile uri =
      cantFail(lsp::URIForFile::fromFile("/tmp/lifecycle.mlir"));
  return uri;
}

TEST(Lifecycle, ReopenWithTheSameVersionNeverServesTheOldText) {
  const lsp::URIForFile &uri = testUri();
  test::Annotations oldText(kOldText), newText(kNewText);
  bool reopened = false;
  // While the old text is analysed, the file is opened again with other
  // text and the same version (a second didOpen).
  HookedServer hooked([&](LayoutServer &server, llvm::StringRef point) {
    if (point == "built" && !reopened) {
      reopened = true;
      server.openDocument(uri, newText.code(), 1);
    }
  });
  LayoutServer &server = *hooked.server;
  server.openDocument(uri, oldText.code(), 1);
  ASSERT_EQ(server.runPendingRebuilds(), 1u);
  ASSERT_TRUE(reopened);
  EXPECT_EQ(hooked.recorder.take().size(), 0u)
      << "the old text's diagnostics were published for the new document";

  // A code action waits for the new text's snapshot.
  ActionsReply reply;
  lsp::Position at = cursorOf(newText);
  server.getCodeActions(uri, lsp::Range(at, at), {}, {}, reply.fn());
  EXPECT_FALSE(reply.called) << "answered from the old text";
  ASSERT_EQ(server.runPendingRebuilds(), 1u);
  server.waitForRequests();
  ASSERT_TRUE(reply.called);
  ASSERT_FALSE(reply.titles.empty());
  for (const std::string &title : reply.titles)
    EXPECT_EQ(title.find("i16"), std::string::npos) << title;
  std::vector<llvm::json::Value> published = hooked.recorder.take();
  ASSERT_EQ(published.size(), 1u);
  EXPECT_EQ(published[0], referencePublication(uri, newText.code()));
}

TEST(Lifecycle, NothingIsPublishedForAClosedDocument) {
  const lsp::URIForFile &uri = testUri();
  test::Annotations oldText(kOldText), newText(kNewText);
  bool closed = false;
  // The snapshot is installed; before its diagnostics go out, the file is
  // closed and opened again with version 1.
  HookedServer hooked([&](LayoutServer &server, llvm::StringRef point) {
    if (point == "installed" && !closed) {
      closed = true;
      server.closeDocument(uri);
      server.openDocument(uri, newText.code(), 1);
    }
  });
  LayoutServer &server = *hooked.server;
  server.openDocument(uri, oldText.code(), 1);
  ASSERT_EQ(server.runPendingRebuilds(), 1u);
  ASSERT_TRUE(closed);
  // Only the clearing of the closed document went out.
  std::vector<llvm::json::Value> published = hooked.recorder.take();
  ASSERT_EQ(published.size(), 1u);
  const llvm::json::Object *clear = published[0].getAsObject();
  EXPECT_EQ(clear->getArray("diagnostics")->size(), 0u);
  EXPECT_FALSE(clear->get("version"));

  // The reopened document gets its own diagnostics and actions.
  ActionsReply reply;
  lsp::Position at = cursorOf(newText);
  server.getCodeActions(uri, lsp::Range(at, at), {}, {}, reply.fn());
  EXPECT_FALSE(reply.called) << "answered from the closed document's text";
  ASSERT_EQ(server.runPendingRebuilds(), 1u);
  server.waitForRequests();
  ASSERT_TRUE(reply.called);
  for (const std::string &title : reply.titles)
    EXPECT_EQ(title.find("i16"), std::string::npos) << title;
  published = hooked.recorder.take();
  ASSERT_EQ(published.size(), 1u);
  EXPECT_EQ(published[0], referencePublication(uri, newText.code()));

  // Closed for good: nothing more.
  server.closeDocument(uri);
  EXPECT_EQ(hooked.recorder.take().size(), 1u);
  server.openDocument(uri, oldText.code(), 2);
  server.closeDocument(uri);
  hooked.recorder.take();
  EXPECT_EQ(server.runPendingRebuilds(), 0u);
  EXPECT_EQ(hooked.recorder.take().size(), 0u);
}

TEST(Lifecycle, NothingIsPublishedAfterShutdown) {
  const lsp::URIForFile &uri = testUri();
  bool shutDown = false;
  // `shutdown` arrives between the install and the publication.
  HookedServer hooked([&](LayoutServer &server, llvm::StringRef point) {
    if (point == "installed" && !shutDown) {
      shutDown = true;
      server.shutdown();
    }
  });
  LayoutServer &server = *hooked.server;
  server.openDocument(uri, test::Annotations(kOldText).code(), 1);
  ASSERT_EQ(server.runPendingRebuilds(), 1u);
  ASSERT_TRUE(shutDown);
  EXPECT_EQ(hooked.recorder.take().size(), 0u);
  // Code actions do not wait for a rebuild that will never come.
  ActionsReply reply;
  server.getCodeActions(uri, lsp::Range(lsp::Position(0, 0)), {}, {},
                        reply.fn());
  ASSERT_TRUE(reply.called);
  EXPECT_EQ(reply.error, lsp::ErrorCode::ContentModified);
  // Later changes and closes publish nothing either.
  server.closeDocument(uri);
  server.openDocument(uri, test::Annotations(kNewText).code(), 1);
  EXPECT_EQ(server.runPendingRebuilds(), 0u);
  EXPECT_EQ(hooked.recorder.take().size(), 0u);
}
} // namespace
