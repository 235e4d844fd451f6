//===- HoverRender.h - Markdown and plain text for editors ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The hover text of a type and of a spec entry, in markdown or plain text,
// with numbers in decimal, hexadecimal or both (rust-analyzer's memory
// layout hover as the model).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_HOVERRENDER_H
#define MLIR_LAYOUT_RENDER_HOVERRENDER_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Features/EntryEffect.h"
#include "mlir-layout/Render/NumberFormat.h"

#include <functional>
#include <string>

namespace mlir {
namespace layout {
struct HoverInfo;
struct LLVMTypeComparison;

/// Options of editor renderings.
struct RenderOptions {
  /// Number format.
  NumberFormat numberFormat = NumberFormat::Decimal;
  /// Markdown (true) or plain text.
  bool markdown = true;
  /// Cache line size in bytes for the lines of struct fields.
  uint64_t cacheLineSize = 64;
  /// Type hovers show only the one-line header, the scope, the warnings and
  /// the deciding entries (`compact` verbosity); else also the bit size
  /// where the bytes do not say it, the field table and padding, and a
  /// memref's buffer (`full`). The rules behind the numbers are the explain
  /// view's in both.
  bool compact = false;
};

/// Returns a link target (e.g. `file:///a.mlir#L12`) for a source place, or
/// an empty string when it has none.
using LinkBuilder = std::function<std::string(const SourcePos &)>;

/// The one-line summary: `i24 · 3 bytes · align 4 (preferred 8)`.
std::string renderHeader(const LayoutResult &result, NumberFormat format);

/// The hover of a type, short enough for a hover window: header, scope,
/// field table and padding, a memref's buffer, the warnings (when `llvm` is
/// given, how LLVM IR lays the type out differently) and the deciding
/// entries with links, then where the rules behind the numbers are
/// (Explain).
std::string renderTypeHover(const LayoutResult &result,
                            const RenderOptions &options,
                            const LinkBuilder &link,
                            const LLVMTypeComparison *llvm = nullptr);

/// The hover of a spec entry: what it changes and what it overrides.
std::string renderEntryHover(const EntryEffect &effect,
                             const RenderOptions &options,
                             const LinkBuilder &link);

/// The hover of any kind of HoverInfo (type, entry, alias or scope).
std::string renderHover(const HoverInfo &info, const RenderOptions &options,
                        const LinkBuilder &link);
/// The note of an answer that comes from the last version of the text that
/// parsed, `changesAgo` changes before the text the user has.
std::string renderParsedVersionNote(unsigned changesAgo,
                                    const RenderOptions &options);

/// The note under an answer from the specs as written of a document that
/// does not parse: `(from the specs as written: the file does not parse at
/// L:C)`, italic in markdown.
std::string renderSpecsAsWrittenNote(const SourcePos &parseFailure,
                                     const RenderOptions &options);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_HOVERRENDER_H
