//===- LayoutServerTest.cpp - The facade, driven in process ---------------===//

#include "LayoutServer.h"

#include "mlir-layout/Engine/LayoutDocument.h"
#include "mlir-layout/Render/HoverRender.h"

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

TEST(LayoutServer, HoverOnEveryResultOfTheExampleMatchesQuery) {
  std::string path =
      std::string(MLIR_LAYOUT_SOURCE_DIR) + "/examples/nested-layouts.mlir";
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(buffer));
  std::string text = (*buffer)->getBuffer().str();

  LayoutServer::Options options;
  options.synchronous = true;
  options.markdown = false;
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
    std::optional<lsp::Hover> hover = server.findHover(uri, pos);
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
  LayoutServer::Options options;
  options.synchronous = true;
  options.markdown = false;
  LayoutServer server(options, [](llvm::json::Value) {});
  lsp::URIForFile uri = uriFor((dir + "/k.mlir").str());
  server.openDocument(uri, "%0 = \"test.op\"() : () -> !mydev.t\n", 1);
  auto hover = server.findHover(uri, lsp::Position(0, 27));
  ASSERT_TRUE(hover);
  EXPECT_NE(hover->contents.value.find("12 bytes"), std::string::npos);
  writeRules(20);
  server.layoutFilesChanged();
  hover = server.findHover(uri, lsp::Position(0, 27));
  ASSERT_TRUE(hover);
  EXPECT_NE(hover->contents.value.find("20 bytes"), std::string::npos)
      << hover->contents.value;
  llvm::sys::fs::remove_directories(dir);
}

TEST(LayoutServer, AnswersFromTheLastSnapshotWhileARebuildIsPending) {
  LayoutServer::Options options;
  options.debounce = std::chrono::hours(1); // the rebuild never becomes due
  int publishes = 0;
  LayoutServer server(options, [&](llvm::json::Value) { ++publishes; });
  lsp::URIForFile uri = uriFor("/tmp/pending.mlir");
  server.openDocument(uri, "func.func private @f(i32)\n", 1);
  // Nothing built yet: no hover, no crash.
  EXPECT_FALSE(server.findHover(uri, lsp::Position(0, 22)));
  EXPECT_EQ(publishes, 0);
}

TEST(LayoutServer, IncrementalEditsApplyToTheDraft) {
  LayoutServer::Options options;
  options.synchronous = true;
  std::vector<llvm::json::Value> published;
  LayoutServer server(options,
                      [&](llvm::json::Value v) { published.push_back(v); });
  lsp::URIForFile uri = uriFor("/tmp/edit.mlir");
  server.openDocument(uri, "// 𝔸\nfunc.func private @f(i32)\n", 1);
  lsp::TextDocumentContentChangeEvent change;
  change.range = lsp::Range(lsp::Position(1, 21), lsp::Position(1, 24));
  change.text = "i64";
  ASSERT_TRUE(succeeded(server.changeDocument(uri, {change}, 2)));
  EXPECT_EQ(*server.getDraft(uri), "// 𝔸\nfunc.func private @f(i64)\n");
  ASSERT_EQ(published.size(), 2u);
  EXPECT_EQ(*published.back().getAsObject()->getInteger("version"), 2);
  std::optional<lsp::Hover> hover = server.findHover(uri, lsp::Position(1, 22));
  ASSERT_TRUE(hover);
  EXPECT_NE(hover->contents.value.find("i64"), std::string::npos);
  // A change outside the document is refused and the draft kept.
  change.range = lsp::Range(lsp::Position(9, 0), lsp::Position(9, 1));
  EXPECT_TRUE(failed(server.changeDocument(uri, {change}, 3)));
  EXPECT_EQ(*server.getDraft(uri), "// 𝔸\nfunc.func private @f(i64)\n");
}
} // namespace
