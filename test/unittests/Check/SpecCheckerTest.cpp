// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecCheckerTest.cpp - Keys and values MLIR reads its own way -------===//
//
// Entries whose key or value MLIR 22 treats in a way that is easy to miss:
// identifier keys outside `dlti.*` in nested scopes, DLTI keys without
// their prefix, zero alignments MLIR accepts, and values of the wrong
// element type (types of dialects that are not loaded, whose test reads the
// reason text too: Render/UnloadedDialectTest.cpp). Each case states what
// MLIR 22 does (docs/mlir22-crashes.md) and the one diagnostic expected for
// it.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/CheckedIssues.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The text of `doc` after the fixes' first preferred fix.
std::string applyPreferred(const LayoutDocument &doc, const SpecIssue &issue) {
  for (const Fix &fix : issue.fixes)
    if (fix.isPreferred)
      return applyEdits(doc.getText(), doc.getText().data(), fix.edits);
  ADD_FAILURE() << "no preferred fix for " << issue.code;
  return "";
}

/// Every policy that compares nested specs.
const CompatibilityPolicy kComparing[] = {CompatibilityPolicy::Relax,
                                          CompatibilityPolicy::Strict,
                                          CompatibilityPolicy::RedefineAll};
} // namespace

TEST(SpecChecker, ChangedIdentifierOfAnotherDialectDoesNotCombine) {
  // MLIR 22: "data layout does not combine with layouts of enclosing ops"
  // for a changed value of a dialect that is not loaded; identical is fine.
  const char *changed =
      "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<"
      "\"mydev.lanes\" = 33 : i32>} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<"
      "\"mydev.lanes\" = 32 : i32>} {\n  }\n}\n";
  for (CompatibilityPolicy policy : kComparing) {
    auto doc = parseDocument(changed);
    std::vector<SpecIssue> issues = checkVerified(*doc, policy);
    ASSERT_EQ(issues.size(), 1u) << getPolicyName(policy);
    const SpecIssue &issue = issues[0];
    EXPECT_EQ(issue.code, "layout-identifier-does-not-combine");
    EXPECT_EQ(issue.severity, Severity::Error);
    EXPECT_EQ(issue.scope, "@outer::@inner");
    EXPECT_NE(issue.message.find("do not combine"), std::string::npos)
        << issue.message;
    // The ancestor's entry, then why they do not combine and the policy.
    ASSERT_EQ(issue.related.size(), 2u);
    EXPECT_EQ(issue.related[0].where.line, 1u);
    EXPECT_NE(issue.related[1].message.find("'mydev' dialect is not loaded"),
              std::string::npos)
        << issue.related[1].message;
    EXPECT_NE(issue.related[1].message.find(std::string("policy '") +
                                            getPolicyName(policy) + "'"),
              std::string::npos);
    // Adopting the ancestor's value makes the entry redundant: removed.
    std::string fixed = applyPreferred(*doc, issue);
    EXPECT_EQ(fixed.find("= 32 : i32"), std::string::npos) << fixed;
    EXPECT_TRUE(checkDocument(*parseDocument(fixed), policy).empty());
  }
  auto off = parseDocument(changed);
  EXPECT_TRUE(checkDocument(*off, CompatibilityPolicy::Off).empty());

  auto same =
      parseDocument("module @outer attributes {dlti.dl_spec = #dlti.dl_spec<"
                    "\"mydev.lanes\" = 33 : i32>} {\n"
                    "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<"
                    "\"mydev.lanes\" = 33 : i32>} {\n  }\n}\n");
  for (const SpecIssue &issue :
       checkDocument(*same, CompatibilityPolicy::Strict))
    EXPECT_NE(issue.code, "layout-identifier-does-not-combine");
}

TEST(SpecChecker, UnprefixedDltiKeyIsRenamed) {
  // MLIR accepts "endianness" and ignores it: only dlti.endianness counts.
  auto doc = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<\"endianness\" = "
      "\"big\", \"stack_alignment\" = 128 : i64, \"mydev.endianness\" = "
      "\"big\">} {\n}\n");
  std::vector<SpecIssue> issues = checkVerified(*doc);
  ASSERT_EQ(issues.size(), 2u);
  EXPECT_EQ(issues[0].code, "layout-unprefixed-dlti-key");
  EXPECT_EQ(issues[0].severity, Severity::Warning);
  EXPECT_NE(issues[0].message.find("'dlti.endianness'"), std::string::npos);
  EXPECT_EQ(issues[1].code, "layout-unprefixed-dlti-key");
  EXPECT_NE(issues[1].message.find("'dlti.stack_alignment'"),
            std::string::npos);
  std::string fixed = applyPreferred(*doc, issues[0]);
  EXPECT_NE(fixed.find("\"dlti.endianness\" = \"big\""), std::string::npos)
      << fixed;
  auto after = parseDocument(fixed);
  EXPECT_EQ(checkDocument(*after, CompatibilityPolicy::Relax).size(), 1u);
  EXPECT_EQ(doc->getLayout(*doc->getScopes().findByPath("@m"))
                .getProperties()
                .properties[0]
                .value,
            "not set");
}

TEST(SpecChecker, ZeroAlignmentIsAWarningUntilAQueryNeedsIt) {
  // MLIR 22 accepts `i32 = dense<0>` and answers i32; it divides by zero
  // laying out an aggregate that contains it.
  const char *spec = "module @m attributes {dlti.dl_spec = #dlti.dl_spec<"
                     "i32 = dense<0> : vector<1xi64>>} {\n";
  auto unused = parseDocument(
      std::string(spec) + "  %0 = \"test.op\"() : () -> i32\n"
                          "  %1 = \"test.op\"() : () -> !llvm.struct<(f32)>\n"
                          "}\n");
  std::vector<SpecIssue> issues = checkVerified(*unused);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-zero-value");
  EXPECT_EQ(issues[0].severity, Severity::Warning);
  EXPECT_NE(issues[0].message.find("divide by zero"), std::string::npos);
  EXPECT_EQ(issues[0].fixes.size(), 1u); // the natural alignment

  // i17 takes the i32 entry (nearest wider), so the struct needs it.
  auto used =
      parseDocument(std::string(spec) + "  module @n {\n"
                                        "    %0 = \"test.op\"() : () -> "
                                        "!llvm.struct<(i8, i17)>\n"
                                        "  }\n}\n");
  issues = checkVerified(*used);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-zero-value");
  EXPECT_EQ(issues[0].severity, Severity::Error);
  EXPECT_NE(issues[0].message.find("!llvm.struct<(i8, i17)>"),
            std::string::npos)
      << issues[0].message;
  ASSERT_EQ(issues[0].related.size(), 1u);
  EXPECT_EQ(issues[0].related[0].where.line, 3u);
  EXPECT_FALSE(applyPreferred(*used, issues[0]).empty());

  // A nested scope that redefines i32 takes the need away.
  auto shadowed = parseDocument(
      std::string(spec) +
      "  module @n attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
      "dense<32> : vector<1xi64>>} {\n"
      "    %0 = \"test.op\"() : () -> !llvm.struct<(i32)>\n  }\n}\n");
  for (const SpecIssue &issue :
       checkDocument(*shadowed, CompatibilityPolicy::Off))
    EXPECT_EQ(issue.severity, Severity::Warning) << issue.message;

  // Pointers without their own entry use address space 0's.
  auto pointer = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = "
      "dense<[64, 0, 0]> : vector<3xi64>>} {\n"
      "  %0 = \"test.op\"() : () -> !llvm.array<2 x ptr<3>>\n}\n");
  issues = checkVerified(*pointer);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].severity, Severity::Error);
}

TEST(SpecChecker, ZeroValuesMLIRRejectsOrThatAreNotAlignmentsStayErrors) {
  for (const char *entry :
       {"i32 = dense<[32, 0]> : vector<2xi64>",
        "i32 = dense<-8> : vector<1xi64>",
        "!llvm.ptr = dense<[0, 64, 64]> : vector<3xi64>", "index = 0 : i64"}) {
    auto doc = parseDocument(
        std::string("module attributes {dlti.dl_spec = #dlti.dl_spec<") +
        entry + ">} {\n}\n");
    std::vector<SpecIssue> issues =
        checkDocument(*doc, CompatibilityPolicy::Off);
    ASSERT_EQ(issues.size(), 1u) << entry;
    EXPECT_EQ(issues[0].code, "layout-zero-value") << entry;
    EXPECT_EQ(issues[0].severity, Severity::Error) << entry;
  }
}

TEST(SpecChecker, WrongElementTypeIsTheOneProblemReported) {
  // MLIR: "expected a dense i64 elements attribute". The numbers [64, 32]
  // would also put preferred below ABI; that is not what is wrong first.
  auto doc = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, "
      "32]> : vector<2xi32>, f32 = dense<[32.0, 64.0]> : vector<2xf32>, "
      "!llvm.ptr = dense<[64, 64, 64]> : vector<3xi32>, i16 = dense<16> : "
      "vector<1xsi64>, f64 = dense<[64.5]> : vector<1xf64>>} {\n}\n");
  std::vector<SpecIssue> issues = checkVerified(*doc);
  ASSERT_EQ(issues.size(), 5u);
  for (const SpecIssue &issue : issues) {
    EXPECT_EQ(issue.code, "layout-wrong-element-type") << issue.message;
    EXPECT_EQ(issue.severity, Severity::Error);
  }
  EXPECT_NE(issues[0].message.find("has i32 values"), std::string::npos)
      << issues[0].message;
  EXPECT_NE(issues[1].message.find("has f32 values"), std::string::npos)
      << issues[1].message;
  std::string fixed = applyPreferred(*doc, issues[1]);
  EXPECT_NE(fixed.find("f32 = dense<[32, 64]> : vector<2xi64>"),
            std::string::npos)
      << fixed;
  EXPECT_EQ(issues[2].key, "!llvm.ptr");
  EXPECT_NE(issues[3].message.find("si64"), std::string::npos);
  // 64.5 bits is no number of bits: no fix.
  EXPECT_TRUE(issues[4].fixes.empty());
}

TEST(SpecChecker, MLIRMessagesQuoteFloatsAsWritten) {
  auto doc = parseDocument(
      "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32.0 : f32, "
      "\"dlti.stack_alignment\" = 12.5 : f32>} {\n}\n");
  std::vector<SpecIssue> issues = checkDocument(*doc, CompatibilityPolicy::Off);
  ASSERT_EQ(issues.size(), 2u);
  // MLIR's message is a detail of the first, the main message of the second.
  EXPECT_NE(detailsOf(issues[0]).find("i32, 32.0 : f32"), std::string::npos)
      << detailsOf(issues[0]);
  EXPECT_NE(issues[1].message.find("not 12.5 : f32"), std::string::npos)
      << issues[1].message;
  for (const SpecIssue &issue : issues) {
    EXPECT_EQ(issue.message.find("e+01"), std::string::npos) << issue.message;
    EXPECT_EQ(detailsOf(issue).find("e+01"), std::string::npos)
        << detailsOf(issue);
  }
}

TEST(SpecChecker, RfcMemRefKeysPointToTheMemRefModel) {
  // MLIR accepts "memref" = "bare" and ignores it: a note with a rename.
  auto doc = parseDocument("module @m attributes {dlti.dl_spec = "
                           "#dlti.dl_spec<\"memref\" = \"bare\">} {\n}\n");
  std::vector<SpecIssue> issues = checkVerified(*doc);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-memref-model-key");
  EXPECT_EQ(issues[0].severity, Severity::Note);
  EXPECT_LE(issues[0].message.size(), 200u);
  EXPECT_NE(issues[0].message.find("\"mlir_layout.memref_model\""),
            std::string::npos)
      << issues[0].message;
  std::string fixed = applyPreferred(*doc, issues[0]);
  EXPECT_NE(fixed.find("\"mlir_layout.memref_model\" = \"bare\""),
            std::string::npos)
      << fixed;
  auto after = parseDocument(fixed);
  EXPECT_TRUE(checkDocument(*after, CompatibilityPolicy::Relax).empty());
  EXPECT_EQ(after->getLayout(*after->getScopes().findByPath("@m"))
                .getMemRefModel()
                .first,
            MemRefModel::Bare);

  // MLIR rejects an entry keyed by a memref type: the error says where the
  // model is chosen in its related information.
  auto typed =
      parseDocument("module @m attributes {dlti.dl_spec = #dlti.dl_spec<"
                    "#dlti.dl_entry<memref<?xf32>, \"descriptor\">>} {\n}\n");
  bool found = false;
  for (const SpecIssue &issue :
       checkDocument(*typed, CompatibilityPolicy::Relax)) {
    if (issue.code != "layout-invalid-entry")
      continue;
    found = true;
    ASSERT_EQ(issue.related.size(), 1u);
    EXPECT_NE(issue.related[0].message.find("\"mlir_layout.memref_model\""),
              std::string::npos)
        << issue.related[0].message;
  }
  EXPECT_TRUE(found);
}
