// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopeRecognitionTest.cpp - Which ops are data layout scopes --------===//
//
// A spec on a registered op that is not a scope is ignored (as MLIR does);
// an unregistered op holding a spec is assumed to be a scope and every
// answer under it says so; verifier errors that need the specs attached are
// reported. The facts follow MLIR's DLTI and DataLayoutInterfaces tests.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The codes of `doc`'s issues, in order.
std::vector<std::string> codesOf(LayoutDocument &doc) {
  std::vector<std::string> codes;
  for (const SpecIssue &issue : checkDocument(doc, CompatibilityPolicy::Relax))
    codes.push_back(issue.code);
  return codes;
}

TEST(ScopeRecognition, SpecOnARegisteredNonScopeOpIsIgnored) {
  Annotations a(
      R"(module attributes {dlti.dl_spec = #dlti.dl_spec<$outer[[i32 = dense<[64, 64]> : vector<2xi64>]]>} {
  func.func @f() attributes {$attr[[dlti.dl_spec = #dlti.dl_spec<i32 = dense<[128, 128]> : vector<2xi64>>]]} {
    %0 = "test.op"() : () -> i32
    return
  }
})");
  auto doc = parseDocument(a.code());
  ASSERT_TRUE(doc->isParsed());
  // func.func is no scope: the module and the root only.
  EXPECT_EQ(doc->getScopes().getScopes().size(), 2u);
  ASSERT_EQ(doc->getScopes().getIgnoredSpecs().size(), 1u);
  const IgnoredSpec &ignored = doc->getScopes().getIgnoredSpecs()[0];
  EXPECT_EQ(ignored.op->getName().getStringRef(), "func.func");
  EXPECT_EQ(offsets(*doc, ignored.attribute.range), a.range("attr"));
  EXPECT_EQ(ignored.scope->path, "builtin.module@1");

  // MLIR answers with the module's spec (mlir-opt: alignment = 8); the
  // reasons cite the module's entry only.
  std::vector<ResultSite> sites = doc->getResultSites();
  ASSERT_EQ(sites.size(), 1u);
  const ResultSite &site = sites.front();
  const LayoutScope &scope = doc->getScopes().scopeFor(site.op);
  const LayoutResult &result =
      doc->getLayout(scope).explain(site.op->getResult(0).getType());
  ASSERT_TRUE(result.hasLayout());
  EXPECT_EQ(result.layout->abiAlignment, 8u);
  EXPECT_FALSE(result.assumedScopeOp);
  for (const Reason &reason : result.reasons)
    for (const EntryRef &entry : reason.entries)
      EXPECT_EQ(offsets(*doc, entry.where.range), a.range("outer"));

  std::vector<SpecIssue> issues =
      checkDocument(*doc, CompatibilityPolicy::Relax);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-spec-ignored");
  EXPECT_EQ(issues[0].severity, Severity::Warning);
  EXPECT_NE(issues[0].message.find(
                "ignored by MLIR: func.func is not a data layout scope"),
            std::string::npos);
  EXPECT_EQ(offsets(*doc, issues[0].where.range), a.range("attr"));
}

TEST(ScopeRecognition, UnregisteredOpWithASpecIsAnAssumedScope) {
  auto doc = parseDocument(
      R"(module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[32, 64]> : vector<2xi64>>} {
  "foo.region"() ({
    %0 = "test.op"() : () -> i32
  }) : () -> ()
  "foo.scope"() ({
    %1 = "test.op"() : () -> i32
    module {
      %2 = "test.op"() : () -> f64
    }
  }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[128, 128]> : vector<2xi64>>} : () -> ()
})");
  ASSERT_TRUE(doc->isParsed());
  std::vector<std::string> paths;
  for (const auto &scope : doc->getScopes().getScopes())
    paths.push_back(scope->path);
  // An unregistered op without a spec is no scope.
  EXPECT_EQ(paths,
            (std::vector<std::string>{"<top>", "builtin.module@1",
                                      "foo.scope@5", "builtin.module@7"}));
  EXPECT_EQ(doc->getScopes().findByPath("foo.scope@5")->kind,
            ScopeKind::Assumed);
  std::vector<ResultSite> sites = doc->getResultSites();
  ASSERT_EQ(sites.size(), 3u);
  auto answer = [&](const ResultSite &site) -> const LayoutResult & {
    const LayoutScope &scope = doc->getScopes().scopeFor(site.op);
    return doc->getLayout(scope).query(site.op->getResult(0).getType());
  };
  // Outside the assumed scope: plain answers.
  EXPECT_FALSE(answer(sites[0]).assumedScopeOp);
  EXPECT_EQ(answer(sites[0]).layout->abiAlignment, 4u);
  // Inside it, and in a module nested in it: marked, with its spec.
  EXPECT_EQ(answer(sites[1]).assumedScopeOp, "foo.scope");
  EXPECT_EQ(answer(sites[1]).layout->abiAlignment, 16u);
  EXPECT_EQ(answer(sites[2]).assumedScopeOp, "foo.scope");
  EXPECT_EQ(answer(sites[2]).layout->abiAlignment, 4u);

  EXPECT_EQ(codesOf(*doc), (std::vector<std::string>{"layout-assumed-scope"}));
}

TEST(ScopeRecognition, TwoDataLayoutAttributesOnAModule) {
  // MLIR's builtin.module verifier (mlir/test/IR/module-op.mlir); the
  // `dlti.dl_spec` one is detached while the rest of the file is verified.
  auto doc = parseDocument(
      R"(module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 32]> : vector<2xi64>>, test.other = #dlti.dl_spec<>} {
})");
  ASSERT_TRUE(doc->isParsed());
  ASSERT_EQ(doc->getDiagnostics().size(), 1u);
  const DocumentDiagnostic &diag = doc->getDiagnostics()[0];
  EXPECT_EQ(diag.code, "layout-multiple-layout-attributes");
  EXPECT_EQ(diag.message,
            "'builtin.module' op expects at most one data layout attribute");
  EXPECT_EQ(diag.where.line, 1u);
  std::vector<std::string> notes;
  for (const DocumentDiagnostic &note : diag.notes)
    notes.push_back(note.message);
  EXPECT_NE(llvm::find(notes, "'dlti.dl_spec' is a data layout attribute"),
            notes.end());
  EXPECT_NE(llvm::find(notes, "'test.other' is a data layout attribute"),
            notes.end());
  EXPECT_EQ(codesOf(*doc),
            (std::vector<std::string>{"layout-multiple-layout-attributes"}));
}

TEST(ScopeRecognition, OrdinaryVerifierErrorsAreReportedOnce) {
  auto doc = parseDocument(
      R"(module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 32]> : vector<2xi64>>, nodialect = 1} {
})");
  ASSERT_TRUE(doc->isParsed());
  EXPECT_EQ(codesOf(*doc), (std::vector<std::string>{"mlir-verifier-error"}));
}
} // namespace
