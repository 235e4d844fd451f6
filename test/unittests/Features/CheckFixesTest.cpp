// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CheckFixesTest.cpp - Fixes and actions change only what they say ---===//
//
// The FixApplier's rounds, fixes that would repeat an inherited value
// (removal instead, the last entry taking the attribute with it), redundancy
// judged on values, "add an entry" keeping every other integer width, and
// code actions matched to diagnostics by range and code.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/FixApplier.h"
#include "mlir-layout/Check/SpecActions.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/Features/CodeActions.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The issues of `doc` with `code` under `policy`.
std::vector<SpecIssue>
issuesWithCode(LayoutDocument &doc, llvm::StringRef code,
               CompatibilityPolicy policy = CompatibilityPolicy::Relax) {
  std::vector<SpecIssue> found;
  for (SpecIssue &issue : checkDocument(doc, policy))
    if (issue.code == code)
      found.push_back(std::move(issue));
  return found;
}

/// The text of `doc` after `fix`.
std::string applied(const LayoutDocument &doc, const Fix &fix) {
  return applyEdits(doc.getText(), doc.getText().data(), fix.edits);
}

/// ABI and preferred alignment of `iW` in the scope at path `path`.
std::pair<uint64_t, uint64_t> integerAt(LayoutDocument &doc,
                                        llvm::StringRef path, unsigned w) {
  for (const auto &scope : doc.getScopes().getScopes())
    if (scope->path == path) {
      const LayoutResult &r =
          doc.getLayout(*scope).query(IntegerType::get(doc.getContext(), w));
      return {r.layout->abiAlignment, r.layout->preferredAlignment};
    }
  ADD_FAILURE() << "no scope " << path.str();
  return {};
}
} // namespace

TEST(CheckFixes, RelaxingToTheInheritedValueRemovesTheEntryAndTheAttribute) {
  auto doc = parseDocument(
      "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
      "dense<[64, 64]> : vector<2xi64>>} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
      "dense<[128, 128]> : vector<2xi64>>} {\n  }\n}\n");
  auto found = issuesWithCode(*doc, "layout-incompatible-alignment");
  ASSERT_EQ(found.size(), 1u);
  ASSERT_FALSE(found[0].fixes.empty());
  const Fix &preferred = found[0].fixes.front();
  EXPECT_TRUE(preferred.isPreferred);
  EXPECT_EQ(preferred.title,
            "Remove the entry (inherit dense<[64, 64]> : vector<2xi64> from "
            "@outer)");
  std::string text = applied(*doc, preferred);
  EXPECT_NE(text.find("  module @inner {\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("#dlti.dl_spec<>"), std::string::npos) << text;
  // Nothing left behind, not even a warning.
  auto fixed = parseDocument(text);
  EXPECT_TRUE(checkDocument(*fixed, CompatibilityPolicy::Relax).empty());
}

TEST(CheckFixes, RemovingOneOfSeveralAttributesKeepsTheOthers) {
  auto doc = parseDocument(
      "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : "
      "i64>} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : "
      "i64>, test.note = 1} {\n  }\n}\n");
  auto found = issuesWithCode(*doc, "layout-incompatible-index-bitwidth");
  ASSERT_EQ(found.size(), 1u);
  std::string text = applied(*doc, found[0].fixes.front());
  EXPECT_NE(text.find("  module @inner attributes {test.note = 1} {"),
            std::string::npos)
      << text;
}

TEST(CheckFixes, RedundancyIsJudgedOnValuesNotSpellings) {
  auto doc = parseDocument(
      "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
      "dense<[64, 64]> : vector<2xi64>>} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
      "dense<64> : vector<1xi64>>} {\n  }\n}\n");
  auto found = issuesWithCode(*doc, "layout-redundant-entry");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].scope, "@outer::@inner");
  // Strict accepts the same value however it is spelled.
  EXPECT_TRUE(issuesWithCode(*doc, "layout-incompatible-alignment",
                             CompatibilityPolicy::Strict)
                  .empty());
}

TEST(CheckFixes, ApplierBestEffortFixesWhatItCanAndAllOrNothingRefuses) {
  auto doc = parseDocument(
      "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
      "dense<[64, 64]> : vector<2xi64>>} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
      "dense<[128, 128]> : vector<2xi64>, !llvm.ptr = dense<[0, 64, 64]> : "
      "vector<3xi64>>} {\n  }\n}\n");
  auto all = [](const SpecIssue &) { return true; };
  FixApplier best(CompatibilityPolicy::Relax, FixApplier::Mode::BestEffort);
  CheckedDocument state = best.check(doc->getText(), *doc);
  ASSERT_EQ(state.issues.size(), 2u);
  EXPECT_TRUE(best.apply(state, all));
  ASSERT_EQ(best.getApplied().size(), 1u);
  EXPECT_EQ(best.getApplied()[0].code, "layout-incompatible-alignment");
  EXPECT_EQ(best.getRounds(), 1u);
  ASSERT_EQ(state.issues.size(), 1u);
  EXPECT_EQ(state.issues[0].code, "layout-zero-value");

  FixApplier strict(CompatibilityPolicy::Relax, FixApplier::Mode::AllOrNothing);
  CheckedDocument again = strict.check(doc->getText(), *doc);
  EXPECT_FALSE(strict.apply(again, all));
  EXPECT_LE(FixApplier::kMaxRounds, 8u);
}

TEST(CheckFixes, AddEntryTitleNamesWhatItAddsInAtMost80Characters) {
  // Six entries and a long scope name: the companions are counted.
  auto doc = parseDocument("module @a_rather_long_module_name_for_tests {\n"
                           "  func.func private @f(i64, i8)\n}\n");
  const LayoutScope *scope = nullptr;
  for (const auto &s : doc->getScopes().getScopes())
    if (s->path == "@a_rather_long_module_name_for_tests")
      scope = s.get();
  ASSERT_TRUE(scope);
  std::optional<Fix> fix =
      makeAddEntryFix(*doc, *scope, IntegerType::get(doc->getContext(), 64));
  ASSERT_TRUE(fix);
  EXPECT_EQ(fix->title, "Add entries for i64 and 5 other widths to "
                        "@a_rather_long_module_name_for_tests");
  EXPECT_LE(fix->title.size(), 80u);
}

TEST(CheckFixes, AddEntryInGenericFormModules) {
  // MLIR's generic form: the attribute dictionary follows the region. With
  // a dictionary the spec goes into it; without one, a new dictionary goes
  // before the signature. Either way the text parses and the entry holds.
  for (const char *text :
       {"\"builtin.module\"() <{sym_name = \"m\"}> ({\n"
        "  \"func.func\"() <{function_type = (f64) -> (), sym_name = \"f\", "
        "sym_visibility = \"private\"}> ({\n  }) : () -> ()\n"
        "}) {test.attr} : () -> ()\n",
        "\"builtin.module\"() <{sym_name = \"m\"}> ({\n"
        "  \"func.func\"() <{function_type = (f64) -> (), sym_name = \"f\", "
        "sym_visibility = \"private\"}> ({\n  }) : () -> ()\n"
        "}) : () -> ()\n"}) {
    auto doc = parseDocument(text);
    const LayoutScope *scope = doc->getScopes().findByPath("@m");
    ASSERT_TRUE(scope) << text;
    std::optional<Fix> fix =
        makeAddEntryFix(*doc, *scope, Float64Type::get(doc->getContext()));
    ASSERT_TRUE(fix) << text;
    auto fixed = parseDocument(applied(*doc, *fix));
    ASSERT_TRUE(fixed->isParsed()) << applied(*doc, *fix);
    const LayoutScope *after = fixed->getScopes().findByPath("@m");
    ASSERT_TRUE(after && after->spec) << applied(*doc, *fix);
    EXPECT_EQ(after->spec.getEntries().size(), 1u) << applied(*doc, *fix);
  }
}

TEST(CheckFixes, AddingAnIntegerEntryKeepsEveryOtherWidth) {
  // No integer entries: pinning i64 alone would give i8 i64's alignment 4.
  auto doc = parseDocument("module @m {\n  func.func private @f(i64, i8)\n}\n");
  const LayoutScope *scope = nullptr;
  for (const auto &s : doc->getScopes().getScopes())
    if (s->path == "@m")
      scope = s.get();
  ASSERT_TRUE(scope);
  std::optional<Fix> fix =
      makeAddEntryFix(*doc, *scope, IntegerType::get(doc->getContext(), 64));
  ASSERT_TRUE(fix);
  // The title says what it adds, the entries by width as in the edit.
  EXPECT_EQ(fix->title, "Add entries for i8, i16, i32, i63, i64, i128 to @m "
                        "(wider integers change)");
  ASSERT_EQ(fix->edits.size(), 1u);
  llvm::StringRef text = fix->edits.front().newText;
  size_t last = 0;
  for (llvm::StringRef key :
       {"i8 =", "i16 =", "i32 =", "i63 =", "i64 =", "i128 ="}) {
    size_t at = text.find(key);
    ASSERT_NE(at, llvm::StringRef::npos) << key.str() << " in " << text.str();
    EXPECT_GE(at, last) << key.str() << " in " << text.str();
    last = at;
  }
  auto fixed = parseDocument(applied(*doc, *fix));
  ASSERT_TRUE(fixed->isParsed());
  for (unsigned w = 1; w <= 128; ++w)
    EXPECT_EQ(integerAt(*fixed, "@m", w), integerAt(*doc, "@m", w)) << "i" << w;
  EXPECT_TRUE(checkDocument(*fixed, CompatibilityPolicy::Relax).empty());
}

TEST(CheckFixes, AddingAnEntryThatWouldChangeANestedScopeIsNotOffered) {
  // @inner's i32 (ABI 2 bytes) decides i1..i32 there; an i8 entry in @m
  // (ABI 4, as @m's i64 gives i8 now) would decide i1..i8 in @inner
  // instead, so pinning i8 in @m cannot keep @inner as it is.
  auto doc = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, "
      "64]> : vector<2xi64>>} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
      "dense<[16, 16]> : vector<2xi64>>} {\n"
      "    func.func private @f(i8)\n  }\n}\n");
  for (const auto &s : doc->getScopes().getScopes()) {
    if (s->path == "@m") {
      EXPECT_FALSE(
          makeAddEntryFix(*doc, *s, IntegerType::get(doc->getContext(), 8)));
    }
  }
  // In @inner itself, i8 can be pinned: nothing else there changes.
  for (const auto &s : doc->getScopes().getScopes())
    if (s->path == "@m::@inner") {
      std::optional<Fix> fix =
          makeAddEntryFix(*doc, *s, IntegerType::get(doc->getContext(), 8));
      ASSERT_TRUE(fix);
      auto fixed = parseDocument(applied(*doc, *fix));
      for (unsigned w = 1; w <= 128; ++w)
        EXPECT_EQ(integerAt(*fixed, "@m::@inner", w),
                  integerAt(*doc, "@m::@inner", w))
            << "i" << w;
    }
}

TEST(CheckFixes, DiagnosticsAreMatchedByRangeAndCode) {
  DocumentAnalysis analysis = DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(
          "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
          "dense<[64, 64]> : vector<2xi64>>} {\n"
          "  module @a attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
          "dense<64> : vector<1xi64>>} {}\n"
          "  module @b attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
          "dense<64> : vector<1xi64>>} {}\n}\n",
          "test.mlir"),
      {}, CompatibilityPolicy::Relax);
  ASSERT_EQ(analysis.issues.size(), 2u);
  for (size_t i = 0; i < 2; ++i)
    EXPECT_EQ(findIssues(analysis, analysis.issues[i].code,
                         analysis.issues[i].where.range),
              std::vector<size_t>{i});
  llvm::SMRange shifted(
      llvm::SMLoc::getFromPointer(
          analysis.issues[0].where.range.Start.getPointer() + 1),
      analysis.issues[0].where.range.End);
  EXPECT_TRUE(findIssues(analysis, analysis.issues[0].code, shifted).empty());
  EXPECT_TRUE(findIssues(analysis, "layout-incompatible-alignment",
                         analysis.issues[0].where.range)
                  .empty());
}

/// The titles of the rewrites offered at byte `offset` of the analysed text
/// that contain `containing`.
std::vector<std::string> getRewriteTitlesAt(const DocumentAnalysis &analysis,
                                            size_t offset,
                                            llvm::StringRef containing) {
  CodeActionRequest request;
  request.at =
      llvm::SMLoc::getFromPointer(analysis.doc->getText().data() + offset);
  request.quickFixes = false;
  FixCache fixes;
  std::vector<std::string> titles;
  for (const ActionInfo &action : getCodeActions(analysis, request, fixes))
    if (llvm::StringRef(action.fix.title).contains(containing))
      titles.push_back(action.fix.title);
  return titles;
}

TEST(CheckFixes, SimplestMemrefLayoutIsOfferedAsACodeAction) {
  std::string code = "func.func private @f(memref<4x8xf32, affine_map<(d0, "
                     "d1) -> (d1, d0 + 2)>>, memref<4xf32>)\n";
  DocumentAnalysis analysis = DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(code, "test.mlir"), {},
      CompatibilityPolicy::Relax);
  auto titlesAt = [&](size_t offset) {
    return getRewriteTitlesAt(analysis, offset, "");
  };
  std::vector<std::string> first = titlesAt(code.find("memref<4x8") + 2);
  EXPECT_TRUE(llvm::is_contained(
      first,
      "Rewrite the layout as memref<4x8xf32, strided<[1, 4], offset: 2>>"));
  for (const std::string &title : titlesAt(code.find("memref<4xf32>") + 2))
    EXPECT_EQ(title.find("Rewrite the layout"), std::string::npos) << title;
}

TEST(CheckFixes, SimplestMemrefLayoutIsNotOfferedWhereItLosesContiguity) {
  // The RFC's example and a dynamic column-major memref: their strided<>
  // forms (strided<[?, ?, 1], offset: ?>, strided<[1, ?]>) would lose that
  // they are contiguous. A static identity map still becomes no layout.
  std::string code =
      "func.func private @f(memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0] -> "
      "(d0, d1, d2 + s0)>>, memref<?x?xf32, affine_map<(d0, d1) -> (d1, "
      "d0)>>, memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>)\n";
  DocumentAnalysis analysis = DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(code, "test.mlir"), {},
      CompatibilityPolicy::Relax);
  auto rewritesAt = [&](size_t offset) {
    return getRewriteTitlesAt(analysis, offset, "Rewrite the layout");
  };
  EXPECT_TRUE(rewritesAt(code.find("memref<?x?x?") + 2).empty());
  EXPECT_TRUE(rewritesAt(code.find("memref<?x?xf32") + 2).empty());
  EXPECT_EQ(rewritesAt(code.find("memref<4x8") + 2),
            std::vector<std::string>{"Rewrite the layout as memref<4x8xf32>"});
}
