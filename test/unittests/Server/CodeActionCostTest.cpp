// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CodeActionCostTest.cpp - Code actions off the critical path --------===//
//
// Editors ask for code actions on every cursor move: verifying a fix
// re-parses the file, so each verification runs at most once per snapshot,
// a request that needs none runs none, and a slow code action on one
// document never holds up a request on another. Counted through the
// server's verification count; synchronised through its test hook.
//
//===----------------------------------------------------------------------===//

#include "LayoutServer.h"

#include "mlir-layout/Support/LineIndex.h"

#include "Server/ServerTestUtil.h"
#include "TestSupport/Annotations.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <future>
#include <thread>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
/// An inner `index` entry that contradicts the outer one (a diagnostic with
/// fixes, `fix`), a type without an entry (`type`) and a comment
/// (`none`, no type).
constexpr llvm::StringLiteral kText =
    "// a comment $none^here\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {\n"
    "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = "
    "3$fix^2 : i64>} {\n"
    "    func.func private @f(i$type^16)\n"
    "  }\n"
    "}\n";

lsp::Position positionOf(const test::Annotations &code, llvm::StringRef name) {
  auto [line, character] = LineIndex(code.code()).toUtf16(code.point(name));
  return lsp::Position(line, character);
}

/// Runs a code action request and returns the number of actions (-1 for an
/// error); the server is synchronous.
int countActions(LayoutServer &server, const lsp::URIForFile &uri,
                 lsp::Position at, std::vector<llvm::json::Value> diagnostics) {
  int count = -2;
  server.getCodeActions(
      uri, lsp::Range(at, at), std::move(diagnostics), {},
      [&](llvm::Expected<std::vector<LayoutCodeAction>> actions) {
        count = actions ? int(actions->size()) : -1;
        llvm::consumeError(actions.takeError());
      });
  server.waitForRequests();
  return count;
}

TEST(CodeActionCost, EachVerificationRunsOncePerSnapshot) {
  test::Annotations code(kText);
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  std::vector<llvm::json::Value> diagnostics;
  LayoutServer server(options, [&](const LayoutPublishDiagnosticsParams &p) {
    // Copied through text: the value refers to the params' strings.
    llvm::json::Value copy = cantFail(
        llvm::json::parse(llvm::formatv("{0}", llvm::json::Value(p)).str()));
    if (const llvm::json::Array *diags =
            copy.getAsObject()->getArray("diagnostics"))
      diagnostics.assign(diags->begin(), diags->end());
  });
  lsp::URIForFile uri =
      cantFail(lsp::URIForFile::fromFile("/tmp/code-action-cost.mlir"));
  server.openDocument(uri, code.code(), 1);
  ASSERT_FALSE(diagnostics.empty());

  // No diagnostics and no type under the cursor: nothing to verify.
  EXPECT_EQ(countActions(server, uri, positionOf(code, "none"), {}), 0);
  EXPECT_EQ(server.getVerificationCount(), 0u);

  // The quick-fixes of a diagnostic are verified on the first request only.
  int fixes = countActions(server, uri, positionOf(code, "fix"), diagnostics);
  EXPECT_GT(fixes, 0);
  unsigned afterFirst = server.getVerificationCount();
  EXPECT_GT(afterFirst, 0u);
  EXPECT_EQ(countActions(server, uri, positionOf(code, "fix"), diagnostics),
            fixes);
  EXPECT_EQ(server.getVerificationCount(), afterFirst);

  // A refactoring at a type is checked once; moving the cursor back to it
  // (no diagnostics) costs no parse.
  int rewrites = countActions(server, uri, positionOf(code, "type"), {});
  EXPECT_GT(rewrites, 0);
  unsigned afterRewrite = server.getVerificationCount();
  for (int move = 0; move < 3; ++move) {
    EXPECT_EQ(countActions(server, uri, positionOf(code, "type"), {}),
              rewrites);
    EXPECT_EQ(countActions(server, uri, positionOf(code, "none"), {}), 0);
  }
  EXPECT_EQ(server.getVerificationCount(), afterRewrite);

  // A new snapshot verifies again, once.
  server.openDocument(uri, code.code(), 2);
  EXPECT_EQ(countActions(server, uri, positionOf(code, "type"), {}), rewrites);
  EXPECT_EQ(countActions(server, uri, positionOf(code, "type"), {}), rewrites);
  EXPECT_EQ(server.getVerificationCount(), 2 * afterRewrite - afterFirst);
}

TEST(CodeActionCost, AHoverOnAnotherDocumentIsNotDelayedByACodeAction) {
  test::Annotations code(kText);
  test::Annotations small("func.func private @g(i^8)\n");
  lsp::URIForFile large =
      cantFail(lsp::URIForFile::fromFile("/tmp/slow-actions.mlir"));
  lsp::URIForFile other =
      cantFail(lsp::URIForFile::fromFile("/tmp/quick-hover.mlir"));
  std::promise<void> entered, release;
  std::shared_future<void> released = release.get_future().share();
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.debounce = std::chrono::hours(1); // rebuilt on the test thread
  // The code action on `large` stops inside, under its document's request
  // lock, until the hover on `other` is answered.
  LayoutServer::Callbacks callbacks;
  callbacks.testHook = [&](llvm::StringRef point, const lsp::URIForFile &uri) {
    if (point == "code-action" && uri == large) {
      entered.set_value();
      released.wait();
    }
  };
  LayoutServer server(
      options, [](const LayoutPublishDiagnosticsParams &) {}, callbacks);
  server.openDocument(large, code.code(), 1);
  server.openDocument(other, small.code(), 1);
  ASSERT_EQ(server.runPendingRebuilds(), 2u);

  bool answered = false;
  server.getCodeActions(
      large, lsp::Range(positionOf(code, "type")), {}, {},
      [&](llvm::Expected<std::vector<LayoutCodeAction>> actions) {
        answered = bool(actions);
        llvm::consumeError(actions.takeError());
      });
  entered.get_future().wait();
  // The hover runs on its own thread so that a hover stuck behind the code
  // action fails the test instead of hanging it (a liveness bound).
  std::packaged_task<std::optional<lsp::Hover>()> hover([&] {
    return test::hoverNow(server, other, lsp::Position(0, small.point()));
  });
  std::future<std::optional<lsp::Hover>> hovered = hover.get_future();
  std::thread hoverThread(std::move(hover));
  bool inTime =
      hovered.wait_for(std::chrono::seconds(60)) == std::future_status::ready;
  release.set_value();
  hoverThread.join();
  server.waitForRequests();
  EXPECT_TRUE(inTime) << "the hover waited for the other document's action";
  std::optional<lsp::Hover> result = hovered.get();
  ASSERT_TRUE(result);
  EXPECT_NE(result->contents.value.find("i8"), std::string::npos);
  EXPECT_TRUE(answered);
}
} // namespace
