// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FieldLinesTest.cpp - Padding and cache lines of aggregates ---------===//
//
// Each test lays out an aggregate with the engine in a scope of a parsed
// document and checks the padding and cache lines computed from its fields:
// totals against the fields' own sizes, and lines against the offsets.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Features/FieldLines.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// A document whose module @m has `spec`, and the explained `type` in it.
struct Laid {
  std::unique_ptr<LayoutDocument> doc;
  LayoutResult result;

  Laid(llvm::StringRef spec, llvm::StringRef type) {
    doc = parseDocument(
        ("module @m attributes {dlti.dl_spec = " + spec + "} {}").str());
    EXPECT_TRUE(doc->isParsed() && !doc->hasErrors());
    const LayoutScope *scope = doc->getScopes().findByPath("@m");
    std::string error;
    Type parsed = doc->parseType(type, error);
    EXPECT_TRUE(scope && parsed) << error;
    if (scope && parsed)
      result = doc->getLayout(*scope).explain(parsed);
  }
};

constexpr const char *kSpec = "#dlti.dl_spec<i64 = dense<64> : vector<2xi64>>";
constexpr const char *kStruct =
    "!llvm.struct<(i8, i64, i16, array<7 x i64>, i32, i8)>";

/// The fields' numbers as a vector, for comparisons.
std::vector<unsigned> numbers(std::initializer_list<unsigned> list) {
  return list;
}
} // namespace

TEST(FieldLinesTest, PaddingRunsAddUpToTheBytesNoFieldUses) {
  Laid laid(kSpec, kStruct);
  std::optional<FieldLines> lines = describeFieldLines(laid.result, 64);
  ASSERT_TRUE(lines);
  uint64_t used = 0;
  for (const FieldLayout &field : laid.result.fields)
    used += field.size;
  EXPECT_EQ(lines->paddingBytes, laid.result.layout->size - used);
  // The only integer entry aligns every field to 8: padding before i64
  // (7 bytes), the array (6) and the last i8 (4), then the tail (7).
  ASSERT_EQ(lines->padding.size(), 4u);
  EXPECT_EQ(lines->padding[0].offset, 1u);
  EXPECT_EQ(lines->padding[0].size, 7u);
  EXPECT_EQ(lines->padding[0].beforeField, 1u);
  EXPECT_EQ(lines->padding[1].offset, 18u);
  EXPECT_EQ(lines->padding[1].size, 6u);
  EXPECT_EQ(lines->padding[1].beforeField, 3u);
  EXPECT_EQ(lines->padding[2].offset, 84u);
  EXPECT_EQ(lines->padding[2].beforeField, 5u);
  EXPECT_EQ(lines->padding[3].offset, 89u);
  EXPECT_EQ(lines->padding[3].size, 7u);
  EXPECT_FALSE(lines->padding[3].beforeField);
}

TEST(FieldLinesTest, LinesEndWhereTheLineSizeSaysAndNameTheCutField) {
  Laid laid(kSpec, kStruct);
  ASSERT_EQ(laid.result.layout->size, 96u);
  std::optional<FieldLines> lines = describeFieldLines(laid.result, 64);
  ASSERT_TRUE(lines);
  ASSERT_EQ(lines->lines.size(), 2u);
  EXPECT_EQ(lines->lines[0].start, 0u);
  EXPECT_EQ(lines->lines[0].end, 64u);
  EXPECT_EQ(lines->lines[0].fields, numbers({0, 1, 2, 3}));
  // The array (bytes 24-79) goes on on the second line.
  EXPECT_EQ(lines->lines[0].cutField, 3u);
  EXPECT_EQ(lines->lines[1].start, 64u);
  EXPECT_EQ(lines->lines[1].end, 96u);
  EXPECT_EQ(lines->lines[1].fields, numbers({3, 4, 5}));
  EXPECT_FALSE(lines->lines[1].cutField);
  ASSERT_EQ(lines->straddling.size(), 1u);
  EXPECT_EQ(lines->straddling[0].field, 3u);
  EXPECT_EQ(lines->straddling[0].firstLine, 0u);
  EXPECT_EQ(lines->straddling[0].lastLine, 1u);
  // Alignment 8 does not put the struct at a line boundary.
  EXPECT_TRUE(lines->startAssumed);

  // Smaller lines: every field crossing a multiple of 16 straddles.
  std::optional<FieldLines> small = describeFieldLines(laid.result, 16);
  ASSERT_TRUE(small);
  EXPECT_EQ(small->lines.size(), 6u);
  for (const StraddlingField &s : small->straddling) {
    const FieldLayout &field = laid.result.fields[s.field];
    EXPECT_EQ(s.firstLine, field.offset / 16);
    EXPECT_EQ(s.lastLine, (field.offset + field.size - 1) / 16);
    EXPECT_NE(s.firstLine, s.lastLine);
  }
  ASSERT_EQ(small->straddling.size(), 1u);
  EXPECT_EQ(small->straddling[0].lastLine, 4u);
}

TEST(FieldLinesTest, AlignmentOfAWholeLineNeedsNoAssumption) {
  Laid laid("#dlti.dl_spec<i64 = dense<512> : vector<2xi64>>",
            "!llvm.struct<(i8, i64)>");
  std::optional<FieldLines> lines = describeFieldLines(laid.result, 64);
  ASSERT_TRUE(lines);
  EXPECT_EQ(laid.result.layout->abiAlignment, 64u);
  EXPECT_FALSE(lines->startAssumed);
  // i8, 63 bytes of padding, i64 on the next line, then the tail.
  ASSERT_EQ(lines->lines.size(), 2u);
  EXPECT_EQ(lines->lines[0].fields, numbers({0}));
  EXPECT_EQ(lines->lines[1].fields, numbers({1}));
  EXPECT_TRUE(lines->straddling.empty());
  EXPECT_EQ(lines->paddingBytes, 63u + 56u);
}

TEST(FieldLinesTest, MemRefDescriptorsHaveLinesToo) {
  Laid laid(kSpec, "memref<4x?xf32>");
  std::optional<FieldLines> lines = describeFieldLines(laid.result, 32);
  ASSERT_TRUE(lines);
  ASSERT_EQ(laid.result.fields.size(), 5u);
  EXPECT_EQ(lines->lines.size(), (laid.result.layout->size + 31) / 32);
}

TEST(FieldLinesTest, NothingWhenItCannotBeKnown) {
  // Offsets after a scalable field are only minimums.
  Laid scalable(kSpec, "!llvm.struct<(i8, vector<[4]xi32>, i8)>");
  ASSERT_FALSE(scalable.result.fields.empty());
  EXPECT_FALSE(describeFieldLines(scalable.result, 64));
  // No fields.
  Laid scalar(kSpec, "i32");
  EXPECT_FALSE(describeFieldLines(scalar.result, 64));
  // No line size.
  Laid laid(kSpec, kStruct);
  EXPECT_FALSE(describeFieldLines(laid.result, 0));
}
