// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SplitDocument.cpp - A file's `// -----` chunks, parsed -------------===//

#include "mlir-layout/Core/SplitDocument.h"

using namespace mlir;
using namespace mlir::layout;

void mlir::layout::parseChunks(
    const SplitInput &split, llvm::StringRef name,
    const DocumentOptions &options,
    llvm::function_ref<void(const InputChunk &,
                            std::unique_ptr<LayoutDocument>)>
        each,
    ChunkReader read) {
  for (const InputChunk &chunk : split.chunks) {
    DocumentOptions chunkOptions = options;
    chunkOptions.firstLineOffset = chunk.firstLine;
    each(chunk, read(makeChunkBuffer(chunk, name), chunkOptions));
  }
}
