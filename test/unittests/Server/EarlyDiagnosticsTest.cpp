//===- EarlyDiagnosticsTest.cpp - Parse diagnostics before the checks -----===//
//
// With early diagnostics, a rebuild publishes MLIR's parse and verifier
// diagnostics of a version before the checks run, then the whole set of the
// same version; the interim set never hides a diagnostic the client shows.
// Rebuilds run on the test thread (a one-hour debounce and
// runPendingRebuilds); the test acts at exact points through the test hook.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Server/LayoutServer.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
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

/// One publication: its version and its diagnostics' codes.
struct Publication {
  std::optional<int64_t> version;
  std::vector<std::string> codes;
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

/// A server with early diagnostics whose rebuilds run when the test says;
/// `onPoint` runs at the test hook's points.
struct EarlyServer {
  explicit EarlyServer(std::function<void(llvm::StringRef)> onPoint = {}) {
    LayoutServer::Options options;
    options.debounce = std::chrono::hours(1);
    options.earlyDiagnostics = true;
    options.testHook = [onPoint](llvm::StringRef point,
                                 const lsp::URIForFile &) {
      if (onPoint)
        onPoint(point);
    };
    server = std::make_unique<LayoutServer>(
        options, [this](const LayoutPublishDiagnosticsParams &params) {
          Publication p{params.version, {}};
          for (const LayoutDiagnostic &diag : params.diagnostics)
            p.codes.push_back(diag.code);
          published.push_back(std::move(p));
        });
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
  std::unique_ptr<LayoutServer> server;
};

/// The codes a synchronous server without early diagnostics publishes for
/// `text`.
std::vector<std::string> finalCodes(llvm::StringRef text) {
  LayoutServer::Options options;
  options.synchronous = true;
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
  EXPECT_EQ(s.take(), (std::vector<Publication>{{1, {}}, {1, checked}}));
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
  EXPECT_EQ(s.take(), (std::vector<Publication>{{4, {"mlir-verifier-error"}},
                                                {4, {"mlir-verifier-error"}}}));
  // The client shows only a verifier error: an interim set may replace it.
  s.change(kClean, 5);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.take(), (std::vector<Publication>{{5, {}}, {5, {}}}));
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
  EXPECT_EQ(s.take(), (std::vector<Publication>{{2, {}}, {2, {}}}));
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
