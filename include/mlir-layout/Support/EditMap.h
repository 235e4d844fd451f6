//===- EditMap.h - Offsets through the edits made since a parse -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The edits a text went through since one version of it (the one a
// snapshot was parsed from), kept as sorted, disjoint hunks: each hunk is a
// region of the old text replaced by a region of the new text, and the text
// between hunks is unchanged. Maps byte offsets both ways; an offset inside
// changed text has no counterpart. Only lengths and a classification of the
// edited text are kept, never the text itself.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_EDITMAP_H
#define MLIR_LAYOUT_SUPPORT_EDITMAP_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace mlir {
namespace layout {

/// A region of the old text replaced by a region of the new text.
struct EditHunk {
  /// Byte offset and length in the old text.
  size_t oldStart = 0, oldLength = 0;
  /// Byte offset and length in the new text.
  size_t newStart = 0, newLength = 0;
  /// Some edit merged into the hunk removed or inserted text other than
  /// whitespace.
  bool changesTokens = false;
  /// Some edit removed or inserted a character that can change how the
  /// text around it is structured: a brace, a quote or a slash (comments).
  bool changesStructure = false;
  /// Some edit changed the number of lines (what follows moved to other
  /// lines, so line numbers of the old text no longer hold after it).
  bool changesLines = false;

  /// The end of the region in the old text.
  size_t oldEnd() const { return oldStart + oldLength; }
  /// The end of the region in the new text.
  size_t newEnd() const { return newStart + newLength; }
};

/// The edits from an old text to a new one.
class EditMap {
public:
  /// Records that `removed` (the text at byte `offset` of the current new
  /// text) was replaced by `inserted`; the edit is in the coordinates of
  /// the text after every edit recorded before.
  void replace(size_t offset, llvm::StringRef removed,
               llvm::StringRef inserted);
  /// Records the replacement of `removed` (at byte `offset`) by `inserted`
  /// as only the part that differs: their common prefix and suffix are left
  /// out, so a client that sends the whole text for a one-line edit records
  /// a one-line hunk. Nothing is recorded when they are equal.
  void replaceChanged(size_t offset, llvm::StringRef removed,
                      llvm::StringRef inserted);
  /// Records a replacement by lengths, classified by the caller.
  void replace(size_t offset, size_t removedLength, size_t insertedLength,
               bool changesTokens, bool changesStructure, bool changesLines);
  /// Appends the edits of `later` (recorded from this map's new text).
  void append(const EditMap &later);

  /// True when the new text equals the old one as far as edits go.
  bool empty() const { return hunks.empty(); }
  /// True when some edit changed the number of lines.
  bool changesLines() const;
  /// The hunks, sorted by position.
  llvm::ArrayRef<EditHunk> getHunks() const { return hunks; }

  /// The old offset of new `offset`; std::nullopt inside a hunk's new text.
  std::optional<size_t> toOld(size_t offset) const;
  /// The old offset of new `offset`, widened to the start (`toStart`) or
  /// end of the hunk whose new text holds it.
  size_t toOldWidened(size_t offset, bool toStart) const;
  /// The new offset of old `offset`; std::nullopt inside a hunk's old text.
  std::optional<size_t> toNew(size_t offset) const;
  /// True when some hunk touches the old range `[begin, end]` (its ends
  /// included: an edit just after a token changes the token).
  bool touchesOld(size_t begin, size_t end) const;
  /// The new range of the old range `[begin, end)` when no hunk touches it.
  std::optional<std::pair<size_t, size_t>> rangeToNew(size_t begin,
                                                      size_t end) const;
  /// The new range of the old range `[begin, end)` when neither end is in
  /// or next to a hunk; hunks strictly inside it are allowed (the range of
  /// an op whose body was edited).
  std::optional<std::pair<size_t, size_t>> spanToNew(size_t begin,
                                                     size_t end) const;

private:
  std::vector<EditHunk> hunks;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_EDITMAP_H
