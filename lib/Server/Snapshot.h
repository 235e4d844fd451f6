//===- Snapshot.h - A parsed version of an open file ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A parse of one version of a file, split into `// -----` chunks as mlir-opt
// --split-input-file does (Support/SplitInput.h), with the LSP position mapping
// of each chunk. Immutable once built (shared as `shared_ptr<const
// Snapshot>`); the features fill the chunks' lazily built query caches, so
// requests on one file's snapshots run one at a time (LayoutServer's
// per-document lock).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_SNAPSHOT_H
#define MLIR_LAYOUT_SERVER_SNAPSHOT_H

#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"
#include "mlir-layout/Support/LineIndex.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/LSP/Protocol.h"

#include <cassert>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// One `// -----` chunk of a file.
struct Chunk {
  /// 0-based line of the chunk's first line in the file.
  unsigned firstLine = 0;
  /// Byte offset in the file of the chunk buffer's start: the start of its
  /// first line (a chunk that starts mid-line is parsed after spaces that
  /// stand for the line's text before it).
  size_t firstOffset = 0;
  /// The parsed chunk (its buffer holds only the chunk's text) and its
  /// problems under the snapshot's policy.
  DocumentAnalysis analysis;
  /// Line starts of the chunk's text.
  LineIndex lines;
  /// LLVM's answers for the chunk's document, kept for every hover on the
  /// snapshot (filled lazily, like the document's query caches, under the
  /// document's request lock); Snapshot::build finds the LLVM dialect ops
  /// once after the parse. Null in a chunk not built by Snapshot::build.
  std::unique_ptr<LLVMTypeLayouts> llvmLayouts;

  /// The chunk's document.
  LayoutDocument &getDocument() const { return *analysis.doc; }
  /// LLVM's answers for the chunk's document (the chunk was built by
  /// Snapshot::build).
  LLVMTypeLayouts &getLLVMLayouts() const {
    assert(llvmLayouts && "chunk not built by Snapshot::build");
    return *llvmLayouts;
  }
};

/// A parsed version of a file.
struct Snapshot {
  /// The document version it was built from.
  int64_t version = 0;
  /// The policy the issues were computed under.
  CompatibilityPolicy policy = CompatibilityPolicy::Relax;
  /// The chunks, in file order.
  std::vector<Chunk> chunks;

  /// Parses `text` (named `path`) and checks it under `policy`. Without
  /// `check`, the checks do not run (the issues stay empty).
  static std::shared_ptr<const Snapshot>
  build(llvm::StringRef path, llvm::StringRef text, int64_t version,
        CompatibilityPolicy policy, const DocumentOptions &options = {},
        bool check = true);

  /// How many chunks did not parse.
  size_t countUnparsed() const;
  /// The chunk holding byte `offset` of the file's text.
  const Chunk *chunkAtOffset(size_t offset) const;
  /// The chunk holding 0-based file line `line`.
  const Chunk *chunkAtLine(unsigned line) const;
  /// The buffer position of an LSP position (UTF-16), with its chunk.
  std::optional<std::pair<const Chunk *, llvm::SMLoc>>
  locate(const llvm::lsp::Position &position) const;
  /// The buffer range of an LSP range in `chunk`, clamped to the chunk.
  static llvm::SMRange toBufferRange(const Chunk &chunk,
                                     const llvm::lsp::Range &range);
  /// The LSP position of `loc` in `chunk`.
  static llvm::lsp::Position toPosition(const Chunk &chunk, llvm::SMLoc loc);
  /// The file byte range of `range` in `chunk` (empty at its start when
  /// its end is unset).
  static std::pair<size_t, size_t> toFileRange(const Chunk &chunk,
                                               llvm::SMRange range);
  /// The LSP range of `range` in `chunk`.
  static llvm::lsp::Range toRange(const Chunk &chunk, llvm::SMRange range);
};

/// The byte offset of 0-based `line` / UTF-16 `character` in `text`, clamped
/// to the line's end; std::nullopt when `line` is past the end.
std::optional<size_t> offsetOfPosition(llvm::StringRef text, unsigned line,
                                       unsigned character);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_SNAPSHOT_H
