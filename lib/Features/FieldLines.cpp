// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FieldLines.cpp - Padding and cache lines of an aggregate -----------===//

#include "mlir-layout/Features/FieldLines.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::layout;

bool mlir::layout::hasScalableFields(const LayoutResult &result) {
  return (result.layout && result.layout->scalable) ||
         llvm::any_of(result.fields,
                      [](const FieldLayout &field) { return field.scalable; });
}

std::optional<FieldLines>
mlir::layout::describeFieldLines(const LayoutResult &result,
                                 uint64_t lineSize) {
  if (!result.hasLayout() || result.fields.empty() || lineSize == 0 ||
      hasScalableFields(result))
    return std::nullopt;
  FieldLines lines;
  lines.lineSize = lineSize;
  uint64_t size = result.layout->size;
  lines.startAssumed = result.layout->abiAlignment % lineSize != 0;

  for (auto [number, field] : llvm::enumerate(result.fields))
    if (field.paddingBefore)
      lines.padding.push_back({field.offset - field.paddingBefore,
                               field.paddingBefore, unsigned(number)});
  if (result.tailPadding)
    lines.padding.push_back(
        {size - result.tailPadding, result.tailPadding, std::nullopt});
  for (const PaddingRun &run : lines.padding)
    lines.paddingBytes += run.size;

  uint64_t count = (size + lineSize - 1) / lineSize;
  for (uint64_t index = 0; index < count; ++index) {
    CacheLine line;
    line.index = index;
    line.start = index * lineSize;
    line.end = std::min(size, line.start + lineSize);
    for (auto [number, field] : llvm::enumerate(result.fields)) {
      uint64_t fieldEnd = field.offset + field.size;
      if (field.size == 0 || fieldEnd <= line.start || field.offset >= line.end)
        continue;
      line.fields.push_back(number);
      if (fieldEnd > line.end)
        line.cutField = number;
    }
    lines.lines.push_back(std::move(line));
  }
  for (auto [number, field] : llvm::enumerate(result.fields)) {
    if (field.size == 0)
      continue;
    unsigned first = field.offset / lineSize;
    unsigned last = (field.offset + field.size - 1) / lineSize;
    if (first != last)
      lines.straddling.push_back({unsigned(number), first, last});
  }
  return lines;
}
