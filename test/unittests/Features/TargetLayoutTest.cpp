// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetLayoutTest.cpp - A type laid out under a target's layout -----===//
//
// The layout view's "compare targets": the type at a place laid out with
// the spec of the file's top-level scope replaced by an LLVM data layout
// string's import, nested scopes keeping their own specs on top, the
// document itself untouched.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/TargetLayout.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Features/Hover.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// i64 aligned to 8 in @outer and to 16 in @inner.
constexpr llvm::StringLiteral kText =
    "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
    "dense<64> : vector<2xi64>>} {\n"
    "  %a = \"test.use\"() : () -> !llvm.struct<(i8, i64)>\n"
    "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
    "dense<128> : vector<2xi64>>} {\n"
    "    %b = \"test.use\"() : () -> !llvm.struct<(i8, i64)>\n"
    "  }\n"
    "}\n";

/// The parsed kText.
struct Parsed {
  std::unique_ptr<LayoutDocument> doc =
      LayoutDocument::parse(llvm::MemoryBuffer::getMemBufferCopy(kText));

  /// The layout of the SSA value named `name` (with its `%`).
  LayoutAt at(llvm::StringRef name) {
    size_t offset = doc->getText().find(name) + 1;
    std::optional<LayoutAt> found = getLayoutAt(
        *doc, llvm::SMLoc::getFromPointer(doc->getText().data() + offset));
    EXPECT_TRUE(found && found->scope) << name.str();
    return found ? *found : LayoutAt();
  }

  /// The layout of `name` under `dataLayout`, or an empty result after a
  /// failure.
  LayoutResult under(llvm::StringRef name, llvm::StringRef dataLayout) {
    LayoutAt found = at(name);
    llvm::Expected<LayoutResult> target =
        explainUnderDataLayout(*doc, *found.scope, found.type, dataLayout);
    if (!target) {
      ADD_FAILURE() << llvm::toString(target.takeError());
      return LayoutResult();
    }
    return std::move(*target);
  }
};

/// Field offsets and a size.
using Offsets = std::pair<std::vector<uint64_t>, uint64_t>;

/// The field offsets and the size of `result`.
Offsets offsets(const LayoutResult &result) {
  std::vector<uint64_t> list;
  for (const FieldLayout &field : result.fields)
    list.push_back(field.offset);
  return {list, result.layout ? result.layout->size : 0};
}

TEST(TargetLayoutTest, TheTargetScopeIsTheTopLevelScopeAroundIt) {
  Parsed parsed;
  const LayoutScope &root = parsed.doc->getScopes().getRoot();
  const LayoutScope &outer = *root.children.front();
  const LayoutScope &inner = *outer.children.front();
  EXPECT_EQ(&getTargetScope(inner), &outer);
  EXPECT_EQ(&getTargetScope(outer), &outer);
  EXPECT_EQ(&getTargetScope(root), &root);
}

TEST(TargetLayoutTest, TheDataLayoutReplacesTheTopLevelSpec) {
  Parsed parsed;
  EXPECT_EQ(offsets(parsed.at("%a").result), Offsets({0, 8}, 16));
  // i64 aligned to 4: the i64 follows the i8 at 4.
  LayoutResult target = parsed.under("%a", "e-i64:32");
  EXPECT_EQ(offsets(target), Offsets({0, 4}, 12));
  EXPECT_EQ(target.scope, "@outer");
  // The document is not touched.
  EXPECT_EQ(offsets(parsed.at("%a").result), Offsets({0, 8}, 16));
}

TEST(TargetLayoutTest, NestedScopesKeepTheirOwnSpecsOnTop) {
  Parsed parsed;
  EXPECT_EQ(offsets(parsed.at("%b").result), Offsets({0, 16}, 32));
  LayoutResult target = parsed.under("%b", "e-i64:32");
  EXPECT_EQ(offsets(target), Offsets({0, 16}, 32));
  EXPECT_EQ(target.scope, "@outer::@inner");
}

TEST(TargetLayoutTest, AStringLLVMRejectsIsAnError) {
  Parsed parsed;
  LayoutAt a = parsed.at("%a");
  llvm::Expected<LayoutResult> target =
      explainUnderDataLayout(*parsed.doc, *a.scope, a.type, "e-i64:33");
  ASSERT_FALSE(bool(target));
  EXPECT_NE(llvm::toString(target.takeError()), "");
}
} // namespace
