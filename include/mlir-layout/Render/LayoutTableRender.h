//===- LayoutTableRender.h - The layout view as text and JSON ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A LayoutTable as the plain-text table of the layout view (what
// `mlirLayout/explain` with `subject: "layout"` answers, for every editor
// to show as it is) and as the `layout` JSON of that answer (`explain --json`'s
// is in the private JsonDocuments/LayoutTableJson.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_LAYOUTTABLERENDER_H
#define MLIR_LAYOUT_RENDER_LAYOUTTABLERENDER_H

#include "mlir-layout/Features/LayoutTable.h"
#include "mlir-layout/Render/NumberFormat.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace layout {

/// Writes the table: a heading (type, scope, kind, size, alignments), one
/// row per field or the value (`field`, `type`, `offset`, `size`, `align`,
/// `padding` after it, `cache line`, with `straddles` on a field whose
/// bytes lie on several lines), then the padding total and where it is and
/// the number of cache lines (or why neither is known).
void printLayoutTable(llvm::raw_ostream &os, const LayoutTable &table,
                      NumberFormat format = NumberFormat::Decimal);

/// toLayoutTableJson as llvm::json (the `layout` of the server's
/// `mlirLayout/explain`): the same serializer, handed over value by value.
llvm::json::Value toLayoutTableJSON(const LayoutTable &table);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_LAYOUTTABLERENDER_H
