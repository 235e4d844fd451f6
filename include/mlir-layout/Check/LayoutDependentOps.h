//===- LayoutDependentOps.h - Casts and allocations -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Casts are valid only between types of equal size, and an allocation is
// aligned for its contents only when its `alignment` is at least their ABI
// alignment: both under the layout of the scope around the op. This names
// the ops the checks of lib/Check/CastSizes.cpp and
// lib/Check/AllocationAlignment.cpp read, what they read of them (for the
// language server's in-function analysis), and an allocation's alignment
// against its contents' as data (for the check and the hover alike).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_LAYOUTDEPENDENTOPS_H
#define MLIR_LAYOUT_CHECK_LAYOUTDEPENDENTOPS_H

#include "mlir-layout/Core/LayoutInfo.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
class Operation;

namespace layout {
class LayoutDocument;
class ScopedDataLayout;

/// An allocation's `alignment` against the ABI alignment of what it holds,
/// in the allocation's scope.
struct AllocationAlignment {
  /// The op's name (`memref.alloc`).
  std::string op;
  /// The alignment the op asks for, in bytes.
  uint64_t alignment = 0;
  /// What it holds: a memref's element type, `llvm.alloca`'s element type,
  /// an LLVM global's type.
  std::string type;
  /// That type's ABI alignment in bytes in the scope.
  uint64_t abiAlignment = 0;
  /// The path of the scope.
  std::string scope;
  /// The spec entry that decides the ABI alignment, when one does (filled
  /// by getAllocationAlignment, not by the check's cheap reading).
  std::optional<EntryRef> entry;

  /// True when the alignment is below the ABI alignment.
  bool isBelow() const { return alignment < abiAlignment; }
};

/// True when the checks of casts and allocations read `op`: `llvm.bitcast`,
/// `vector.bitcast`, `memref.view`, and `memref.alloc`, `memref.alloca`,
/// `llvm.alloca`, `memref.global` and `llvm.mlir.global`.
bool isLayoutDependentOp(Operation *op);

/// What those checks read of the ops inside `root` (itself included): each
/// such op's name, operand and result types and attributes, and each load,
/// store or atomic through the pointer of an `llvm.alloca` or
/// `llvm.mlir.global` (which one, its types and attributes), one line per
/// op. Two bodies with the same description give the same problems.
std::string describeLayoutDependentOps(Operation *root);

/// The alignment `op` asks for against the ABI alignment of what it holds,
/// under `layout` (the layout of the op's scope), without the deciding
/// entry; std::nullopt when `op` is not an allocation with a nonzero
/// `alignment` or what it holds has no layout there.
std::optional<AllocationAlignment>
readAllocationAlignment(ScopedDataLayout &layout, Operation *op);

/// readAllocationAlignment in the scope of `op` in `doc`, with the entry
/// that decides the ABI alignment.
std::optional<AllocationAlignment> getAllocationAlignment(LayoutDocument &doc,
                                                          Operation *op);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_LAYOUTDEPENDENTOPS_H
