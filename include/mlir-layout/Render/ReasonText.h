//===- ReasonText.h - The words of a reason ---------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Turns the engine's structured reasons (rule, subject, entries, the numbers
// the rule used) into one English sentence, with numbers in the caller's
// format. Shared by the CLI's text, the editor's hover and the JSON `text`
// field, so a rule reads the same everywhere.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_REASONTEXT_H
#define MLIR_LAYOUT_RENDER_REASONTEXT_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Render/NumberFormat.h"

#include <string>

namespace mlir {
namespace layout {

/// States `reason`'s rule as applied, with its numbers in `format`. The
/// subject's own size and alignments are appended in parentheses when
/// `withNumbers` is set (they are left out where a header shows them).
std::string describeReason(const Reason &reason, NumberFormat format,
                           bool withNumbers);

/// describeReason for one reason of `result`: the subject's numbers are
/// written only for element types, since the header shows the queried
/// type's own.
std::string describeReasonOf(const LayoutResult &result, const Reason &reason,
                             NumberFormat format = NumberFormat::Decimal);

/// "assumes unregistered op `foo.bar` is a data layout scope" when the
/// answer assumes it (LayoutResult::assumedScopeOp), else "".
std::string describeScopeAssumption(const LayoutResult &result);

/// Why `result` has no layout, in words: for a type of a dialect that is
/// not loaded, what is missing and how to load it (a dialect plugin) or
/// declare the layout; otherwise the engine's reason.
std::string describeNoLayout(const LayoutResult &result);

/// "size 4 bytes, ABI alignment 4 bytes, preferred alignment 8 bytes" (and
/// ", index 32 bits" when the type has an index bitwidth).
std::string describeNumbers(const TypeLayout &numbers, NumberFormat format);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_REASONTEXT_H
