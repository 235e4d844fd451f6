// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TextScan.cpp - Bracket-aware scanning of MLIR text -----------------===//

#include "mlir-layout/Support/TextScan.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <array>
#include <cstdint>

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

std::optional<std::string> mlir::layout::rewriteAliasUses(
    StringRef text,
    llvm::function_ref<AliasUse(char sigil, StringRef name, std::string &out)>
        rewrite) {
  std::string out;
  for (size_t pos = 0; pos < text.size();) {
    char c = text[pos];
    if (c == '"') {
      size_t end = skipStringLiteral(text, pos);
      out += text.slice(pos, end);
      pos = end;
      continue;
    }
    bool named = (c == '!' || c == '#') && pos + 1 < text.size() &&
                 (llvm::isAlpha(text[pos + 1]) || text[pos + 1] == '_');
    if (!named) {
      out += c;
      ++pos;
      continue;
    }
    size_t end = tokenEnd(text, pos);
    switch (rewrite(c, text.slice(pos + 1, end), out)) {
    case AliasUse::Kept:
      out += text.slice(pos, end);
      break;
    case AliasUse::Replaced:
      break;
    case AliasUse::Failed:
      return std::nullopt;
    }
    pos = end;
  }
  return out;
}

size_t mlir::layout::symbolNameEnd(StringRef text, size_t pos) {
  if (pos + 1 >= text.size() || text[pos] != '@')
    return pos;
  if (text[pos + 1] == '"')
    return skipStringLiteral(text, pos + 1);
  size_t end = pos + 1;
  while (end < text.size() && (llvm::isAlnum(text[end]) ||
                               llvm::StringRef("_$.-").contains(text[end])))
    ++end;
  return end == pos + 1 ? pos : end;
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

namespace {
/// What findNestingDeeperThan does at a byte.
enum class ByteClass : uint8_t { Plain, Opening, Closing, Quote, Slash, Dash };
} // namespace

/// The class of each byte value.
static const std::array<ByteClass, 256> &getByteClasses() {
  static const std::array<ByteClass, 256> classes = [] {
    std::array<ByteClass, 256> table;
    table.fill(ByteClass::Plain);
    for (char c : StringRef("<([{"))
      table[static_cast<unsigned char>(c)] = ByteClass::Opening;
    for (char c : StringRef(">)]}"))
      table[static_cast<unsigned char>(c)] = ByteClass::Closing;
    table['"'] = ByteClass::Quote;
    table['/'] = ByteClass::Slash;
    table['-'] = ByteClass::Dash;
    return table;
  }();
  return classes;
}

size_t mlir::layout::findNestingDeeperThan(StringRef text, unsigned maxDepth) {
  const std::array<ByteClass, 256> &classes = getByteClasses();
  const char *data = text.data();
  size_t size = text.size();
  unsigned depth = 0;
  size_t pos = 0;
  while (pos < size) {
    switch (classes[static_cast<unsigned char>(data[pos])]) {
    case ByteClass::Plain:
      ++pos;
      break;
    case ByteClass::Opening:
      if (depth >= maxDepth)
        return pos;
      ++depth;
      ++pos;
      break;
    case ByteClass::Closing:
      if (depth > 0)
        --depth;
      ++pos;
      break;
    case ByteClass::Quote:
      pos = findStringEnd(text, pos);
      if (pos == StringRef::npos)
        return StringRef::npos;
      break;
    case ByteClass::Slash:
      if (pos + 1 < size && data[pos + 1] == '/') {
        pos = text.find('\n', pos);
        if (pos == StringRef::npos)
          return StringRef::npos;
      } else {
        ++pos;
      }
      break;
    case ByteClass::Dash:
      pos += pos + 1 < size && data[pos + 1] == '>' ? 2 : 1;
      break;
    }
  }
  return StringRef::npos;
}
