// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecEditorTest.cpp - Fix edits keep the user's formatting ----------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// Applies the first fix titled `title` of the first issue with `code`.
std::string applyFix(llvm::StringRef code, CompatibilityPolicy policy,
                     llvm::StringRef issueCode, llvm::StringRef title) {
  auto doc = parseDocument(code);
  std::vector<SpecIssue> issues = checkDocument(*doc, policy);
  verifyFixes(*doc, policy, issues);
  for (const SpecIssue &issue : issues) {
    if (issue.code != issueCode)
      continue;
    for (const Fix &fix : issue.fixes)
      if (llvm::StringRef(fix.title).starts_with(title))
        return applyEdits(doc->getText(), doc->getText().data(), fix.edits);
  }
  ADD_FAILURE() << "no fix '" << title.str() << "' for " << issueCode.str();
  return "";
}

TEST(SpecEditor, RemovingAnEntryKeepsTheOthersLayout) {
  const char *code =
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<1xi64>>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<
      i8 = dense<8> : vector<1xi64>,
      f32 = dense<32> : vector<1xi64>,
      i16 = dense<16> : vector<1xi64>>} {}
})";
  EXPECT_EQ(
      applyFix(code, CompatibilityPolicy::Relax, "layout-redundant-entry",
               "Remove"),
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<1xi64>>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<
      i8 = dense<8> : vector<1xi64>,
      i16 = dense<16> : vector<1xi64>>} {}
})");
}

TEST(SpecEditor, RemovingTheLastEntryTakesItsSeparator) {
  const char *code =
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<1xi64>>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, f32 = dense<32> : vector<1xi64>>} {}
})";
  EXPECT_EQ(
      applyFix(code, CompatibilityPolicy::Relax, "layout-redundant-entry",
               "Remove"),
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<1xi64>>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>>} {}
})");
}

TEST(SpecEditor, InsertedEntriesFollowOneEntryPerLine) {
  const char *code =
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, i16 = dense<16> : vector<1xi64>>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<
      i32 = dense<32> : vector<1xi64>,
      f32 = dense<32> : vector<1xi64>>} {}
})";
  EXPECT_EQ(
      applyFix(code, CompatibilityPolicy::RedefineAll,
               "layout-incomplete-redefinition", "Restate"),
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, i16 = dense<16> : vector<1xi64>>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<
      i32 = dense<32> : vector<1xi64>,
      f32 = dense<32> : vector<1xi64>,
      i8 = dense<8> : vector<1xi64>,
      i16 = dense<16> : vector<1xi64>>} {}
})");
}

/// True when no line of `text` is longer than `limit` characters.
bool linesFit(llvm::StringRef text, size_t limit) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  return llvm::all_of(
      lines, [&](llvm::StringRef line) { return line.size() <= limit; });
}

TEST(SpecEditor, SeveralInsertedEntriesGoOnePerLineInAOneLineSpec) {
  const char *code = R"(module {
  module @k attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {
    llvm.mlir.global external @g() : !llvm.struct<(i8, i128)>
  }
})";
  std::string fixed = applyFix(code, CompatibilityPolicy::Relax,
                               "layout-default-in-use", "Derive");
  // The entry written stays; the derived ones follow one per line, four
  // spaces deeper than the scope op's line.
  EXPECT_NE(fixed.find("#dlti.dl_spec<index = 64 : i64,\n"
                       "      i1 = dense<8> : vector<2xi64>,\n"
                       "      i8 = dense<8> : vector<2xi64>,\n"),
            std::string::npos)
      << fixed;
  EXPECT_NE(
      fixed.find("\n      !llvm.ptr<272> = dense<64> : vector<4xi64>>} {"),
      std::string::npos)
      << fixed;
  EXPECT_TRUE(linesFit(fixed, 120)) << fixed;
}

TEST(SpecEditor, ANewSpecOfSeveralEntriesIsWrittenOnePerLine) {
  const char *code =
      R"(module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external @g() : !llvm.struct<(i8, i128)>
})";
  std::string fixed = applyFix(code, CompatibilityPolicy::Relax,
                               "layout-default-in-use", "Derive");
  EXPECT_NE(fixed.find("\"x86_64-unknown-linux-gnu\", dlti.dl_spec = "
                       "#dlti.dl_spec<\n    i1 = dense<8> : vector<2xi64>,\n"),
            std::string::npos)
      << fixed;
  EXPECT_NE(fixed.find(",\n    index = 64 : i64>} {"), std::string::npos)
      << fixed;
  EXPECT_TRUE(linesFit(fixed, 110)) << fixed;
}

TEST(SpecEditor, LegacyEntryRewrittenAsKeyValue) {
  const char *code = "module attributes {dlti.dl_spec = #dlti.dl_spec<"
                     "#dlti.dl_entry<index, 32 : i64>>} {}";
  EXPECT_EQ(applyFix(code, CompatibilityPolicy::Off,
                     "layout-legacy-entry-syntax", "Rewrite"),
            "module attributes {dlti.dl_spec = #dlti.dl_spec<"
            "index = 32 : i64>} {}");
}

TEST(SpecEditor, DependentEntriesAreFixedTogether) {
  // Adopting @a's index in @b would make @c's (equal to @b's) incompatible:
  // the verified fix repairs both in one edit.
  const char *code =
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
    module @c attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, i8 = dense<8> : vector<1xi64>>} {}
  }
})";
  auto doc = parseDocument(code);
  std::vector<SpecIssue> issues =
      checkDocument(*doc, CompatibilityPolicy::Relax);
  verifyFixes(*doc, CompatibilityPolicy::Relax, issues);
  auto incompatible = llvm::find_if(issues, [](const SpecIssue &issue) {
    return issue.code == "layout-incompatible-index-bitwidth";
  });
  ASSERT_NE(incompatible, issues.end());
  EXPECT_EQ(incompatible->scope, "@a::@b");
  ASSERT_FALSE(incompatible->fixes.empty());
  const Fix &fix = incompatible->fixes.front();
  // The title names what the folded fix does to the nested scope.
  EXPECT_EQ(fix.title, "Remove the entry (inherit 64 : i64 from @a) and "
                       "remove the index entry of @a::@b::@c (inherit "
                       "64 : i64 from @a)");
  std::string fixed =
      applyEdits(doc->getText(), doc->getText().data(), fix.edits);
  auto after = parseDocument(fixed);
  EXPECT_FALSE(hasErrors(checkDocument(*after, CompatibilityPolicy::Relax)))
      << fixed;
}
} // namespace
