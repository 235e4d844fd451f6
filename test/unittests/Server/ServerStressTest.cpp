// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ServerStressTest.cpp - Many documents, many threads ----------------===//
//
// Edits, hovers, code actions, hints and close/reopen on several documents
// at once, with real rebuild workers and code actions answered off the
// calling thread: every code action is answered exactly once, and
// (under ThreadSanitizer, scripts/tsan.sh) without a data race.
//
//===----------------------------------------------------------------------===//

#include "LayoutServer.h"

#include "gtest/gtest.h"

#include <atomic>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
/// Number of documents open at once.
constexpr int kDocuments = 4;
/// Rounds of requests.
constexpr int kRounds = 60;

lsp::URIForFile uriOf(int index) {
  return cantFail(lsp::URIForFile::fromFile("/tmp/stress-" +
                                            std::to_string(index) + ".mlir"));
}

/// A document whose inner spec is incompatible with the outer one in round
/// `round` of even parity (so diagnostics and fixes come and go).
std::string textOf(int round) {
  return "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : "
         "i64>} {\n  module @inner attributes {dlti.dl_spec = "
         "#dlti.dl_spec<index = " +
         std::string(round % 2 ? "64" : "32") +
         " : i64>} {\n    func.func private @f(i" +
         std::to_string(8 + round % 5) + ", index)\n  }\n}\n";
}
} // namespace

TEST(ServerStress, EveryRequestIsAnsweredOnceAcrossThreads) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.debounce = std::chrono::milliseconds(1);
  options.settings.inlayHints = true;
  std::atomic<int> published{0};
  std::atomic<int> answered{0};
  std::atomic<int> refused{0};
  int asked = 0;
  // Counts a reply of any request as answered or refused.
  auto count = [&](auto result) {
    if (result)
      ++answered;
    else {
      llvm::consumeError(result.takeError());
      ++refused;
    }
  };
  {
    LayoutServer server(
        options, [&](const LayoutPublishDiagnosticsParams &) { ++published; });
    for (int doc = 0; doc < kDocuments; ++doc)
      server.openDocument(uriOf(doc), textOf(0), 1);
    for (int round = 1; round <= kRounds; ++round) {
      int doc = round % kDocuments;
      lsp::TextDocumentContentChangeEvent change;
      change.text = textOf(round);
      ASSERT_TRUE(
          succeeded(server.changeDocument(uriOf(doc), {change}, round + 1)));
      // Requests on every document, some of them on the one just edited.
      for (int other = 0; other < kDocuments; ++other) {
        lsp::Position onType(2, 26);
        ++asked;
        server.findHover(uriOf(other), onType, count);
        (void)server.getInlayHints(
            uriOf(other), lsp::Range(lsp::Position(0, 0), lsp::Position(5, 0)));
        ++asked;
        server.getDocumentSymbols(uriOf(other), count);
        ++asked;
        server.getCodeActions(
            uriOf(other), lsp::Range(onType, onType), {}, {},
            [&](llvm::Expected<std::vector<LayoutCodeAction>> result) {
              if (result)
                ++answered;
              else {
                llvm::consumeError(result.takeError());
                ++refused;
              }
            });
      }
      if (round % 15 == 0) {
        server.closeDocument(uriOf(doc));
        server.openDocument(uriOf(doc), textOf(round), 1);
      }
    }
    // Build every document's newest version: the requests waiting for it
    // are answered.
    server.runPendingRebuilds();
    server.waitForRequests();
  }
  // Destroying the server answers whatever still waited for a rebuild.
  EXPECT_EQ(answered + refused, asked);
  EXPECT_GT(answered, 0);
  EXPECT_GT(published, 0);
}
