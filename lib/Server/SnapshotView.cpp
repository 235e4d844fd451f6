// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SnapshotView.cpp - A snapshot read for the client's text -----------===//

#include "SnapshotView.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

SnapshotView::SnapshotView(const DocumentView &view) : draft(view.draft) {
  rebuildPending = !view.snapshot || !view.sinceSnapshot.empty();
  // The newest snapshot answers unless an edit broke the parse of a chunk
  // that parsed before; then the last one that parsed does, and says so.
  answering = view.parsed;
  edits = view.sinceParsed;
  if (view.parsed && view.parsed != view.snapshot)
    changesAgo = view.changesSinceParsed;
}

bool SnapshotView::mayMap() const {
  return getTrust() == EditTrust::Lenient || !edits.changesLines();
}

std::optional<size_t>
SnapshotView::toDraftOffset(const lsp::Position &pos) const {
  if (pos.line < 0 || pos.character < 0)
    return std::nullopt;
  return draft->lines.toOffset(pos.line, pos.character);
}

/// The byte length of `chunk`'s text.
static size_t lengthOf(const Chunk &chunk) {
  return chunk.getDocument().getText().size();
}

std::vector<EditHunk> SnapshotView::hunksFor(const Chunk &chunk) const {
  std::vector<EditHunk> hunks;
  size_t begin = chunk.firstOffset, end = begin + lengthOf(chunk);
  for (EditHunk hunk : edits.getHunks()) {
    bool inside = hunk.oldStart <= end && hunk.oldEnd() >= begin;
    if (!inside && !(hunk.changesStructure && getTrust() == EditTrust::Strict))
      continue;
    size_t from = std::clamp(hunk.oldStart, begin, end);
    size_t to = std::clamp(hunk.oldEnd(), begin, end);
    hunk.oldStart = from - begin;
    hunk.oldLength = to - from;
    hunks.push_back(hunk);
  }
  return hunks;
}

llvm::SMRange SnapshotView::toBufferSpan(const Chunk &chunk, size_t begin,
                                         size_t end) const {
  llvm::StringRef text = chunk.getDocument().getText();
  auto clamp = [&](size_t offset, bool toStart) {
    size_t old = edits.toOldWidened(offset, toStart);
    size_t inChunk = old < chunk.firstOffset ? 0 : old - chunk.firstOffset;
    return llvm::SMLoc::getFromPointer(text.data() +
                                       std::min(inChunk, text.size()));
  };
  return llvm::SMRange(clamp(begin, true), clamp(end, false));
}

std::optional<SnapshotView::Place> SnapshotView::locate(size_t offset) const {
  if (!answering)
    return std::nullopt;
  std::optional<size_t> old = edits.toOld(offset);
  if (!old)
    return std::nullopt;
  const Chunk *chunk = answering->chunkAtOffset(*old);
  if (!chunk)
    return std::nullopt;
  llvm::StringRef text = chunk->getDocument().getText();
  size_t inChunk = std::min(*old - chunk->firstOffset, text.size());
  return Place{chunk, llvm::SMLoc::getFromPointer(text.data() + inChunk),
               hunksFor(*chunk)};
}

const Chunk *SnapshotView::chunkAt(size_t offset) const {
  std::optional<size_t> old = answering ? edits.toOld(offset) : std::nullopt;
  return old ? answering->chunkAtOffset(*old) : nullptr;
}

std::optional<size_t> SnapshotView::chunkStart(const Chunk &chunk) const {
  return edits.toNew(chunk.firstOffset);
}

std::optional<std::pair<SnapshotView::Place, EditHunk>>
SnapshotView::locateEdit(size_t offset) const {
  if (!answering)
    return std::nullopt;
  for (const EditHunk &hunk : edits.getHunks()) {
    if (offset < hunk.newStart || offset > hunk.newEnd())
      continue;
    const Chunk *chunk = answering->chunkAtOffset(hunk.oldStart);
    if (!chunk || hunk.oldEnd() > chunk->firstOffset + lengthOf(*chunk))
      return std::nullopt;
    EditHunk local = hunk;
    local.oldStart -= chunk->firstOffset;
    llvm::StringRef text = chunk->getDocument().getText();
    Place place{chunk,
                llvm::SMLoc::getFromPointer(text.data() + local.oldStart),
                hunksFor(*chunk)};
    return std::make_pair(std::move(place), local);
  }
  return std::nullopt;
}

std::optional<lsp::Range>
SnapshotView::toClientRange(const Chunk &chunk, llvm::SMRange range) const {
  auto [begin, end] = Snapshot::toFileRange(chunk, range);
  if (auto mapped = edits.rangeToNew(begin, end))
    return toClientRange(mapped->first, mapped->second);
  return std::nullopt;
}

std::optional<lsp::Range>
SnapshotView::toClientSpan(const Chunk &chunk, llvm::SMRange range) const {
  auto [begin, end] = Snapshot::toFileRange(chunk, range);
  if (auto mapped = edits.spanToNew(begin, end))
    return toClientRange(mapped->first, mapped->second);
  return std::nullopt;
}

lsp::Range SnapshotView::toClientRange(size_t begin, size_t end) const {
  return draft->toRange(begin, end);
}
