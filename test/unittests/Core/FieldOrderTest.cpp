// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FieldOrderTest.cpp - The smallest field order against all orders ---===//
//
// The search against brute force over every order: of random shapes, and of
// real struct types whose every reordering MLIR's DataLayout lays out.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/FieldOrder.h"

#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <numeric>
#include <random>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// The smallest size over every order of `fields`.
uint64_t smallestOfAllOrders(llvm::ArrayRef<FieldShape> fields) {
  std::vector<unsigned> order(fields.size());
  std::iota(order.begin(), order.end(), 0u);
  uint64_t smallest = layOutInOrder(fields, order);
  while (std::next_permutation(order.begin(), order.end()))
    smallest = std::min(smallest, layOutInOrder(fields, order));
  return smallest;
}

bool isPermutation(std::vector<unsigned> order, size_t n) {
  std::sort(order.begin(), order.end());
  for (unsigned i = 0; i < order.size(); ++i)
    if (order[i] != i)
      return false;
  return order.size() == n;
}

TEST(FieldOrder, SearchEqualsEveryOrderOfRandomShapes) {
  std::mt19937 random(20261127);
  const uint64_t alignments[] = {1, 2, 4, 8, 16};
  for (unsigned n = 1; n <= 7; ++n) {
    for (int round = 0; round < 200; ++round) {
      std::vector<FieldShape> fields;
      for (unsigned i = 0; i < n; ++i) {
        uint64_t alignment = alignments[random() % 5];
        // Sizes of any number of bytes, so not only multiples of alignment.
        fields.push_back({1 + random() % 20, alignment});
      }
      std::optional<SmallestFieldOrder> found = findSmallestFieldOrder(fields);
      ASSERT_TRUE(found);
      EXPECT_EQ(found->size, smallestOfAllOrders(fields)) << "n=" << n;
      ASSERT_TRUE(isPermutation(found->order, n));
      EXPECT_EQ(layOutInOrder(fields, found->order), found->size);
    }
  }
}

TEST(FieldOrder, DecreasingAlignmentIsShownWhenItIsSmallest) {
  // (i8, i64, i32, i8): 24 bytes; by decreasing alignment 16.
  std::vector<FieldShape> fields = {{1, 1}, {8, 8}, {4, 4}, {1, 1}};
  std::optional<SmallestFieldOrder> found = findSmallestFieldOrder(fields);
  ASSERT_TRUE(found);
  EXPECT_EQ(found->size, 16u);
  EXPECT_EQ(found->order, (std::vector<unsigned>{1, 2, 0, 3}));
}

TEST(FieldOrder, GivesUpBeyondTheStateBound) {
  // 20 distinct shapes whose sizes are not multiples of their alignment:
  // 2^20 states, more than a bound of 1000 and within the default bound.
  std::vector<FieldShape> fields;
  for (uint64_t i = 0; i < 19; ++i)
    fields.push_back({3 + 4 * i, 4});
  fields.push_back({1, 1});
  EXPECT_FALSE(findSmallestFieldOrder(fields, 1000));
  EXPECT_TRUE(findSmallestFieldOrder(fields));
}

/// Structs of random fields in a scope whose entries make sizes that are not
/// multiples of alignments; every reordering laid out by MLIR's DataLayout.
TEST(FieldOrder, ReportEqualsMLIRsSmallestReordering) {
  const char *code =
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<"
      "i16 = dense<32> : vector<2xi64>, i64 = dense<32> : vector<2xi64>, "
      "f80 = dense<[128, 128]> : vector<2xi64>>} {}\n";
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(code, "test.mlir"), {});
  ASSERT_TRUE(doc->isParsed());
  const LayoutScope &scope = *doc->getScopes().findByPath("@m");
  ScopedDataLayout &layout = doc->getLayout(scope);
  DataLayout mlirLayout(cast<DataLayoutOpInterface>(scope.op));
  const char *pool[] = {"i8",
                        "i16",
                        "i24",
                        "i32",
                        "i64",
                        "f80",
                        "!llvm.ptr",
                        "vector<3xi8>",
                        "!llvm.array<3 x i8>",
                        "struct<(i8, i16)>"};
  auto structOf = [](llvm::ArrayRef<std::string> types) {
    return "!llvm.struct<(" + llvm::join(types, ", ") + ")>";
  };
  std::mt19937 random(7);
  unsigned reported = 0;
  for (unsigned n = 2; n <= 7; ++n) {
    for (int round = 0; round < (n == 7 ? 4 : 12); ++round) {
      std::vector<std::string> types;
      for (unsigned i = 0; i < n; ++i)
        types.push_back(pool[random() % std::size(pool)]);
      std::string error;
      Type written = doc->parseType(structOf(types), error);
      ASSERT_TRUE(written) << error;
      LayoutResult result = layout.explain(written);
      ASSERT_TRUE(result.hasLayout()) << result.noLayoutReason;
      ASSERT_EQ(result.layout->size, mlirLayout.getTypeSize(written));
      // MLIR's smallest size over every order of the written fields.
      std::vector<unsigned> order(n);
      std::iota(order.begin(), order.end(), 0u);
      uint64_t smallest = result.layout->size;
      while (std::next_permutation(order.begin(), order.end())) {
        std::vector<std::string> reordered;
        for (unsigned i : order)
          reordered.push_back(types[i]);
        Type type = doc->parseType(structOf(reordered), error);
        ASSERT_TRUE(type) << error;
        smallest = std::min<uint64_t>(smallest, mlirLayout.getTypeSize(type));
      }
      std::optional<SmallerFieldOrder> smaller = findSmallerFieldOrder(result);
      if (smallest == result.layout->size) {
        EXPECT_FALSE(smaller) << structOf(types);
        continue;
      }
      ++reported;
      ASSERT_TRUE(smaller) << structOf(types);
      EXPECT_EQ(smaller->writtenSize, result.layout->size);
      EXPECT_EQ(smaller->size, smallest) << structOf(types);
      // The order reported is one MLIR lays out at that size.
      Type proposed = doc->parseType(structOf(smaller->types), error);
      ASSERT_TRUE(proposed) << error;
      EXPECT_EQ(mlirLayout.getTypeSize(proposed), smaller->size);
    }
  }
  EXPECT_GE(reported, 8u);
}

TEST(FieldOrder, NoReportForPackedStructsOrDescriptors) {
  auto doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy("module @m {}\n", "test.mlir"), {});
  ScopedDataLayout &layout = doc->getLayout(*doc->getScopes().findByPath("@m"));
  std::string error;
  for (const char *text : {"!llvm.struct<packed (i8, i64, i8)>",
                           "memref<?x?xi8>", "!llvm.struct<(i64, i32, i8)>"}) {
    Type type = doc->parseType(text, error);
    ASSERT_TRUE(type) << error;
    EXPECT_FALSE(findSmallerFieldOrder(layout.explain(type))) << text;
  }
  Type padded = doc->parseType("!llvm.struct<(i8, i64, i32, i8)>", error);
  std::optional<SmallerFieldOrder> smaller =
      findSmallerFieldOrder(layout.explain(padded));
  ASSERT_TRUE(smaller);
  // MLIR's default aligns i64 to 4 bytes: 20 bytes as written.
  EXPECT_EQ(smaller->writtenSize, 20u);
  EXPECT_EQ(smaller->size, 16u);
  EXPECT_EQ(smaller->types,
            (std::vector<std::string>{"i64", "i32", "i8", "i8"}));
}
} // namespace
