// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SplitInput.cpp - `// -----` chunks as mlir-opt splits them ---------===//
//
// mlir-opt 22 (mlir/lib/Support/ToolUtilities.cpp) splits the text at every
// `// ---` and keeps a cut only when the piece after it starts with `--`
// and has a third character that is not `0`; any other cut is a near miss
// and is glued back. The same rule, measured against mlir-opt 22, here.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Support/SplitInput.h"

#include "llvm/ADT/STLExtras.h"

#include <tuple>

using namespace mlir::layout;

/// Line and column (0-based) of `offset` in `text`.
static std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef text,
                                                   size_t offset) {
  llvm::StringRef before = text.take_front(offset);
  size_t lineStart = before.rfind('\n');
  lineStart = lineStart == llvm::StringRef::npos ? 0 : lineStart + 1;
  return {unsigned(before.count('\n')), unsigned(offset - lineStart)};
}

SplitInput mlir::layout::splitInputFile(llvm::StringRef text) {
  SplitInput result;
  const llvm::StringRef prefix = kSplitMarker.drop_back(2); // "// ---"
  // Chunk i is [starts[i], ends[i]).
  std::vector<size_t> starts = {0}, ends;
  size_t pos = 0;
  while (true) {
    size_t found = text.find(prefix, pos);
    if (found == llvm::StringRef::npos)
      break;
    pos = found + prefix.size();
    // mlir-opt never cuts where the chunk so far is empty (a marker at the
    // very start of the file, or right after another one): the chunk then
    // starts after the `// ---`, as in mlir-opt, whose parser sees `--`.
    if (found == starts.back()) {
      starts.back() = pos;
      continue;
    }
    llvm::StringRef after = text.substr(pos);
    if (after.starts_with("--") && after.size() > 2 && after[2] != '0') {
      ends.push_back(found);
      starts.push_back(found + kSplitMarker.size());
    } else {
      result.nearMisses.push_back(pos);
    }
  }
  ends.push_back(text.size());
  for (auto [begin, end] : llvm::zip_equal(starts, ends)) {
    // Blanks after a marker, up to its line's end, start no chunk text.
    size_t eol = text.find('\n', begin);
    if (begin != 0 && eol != llvm::StringRef::npos && eol < end &&
        text.slice(begin, eol).trim(" \t\r").empty())
      begin = eol + 1;
    InputChunk chunk;
    chunk.text = text.slice(begin, end);
    chunk.offset = begin;
    std::tie(chunk.firstLine, chunk.firstColumn) = lineAndColumn(text, begin);
    result.chunks.push_back(chunk);
  }
  return result;
}

std::unique_ptr<llvm::MemoryBuffer>
mlir::layout::makeChunkBuffer(const InputChunk &chunk, llvm::StringRef name) {
  if (chunk.firstColumn == 0)
    return llvm::MemoryBuffer::getMemBufferCopy(chunk.text, name);
  std::string padded(chunk.firstColumn, ' ');
  padded += chunk.text;
  return llvm::MemoryBuffer::getMemBufferCopy(padded, name);
}
