//===- FieldOrder.h - The smallest order of a struct's fields ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Whether another order of an LLVM struct's fields would make it smaller,
// computed exactly under the scope's layout: each field keeps its size and
// ABI alignment, the fields are placed in the new order as MLIR places them
// (each at the next multiple of its alignment, the end rounded up to the
// largest alignment), and the smallest size over all orders is found by a
// search over how many fields of each (size, alignment) shape are placed.
// A report only: field order is semantic (GEP indices name fields), so the
// tool never reorders.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_FIELDORDER_H
#define MLIR_LAYOUT_CORE_FIELDORDER_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mlir {
namespace layout {

/// What placing a field needs: its size and its alignment, in bytes.
struct FieldShape {
  /// Size in bytes.
  uint64_t size = 0;
  /// ABI alignment in bytes (at least 1).
  uint64_t alignment = 1;
};

/// The size of an aligned (not packed) struct whose fields are `fields`
/// taken in `order` (field numbers): each placed at the next multiple of
/// its alignment, the end rounded up to the largest alignment.
uint64_t layOutInOrder(llvm::ArrayRef<FieldShape> fields,
                       llvm::ArrayRef<unsigned> order);

/// The smallest size of a struct of `fields` over all their orders, and one
/// order (field numbers) that has it: the fields by decreasing alignment
/// (then decreasing size, then as written) when that order is smallest,
/// else the first smallest the search finds. std::nullopt when the search
/// would take more than `maxStates` steps (many fields of many distinct
/// shapes whose sizes are not multiples of their alignments).
struct SmallestFieldOrder {
  /// The smallest size in bytes.
  uint64_t size = 0;
  /// Field numbers in an order of that size.
  std::vector<unsigned> order;
};
std::optional<SmallestFieldOrder>
findSmallestFieldOrder(llvm::ArrayRef<FieldShape> fields,
                       uint64_t maxStates = uint64_t(1) << 20);

/// A smaller order of a struct's fields than the written one.
struct SmallerFieldOrder {
  /// The struct's size with its fields as written, in bytes.
  uint64_t writtenSize = 0;
  /// The size with the fields in `order`, in bytes.
  uint64_t size = 0;
  /// Field numbers (as written) in the smaller order.
  std::vector<unsigned> order;
  /// The fields' types in that order, as MLIR prints them.
  std::vector<std::string> types;
};

/// For an aligned `!llvm.struct` without scalable fields whose written
/// order laid out as above gives the engine's size: a smaller order, when
/// there is one. std::nullopt otherwise (packed, opaque and other types,
/// memref descriptors, whose order MLIR's lowering fixes, and structs
/// already smallest).
std::optional<SmallerFieldOrder>
findSmallerFieldOrder(const LayoutResult &result);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_FIELDORDER_H
