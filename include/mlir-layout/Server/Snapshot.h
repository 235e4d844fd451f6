//===- Snapshot.h - A parsed version of an open file ------------*- C++ -*-===//
//
// An immutable-after-publication parse of one version of a file, split into
// `// -----` chunks as mlir-opt --split-input-file and mlir-lsp-server do.
// Requests are answered from the newest published snapshot, on the message
// thread only (query caches inside are filled lazily).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_SNAPSHOT_H
#define MLIR_LAYOUT_SERVER_SNAPSHOT_H

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/Support/LineIndex.h"

#include "llvm/Support/LSP/Protocol.h"

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// One `// -----` chunk of a file.
struct Chunk {
  /// 0-based line of the chunk's first line in the file.
  unsigned firstLine = 0;
  /// The parsed chunk (its buffer holds only the chunk's text).
  std::unique_ptr<LayoutDocument> doc;
  /// Line starts of the chunk's text.
  LineIndex lines;
  /// The chunk's problems under the snapshot's policy.
  std::vector<SpecIssue> issues;
  /// Issues whose fixes have been re-verified (on a code action request).
  std::set<const SpecIssue *> verified;
};

/// A parsed version of a file.
struct Snapshot {
  /// The document version it was built from.
  int64_t version = 0;
  /// The policy the issues were computed under.
  CompatibilityPolicy policy = CompatibilityPolicy::Relax;
  /// The chunks, in file order.
  std::vector<Chunk> chunks;

  /// Parses `text` (named `path`) and checks it under `policy`.
  static std::shared_ptr<Snapshot> build(llvm::StringRef path,
                                         llvm::StringRef text, int64_t version,
                                         CompatibilityPolicy policy,
                                         const DocumentOptions &options = {});

  /// The chunk holding 0-based file line `line`.
  Chunk *chunkAtLine(unsigned line);
  /// The buffer position of an LSP position (UTF-16), with its chunk.
  std::optional<std::pair<Chunk *, llvm::SMLoc>>
  locate(const llvm::lsp::Position &position);
  /// The LSP position of `loc` in `chunk`.
  static llvm::lsp::Position toPosition(const Chunk &chunk, llvm::SMLoc loc);
  /// The LSP range of `range` in `chunk`.
  static llvm::lsp::Range toRange(const Chunk &chunk, llvm::SMRange range);
};

/// Splits `text` at lines that are exactly `// -----`; returns each chunk's
/// text and 0-based first line.
std::vector<std::pair<llvm::StringRef, unsigned>>
splitChunks(llvm::StringRef text);

/// The byte offset of 0-based `line` / UTF-16 `character` in `text`, clamped
/// to the line's end; std::nullopt when `line` is past the end.
std::optional<size_t> offsetOfPosition(llvm::StringRef text, unsigned line,
                                       unsigned character);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_SNAPSHOT_H
