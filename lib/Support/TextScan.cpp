//===- TextScan.cpp - Bracket-aware scanning of MLIR text -----------------===//

#include "mlir-layout/Support/TextScan.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace mlir::layout;
using llvm::StringRef;

/// The position just after the closing quote of the string literal whose
/// opening quote is at `pos`, or StringRef::npos when it is not closed.
static size_t findStringEnd(StringRef text, size_t pos) {
  for (++pos; pos < text.size(); ++pos) {
    if (text[pos] == '\\')
      ++pos;
    else if (text[pos] == '"')
      return pos + 1;
  }
  return StringRef::npos;
}

size_t mlir::layout::skipStringLiteral(StringRef text, size_t pos) {
  return std::min(findStringEnd(text, pos), text.size());
}

size_t mlir::layout::tokenEnd(StringRef text, size_t pos) {
  if (pos >= text.size())
    return text.size();
  if (text[pos] == '"')
    return skipStringLiteral(text, pos);
  size_t end = pos + 1;
  while (end < text.size() && (llvm::isAlnum(text[end]) ||
                               llvm::StringRef("_$.").contains(text[end])))
    ++end;
  return end;
}

size_t mlir::layout::skipTrivia(StringRef text, size_t pos) {
  while (pos < text.size()) {
    char c = text[pos];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++pos;
      continue;
    }
    if (text.substr(pos).starts_with("//")) {
      size_t eol = text.find('\n', pos);
      pos = eol == StringRef::npos ? text.size() : eol + 1;
      continue;
    }
    break;
  }
  return pos;
}

BracketScan mlir::layout::scanBrackets(StringRef text, size_t pos, size_t end,
                                       BracketVisitor visit) {
  end = std::min(end, text.size());
  BracketScan scan;
  while (pos < end) {
    char c = text[pos];
    if (c == '"') {
      size_t after = findStringEnd(text, pos);
      if (after == StringRef::npos || after > end) {
        scan.inString = true;
        break;
      }
      pos = after;
      continue;
    }
    if (c == '/' && text.substr(pos, 2) == "//") {
      size_t eol = text.find('\n', pos);
      pos = eol == StringRef::npos ? end : std::min(eol, end);
      continue;
    }
    if (c == '-' && text.substr(pos, 2) == "->") {
      pos += 2;
      continue;
    }
    if (visit(pos, c, scan.depth)) {
      scan.pos = pos;
      return scan;
    }
    if (isOpeningBracket(c))
      ++scan.depth;
    else if (isClosingBracket(c) && scan.depth > 0)
      --scan.depth;
    ++pos;
  }
  scan.pos = end;
  return scan;
}
