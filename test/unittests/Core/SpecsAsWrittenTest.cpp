// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecsAsWrittenTest.cpp - Files MLIR cannot parse, read as written --===//
//
// The statement scan on text with unknown custom syntax, strings, comments
// and unbalanced brackets; the reading of a file that does not parse; and
// the differential check: on every test file that parses, the reading as
// written gives exactly the parse's scope tree and answers.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/Core/SpecsAsWritten.h"
#include "mlir-layout/Core/SplitDocument.h"
#include "mlir-layout/Support/Printing.h"
#include "mlir-layout/Support/SplitInput.h"
#include "mlir-layout/Support/StatementScan.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

#include <sstream>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {

/// The names of the op statements of `outline`, nested with brackets.
std::string describeTree(const TextOutline &outline,
                         const std::vector<unsigned> &level) {
  std::string out;
  for (unsigned index : level) {
    const WrittenStatement &s = outline.statements[index];
    if (!out.empty())
      out += " ";
    out += s.kind == StatementKind::Op      ? s.name
           : s.kind == StatementKind::Other ? "?"
                                            : "alias:" + s.name;
    if (!s.children.empty())
      out += "{" + describeTree(outline, s.children) + "}";
  }
  return out;
}

TEST(StatementScan, NestsCustomSyntaxOfUnknownDialects) {
  llvm::StringRef text = R"(#a = #dlti.dl_spec<index = 32 : i64>
!t = !llvm.struct<(i8)>
module @m attributes {dlti.dl_spec = #a} {
  hw.module @foo(in %a : i32, out b : i32) {
    %0 = comb.add %a, %a : i32   // a { in a comment
    hw.output %0 : i32
  }
  "x.op"() ({
  ^bb0(%arg0: i32):
    "x.yield"() : () -> ()
  }) {s = "}{", dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>>} : () -> ()
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
    llvm.return
  }
}
)";
  TextOutline outline = outlineStatements(text);
  EXPECT_FALSE(outline.unbalancedAt);
  EXPECT_EQ(describeTree(outline, outline.topLevel),
            "alias:a alias:t module{hw.module{comb.add hw.output} "
            "x.op{? x.yield} affine.if{llvm.return}}");
  const WrittenStatement &module = outline.statements[outline.topLevel[2]];
  ASSERT_EQ(module.attributes.size(), 1u);
  EXPECT_EQ(module.attributes[0].name, "dlti.dl_spec");
  EXPECT_EQ(text.slice(module.attributes[0].value.begin,
                       module.attributes[0].value.end),
            "#a");
  ASSERT_TRUE(module.symbol);
  EXPECT_EQ(text.slice(module.symbol->begin, module.symbol->end), "@m");
  const WrittenStatement &generic = outline.statements[module.children[1]];
  EXPECT_TRUE(generic.generic);
  ASSERT_EQ(generic.attributes.size(), 2u);
  EXPECT_EQ(generic.attributes[1].name, "dlti.dl_spec");
  ASSERT_TRUE(generic.trailingType);
  EXPECT_EQ(text.slice(generic.trailingType->begin, generic.trailingType->end),
            "() -> ()");
  const WrittenStatement &add =
      outline.statements[outline.statements[module.children[0]].children[0]];
  EXPECT_EQ(add.resultCount, 1u);
  // The op ends at its last token, before the comment.
  EXPECT_EQ(text.slice(add.span.begin, add.span.end),
            "%0 = comb.add %a, %a : i32");
}

TEST(StatementScan, ContinuationLinesAndResultGroups) {
  llvm::StringRef text = R"(llvm.func @f()
    attributes {dlti.dl_spec = #dlti.dl_spec<>} {
  %a:2, %b = "x.pair"() : () -> (i8, i16, i32)
  llvm.return
}
)";
  TextOutline outline = outlineStatements(text);
  EXPECT_EQ(describeTree(outline, outline.topLevel),
            "llvm.func{x.pair llvm.return}");
  const WrittenStatement &func = outline.statements[outline.topLevel[0]];
  ASSERT_EQ(func.attributes.size(), 1u);
  const WrittenStatement &pair = outline.statements[func.children[0]];
  EXPECT_EQ(pair.resultCount, 3u);
  EXPECT_EQ(pair.results.size(), 2u);
}

TEST(StatementScan, ReportsUnbalancedBrackets) {
  EXPECT_TRUE(outlineStatements("module {\n  func.func @f() {\n}\n")
                  .unbalancedAt.has_value());
  EXPECT_TRUE(outlineStatements("module {\n}\n}\n").unbalancedAt.has_value());
  // Brackets in strings and comments do not count.
  EXPECT_FALSE(outlineStatements("module {\n  \"x.y\"() {s = \"{{\"} : () -> "
                                 "()\n  // }}}\n}\n")
                   .unbalancedAt.has_value());
}

constexpr llvm::StringLiteral kUnknownDialect =
    R"(module @outer attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  hw.module @foo(in %a : i32, out b : i32) {
    hw.output %a : i32
  }
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 64]> : vector<2xi64>>} {
    %0 = "test.data_layout_query"() : () -> i32
    %1 = arith.constant 1 : i8
  }
}
)";

TEST(SpecsAsWritten, AFileWithAnUnknownDialectAnswersFromItsSpecs) {
  auto doc = parseDocument(kUnknownDialect);
  ASSERT_FALSE(doc->isParsed());
  EXPECT_EQ(doc->getReading(), DocumentReading::SpecsAsWritten);
  ASSERT_TRUE(doc->getParseFailure());
  EXPECT_EQ(doc->getParseFailure()->missingDialect, "hw");
  EXPECT_EQ(doc->getParseFailure()->where.line, 2u);
  std::vector<std::string> paths;
  for (const auto &scope : doc->getScopes().getScopes())
    paths.push_back(scope->path);
  EXPECT_EQ(paths,
            (std::vector<std::string>{"<top>", "@outer", "@outer::@inner"}));
  // A type inside the unknown op answers from the spec around it.
  llvm::StringRef text = doc->getText();
  size_t inFoo = text.find("hw.output");
  const LayoutScope &scope =
      doc->findScopeAt(llvm::SMLoc::getFromPointer(text.data() + inFoo));
  EXPECT_EQ(scope.path, "@outer");
  std::string error;
  Type index = doc->parseType("index", error);
  const LayoutResult &answer = doc->getLayout(scope).query(index);
  ASSERT_TRUE(answer.hasLayout());
  EXPECT_EQ(answer.layout->size, 4u);
  // The generic op's result is read; the custom one's is not.
  std::vector<ResultSite> sites = doc->getResultSites();
  ASSERT_EQ(sites.size(), 1u);
  EXPECT_EQ(sites[0].where.line, 6u);
  EXPECT_EQ(doc->getOpsWithoutResultTypes(), 1u);
  const LayoutResult &i32 =
      doc->getLayout(doc->getScopes().scopeFor(sites[0].op))
          .query(sites[0].op->getResult(0).getType());
  ASSERT_TRUE(i32.hasLayout());
  EXPECT_EQ(i32.layout->abiAlignment, 8u);
  // The SSA name is hovered as its type.
  size_t name = text.find("%0");
  std::optional<TypeSite> site =
      findTypeAt(*doc, llvm::SMLoc::getFromPointer(text.data() + name + 1));
  ASSERT_TRUE(site);
  EXPECT_TRUE(site->isValue);
}

TEST(SpecsAsWritten, ASpecThatDoesNotParseAnswersNothingInItsScope) {
  auto doc = parseDocument(
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<index = >} {
  hw.wire
  module @b {}
}
module @c attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {}
)");
  ASSERT_EQ(doc->getReading(), DocumentReading::SpecsAsWritten);
  std::string error;
  Type index = doc->parseType("index", error);
  for (const char *path : {"@a", "@a::@b"}) {
    const LayoutScope *scope = doc->getScopes().findByPath(path);
    ASSERT_TRUE(scope) << path;
    const LayoutResult &answer = doc->getLayout(*scope).query(index);
    EXPECT_FALSE(answer.hasLayout()) << path;
    EXPECT_NE(answer.noLayoutReason.find("cannot know"), std::string::npos)
        << answer.noLayoutReason;
  }
  const LayoutScope *c = doc->getScopes().findByPath("@c");
  ASSERT_TRUE(c);
  EXPECT_EQ(doc->getLayout(*c).query(index).layout->size, 2u);
}

TEST(SpecsAsWritten, AnOpaqueSpecOfAnUnloadedDialectIsNotRead) {
  auto doc = parseDocument(
      R"(module @a attributes {dlti.dl_spec = #my.spec<index = 16>} {
  my.op
}
)");
  ASSERT_EQ(doc->getReading(), DocumentReading::SpecsAsWritten);
  const LayoutScope *a = doc->getScopes().findByPath("@a");
  ASSERT_TRUE(a);
  EXPECT_TRUE(a->unreadSpec);
}

TEST(SpecsAsWritten, AliasesThatGrowTooLargeAreNotRead) {
  // Each alias uses the one before ten times: written out, 10^8 copies.
  std::string text = "#a0 = #dlti.dl_entry<index, 32 : i64>\n";
  for (int i = 1; i <= 8; ++i) {
    text += "#a" + std::to_string(i) + " = [";
    for (int j = 0; j < 10; ++j)
      text += (j ? ", #a" : "#a") + std::to_string(i - 1);
    text += "]\n";
  }
  text += "module @m attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : "
          "i64>, dlti.big = #a8} {\n  hw.x\n}\n";
  auto doc = parseDocument(text);
  ASSERT_EQ(doc->getReading(), DocumentReading::SpecsAsWritten);
  const LayoutScope *m = doc->getScopes().findByPath("@m");
  ASSERT_TRUE(m);
  ASSERT_TRUE(m->unreadSpec);
  EXPECT_NE(m->unreadSpec->find("grow too large"), std::string::npos)
      << *m->unreadSpec;
}

TEST(SpecsAsWritten, AGenericModuleWithResultsGetsNone) {
  auto doc = parseDocument("%0 = \"builtin.module\"() ({\n  hw.x\n}) : () -> "
                           "i32\n");
  ASSERT_EQ(doc->getReading(), DocumentReading::SpecsAsWritten);
  EXPECT_TRUE(doc->getResultSites().empty());
}

TEST(SpecsAsWritten, UnbalancedTextIsNotRead) {
  auto doc = parseDocument("module attributes {dlti.dl_spec = "
                           "#dlti.dl_spec<index = 32 : i64>} {\n  hw.x {\n}\n");
  EXPECT_FALSE(doc->isParsed());
  EXPECT_EQ(doc->getReading(), DocumentReading::Unread);
  EXPECT_FALSE(doc->canAnswer());
}

//===----------------------------------------------------------------------===//
// The differential check
//===----------------------------------------------------------------------===//

/// Types whose answers are compared in every scope.
constexpr const char *kProbeTypes[] = {"i1",
                                       "i8",
                                       "i16",
                                       "i32",
                                       "i64",
                                       "i128",
                                       "f16",
                                       "bf16",
                                       "f32",
                                       "f64",
                                       "f80",
                                       "f128",
                                       "index",
                                       "!llvm.ptr",
                                       "!llvm.ptr<1>",
                                       "vector<4xf32>",
                                       "complex<f32>",
                                       "memref<4x?xf32>",
                                       "!llvm.struct<(i8, i64)>",
                                       "tensor<4xi8>"};

/// One answer, in words that compare.
std::string describeAnswer(const LayoutResult &r) {
  if (!r.hasLayout())
    return "none(" + r.noLayoutReason + ")";
  std::ostringstream os;
  os << r.layout->size << "/" << r.layout->abiAlignment << "/"
     << r.layout->preferredAlignment << "/"
     << r.layout->indexBitwidth.value_or(0);
  return os.str();
}

/// What a document answers: its scopes, their specs and the answers in them.
std::string describeReading(LayoutDocument &doc) {
  std::ostringstream os;
  for (const auto &scope : doc.getScopes().getScopes()) {
    os << scope->path << " kind=" << int(scope->kind)
       << " depth=" << scope->depth << " at=" << scope->where.line << ":"
       << scope->where.column << " spec="
       << (scope->spec ? printToString(Attribute(scope->spec)) : "-")
       << " system=" << scope->targetSystem.has_value()
       << " unread=" << scope->unreadSpec.value_or("-") << "\n";
    for (const SourcePos &entry : scope->entryPositions)
      os << "  entry " << entry.line << ":" << entry.column << "\n";
    ScopedDataLayout &layout = doc.getLayout(*scope);
    for (const ScopeProperty &p : layout.getProperties().properties)
      os << "  " << p.key << "=" << p.value << (p.isDefault ? " (d)" : "")
         << "\n";
    for (const char *text : kProbeTypes) {
      std::string error;
      Type type = doc.parseType(text, error);
      os << "  " << text << ": "
         << (type ? describeAnswer(layout.query(type)) : "?") << "\n";
    }
  }
  for (const IgnoredSpec &ignored : doc.getScopes().getIgnoredSpecs())
    os << "ignored " << ignored.where.line << ":" << ignored.where.column
       << " in " << ignored.scope->path << "\n";
  return os.str();
}

TEST(SpecsAsWritten, GivesTheParsesScopesAndAnswersOnEveryTestFile) {
  std::vector<std::string> files;
  for (const char *dir : {"/test", "/examples"})
    for (std::string &file :
         findMlirFiles(std::string(MLIR_LAYOUT_SOURCE_DIR) + dir))
      files.push_back(std::move(file));
  ASSERT_GT(files.size(), 100u);
  unsigned compared = 0, results = 0;
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    ASSERT_TRUE(bool(buffer)) << file;
    SplitInput split = splitInputFile((*buffer)->getBuffer());
    // Each chunk parsed, and read as written only.
    std::vector<std::unique_ptr<LayoutDocument>> parses, readings;
    parseChunks(split, file, {},
                [&](const InputChunk &, std::unique_ptr<LayoutDocument> doc) {
                  parses.push_back(std::move(doc));
                });
    parseChunks(
        split, file, {},
        [&](const InputChunk &, std::unique_ptr<LayoutDocument> doc) {
          readings.push_back(std::move(doc));
        },
        &LayoutDocument::readAsWrittenOnly);
    ASSERT_EQ(parses.size(), split.chunks.size());
    ASSERT_EQ(readings.size(), split.chunks.size());
    for (size_t i = 0; i < split.chunks.size(); ++i) {
      const InputChunk &chunk = split.chunks[i];
      std::unique_ptr<LayoutDocument> &parsed = parses[i];
      if (!parsed->isParsed())
        continue;
      std::unique_ptr<LayoutDocument> &written = readings[i];
      ASSERT_EQ(written->getReading(), DocumentReading::SpecsAsWritten)
          << file << ":" << chunk.firstLine + 1;
      EXPECT_EQ(describeReading(*written), describeReading(*parsed))
          << file << ":" << chunk.firstLine + 1;
      // Each result the reading has is the parse's, at the same place.
      std::map<std::pair<size_t, unsigned>, ResultSite> parsedSites;
      for (const ResultSite &site : parsed->getResultSites())
        parsedSites[{parsed->getOffset(site.where.range.Start),
                     site.resultNumber}] = site;
      for (const ResultSite &site : written->getResultSites()) {
        auto it = parsedSites.find(
            {written->getOffset(site.where.range.Start), site.resultNumber});
        ASSERT_NE(it, parsedSites.end())
            << file << ":" << site.where.line << ":" << site.where.column;
        Type a = site.op->getResult(site.resultNumber).getType();
        Type b = it->second.op->getResult(it->second.resultNumber).getType();
        EXPECT_EQ(
            describeAnswer(
                written->getLayout(written->getScopes().scopeFor(site.op))
                    .query(a)),
            describeAnswer(
                parsed->getLayout(parsed->getScopes().scopeFor(it->second.op))
                    .query(b)))
            << file << ":" << site.where.line << ":" << site.where.column;
        ++results;
      }
      ++compared;
    }
  }
  // The suite holds over a hundred chunks that parse and results to compare.
  EXPECT_GT(compared, 150u);
  EXPECT_GT(results, 100u);
}

} // namespace
