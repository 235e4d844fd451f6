// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutTableRender.cpp - The layout view as text and JSON -----------===//

#include "mlir-layout/Render/LayoutTableRender.h"
#include "JsonDocuments/LayoutTableJson.h"
#include "mlir-layout/Render/FieldLinesText.h"
#include "mlir-layout/Render/ReasonText.h"

#include "JsonBridge.h"
#include "LayoutTableCells.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::layout;
using nlohmann::json;

/// The padding line of a vector or array shown as one row.
static constexpr const char *kUncountedPadding =
    "padding: not counted (the bytes between the elements of a vector or "
    "array are inside its row)";

/// The width of `text` on screen: its code points (types and cells hold
/// no double-width characters).
static size_t displayWidth(llvm::StringRef text) {
  return llvm::count_if(text, [](char c) { return (c & 0xC0) != 0x80; });
}

std::vector<std::string> mlir::layout::getLayoutTableHeadings() {
  return {"field", "type", "offset", "size", "align", "padding", "cache line"};
}

bool mlir::layout::isNumberColumn(unsigned column) {
  return column >= OffsetColumn && column <= PaddingColumn;
}

std::vector<std::string>
mlir::layout::getLayoutRowCells(const LayoutTable &table, const LayoutRow &row,
                                NumberFormat format) {
  std::string field = row.field ? "#" + std::to_string(*row.field) : "value";
  if (!row.name.empty())
    field += " " + row.name;
  std::string line = "-";
  if (!table.lines)
    line = "?";
  else if (row.firstLine && row.straddles())
    line = std::to_string(*row.firstLine) + "–" +
           std::to_string(*row.lastLine) + " straddles";
  else if (row.firstLine)
    line = std::to_string(*row.firstLine);
  return {field,
          row.type,
          formatNumber(row.offset, format),
          formatNumber(row.size, format) + (row.scalable ? " × vscale" : ""),
          formatNumber(row.alignment, format),
          row.paddingAfter ? formatNumber(row.paddingAfter, format) : "",
          line};
}

std::vector<std::string>
mlir::layout::alignColumns(const std::vector<std::vector<std::string>> &cells) {
  std::vector<size_t> widths;
  for (const std::vector<std::string> &row : cells) {
    widths.resize(std::max(widths.size(), row.size()));
    for (size_t c = 0; c < row.size(); ++c)
      widths[c] = std::max(widths[c], displayWidth(row[c]));
  }
  std::vector<std::string> lines;
  for (const std::vector<std::string> &row : cells) {
    std::string text;
    for (size_t c = 0; c < row.size(); ++c) {
      std::string pad(widths[c] - displayWidth(row[c]), ' ');
      text +=
          (c ? "  " : "") + (isNumberColumn(c) ? pad + row[c] : row[c] + pad);
    }
    lines.push_back(llvm::StringRef(text).rtrim().str());
  }
  return lines;
}

void mlir::layout::printLayoutTable(llvm::raw_ostream &os,
                                    const LayoutTable &table,
                                    NumberFormat format) {
  const TypeLayout &l = table.numbers;
  std::string kind = getLayoutTableKindName(table.kind);
  std::replace(kind.begin(), kind.end(), '-', ' ');
  os << table.type << " in scope " << table.scope << ": " << kind << ", "
     << formatCount(l.size, "byte", format) << (l.scalable ? " × vscale" : "")
     << ", align " << formatNumber(l.abiAlignment, format) << " (preferred "
     << formatNumber(l.preferredAlignment, format) << ")\n";
  if (table.rows.empty()) {
    os << "no fields\n";
  } else {
    std::vector<std::vector<std::string>> cells = {getLayoutTableHeadings()};
    for (const LayoutRow &row : table.rows)
      cells.push_back(getLayoutRowCells(table, row, format));
    for (const std::string &line : alignColumns(cells))
      os << line << "\n";
  }
  if (table.lines) {
    os << (table.paddingCounted ? describePadding(*table.lines, format)
                                : kUncountedPadding)
       << "\n"
       << describeCacheLineCount(*table.lines, l.abiAlignment, format) << "\n";
  } else if (!table.rows.empty()) {
    os << kScalableFieldLines << "\n";
  }
}

/// `value`, or null.
template <typename T> static json orNull(const std::optional<T> &value) {
  return value ? json(*value) : json(nullptr);
}

json mlir::layout::toLayoutTableJson(const LayoutTable &table) {
  const std::optional<FieldLines> &lines = table.lines;
  bool padding = lines && table.paddingCounted;
  json rows = json::array();
  for (const LayoutRow &row : table.rows)
    rows.push_back(
        {{"field", orNull(row.field)},
         {"name", row.name.empty() ? json(nullptr) : json(row.name)},
         {"type", row.type},
         {"offset", row.offset},
         {"size", row.size},
         {"alignment", row.alignment},
         {"padding_before", row.paddingBefore},
         {"padding_after", row.paddingAfter},
         {"scalable", row.scalable},
         {"first_line", orNull(row.firstLine)},
         {"last_line", orNull(row.lastLine)},
         {"straddles", row.straddles()},
         {"why", row.reason ? json(describeReason(*row.reason,
                                                  NumberFormat::Decimal, true))
                            : json(nullptr)}});
  json runs = json::array();
  json lineList = json::array();
  if (padding)
    for (const PaddingRun &run : lines->padding)
      runs.push_back({{"offset", run.offset},
                      {"size", run.size},
                      {"before_field", orNull(run.beforeField)}});
  if (lines)
    for (const CacheLine &line : lines->lines)
      lineList.push_back({{"index", line.index},
                          {"start", line.start},
                          {"end", line.end},
                          {"fields", line.fields},
                          {"cut_field", orNull(line.cutField)}});
  return {{"kind", getLayoutTableKindName(table.kind)},
          {"type", table.type},
          {"scope", table.scope},
          {"size", table.numbers.size},
          {"abi", table.numbers.abiAlignment},
          {"preferred", table.numbers.preferredAlignment},
          {"scalable", table.numbers.scalable},
          {"cache_line_size", table.lineSize},
          {"padding", padding ? json(lines->paddingBytes) : json(nullptr)},
          {"line_count", lines ? json(lines->lines.size()) : json(nullptr)},
          {"start_assumed", lines ? json(lines->startAssumed) : json(nullptr)},
          {"rows", rows},
          {"padding_runs", runs},
          {"lines", lineList}};
}

llvm::json::Value mlir::layout::toLayoutTableJSON(const LayoutTable &table) {
  return toLLVMJson(toLayoutTableJson(table));
}
