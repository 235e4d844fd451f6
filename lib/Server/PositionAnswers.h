//===- PositionAnswers.h - Answers at a client position ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What a request about one position of the client's text (hover, explain)
// finds there, given the snapshot seen from that text (SnapshotView): in
// untouched text the snapshot answers when its answer survives the edits,
// its range mapped back; a type written in changed text is laid out from
// the client's text in the snapshot's scope there; otherwise there is
// nothing to say, or, while the rebuild of the client's text is pending and
// could answer, only that rebuild can. Thread-free: nothing here locks or
// waits; the caller holds the document's request lock and decides what
// waiting means.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_POSITIONANSWERS_H
#define MLIR_LAYOUT_SERVER_POSITIONANSWERS_H

#include "SnapshotView.h"

#include "mlir-layout/Features/Hover.h"

#include <optional>

namespace mlir {
namespace layout {

/// What a request finds at a position: an answer, nothing, or "needs the
/// rebuild".
template <typename T> struct PositionAnswer {
  /// The answer; none when there is nothing to say there or when
  /// `needsRebuild`.
  std::optional<T> value;
  /// Only the rebuild of the client's text can answer (set only when the
  /// request may wait for it).
  bool needsRebuild = false;
};

/// A hover in the client's text.
struct HoverAnswer {
  /// Where the hovered text is.
  llvm::lsp::Range range;
  /// What the hover says (its `range` is the snapshot's, not the client's).
  HoverInfo info;
};

/// The layout of a type written in the client's text (explain).
struct LayoutAnswer {
  /// Where the type (or SSA value) is written.
  llvm::lsp::Range range;
  /// Its layout in the scope there.
  LayoutResult result;
  /// Set when the answer comes from the last version that parsed: how many
  /// changes ago that was.
  std::optional<unsigned> fromParsedChangesAgo;
  /// The document, scope and type it was laid out from (valid while the
  /// snapshot read lasts).
  LayoutDocument *document = nullptr;
  const LayoutScope *scope = nullptr;
  Type type;
};

/// The hover at client position `pos` of `view` (Features/Hover.h);
/// `mayWait`: the request may wait for the rebuild of the client's text.
PositionAnswer<HoverAnswer> findHoverAt(const SnapshotView &view,
                                        const llvm::lsp::Position &pos,
                                        bool mayWait);

/// The layout of the type (or SSA value) at client position `pos` of
/// `view`; `mayWait` as for findHoverAt.
PositionAnswer<LayoutAnswer> findLayoutAt(const SnapshotView &view,
                                          const llvm::lsp::Position &pos,
                                          bool mayWait);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_POSITIONANSWERS_H
