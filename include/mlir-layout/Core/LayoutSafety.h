//===- LayoutSafety.h - Which types MLIR 22 can be asked about --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// MLIR 22's DataLayout aborts on types without a layout, segfaults on 0-D
// vectors, aborts on arrays of scalable size and divides by zero
// when an element of an aggregate has alignment 0. This check runs before
// any query reaches MLIR and says, in words, why a type has no layout.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_LAYOUTSAFETY_H
#define MLIR_LAYOUT_CORE_LAYOUTSAFETY_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/IR/Types.h"

#include <optional>
#include <string>

namespace mlir {
class DataLayout;

namespace layout {

/// Returns why `type` has no layout that MLIR 22 can compute in the scope of
/// `layout`, or std::nullopt when every DataLayout query on it is safe.
/// Element types are checked first and queried through `layout` only once
/// they are known to be safe. When the reason is a type of a dialect that is
/// not loaded, `cause` (if given) receives that as data.
std::optional<std::string>
findMissingLayout(Type type, const DataLayout &layout,
                  std::optional<NoLayoutCause> *cause = nullptr);

/// Why `type` has no size at all when it holds an identified LLVM struct
/// that contains itself by value (`!llvm.struct<"a", (i8, struct<"a">)>`,
/// directly or through arrays and other structs; MLIR's verifier accepts
/// it, LLVM does not): its size would be infinite, and every walk over its
/// fields would not end. std::nullopt otherwise. Callers check this before
/// any other walk over a type's fields.
std::optional<std::string> findSelfContainment(Type type);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_LAYOUTSAFETY_H
