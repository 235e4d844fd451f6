// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopeTreeTest.cpp - Scopes, paths and entry positions --------------===//

#include "TestSupport/Annotations.h"
#include "TestSupport/TestDocument.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
TEST(ScopeTree, PathsOfNamedAndUnnamedScopes) {
  auto doc = parseDocument(R"(
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>>} {
  module @outer {
    module {
      module @inner {}
    }
  }
  gpu.module @kernels {}
}
)");
  ASSERT_TRUE(doc->isParsed());
  std::vector<std::string> paths;
  for (const auto &scope : doc->getScopes().getScopes())
    paths.push_back(scope->path);
  EXPECT_EQ(paths,
            (std::vector<std::string>{"<top>", "builtin.module@2", "@outer",
                                      "@outer::builtin.module@4",
                                      "@outer::@inner", "@kernels"}));
  const LayoutScope *inner = doc->getScopes().findByPath("@outer::@inner");
  ASSERT_TRUE(inner);
  EXPECT_EQ(inner->depth, 4u);
  EXPECT_EQ(inner->parent->path, "@outer::builtin.module@4");
}

TEST(ScopeTree, EntryPositionsPointAtTheEntryText) {
  Annotations a(R"(#s = #dlti.dl_spec<$alias[[i8 = dense<8> : vector<1xi64>]]>
module attributes {dlti.dl_spec = #s} {
  module @m attributes {dlti.dl_spec = #dlti.dl_spec<$e[[index = 32 : i64]],
      $e[[#dlti.dl_entry<"dlti.endianness", "big">]]>} {}
})");
  auto doc = parseDocument(a.code());
  ASSERT_TRUE(doc->isParsed());
  const LayoutScope *top = doc->getScopes().getScopes()[1].get();
  ASSERT_EQ(top->entryPositions.size(), 1u);
  EXPECT_EQ(offsets(*doc, top->entryPositions[0].range), a.range("alias"));
  EXPECT_EQ(top->entryPositions[0].line, 1u);
  const LayoutScope *m = doc->getScopes().findByPath("@m");
  ASSERT_TRUE(m);
  ASSERT_EQ(m->entryPositions.size(), 2u);
  EXPECT_EQ(offsets(*doc, m->entryPositions[0].range), a.ranges("e")[0]);
  EXPECT_EQ(offsets(*doc, m->entryPositions[1].range), a.ranges("e")[1]);
  EXPECT_EQ(m->entryPositions[1].line, 4u);
}

TEST(ScopeTree, ScopeAtAPositionIsTheInnermost) {
  Annotations a(
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>>} {
  func.func @f() {
    %0 = "test.op"() : () -> i$top^32
    return
  }
  module @b {
    func.func @g() {
      $res^%1 = "test.op"() : () -> i32
      return
    }
  }
})");
  auto doc = parseDocument(a.code());
  ASSERT_TRUE(doc->isParsed());
  auto at = [&](size_t offset) {
    return llvm::SMLoc::getFromPointer(doc->getText().data() + offset);
  };
  EXPECT_EQ(doc->findScopeAt(at(a.point("top"))).path, "@a");
  EXPECT_EQ(doc->findScopeAt(at(a.point("res"))).path, "@a::@b");
  Operation *op = doc->findOpAt(at(a.point("res")));
  ASSERT_TRUE(op);
  EXPECT_EQ(op->getName().getStringRef(), "test.op");
}

TEST(ScopeTree, ParseErrorLeavesOnlyTheRoot) {
  auto doc = parseDocument("module {\n  %0 = \"test.op\"() : () ->\n");
  EXPECT_FALSE(doc->isParsed());
  EXPECT_TRUE(doc->hasErrors());
  ASSERT_FALSE(doc->getDiagnostics().empty());
  EXPECT_EQ(doc->getDiagnostics().front().where.line, 2u); // as mlir-opt
  EXPECT_EQ(doc->getScopes().getScopes().size(), 1u);
}

TEST(ScopeTree, MLIRDiagnosticsCoverTheTokenAtTheirLocation) {
  // MLIR locates diagnostics at a point; the range covers the op name or the
  // keyword there, as MLIR's language server shows it.
  Annotations a(R"(module {
  func.func @f() -> i32 {
    $v[[func.return]]
  }
  "test.op"() : () -> ()
}
$m[[module]] attributes {dlti.dl_spec = #dlti.dl_spec<>, test.x = #dlti.dl_spec<>} {
})");
  auto doc = parseDocument(a.code());
  std::vector<std::pair<size_t, size_t>> ranges;
  for (const DocumentDiagnostic &diag : doc->getDiagnostics())
    ranges.push_back(offsets(*doc, diag.where.range));
  EXPECT_EQ(ranges, (std::vector<std::pair<size_t, size_t>>{a.range("v"),
                                                            a.range("m")}));
}
} // namespace
