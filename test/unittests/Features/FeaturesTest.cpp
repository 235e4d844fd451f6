// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FeaturesTest.cpp - Editor features on annotated sources ------------===//
//
// Each feature is a function of a parsed document and a place in it; these
// tests call them directly on sources marked with `^` (the cursor) and
// `[[...]]` (the expected range), as clangd's HoverTests do.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"

#include "mlir-layout/Features/CodeActions.h"
#include "mlir-layout/Features/Completion.h"
#include "mlir-layout/Features/DocumentSymbols.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Features/InlayHints.h"

#include "llvm/Support/MemoryBuffer.h"

#include <cstring>

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// `code` parsed and checked under the default policy.
DocumentAnalysis analyze(const Annotations &code) {
  return DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(code.code(), "test.mlir"), {},
      CompatibilityPolicy::Relax);
}

/// The buffer position of byte `offset`.
llvm::SMLoc at(const LayoutDocument &doc, size_t offset) {
  return llvm::SMLoc::getFromPointer(doc.getText().data() + offset);
}

/// The byte range of `range` in `doc`.
Annotations::Range offsets(const LayoutDocument &doc, llvm::SMRange range) {
  return {doc.getOffset(range.Start), doc.getOffset(range.End)};
}

constexpr const char *kNested = R"mlir(
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<$key[[i6^4]] = dense<[64, 128]> : vector<2xi64>>} {
    func.func private @f($type[[i2^4]])
  }
}
)mlir";
} // namespace

//===----------------------------------------------------------------------===//
// Hover
//===----------------------------------------------------------------------===//

TEST(FeaturesHover, TypeInANestedScopeIsAnsweredThere) {
  Annotations code(kNested);
  DocumentAnalysis analysis = analyze(code);
  // The second point is on `i24`.
  llvm::StringRef text = code.code();
  size_t cursor = text.find("i24") + 2;
  std::optional<HoverInfo> hover =
      getHover(*analysis.doc, at(*analysis.doc, cursor));
  ASSERT_TRUE(hover);
  ASSERT_TRUE(hover->type);
  EXPECT_FALSE(hover->entry);
  EXPECT_EQ(offsets(*analysis.doc, hover->range), code.range("type"));
  EXPECT_EQ(hover->type->type, "i24");
  EXPECT_EQ(hover->type->scope, "@inner");
  ASSERT_TRUE(hover->type->hasLayout());
  // i24 takes the nearest wider entry, i32 of the outer module: 4 bytes,
  // ABI alignment 32 bits.
  EXPECT_EQ(hover->type->layout->size, 3u);
  EXPECT_EQ(hover->type->layout->abiAlignment, 4u);
}

TEST(FeaturesHover, EntryKeyShowsWhatTheEntryChanges) {
  Annotations code(kNested);
  DocumentAnalysis analysis = analyze(code);
  size_t cursor = code.code().find("i64 = dense<[64, 128]>") + 2;
  std::optional<HoverInfo> hover =
      getHover(*analysis.doc, at(*analysis.doc, cursor));
  ASSERT_TRUE(hover);
  ASSERT_TRUE(hover->entry);
  EXPECT_FALSE(hover->type);
  EXPECT_EQ(hover->entry->entry.key, "i64");
  EXPECT_EQ(hover->entry->entry.scope, "@inner");
  // The range is the whole entry, starting at its key.
  EXPECT_EQ(offsets(*analysis.doc, hover->range).first,
            code.range("key").first);
  ASSERT_TRUE(hover->entry->key);
  EXPECT_EQ(hover->entry->key->with.layout->preferredAlignment, 16u);
  EXPECT_EQ(hover->entry->key->without.layout->preferredAlignment, 8u);
}

TEST(FeaturesHover, TypeInsideAnEntryValueIsHoveredAsAType) {
  Annotations code(R"mlir(
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 64]> : [[vector<2x^i64>]]>} {}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover =
      getHover(*analysis.doc, at(*analysis.doc, code.point()));
  ASSERT_TRUE(hover);
  ASSERT_TRUE(hover->type) << "the value's type, not the entry";
  EXPECT_EQ(hover->type->type, "i64");
}

TEST(FeaturesHover, NothingToShowOutsideTypesAndEntries) {
  Annotations code("func.func ^private @f(i32)\n");
  DocumentAnalysis analysis = analyze(code);
  EXPECT_FALSE(getHover(*analysis.doc, at(*analysis.doc, code.point())));
  EXPECT_FALSE(getLayoutAt(*analysis.doc, at(*analysis.doc, code.point())));
}

//===----------------------------------------------------------------------===//
// Inlay hints
//===----------------------------------------------------------------------===//

TEST(FeaturesInlayHints, PaddingAfterFieldsOfWrittenStructs) {
  // i64 is 4-aligned in @m: padding after i8 (before i64) and at the end
  // (after i16); in the nested struct after i8; none in the alias
  // definition, the comment, the string or the packed struct.
  Annotations code(R"mlir(
!alias = !llvm.struct<(i8, i64)>
module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {
  %0 = "test.use"() : () -> !llvm.struct<"named", (i8$a^, i64, i16$b^)>
  // %1 = "test.use"() : () -> !llvm.struct<(i8, i64)>
  %2 = "test.use"() {note = "!llvm.struct<(i8, i64)>"} : () -> !llvm.struct<packed (i8, i64)>
  %3 = "test.use"() : () -> !llvm.struct<(i16$c^, !llvm.struct<(i8$d^, i32)>)>
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  LayoutDocument &doc = *analysis.doc;
  llvm::SMRange whole(at(doc, 0), at(doc, doc.getText().size()));
  std::vector<InlayHintInfo> hints = getPaddingHints(doc, whole);
  ASSERT_EQ(hints.size(), 4u);
  const char *names[] = {"a", "b", "c", "d"};
  // Field after which each hint stands, in its struct's layout.
  size_t fields[] = {0, 2, 0, 0};
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(doc.getOffset(hints[i].position), code.point(names[i]));
    const LayoutResult &result = *hints[i].result;
    uint64_t expected = fields[i] + 1 < result.fields.size()
                            ? result.fields[fields[i] + 1].paddingBefore
                            : result.tailPadding;
    EXPECT_EQ(hints[i].padding, expected) << names[i];
    EXPECT_NE(expected, 0u) << names[i];
    // Laid out in @m, where the type is written.
    EXPECT_EQ(result.scope, "@m");
  }
  // A range holding only the last struct.
  size_t last = code.point("c");
  EXPECT_EQ(getPaddingHints(doc, llvm::SMRange(at(doc, last - 1),
                                               at(doc, doc.getText().size())))
                .size(),
            2u);
}

TEST(FeaturesInlayHints, OneHintPerArgumentWithALayout) {
  Annotations code(R"mlir(
func.func @f(%a: i32^, %b: !llvm.ptr^) {
  return
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  LayoutDocument &doc = *analysis.doc;
  llvm::SMRange whole(at(doc, 0), at(doc, doc.getText().size()));
  std::vector<InlayHintInfo> hints = getInlayHints(doc, whole);
  ASSERT_EQ(hints.size(), 2u);
  EXPECT_EQ(doc.getOffset(hints[0].position), code.points()[0]);
  EXPECT_EQ(hints[0].result->layout->size, 4u);
  EXPECT_EQ(doc.getOffset(hints[1].position), code.points()[1]);
  EXPECT_EQ(hints[1].result->layout->size, 8u);
  // Outside the range: no hints.
  EXPECT_TRUE(
      getInlayHints(doc, llvm::SMRange(at(doc, 0), at(doc, 1))).empty());
}

TEST(FeaturesInlayHints, LayoutAndPaddingHintsMergeInSourceOrder) {
  Annotations code(R"mlir(
module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {
  %0^ = "test.use"() : () -> !llvm.struct<(i8^, i64)>
  %1^ = "test.use"() : () -> i16
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  LayoutDocument &doc = *analysis.doc;
  llvm::SMRange whole(at(doc, 0), at(doc, doc.getText().size()));
  auto places = [&](HintKinds kinds) {
    std::vector<std::pair<size_t, bool>> found;
    for (const InlayHintInfo &hint : getHints(doc, whole, kinds))
      found.push_back({doc.getOffset(hint.position), hint.padding.has_value()});
    return found;
  };
  std::vector<size_t> points = code.points();
  EXPECT_EQ(places({true, true}),
            (std::vector<std::pair<size_t, bool>>{
                {points[0], false}, {points[1], true}, {points[2], false}}));
  EXPECT_EQ(places({true, false}),
            (std::vector<std::pair<size_t, bool>>{{points[0], false},
                                                  {points[2], false}}));
  EXPECT_EQ(places({false, true}),
            (std::vector<std::pair<size_t, bool>>{{points[1], true}}));
  EXPECT_TRUE(places({false, false}).empty());
}

//===----------------------------------------------------------------------===//
// Document symbols
//===----------------------------------------------------------------------===//

TEST(FeaturesDocumentSymbols, ScopesWithTheirEntriesThenNestedScopes) {
  Annotations code(kNested);
  DocumentAnalysis analysis = analyze(code);
  std::vector<SymbolInfo> symbols = getDocumentSymbols(*analysis.doc);
  ASSERT_EQ(symbols.size(), 1u);
  const SymbolInfo &outer = symbols[0];
  EXPECT_EQ(outer.kind, SymbolInfo::Kind::Scope);
  EXPECT_EQ(outer.entryCount, std::optional<size_t>(1));
  ASSERT_EQ(outer.children.size(), 2u);
  EXPECT_EQ(outer.children[0].kind, SymbolInfo::Kind::Entry);
  EXPECT_EQ(outer.children[0].name, "i32");
  EXPECT_EQ(outer.children[0].value, "dense<[32, 64]> : vector<2xi64>");
  const SymbolInfo &inner = outer.children[1];
  EXPECT_EQ(inner.name, "@inner");
  // Its entry, then its function.
  ASSERT_EQ(inner.children.size(), 2u);
  EXPECT_EQ(offsets(*analysis.doc, inner.children[0].range).first,
            code.range("key").first);
  EXPECT_EQ(inner.children[1].kind, SymbolInfo::Kind::Function);
  EXPECT_EQ(inner.children[1].name, "@f");
}

TEST(FeaturesDocumentSymbols, AScopeWithoutASpecHasNoEntryCount) {
  Annotations code("module @m {\n}\n");
  DocumentAnalysis analysis = analyze(code);
  std::vector<SymbolInfo> symbols = getDocumentSymbols(*analysis.doc);
  ASSERT_EQ(symbols.size(), 1u);
  EXPECT_EQ(symbols[0].name, "@m");
  EXPECT_FALSE(symbols[0].entryCount);
  EXPECT_TRUE(symbols[0].children.empty());
}

TEST(FeaturesDocumentSymbols, FunctionsAndGlobalsUnderTheirScopeInOrder) {
  Annotations code(R"mlir(module @m {
  llvm.mlir.global external @g() : !llvm.struct<(i8, i64)>
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func private @f(i32) -> i64
  memref.global "private" @buf : memref<4xf32>
  "test.op"() {sym_name = "not_listed"} : () -> ()
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::vector<SymbolInfo> symbols = getDocumentSymbols(*analysis.doc);
  ASSERT_EQ(symbols.size(), 1u);
  std::vector<std::pair<SymbolInfo::Kind, std::string>> members;
  for (const SymbolInfo &child : symbols[0].children)
    members.emplace_back(child.kind, child.name + " " + child.value);
  using Kind = SymbolInfo::Kind;
  EXPECT_EQ(members, (std::vector<std::pair<Kind, std::string>>{
                         {Kind::Global, "@g !llvm.struct<(i8, i64)>"},
                         {Kind::Scope, "@m::@kernels "},
                         {Kind::Function, "@f (i32) -> i64"},
                         {Kind::Global, "@buf memref<4xf32>"}}));
  // The kernel is listed under its own scope.
  ASSERT_EQ(symbols[0].children[1].children.size(), 1u);
  EXPECT_EQ(symbols[0].children[1].children[0].name, "@k");
}

//===----------------------------------------------------------------------===//
// Code actions
//===----------------------------------------------------------------------===//

TEST(FeaturesCodeActions,
     AddEntryIsOfferedForEachEnclosingScopeInnermostFirst) {
  Annotations code(R"mlir(
module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 64]> : vector<2xi64>>} {
    func.func private @f(i^16)
  }
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  CodeActionRequest request;
  request.at = at(*analysis.doc, code.point());
  request.quickFixes = false;
  FixCache fixes;
  std::vector<ActionInfo> actions = getCodeActions(analysis, request, fixes);
  ASSERT_GE(actions.size(), 2u);
  for (const ActionInfo &action : actions)
    EXPECT_EQ(action.kind, ActionKind::Rewrite);
  EXPECT_NE(actions[0].fix.title.find("@inner"), std::string::npos)
      << actions[0].fix.title;
  EXPECT_NE(actions[1].fix.title.find("@outer"), std::string::npos)
      << actions[1].fix.title;
  request.rewrites = false;
  EXPECT_TRUE(getCodeActions(analysis, request, fixes).empty());
}

TEST(FeaturesCodeActions, DiagnosticsMatchTheirIssuesByCodeAndRangeOnce) {
  Annotations code(R"mlir(
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  }
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  ASSERT_FALSE(analysis.issues.empty());
  const SpecIssue &issue = analysis.issues.front();
  llvm::SMRange elsewhere(issue.where.range.Start, issue.where.range.Start);
  std::vector<ClientDiagnostic> sent = {
      {"another-code", issue.where.range},
      {issue.code, elsewhere},
      {issue.code, issue.where.range},
      {issue.code, issue.where.range}, // the same diagnostic twice
  };
  std::vector<DiagnosticMatch> matches = matchDiagnostics(analysis, sent);
  ASSERT_EQ(matches.size(), 1u);
  EXPECT_EQ(matches[0].issue, 0u);
  EXPECT_EQ(matches[0].diagnostic, 2u);
  EXPECT_TRUE(matchDiagnostics(analysis, {}).empty());
}

TEST(FeaturesCodeActions, QuickFixesAreVerifiedOnceAndLeaveTheAnalysisAsBuilt) {
  Annotations code(R"mlir(
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 3^2 : i64>} {
  }
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  ASSERT_FALSE(analysis.issues.empty());
  const SpecIssue &issue = analysis.issues.front();
  std::vector<size_t> found =
      findIssues(analysis, issue.code, issue.where.range);
  ASSERT_EQ(found, std::vector<size_t>{0});

  std::vector<Fix> before = analysis.issues[0].fixes;
  CodeActionRequest request;
  request.at = at(*analysis.doc, code.point());
  request.issues = found;
  request.rewrites = false;
  FixCache fixes;
  std::vector<ActionInfo> actions = getCodeActions(analysis, request, fixes);
  ASSERT_FALSE(actions.empty());
  for (const ActionInfo &action : actions) {
    EXPECT_EQ(action.kind, ActionKind::QuickFix);
    EXPECT_EQ(action.issues, std::vector<size_t>{0});
  }
  // The analysis is unchanged: verification works on a copy.
  ASSERT_EQ(analysis.issues[0].fixes.size(), before.size());
  for (size_t i = 0; i < before.size(); ++i)
    EXPECT_EQ(analysis.issues[0].fixes[i].title, before[i].title);
  // The second request is served from the cache: the same fixes.
  llvm::ArrayRef<Fix> cached = fixes.getVerifiedFixes(analysis, 0);
  ASSERT_EQ(cached.size(), actions.size());
  EXPECT_EQ(cached.data(), fixes.getVerifiedFixes(analysis, 0).data());
}

//===----------------------------------------------------------------------===//
// Completion
//===----------------------------------------------------------------------===//

TEST(FeaturesCompletion, EntriesWhereAKeyGoesWithEditableDefaults) {
  Annotations code("module attributes {dlti.dl_spec = #dlti.dl_spec<^>} {}\n");
  std::vector<CompletionInfo> items = getCompletions(code.code(), code.point());
  auto i32 = llvm::find_if(
      items, [](const CompletionInfo &c) { return c.label == "i32"; });
  ASSERT_NE(i32, items.end());
  EXPECT_FALSE(i32->isValue);
  EXPECT_EQ(i32->getPlainText(), "i32 = dense<[32, 32]> : vector<2xi64>");
  // Two editable defaults (ABI and preferred alignment), as data: no
  // editor syntax in the text.
  unsigned placeholders = llvm::count_if(
      i32->pieces, [](const InsertPiece &p) { return p.isPlaceholder; });
  EXPECT_EQ(placeholders, 2u);
  for (const InsertPiece &piece : i32->pieces)
    EXPECT_EQ(piece.text.find("${"), std::string::npos);
}

TEST(FeaturesCompletion, AValueAfterItsKeyOffersTheChoices) {
  Annotations code("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                   "\"dlti.endianness\" = ^>} {}\n");
  std::vector<CompletionInfo> items = getCompletions(code.code(), code.point());
  ASSERT_EQ(items.size(), 1u);
  EXPECT_TRUE(items[0].isValue);
  EXPECT_EQ(items[0].label, "\"little\"");
  ASSERT_EQ(items[0].pieces.size(), 3u);
  EXPECT_EQ(items[0].pieces[1].choices,
            (std::vector<std::string>{"little", "big"}));
}

/// The plain text of the completion labelled `label` at the point of
/// `code`.
static std::string completionText(llvm::StringRef code, llvm::StringRef label) {
  Annotations annotated(code);
  for (const CompletionInfo &item :
       getCompletions(annotated.code(), annotated.point()))
    if (item.label == label)
      return item.getPlainText();
  return "<none>";
}

TEST(FeaturesCompletion, AnEntryBeforeAnotherEndsWithItsSeparator) {
  // Before an entry on the same line: `, `; on a later line: `,`.
  EXPECT_EQ(completionText("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                           "^i16 = dense<16> : vector<2xi64>>} {}\n",
                           "index"),
            "index = 64 : i64, ");
  EXPECT_EQ(completionText("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                           "^\n  i16 = dense<16> : vector<2xi64>>} {}\n",
                           "index"),
            "index = 64 : i64,");
  // Before a key that holds brackets.
  EXPECT_EQ(completionText("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                           "^!llvm.ptr<1> = dense<64> : vector<4xi64>>} {}\n",
                           "index"),
            "index = 64 : i64, ");
  // Before the end of the list or a separator: nothing.
  EXPECT_EQ(completionText("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                           "i16 = dense<16> : vector<2xi64>, ^>} {}\n",
                           "index"),
            "index = 64 : i64");
  EXPECT_EQ(completionText("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                           "^, i16 = dense<16> : vector<2xi64>>} {}\n",
                           "index"),
            "index = 64 : i64");
  // A value in front of the value written: no separator either.
  EXPECT_EQ(completionText("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                           "index = ^32 : i64>} {}\n",
                           "64 : i64"),
            "64 : i64");
}

TEST(FeaturesCompletion, AnEntryThatRepeatsTheInheritedOneSaysSo) {
  const char *text =
      "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
      "dense<[32, 64]> : vector<2xi64>, \"dlti.endianness\" = \"big\">} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<>} {}\n}\n";
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(text, "test.mlir"));
  size_t cursor = llvm::StringRef(text).rfind("<>") + 1;
  std::vector<CompletionInfo> items =
      getCompletions(text, cursor, CompletionContext{doc.get(), 0});
  auto find = [&](llvm::StringRef label) {
    return *llvm::find_if(
        items, [&](const CompletionInfo &c) { return c.label == label; });
  };
  // i64 restates @outer's own entry: redundant as is, offered after others.
  CompletionInfo i64 = find("i64");
  EXPECT_TRUE(i64.repeatsInherited);
  EXPECT_NE(i64.detail.find("as is, a redundant entry"), std::string::npos);
  // i32 takes @outer's i64 entry by MLIR's integer rule: an entry of its
  // own changes i32's layout in @inner only if its values change, but it is
  // not a repeated entry.
  EXPECT_FALSE(find("i32").repeatsInherited);
  // A choice defaults to the value @outer does not have.
  CompletionInfo order = find("\"dlti.endianness\"");
  EXPECT_FALSE(order.repeatsInherited);
  EXPECT_EQ(order.getPlainText(), "\"dlti.endianness\" = \"little\"");
}

TEST(FeaturesCompletion, NothingOutsideASpec) {
  Annotations code("func.func private @f(^i32)\n");
  EXPECT_TRUE(getCompletions(code.code(), code.point()).empty());
}

TEST(FeaturesCompletion, OnlyKeysTheSpecLacks) {
  Annotations code(
      "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : "
      "vector<2xi64>, ^, \"dlti.endianness\" = \"big\", "
      "#dlti.dl_entry<index, 32 : i64>, !llvm.ptr<0> = dense<64> : "
      "vector<4xi64>>} {}\n");
  std::vector<std::string> labels;
  for (const CompletionInfo &item : getCompletions(code.code(), code.point()))
    labels.push_back(item.label);
  for (const char *present :
       {"i32", "\"dlti.endianness\"", "index", "!llvm.ptr"})
    EXPECT_EQ(llvm::count(labels, present), 0) << present;
  for (const char *absent :
       {"i64", "i8", "!llvm.ptr<1>", "\"dlti.stack_alignment\""})
    EXPECT_EQ(llvm::count(labels, absent), 1) << absent;
}

TEST(FeaturesCompletion, AnEntryAfterTheCursorCountsAndTheOneTypedDoesNot) {
  // Before an existing entry: inserting its key again would duplicate it.
  Annotations before("module attributes {dlti.dl_spec = #dlti.dl_spec<^i16 = "
                     "dense<16> : vector<2xi64>>} {}\n");
  auto labels = [](const std::vector<CompletionInfo> &items) {
    std::vector<std::string> result;
    for (const CompletionInfo &item : items)
      result.push_back(item.label);
    return result;
  };
  EXPECT_EQ(
      llvm::count(labels(getCompletions(before.code(), before.point())), "i16"),
      0);
  // A key being typed (`i1` so far) is not a present key: i16 is offered.
  Annotations typing("module attributes {dlti.dl_spec = #dlti.dl_spec<i1^>} "
                     "{}\n");
  EXPECT_EQ(
      llvm::count(labels(getCompletions(typing.code(), typing.point())), "i16"),
      1);
}

namespace {
/// An outer module whose spec sets i64, index, a pointer and endianness,
/// and an inner module with an empty spec: what the editor had parsed.
constexpr const char *kParsedVersion =
    "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
    "dense<[32, 64]> : vector<2xi64>, index = 32 : i64, !llvm.ptr = "
    "dense<[32, 32, 64, 32]> : vector<4xi64>, \"dlti.endianness\" = "
    "\"big\">} {\n"
    "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<>} {}\n"
    "}\n";

/// The plain text of the candidate labelled `label`, "" if none.
std::string plainTextOf(const std::vector<CompletionInfo> &items,
                        llvm::StringRef label) {
  for (const CompletionInfo &item : items)
    if (item.label == label)
      return item.getPlainText();
  return "";
}

/// `parsed` with `insert` typed at the end of the inner spec's body, and
/// the cursor after it.
std::pair<std::string, size_t> typeInInnerSpec(llvm::StringRef parsed,
                                               llvm::StringRef insert) {
  size_t at = parsed.rfind("#dlti.dl_spec<>") + strlen("#dlti.dl_spec<");
  std::string text = (parsed.substr(0, at) + insert + parsed.substr(at)).str();
  return {text, at + insert.size()};
}
} // namespace

TEST(FeaturesCompletion, DefaultsAreWhatTheScopeInherits) {
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(kParsedVersion, "test.mlir"));
  ASSERT_TRUE(doc->isParsed());
  auto [text, cursor] = typeInInnerSpec(kParsedVersion, "");
  std::vector<CompletionInfo> items =
      getCompletions(text, cursor, {doc.get(), 0});
  // @outer's own entries, and what MLIR's rules derive from them: i8 and
  // i32 take the nearest wider integer entry (i64's [32, 64]); f64 has no
  // entry (MLIR's default).
  EXPECT_EQ(plainTextOf(items, "i64"), "i64 = dense<[32, 64]> : vector<2xi64>");
  EXPECT_EQ(plainTextOf(items, "i8"), "i8 = dense<[32, 64]> : vector<2xi64>");
  EXPECT_EQ(plainTextOf(items, "i32"), "i32 = dense<[32, 64]> : vector<2xi64>");
  EXPECT_EQ(plainTextOf(items, "f64"), "f64 = dense<[64, 64]> : vector<2xi64>");
  EXPECT_EQ(plainTextOf(items, "index"), "index = 32 : i64");
  EXPECT_EQ(plainTextOf(items, "!llvm.ptr"),
            "!llvm.ptr = dense<[32, 32, 64, 32]> : vector<4xi64>");
  // A choice defaults to the other value; @outer's comes last.
  EXPECT_EQ(plainTextOf(items, "\"dlti.endianness\""),
            "\"dlti.endianness\" = \"little\"");
  auto endian = llvm::find_if(items, [](const CompletionInfo &c) {
    return c.label == "\"dlti.endianness\"";
  });
  ASSERT_NE(endian, items.end());
  EXPECT_EQ(endian->pieces[2].choices,
            (std::vector<std::string>{"little", "big"}));
  EXPECT_NE(endian->detail.find("@outer's value is the last choice"),
            std::string::npos)
      << endian->detail;
  // Nothing inherited sets the stack alignment: an example value, said so.
  auto stack = llvm::find_if(items, [](const CompletionInfo &c) {
    return c.label == "\"dlti.stack_alignment\"";
  });
  ASSERT_NE(stack, items.end());
  EXPECT_NE(stack->detail.find("nothing inherited sets it"), std::string::npos)
      << stack->detail;
}

TEST(FeaturesCompletion, AValueWhileTypingIsInheritedFromTheLastParse) {
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(kParsedVersion, "test.mlir"));
  // The text now has `i16 = ` (it does not parse): the parsed version still
  // places the spec, since nothing before it changed.
  auto [text, cursor] = typeInInnerSpec(kParsedVersion, "i16 = ");
  std::vector<CompletionInfo> items =
      getCompletions(text, cursor, {doc.get(), 0});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_TRUE(items[0].isValue);
  EXPECT_EQ(items[0].getPlainText(), "dense<[32, 64]> : vector<2xi64>");
  auto [ptrText, ptrCursor] =
      typeInInnerSpec(kParsedVersion, "!llvm.ptr<3> = ");
  items = getCompletions(ptrText, ptrCursor, {doc.get(), 0});
  ASSERT_EQ(items.size(), 1u);
  // Address space 3 has no entry: MLIR answers with address space 0's.
  EXPECT_EQ(items[0].getPlainText(), "dense<[32, 32, 64, 32]> : vector<4xi64>");
}

TEST(FeaturesCompletion, TextChangedBeforeTheSpecGivesExampleValues) {
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(kParsedVersion, "test.mlir"));
  auto [text, cursor] = typeInInnerSpec(kParsedVersion, "");
  text.replace(text.find("[32, 64]"), 8, "[64, 64]");
  std::vector<CompletionInfo> items =
      getCompletions(text, cursor, {doc.get(), 0});
  EXPECT_EQ(plainTextOf(items, "i64"), "i64 = dense<[64, 64]> : vector<2xi64>");
  for (const CompletionInfo &item : items)
    EXPECT_NE(item.detail.find("example values"), std::string::npos)
        << item.detail;
}
