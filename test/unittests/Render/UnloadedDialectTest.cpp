// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- UnloadedDialectTest.cpp - Entries for types of unloaded dialects ---===//
//
// The checker's note on an entry for a type of a dialect that is not loaded,
// and the reason text of the query that cannot answer for it (the rest of
// the checker's cases: Check/SpecCheckerTest.cpp).
//
//===----------------------------------------------------------------------===//

#include "TestSupport/CheckedIssues.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Render/ReasonText.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The query result of `type` in the scope at `path`.
const LayoutResult &queryAt(LayoutDocument &doc, llvm::StringRef path,
                            llvm::StringRef type) {
  std::string error;
  Type parsed = doc.parseType(type, error);
  EXPECT_TRUE(parsed) << error;
  return doc.getLayout(*doc.getScopes().findByPath(path)).query(parsed);
}
} // namespace

TEST(SpecChecker, EntryForATypeOfAnUnloadedDialectIsUnchecked) {
  // MLIR: "unexpected data layout for a built-in type" without the dialect,
  // the type's own hooks with it. Neither is known here: a note, no error.
  auto doc = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<!mydev.vec3 = 32 : "
      "i64, i32 = dense<32> : vector<1xi64>>} {\n}\n");
  std::vector<SpecIssue> issues = checkVerified(*doc);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-unchecked-entry");
  EXPECT_EQ(issues[0].severity, Severity::Note);
  EXPECT_EQ(issues[0].key, "!mydev.vec3");
  EXPECT_NE(issues[0].message.find("'mydev' dialect is not loaded"),
            std::string::npos)
      << issues[0].message;
  EXPECT_NE(detailsOf(issues[0]).find("--load-dialect-plugin"),
            std::string::npos)
      << detailsOf(issues[0]);
  EXPECT_FALSE(hasErrors(issues));
  // The rest of the spec still answers.
  EXPECT_EQ(queryAt(*doc, "@m", "i32").layout->abiAlignment, 4u);

  const LayoutResult &vec = queryAt(*doc, "@m", "!mydev.vec3");
  ASSERT_FALSE(vec.hasLayout());
  ASSERT_TRUE(vec.noLayoutCause);
  EXPECT_EQ(vec.noLayoutCause->kind, NoLayoutCause::Kind::DialectNotLoaded);
  EXPECT_EQ(vec.noLayoutCause->dialect, "mydev");
  std::string text = describeNoLayout(vec);
  EXPECT_EQ(text.rfind("dialect not loaded", 0), 0u) << text;
  EXPECT_NE(text.find("--load-dialect-plugin"), std::string::npos) << text;

  // An aggregate of it names the element and gives the same hint.
  const LayoutResult &pair =
      queryAt(*doc, "@m", "!llvm.struct<(i8, !mydev.vec3)>");
  ASSERT_TRUE(pair.noLayoutCause);
  EXPECT_EQ(pair.noLayoutCause->type, "!mydev.vec3");
  EXPECT_NE(describeNoLayout(pair).find("element !mydev.vec3"),
            std::string::npos);
  EXPECT_NE(describeNoLayout(pair).find("--load-dialect-plugin"),
            std::string::npos);
}
