// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecSourceTest.cpp - Finding spec entries in source text -----------===//

#include "mlir-layout/Support/SpecSource.h"
#include "TestSupport/Annotations.h"

#include "gtest/gtest.h"

using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// Byte offsets of `range` within `text`.
Annotations::Range offsets(llvm::StringRef text, llvm::SMRange range) {
  return {size_t(range.Start.getPointer() - text.data()),
          size_t(range.End.getPointer() - text.data())};
}

TEST(SpecSource, SplitsKeyValueEntries) {
  Annotations a(
      R"(#dlti.dl_spec<$e[[$k[[i32]] = $v[[dense<[32, 64]> : vector<2xi64>]]]],
    $e[[$k[["dlti.endianness"]] = $v[["a,>b"]]]], // a comment, with > and ,
    $e[[$k[[!llvm.ptr<1>]] = $v[[dense<[32, 32, 32]> : vector<3xi64>]]]]>)");
  llvm::StringRef text = a.code();
  std::optional<SpecSource> source = splitSpecText(text);
  ASSERT_TRUE(source);
  ASSERT_EQ(source->entries.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(offsets(text, source->entries[i].entry), a.ranges("e")[i]) << i;
    EXPECT_EQ(offsets(text, source->entries[i].key), a.ranges("k")[i]) << i;
    EXPECT_EQ(offsets(text, source->entries[i].value), a.ranges("v")[i]) << i;
  }
  EXPECT_EQ(offsets(text, source->spec), Annotations::Range(0, text.size()));
}

TEST(SpecSource, SplitsDlEntrySyntax) {
  Annotations a(
      R"(#dlti.dl_spec<$e[[#dlti.dl_entry<$k[[index]], $v[[32 : i64]]>]],
  $e[[#dlti.dl_entry<$k[[!llvm.func<i32 (i32)>]], $v[[dense<8> : vector<1xi64>]]>]]>)");
  std::optional<SpecSource> source = splitSpecText(a.code());
  ASSERT_TRUE(source);
  ASSERT_EQ(source->entries.size(), 2u);
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(offsets(a.code(), source->entries[i].entry), a.ranges("e")[i]);
    EXPECT_EQ(offsets(a.code(), source->entries[i].key), a.ranges("k")[i]);
    EXPECT_EQ(offsets(a.code(), source->entries[i].value), a.ranges("v")[i]);
  }
}

TEST(SpecSource, EmptyAndMalformedSpecs) {
  std::optional<SpecSource> empty = splitSpecText("#dlti.dl_spec<>");
  ASSERT_TRUE(empty);
  EXPECT_TRUE(empty->entries.empty());
  EXPECT_FALSE(splitSpecText("#dlti.dl_spec<i32 = dense<32"));
  EXPECT_FALSE(splitSpecText("#other<i32 = 1>"));
  // A stray closing bracket ends the scan instead of looping on it (found by
  // the document fuzzer).
  EXPECT_FALSE(splitSpecText("#dlti.dl_spec<i32 = 1 ) -> x"));
  EXPECT_FALSE(splitSpecText("#dlti.dl_spec<)>"));
  EXPECT_FALSE(
      splitEntryList("#dlti.target_device_spec<\"a\" = 1 : \"x>> } (!t) -> y",
                     "#dlti.target_device_spec<"));
}

TEST(SpecSource, FindsAttributeSkippingNestedOpsAndFollowsAliases) {
  Annotations a(
      R"(module @outer attributes {foo = "dlti.dl_spec = x", $attr[[dlti.dl_spec = #spec]]} {
  $child[[module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>>} {}]]
})");
  std::string aliasText = "#dlti.dl_spec<i16 = dense<16> : vector<1xi64>>";
  llvm::StringMap<llvm::StringRef> aliases;
  aliases["spec"] = aliasText;
  llvm::StringRef text = a.code();
  Annotations::Range child = a.range("child");
  llvm::SMRange excluded(
      llvm::SMLoc::getFromPointer(text.data() + child.first),
      llvm::SMLoc::getFromPointer(text.data() + child.second));
  std::optional<SpecSource> source = findSpecSource(text, excluded, aliases);
  ASSERT_TRUE(source);
  EXPECT_EQ(offsets(text, source->attribute), a.range("attr"));
  ASSERT_EQ(source->entries.size(), 1u);
  EXPECT_EQ(llvm::StringRef(source->entries[0].key.Start.getPointer(), 3),
            "i16");
}

TEST(SpecSource, NoSpecAttribute) {
  llvm::StringMap<llvm::StringRef> aliases;
  EXPECT_FALSE(
      findSpecSource("module attributes {a.dlti.dl_spec = 1} {}", {}, aliases));
  EXPECT_FALSE(findSpecSource("module {} // dlti.dl_spec = #dlti.dl_spec<>", {},
                              aliases));
}
} // namespace
