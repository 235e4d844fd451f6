// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MemRefBuffer.cpp - The buffer behind a ranked memref ---------------===//

#include "mlir-layout/MemRef/MemRefBuffer.h"
#include "mlir-layout/MemRef/Contiguous.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

/// `?` for dynamic values.
static std::optional<int64_t> known(int64_t value) {
  if (value == ShapedType::kDynamic)
    return std::nullopt;
  return value;
}

/// True when `strides` are the row-major strides of `shape` (unit
/// dimensions excepted) and `offset` is 0: the layout is the identity. A
/// dynamic stride is a value known only at run time, so it is never provably
/// the row-major one.
static bool isIdentityStrided(ArrayRef<int64_t> shape,
                              ArrayRef<int64_t> strides, int64_t offset) {
  if (offset != 0)
    return false;
  int64_t expected = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    if (shape[i] != 1 &&
        (strides[i] == ShapedType::kDynamic || strides[i] != expected))
      return false;
    if (shape[i] == ShapedType::kDynamic)
      expected = ShapedType::kDynamic;
    else if (expected != ShapedType::kDynamic)
      expected *= shape[i];
  }
  return true;
}

BufferLayout
mlir::layout::describeBuffer(MemRefType type,
                             std::optional<uint64_t> elementStrideInBytes) {
  BufferLayout buffer;
  buffer.elementType = printToString(type.getElementType());
  buffer.elementStride = elementStrideInBytes;
  for (int64_t size : type.getShape())
    buffer.shape.push_back(known(size));

  SmallVector<int64_t> strides;
  int64_t offset = 0;
  // A map layout whose results permute the dimensions (the identity layout
  // included) is contiguous by definition, whatever its sizes: its strides
  // may be dynamic, its dimension order is not.
  SmallVector<int64_t> perm;
  std::optional<std::pair<SmallVector<int64_t>, int64_t>> permutation;
  if (auto mapAttr = dyn_cast<AffineMapAttr>(type.getLayout()))
    permutation =
        stridesOfOffsetPermutation(mapAttr.getValue(), type.getShape(), perm);
  if (succeeded(type.getStridesAndOffset(strides, offset))) {
    buffer.isStrided = true;
  } else if (permutation) {
    strides = permutation->first;
    offset = permutation->second;
    buffer.isStrided = true;
  }
  if (!buffer.isStrided) {
    buffer.note = "the layout is not strided, so element addresses have no "
                  "strides and offset to show";
    return buffer;
  }
  for (int64_t stride : strides)
    buffer.strides.push_back(known(stride));
  buffer.offset = known(offset);

  // Contiguity: an offset permutation is contiguous by construction.
  std::optional<ContiguousLayout> contiguous;
  if (permutation)
    contiguous = ContiguousLayout{perm, permutation->second};
  else
    contiguous = detectContiguous(type.getShape(), strides, offset);
  if (contiguous)
    buffer.contiguous = contiguous->str();

  // Span and density, for static shapes and strides.
  bool allStatic = type.hasStaticShape() && offset != ShapedType::kDynamic &&
                   llvm::none_of(strides, [](int64_t s) {
                     return s == ShapedType::kDynamic;
                   });
  if (allStatic) {
    int64_t farthest = offset;
    bool empty = false;
    for (auto [size, stride] : llvm::zip(type.getShape(), strides)) {
      if (size == 0)
        empty = true;
      else if (stride > 0)
        farthest += (size - 1) * stride;
    }
    if (buffer.elementStride && !empty)
      buffer.spanBytes = uint64_t(farthest + 1) * *buffer.elementStride;
    buffer.dense = contiguous.has_value() || empty;
  } else if (contiguous) {
    buffer.dense = true;
  }

  // The simplest form MLIR 22 parses: no layout for the identity, else
  // strided<>.
  MemRefLayoutAttrInterface simplest;
  if (!type.getLayout().isIdentity() &&
      !isIdentityStrided(type.getShape(), strides, offset))
    simplest = StridedLayoutAttr::get(type.getContext(), offset, strides);
  MemRefType simplified = MemRefType::get(
      type.getShape(), type.getElementType(), simplest, type.getMemorySpace());
  if (simplified != type)
    buffer.simplest = printToString(simplified);
  return buffer;
}
