//===- SplitDocument.h - A file's `// -----` chunks, parsed -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one place that parses each chunk of a text cut at `// -----`
// (Support/SplitInput.h) into a LayoutDocument that keeps the whole file's
// line and column numbers: the command line's `--split-input-file`, the
// language server's snapshots and the tests all read chunks through it.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_SPLITDOCUMENT_H
#define MLIR_LAYOUT_CORE_SPLITDOCUMENT_H

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Support/SplitInput.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>

namespace mlir {
namespace layout {

/// How a chunk's buffer is read into a document: LayoutDocument::parse (the
/// default) or LayoutDocument::readAsWrittenOnly.
using ChunkReader = std::unique_ptr<LayoutDocument> (*)(
    std::unique_ptr<llvm::MemoryBuffer>, const DocumentOptions &);

/// Reads each chunk of `split` (splitInputFile of a text named `name`) with
/// `options` and `read`, its first line set so that its lines and columns
/// are the file's; calls `each` with every chunk and its document in file
/// order, one at a time (a caller that drops the document holds one chunk's
/// at most).
void parseChunks(const SplitInput &split, llvm::StringRef name,
                 const DocumentOptions &options,
                 llvm::function_ref<void(const InputChunk &,
                                         std::unique_ptr<LayoutDocument>)>
                     each,
                 ChunkReader read = &LayoutDocument::parse);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_SPLITDOCUMENT_H
