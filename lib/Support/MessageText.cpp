// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MessageText.cpp - Diagnostic messages a person reads ---------------===//

#include "mlir-layout/Support/MessageText.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::layout;

static constexpr llvm::StringLiteral kEllipsis = "...";

/// The longest prefix of `text` of at most `size` bytes that does not end
/// inside a UTF-8 sequence.
static llvm::StringRef utf8Prefix(llvm::StringRef text, size_t size) {
  if (size >= text.size())
    return text;
  // Back off the continuation bytes (10xxxxxx) of a cut sequence.
  while (size > 0 && (static_cast<unsigned char>(text[size]) & 0xC0) == 0x80)
    --size;
  return text.take_front(size);
}

std::string mlir::layout::abbreviate(llvm::StringRef text, size_t limit) {
  std::string line;
  bool blank = false;
  for (char c : text.trim()) {
    if (llvm::isSpace(c)) {
      blank = true;
      continue;
    }
    if (blank)
      line += ' ';
    blank = false;
    line += c;
  }
  if (line.size() <= limit)
    return line;
  size_t keep = limit > kEllipsis.size() ? limit - kEllipsis.size() : 0;
  return utf8Prefix(line, keep).rtrim().str() + kEllipsis.str();
}

std::string mlir::layout::abbreviatePath(llvm::StringRef path, size_t limit) {
  if (path.size() <= limit)
    return path.str();
  size_t keep = limit > kEllipsis.size() ? limit - kEllipsis.size() : 0;
  size_t start = path.size() - keep;
  // Start at the first byte of a UTF-8 sequence.
  while (start < path.size() &&
         (static_cast<unsigned char>(path[start]) & 0xC0) == 0x80)
    ++start;
  return kEllipsis.str() + path.drop_front(start).str();
}

std::string mlir::layout::shortenMessage(llvm::StringRef message,
                                         size_t limit) {
  if (message.size() <= limit)
    return message.str();
  size_t room = limit > kEllipsis.size() ? limit - kEllipsis.size() : 0;
  llvm::StringRef head = utf8Prefix(message, room);
  // Cut after the last clause that fits, unless that keeps too little.
  size_t cut = llvm::StringRef::npos;
  for (llvm::StringRef separator : {"; ", ": ", ", "}) {
    size_t at = head.rfind(separator);
    if (at != llvm::StringRef::npos && at >= room / 2 &&
        (cut == llvm::StringRef::npos || at > cut))
      cut = at;
  }
  if (cut == llvm::StringRef::npos) {
    size_t space = head.rfind(' ');
    if (space != llvm::StringRef::npos && space >= room / 2)
      cut = space;
  }
  if (cut != llvm::StringRef::npos)
    head = head.take_front(cut);
  return head.rtrim().str() + kEllipsis.str();
}
