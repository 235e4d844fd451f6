// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ContiguousTest.cpp - contiguous<perm, offset> memref layouts -------===//

#include "mlir-layout/MemRef/Contiguous.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <vector>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// Element addresses of a static strided layout, by enumeration.
std::vector<int64_t> addresses(llvm::ArrayRef<int64_t> shape,
                               llvm::ArrayRef<int64_t> strides,
                               int64_t offset) {
  std::vector<int64_t> result = {offset};
  for (size_t d = 0; d < shape.size(); ++d) {
    std::vector<int64_t> next;
    for (int64_t base : result)
      for (int64_t i = 0; i < shape[d]; ++i)
        next.push_back(base + i * strides[d]);
    result = std::move(next);
  }
  return result;
}

TEST(Contiguous, AgreesWithBruteForceEnumeration) {
  std::mt19937 rng(20261123);
  unsigned contiguousSeen = 0, total = 0;
  for (unsigned iteration = 0; iteration < 4000; ++iteration) {
    unsigned rank = 1 + rng() % 3;
    llvm::SmallVector<int64_t> shape, strides;
    for (unsigned d = 0; d < rank; ++d)
      shape.push_back(1 + rng() % 4);
    // Half the time a permuted row-major layout, else random strides.
    if (rng() % 2) {
      llvm::SmallVector<unsigned> order(rank);
      std::iota(order.begin(), order.end(), 0);
      std::shuffle(order.begin(), order.end(), rng);
      strides.assign(rank, 0);
      int64_t stride = 1;
      for (unsigned k = rank; k-- > 0;) {
        strides[order[k]] = stride;
        stride *= shape[order[k]];
      }
    } else {
      for (unsigned d = 0; d < rank; ++d)
        strides.push_back(rng() % 13);
    }
    int64_t offset = rng() % 5;
    std::vector<int64_t> addr = addresses(shape, strides, offset);
    std::set<int64_t> unique(addr.begin(), addr.end());
    bool bruteContiguous =
        unique.size() == addr.size() && *unique.begin() == offset &&
        *unique.rbegin() == offset + int64_t(addr.size()) - 1;
    std::optional<ContiguousLayout> found =
        detectContiguous(shape, strides, offset);
    ++total;
    ASSERT_EQ(found.has_value(), bruteContiguous)
        << "shape/strides " << ::testing::PrintToString(shape) << " "
        << ::testing::PrintToString(strides);
    if (!found)
      continue;
    ++contiguousSeen;
    // The permutation rebuilds the strides of every non-unit dimension.
    llvm::SmallVector<unsigned> byPosition(rank);
    for (unsigned d = 0; d < rank; ++d)
      byPosition[found->perm[d]] = d;
    int64_t stride = 1;
    for (unsigned k = rank; k-- > 0;) {
      unsigned d = byPosition[k];
      if (shape[d] != 1) {
        EXPECT_EQ(strides[d], stride);
      }
      stride *= shape[d];
    }
  }
  EXPECT_GT(contiguousSeen, 1000u);
  EXPECT_LT(contiguousSeen, total);
}

TEST(Contiguous, TextForms) {
  EXPECT_EQ((ContiguousLayout{{0, 1}, 0}).str(), "contiguous<2>");
  EXPECT_EQ((ContiguousLayout{{1, 0}, 0}).str(), "contiguous<[1, 0]>");
  EXPECT_EQ((ContiguousLayout{{0, 1, 2}, kDynamicValue}).str(),
            "contiguous<3, offset: ?>");
  EXPECT_EQ((ContiguousLayout{{1, 2, 0}, 4}).str(),
            "contiguous<[1, 2, 0], offset: 4>");
}
} // namespace
