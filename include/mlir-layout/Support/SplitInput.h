//===- SplitInput.h - `// -----` chunks as mlir-opt splits them -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `mlir-opt --split-input-file` cuts a file at every `// -----` (anywhere in
// a line) and parses each piece on its own; test files of MLIR rely on it.
// The CLI's `--split-input-file` and the language server split the same way
// and keep the whole file's line and column numbers for every chunk.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_SPLITINPUT_H
#define MLIR_LAYOUT_SUPPORT_SPLITINPUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <vector>

namespace mlir {
namespace layout {

/// The marker between chunks.
inline constexpr llvm::StringLiteral kSplitMarker = "// -----";

/// One chunk of a split file.
struct InputChunk {
  /// The chunk's text (a piece of the file's text).
  llvm::StringRef text;
  /// Byte offset of `text` in the file.
  size_t offset = 0;
  /// 0-based line of the chunk's first character in the file.
  unsigned firstLine = 0;
  /// 0-based byte column of the chunk's first character on that line (not 0
  /// only when text follows a marker on its line).
  unsigned firstColumn = 0;
};

/// A file cut into chunks, with the near misses mlir-opt warns about.
struct SplitInput {
  /// The chunks, in file order; at least one.
  std::vector<InputChunk> chunks;
  /// Byte offsets of near misses (`// ---` not followed by `--` and one more
  /// character), where mlir-opt warns "near miss with file split marker"
  /// and does not split.
  std::vector<size_t> nearMisses;
};

/// Splits `text` exactly where mlir-opt 22's `--split-input-file` does (at
/// each `// -----` followed by at least one character; a marker at the very
/// end of the file, or followed by `0`, is a near miss). A chunk whose marker
/// is followed by only blanks on its line starts on the next line.
SplitInput splitInputFile(llvm::StringRef text);

/// The buffer to parse `chunk` from: its text after `chunk.firstColumn`
/// spaces, so columns on its first line are the file's. Lines are the file's
/// once the parse is told the chunk's first line (DocumentOptions).
std::unique_ptr<llvm::MemoryBuffer> makeChunkBuffer(const InputChunk &chunk,
                                                    llvm::StringRef name);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_SPLITINPUT_H
