// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DeclaredFieldsTest.cpp - Declared layouts inside LLVM aggregates ---===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/LayoutRules.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The answer for `typeText` in scope @m of a module with `entries`, under
/// the declared layouts of `rulesText`.
LayoutResult layOut(const char *entries, const char *rulesText,
                    const char *typeText, bool explained = false) {
  std::vector<LayoutFileError> errors;
  DocumentOptions options;
  options.layoutRules =
      LayoutRules::parse(rulesText, "/p/.mlir-layout.json", errors);
  EXPECT_TRUE(errors.empty());
  std::string code = std::string("module @m attributes {dlti.dl_spec = "
                                 "#dlti.dl_spec<") +
                     entries + ">} {}\n";
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(code, "test.mlir"), options);
  EXPECT_TRUE(doc->isParsed());
  std::string error;
  Type type = doc->parseType(typeText, error);
  EXPECT_TRUE(type) << error;
  ScopedDataLayout &layout = doc->getLayout(*doc->getScopes().findByPath("@m"));
  return explained ? layout.explain(type) : layout.query(type);
}

const char *kRules = R"({"types": [
  {"match": "!dev.w", "size": 8, "abi": 8},
  {"match": "!dev.h", "as": "!llvm.ptr"},
  {"match": "!dev.odd", "size": 12, "abi": 4, "preferred": 16},
  {"match": "!dev.three", "size": 3, "abi": 1}
]})";

TEST(DeclaredFields, StructFieldsUseTheDeclaredNumbers) {
  LayoutResult r = layOut("", kRules, "!llvm.struct<(i8, !dev.w, i8)>");
  ASSERT_TRUE(r.hasLayout()) << r.noLayoutReason;
  EXPECT_EQ(r.layout->size, 24u);
  EXPECT_EQ(r.layout->abiAlignment, 8u);
  EXPECT_EQ(r.layout->preferredAlignment, 8u);
}

TEST(DeclaredFields, FollowTheScopeSpec) {
  // `as` rules follow the scope: a 32-bit pointer there.
  LayoutResult r = layOut("!llvm.ptr = dense<[32, 32, 32, 32]> : vector<4xi64>",
                          kRules, "!llvm.struct<(i8, !dev.h)>");
  ASSERT_TRUE(r.hasLayout()) << r.noLayoutReason;
  EXPECT_EQ(r.layout->size, 8u);
  EXPECT_EQ(r.layout->abiAlignment, 4u);
}

TEST(DeclaredFields, ArraysAndNestedAggregates) {
  LayoutResult array = layOut("", kRules, "!llvm.array<3 x !dev.three>");
  ASSERT_TRUE(array.hasLayout()) << array.noLayoutReason;
  EXPECT_EQ(array.layout->size, 9u);
  EXPECT_EQ(array.layout->abiAlignment, 1u);
  LayoutResult nested =
      layOut("", kRules, "!llvm.struct<(i8, array<2 x struct<(!dev.w)>>)>");
  ASSERT_TRUE(nested.hasLayout()) << nested.noLayoutReason;
  EXPECT_EQ(nested.layout->size, 24u);
}

TEST(DeclaredFields, NoStandInMeansCannotKnow) {
  // No builtin type has ABI alignment 4 and preferred alignment 16.
  LayoutResult r = layOut("", kRules, "!llvm.struct<(i8, !dev.odd)>");
  EXPECT_FALSE(r.hasLayout());
  EXPECT_NE(r.noLayoutReason.find("cannot know"), std::string::npos)
      << r.noLayoutReason;
  EXPECT_NE(r.noLayoutReason.find("!dev.odd"), std::string::npos);
  // A field without a rule keeps MLIR's reason.
  LayoutResult other = layOut("", kRules, "!llvm.struct<(!dev.w, !dev.x)>");
  EXPECT_FALSE(other.hasLayout());
  EXPECT_NE(other.noLayoutReason.find("!dev.x"), std::string::npos);
}

TEST(DeclaredFields, ExplanationsNameTheDeclaredFields) {
  LayoutResult r = layOut("", kRules, "!llvm.struct<(i8, !dev.w)>", true);
  ASSERT_TRUE(r.hasLayout()) << r.noLayoutReason;
  ASSERT_EQ(r.fields.size(), 2u);
  EXPECT_EQ(r.fields[1].type, "!dev.w");
  EXPECT_EQ(r.fields[1].offset, 8u);
  bool declared = false;
  for (const Reason &reason : r.reasons) {
    EXPECT_EQ(reason.subject.find("!llvm.array"), std::string::npos)
        << "a stand-in leaked into the reasons: " << reason.subject;
    declared |=
        reason.rule == LayoutRule::DeclaredLayout && reason.subject == "!dev.w";
  }
  EXPECT_TRUE(declared);
}
} // namespace
