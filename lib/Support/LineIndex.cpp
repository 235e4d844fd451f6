// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LineIndex.cpp - Byte offsets <-> lines and UTF-16 columns ----------===//

#include "mlir-layout/Support/LineIndex.h"

#include "llvm/Support/ConvertUTF.h"

#include <algorithm>
#include <cstring>

using namespace mlir::layout;

LineIndex::LineIndex(llvm::StringRef text) : text(text) {
  lineStarts.push_back(0);
  // memchr scans words at a time: a 100k-line draft is indexed on the
  // message thread at every didChange.
  const char *begin = text.data(), *end = begin + text.size();
  for (const char *pos = begin; pos < end; ++pos) {
    pos = static_cast<const char *>(std::memchr(pos, '\n', end - pos));
    if (!pos)
      break;
    lineStarts.push_back(pos - begin + 1);
  }
}

/// Byte length of the character at `pos` (at most `end - pos`; invalid
/// UTF-8 bytes count one each); adds its UTF-16 code units to `units`.
static size_t stepUtf8(llvm::StringRef text, size_t pos, size_t end,
                       unsigned &units) {
  size_t length = llvm::getNumBytesForUTF8(text[pos]);
  if (length == 0 || pos + length > end)
    length = 1;
  // Only characters outside the Basic Multilingual Plane (four UTF-8
  // bytes) take a surrogate pair in UTF-16.
  constexpr size_t kUtf8BytesOfSurrogatePair = 4;
  units += length == kUtf8BytesOfSurrogatePair ? 2 : 1;
  return length;
}

std::pair<unsigned, unsigned> LineIndex::toUtf16(size_t offset) const {
  offset = std::min(offset, text.size());
  auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), offset);
  unsigned line = unsigned(it - lineStarts.begin()) - 1;
  size_t start = lineStarts[line];
  unsigned units = 0;
  for (size_t pos = start; pos < offset;)
    pos += stepUtf8(text, pos, offset, units);
  return {line, units};
}

std::optional<size_t> LineIndex::toOffset(unsigned line,
                                          unsigned character) const {
  if (line >= lineStarts.size())
    return std::nullopt;
  size_t pos = lineStarts[line];
  size_t end =
      line + 1 < lineStarts.size() ? lineStarts[line + 1] - 1 : text.size();
  unsigned units = 0;
  while (pos < end && units < character)
    pos += stepUtf8(text, pos, end, units);
  return pos;
}
