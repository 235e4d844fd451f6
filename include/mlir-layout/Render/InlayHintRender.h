//===- InlayHintRender.h - The words of inlay hints -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Inlay hints are short, because an editor shows only so many characters of
// them per line (VS Code: 43): the label is the size (`56 B`) or the padding
// (`pad 7`), and the tooltip says the rest (the type, what the numbers
// describe, the alignment, the field the padding follows) and lists the
// hints of the line left out to fit (HintBudget.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_INLAYHINTRENDER_H
#define MLIR_LAYOUT_RENDER_INLAYHINTRENDER_H

#include "mlir-layout/Features/InlayHints.h"
#include "mlir-layout/Render/NumberFormat.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace mlir {
namespace layout {

/// The label of a layout hint: `56 B`, `16 B × vscale` for a scalable
/// type.
std::string renderInlayLabel(const LayoutResult &result, NumberFormat format);

/// The label of a padding hint: `pad 3`.
std::string renderPaddingLabel(uint64_t bytes, NumberFormat format);

/// The label of `hint` (renderInlayLabel or renderPaddingLabel).
std::string renderHintLabel(const InlayHintInfo &hint, NumberFormat format);

/// What a hint that has `count` hints of its line folded into it adds to
/// its label: ` +2`.
std::string renderFoldedSuffix(size_t count);

/// The full text of `hint`, one line: `memref<?xf32>: descriptor 40 B,
/// align 8`; `3 bytes of padding after field 0 (i8) of !llvm.struct<...>`
/// (`tail padding` after the last field).
std::string renderHintText(const InlayHintInfo &hint, NumberFormat format);

/// The tooltip of a hint: its full text, then, when hints of its line were
/// left out to fit `budget` characters, a line saying so and the full text
/// of each.
std::string renderHintTooltip(const InlayHintInfo &hint,
                              llvm::ArrayRef<const InlayHintInfo *> folded,
                              size_t budget, NumberFormat format);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_INLAYHINTRENDER_H
