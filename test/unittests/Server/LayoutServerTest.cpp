// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutServerTest.cpp - The facade, driven in process ---------------===//

#include "LayoutServer.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Render/HoverRender.h"
#include "mlir-layout/Support/LineIndex.h"

#include "Server/ServerTestUtil.h"
#include "TestSupport/Annotations.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
lsp::URIForFile uriFor(llvm::StringRef path) {
  return cantFail(lsp::URIForFile::fromFile(path));
}

/// The LSP position (UTF-16 columns) of byte `offset` of `code`.
lsp::Position positionAt(const test::Annotations &code, size_t offset) {
  auto [line, character] = LineIndex(code.code()).toUtf16(offset);
  return lsp::Position(line, character);
}

/// The LSP position of the only unnamed `^` of `code`.
lsp::Position cursorOf(const test::Annotations &code) {
  return positionAt(code, code.point());
}

/// The LSP range of the only `[[...]]` named `name` in `code`.
lsp::Range rangeOf(const test::Annotations &code, llvm::StringRef name = "") {
  auto [begin, end] = code.range(name);
  return lsp::Range(positionAt(code, begin), positionAt(code, end));
}

TEST(LayoutServer, HoverOnEveryResultOfTheExampleMatchesQuery) {
  std::string path =
      std::string(MLIR_LAYOUT_SOURCE_DIR) + "/examples/nested-layouts.mlir";
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(buffer));
  std::string text = (*buffer)->getBuffer().str();

  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  std::vector<llvm::json::Value> published;
  LayoutServer server(options,
                      [&](llvm::json::Value v) { published.push_back(v); });
  lsp::URIForFile uri = uriFor(path);
  server.openDocument(uri, text, 1);
  ASSERT_EQ(published.size(), 1u);

  // What `mlir-layout query` reports, record by record.
  auto doc = LayoutDocument::parse(llvm::MemoryBuffer::getMemBufferCopy(text));
  unsigned checked = 0;
  for (const ResultSite &site : doc->getResultSites()) {
    const LayoutResult &expected =
        doc->getLayout(doc->getScopes().scopeFor(site.op))
            .query(site.op->getResult(site.resultNumber).getType());
    // Hover on the op's name finds no type; hover on the result's SSA name
    // (the start of the line's `%name`) does.
    size_t lineStart = 0;
    for (unsigned l = 1; l < site.where.line; ++l)
      lineStart = text.find('\n', lineStart) + 1;
    size_t percent = text.find('%', lineStart);
    ASSERT_NE(percent, std::string::npos);
    lsp::Position pos(site.where.line - 1, int(percent - lineStart) + 1);
    std::optional<lsp::Hover> hover = test::hoverNow(server, uri, pos);
    ASSERT_TRUE(hover) << "line " << site.where.line;
    EXPECT_NE(hover->contents.value.find(
                  renderHeader(expected, NumberFormat::Decimal)),
              std::string::npos)
        << hover->contents.value;
    ++checked;
  }
  EXPECT_EQ(checked, 17u);
}

TEST(LayoutServer, LayoutFileChangesArePickedUp) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("layout-file", dir));
  std::string rulesPath = (dir + "/.mlir-layout.json").str();
  auto writeRules = [&](int size) {
    std::error_code ec;
    llvm::raw_fd_ostream os(rulesPath, ec);
    os << "{\"types\": [{\"match\": \"!mydev.t\", \"size\": " << size
       << ", \"abi\": 4}]}";
  };
  writeRules(12);
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  LayoutServer server(options, [](llvm::json::Value) {});
  lsp::URIForFile uri = uriFor((dir + "/k.mlir").str());
  test::Annotations code("%0 = \"test.op\"() : () -> !mydev^.t\n");
  server.openDocument(uri, code.code(), 1);
  auto hover = test::hoverNow(server, uri, cursorOf(code));
  ASSERT_TRUE(hover);
  EXPECT_NE(hover->contents.value.find("12 bytes"), std::string::npos);
  writeRules(20);
  server.layoutFilesChanged();
  hover = test::hoverNow(server, uri, cursorOf(code));
  ASSERT_TRUE(hover);
  EXPECT_NE(hover->contents.value.find("20 bytes"), std::string::npos)
      << hover->contents.value;
  llvm::sys::fs::remove_directories(dir);
}

TEST(LayoutServer, HoverBeforeTheFirstBuildWaitsForIt) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.debounce =
      std::chrono::hours(1); // the rebuild never becomes due
  int publishes = 0;
  LayoutServer server(options, [&](llvm::json::Value) { ++publishes; });
  lsp::URIForFile uri = uriFor("/tmp/pending.mlir");
  test::Annotations code("func.func private @f(i^32)\n");
  server.openDocument(uri, code.code(), 1);
  // Nothing built yet: the hover waits for the first build, no crash.
  auto hover = test::askHover(server, uri, cursorOf(code));
  EXPECT_FALSE(hover->called);
  EXPECT_EQ(publishes, 0);
  ASSERT_EQ(server.runPendingRebuilds(), 1u);
  ASSERT_TRUE(hover->called && hover->value && *hover->value);
  EXPECT_NE((*hover->value)->contents.value.find("i32 · 4 bytes"),
            std::string::npos);
}

TEST(LayoutServer, IncrementalEditsApplyToTheDraft) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  std::vector<llvm::json::Value> published;
  LayoutServer server(options,
                      [&](llvm::json::Value v) { published.push_back(v); });
  lsp::URIForFile uri = uriFor("/tmp/edit.mlir");
  // The non-BMP character before the edit takes two UTF-16 code units.
  test::Annotations code("// 𝔸\nfunc.func private @f([[i^32]])\n");
  server.openDocument(uri, code.code(), 1);
  lsp::TextDocumentContentChangeEvent change;
  change.range = rangeOf(code);
  change.text = "i64";
  ASSERT_TRUE(succeeded(server.changeDocument(uri, {change}, 2)));
  EXPECT_EQ(*server.getDraft(uri), "// 𝔸\nfunc.func private @f(i64)\n");
  ASSERT_EQ(published.size(), 2u);
  EXPECT_EQ(*published.back().getAsObject()->getInteger("version"), 2);
  std::optional<lsp::Hover> hover = test::hoverNow(server, uri, cursorOf(code));
  ASSERT_TRUE(hover);
  EXPECT_NE(hover->contents.value.find("i64"), std::string::npos);
  // A change outside the document is refused and the draft kept.
  lsp::Position pastTheEnd(9, 0);
  change.range = lsp::Range(pastTheEnd, lsp::Position(9, 1));
  EXPECT_TRUE(failed(server.changeDocument(uri, {change}, 3)));
  EXPECT_EQ(*server.getDraft(uri), "// 𝔸\nfunc.func private @f(i64)\n");
}

TEST(LayoutServer, LaterChangesOfOneNotificationUseTheChangedText) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  LayoutServer server(options, [](llvm::json::Value) {});
  lsp::URIForFile uri = uriFor("/tmp/edits.mlir");
  server.openDocument(uri, "// a\n// b\n", 1);
  // The first change adds a line; the second is positioned after it, on the
  // line that was line 1 before, and the third replaces everything.
  lsp::TextDocumentContentChangeEvent addLine, editMoved, whole;
  addLine.range = lsp::Range(lsp::Position(0, 0), lsp::Position(0, 0));
  addLine.text = "// new\n";
  editMoved.range = lsp::Range(lsp::Position(2, 3), lsp::Position(2, 4));
  editMoved.text = "B";
  ASSERT_TRUE(succeeded(server.changeDocument(uri, {addLine, editMoved}, 2)));
  EXPECT_EQ(*server.getDraft(uri), "// new\n// a\n// B\n");
  whole.text = "// x\n";
  editMoved.range = lsp::Range(lsp::Position(0, 3), lsp::Position(0, 4));
  editMoved.text = "y";
  ASSERT_TRUE(succeeded(server.changeDocument(uri, {whole, editMoved}, 3)));
  EXPECT_EQ(*server.getDraft(uri), "// y\n");
  // Positioned past the end of the changed text (not of the old one).
  whole.text = "";
  editMoved.range = lsp::Range(lsp::Position(1, 0), lsp::Position(1, 0));
  editMoved.text = "z";
  EXPECT_TRUE(failed(server.changeDocument(uri, {whole, editMoved}, 4)));
  EXPECT_EQ(*server.getDraft(uri), "// y\n");
}

TEST(LayoutServer, ChangesOfOneNotificationApplyOneAfterTheOther) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.synchronous = true;
  LayoutServer server(options, [](llvm::json::Value) {});
  lsp::URIForFile uri = uriFor("/tmp/edits.mlir");
  server.openDocument(uri, "// 𝔸\nfunc.func private @f(i32)\n", 1);
  // The first change adds a line (with a non-BMP character: 2 UTF-16
  // units); the second and third are placed in the text the one before
  // left (its line 2 is the function, line 3 the empty last line).
  lsp::TextDocumentContentChangeEvent addLine, replaceType, lastLine;
  addLine.range = lsp::Range(lsp::Position(0, 0), lsp::Position(0, 0));
  addLine.text = "// 𝔸\n";
  replaceType.range = lsp::Range(lsp::Position(2, 21), lsp::Position(2, 24));
  replaceType.text = "i64";
  lastLine.range = lsp::Range(lsp::Position(3, 0), lsp::Position(3, 0));
  lastLine.text = "// end";
  ASSERT_TRUE(succeeded(
      server.changeDocument(uri, {addLine, replaceType, lastLine}, 2)));
  EXPECT_EQ(*server.getDraft(uri),
            "// 𝔸\n// 𝔸\nfunc.func private @f(i64)\n// end");
  // A later change past the end of the text that an earlier one left is
  // refused, and the draft kept.
  lsp::TextDocumentContentChangeEvent pastTheEnd;
  pastTheEnd.range = lsp::Range(lsp::Position(4, 0), lsp::Position(4, 0));
  EXPECT_TRUE(failed(server.changeDocument(uri, {replaceType, pastTheEnd}, 3)));
  EXPECT_EQ(*server.getDraft(uri),
            "// 𝔸\n// 𝔸\nfunc.func private @f(i64)\n// end");
}

/// The reply of one request that may wait for a rebuild.
struct CapturedReply {
  bool called = false;
  std::optional<llvm::json::Value> value;
  std::optional<lsp::ErrorCode> errorCode;

  LayoutServer::CodeActionsFn fn() {
    return [this](llvm::Expected<std::vector<LayoutCodeAction>> result) {
      called = true;
      if (result) {
        value = llvm::json::Value(llvm::json::Array(*result));
        return;
      }
      llvm::handleAllErrors(
          result.takeError(),
          [&](const lsp::LSPError &error) { errorCode = error.code; },
          [&](const llvm::ErrorInfoBase &) {});
    };
  }
};

/// A spec with an i32 entry and a use of i16, which has none (the cursor
/// on it).
constexpr llvm::StringLiteral kSpecText =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> "
    ": vector<2xi64>>} {\n"
    "  func.func private @f(i^16)\n"
    "}\n";

/// Applies the edits of `action`'s single `documentChanges` entry to `text`
/// (ASCII, so UTF-16 columns are byte columns); checks the entry's version.
std::string applyVersionedEdit(const llvm::json::Object &action,
                               std::string text, int64_t version) {
  const llvm::json::Object *edit = action.getObject("edit");
  EXPECT_TRUE(edit && !edit->get("changes"));
  const llvm::json::Array *changes =
      edit ? edit->getArray("documentChanges") : nullptr;
  if (!changes || changes->size() != 1) {
    ADD_FAILURE() << "expected one documentChanges entry";
    return text;
  }
  const llvm::json::Object *change = (*changes)[0].getAsObject();
  EXPECT_EQ(change->getObject("textDocument")->getInteger("version"), version);
  auto offsetOf = [&](const llvm::json::Object *pos) {
    size_t offset = 0;
    for (int64_t line = 0; line < *pos->getInteger("line"); ++line)
      offset = text.find('\n', offset) + 1;
    return offset + *pos->getInteger("character");
  };
  // Apply back to front so earlier offsets stay valid.
  std::vector<std::pair<size_t, size_t>> ranges;
  std::vector<std::string> texts;
  for (const llvm::json::Value &value : *change->getArray("edits")) {
    const llvm::json::Object *e = value.getAsObject();
    const llvm::json::Object *range = e->getObject("range");
    ranges.push_back({offsetOf(range->getObject("start")),
                      offsetOf(range->getObject("end"))});
    texts.push_back(e->getString("newText")->str());
  }
  for (size_t i = ranges.size(); i-- > 0;)
    text.replace(ranges[i].first, ranges[i].second - ranges[i].first, texts[i]);
  return text;
}

TEST(LayoutServer, CodeActionsWaitForTheVersionTheClientHas) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.debounce =
      std::chrono::hours(1); // rebuilds run when the test says
  LayoutServer server(options, [](llvm::json::Value) {});
  lsp::URIForFile uri = uriFor("/tmp/versioned.mlir");
  server.openDocument(uri, test::Annotations(kSpecText).code(), 1);
  ASSERT_EQ(server.runPendingRebuilds(), 1u);

  // Version 2 moves everything down two lines; the snapshot is still v1.
  lsp::TextDocumentContentChangeEvent change;
  change.range = lsp::Range(lsp::Position(0, 0), lsp::Position(0, 0));
  change.text = "// two new\n// lines\n";
  ASSERT_TRUE(succeeded(server.changeDocument(uri, {change}, 2)));
  std::string v2 = *server.getDraft(uri);

  // The cursor on `i16` in version 2 (line 3).
  CapturedReply reply;
  lsp::Position onI16 = cursorOf(test::Annotations(kSpecText));
  onI16.line += 2;
  server.getCodeActions(uri, lsp::Range(onI16, onI16), {}, {"refactor.rewrite"},
                        reply.fn());
  EXPECT_FALSE(reply.called) << "answered from the older snapshot";

  ASSERT_EQ(server.runPendingRebuilds(), 1u);
  server.waitForRequests();
  ASSERT_TRUE(reply.called);
  ASSERT_TRUE(reply.value);
  const llvm::json::Array *actions = reply.value->getAsArray();
  ASSERT_TRUE(actions && !actions->empty());
  const llvm::json::Object *add = (*actions)[0].getAsObject();
  EXPECT_NE(add->getString("title")->find("i16"), llvm::StringRef::npos);
  std::string applied = applyVersionedEdit(*add, v2, 2);
  EXPECT_EQ(applied.rfind("// two new\n// lines\nmodule attributes "
                          "{dlti.dl_spec = #dlti.dl_spec<",
                          0),
            0u)
      << applied;
  EXPECT_NE(applied.find("i16 = "), std::string::npos) << applied;
  EXPECT_NE(applied.find("  func.func private @f(i16)\n}\n"), std::string::npos)
      << applied;

  // Now that the snapshot is current, the answer comes at once.
  CapturedReply again;
  server.getCodeActions(uri, lsp::Range(onI16, onI16), {}, {"refactor.rewrite"},
                        again.fn());
  server.waitForRequests();
  EXPECT_TRUE(again.called && again.value);
}

TEST(LayoutServer, CodeActionsOfASupersededVersionAreRefused) {
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.debounce = std::chrono::hours(1);
  LayoutServer server(options, [](llvm::json::Value) {});
  lsp::URIForFile uri = uriFor("/tmp/superseded.mlir");
  server.openDocument(uri, test::Annotations(kSpecText).code(), 1);
  lsp::Position onI16 = cursorOf(test::Annotations(kSpecText));

  // Asked on v1, which is never built: v2 arrives first.
  CapturedReply onV1;
  server.getCodeActions(uri, lsp::Range(onI16, onI16), {}, {}, onV1.fn());
  EXPECT_FALSE(onV1.called);
  lsp::TextDocumentContentChangeEvent change;
  change.range = lsp::Range(lsp::Position(0, 0), lsp::Position(0, 0));
  change.text = "\n";
  ASSERT_TRUE(succeeded(server.changeDocument(uri, {change}, 2)));
  ASSERT_TRUE(onV1.called);
  EXPECT_EQ(onV1.errorCode, lsp::ErrorCode::ContentModified);

  // Asked on v2, then the file is closed.
  CapturedReply onClosed;
  server.getCodeActions(uri, lsp::Range(onI16, onI16), {}, {}, onClosed.fn());
  server.closeDocument(uri);
  ASSERT_TRUE(onClosed.called);
  EXPECT_EQ(onClosed.errorCode, lsp::ErrorCode::ContentModified);

  // Asked on v1 of a file opened again (with any version): refused.
  server.openDocument(uri, test::Annotations(kSpecText).code(), 1);
  CapturedReply onReopened;
  server.getCodeActions(uri, lsp::Range(onI16, onI16), {}, {}, onReopened.fn());
  EXPECT_FALSE(onReopened.called);
  server.openDocument(uri, test::Annotations(kSpecText).code(), 1);
  ASSERT_TRUE(onReopened.called);
  EXPECT_EQ(onReopened.errorCode, lsp::ErrorCode::ContentModified);
  server.closeDocument(uri);

  // A file that is not open has no actions.
  CapturedReply notOpen;
  server.getCodeActions(uri, lsp::Range(onI16, onI16), {}, {}, notOpen.fn());
  ASSERT_TRUE(notOpen.called && notOpen.value);
  EXPECT_EQ(notOpen.value->getAsArray()->size(), 0u);
}

TEST(LayoutServer, WaitingCodeActionsAreAnsweredAtShutdown) {
  CapturedReply reply;
  {
    LayoutServer::Options options = LayoutServer::optionsForTest();
    options.tuning.debounce = std::chrono::hours(1);
    LayoutServer server(options, [](llvm::json::Value) {});
    lsp::URIForFile uri = uriFor("/tmp/shutdown.mlir");
    test::Annotations code(kSpecText);
    server.openDocument(uri, code.code(), 1);
    server.getCodeActions(uri, lsp::Range(cursorOf(code)), {}, {}, reply.fn());
    EXPECT_FALSE(reply.called);
  }
  ASSERT_TRUE(reply.called);
  EXPECT_EQ(reply.errorCode, lsp::ErrorCode::ContentModified);
}
} // namespace
