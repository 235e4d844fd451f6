//===- Explain.h - Why a type has the layout it has -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builds the reasons behind MLIR's numbers: which rule MLIR 22 applied to a
// type class, which entries of the combined spec it consulted and in which
// scope they are written. The numbers themselves come from MLIR's DataLayout;
// this file only says why.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_EXPLAIN_H
#define MLIR_LAYOUT_CORE_EXPLAIN_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/IR/Types.h"

namespace mlir {
class DataLayout;

namespace layout {
class CombinedSpec;

/// Appends to `result` the reasons for `type`'s layout under `spec` (reasons
/// for element types follow the type's own) and, for LLVM structs, the field
/// layout. `type` must have passed findMissingLayout for `layout`.
void explainLayout(Type type, const DataLayout &layout,
                   const CombinedSpec &spec, LayoutResult &result);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_EXPLAIN_H
