// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EarlyDiagnosticsTest.cpp - Parse diagnostics before the checks -----===//
//
// With early diagnostics, a rebuild publishes MLIR's parse and verifier
// diagnostics of a version before the checks run, then the whole set of the
// same version; the interim set never hides a diagnostic the client shows.
// Rebuilds run on the test thread (a one-hour debounce and
// runPendingRebuilds); the test acts at exact points through the test hook.
//
//===----------------------------------------------------------------------===//

#include "ServerTestUtil.h"

#include "mlir-layout/Server/LayoutServer.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;
namespace lsp = llvm::lsp;

namespace {
/// An inner spec that redefines the outer one's `i32` (a check diagnostic).
constexpr llvm::StringLiteral kChecked =
    "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
    "dense<[32, 64]> : vector<2xi64>>} {\n"
    "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
    "dense<[128, 128]> : vector<2xi64>>} {\n"
    "    func.func private @f(i16)\n"
    "  }\n"
    "}\n";
/// Parses, fails the verifier.
constexpr llvm::StringLiteral kUnverified = "func.func @f() -> i32 {\n"
                                            "  return\n"
                                            "}\n";
/// Parses and verifies, nothing to check.
constexpr llvm::StringLiteral kClean = "func.func @f() -> i32 {\n"
                                       "  %0 = arith.constant 1 : i32\n"
                                       "  return %0 : i32\n"
                                       "}\n";

/// One publication: its version, its diagnostics' codes and whether it is
/// marked as an interim set (compared), and the diagnostics.
struct Publication {
  std::optional<int64_t> version;
  std::vector<std::string> codes;
  bool partial = false;
  std::vector<LayoutDiagnostic> diagnostics;
  bool operator==(const Publication &other) const {
    return version == other.version && codes == other.codes &&
           partial == other.partial;
  }
};

/// An interim set of `version` with `codes`.
Publication interim(int64_t version, std::vector<std::string> codes = {}) {
  return Publication{version, std::move(codes), /*partial=*/true, {}};
}

void PrintTo(const Publication &p, std::ostream *os) {
  *os << "v" << (p.version ? std::to_string(*p.version) : "-")
      << (p.partial ? " partial" : "") << " {";
  for (const std::string &code : p.codes)
    *os << code << " ";
  *os << "}";
}

/// A server with early diagnostics whose rebuilds run when the test says;
/// `onPoint` runs at the test hook's points.
struct EarlyServer {
  explicit EarlyServer(std::function<void(llvm::StringRef)> onPoint = {},
                       bool incrementalAnalysis = true) {
    LayoutServer::Options options = LayoutServer::optionsForTest();
    options.tuning.debounce = std::chrono::hours(1);
    options.tuning.earlyDiagnostics = true;
    options.tuning.incrementalAnalysis = incrementalAnalysis;
    LayoutServer::Callbacks callbacks;
    callbacks.testHook = [this, onPoint](llvm::StringRef point,
                                         const lsp::URIForFile &) {
      events.push_back(point.str());
      if (onPoint)
        onPoint(point);
    };
    server = std::make_unique<LayoutServer>(
        options,
        [this](const LayoutPublishDiagnosticsParams &params) {
          Publication p{params.version, {}, params.partial, params.diagnostics};
          for (const LayoutDiagnostic &diag : params.diagnostics)
            p.codes.push_back(diag.code);
          published.push_back(std::move(p));
          events.push_back("published");
        },
        std::move(callbacks));
  }
  /// Replaces 0-based `line`'s characters [from, to) with `text`.
  void edit(int line, int from, int to, llvm::StringRef text, int64_t version) {
    editRange(*server, uri, line, from, to, text, version);
  }
  /// Replaces the whole text with `text` as version `version`.
  void change(llvm::StringRef text, int64_t version) {
    lsp::TextDocumentContentChangeEvent event;
    event.text = text.str();
    ASSERT_TRUE(succeeded(server->changeDocument(uri, {event}, version)));
  }
  std::vector<Publication> take() { return std::move(published); }

  lsp::URIForFile uri =
      cantFail(lsp::URIForFile::fromFile("/tmp/early-diagnostics.mlir"));
  std::vector<Publication> published;
  /// Test hook points and publications, in order.
  std::vector<std::string> events;
  std::unique_ptr<LayoutServer> server;
};

/// The codes a synchronous server without early diagnostics publishes for
/// `text`.
std::vector<std::string> finalCodes(llvm::StringRef text) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  options.tuning.earlyDiagnostics = false;
  std::vector<std::string> codes;
  LayoutServer server(options, [&](const LayoutPublishDiagnosticsParams &p) {
    for (const LayoutDiagnostic &diag : p.diagnostics)
      codes.push_back(diag.code);
  });
  server.openDocument(
      cantFail(lsp::URIForFile::fromFile("/tmp/reference.mlir")), text.str(),
      1);
  return codes;
}

TEST(EarlyDiagnostics, ParseAndVerifierSetFirstThenTheWholeSet) {
  std::vector<std::string> checked = finalCodes(kChecked);
  ASSERT_FALSE(checked.empty());
  EarlyServer s;
  s.server->openDocument(s.uri, kChecked.str(), 1);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.take(), (std::vector<Publication>{interim(1), {1, checked}}));
}

TEST(EarlyDiagnostics, OnByDefault) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  std::vector<Publication> published;
  LayoutServer server(options, [&](const LayoutPublishDiagnosticsParams &p) {
    Publication publication{p.version, {}, p.partial, {}};
    for (const LayoutDiagnostic &diag : p.diagnostics)
      publication.codes.push_back(diag.code);
    published.push_back(std::move(publication));
  });
  server.openDocument(cantFail(lsp::URIForFile::fromFile("/tmp/default.mlir")),
                      kUnverified.str(), 1);
  EXPECT_EQ(published,
            (std::vector<Publication>{interim(1, {"mlir-verifier-error"}),
                                      {1, {"mlir-verifier-error"}}}));
}

TEST(EarlyDiagnostics, OnlyTheInterimSetIsMarkedOnTheWire) {
  LayoutPublishDiagnosticsParams params{
      cantFail(lsp::URIForFile::fromFile("/tmp/wire.mlir")), 3, {}};
  llvm::json::Value whole(params);
  EXPECT_EQ(whole.getAsObject()->get("mlirLayout"), nullptr);
  params.partial = true;
  llvm::json::Value partial(params);
  const llvm::json::Object *extension =
      partial.getAsObject()->getObject("mlirLayout");
  ASSERT_NE(extension, nullptr);
  EXPECT_EQ(*extension, (llvm::json::Object{{"partial", true}}));
  EXPECT_EQ(partial.getAsObject()->getInteger("version"), 3);
}

TEST(EarlyDiagnostics, NoInterimSetHidesAShownCheck) {
  EarlyServer s;
  s.server->openDocument(s.uri, kChecked.str(), 1);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  s.take();
  // The client shows the check's diagnostic: an interim set would drop it
  // until the checks finish, so only the whole set goes out.
  s.change(kChecked, 2);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.take(), (std::vector<Publication>{{2, finalCodes(kChecked)}}));
  // Once it shows none, interim sets come back.
  s.change(kClean, 3);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  s.take();
  s.change(kUnverified, 4);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.take(),
            (std::vector<Publication>{interim(4, {"mlir-verifier-error"}),
                                      {4, {"mlir-verifier-error"}}}));
  // The client shows only a verifier error: an interim set may replace it.
  s.change(kClean, 5);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.take(), (std::vector<Publication>{interim(5), {5, {}}}));
}

TEST(EarlyDiagnostics, ASupersededVersionGetsNoInterimSet) {
  EarlyServer *self = nullptr;
  bool changed = false;
  EarlyServer s([&](llvm::StringRef point) {
    if (point == "parsed" && !changed) {
      changed = true;
      self->change(kClean, 2);
    }
  });
  self = &s;
  s.server->openDocument(s.uri, kUnverified.str(), 1);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  ASSERT_TRUE(changed);
  EXPECT_EQ(s.take(), std::vector<Publication>{});
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.take(), (std::vector<Publication>{interim(2), {2, {}}}));
}

/// The events that show what was published before the whole text parsed.
std::vector<std::string> parseEvents(const std::vector<std::string> &events) {
  std::vector<std::string> kept;
  for (const std::string &event : events)
    if (event == "function-parsed" || event == "parsed" || event == "published")
      kept.push_back(event);
  return kept;
}

/// Opens kTwoFunctions in `s` and builds it; then a verifier error in @g
/// (version 2), built, with the events since the open.
void openAndBreakG(EarlyServer &s) {
  s.server->openDocument(s.uri, kTwoFunctions.str(), 1);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  s.take();
  s.events.clear();
  s.edit(7, 4, 19, "return %0, %0 : i32, i32", 2);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
}

TEST(EarlyDiagnostics,
     AnEditInsideOneFunctionHasItsWholeSetBeforeTheWholeParse) {
  EarlyServer s;
  // A verifier error in @g: the whole set comes from @g alone, before the
  // whole text is parsed, and the whole analysis's equal set is not sent
  // again.
  openAndBreakG(s);
  EXPECT_EQ(
      parseEvents(s.events),
      (std::vector<std::string>{"function-parsed", "published", "parsed"}));
  std::vector<Publication> sets = s.take();
  ASSERT_EQ(sets.size(), 1u);
  EXPECT_EQ(sets[0], (Publication{2, {"mlir-verifier-error"}}));
  ASSERT_EQ(sets[0].diagnostics.size(), 1u);
  EXPECT_EQ(sets[0].diagnostics[0].range.start.line, 7);
  // Fixed: the snapshot has a diagnostic, which the edit may have fixed
  // anywhere, so the whole text is parsed first.
  s.events.clear();
  s.edit(7, 4, 28, "return %0 : i32", 3);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(parseEvents(s.events),
            (std::vector<std::string>{"parsed", "published", "published"}));
  EXPECT_EQ(s.take(), (std::vector<Publication>{interim(3), {3, {}}}));
  // From a clean snapshot, a clean edit: the empty set from @g alone.
  s.events.clear();
  s.edit(6, 24, 25, "7", 4);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(
      parseEvents(s.events),
      (std::vector<std::string>{"function-parsed", "published", "parsed"}));
  EXPECT_EQ(s.take(), (std::vector<Publication>{{4, {}}}));
  // An edit of the spec: the whole text is parsed first.
  s.events.clear();
  s.edit(0, 68, 70, "16", 5);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(parseEvents(s.events),
            (std::vector<std::string>{"parsed", "published", "published"}));
}

TEST(EarlyDiagnostics,
     WithoutIncrementalAnalysisAFunctionsParseIsAnInterimSet) {
  EarlyServer s({}, /*incrementalAnalysis=*/false);
  // A verifier error in @g: its interim set comes from @g alone, before
  // the whole text is parsed, and is the whole parse's set exactly; the
  // checks' problems follow with the whole analysis.
  openAndBreakG(s);
  EXPECT_EQ(parseEvents(s.events),
            (std::vector<std::string>{"function-parsed", "published", "parsed",
                                      "published"}));
  std::vector<Publication> sets = s.take();
  ASSERT_EQ(sets.size(), 2u);
  EXPECT_EQ(sets[0], interim(2, {"mlir-verifier-error"}));
  EXPECT_EQ(sets[1], (Publication{2, {"mlir-verifier-error"}}));
  ASSERT_EQ(sets[0].diagnostics.size(), 1u);
  EXPECT_EQ(sets[0].diagnostics[0].range, sets[1].diagnostics[0].range);
  EXPECT_EQ(sets[0].diagnostics[0].range.start.line, 7);
  EXPECT_EQ(sets[0].diagnostics[0].message, sets[1].diagnostics[0].message);
}

TEST(EarlyDiagnostics, NothingFollowsAClose) {
  EarlyServer *self = nullptr;
  EarlyServer s([&](llvm::StringRef point) {
    if (point == "parsed")
      self->server->closeDocument(self->uri);
  });
  self = &s;
  s.server->openDocument(s.uri, kUnverified.str(), 1);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  // Only the clearing of the closed document.
  EXPECT_EQ(s.take(), (std::vector<Publication>{{std::nullopt, {}}}));
}
} // namespace
