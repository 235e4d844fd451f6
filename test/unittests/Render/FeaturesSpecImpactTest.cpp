// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FeaturesSpecImpactTest.cpp - What a whole spec decides -------------===//
//
// The code lens data above each spec (Features/SpecImpact.h): per entry the
// same impact the entry hover lists, and totals over the entries.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"
#include "TestSupport/TestAnalysis.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Features/SpecImpact.h"
#include "mlir-layout/Render/ImpactRender.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <set>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The host's i16 entry decides i16 in both scopes (without it, the i64
/// entry would), its i64 entry decides i64 in @host and the struct with an
/// i64 field in @device (without it, the widest entry, i16, would), and
/// its endianness no type; the device's i8 entry decides i8 there.
constexpr const char *kSpecs = R"mlir(
module @host attributes {$host[[dlti.dl_spec = #dlti.dl_spec<$i64^i64 = dense<[32, 64]> : vector<2xi64>, $i16^i16 = dense<[16, 16]> : vector<2xi64>, $endian^"dlti.endianness" = "big">]]} {
  $op^%0:3 = "test.use"() : () -> (i16, i64, f32)
  module @device attributes {$device[[dlti.dl_spec = #dlti.dl_$inDevice^spec<$i8^i8 = dense<[8, 8]> : vector<2xi64>>]]} {
    %1:3 = "test.use"() : () -> (i8, i16, !llvm.struct<(i8, i64)>)
  }
}
)mlir";

using Pairs = std::set<std::pair<std::string, std::string>>;

/// The (scope, type) pairs of an impact list.
Pairs pairsOf(const std::vector<ImpactedType> &impact) {
  Pairs pairs;
  for (const ImpactedType &t : impact)
    pairs.insert({t.scope, t.change.with.type});
  return pairs;
}

/// The (scope, type) pairs the entry hover at `name` lists.
Pairs hoverPairs(LayoutDocument &doc, const Annotations &code,
                 llvm::StringRef name) {
  std::optional<HoverInfo> hover = getHover(doc, pointAt(doc, code, name));
  EXPECT_TRUE(hover && hover->entry) << name.str();
  return hover && hover->entry ? pairsOf(hover->entry->impact) : Pairs();
}
} // namespace

TEST(FeaturesSpecImpact, EachSpecWithItsEntriesAndTotals) {
  Annotations code(kSpecs);
  DocumentAnalysis analysis = analyze(code);
  LayoutDocument &doc = *analysis.doc;
  std::vector<SpecImpact> impacts = getSpecImpacts(doc);
  ASSERT_EQ(impacts.size(), 2u);
  const SpecImpact &host = impacts[0], &device = impacts[1];
  EXPECT_EQ(host.scope, "@host");
  EXPECT_EQ(device.scope, "@host::@device");
  EXPECT_EQ(code.range("host").first, doc.getOffset(host.attribute.Start));
  EXPECT_EQ(code.range("host").second, doc.getOffset(host.attribute.End));
  EXPECT_EQ(code.range("device").first, doc.getOffset(device.attribute.Start));

  // Every entry, in order, with exactly what its hover lists.
  ASSERT_EQ(host.entries.size(), 3u);
  const char *names[] = {"i64", "i16", "endian"};
  Pairs all;
  for (size_t i = 0; i < 3; ++i) {
    Pairs pairs = pairsOf(host.entries[i].impact);
    EXPECT_EQ(pairs, hoverPairs(doc, code, names[i])) << names[i];
    all.insert(pairs.begin(), pairs.end());
  }
  EXPECT_EQ(
      pairsOf(host.entries[0].impact),
      (Pairs{{"@host", "i64"}, {"@host::@device", "!llvm.struct<(i8, i64)>"}}));
  EXPECT_EQ(pairsOf(host.entries[1].impact),
            (Pairs{{"@host", "i16"}, {"@host::@device", "i16"}}));
  EXPECT_TRUE(host.entries[2].impact.empty());
  EXPECT_EQ(host.entries[1].entry.key, "i16");
  EXPECT_EQ(host.entries[1].scopes, 2u);
  // Totals: distinct pairs and scopes over the entries.
  EXPECT_EQ(host.types, all.size());
  EXPECT_EQ(host.types, 4u);
  EXPECT_EQ(host.scopes, 2u);
  ASSERT_EQ(device.entries.size(), 1u);
  EXPECT_EQ(pairsOf(device.entries[0].impact), hoverPairs(doc, code, "i8"));
  EXPECT_EQ(device.types, 1u);
  EXPECT_EQ(device.scopes, 1u);

  EXPECT_EQ(renderSpecLensTitle(host), "sets 4 types in 2 scopes");
  EXPECT_EQ(renderSpecLensTitle(device), "sets 1 type");
  RenderOptions plain;
  plain.markdown = false;
  std::string text =
      renderSpecImpact(host, plain, [](const SourcePos &) { return ""; });
  EXPECT_NE(text.find("The data layout spec of @host sets 4 types in 2 "
                      "scopes"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\"dlti.endianness\" = \"big\" (line 2): sets no "
                      "type used here"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("in @host::@device: i16 · 2 bytes · align 2 → "),
            std::string::npos)
      << text;
}

TEST(FeaturesSpecImpact, AtFindsTheSpecWhoseAttributeHoldsThePlace) {
  Annotations code(kSpecs);
  DocumentAnalysis analysis = analyze(code);
  LayoutDocument &doc = *analysis.doc;
  std::optional<SpecImpact> device =
      getSpecImpactAt(doc, pointAt(doc, code, "inDevice"));
  ASSERT_TRUE(device);
  EXPECT_EQ(device->scope, "@host::@device");
  EXPECT_FALSE(getSpecImpactAt(doc, pointAt(doc, code, "op")));
}

TEST(FeaturesSpecImpact, NoSpecNoImpact) {
  Annotations code("module @m {\n  %0 = \"test.use\"() : () -> i16\n}\n");
  DocumentAnalysis analysis = analyze(code);
  EXPECT_TRUE(getSpecImpacts(*analysis.doc).empty());
  SpecImpact empty;
  EXPECT_EQ(renderSpecLensTitle(empty), "sets no type used here");
}
