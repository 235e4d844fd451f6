// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutTableTest.cpp - The layout view's table of a value -----------===//
//
// The table of the type or value at a cursor (annotated `$name^` points on
// SSA names): one row per struct field, descriptor field or complex part,
// one row for a value without fields, each with the padding around it and
// the cache lines it is on. Expected offsets follow LLVM's struct rule
// (each field at the next multiple of its ABI alignment, the size rounded
// up to the largest); every table is also checked for adding up: each
// row's offset, size and padding after it lead to the next row and to the
// value's size, and each row's lines are its bytes divided by the line
// size.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"
#include "TestSupport/TestAnalysis.h"

#include "JsonDocuments/LayoutTableJson.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Features/LayoutTable.h"
#include "mlir-layout/Render/LayoutTableRender.h"
#include "mlir-layout/Render/ReasonText.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// i64 aligned to 8 bytes; pointers and index 64-bit (MLIR's defaults).
constexpr const char *kValues = R"mlir(
module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
  %$three^s = "test.use"() : () -> !llvm.struct<(i8, i64, i8)>
  %$wide^w = "test.use"() : () -> !llvm.struct<(i8, i64, i16, array<7 x i64>, i32, i8)>
  %$packed^p = "test.use"() : () -> !llvm.struct<packed (i8, i64)>
  %$empty^e = "test.use"() : () -> !llvm.struct<()>
  %$ranked^r = "test.use"() : () -> memref<4x?xf32>
  %$unranked^u = "test.use"() : () -> memref<*xf32>
  %$complex^c = "test.use"() : () -> complex<f32>
  %$scalar^i = "test.use"() : () -> i32
  %$vector^v = "test.use"() : () -> vector<3xf32>
  %$long^l = "test.use"() : () -> vector<32xf32>
  %$scalable^x = "test.use"() : () -> !llvm.struct<(i8, vector<[4]xi32>, i8)>
  %$tensor^t = "test.use"() : () -> tensor<4xf32>
}
module @bare attributes {dlti.dl_spec = #dlti.dl_spec<"mlir_layout.memref_model" = "bare">} {
  %$bare^b = "test.use"() : () -> memref<4xf32>
}
)mlir";

/// The analysed document of kValues.
struct Values {
  Annotations code{kValues};
  DocumentAnalysis analysis = analyze(code);

  /// The layout of the value at the point `name`.
  LayoutResult resultAt(llvm::StringRef name) {
    std::optional<LayoutAt> at =
        getLayoutAt(*analysis.doc, pointAt(*analysis.doc, code, name));
    if (!at) {
      ADD_FAILURE() << "no layout at " << name.str();
      return LayoutResult();
    }
    return std::move(at->result);
  }

  /// The table of the value at the point `name` with lines of `lineSize`.
  LayoutTable tableAt(llvm::StringRef name, uint64_t lineSize = 64) {
    LayoutResult result = resultAt(name);
    std::optional<LayoutTable> table = describeLayoutTable(result, lineSize);
    if (!table) {
      ADD_FAILURE() << "no table at " << name.str();
      return LayoutTable();
    }
    return std::move(*table);
  }
};

/// Each row's offset, size and padding after lead to the next row's offset
/// (and the last to the size); padding before a row is the padding after
/// the one before it; the lines are the row's bytes over the line size; the
/// padding total is every byte no row uses.
void expectAddsUp(const LayoutTable &table) {
  uint64_t end = 0, used = 0, paddingAfterPrevious = 0;
  for (const LayoutRow &row : table.rows) {
    EXPECT_EQ(row.offset, end) << row.type;
    EXPECT_EQ(row.paddingBefore, paddingAfterPrevious) << row.type;
    EXPECT_EQ(row.offset % row.alignment, 0u) << row.type;
    end = row.offset + row.size + row.paddingAfter;
    paddingAfterPrevious = row.paddingAfter;
    used += row.size;
    if (table.lines && row.size) {
      EXPECT_EQ(row.firstLine, row.offset / table.lineSize) << row.type;
      EXPECT_EQ(row.lastLine, (row.offset + row.size - 1) / table.lineSize);
    }
  }
  if (table.rows.empty())
    return;
  EXPECT_EQ(end, table.numbers.size);
  if (table.lines) {
    EXPECT_EQ(table.lines->paddingBytes, table.numbers.size - used);
    EXPECT_EQ(table.lines->lines.size(),
              (table.numbers.size + table.lineSize - 1) / table.lineSize);
  }
}

/// The rows' offsets.
std::vector<uint64_t> offsetsOf(const LayoutTable &table) {
  std::vector<uint64_t> offsets;
  for (const LayoutRow &row : table.rows)
    offsets.push_back(row.offset);
  return offsets;
}

/// The rows' names.
std::vector<std::string> namesOf(const LayoutTable &table) {
  std::vector<std::string> names;
  for (const LayoutRow &row : table.rows)
    names.push_back(row.name);
  return names;
}
} // namespace

TEST(LayoutTableTest, StructRowsFollowLLVMStructRules) {
  Values values;
  LayoutTable table = values.tableAt("three");
  expectAddsUp(table);
  EXPECT_EQ(table.kind, LayoutTableKind::Struct);
  EXPECT_EQ(table.type, "!llvm.struct<(i8, i64, i8)>");
  EXPECT_EQ(table.scope, "@m");
  // i8 at 0, i64 at the next multiple of 8, i8 right after it; the size
  // rounded up to 8: 7 bytes of padding after each i8.
  EXPECT_EQ(offsetsOf(table), (std::vector<uint64_t>{0, 8, 16}));
  EXPECT_EQ(table.numbers.size, 24u);
  ASSERT_EQ(table.rows.size(), 3u);
  EXPECT_EQ(table.rows[0].paddingAfter, 7u);
  EXPECT_EQ(table.rows[1].paddingBefore, 7u);
  EXPECT_EQ(table.rows[1].alignment, 8u);
  EXPECT_EQ(table.rows[2].paddingAfter, 7u);
  EXPECT_EQ(table.rows[2].field, 2u);
  ASSERT_TRUE(table.lines);
  EXPECT_EQ(table.lines->paddingBytes, 14u);
  EXPECT_EQ(table.lines->lines.size(), 1u);
  EXPECT_TRUE(table.lines->startAssumed);
  for (const LayoutRow &row : table.rows) {
    EXPECT_EQ(row.firstLine, 0u);
    EXPECT_FALSE(row.straddles());
    EXPECT_TRUE(row.name.empty());
  }
}

TEST(LayoutTableTest, AFieldAcrossALineBoundaryStraddles) {
  Values values;
  LayoutTable table = values.tableAt("wide");
  expectAddsUp(table);
  // Every integer takes the alignment of i64, the only integer entry: i8
  // at 0, i64 at 8, i16 at 16, the array at 24 (to 79), i32 at 80, i8 at
  // 88, and the size rounded up to 96.
  EXPECT_EQ(offsetsOf(table), (std::vector<uint64_t>{0, 8, 16, 24, 80, 88}));
  for (const LayoutRow &row : table.rows)
    EXPECT_EQ(row.straddles(), row.field == 3u) << row.type;
  EXPECT_EQ(table.rows[3].firstLine, 0u);
  EXPECT_EQ(table.rows[3].lastLine, 1u);

  // Lines of 16 bytes: the array covers lines 1 to 4.
  LayoutTable small = values.tableAt("wide", 16);
  expectAddsUp(small);
  EXPECT_EQ(small.lineSize, 16u);
  EXPECT_EQ(small.rows[3].firstLine, 1u);
  EXPECT_EQ(small.rows[3].lastLine, 4u);
}

TEST(LayoutTableTest, PackedAndEmptyStructs) {
  Values values;
  LayoutTable packed = values.tableAt("packed");
  expectAddsUp(packed);
  EXPECT_EQ(packed.kind, LayoutTableKind::PackedStruct);
  EXPECT_EQ(offsetsOf(packed), (std::vector<uint64_t>{0, 1}));
  EXPECT_EQ(packed.lines->paddingBytes, 0u);

  // No fields, no rows: not one made-up row for the whole struct.
  LayoutTable empty = values.tableAt("empty");
  EXPECT_EQ(empty.kind, LayoutTableKind::Struct);
  EXPECT_TRUE(empty.rows.empty());
}

TEST(LayoutTableTest, MemRefDescriptorFieldsAreNamed) {
  Values values;
  LayoutTable ranked = values.tableAt("ranked");
  expectAddsUp(ranked);
  EXPECT_EQ(ranked.kind, LayoutTableKind::MemRefDescriptor);
  EXPECT_EQ(ranked.type, "memref<4x?xf32>");
  EXPECT_EQ(namesOf(ranked),
            (std::vector<std::string>{"allocated pointer", "aligned pointer",
                                      "offset", "sizes", "strides"}));
  // Two 8-byte pointers, an i64 offset, then two arrays of two i64.
  EXPECT_EQ(offsetsOf(ranked), (std::vector<uint64_t>{0, 8, 16, 24, 40}));
  EXPECT_EQ(ranked.rows[3].type, "!llvm.array<2 x i64>");

  LayoutTable unranked = values.tableAt("unranked");
  expectAddsUp(unranked);
  EXPECT_EQ(namesOf(unranked),
            (std::vector<std::string>{"rank", "descriptor pointer"}));
  EXPECT_EQ(offsetsOf(unranked), (std::vector<uint64_t>{0, 8}));

  // The bare model: one pointer, one row.
  LayoutTable bare = values.tableAt("bare");
  expectAddsUp(bare);
  EXPECT_EQ(bare.kind, LayoutTableKind::MemRefPointer);
  ASSERT_EQ(bare.rows.size(), 1u);
  EXPECT_FALSE(bare.rows[0].field);
  EXPECT_EQ(bare.rows[0].size, 8u);
}

TEST(LayoutTableTest, ComplexPartsAreNamed) {
  Values values;
  LayoutTable table = values.tableAt("complex");
  expectAddsUp(table);
  EXPECT_EQ(table.kind, LayoutTableKind::Complex);
  EXPECT_EQ(namesOf(table), (std::vector<std::string>{"real", "imaginary"}));
  EXPECT_EQ(offsetsOf(table), (std::vector<uint64_t>{0, 4}));
}

TEST(LayoutTableTest, AValueWithoutFieldsIsOneRow) {
  Values values;
  LayoutTable scalar = values.tableAt("scalar");
  expectAddsUp(scalar);
  EXPECT_EQ(scalar.kind, LayoutTableKind::Scalar);
  ASSERT_EQ(scalar.rows.size(), 1u);
  const LayoutRow &row = scalar.rows[0];
  EXPECT_FALSE(row.field);
  EXPECT_EQ(row.type, "i32");
  EXPECT_EQ(row.offset, 0u);
  EXPECT_EQ(row.size, 4u);
  // i32 takes the alignment of the nearest wider integer entry, i64's.
  EXPECT_EQ(row.alignment, 8u);
  EXPECT_EQ(row.paddingAfter, 0u);
  EXPECT_EQ(row.firstLine, 0u);
  EXPECT_TRUE(scalar.paddingCounted);

  // vector<3xf32>: the innermost dimension rounded up to 4 elements.
  LayoutTable vector = values.tableAt("vector");
  expectAddsUp(vector);
  EXPECT_EQ(vector.kind, LayoutTableKind::Vector);
  ASSERT_EQ(vector.rows.size(), 1u);
  EXPECT_EQ(vector.rows[0].size, 16u);
  // The 4 rounding bytes are inside the row: no padding total claimed.
  EXPECT_FALSE(vector.paddingCounted);

  // 128 bytes: the value itself spans two lines.
  LayoutTable longer = values.tableAt("long");
  expectAddsUp(longer);
  ASSERT_EQ(longer.rows.size(), 1u);
  EXPECT_TRUE(longer.rows[0].straddles());
  EXPECT_EQ(longer.lines->lines.size(), 2u);
}

TEST(LayoutTableTest, NoPaddingOrLinesAfterAScalableField) {
  Values values;
  LayoutTable table = values.tableAt("scalable");
  EXPECT_FALSE(table.lines);
  ASSERT_EQ(table.rows.size(), 3u);
  EXPECT_TRUE(table.rows[1].scalable);
  for (const LayoutRow &row : table.rows) {
    EXPECT_FALSE(row.firstLine);
    EXPECT_FALSE(row.straddles());
  }
}

TEST(LayoutTableTest, NoTableWithoutALayoutOrALineSize) {
  Values values;
  LayoutResult tensor = values.resultAt("tensor");
  ASSERT_FALSE(tensor.hasLayout());
  EXPECT_FALSE(describeLayoutTable(tensor, 64));
  EXPECT_FALSE(describeLayoutTable(values.resultAt("three"), 0));
}

TEST(LayoutTableTest, TextColumnsLineUpAndJsonHasEveryRow) {
  Values values;
  LayoutTable table = values.tableAt("wide");
  std::string text;
  llvm::raw_string_ostream os(text);
  printLayoutTable(os, table);
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(text).split(lines, '\n', -1, /*KeepEmpty=*/false);
  // The heading, the column names, a row per field, padding, lines.
  ASSERT_EQ(lines.size(), 1 + 1 + table.rows.size() + 2);
  // Right-aligned numbers: every offset cell ends where `offset` does.
  size_t offsetEnd = lines[1].find("offset") + 6;
  for (size_t i = 0; i < table.rows.size(); ++i) {
    llvm::StringRef line = lines[2 + i];
    std::string offset = std::to_string(table.rows[i].offset);
    EXPECT_EQ(line.substr(offsetEnd - offset.size(), offset.size()), offset)
        << line.str();
  }
  EXPECT_TRUE(lines[2 + 3].ends_with("0–1 straddles")) << lines[5].str();

  nlohmann::json json = toLayoutTableJson(table);
  EXPECT_EQ(json["rows"].size(), table.rows.size());
  EXPECT_EQ(json["rows"][3]["straddles"], true);
  EXPECT_EQ(json["padding"], table.lines->paddingBytes);
  EXPECT_EQ(json["line_count"], 2);
  EXPECT_TRUE(json["rows"][0]["name"].is_null());
  // The server's llvm::json prints as the CLI's.
  std::string server;
  llvm::raw_string_ostream serverOS(server);
  serverOS << toLayoutTableJSON(table);
  EXPECT_EQ(server, json.dump());
}

/// The rule of `row`'s reason, or std::nullopt without one.
static std::optional<LayoutRule> ruleOf(const LayoutRow &row) {
  return row.reason ? std::optional(row.reason->rule) : std::nullopt;
}

TEST(LayoutTableTest, EachRowSaysWhyItHasItsSizeAndAlignment) {
  Values values;
  // A struct's fields: each its own type's reason, with the entry it used.
  LayoutTable wide = values.tableAt("wide");
  for (const LayoutRow &row : wide.rows) {
    ASSERT_TRUE(row.reason) << row.type;
    EXPECT_EQ(row.reason->subject, row.type);
  }
  EXPECT_EQ(ruleOf(wide.rows[0]), LayoutRule::IntegerNearestWider); // i8
  ASSERT_EQ(wide.rows[0].reason->entries.size(), 1u);
  EXPECT_EQ(wide.rows[0].reason->entries[0].key, "i64");
  EXPECT_EQ(ruleOf(wide.rows[1]), LayoutRule::ExactEntry);    // i64
  EXPECT_EQ(ruleOf(wide.rows[3]), LayoutRule::ArrayElements); // array
  // A memref descriptor's fields are the lowered struct's.
  for (const LayoutRow &row : values.tableAt("ranked").rows) {
    ASSERT_TRUE(row.reason) << row.type;
    EXPECT_EQ(row.reason->subject, row.type);
  }
  // One row for a value: the value's own reason.
  EXPECT_EQ(ruleOf(values.tableAt("vector").rows[0]),
            LayoutRule::VectorRounding);
  EXPECT_EQ(ruleOf(values.tableAt("scalar").rows[0]),
            LayoutRule::IntegerNearestWider);

  // JSON: `why` in words, the numbers of the field's type with it.
  nlohmann::json json = toLayoutTableJson(wide);
  const nlohmann::json &why = json["rows"][0]["why"];
  ASSERT_TRUE(why.is_string());
  EXPECT_EQ(why.get<std::string>(),
            describeReason(*wide.rows[0].reason, NumberFormat::Decimal,
                           /*withNumbers=*/true));
  EXPECT_NE(why.get<std::string>().find("i64"), std::string::npos)
      << why.get<std::string>();
  // A row without a reason writes null.
  wide.rows[0].reason.reset();
  EXPECT_TRUE(toLayoutTableJson(wide)["rows"][0]["why"].is_null());
}
