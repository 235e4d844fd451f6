//===- SnapshotView.h - A snapshot read for the client's text ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One request's reading of a document: the snapshot that answers (the
// newest; while an edit broke the parse, the last that parsed), the text
// the client has, and the edits between them. Converts client positions
// to places in the snapshot and the snapshot's ranges back to the client's
// text; whatever lies in changed text has no counterpart.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_SNAPSHOTVIEW_H
#define MLIR_LAYOUT_SERVER_SNAPSHOTVIEW_H

#include "OpenDocument.h"

#include "mlir-layout/Features/EditedText.h"

namespace mlir {
namespace layout {

/// A snapshot as seen from the client's text.
class SnapshotView {
public:
  /// Picks the snapshot that answers for `view`'s draft.
  explicit SnapshotView(const DocumentView &view);

  /// The answering snapshot, or null (nothing parsed yet).
  const Snapshot *getSnapshot() const { return answering.get(); }
  /// True when the answering snapshot is of the client's text.
  bool isCurrent() const { return answering && edits.empty(); }
  /// True when the newest snapshot is not of the client's text: its
  /// rebuild is pending, and waiting for it may give a better answer.
  bool isRebuildPending() const { return rebuildPending; }
  /// For an answer from the last snapshot that parsed (the newest does
  /// not): how many changes ago it was.
  std::optional<unsigned> getChangesAgo() const { return changesAgo; }
  /// How edits that may restructure the text are judged.
  EditTrust getTrust() const {
    return changesAgo ? EditTrust::Lenient : EditTrust::Strict;
  }
  /// True when answers naming lines anywhere (the outline's scope paths)
  /// may be mapped: under `Strict`, no edit moved lines.
  bool mayMap() const;

  /// A client position in the snapshot.
  struct Place {
    /// The chunk and the buffer position there.
    const Chunk *chunk = nullptr;
    llvm::SMLoc loc;
    /// The edits, in the chunk's buffer offsets.
    std::vector<EditHunk> hunks;
  };
  /// The client's text.
  llvm::StringRef getDraftText() const { return draft->text; }
  /// The byte offset of `pos` in the client's text.
  std::optional<size_t> toDraftOffset(const llvm::lsp::Position &pos) const;
  /// The place of draft `offset` in the snapshot; std::nullopt inside
  /// changed text.
  std::optional<Place> locate(size_t offset) const;
  /// The chunk holding draft `offset` in the snapshot; null inside changed
  /// text.
  const Chunk *chunkAt(size_t offset) const;
  /// The draft offset of the start of `chunk`; std::nullopt when an edit
  /// touches it.
  std::optional<size_t> chunkStart(const Chunk &chunk) const;
  /// The chunk holding draft `offset` (mapped or not) and the hunk, in its
  /// buffer offsets, whose new text holds or touches it.
  std::optional<std::pair<Place, EditHunk>> locateEdit(size_t offset) const;
  /// The edits in `chunk`'s buffer offsets (edits elsewhere that may
  /// restructure the text are kept, at the chunk's edge, under `Strict`).
  std::vector<EditHunk> hunksFor(const Chunk &chunk) const;

  /// The buffer range of `chunk` holding the snapshot's text of the
  /// client's bytes `[begin, end]` (widened over changed text, clamped to
  /// the chunk).
  llvm::SMRange toBufferSpan(const Chunk &chunk, size_t begin,
                             size_t end) const;
  /// The client range of `range` of `chunk`; std::nullopt when an edit
  /// touches it.
  std::optional<llvm::lsp::Range> toClientRange(const Chunk &chunk,
                                                llvm::SMRange range) const;
  /// The client range of `range` of `chunk` when its ends are untouched
  /// (edits inside are allowed).
  std::optional<llvm::lsp::Range> toClientSpan(const Chunk &chunk,
                                               llvm::SMRange range) const;
  /// The client range of draft bytes `[begin, end)`.
  llvm::lsp::Range toClientRange(size_t begin, size_t end) const;

private:
  std::shared_ptr<const DraftText> draft;
  std::shared_ptr<const Snapshot> answering;
  EditMap edits;
  bool rebuildPending = false;
  std::optional<unsigned> changesAgo;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_SNAPSHOTVIEW_H
