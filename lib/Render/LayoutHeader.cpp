// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutHeader.cpp - A type's layout in one line ---------------------===//
//
// The headline every hover of a type starts with (`T · 8 bytes · align 4`),
// below the hover renderers that use it.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Render/HoverRender.h"

using namespace mlir::layout;

std::string mlir::layout::renderHeader(const LayoutResult &result,
                                       NumberFormat format) {
  std::string header = result.type + " · ";
  if (!result.hasLayout())
    return header + "no layout";
  const TypeLayout &l = *result.layout;
  header += formatCount(l.size, "byte", format);
  if (l.scalable)
    header += " × vscale";
  header += " · align " + formatNumber(l.abiAlignment, format);
  if (l.preferredAlignment != l.abiAlignment)
    header += " (preferred " + formatNumber(l.preferredAlignment, format) + ")";
  return header;
}
