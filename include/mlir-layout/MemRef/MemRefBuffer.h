//===- MemRefBuffer.h - The buffer behind a ranked memref -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef MLIR_LAYOUT_MEMREF_MEMREFBUFFER_H
#define MLIR_LAYOUT_MEMREF_MEMREFBUFFER_H

#include "mlir/IR/BuiltinTypes.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// The buffer a ranked memref points to: element layout, strides, offset,
/// the bytes it spans and whether it is dense. `std::nullopt` entries are
/// dynamic (`?`).
struct BufferLayout {
  /// The element type as MLIR prints it.
  std::string elementType;
  /// Bytes from one element to the next (its size rounded up to its ABI
  /// alignment, as LLVM's GEP steps); empty when the element has no layout.
  std::optional<uint64_t> elementStride;
  /// The shape; empty optionals are dynamic sizes.
  std::vector<std::optional<int64_t>> shape;
  /// Element strides per dimension; empty when the layout is not strided.
  std::vector<std::optional<int64_t>> strides;
  /// Element offset (dynamic when empty, valid only with `strides`).
  std::optional<int64_t> offset;
  /// True when strides/offset are known (strided or offset-permutation).
  bool isStrided = false;
  /// Bytes from the buffer start to the end of its farthest element
  /// ((offset + farthest element + 1) * element stride), when static.
  std::optional<uint64_t> spanBytes;
  /// True/false when known: the elements fill their span without gaps.
  std::optional<bool> dense;
  /// The layout as contiguous<perm, offset>, when contiguous.
  std::optional<std::string> contiguous;
  /// The simplest equivalent type MLIR 22 parses, when it differs and keeps
  /// every fact above (contiguity, dimension order, offset known or not).
  std::optional<std::string> simplest;
  /// Why the type is kept as written when the only simpler spelling would
  /// lose a fact: "kept as written: strided<[?, 1], offset: ?> would lose
  /// that it is contiguous (row-major)". Empty otherwise.
  std::string keptAsWritten;
  /// When contiguity is unknown because strides or sizes are dynamic: the
  /// strides the likeliest dimension order needs, what would have to be
  /// static to know it, and the layout map that would state it. Empty
  /// otherwise.
  std::string contiguityHint;
  /// What could not be determined and why.
  std::string note;
};

/// Describes the buffer of `type`: strides and offset from its layout
/// (identity, `strided<>`, strided affine maps, and the offset permutations
/// MLIR 22 rejects), the span in bytes for the element layout
/// bytes from one element to the next `elementStrideInBytes` (std::nullopt
/// when the element has no fixed layout), density, the contiguous<perm,
/// offset> form and the simplest equivalent type that keeps those facts
/// (else why the type is kept as written).
BufferLayout describeBuffer(MemRefType type,
                            std::optional<uint64_t> elementStrideInBytes);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_MEMREF_MEMREFBUFFER_H
