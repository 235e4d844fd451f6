// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- IncrementalDiagnosticsTest.cpp - One set per version, early --------===//
//
// Each version gets one set of diagnostics, its whole set. After an edit
// inside one function it comes from a parse of that function, before the
// whole text is parsed again; otherwise from the snapshot. Rebuilds run on
// the test thread (a one-hour debounce and runPendingRebuilds); the test
// acts at exact points through the test hook.
//
//===----------------------------------------------------------------------===//

#include "ServerTestUtil.h"

#include "LayoutServer.h"

#include "llvm/Support/FormatVariadic.h"

#include <cstring>

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;
namespace lsp = llvm::lsp;

namespace {
/// Parses, fails the verifier.
constexpr llvm::StringLiteral kUnverified = "func.func @f() -> i32 {\n"
                                            "  return\n"
                                            "}\n";

/// One publication: its version and its diagnostics' codes (compared), and
/// the diagnostics.
struct Publication {
  std::optional<int64_t> version;
  std::vector<std::string> codes;
  std::vector<LayoutDiagnostic> diagnostics;
  bool operator==(const Publication &other) const {
    return version == other.version && codes == other.codes;
  }
};

void PrintTo(const Publication &p, std::ostream *os) {
  *os << "v" << (p.version ? std::to_string(*p.version) : "-") << " {";
  for (const std::string &code : p.codes)
    *os << code << " ";
  *os << "}";
}

/// A server whose rebuilds run when the test says; `onPoint` runs at the
/// test hook's points, which are recorded with the publications.
struct HookedServer {
  explicit HookedServer(std::function<void(llvm::StringRef)> onPoint = {},
                        bool incrementalAnalysis = true) {
    LayoutServer::Options options = LayoutServer::optionsForTest();
    options.tuning.debounce = std::chrono::hours(1);
    options.tuning.incrementalAnalysis = incrementalAnalysis;
    LayoutServer::Callbacks callbacks;
    callbacks.testHook = [this, onPoint](llvm::StringRef point,
                                         const lsp::URIForFile &) {
      if (point == "function-parsed" || point == "built")
        events.push_back(point.str());
      if (onPoint)
        onPoint(point);
    };
    server = std::make_unique<LayoutServer>(
        options,
        [this](const LayoutPublishDiagnosticsParams &params) {
          Publication p{params.version, {}, params.diagnostics};
          for (const LayoutDiagnostic &diag : params.diagnostics)
            p.codes.push_back(diag.code);
          published.push_back(std::move(p));
          events.push_back("published");
        },
        std::move(callbacks));
  }
  /// Replaces 0-based `line`'s characters [from, to) with `text`, builds it
  /// and returns the events since the last call.
  std::vector<std::string> edit(int line, int from, int to,
                                llvm::StringRef text, int64_t version) {
    editRange(*server, uri, line, from, to, text, version);
    EXPECT_EQ(server->runPendingRebuilds(), 1u);
    return std::move(events);
  }
  std::vector<Publication> take() { return std::move(published); }
  /// Opens `text` as version 1, builds it and returns its publications;
  /// the events start afresh.
  std::vector<Publication> open(llvm::StringRef text) {
    server->openDocument(uri, text.str(), 1);
    EXPECT_EQ(server->runPendingRebuilds(), 1u);
    events.clear();
    return take();
  }

  lsp::URIForFile uri =
      cantFail(lsp::URIForFile::fromFile("/tmp/incremental.mlir"));
  std::vector<Publication> published;
  /// "function-parsed", "built" and "published", in order.
  std::vector<std::string> events;
  std::unique_ptr<LayoutServer> server;
};

/// The events of an edit whose whole set comes from the edited function.
const std::vector<std::string> kFromTheFunction{"function-parsed", "published",
                                                "built"};
/// The events of an edit whose set comes from the snapshot.
const std::vector<std::string> kFromTheSnapshot{"built", "published"};

TEST(IncrementalDiagnostics, AnEditInsideOneFunctionHasItsSetBeforeTheParse) {
  HookedServer s;
  s.open(kTwoFunctions);
  // A verifier error in @g: the set comes from @g alone, before the whole
  // text is parsed, and the whole analysis's equal set is not sent again.
  EXPECT_EQ(s.edit(7, 4, 19, "return %0, %0 : i32, i32", 2), kFromTheFunction);
  std::vector<Publication> sets = s.take();
  ASSERT_EQ(sets.size(), 1u);
  EXPECT_EQ(sets[0], (Publication{2, {"mlir-verifier-error"}, {}}));
  ASSERT_EQ(sets[0].diagnostics.size(), 1u);
  EXPECT_EQ(sets[0].diagnostics[0].range.start.line, 7);
  // Fixed: the snapshot has a diagnostic, which the edit may have fixed
  // anywhere, so the whole text is parsed first.
  EXPECT_EQ(s.edit(7, 4, 28, "return %0 : i32", 3), kFromTheSnapshot);
  EXPECT_EQ(s.take(), (std::vector<Publication>{{3, {}, {}}}));
  // From a clean snapshot, a clean edit: the empty set from @g alone.
  EXPECT_EQ(s.edit(6, 24, 25, "7", 4), kFromTheFunction);
  EXPECT_EQ(s.take(), (std::vector<Publication>{{4, {}, {}}}));
  // An edit of the spec: the whole text is parsed first.
  EXPECT_EQ(s.edit(0, 68, 70, "16", 5), kFromTheSnapshot);
}

TEST(IncrementalDiagnostics, AWholeTextChangeInsideOneFunctionToo) {
  // Clients may send the whole text for any edit (mlir-lsp-server asks for
  // that): only what differs from the draft is the edit, so an edit inside
  // @g still has its set from @g alone.
  HookedServer s;
  s.open(kTwoFunctions);
  std::string text = kTwoFunctions.str();
  text.replace(text.rfind("return %0 : i32"), strlen("return %0 : i32"),
               "return %0, %0 : i32, i32");
  lsp::TextDocumentContentChangeEvent whole;
  whole.text = text;
  ASSERT_TRUE(succeeded(s.server->changeDocument(s.uri, {whole}, 2)));
  EXPECT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(std::move(s.events), kFromTheFunction);
  std::vector<Publication> sets = s.take();
  ASSERT_EQ(sets.size(), 1u);
  EXPECT_EQ(sets[0], (Publication{2, {"mlir-verifier-error"}, {}}));
}

TEST(IncrementalDiagnostics, AFunctionThatCallsAnotherToo) {
  // @g calls @f: the declaration of @f stands in for it, so an edit in @g
  // has its set from @g alone, a broken call included.
  HookedServer s;
  std::string text = kTwoFunctions.str();
  text.replace(text.rfind("%0 = arith.constant 2 : i32"),
               strlen("%0 = arith.constant 2 : i32"),
               "%0 = func.call @f() : () -> i32");
  ASSERT_EQ(s.open(text), (std::vector<Publication>{{1, {}, {}}}));
  EXPECT_EQ(s.edit(6, 20, 21, "h", 2), kFromTheFunction);
  EXPECT_EQ(s.take(),
            (std::vector<Publication>{{2, {"mlir-verifier-error"}, {}}}));
}

TEST(IncrementalDiagnostics, WithoutItTheSnapshotGivesEverySet) {
  HookedServer s({}, /*incrementalAnalysis=*/false);
  s.open(kTwoFunctions);
  EXPECT_EQ(s.edit(7, 4, 19, "return %0, %0 : i32, i32", 2), kFromTheSnapshot);
  EXPECT_EQ(s.take(),
            (std::vector<Publication>{{2, {"mlir-verifier-error"}, {}}}));
}

TEST(IncrementalDiagnostics, EachVersionHasOneUnmarkedSet) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  std::vector<llvm::json::Value> published;
  LayoutServer server(options, [&](const LayoutPublishDiagnosticsParams &p) {
    published.push_back(cantFail(
        llvm::json::parse(llvm::formatv("{0}", llvm::json::Value(p)).str())));
  });
  server.openDocument(cantFail(lsp::URIForFile::fromFile("/tmp/one-set.mlir")),
                      kUnverified.str(), 1);
  ASSERT_EQ(published.size(), 1u);
  const llvm::json::Object *params = published[0].getAsObject();
  EXPECT_EQ(params->getInteger("version"), 1);
  EXPECT_EQ(params->getArray("diagnostics")->size(), 1u);
  // No member beside LSP's own (the retired interim sets were marked).
  EXPECT_EQ(params->size(), 3u);
}

TEST(IncrementalDiagnostics, NothingFollowsACloseDuringTheFunctionsParse) {
  HookedServer *self = nullptr;
  bool closed = false;
  HookedServer s([&](llvm::StringRef point) {
    if (point == "function-parsed" && !closed) {
      closed = true;
      self->server->closeDocument(self->uri);
    }
  });
  self = &s;
  s.server->openDocument(s.uri, kTwoFunctions.str(), 1);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  s.take();
  editRange(*s.server, s.uri, 6, 24, 25, "7", 2);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  ASSERT_TRUE(closed);
  // Only the clearing of the closed document.
  EXPECT_EQ(s.take(), (std::vector<Publication>{{std::nullopt, {}, {}}}));
}
} // namespace
