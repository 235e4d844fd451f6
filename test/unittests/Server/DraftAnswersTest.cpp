// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DraftAnswersTest.cpp - Answers about the client's text -------------===//
//
// Requests made while a rebuild is pending (a debounce of an hour: rebuilds
// run when the test says) and while the text does not parse: every answer
// describes the text the client has, or waits for its rebuild.
//
//===----------------------------------------------------------------------===//

#include "LayoutServer.h"

#include "mlir-layout/Support/LineIndex.h"

#include "Server/ServerTestUtil.h"
#include "TestSupport/Annotations.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
/// The LSP position of byte `offset` of `text`.
lsp::Position positionIn(llvm::StringRef text, size_t offset) {
  auto [line, character] = LineIndex(text).toUtf16(offset);
  return lsp::Position(line, character);
}

/// A server whose rebuilds run only when the test calls runPendingRebuilds.
struct PendingServer {
  explicit PendingServer(bool inlayHints = false) {
    options.tuning.debounce = std::chrono::hours(1);
    options.settings.inlayHints = inlayHints;
    server = std::make_unique<LayoutServer>(
        options,
        [this](const LayoutPublishDiagnosticsParams &params) {
          published.push_back(params);
        },
        LayoutServer::Callbacks{[this] { ++refreshes; }, {}, {}});
  }
  /// Opens `text` and builds it.
  void open(const std::string &text) {
    server->openDocument(uri, text, version);
    ASSERT_EQ(server->runPendingRebuilds(), 1u);
    draft = text;
  }
  /// Replaces bytes `[begin, end)` of the draft with `text` (ASCII).
  void change(size_t begin, size_t end, const std::string &text) {
    lsp::TextDocumentContentChangeEvent event;
    event.range = lsp::Range(positionIn(draft, begin), positionIn(draft, end));
    event.text = text;
    ASSERT_TRUE(succeeded(server->changeDocument(uri, {event}, ++version)));
    draft.replace(begin, end - begin, text);
  }
  /// Asks for the hover at byte `offset` of the draft.
  std::shared_ptr<test::Reply<std::optional<lsp::Hover>>> hover(size_t offset) {
    return test::askHover(*server, uri, positionIn(draft, offset));
  }

  LayoutServer::Options options = LayoutServer::optionsForTest();
  std::vector<LayoutPublishDiagnosticsParams> published;
  int refreshes = 0;
  std::unique_ptr<LayoutServer> server;
  lsp::URIForFile uri = cantFail(lsp::URIForFile::fromFile("/tmp/draft.mlir"));
  std::string draft;
  int64_t version = 1;
};

/// The hover text of a reply that came.
std::string textOf(const test::Reply<std::optional<lsp::Hover>> &reply) {
  EXPECT_TRUE(reply.called);
  if (!reply.value || !*reply.value)
    return "";
  return (*reply.value)->contents.value;
}

TEST(DraftAnswersTest, ATypeTypedOverAnotherIsAnsweredFromTheDraftAtOnce) {
  test::Annotations code("func.func @f(%x: i^64, %y: [[i8]]) {\n"
                         "  return\n}\n");
  PendingServer s;
  s.open(code.code());
  auto [begin, end] = code.range();
  s.change(begin, end, "i32");
  // The new `i32`, before the rebuild: the draft's type, not the old i64.
  auto onNew = s.hover(begin + 1);
  EXPECT_NE(textOf(*onNew).find("i32 · 4 bytes"), std::string::npos)
      << textOf(*onNew);
  ASSERT_TRUE(onNew->value && *onNew->value);
  EXPECT_EQ((*onNew->value)->range->start, positionIn(s.draft, begin));
  EXPECT_EQ((*onNew->value)->range->end, positionIn(s.draft, begin + 3));
  // Untouched text: the snapshot answers at once.
  auto onOld = s.hover(code.point());
  EXPECT_NE(textOf(*onOld).find("i64 · 8 bytes"), std::string::npos)
      << textOf(*onOld);
  EXPECT_EQ(s.published.size(), 1u);
}

TEST(DraftAnswersTest, AnEditedSpecInTheChainMakesTheHoverWaitForTheRebuild) {
  test::Annotations code(
      "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
      "dense<[$v[[32, 32]]]> : vector<2xi64>>} {\n"
      "  func.func private @f(i^32)\n}\n");
  PendingServer s;
  s.open(code.code());
  auto [begin, end] = code.range("v");
  s.change(begin, end, "64, 64");
  size_t onI32 = s.draft.find("(i32") + 1;
  auto waiting = s.hover(onI32);
  EXPECT_FALSE(waiting->called) << "answered from the old spec";
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_NE(textOf(*waiting).find("i32 · 4 bytes · align 8"), std::string::npos)
      << textOf(*waiting);

  // A newer change refuses a waiting hover: its text is gone.
  s.change(begin, begin + 6, "16, 16");
  auto refused = s.hover(s.draft.find("(i32") + 1);
  EXPECT_FALSE(refused->called);
  s.change(begin, begin + 6, "32, 32");
  EXPECT_TRUE(refused->called);
  EXPECT_EQ(refused->errorCode, lsp::ErrorCode::ContentModified);
}

TEST(DraftAnswersTest, AValueWhoseDefinitionChangedWaits) {
  test::Annotations code("func.func @f() {\n"
                         "  %0 = \"test.op\"() : () -> [[i8]]\n"
                         "  \"test.use\"(%^0) : (i8) -> ()\n"
                         "  return\n}\n");
  PendingServer s;
  s.open(code.code());
  auto [begin, end] = code.range();
  s.change(begin, end, "i16");
  auto onUse = s.hover(code.point() + 1);
  EXPECT_FALSE(onUse->called) << textOf(*onUse);
}

TEST(DraftAnswersTest, LinesMovedBeforeTheScopeWaitLinesAfterItAreMapped) {
  test::Annotations code(
      "module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = "
      "dense<[32, 32]> : vector<2xi64>>} {\n"
      "$body^  func.func private @f(i^16)\n}\n");
  PendingServer s;
  s.open(code.code());
  // A new first line moves the module (its scope path names its line): the
  // hover waits for the rebuild.
  s.change(0, 0, "\n");
  auto waiting = s.hover(code.point() + 1);
  EXPECT_FALSE(waiting->called) << textOf(*waiting);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_NE(textOf(*waiting).find("i16 · 2 bytes · align 4"),
            std::string::npos);
  EXPECT_NE(textOf(*waiting).find("builtin.module@2"), std::string::npos)
      << textOf(*waiting);
  ASSERT_TRUE(waiting->value && *waiting->value);
  EXPECT_EQ((*waiting->value)->range->start.line, 2);
  // A new line inside the module's body moves nothing the answer names:
  // answered at once, at the moved place.
  s.change(code.point("body") + 1, code.point("body") + 1, "\n");
  auto moved = s.hover(code.point() + 2);
  EXPECT_NE(textOf(*moved).find("builtin.module@2"), std::string::npos)
      << textOf(*moved);
  ASSERT_TRUE(moved->value && *moved->value);
  EXPECT_EQ((*moved->value)->range->start.line, 3);
}

TEST(DraftAnswersTest, WhileTheTextDoesNotParseTheLastParsedVersionAnswers) {
  test::Annotations code(
      "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "
      "\"dlti.bogus\" = 1 : i64>} {\n"
      "  func.func @f(%x: ind^ex, %y: i8[[]]) {\n"
      "    return\n  }\n}\n");
  PendingServer s;
  s.open(code.code());
  size_t at = code.range().first;
  s.change(at, at, " +");
  // Before the broken version is built, untouched text is answered from
  // the snapshot as usual.
  auto before = s.hover(code.point());
  EXPECT_NE(textOf(*before).find("index · 4 bytes"), std::string::npos);
  EXPECT_EQ(textOf(*before).find("parsed"), std::string::npos);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  ASSERT_EQ(s.published.size(), 2u);
  // The parse error, and beside it the spec's diagnostic, which the
  // reading of the specs as written finds again in the new text: once, not
  // also as the last parsed version's.
  std::vector<std::string> codes;
  for (const LayoutDiagnostic &diag : s.published.back().diagnostics)
    codes.push_back(diag.code);
  llvm::sort(codes);
  EXPECT_EQ(codes, (std::vector<std::string>{"layout-unknown-dlti-key",
                                             "mlir-parse-error"}));
  ASSERT_EQ(s.published.back().diagnostics.size(), 2u);
  for (const LayoutDiagnostic &diag : s.published.back().diagnostics)
    if (diag.code == "layout-unknown-dlti-key") {
      EXPECT_EQ(diag.range, s.published.front().diagnostics[0].range);
      EXPECT_EQ(diag.message.find("last version that parsed"),
                std::string::npos);
    }
  auto onIndex = s.hover(code.point());
  std::string text = textOf(*onIndex);
  EXPECT_NE(text.find("index · 4 bytes"), std::string::npos) << text;
  EXPECT_NE(text.find("from the last version that parsed, 1 edit ago"),
            std::string::npos)
      << text;
  // Inside the edit the last parsed version cannot place it: no answer.
  auto onPlus = s.hover(at + 1);
  ASSERT_TRUE(onPlus->called);
  EXPECT_TRUE(onPlus->value && !*onPlus->value);
  // Parsing again: the new version's own diagnostics only, and answers
  // without the note.
  s.change(at, at + 2, "");
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  ASSERT_EQ(s.published.back().diagnostics.size(), 1u);
  EXPECT_EQ(s.published.back().diagnostics[0].message,
            s.published.front().diagnostics[0].message);
  EXPECT_EQ(textOf(*s.hover(code.point())).find("parsed"), std::string::npos);
}

TEST(DraftAnswersTest, InlayHintsAreMappedOrWithheldAndRefreshed) {
  test::Annotations code("func.func @f(%x: i64) {\n  return\n}\n"
                         "func.func @g(%y: [[i8]]) {\n  return\n}\n");
  PendingServer s(/*inlayHints=*/true);
  lsp::Range all(lsp::Position(0, 0), lsp::Position(20, 0));
  s.server->openDocument(s.uri, code.code(), 1);
  s.draft = code.code();
  // Before the first build: nothing, and a refresh once it lands.
  EXPECT_TRUE(s.server->getInlayHints(s.uri, all).empty());
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.refreshes, 1);
  std::vector<LayoutInlayHint> built = s.server->getInlayHints(s.uri, all);
  ASSERT_EQ(built.size(), 2u);
  // An edit in @g: @f's hint stays where it is, @g's is withheld.
  auto [begin, end] = code.range();
  s.change(begin, end, "i32");
  std::vector<LayoutInlayHint> pending = s.server->getInlayHints(s.uri, all);
  ASSERT_EQ(pending.size(), 1u);
  EXPECT_EQ(pending[0].position, built[0].position);
  EXPECT_EQ(pending[0].label, built[0].label);
  EXPECT_EQ(s.refreshes, 1);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  EXPECT_EQ(s.refreshes, 2);
  EXPECT_EQ(s.server->getInlayHints(s.uri, all).size(), 2u);
}

TEST(DraftAnswersTest, DocumentSymbolsWaitForTheFirstBuild) {
  PendingServer s;
  std::string text = "module @m {\n}\n";
  s.server->openDocument(s.uri, text, 1);
  auto reply =
      std::make_shared<test::Reply<std::vector<lsp::DocumentSymbol>>>();
  s.server->getDocumentSymbols(s.uri, test::capture(reply));
  EXPECT_FALSE(reply->called);
  ASSERT_EQ(s.server->runPendingRebuilds(), 1u);
  ASSERT_TRUE(reply->called && reply->value);
  ASSERT_EQ(reply->value->size(), 1u);
  EXPECT_EQ((*reply->value)[0].name, "@m");
}
} // namespace
