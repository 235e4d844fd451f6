// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetsRender.cpp - One type across targets as text ----------------===//

#include "mlir-layout/Render/TargetsRender.h"

#include "mlir-layout/Render/ReasonText.h"

#include "llvm/ADT/STLExtras.h"

#include <functional>

using namespace mlir;
using namespace mlir::layout;

std::string mlir::layout::getTargetHeading(const TargetChoice &target) {
  std::string heading = target.triple;
  auto add = [&](const char *name, const std::string &value) {
    if (!value.empty())
      heading += std::string(" ") + name + "=" + value;
  };
  add("cpu", target.cpu);
  add("features", target.features);
  add("abi", target.abi);
  return heading;
}

namespace {
/// One line of the table: its label and one cell per target.
struct TableLine {
  std::string label;
  std::vector<std::string> cells;
};
} // namespace

/// The line `label` whose cell for a target with a layout is `cell`.
static TableLine
makeLine(const TargetComparison &comparison, std::string label,
         const std::function<std::string(const TargetLayout &)> &cell) {
  TableLine line{std::move(label), {}};
  for (const TargetLayout &target : comparison.targets)
    line.cells.push_back(target.result.hasLayout() ? cell(target) : "-");
  return line;
}

/// The lines of the field offsets: one per field of the first target with
/// a field table (every target lays out the same fields).
static void addFieldLines(const TargetComparison &comparison,
                          std::vector<TableLine> &lines) {
  const TargetLayout *first = nullptr;
  for (const TargetLayout &target : comparison.targets)
    if (target.table && !first)
      first = &target;
  if (!first)
    return;
  for (size_t i = 0; i < first->table->rows.size(); ++i) {
    const LayoutRow &row = first->table->rows[i];
    if (!row.field)
      continue;
    std::string label = "offset of field " + std::to_string(*row.field) + " (" +
                        (row.name.empty() ? row.type : row.name) + ")";
    lines.push_back(makeLine(comparison, label, [&](const TargetLayout &t) {
      if (!t.table || i >= t.table->rows.size())
        return std::string("-");
      return std::to_string(t.table->rows[i].offset);
    }));
  }
}

void mlir::layout::printTargetComparison(llvm::raw_ostream &os,
                                         const TargetComparison &comparison) {
  os << comparison.type << " in " << comparison.scope << "\n";
  std::vector<TableLine> lines;
  TableLine heading{"", {}};
  for (const TargetLayout &target : comparison.targets)
    heading.cells.push_back(getTargetHeading(target.target));
  lines.push_back(std::move(heading));
  lines.push_back(makeLine(comparison, "size", [](const TargetLayout &t) {
    return std::to_string(t.result.layout->size) +
           (t.result.layout->scalable ? " x vscale" : "");
  }));
  lines.push_back(
      makeLine(comparison, "ABI alignment", [](const TargetLayout &t) {
        return std::to_string(t.result.layout->abiAlignment);
      }));
  lines.push_back(
      makeLine(comparison, "preferred alignment", [](const TargetLayout &t) {
        return std::to_string(t.result.layout->preferredAlignment);
      }));
  if (llvm::any_of(comparison.targets, [](const TargetLayout &t) {
        return t.result.hasLayout() && t.result.layout->indexBitwidth;
      }))
    lines.push_back(
        makeLine(comparison, "index bitwidth", [](const TargetLayout &t) {
          std::optional<uint64_t> bits = t.result.layout->indexBitwidth;
          return bits ? std::to_string(*bits) : std::string("-");
        }));
  addFieldLines(comparison, lines);

  // Columns as wide as their widest cell, two spaces apart.
  size_t labelWidth = 0;
  std::vector<size_t> widths(comparison.targets.size(), 0);
  for (const TableLine &line : lines) {
    labelWidth = std::max(labelWidth, line.label.size());
    for (size_t i = 0; i < line.cells.size(); ++i)
      widths[i] = std::max(widths[i], line.cells[i].size());
  }
  for (const TableLine &line : lines) {
    std::string text = "  " + line.label;
    text.resize(labelWidth + 2, ' ');
    for (size_t i = 0; i < line.cells.size(); ++i) {
      text += "  " + line.cells[i];
      if (i + 1 < line.cells.size())
        text.resize(text.size() + widths[i] - line.cells[i].size(), ' ');
    }
    os << text << "\n";
  }

  os << "  decided by:\n";
  for (const TargetLayout &target : comparison.targets) {
    os << "    " << getTargetHeading(target.target) << ": ";
    if (!target.result.hasLayout()) {
      os << "no layout: " << describeNoLayout(target.result) << "\n";
      continue;
    }
    if (target.entries.empty())
      os << "MLIR's defaults";
    for (size_t i = 0; i < target.entries.size(); ++i) {
      const EntryRef &entry = target.entries[i];
      os << (i ? "; " : "") << entry.key << " = " << entry.value;
      if (entry.scope != comparison.scope)
        os << " (in " << entry.scope << ")";
    }
    os << "\n";
  }
}
