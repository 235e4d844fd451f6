//===- MemRefModel.h - Layout of memref values ------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// MLIR 22 gives memrefs no layout. Seed 001 ("MemRef of MemRef") proposes
// one: a memref *value* is laid out as its lowering, either the LLVM
// descriptor (allocated and aligned pointers, offset, one size and one
// stride per dimension) or a bare pointer. The model is chosen per scope by
// the spec entry `"mlir_layout.memref_model" = "descriptor" | "bare"` (an
// identifier of a dialect MLIR does not load, which MLIR 22 accepts), else
// by the tool's default. The lowered type is an `!llvm.struct`/`!llvm.ptr`
// whose numbers MLIR itself computes under the scope's spec.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_MEMREF_MEMREFMODEL_H
#define MLIR_LAYOUT_MEMREF_MEMREFMODEL_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// How a memref value is laid out.
enum class MemRefModel {
  /// The LLVM lowering's descriptor struct (MLIR's default lowering).
  Descriptor,
  /// One pointer to the first element (`use-bare-ptr-memref-call-conv`).
  Bare,
};

/// The spec key that selects the model in a scope.
constexpr llvm::StringLiteral kMemRefModelKey = "mlir_layout.memref_model";

/// Parses "descriptor" or "bare".
std::optional<MemRefModel> parseMemRefModel(llvm::StringRef name);
/// Returns "descriptor" or "bare".
const char *getMemRefModelName(MemRefModel model);

/// True when `type` is, or contains (inside LLVM structs and arrays, or as a
/// memref element), a memref value.
bool containsMemRef(Type type);

/// The LLVM address space of a memref's memory space: 0 when absent, the
/// integer when it is one; std::nullopt for attribute memory spaces (then
/// address space 0 is assumed, see lowerMemRefValues).
std::optional<unsigned> getAddressSpace(Type memref);

/// Replaces every memref value in `type` (recursively inside LLVM structs
/// and arrays) by its lowering under `model` with `indexBits`-bit index
/// fields. Appends to `nonIntegerSpaces` each memref type whose memory
/// space is not an integer (its pointers are laid out in address space 0).
Type lowerMemRefValues(Type type, MemRefModel model, unsigned indexBits,
                       std::vector<std::string> &nonIntegerSpaces);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_MEMREF_MEMREFMODEL_H
