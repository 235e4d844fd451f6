// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CHeaderTest.cpp - C declarations of a scope's layout ---------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Features/CHeader.h"
#include "mlir-layout/Render/CHeaderRender.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// The header of `types` in scope @m of a module with `entries`.
std::optional<CHeader>
headerOf(const char *entries,
         std::vector<std::pair<const char *, const char *>> types,
         std::string &error) {
  static std::vector<std::unique_ptr<LayoutDocument>> docs;
  std::string code = std::string("!packet = !llvm.struct<\"packet\", (i8, "
                                 "i24, f64)>\nmodule @m attributes "
                                 "{dlti.dl_spec = #dlti.dl_spec<") +
                     entries + ">} {}\n";
  docs.push_back(LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(code, "test.mlir"), {}));
  LayoutDocument &doc = *docs.back();
  EXPECT_TRUE(doc.isParsed());
  std::vector<CHeaderRequest> requests;
  for (auto [text, name] : types) {
    std::string parseError;
    Type type = doc.parseType(text, parseError);
    EXPECT_TRUE(type) << parseError;
    requests.push_back({type, text, name});
  }
  return describeCHeader(doc.getLayout(*doc.getScopes().findByPath("@m")),
                         requests, error);
}

TEST(CHeader, StructMembersPaddingAndNestedStructsFirst) {
  std::string error;
  std::optional<CHeader> header =
      headerOf("i64 = dense<[32, 64]> : vector<2xi64>",
               {{"!llvm.struct<(i8, i64, struct<(i16, f32)>, "
                 "struct<\"packet\", (i8, i24, f64)>)>",
                 "outer"}},
               error);
  ASSERT_TRUE(header) << error;
  EXPECT_EQ(header->scope, "@m");
  ASSERT_EQ(header->declarations.size(), 3u);
  // The nested structs come first: the anonymous one named after its field.
  EXPECT_EQ(header->declarations[0].record->name, "outer_f2");
  EXPECT_EQ(header->declarations[1].record->name, "packet");
  const CStruct &outer = *header->declarations[2].record;
  EXPECT_EQ(outer.name, "outer");
  // i8, 3 bytes of padding, i64 at 4 (its ABI alignment here is 4 bytes).
  ASSERT_GE(outer.members.size(), 3u);
  EXPECT_EQ(outer.members[0].cType, "int8_t");
  EXPECT_TRUE(outer.members[1].padding);
  EXPECT_EQ(outer.members[1].arrayLength, 3u);
  EXPECT_EQ(outer.members[2].cType, "int64_t");
  EXPECT_EQ(outer.members[2].offset, 4u);
  // The struct's alignment is packet's f64's, 8 bytes.
  EXPECT_EQ(outer.alignment, 8u);
  // In `packet`, the i24 is bytes with its alignment.
  const CStruct &packet = *header->declarations[1].record;
  const CMember &i24 = packet.members[2];
  EXPECT_EQ(i24.cType, "unsigned char");
  EXPECT_EQ(i24.arrayLength, 3u);
  EXPECT_EQ(i24.alignAs, 4u);
  EXPECT_EQ(i24.mlirType, "i24");
}

TEST(CHeader, MemRefDescriptorsUseTheScopesIndexWidth) {
  std::string error;
  std::optional<CHeader> header =
      headerOf("index = 32 : i64", {{"memref<4x?xf32>", ""}}, error);
  ASSERT_TRUE(header) << error;
  const CStruct &grid = *header->declarations[0].record;
  EXPECT_EQ(grid.name, "mlir_type_0");
  std::vector<std::string> names, types;
  for (const CMember &member : grid.members) {
    names.push_back(member.name);
    types.push_back(member.cType);
  }
  // 8-byte pointers, 4-byte index: 36 bytes, then 4 to the pointers'
  // alignment.
  EXPECT_EQ(names, (std::vector<std::string>{"allocated", "aligned", "offset",
                                             "sizes", "strides", "_pad0"}));
  EXPECT_EQ(types,
            (std::vector<std::string>{"float *", "float *", "int32_t",
                                      "int32_t", "int32_t", "unsigned char"}));
  EXPECT_EQ(grid.size, 40u);
  EXPECT_EQ(grid.members[3].arrayLength, 2u);
}

TEST(CHeader, ErrorsNameTheProblem) {
  std::string error;
  EXPECT_FALSE(headerOf("", {{"vector<4xf32>", ""}}, error));
  EXPECT_NE(error.find("not vector<4xf32> on its own"), std::string::npos);
  EXPECT_FALSE(headerOf("", {{"i32", "struct"}}, error));
  EXPECT_EQ(error, "'struct' is not a C identifier");
  EXPECT_FALSE(headerOf("", {{"i32", "a"}, {"i64", "a"}}, error));
  EXPECT_EQ(error, "the name a is given twice");
  EXPECT_FALSE(headerOf("", {{"!llvm.struct<()>", ""}}, error));
  EXPECT_NE(error.find("no fields"), std::string::npos);
}

TEST(CHeader, RendersAssertsForEveryMemberButPadding) {
  std::string error;
  std::optional<CHeader> header =
      headerOf("", {{"!llvm.struct<(i8, i32)>", "pair"}}, error);
  ASSERT_TRUE(header) << error;
  std::string text = renderCHeader(*header, "in.mlir", "PAIR_H");
  EXPECT_NE(text.find("#ifndef PAIR_H"), std::string::npos);
  EXPECT_NE(text.find("_Static_assert(sizeof(pair) == 8, \"pair: size 8 in "
                      "@m\");"),
            std::string::npos);
  EXPECT_NE(text.find("offsetof(pair, f1) == 4"), std::string::npos);
  EXPECT_EQ(text.find("offsetof(pair, _pad0)"), std::string::npos);
  EXPECT_EQ(makeIncludeGuard("out/pair-layout.h"), "PAIR_LAYOUT_H");
}
} // namespace
