//===- FieldOrderReport.h - Structs another field order shrinks -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `layout-smaller-field-order` (`check --report-padding`): for each struct
// type used in a scope, whether another order of its fields would make it
// smaller under the scope's layout (Core/FieldOrder.h). A note: the tool
// never reorders fields, whose order is part of the type's meaning.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_FIELDORDERREPORT_H
#define MLIR_LAYOUT_CHECK_FIELDORDERREPORT_H

#include "mlir-layout/Check/LLVMAgreement.h"

#include <vector>

namespace mlir {
namespace layout {

/// `layout-smaller-field-order` (note), one per use in `uses` whose type is
/// an `!llvm.struct` that a different field order makes smaller in its
/// scope: at the use, with the sizes and the order; related information
/// has what decides the fields' numbers.
std::vector<SpecIssue> checkFieldOrders(LayoutDocument &doc,
                                        llvm::ArrayRef<TypeUse> uses);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_FIELDORDERREPORT_H
