// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- InlayHintRender.cpp - The words of inlay hints ---------------------===//

#include "mlir-layout/Render/InlayHintRender.h"

using namespace mlir;
using namespace mlir::layout;

std::string mlir::layout::renderInlayLabel(const LayoutResult &result,
                                           NumberFormat format) {
  if (!result.hasLayout())
    return "no layout";
  std::string label = formatNumber(result.layout->size, format) + " B";
  if (result.layout->scalable)
    label += " × vscale";
  return label;
}

std::string mlir::layout::renderPaddingLabel(uint64_t bytes,
                                             NumberFormat format) {
  return "pad " + formatNumber(bytes, format);
}

std::string mlir::layout::renderHintLabel(const InlayHintInfo &hint,
                                          NumberFormat format) {
  return hint.padding ? renderPaddingLabel(*hint.padding, format)
                      : renderInlayLabel(*hint.result, format);
}

std::string mlir::layout::renderFoldedSuffix(size_t count) {
  return " +" + std::to_string(count);
}

std::string mlir::layout::renderHintText(const InlayHintInfo &hint,
                                         NumberFormat format) {
  const LayoutResult &result = *hint.result;
  if (hint.padding) {
    bool tail = hint.paddingAfterField + 1 >= result.fields.size();
    std::string text =
        formatCount(*hint.padding, "byte", format) +
        (tail ? " of tail padding after field " : " of padding after field ") +
        std::to_string(hint.paddingAfterField);
    if (hint.paddingAfterField < result.fields.size())
      text += " (" + result.fields[hint.paddingAfterField].type + ")";
    return text + " of " + result.type;
  }
  if (!result.hasLayout())
    return result.type + ": no layout";
  const TypeLayout &layout = *result.layout;
  std::string text = result.type + ": ";
  if (result.memrefValue)
    text +=
        *result.memrefValue == MemRefModel::Bare ? "pointer " : "descriptor ";
  text += formatNumber(layout.size, format) + " B";
  if (layout.scalable)
    text += " × vscale";
  text += ", align " + formatNumber(layout.abiAlignment, format);
  if (layout.preferredAlignment != layout.abiAlignment)
    text += ", preferred " + formatNumber(layout.preferredAlignment, format);
  return text;
}

std::string
mlir::layout::renderHintTooltip(const InlayHintInfo &hint,
                                llvm::ArrayRef<const InlayHintInfo *> folded,
                                size_t budget, NumberFormat format) {
  std::string tooltip = renderHintText(hint, format);
  if (folded.empty())
    return tooltip;
  tooltip += "\n\nNot shown on this line (the editor shows " +
             std::to_string(budget) + " characters of hints per line):";
  for (const InlayHintInfo *other : folded)
    tooltip += "\n" + renderHintText(*other, format);
  return tooltip;
}
