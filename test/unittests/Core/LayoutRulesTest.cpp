// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutRulesTest.cpp - Declared layouts: patterns and errors --------===//

#include "mlir-layout/Core/LayoutRules.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

namespace {
std::shared_ptr<const LayoutRules> parseRules(const char *text,
                                              std::vector<LayoutFileError> &e) {
  return LayoutRules::parse(text, "/p/.mlir-layout.json", e);
}

TEST(LayoutRules, PatternsCaptureAndSubstitute) {
  std::vector<LayoutFileError> errors;
  auto rules = parseRules(R"({"types": [
    {"match": "!d.same<$T, $T>", "as": "vector<2x$T>"},
    {"match": "!d.pair<$A, $B>", "struct": ["$A", "$B"], "packed": true},
    {"match": "!d.any<*>", "size": 3, "abi": 1},
    {"match": "!d.any", "size": 1, "abi": 1}
  ]})",
                          errors);
  ASSERT_TRUE(rules);
  EXPECT_TRUE(errors.empty());
  auto same = rules->resolve("!d.same<f32, f32>");
  ASSERT_TRUE(same);
  EXPECT_EQ(same->asType, "vector<2xf32>");
  // `$T` twice must capture the same text: falls through to the next rule.
  EXPECT_FALSE(rules->resolve("!d.same<f32, i8>"));
  auto pair = rules->resolve("!d.pair<vector<2xi8>, !llvm.struct<(i1, i2)>>");
  ASSERT_TRUE(pair);
  EXPECT_EQ(pair->rule, 1u);
  EXPECT_EQ(pair->asType,
            "!llvm.struct<packed (vector<2xi8>, !llvm.struct<(i1,i2)>)>");
  auto any = rules->resolve("!d.any<\"x\", 3, [1, 2]>");
  ASSERT_TRUE(any && any->fixed);
  EXPECT_EQ(any->fixed->size, 3u);
  EXPECT_EQ(rules->resolve("!d.any")->fixed->size, 1u);
  EXPECT_FALSE(rules->resolve("!d.other"));
}

TEST(LayoutRules, ErrorsHaveLinesAndColumnsAndSkipOnlyTheirRule) {
  std::vector<LayoutFileError> errors;
  auto rules = parseRules("{\"types\": [\n"
                          "  {\"match\": \"!d.a\", \"size\": 4, \"abi\": 3},\n"
                          "  {\"match\": \"!d.b\", \"size\": 4, \"abi\": 4},\n"
                          "  {\"size\": 1}\n"
                          "]}",
                          errors);
  ASSERT_TRUE(rules);
  EXPECT_EQ(rules->size(), 1u);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].line, 2u);
  EXPECT_EQ(errors[0].column, 13u);
  EXPECT_NE(errors[0].message.find("powers of two"), std::string::npos);
  EXPECT_NE(errors[1].message.find("rule 3"), std::string::npos);
  std::vector<LayoutFileError> syntax;
  EXPECT_FALSE(parseRules("{\"types\": [\n  {,}\n]}", syntax));
  ASSERT_EQ(syntax.size(), 1u);
  EXPECT_EQ(syntax[0].line, 2u);
}
} // namespace

TEST(LayoutRules, LoadReadsTheFileOrReportsWhyNot) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("rules", "json", path));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec);
    os << R"({"types": [{"match": "!d.x", "size": 2, "abi": 2}]})";
  }
  std::vector<LayoutFileError> errors;
  auto rules = LayoutRules::load(std::string(path), errors);
  llvm::sys::fs::remove(path);
  ASSERT_TRUE(rules);
  EXPECT_TRUE(errors.empty());
  EXPECT_EQ(rules->resolve("!d.x")->fixed->size, 2u);

  std::vector<LayoutFileError> missing;
  EXPECT_FALSE(LayoutRules::load(std::string(path), missing));
  ASSERT_EQ(missing.size(), 1u);
  EXPECT_EQ(missing[0].line, 1u);
  EXPECT_NE(missing[0].message.find("cannot read the layout file"),
            std::string::npos);
}

TEST(LayoutRules, LongTypesMatchInOnePassPerCapture) {
  // A 200,000-character opaque type: each capture's candidate lengths come
  // from one scan, and a capture followed by literal text has one length
  // (trying every length, rescanning each, took minutes at this size).
  std::vector<LayoutFileError> errors;
  auto rules = LayoutRules::parse(R"({"types": [
    {"match": "!d.pair<$A, $B>", "struct": ["$A", "$B"]},
    {"match": "!d.big<$B>", "size": 8, "abi": 8}
  ]})",
                                  "/p/.mlir-layout.json", errors);
  ASSERT_TRUE(rules && errors.empty());
  std::string inner = "\"" + std::string(200000, 'x') + "\"";
  auto big = rules->resolve("!d.big<" + inner + ">");
  ASSERT_TRUE(big && big->fixed);
  EXPECT_EQ(big->rule, 1u);
  auto pair =
      rules->resolve("!d.pair<i8, vector<" + std::to_string(100000) + "xi8>>");
  ASSERT_TRUE(pair);
  EXPECT_EQ(pair->asType, "!llvm.struct<(i8, vector<100000xi8>)>");
  // A nested comma is inside a capture, not between two.
  auto nested = rules->resolve("!d.pair<!d.pair<i8, i16>, i32>");
  ASSERT_TRUE(nested);
  EXPECT_EQ(nested->asType, "!llvm.struct<(!d.pair<i8,i16>, i32)>");
  // The same answer again comes from the cache.
  EXPECT_EQ(rules->resolve("!d.pair<i8, vector<100000xi8>>")->asType,
            pair->asType);
}

TEST(LayoutRules, LargeLayoutFilesAreRefused) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("rules", "json", path));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec);
    os << "{\"types\": [], \"pad\": \""
       << std::string(LayoutRules::kMaxLayoutFileBytes, ' ') << "\"}";
  }
  std::vector<LayoutFileError> errors;
  EXPECT_FALSE(LayoutRules::load(std::string(path), errors));
  llvm::sys::fs::remove(path);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("layout files are read up to 4 MiB"),
            std::string::npos)
      << errors[0].message;
}
