// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecSource.cpp - Source ranges of dl_spec entries ------------------===//
//
// Splits `#dlti.dl_spec<...>` into its top-level entries with the bracket
// scanner of TextScan.h (which skips comments and string literals). It never
// parses values; MLIR's parser has done that.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Support/SpecSource.h"
#include "mlir-layout/Support/TextScan.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

static const char kSpecPrefix[] = "#dlti.dl_spec<";
static const char kEntryPrefix[] = "#dlti.dl_entry<";

/// Scans from `pos` until a character of `stops` at nesting depth zero, or
/// until a closing bracket that would make the depth negative. Returns that
/// position (or text.size()).
static size_t scanUntil(StringRef text, size_t pos, StringRef stops) {
  return scanBrackets(text, pos, text.size(),
                      [&](size_t, char c, unsigned depth) {
                        return depth == 0 &&
                               (stops.contains(c) || isClosingBracket(c));
                      })
      .pos;
}

/// Returns `text[begin, end)` with trailing whitespace removed, as a range.
static SMRange trimmedRange(StringRef text, size_t begin, size_t end) {
  while (end > begin && StringRef(" \t\r\n").contains(text[end - 1]))
    --end;
  return SMRange(SMLoc::getFromPointer(text.data() + begin),
                 SMLoc::getFromPointer(text.data() + end));
}

/// Splits one entry's text `text[begin, end)` into key and value ranges.
static EntrySource splitEntry(StringRef text, size_t begin, size_t end) {
  EntrySource source;
  source.entry = trimmedRange(text, begin, end);
  StringRef entryText = text.slice(begin, end);
  if (entryText.starts_with(kEntryPrefix)) {
    size_t keyBegin = skipTrivia(text, begin + sizeof(kEntryPrefix) - 1);
    size_t comma = scanUntil(text, keyBegin, ",");
    source.key = trimmedRange(text, keyBegin, std::min(comma, end));
    size_t valueBegin = skipTrivia(text, std::min(comma + 1, end));
    size_t close = scanUntil(text, valueBegin, "");
    source.value = trimmedRange(text, valueBegin, std::min(close, end));
    return source;
  }
  size_t eq = scanUntil(text, begin, "=");
  source.key = trimmedRange(text, begin, std::min(eq, end));
  size_t valueBegin = skipTrivia(text, std::min(eq + 1, end));
  source.value = trimmedRange(text, valueBegin, end);
  return source;
}

std::optional<SpecSource> mlir::layout::splitSpecText(StringRef text) {
  return splitEntryList(text, kSpecPrefix);
}

std::optional<SpecSource> mlir::layout::splitEntryList(StringRef text,
                                                       StringRef opener) {
  if (!text.starts_with(opener))
    return std::nullopt;
  SpecSource source;
  size_t pos = opener.size();
  while (true) {
    pos = skipTrivia(text, pos);
    if (pos >= text.size())
      return std::nullopt; // unterminated
    if (text[pos] == '>')
      break;
    size_t end = scanUntil(text, pos, ",");
    if (end >= text.size())
      return std::nullopt;
    // A closing bracket other than `>` where an entry starts (`<a = 1 )`):
    // not an entry list, and no progress to make.
    if (end == pos && text[pos] != ',')
      return std::nullopt;
    source.entries.push_back(splitEntry(text, pos, end));
    pos = end;
    if (text[pos] == ',')
      ++pos;
  }
  source.spec = SMRange(SMLoc::getFromPointer(text.data()),
                        SMLoc::getFromPointer(text.data() + pos + 1));
  return source;
}

/// True when `c` may be part of a bare identifier.
static bool isIdentChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' || c == '-';
}

std::optional<SpecSource> mlir::layout::findSpecSource(
    StringRef opText, llvm::ArrayRef<SMRange> excluded,
    const llvm::StringMap<StringRef> &attributeAliases) {
  return findEntryListAttribute(opText, excluded, attributeAliases,
                                "dlti.dl_spec", kSpecPrefix);
}

std::optional<SpecSource> mlir::layout::findEntryListAttribute(
    StringRef opText, llvm::ArrayRef<SMRange> excluded,
    const llvm::StringMap<StringRef> &attributeAliases, StringRef name,
    StringRef opener) {
  size_t pos = 0, nextExcluded = 0;
  while (pos < opText.size()) {
    // `excluded` is sorted and disjoint: jump over the range we are in.
    const char *pointer = opText.data() + pos;
    while (nextExcluded < excluded.size() &&
           excluded[nextExcluded].End.getPointer() <= pointer)
      ++nextExcluded;
    if (nextExcluded < excluded.size() &&
        excluded[nextExcluded].Start.getPointer() <= pointer) {
      pos = excluded[nextExcluded].End.getPointer() - opText.data();
      continue;
    }
    char c = opText[pos];
    if (opText.substr(pos).starts_with("//")) {
      pos = skipTrivia(opText, pos);
      continue;
    }
    size_t keyBegin = pos, keyEnd;
    if (c == '"') {
      size_t end = skipStringLiteral(opText, pos);
      if (opText.slice(pos + 1, end - 1) != name) {
        pos = end;
        continue;
      }
      keyEnd = end;
    } else if (opText.substr(pos).starts_with(name) &&
               (pos == 0 || !isIdentChar(opText[pos - 1])) &&
               (pos + name.size() >= opText.size() ||
                !isIdentChar(opText[pos + name.size()]))) {
      keyEnd = pos + name.size();
    } else {
      ++pos;
      continue;
    }
    size_t eq = skipTrivia(opText, keyEnd);
    if (eq >= opText.size() || opText[eq] != '=') {
      pos = keyEnd;
      continue;
    }
    size_t valueBegin = skipTrivia(opText, eq + 1);
    StringRef valueText = opText.substr(valueBegin);
    std::optional<SpecSource> source;
    size_t valueEnd = valueBegin;
    if (valueText.starts_with(opener)) {
      source = splitEntryList(valueText, opener);
      if (source)
        valueEnd = source->spec.End.getPointer() - opText.data();
    } else if (valueText.starts_with("#")) {
      size_t nameEnd = 1;
      while (nameEnd < valueText.size() && isIdentChar(valueText[nameEnd]))
        ++nameEnd;
      auto it = attributeAliases.find(valueText.slice(1, nameEnd));
      if (it != attributeAliases.end())
        source = splitEntryList(it->second, opener);
      valueEnd = valueBegin + nameEnd;
    }
    if (!source)
      return std::nullopt;
    source->attribute =
        SMRange(SMLoc::getFromPointer(opText.data() + keyBegin),
                SMLoc::getFromPointer(opText.data() + valueEnd));
    return source;
  }
  return std::nullopt;
}
