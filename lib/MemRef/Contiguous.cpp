// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Contiguous.cpp - contiguous<perm, offset> memref layouts -----------===//

#include "mlir-layout/MemRef/Contiguous.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/AffineMap.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;

std::string ContiguousLayout::str() const {
  bool identity = true;
  for (size_t i = 0; i < perm.size(); ++i)
    identity &= perm[i] == int64_t(i);
  std::string text = "contiguous<";
  if (identity) {
    text += std::to_string(perm.size());
  } else {
    text += "[";
    for (size_t i = 0; i < perm.size(); ++i)
      text += (i ? ", " : "") + std::to_string(perm[i]);
    text += "]";
  }
  if (offset == kDynamicValue)
    text += ", offset: ?";
  else if (offset != 0)
    text += ", offset: " + std::to_string(offset);
  return text + ">";
}

std::optional<ContiguousLayout>
mlir::layout::detectContiguous(llvm::ArrayRef<int64_t> shape,
                               llvm::ArrayRef<int64_t> strides,
                               int64_t offset) {
  size_t rank = shape.size();
  if (strides.size() != rank)
    return std::nullopt;
  // Dimensions of size 1 place no constraint; order the others by stride.
  llvm::SmallVector<size_t> order;
  for (size_t i = 0; i < rank; ++i)
    if (shape[i] != 1)
      order.push_back(i);
  for (size_t i : order)
    if (strides[i] == kDynamicValue || strides[i] <= 0)
      return std::nullopt;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return strides[a] > strides[b]; });
  // Innermost stride 1, each outer one the inner stride times its size.
  int64_t expected = 1;
  for (size_t k = order.size(); k-- > 0;) {
    size_t dim = order[k];
    if (strides[dim] != expected)
      return std::nullopt;
    if (k > 0) {
      if (shape[dim] == kDynamicValue)
        return std::nullopt;
      expected *= shape[dim];
    }
  }
  // Unit dimensions go before the first larger-index dimension of the
  // order, which keeps row-major layouts the identity.
  llvm::SmallVector<size_t> full(order.begin(), order.end());
  for (size_t i = 0; i < rank; ++i) {
    if (shape[i] != 1)
      continue;
    auto at =
        std::find_if(full.begin(), full.end(), [&](size_t d) { return d > i; });
    full.insert(at, i);
  }
  ContiguousLayout layout;
  layout.perm.assign(rank, 0);
  for (size_t position = 0; position < rank; ++position)
    layout.perm[full[position]] = position;
  layout.offset = offset;
  return layout;
}

std::optional<std::pair<llvm::SmallVector<int64_t>, int64_t>>
mlir::layout::stridesOfOffsetPermutation(AffineMap map,
                                         llvm::ArrayRef<int64_t> shape,
                                         llvm::SmallVectorImpl<int64_t> &perm) {
  unsigned rank = map.getNumDims();
  if (map.getNumResults() != rank || shape.size() != rank)
    return std::nullopt;
  llvm::SmallVector<int64_t> dimOfResult;
  int64_t offset = 0;
  llvm::SmallVector<bool> seen(rank, false);
  for (unsigned r = 0; r < rank; ++r) {
    AffineExpr expr = map.getResult(r);
    if (r + 1 == rank) {
      // The last result may be `dX + E` with E a constant or a symbol.
      if (auto sum = dyn_cast<AffineBinaryOpExpr>(expr);
          sum && sum.getKind() == AffineExprKind::Add) {
        AffineExpr lhs = sum.getLHS(), rhs = sum.getRHS();
        if (!isa<AffineDimExpr>(lhs))
          std::swap(lhs, rhs);
        if (!isa<AffineDimExpr>(lhs))
          return std::nullopt;
        if (auto constant = dyn_cast<AffineConstantExpr>(rhs))
          offset = constant.getValue();
        else if (isa<AffineSymbolExpr>(rhs))
          offset = kDynamicValue;
        else
          return std::nullopt;
        expr = lhs;
      }
    }
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim || seen[dim.getPosition()])
      return std::nullopt;
    seen[dim.getPosition()] = true;
    dimOfResult.push_back(dim.getPosition());
  }
  // The results index a row-major space whose sizes are the permuted sizes.
  llvm::SmallVector<int64_t> strides(rank, 0);
  int64_t stride = 1;
  for (unsigned r = rank; r-- > 0;) {
    strides[dimOfResult[r]] = stride;
    int64_t size = shape[dimOfResult[r]];
    stride = (stride == kDynamicValue || size == kDynamicValue) ? kDynamicValue
                                                                : stride * size;
  }
  perm.assign(rank, 0);
  for (unsigned r = 0; r < rank; ++r)
    perm[dimOfResult[r]] = r;
  return std::make_pair(strides, offset);
}
