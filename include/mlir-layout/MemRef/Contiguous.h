//===- Contiguous.h - contiguous<perm, offset> memref layouts ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The `contiguous<[I0, .., IN], offset: O>` layout as an engine
// concept (MLIR 22 has no such attribute): a memref layout is contiguous
// when its elements fill one dense range, dimension by dimension in some
// order. `perm[i]` is the position of dimension i from the outermost (0) to
// the innermost, so a column-major 2-D layout is `contiguous<[1, 0]>` and
// expanding the shape of a column-major memref gives `contiguous<[1, 2, 0]>`.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_MEMREF_CONTIGUOUS_H
#define MLIR_LAYOUT_MEMREF_CONTIGUOUS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
class AffineMap;

namespace layout {

/// A dynamic size, stride or offset (MLIR's ShapedType::kDynamic).
constexpr int64_t kDynamicValue = INT64_MIN;

/// A contiguous layout: a dimension order and an offset.
struct ContiguousLayout {
  /// perm[i] = position of dimension i, 0 = outermost.
  llvm::SmallVector<int64_t> perm;
  /// Element offset, or kDynamicValue.
  int64_t offset = 0;

  /// `contiguous<2>`, `contiguous<[1, 0]>`, `contiguous<3, offset: ?>`.
  std::string str() const;
};

/// Detects whether strides describe a contiguous layout of `shape`: one
/// dimension has stride 1 and every other the stride of the next inner one
/// times its size (size-1 dimensions may have any stride). Sizes that are
/// needed must be static; returns std::nullopt otherwise or when the layout
/// is not contiguous.
std::optional<ContiguousLayout>
detectContiguous(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> strides,
                 int64_t offset);

/// Strides and offset of an "offset permutation" affine map layout (results
/// are a permutation of the dimensions, the last may add a constant or a
/// symbol), which MLIR 22's getStridesAndOffset rejects. Sets `perm` to the
/// dimension order. std::nullopt for other maps.
std::optional<std::pair<llvm::SmallVector<int64_t>, int64_t>>
stridesOfOffsetPermutation(AffineMap map, llvm::ArrayRef<int64_t> shape,
                           llvm::SmallVectorImpl<int64_t> &perm);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_MEMREF_CONTIGUOUS_H
