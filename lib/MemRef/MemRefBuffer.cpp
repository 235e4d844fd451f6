// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MemRefBuffer.cpp - The buffer behind a ranked memref ---------------===//

#include "mlir-layout/MemRef/MemRefBuffer.h"
#include "mlir-layout/MemRef/Contiguous.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/IR/AffineMap.h"
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

/// The buffer facts of `type` (everything but the simplest form); sets
/// `contiguous` to its contiguous layout, when it has one.
static BufferLayout describeFacts(MemRefType type,
                                  std::optional<uint64_t> elementStrideInBytes,
                                  SmallVectorImpl<int64_t> &strides,
                                  int64_t &offset,
                                  std::optional<ContiguousLayout> &contiguous) {
  BufferLayout buffer;
  buffer.elementType = printToString(type.getElementType());
  buffer.elementStride = elementStrideInBytes;
  for (int64_t size : type.getShape())
    buffer.shape.push_back(known(size));

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
    strides.assign(permutation->first.begin(), permutation->first.end());
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
  return buffer;
}

/// "row-major", "column-major" or "dimension order [1, 2, 0]".
static std::string describeOrder(ArrayRef<int64_t> perm) {
  size_t rank = perm.size();
  bool rowMajor = true, columnMajor = rank > 1;
  for (size_t i = 0; i < rank; ++i) {
    rowMajor &= perm[i] == int64_t(i);
    columnMajor &= perm[i] == int64_t(rank - 1 - i);
  }
  if (rowMajor)
    return "row-major";
  if (columnMajor)
    return "column-major";
  std::string text = "dimension order [";
  for (size_t i = 0; i < rank; ++i)
    text += (i ? ", " : "") + std::to_string(perm[i]);
  return text + "]";
}

/// What `original` reports that `candidate` (a rewrite of the same type)
/// does not: contiguity and its dimension order and offset, density, a
/// known offset. Empty when the rewrite keeps every fact.
static std::string
describeLostFacts(const BufferLayout &original,
                  const std::optional<ContiguousLayout> &contiguous,
                  const BufferLayout &candidate) {
  std::vector<std::string> lost;
  if (original.contiguous && !candidate.contiguous)
    lost.push_back("that it is contiguous (" + describeOrder(contiguous->perm) +
                   ")");
  else if (original.contiguous != candidate.contiguous)
    lost.push_back("that it is " +
                   original.contiguous.value_or("not contiguous"));
  else if (original.dense != candidate.dense)
    lost.push_back(original.dense ? (*original.dense ? "that it is dense"
                                                     : "that it is not dense")
                                  : "that its density is unknown");
  if (original.offset.has_value() != candidate.offset.has_value() ||
      original.strides != candidate.strides)
    lost.push_back("its strides and offset");
  std::string text;
  for (size_t i = 0; i < lost.size(); ++i)
    text += (i ? " and " : "") + lost[i];
  return text;
}

/// For a strided layout whose contiguity is unknown because strides or
/// sizes are dynamic: the strides the likeliest dimension order needs (the
/// dimension with a static stride 1 innermost, the others in index order,
/// reversed when the innermost is the first), which strides and sizes would
/// have to be static to know it, and the type whose layout map states it.
/// Empty when a static stride rules that order out.
static std::string describeContiguityHint(MemRefType type,
                                          ArrayRef<int64_t> strides,
                                          int64_t offset) {
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<int64_t> dims; // non-unit dimensions, outermost first
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] != 1)
      dims.push_back(i);
  if (dims.empty())
    return "";
  auto unitStride = llvm::find_if(llvm::reverse(dims),
                                  [&](int64_t d) { return strides[d] == 1; });
  int64_t innermost =
      unitStride != llvm::reverse(dims).end() ? *unitStride : dims.back();
  if (innermost == dims.front() && dims.size() > 1)
    std::reverse(dims.begin(), dims.end());
  else {
    dims.erase(llvm::find(dims, innermost));
    dims.push_back(innermost);
  }
  // Required strides from the inside out: static sizes multiplied, dynamic
  // ones named.
  std::vector<std::string> required(shape.size(), "any");
  std::vector<std::string> staticNeeded, sizesNeeded;
  int64_t product = 1;
  std::string named;
  for (size_t k = dims.size(); k-- > 0;) {
    int64_t d = dims[k];
    bool knownProduct = named.empty();
    if (knownProduct && strides[d] != ShapedType::kDynamic &&
        strides[d] != product)
      return "";
    std::string factors = named;
    if (product != 1 || factors.empty())
      factors =
          std::to_string(product) + (factors.empty() ? "" : " × ") + factors;
    required[d] = factors;
    if (strides[d] == ShapedType::kDynamic)
      staticNeeded.push_back("the stride of d" + std::to_string(d));
    if (k == 0)
      break;
    if (shape[d] == ShapedType::kDynamic) {
      sizesNeeded.push_back("the size of d" + std::to_string(d));
      named = "size(d" + std::to_string(d) + ")" +
              (named.empty() ? "" : " × " + named);
    } else {
      product *= shape[d];
    }
  }
  std::reverse(staticNeeded.begin(), staticNeeded.end());
  std::reverse(sizesNeeded.begin(), sizesNeeded.end());
  staticNeeded.insert(staticNeeded.end(), sizesNeeded.begin(),
                      sizesNeeded.end());
  // The full order with unit dimensions placed as detectContiguous does.
  SmallVector<int64_t> order(dims.begin(), dims.end());
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] == 1)
      order.insert(
          llvm::find_if(order, [&](int64_t d) { return d > int64_t(i); }), i);
  SmallVector<int64_t> perm(shape.size());
  for (size_t position = 0; position < order.size(); ++position)
    perm[order[position]] = position;
  MLIRContext *context = type.getContext();
  SmallVector<AffineExpr> results;
  for (int64_t d : order)
    results.push_back(getAffineDimExpr(d, context));
  unsigned symbols = 0;
  if (offset == ShapedType::kDynamic)
    results.back() = results.back() + getAffineSymbolExpr(symbols++, context);
  else if (offset != 0)
    results.back() = results.back() + offset;
  auto map = AffineMap::get(shape.size(), symbols, results, context);
  MemRefType stating =
      MemRefType::get(shape, type.getElementType(), AffineMapAttr::get(map),
                      type.getMemorySpace());
  std::string text = describeOrder(perm) + " if the strides are [";
  for (size_t i = 0; i < required.size(); ++i)
    text += (i ? ", " : "") + required[i];
  text += "] at run time; ";
  if (!staticNeeded.empty()) {
    text += "known if static: ";
    for (size_t i = 0; i < staticNeeded.size(); ++i)
      text += (i ? ", " : "") + staticNeeded[i];
    text += "; ";
  }
  return text + printToString(stating) +
         " would state it (a stronger type, not a rewrite)";
}

BufferLayout
mlir::layout::describeBuffer(MemRefType type,
                             std::optional<uint64_t> elementStrideInBytes) {
  SmallVector<int64_t> strides;
  int64_t offset = 0;
  std::optional<ContiguousLayout> contiguous;
  BufferLayout buffer =
      describeFacts(type, elementStrideInBytes, strides, offset, contiguous);
  if (!buffer.isStrided)
    return buffer;
  if (!buffer.contiguous && !buffer.dense)
    buffer.contiguityHint = describeContiguityHint(type, strides, offset);

  // The simplest form MLIR 22 parses: no layout for the identity, else
  // strided<>, but only where it keeps every fact reported above (a map
  // states contiguity that strided<[?, ?, 1], offset: ?> does not).
  MemRefLayoutAttrInterface simplest;
  if (!type.getLayout().isIdentity() &&
      !isIdentityStrided(type.getShape(), strides, offset))
    simplest = StridedLayoutAttr::get(type.getContext(), offset, strides);
  MemRefType simplified = MemRefType::get(
      type.getShape(), type.getElementType(), simplest, type.getMemorySpace());
  if (simplified == type)
    return buffer;
  SmallVector<int64_t> candidateStrides;
  int64_t candidateOffset = 0;
  std::optional<ContiguousLayout> candidateContiguous;
  BufferLayout candidate =
      describeFacts(simplified, elementStrideInBytes, candidateStrides,
                    candidateOffset, candidateContiguous);
  std::string lost = describeLostFacts(buffer, contiguous, candidate);
  if (lost.empty())
    buffer.simplest = printToString(simplified);
  else
    buffer.keptAsWritten =
        "kept as written: " +
        (simplest ? printToString(Attribute(simplest)) : "no layout") +
        " would lose " + lost;
  return buffer;
}
