// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutSafetyTest.cpp - Types MLIR 22 aborts or crashes on ----------===//
//
// Every input here kills MLIR 22's DataLayout (abort, segfault or SIGFPE;
// see docs/mlir22-crashes.md). The engine must answer each with a
// reason instead, without reaching MLIR.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/LayoutSafety.h"

#include "llvm/ADT/StringExtras.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
struct NoLayoutCase {
  const char *spec;    // entries of the module's dl_spec
  const char *type;    // the type to query
  const char *because; // a phrase the reason must contain
};

/// Prints a case as its type and spec in failure messages.
[[maybe_unused]] void PrintTo(const NoLayoutCase &c, std::ostream *os) {
  *os << c.type;
  if (*c.spec)
    *os << " under " << c.spec;
}

/// The test name of a case: its type with every run of characters other
/// than letters and digits written as one `_` (`llvm_array_3_x_i0`).
std::string nameOf(const ::testing::TestParamInfo<NoLayoutCase> &info) {
  std::string name;
  for (const char *p = info.param.type; *p; ++p) {
    if (llvm::isAlnum(*p))
      name += *p;
    else if (!name.empty() && name.back() != '_')
      name += '_';
  }
  while (!name.empty() && name.back() == '_')
    name.pop_back();
  return name;
}

class NoLayout : public ::testing::TestWithParam<NoLayoutCase> {};

TEST_P(NoLayout, AnswersWithAReason) {
  const NoLayoutCase &c = GetParam();
  std::string code = std::string("module @m attributes {dlti.dl_spec = "
                                 "#dlti.dl_spec<") +
                     c.spec + ">} {}\n";
  auto doc = parseDocument(code);
  ASSERT_TRUE(doc->isParsed());
  std::string error;
  Type type = doc->parseType(c.type, error);
  ASSERT_TRUE(type) << error;
  const LayoutResult &r =
      doc->getLayout(*doc->getScopes().findByPath("@m")).query(type);
  EXPECT_FALSE(r.hasLayout());
  EXPECT_NE(r.noLayoutReason.find(c.because), std::string::npos)
      << r.noLayoutReason;
}

INSTANTIATE_TEST_SUITE_P(
    Crashers, NoLayout,
    ::testing::Values(
        NoLayoutCase{"", "tensor<4xf32>", "tensors"},
        NoLayoutCase{"", "(i32) -> i32", "function"},
        NoLayoutCase{"", "none", "none"},
        NoLayoutCase{"", "tuple<i32, f32>", "tuple"},
        NoLayoutCase{"", "!llvm.void", "no size"},
        NoLayoutCase{"", "!llvm.token", "no size"},
        NoLayoutCase{"", "!llvm.func<void ()>", "function"},
        NoLayoutCase{"", "!mydialect.thing<3>", "not loaded"},
        NoLayoutCase{"", "vector<f32>", "0-D"},
        NoLayoutCase{"", "!llvm.array<2 x vector<[4]xf32>>", "scalable"},
        NoLayoutCase{"", "!llvm.array<2 x struct<(vector<[4]xi32>)>>",
                     "scalable"},
        NoLayoutCase{"", "!llvm.struct<(array<2 x vector<[4]xi32>>)>",
                     "scalable"},
        NoLayoutCase{"", "!llvm.struct<(i0, i32)>", "alignment 0"},
        NoLayoutCase{"", "!llvm.array<3 x i0>", "alignment 0"},
        NoLayoutCase{"", "complex<i0>", "alignment 0"},
        NoLayoutCase{"i32 = dense<[0]> : vector<1xi64>", "!llvm.struct<(i32)>",
                     "alignment 0"},
        NoLayoutCase{"f32 = dense<[0]> : vector<1xi64>", "complex<f32>",
                     "alignment 0"},
        NoLayoutCase{"!llvm.ptr = dense<[64, 0, 0]> : vector<3xi64>",
                     "!llvm.array<2 x ptr>", "alignment 0"},
        NoLayoutCase{"index = 0 : i64", "!llvm.struct<(index)>", "alignment 0"},
        NoLayoutCase{"", "!llvm.array<2 x tensor<2xf32>>", "tensors"},
        // A struct that contains itself by value: every walk over its
        // fields would recurse without end.
        NoLayoutCase{"", "!llvm.struct<\"self\", (i8, struct<\"self\">)>",
                     "contains itself by value"},
        NoLayoutCase{"",
                     "!llvm.struct<(i32, struct<\"outer\", (array<2 x "
                     "struct<\"outer\">>)>)>",
                     "contains itself by value"},
        NoLayoutCase{"",
                     "!llvm.struct<(struct<\"ring\", (i8, memref<?xf32>, "
                     "struct<\"ring\">)>)>",
                     "contains itself by value"}),
    nameOf);

TEST(LayoutSafety, AStructHeldThroughAPointerIsNotSelfContaining) {
  auto doc = parseDocument("module @m {}\n");
  std::string error;
  Type list = doc->parseType("!llvm.struct<\"list\", (i32, ptr)>", error);
  ASSERT_TRUE(list) << error;
  EXPECT_FALSE(findSelfContainment(list));
  const LayoutResult &r =
      doc->getLayout(*doc->getScopes().findByPath("@m")).query(list);
  ASSERT_TRUE(r.hasLayout()) << r.noLayoutReason;
  EXPECT_EQ(r.layout->size, 16u);
}

TEST(LayoutSafety, ZeroSizedTypesThatMLIRCanAnswer) {
  auto doc = parseDocument("module @m {}\n");
  std::string error;
  Type i0 = doc->parseType("i0", error);
  const LayoutResult &r =
      doc->getLayout(*doc->getScopes().findByPath("@m")).query(i0);
  ASSERT_TRUE(r.hasLayout());
  EXPECT_EQ(r.layout->size, 0u);
  Type packed = doc->parseType("!llvm.struct<packed (i0, i8)>", error);
  ASSERT_TRUE(packed) << error;
  EXPECT_TRUE(doc->getLayout(*doc->getScopes().findByPath("@m"))
                  .query(packed)
                  .hasLayout());
}
TEST(LayoutSafety, ScalableVectorsInStructsAreAnsweredAsMLIRAnswers) {
  // Measured with mlir-opt --test-data-layout-query (docs/mlir22-crashes.md
  // fact 10): minimum sizes, and the scalable flag of the last field of
  // non-zero size.
  struct Case {
    const char *type;
    uint64_t size, abi, preferred;
    bool scalable;
  };
  auto doc = parseDocument("module @m {}\n");
  ScopedDataLayout &layout = doc->getLayout(*doc->getScopes().findByPath("@m"));
  for (const Case &c : {
           Case{"!llvm.struct<(vector<[4]xi32>, i8)>", 32, 16, 16, false},
           Case{"!llvm.struct<(i8, vector<[4]xi32>)>", 32, 16, 16, true},
           Case{"!llvm.struct<packed (i8, vector<[4]xi32>)>", 17, 1, 16, true},
           Case{"!llvm.struct<(struct<(vector<[4]xi32>)>, i8)>", 32, 16, 16,
                false},
           Case{"!llvm.array<2 x struct<(vector<[4]xi32>, i8)>>", 64, 16, 16,
                false},
       }) {
    std::string error;
    Type type = doc->parseType(c.type, error);
    ASSERT_TRUE(type) << error;
    const LayoutResult &r = layout.explain(type);
    ASSERT_TRUE(r.hasLayout()) << c.type << ": " << r.noLayoutReason;
    EXPECT_EQ(r.layout->size, c.size) << c.type;
    EXPECT_EQ(r.layout->abiAlignment, c.abi) << c.type;
    EXPECT_EQ(r.layout->preferredAlignment, c.preferred) << c.type;
    EXPECT_EQ(r.layout->scalable, c.scalable) << c.type;
  }
  std::string error;
  const LayoutResult &r = layout.explain(
      doc->parseType("!llvm.struct<(i8, vector<[4]xi32>, i8)>", error));
  ASSERT_EQ(r.fields.size(), 3u);
  EXPECT_FALSE(r.fields[0].scalable);
  EXPECT_TRUE(r.fields[1].scalable);
  EXPECT_EQ(r.fields[1].offset, 16u);
  EXPECT_EQ(r.fields[2].offset, 32u); // a minimum: 16 + 16 x vscale
  ASSERT_FALSE(r.reasons.empty());
  EXPECT_TRUE(std::get<StructFacts>(r.reasons[0].facts).scalableFields);
}
} // namespace
