//===- LineIndex.h - Byte offsets <-> lines and UTF-16 columns --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Positions as LSP and `check --json` count them: 0-based lines and UTF-16
// code units. The index is built once per text, so each conversion costs a
// binary search plus one line.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_LINEINDEX_H
#define MLIR_LAYOUT_SUPPORT_LINEINDEX_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <utility>
#include <vector>

namespace mlir {
namespace layout {

/// Byte offsets of line starts of a text, for position conversions in
/// O(log lines + line length) instead of a scan from the start.
class LineIndex {
public:
  /// Indexes `text` (which must outlive the index).
  explicit LineIndex(llvm::StringRef text = {});
  /// 0-based line and UTF-16 column of byte `offset`.
  std::pair<unsigned, unsigned> toUtf16(size_t offset) const;
  /// Byte offset of 0-based `line` / UTF-16 `character` (clamped to the
  /// line's end); std::nullopt past the last line.
  std::optional<size_t> toOffset(unsigned line, unsigned character) const;

private:
  llvm::StringRef text;
  std::vector<size_t> lineStarts;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_LINEINDEX_H
