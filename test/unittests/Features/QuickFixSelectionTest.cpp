// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- QuickFixSelectionTest.cpp - Quick-fixes by cursor ------------------===//
//
// selectQuickFixes: only the diagnostics at the cursor get fixes, the
// innermost first, each title once (identical fixes of several diagnostics
// are one action naming them all), and at most one preferred action.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestAnalysis.h"

#include "mlir-layout/Features/CodeActions.h"

#include "gtest/gtest.h"

#include <set>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// A spec whose four LLVM mismatches about types without an entry (each
/// moves a field of the struct the GEP steps through) are ranged on the
/// whole `dlti.dl_spec` attribute, with one on the i64 entry
/// (the point `i64`) and one on the byte order entry (the point `order`).
const char *const kManyDiagnostics = R"mlir(
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<$i64^32> : vector<1xi64>, "dlti.endianness" = $order^"big">, llvm.data_layout = "e-m:e-i64:64-i128:128-n8:16:32:64-S128"} {
  llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
    %0 = llvm.getelementptr %p[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i16, i1, f80)>
    llvm.return %0 : !llvm.ptr
  }
}
)mlir";

/// A request for the quick-fixes of every issue of `analysis` at `at`.
CodeActionRequest requestAll(const DocumentAnalysis &analysis, llvm::SMLoc at) {
  CodeActionRequest request;
  request.at = at;
  request.rewrites = false;
  for (size_t i = 0; i < analysis.issues.size(); ++i)
    request.issues.push_back(i);
  return request;
}

/// The index of the issue whose key is `key`.
size_t issueWithKey(const DocumentAnalysis &analysis, llvm::StringRef key) {
  for (size_t i = 0; i < analysis.issues.size(); ++i)
    if (analysis.issues[i].key == key)
      return i;
  ADD_FAILURE() << "no issue for " << key.str();
  return 0;
}
} // namespace

TEST(QuickFixSelection,
     TheInnermostDiagnosticsFixesComeFirstAndAloneArePreferred) {
  Annotations code(kManyDiagnostics);
  DocumentAnalysis analysis = analyze(code);
  ASSERT_GE(analysis.issues.size(), 6u);
  FixCache fixes;
  std::vector<ActionInfo> actions = selectQuickFixes(
      analysis, requestAll(analysis, pointAt(*analysis.doc, code, "i64")),
      fixes);
  ASSERT_EQ(actions.size(), 8u);
  size_t i64 = issueWithKey(analysis, "i64");
  EXPECT_EQ(actions[0].issues, std::vector<size_t>{i64});
  EXPECT_EQ(actions[0].fix.title,
            "Rewrite the entry from llvm.data_layout: i64 = dense<64> : "
            "vector<2xi64>");
  std::set<std::string> titles;
  size_t preferred = 0;
  for (const ActionInfo &action : actions) {
    EXPECT_EQ(action.kind, ActionKind::QuickFix);
    EXPECT_TRUE(titles.insert(action.fix.title).second) << action.fix.title;
    preferred += action.fix.isPreferred;
    // The byte order's diagnostic is not at the cursor.
    EXPECT_EQ(action.fix.title.find("endianness"), std::string::npos);
  }
  EXPECT_EQ(preferred, 1u);
  EXPECT_TRUE(actions[0].fix.isPreferred);
}

TEST(QuickFixSelection, IdenticalFixesOfTwoDiagnosticsAreOneAction) {
  Annotations code(kManyDiagnostics);
  DocumentAnalysis analysis = analyze(code);
  size_t i64 = issueWithKey(analysis, "i64");
  // The same problem reported a second time (as against another reference).
  SpecIssue twin = analysis.issues[i64];
  twin.code = "layout-target-mismatch";
  analysis.issues.push_back(twin);
  FixCache fixes;
  std::vector<ActionInfo> actions = selectQuickFixes(
      analysis, requestAll(analysis, pointAt(*analysis.doc, code, "i64")),
      fixes);
  ASSERT_EQ(actions.size(), 8u);
  EXPECT_EQ(actions[0].issues,
            (std::vector<size_t>{i64, analysis.issues.size() - 1}));
  EXPECT_EQ(actions[1].issues,
            (std::vector<size_t>{i64, analysis.issues.size() - 1}));
}

TEST(QuickFixSelection, OnlyDiagnosticsAtTheCursorOrSelection) {
  Annotations code(kManyDiagnostics);
  DocumentAnalysis analysis = analyze(code);
  FixCache fixes;
  // On the byte order entry: its own fix first, then the attribute's.
  llvm::SMLoc order = pointAt(*analysis.doc, code, "order");
  std::vector<ActionInfo> actions =
      selectQuickFixes(analysis, requestAll(analysis, order), fixes);
  ASSERT_FALSE(actions.empty());
  EXPECT_EQ(actions[0].issues,
            std::vector<size_t>{issueWithKey(analysis, "\"dlti.endianness\"")});
  // On the function: no diagnostic there.
  llvm::SMLoc body = llvm::SMLoc::getFromPointer(
      analysis.doc->getText().data() + code.code().find("llvm.func"));
  EXPECT_TRUE(
      selectQuickFixes(analysis, requestAll(analysis, body), fixes).empty());
  // A selection wider than every diagnostic: those it overlaps.
  CodeActionRequest wide = requestAll(analysis, body);
  wide.at = llvm::SMLoc::getFromPointer(analysis.doc->getText().data());
  wide.end = body;
  EXPECT_EQ(selectQuickFixes(analysis, wide, fixes).size(), 9u);
}
