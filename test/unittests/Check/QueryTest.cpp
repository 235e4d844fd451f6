// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- QueryTest.cpp - Answers and their reasons --------------------------===//
//
// The numbers are checked against MLIR itself by the differential suite;
// these tests pin the engine's own contribution: how specs of nested scopes
// combine (including the redefinitions MLIR 22 crashes on), which rule and
// which entry are reported, and where that entry is written.
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
/// The query object of the scope at path `scope` of `doc`.
ScopedDataLayout &layoutOf(LayoutDocument &doc, llvm::StringRef scope) {
  const LayoutScope *s = doc.getScopes().findByPath(scope);
  EXPECT_TRUE(s) << scope.str();
  return doc.getLayout(*s);
}

/// Parses `typeText` in `doc`.
Type typeOf(LayoutDocument &doc, llvm::StringRef typeText) {
  std::string error;
  Type type = doc.parseType(typeText, error);
  EXPECT_TRUE(type) << error;
  return type;
}

/// Explains `typeText` in the scope at path `scope` of `doc`.
const LayoutResult &query(LayoutDocument &doc, llvm::StringRef scope,
                          llvm::StringRef typeText) {
  return layoutOf(doc, scope).explain(typeOf(doc, typeText));
}

const char *kNested = R"(
module @outer attributes {dlti.dl_spec = #dlti.dl_spec<
    $i64o[[i64 = dense<[32, 64]> : vector<2xi64>]], $i32[[i32 = dense<[32, 64]> : vector<2xi64>]],
    $idx[[index = 32 : i64]]>} {
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<
      $i64i[[i64 = dense<[64, 128]> : vector<2xi64>]], $f32[[f32 = dense<[64, 64]> : vector<2xi64>]]>} {
  }
})";

TEST(Query, InnermostEntryWinsWhereMLIRCrashes) {
  Annotations a(kNested);
  auto doc = parseDocument(a.code());
  ASSERT_TRUE(doc->isParsed());
  EXPECT_FALSE(doc->hasErrors());
  const LayoutResult &outer = query(*doc, "@outer", "i64");
  ASSERT_TRUE(outer.hasLayout());
  EXPECT_EQ(outer.layout->abiAlignment, 4u);
  const LayoutResult &inner = query(*doc, "@outer::@inner", "i64");
  ASSERT_TRUE(inner.hasLayout());
  EXPECT_EQ(inner.layout->abiAlignment, 8u);
  EXPECT_EQ(inner.layout->preferredAlignment, 16u);
  ASSERT_EQ(inner.reasons.size(), 1u);
  EXPECT_EQ(inner.reasons[0].rule, LayoutRule::ExactEntry);
  ASSERT_EQ(inner.reasons[0].entries.size(), 1u);
  EXPECT_EQ(inner.reasons[0].entries[0].scope, "@outer::@inner");
  EXPECT_EQ(offsets(*doc, inner.reasons[0].entries[0].where.range),
            a.range("i64i"));
}

TEST(Query, IntegerInterpolationNamesTheNearestWiderEntry) {
  Annotations a(kNested);
  auto doc = parseDocument(a.code());
  // In @inner, i24 sees both i32 (outer) and i64 (inner): i32 is nearest.
  const LayoutResult &r = query(*doc, "@outer::@inner", "i24");
  ASSERT_TRUE(r.hasLayout());
  EXPECT_EQ(r.layout->size, 3u);
  EXPECT_EQ(r.layout->bitsize, 24u);
  ASSERT_EQ(r.reasons.size(), 1u);
  EXPECT_EQ(r.reasons[0].rule, LayoutRule::IntegerNearestWider);
  ASSERT_EQ(r.reasons[0].entries.size(), 1u);
  EXPECT_EQ(r.reasons[0].entries[0].key, "i32");
  EXPECT_EQ(r.reasons[0].entries[0].scope, "@outer");
  EXPECT_EQ(offsets(*doc, r.reasons[0].entries[0].where.range), a.range("i32"));
  // Wider than every entry: the widest one decides.
  const LayoutResult &wide = query(*doc, "@outer::@inner", "i100");
  ASSERT_TRUE(wide.hasLayout());
  EXPECT_EQ(wide.reasons[0].rule, LayoutRule::IntegerWidestEntry);
  EXPECT_EQ(wide.reasons[0].entries[0].key, "i64");
  EXPECT_EQ(wide.layout->abiAlignment, 8u);
}

TEST(Query, IndexExplainsBitwidthAndTheIntegerItBecomes) {
  Annotations a(kNested);
  auto doc = parseDocument(a.code());
  const LayoutResult &r = query(*doc, "@outer::@inner", "index");
  ASSERT_TRUE(r.hasLayout());
  EXPECT_EQ(r.layout->indexBitwidth, std::optional<uint64_t>(32));
  EXPECT_EQ(r.layout->size, 4u);
  ASSERT_EQ(r.reasons.size(), 2u);
  EXPECT_EQ(r.reasons[0].rule, LayoutRule::IndexAsInteger);
  EXPECT_EQ(offsets(*doc, r.reasons[0].entries[0].where.range), a.range("idx"));
  EXPECT_EQ(r.reasons[1].subject, "i32");
  EXPECT_EQ(r.reasons[1].rule, LayoutRule::ExactEntry);
}

TEST(Query, DefaultsOutsideAnySpec) {
  auto doc = parseDocument("func.func private @f(i32)\n");
  ASSERT_TRUE(doc->isParsed());
  const LayoutResult &r = query(*doc, "<top>", "f64");
  ASSERT_TRUE(r.hasLayout());
  EXPECT_EQ(r.scope, "<top>");
  EXPECT_EQ(r.reasons[0].rule, LayoutRule::BuiltinDefault);
  EXPECT_TRUE(r.reasons[0].entries.empty());
}

TEST(Query, VectorsAndComplexExplainTheirElements) {
  Annotations a(kNested);
  auto doc = parseDocument(a.code());
  const LayoutResult &v = query(*doc, "@outer::@inner", "vector<2x3xf32>");
  ASSERT_TRUE(v.hasLayout());
  EXPECT_EQ(v.layout->size, 32u); // 2 x 4 (3 rounded up) x 4 bytes
  ASSERT_EQ(v.reasons.size(), 2u);
  EXPECT_EQ(v.reasons[0].rule, LayoutRule::VectorRounding);
  EXPECT_EQ(v.reasons[1].subject, "f32");
  EXPECT_EQ(offsets(*doc, v.reasons[1].entries[0].where.range), a.range("f32"));
  const LayoutResult &s = query(*doc, "@outer", "vector<[4]xi8>");
  ASSERT_TRUE(s.hasLayout());
  EXPECT_TRUE(s.layout->scalable);
  EXPECT_EQ(s.layout->size, 4u);
  const LayoutResult &c = query(*doc, "@outer", "complex<i16>");
  ASSERT_TRUE(c.hasLayout());
  EXPECT_EQ(c.reasons[0].rule, LayoutRule::ComplexPadding);
}

TEST(Query, LlvmStructFieldsAndPointers) {
  auto doc = parseDocument(R"(
module @m attributes {dlti.dl_spec = #dlti.dl_spec<
    !llvm.ptr<3> = dense<[32, 32, 32, 16]> : vector<4xi64>>} {})");
  const LayoutResult &s =
      query(*doc, "@m", "!llvm.struct<(i8, !llvm.ptr<3>, i16, i64)>");
  ASSERT_TRUE(s.hasLayout());
  ASSERT_EQ(s.fields.size(), 4u);
  EXPECT_EQ(s.fields[1].offset, 4u);
  EXPECT_EQ(s.fields[1].paddingBefore, 3u);
  EXPECT_EQ(s.fields[2].offset, 8u);
  uint64_t end = s.fields.back().offset + s.fields.back().size;
  EXPECT_EQ(end + s.tailPadding, s.layout->size);
  const LayoutResult &p = query(*doc, "@m", "!llvm.ptr<3>");
  EXPECT_EQ(p.reasons[0].rule, LayoutRule::PointerEntry);
  EXPECT_EQ(p.layout->indexBitwidth, std::optional<uint64_t>(16));
  const LayoutResult &q = query(*doc, "@m", "!llvm.ptr<2>");
  EXPECT_EQ(q.reasons[0].rule, LayoutRule::PointerDefault);
  EXPECT_EQ(q.layout->size, 8u);
  const LayoutResult &packed =
      query(*doc, "@m", "!llvm.struct<packed (i8, i64)>");
  EXPECT_EQ(packed.fields[1].offset, 1u);
}

TEST(Query, ResultsAreCachedPerScope) {
  auto doc = parseDocument(Annotations(kNested).code());
  const LayoutResult &first = query(*doc, "@outer", "i24");
  const LayoutResult &second = query(*doc, "@outer", "i24");
  EXPECT_EQ(&first, &second);
}

TEST(Query, NumberQueriesComputeNoExplanation) {
  auto doc = parseDocument(Annotations(kNested).code());
  for (const char *text : {"i24", "!llvm.struct<(i8, i64)>", "index",
                           "memref<4xf32>", "complex<f32>"}) {
    Type type = typeOf(*doc, text);
    ScopedDataLayout &layout = layoutOf(*doc, "@outer::@inner");
    const LayoutResult &numbers = layout.query(type);
    const LayoutResult &explained = layout.explain(type);
    ASSERT_TRUE(numbers.hasLayout()) << text;
    EXPECT_TRUE(numbers.reasons.empty()) << text;
    EXPECT_TRUE(numbers.fields.empty()) << text;
    EXPECT_FALSE(explained.reasons.empty()) << text;
    EXPECT_EQ(numbers.layout->size, explained.layout->size) << text;
    EXPECT_EQ(numbers.layout->abiAlignment, explained.layout->abiAlignment)
        << text;
    EXPECT_EQ(&explained, &layout.explain(type)) << text;
  }
}

TEST(Query, IntegerWidthRangesInMessagesReadAsWidths) {
  // The inner i32 decides i1..i32; the inner i64 decides i33 and every
  // wider width (it is the widest entry).
  auto doc =
      parseDocument(R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<
    i32 = dense<32> : vector<1xi64>, i64 = dense<32> : vector<1xi64>>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<
      i32 = dense<64> : vector<1xi64>, i64 = dense<64> : vector<1xi64>>} {}
})");
  std::vector<SpecIssue> issues =
      checkDocument(*doc, CompatibilityPolicy::Relax);
  std::vector<std::string> messages;
  for (const SpecIssue &issue : issues)
    messages.push_back(issue.message);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_NE(messages[0].find(" gives i1..i32 ABI alignment 8"),
            std::string::npos)
      << messages[0];
  EXPECT_NE(messages[1].find(" gives i33 and wider ABI alignment 8"),
            std::string::npos)
      << messages[1];
}

TEST(Query, InvalidEntryIsReportedAndIgnored) {
  Annotations a(R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
    $bad[[i32 = "wide"]], i16 = dense<[16, 32]> : vector<2xi64>>} {})");
  auto doc = parseDocument(a.code());
  ASSERT_TRUE(doc->isParsed());
  EXPECT_FALSE(doc->hasErrors()); // MLIR itself parses and verifies it
  std::vector<SpecIssue> issues = checkDocument(*doc, CompatibilityPolicy::Off);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-wrong-value-kind");
  EXPECT_EQ(offsets(*doc, issues[0].where.range), a.range("bad"));
  const LayoutResult &r = query(*doc, "@m", "i32");
  ASSERT_TRUE(r.hasLayout());
  EXPECT_EQ(r.reasons[0].entries[0].key, "i16"); // the widest valid entry
}

TEST(Query, ScopePropertiesNameTheirEntry) {
  auto doc =
      parseDocument(R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
    "dlti.endianness" = "big", "dlti.stack_alignment" = 128 : i64>} {
  module @n {}
})");
  const LayoutScope *n = doc->getScopes().findByPath("@m::@n");
  ASSERT_TRUE(n);
  const ScopeProperties &props = doc->getLayout(*n).getProperties();
  ASSERT_GE(props.properties.size(), 6u);
  EXPECT_EQ(props.properties[0].key, "dlti.endianness");
  EXPECT_EQ(props.properties[0].value, "\"big\"");
  ASSERT_TRUE(props.properties[0].entry);
  EXPECT_EQ(props.properties[0].entry->scope, "@m");
  auto stack = llvm::find_if(props.properties, [](const ScopeProperty &p) {
    return p.key == "dlti.stack_alignment";
  });
  ASSERT_NE(stack, props.properties.end());
  EXPECT_EQ(stack->value, "128");
  EXPECT_FALSE(stack->isDefault);
}
} // namespace
