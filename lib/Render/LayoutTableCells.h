//===- LayoutTableCells.h - The cells of a layout table ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Private to the Render library: the cells of a layout table's rows, shared
// by the layout view (LayoutTableRender) and the field table of a type's
// hover, and columns aligned for plain text.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LIB_RENDER_LAYOUTTABLECELLS_H
#define MLIR_LAYOUT_LIB_RENDER_LAYOUTTABLECELLS_H

#include "mlir-layout/Features/LayoutTable.h"
#include "mlir-layout/Render/NumberFormat.h"

#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// The columns of a layout table.
enum LayoutColumn {
  FieldColumn,
  TypeColumn,
  OffsetColumn,
  SizeColumn,
  AlignColumn,
  PaddingColumn,
  LineColumn,
  LayoutColumnCount
};

/// The column headings: `field`, `type`, `offset`, `size`, `align`,
/// `padding`, `cache line`.
std::vector<std::string> getLayoutTableHeadings();

/// The cells of `row` of `table`, one per LayoutColumn.
std::vector<std::string> getLayoutRowCells(const LayoutTable &table,
                                           const LayoutRow &row,
                                           NumberFormat format);

/// True for the columns of numbers (right-aligned).
bool isNumberColumn(unsigned column);

/// The rows of `cells` as lines, columns two spaces apart, numbers
/// right-aligned, trailing blanks trimmed.
std::vector<std::string>
alignColumns(const std::vector<std::vector<std::string>> &cells);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_RENDER_LAYOUTTABLECELLS_H
