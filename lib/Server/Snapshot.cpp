// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Snapshot.cpp - A parsed version of an open file --------------------===//

#include "Snapshot.h"

#include "mlir-layout/Core/SplitDocument.h"

#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::layout;

std::optional<size_t> mlir::layout::offsetOfPosition(llvm::StringRef text,
                                                     unsigned line,
                                                     unsigned character) {
  // Only the text up to the line's end is read (no index of the whole text).
  size_t start = 0;
  for (unsigned l = 0; l < line; ++l) {
    size_t newline = text.find('\n', start);
    if (newline == llvm::StringRef::npos)
      return std::nullopt;
    start = newline + 1;
  }
  llvm::StringRef rest = text.drop_front(start);
  return start + *LineIndex(rest.take_until([](char c) {
                    return c == '\n';
                  })).toOffset(0, character);
}

std::shared_ptr<const Snapshot>
Snapshot::build(llvm::StringRef path, llvm::StringRef text, int64_t version,
                CompatibilityPolicy policy, const DocumentOptions &options,
                bool check) {
  auto snapshot = std::make_shared<Snapshot>();
  snapshot->version = version;
  snapshot->policy = policy;
  auto addChunk = [&](const InputChunk &input,
                      std::unique_ptr<LayoutDocument> doc) {
    // A chunk that starts mid-line is parsed after as many spaces as the
    // line has before it, so it starts at the line's start here.
    Chunk chunk;
    chunk.firstLine = input.firstLine;
    chunk.firstOffset = input.offset - input.firstColumn;
    chunk.analysis.doc = std::move(doc);
    chunk.lines = LineIndex(chunk.getDocument().getText());
    // On the worker thread, once: hovers on the snapshot only look it up.
    chunk.llvmLayouts = std::make_unique<LLVMTypeLayouts>(chunk.getDocument());
    chunk.llvmLayouts->findLLVMOps();
    snapshot->chunks.push_back(std::move(chunk));
  };
  parseChunks(splitInputFile(text), path, options, addChunk);
  if (check)
    for (Chunk &chunk : snapshot->chunks)
      chunk.analysis.check(policy);
  return snapshot;
}

size_t Snapshot::countUnparsed() const {
  return llvm::count_if(chunks, [](const Chunk &chunk) {
    return !chunk.getDocument().isParsed();
  });
}

const Chunk *Snapshot::chunkAtOffset(size_t offset) const {
  const Chunk *found = nullptr;
  for (const Chunk &chunk : chunks)
    if (chunk.firstOffset <= offset)
      found = &chunk;
  return found;
}

const Chunk *Snapshot::chunkAtLine(unsigned line) const {
  const Chunk *found = nullptr;
  for (const Chunk &chunk : chunks)
    if (chunk.firstLine <= line)
      found = &chunk;
  return found;
}

std::optional<std::pair<const Chunk *, llvm::SMLoc>>
Snapshot::locate(const llvm::lsp::Position &position) const {
  if (position.line < 0 || position.character < 0)
    return std::nullopt;
  const Chunk *chunk = chunkAtLine(position.line);
  if (!chunk)
    return std::nullopt;
  llvm::StringRef text = chunk->getDocument().getText();
  std::optional<size_t> offset = chunk->lines.toOffset(
      position.line - chunk->firstLine, position.character);
  if (!offset)
    return std::nullopt;
  return std::make_pair(chunk,
                        llvm::SMLoc::getFromPointer(text.data() + *offset));
}

llvm::SMRange Snapshot::toBufferRange(const Chunk &chunk,
                                      const llvm::lsp::Range &range) {
  llvm::StringRef text = chunk.getDocument().getText();
  auto clamp = [&](const llvm::lsp::Position &p) {
    int line = p.line - int(chunk.firstLine);
    if (line < 0)
      return llvm::SMLoc::getFromPointer(text.data());
    std::optional<size_t> offset =
        chunk.lines.toOffset(line, std::max(p.character, 0));
    return llvm::SMLoc::getFromPointer(text.data() +
                                       (offset ? *offset : text.size()));
  };
  return llvm::SMRange(clamp(range.start), clamp(range.end));
}

llvm::lsp::Position Snapshot::toPosition(const Chunk &chunk, llvm::SMLoc loc) {
  llvm::StringRef text = chunk.getDocument().getText();
  size_t offset = loc.isValid() ? loc.getPointer() - text.data() : 0;
  auto [line, character] = chunk.lines.toUtf16(offset);
  return llvm::lsp::Position(line + chunk.firstLine, character);
}

llvm::lsp::Range Snapshot::toRange(const Chunk &chunk, llvm::SMRange range) {
  llvm::lsp::Position start = toPosition(chunk, range.Start);
  llvm::lsp::Position end =
      range.End.isValid() ? toPosition(chunk, range.End) : start;
  return llvm::lsp::Range(start, end);
}

std::pair<size_t, size_t> Snapshot::toFileRange(const Chunk &chunk,
                                                llvm::SMRange range) {
  const LayoutDocument &doc = chunk.getDocument();
  size_t begin = chunk.firstOffset + doc.getOffset(range.Start);
  size_t end = range.End.isValid()
                   ? chunk.firstOffset + doc.getOffset(range.End)
                   : begin;
  return {begin, end};
}
