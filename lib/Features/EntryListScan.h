//===- EntryListScan.h - Entry lists in text being typed --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Private to the Features library: finds the DLTI entry list
// (`#dlti.dl_spec<`, `#dlti.target_device_spec<`) around a cursor in text
// that may not parse, and splits its body into entry texts.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LIB_FEATURES_ENTRYLISTSCAN_H
#define MLIR_LAYOUT_LIB_FEATURES_ENTRYLISTSCAN_H

#include "mlir-layout/Features/Completion.h"
#include "mlir-layout/Support/TextScan.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <set>
#include <string>

#include <optional>

namespace mlir {
namespace layout {
using llvm::StringRef;

/// Calls `onSegment(begin, end)` for each top-level entry text of the spec
/// body starting at `bodyStart`, up to `limit` or the spec's closing `>`.
/// Returns false when `limit` is inside a string or after the spec's end.
template <typename Fn>
bool forEachSegment(StringRef text, size_t bodyStart, size_t limit,
                    Fn onSegment) {
  size_t segmentStart = bodyStart;
  bool closed = false;
  BracketScan scan = scanBrackets(
      text, bodyStart, limit, [&](size_t i, char c, unsigned depth) {
        if (depth != 0)
          return false;
        if (isClosingBracket(c)) {
          onSegment(segmentStart, i);
          closed = true; // the spec closed before `limit`
          return true;
        }
        if (c == ',') {
          onSegment(segmentStart, i);
          segmentStart = i + 1;
        }
        return false;
      });
  if (closed || scan.inString)
    return false;
  onSegment(segmentStart, limit);
  return true;
}

/// Where the entry list around the cursor starts and the entry being
/// written.
struct SpecAt {
  /// Offset just after the opener (`#dlti.dl_spec<`).
  size_t bodyStart = 0;
  /// The entry being written, up to the cursor.
  StringRef segment;
};

/// The entry list opened by the last `opener` before `offset`, when its
/// body contains `offset`.
inline std::optional<SpecAt> findListAt(StringRef text, size_t offset,
                                        StringRef opener) {
  size_t start = text.substr(0, offset).rfind(opener);
  if (start == StringRef::npos)
    return std::nullopt;
  SpecAt at;
  at.bodyStart = start + opener.size();
  size_t segmentStart = at.bodyStart;
  if (!forEachSegment(text, at.bodyStart, offset,
                      [&](size_t begin, size_t) { segmentStart = begin; }))
    return std::nullopt;
  at.segment = text.slice(segmentStart, offset);
  return at;
}

/// A key as compared for duplicates: no blanks, `!llvm.ptr<0>` as
/// `!llvm.ptr` (both are address space 0).
inline std::string normalizeKey(StringRef key) {
  std::string result;
  for (char c : key)
    if (!llvm::isSpace(c))
      result += c;
  if (result == "!llvm.ptr<0>")
    result = "!llvm.ptr";
  return result;
}

/// The key of one entry's text (`key = value` or `#dlti.dl_entry<key, v>`).
inline std::string keyOf(StringRef entry) {
  entry = entry.trim();
  if (entry.consume_front("#dlti.dl_entry<"))
    return normalizeKey(entry.take_until([](char c) { return c == ','; }));
  size_t eq = entry.find('=');
  return eq == StringRef::npos ? "" : normalizeKey(entry.substr(0, eq));
}

/// The keys of the spec's entries, except the one being typed at `offset`
/// (an entry that only starts after the cursor counts).
inline std::set<std::string> presentKeys(StringRef text, const SpecAt &at,
                                         size_t offset) {
  std::set<std::string> keys;
  forEachSegment(text, at.bodyStart, text.size(), [&](size_t b, size_t e) {
    if (b <= offset && offset <= e && !text.slice(b, offset).trim().empty())
      return;
    std::string key = keyOf(text.slice(b, e));
    if (!key.empty())
      keys.insert(key);
  });
  return keys;
}

/// Splits a value template into literal text and placeholders: `{x}` is an
/// editable default `x`, `{a|b}` a choice (lib/Features/Completion.cpp).
std::vector<InsertPiece> parseTemplate(StringRef value);

/// The separator an entry inserted at byte `offset` of `text` needs before
/// what follows: `, ` before another entry (`key = ...`) on the same line,
/// `,` before one on a later line, nothing otherwise
/// (lib/Features/Completion.cpp).
std::string getSeparatorAfter(StringRef text, size_t offset);

/// Candidates inside the `#dlti.target_device_spec<...>` list `at` around
/// byte `offset` of `text` (lib/Features/DeviceCompletion.cpp).
std::vector<CompletionInfo> getDeviceCompletions(StringRef text, size_t offset,
                                                 const SpecAt &at);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_FEATURES_ENTRYLISTSCAN_H
