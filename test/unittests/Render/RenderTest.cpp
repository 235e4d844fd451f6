// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RenderTest.cpp - Text and JSON renderings --------------------------===//

#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/Render/HoverRender.h"
#include "mlir-layout/Render/ReasonText.h"
#include "mlir-layout/Render/TextRender.h"
#include "mlir-layout/Support/LineIndex.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

namespace {
LayoutResult makeResult(bool scalable) {
  LayoutResult r;
  r.type = scalable ? "vector<[4]xf32>" : "i24";
  r.scope = "@outer::@inner";
  TypeLayout l;
  l.size = scalable ? 16 : 3;
  l.bitsize = scalable ? 128 : 24;
  l.abiAlignment = 4;
  l.preferredAlignment = 8;
  l.scalable = scalable;
  r.layout = l;
  Reason reason;
  reason.rule = LayoutRule::IntegerNearestWider;
  reason.subject = "i24";
  reason.facts = IntegerFacts{24, 32};
  EntryRef entry;
  entry.key = "i32";
  entry.value = "dense<[32, 64]> : vector<2xi64>";
  entry.scope = "@outer";
  entry.where.line = 2;
  entry.where.column = 5;
  reason.entries.push_back(entry);
  r.reasons.push_back(reason);
  return r;
}

TEST(Render, QueryPassLinesMatchMLIRsTestPass) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printQueryPassLines(os, makeResult(false));
  EXPECT_EQ(text, "alignment = 4 : index\nbitsize = 24 : index\n"
                  "index = 0 : index\npreferred = 8 : index\n"
                  "size = 3 : index\n");
  text.clear();
  printQueryPassLines(os, makeResult(true));
  EXPECT_EQ(text, "alignment = 4 : index\n"
                  "bitsize = {minimal_size = 128 : index, scalable}\n"
                  "index = 0 : index\npreferred = 8 : index\n"
                  "size = {minimal_size = 16 : index, scalable}\n");
}

TEST(Render, QueryRecordHasExactlyTheDocumentedFields) {
  SourcePos where;
  where.line = 7;
  where.column = 12;
  nlohmann::json record = toQueryRecord(makeResult(false), where);
  EXPECT_EQ(dumpJson(record),
            R"({"abi":4,"bitsize":24,"column":12,"index":null,"line":7,)"
            R"("preferred":8,"scalable":false,"scope":"@outer::@inner",)"
            R"("size":3,"type":"i24"})");
  LayoutResult none;
  none.type = "memref<f32>";
  none.scope = "<top>";
  none.noLayoutReason = "no";
  EXPECT_EQ(dumpJson(toQueryRecord(none, where)),
            R"({"column":12,"error":"no","line":7,"scope":"<top>",)"
            R"("type":"memref<f32>"})");
}

TEST(Render, ExplanationNamesRuleEntryAndPlace) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printExplanation(os, makeResult(false), "f.mlir");
  EXPECT_NE(text.find("i24 [integer-nearest-wider-entry]: no entry for width "
                      "24, so the alignments come from the nearest wider "
                      "integer entry, i32"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("entry i32 = dense<[32, 64]> : vector<2xi64> in "
                      "@outer at f.mlir:2:5"),
            std::string::npos)
      << text;
}

TEST(Render, ReasonsLeaveTheHeadersNumbersOutAndKeepTheElements) {
  LayoutResult r = makeResult(false);
  r.reasons[0].numbers = r.layout;
  Reason element;
  element.rule = LayoutRule::BuiltinDefault;
  element.subject = "i8";
  element.facts = IntegerFacts{8, std::nullopt};
  element.numbers = TypeLayout{1, 8, 1, 1, std::nullopt, false};
  r.reasons.push_back(element);
  std::string top = describeReasonOf(r, r.reasons[0]);
  EXPECT_EQ(top.find("(size"), std::string::npos) << top;
  std::string inner = describeReasonOf(r, r.reasons[1]);
  EXPECT_NE(inner.find("(8 bits → 1 byte)"), std::string::npos) << inner;
  EXPECT_NE(inner.find("(size 1 byte, ABI alignment 1 byte, preferred "
                       "alignment 1 byte)"),
            std::string::npos)
      << inner;
}

TEST(Render, ReasonNumbersFollowTheNumberFormat) {
  Reason reason;
  reason.rule = LayoutRule::ArrayElements;
  reason.subject = "!llvm.array<16 x i32>";
  reason.facts = ArrayFacts{16, "i32", 4, 4};
  reason.numbers = TypeLayout{64, 512, 4, 4, std::nullopt, false};
  EXPECT_EQ(describeReason(reason, NumberFormat::Hex, /*withNumbers=*/true),
            "0x10 elements of i32, each 0x4 bytes padded to its ABI alignment "
            "0x4 bytes; the array has the element's alignments (size 0x40 "
            "bytes, ABI alignment 0x4 bytes, preferred alignment 0x4 bytes)");
}

TEST(Render, ExplanationJsonHasStructuredReasons) {
  LayoutResult r = makeResult(false);
  r.reasons[0].numbers = r.layout;
  nlohmann::json out = toExplanation(r);
  const nlohmann::json &reason = out["reasons"][0];
  EXPECT_EQ(reason["rule"], "integer-nearest-wider-entry");
  EXPECT_EQ(reason["facts"]["width"], 24);
  EXPECT_EQ(reason["facts"]["entry_width"], 32);
  EXPECT_EQ(reason["numbers"]["abi"], 4);
  EXPECT_EQ(reason["text"], describeReasonOf(r, r.reasons[0]));
}

TEST(Render, CountsOfOneAreSingular) {
  Reason vector;
  vector.rule = LayoutRule::VectorRounding;
  vector.subject = "vector<1xi8>";
  vector.facts = VectorFacts{1, 1, 1, "i8", 1, false};
  EXPECT_NE(describeReason(vector, NumberFormat::Decimal, false)
                .find("; 1 element × 1 byte of i8;"),
            std::string::npos)
      << describeReason(vector, NumberFormat::Decimal, false);
  Reason array;
  array.rule = LayoutRule::ArrayElements;
  array.subject = "!llvm.array<1 x i8>";
  array.facts = ArrayFacts{1, "i8", 1, 1};
  EXPECT_EQ(describeReason(array, NumberFormat::Decimal, false),
            "1 element of i8, each 1 byte padded to its ABI alignment 1 byte; "
            "the array has the element's alignments");
  LayoutResult padded = makeResult(false);
  padded.fields = {{"i8", 0, 1, 1, 0}, {"i16", 2, 2, 2, 1}};
  padded.tailPadding = 1;
  RenderOptions plain;
  plain.markdown = false;
  std::string hover = renderTypeHover(
      padded, plain, [](const SourcePos &) { return std::string(); });
  EXPECT_NE(hover.find("padding: 2 bytes (1 before #1, 1 at the tail)"),
            std::string::npos)
      << hover;
  EXPECT_EQ(hover.find("1 bytes"), std::string::npos) << hover;
}

TEST(Render, JsonNeverThrowsOnInvalidUtf8) {
  LayoutResult r = makeResult(false);
  r.type = std::string("!foo<\"\xff\xfe\">");
  SourcePos where;
  std::string out = dumpJson(toQueryRecord(r, where));
  EXPECT_NE(out.find("foo"), std::string::npos);
}

} // namespace

TEST(Render, LineIndexCountsUtf16UnitsBothWays) {
  // "𝔸" is 4 bytes / 2 UTF-16 units, "ö" 2 bytes / 1 unit.
  std::string text = "x\n𝔸ö i32\nz";
  LineIndex lines(text);
  EXPECT_EQ(lines.toUtf16(0), std::make_pair(0u, 0u));
  EXPECT_EQ(lines.toUtf16(2), std::make_pair(1u, 0u));
  EXPECT_EQ(lines.toUtf16(6), std::make_pair(1u, 2u)); // after 𝔸
  EXPECT_EQ(lines.toUtf16(9), std::make_pair(1u, 4u)); // 'i'
  EXPECT_EQ(lines.toUtf16(13), std::make_pair(2u, 0u));
  EXPECT_EQ(lines.toUtf16(999), std::make_pair(2u, 1u)); // clamped to end
  for (size_t offset : {0u, 2u, 6u, 8u, 9u, 12u, 13u}) {
    auto [line, character] = lines.toUtf16(offset);
    EXPECT_EQ(lines.toOffset(line, character), offset) << offset;
  }
  EXPECT_FALSE(lines.toOffset(3, 0));
}
