// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FieldLinesText.cpp - Padding and cache lines in words --------------===//

#include "mlir-layout/Render/FieldLinesText.h"

using namespace mlir::layout;

/// `#N`.
static std::string fieldName(unsigned number) {
  return "#" + std::to_string(number);
}

/// `a–b` for the bytes from `start` to one before `end`.
static std::string byteRange(uint64_t start, uint64_t end,
                             NumberFormat format) {
  if (end <= start + 1)
    return "byte " + formatNumber(start, format);
  return "bytes " + formatNumber(start, format) + "–" +
         formatNumber(end - 1, format);
}

std::string mlir::layout::describePadding(const FieldLines &lines,
                                          NumberFormat format) {
  if (lines.padding.empty())
    return "padding: none";
  std::string where;
  for (const PaddingRun &run : lines.padding) {
    where += where.empty() ? "" : ", ";
    where += formatNumber(run.size, format) +
             (run.beforeField ? " before " + fieldName(*run.beforeField)
                              : std::string(" at the tail"));
  }
  return "padding: " + formatCount(lines.paddingBytes, "byte", format) + " (" +
         where + ")";
}

std::string mlir::layout::describeCacheLineCount(const FieldLines &lines,
                                                 uint64_t abiAlignment,
                                                 NumberFormat format) {
  std::string heading = "cache lines of " +
                        formatCount(lines.lineSize, "byte", format) + ": " +
                        std::to_string(lines.lines.size());
  if (lines.startAssumed)
    heading += " (from its first byte; its alignment, " +
               formatCount(abiAlignment, "byte", format) +
               ", does not ensure a line starts there)";
  return heading;
}

std::vector<std::string> mlir::layout::describeCacheLines(
    const FieldLines &lines, const LayoutResult &result, NumberFormat format) {
  std::vector<std::string> text;
  text.push_back(
      describeCacheLineCount(lines, result.layout->abiAlignment, format));
  // One line needs no list of lines.
  for (const CacheLine &line : lines.lines) {
    if (lines.lines.size() == 1)
      break;
    std::string entry = "line " + std::to_string(line.index) + ": " +
                        byteRange(line.start, line.end, format);
    if (line.fields.size() == 1)
      entry += ", " + fieldName(line.fields.front());
    else if (!line.fields.empty())
      entry += ", " + fieldName(line.fields.front()) + "–" +
               fieldName(line.fields.back());
    if (line.cutField)
      entry += ", ends inside " + fieldName(*line.cutField);
    text.push_back(entry);
  }
  if (lines.straddling.empty()) {
    text.push_back("no field straddles a line");
    return text;
  }
  for (const StraddlingField &s : lines.straddling) {
    const FieldLayout &field = result.fields[s.field];
    text.push_back(fieldName(s.field) + " " + field.type + " (" +
                   byteRange(field.offset, field.offset + field.size, format) +
                   ") straddles lines " + std::to_string(s.firstLine) + "–" +
                   std::to_string(s.lastLine));
  }
  return text;
}

std::string
mlir::layout::describeSmallerFieldOrder(const SmallerFieldOrder &smaller,
                                        NumberFormat format) {
  std::string numbers, types;
  for (size_t i = 0; i < smaller.order.size(); ++i) {
    numbers += (i ? ", " : "") + fieldName(smaller.order[i]);
    types += (i ? ", " : "") + smaller.types[i];
  }
  std::string sizes = "would take " +
                      formatCount(smaller.size, "byte", format) + ", not " +
                      formatNumber(smaller.writtenSize, format);
  // Long types (nested structs) would push the numbers off a hover's line.
  constexpr size_t kLongTypes = 80;
  if (types.size() > kLongTypes)
    return "fields in order " + numbers + " " + sizes;
  return "fields in order (" + types + ") " + sizes + " (" + numbers + ")";
}
