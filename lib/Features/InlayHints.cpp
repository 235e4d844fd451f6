// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- InlayHints.cpp - Layouts written beside values ---------------------===//

#include "mlir-layout/Features/InlayHints.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/Navigation.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// A written `!llvm.struct<...>`: its text and the end offset of each
/// field's text (relative to the document).
struct WrittenStruct {
  size_t begin = 0, end = 0;
  std::vector<size_t> fieldEnds;
};
} // namespace

/// The struct type written at `begin` (on `!llvm.struct<`) of `text`, or
/// std::nullopt when its brackets do not close or it has no field list.
static std::optional<WrittenStruct> scanStruct(llvm::StringRef text,
                                               size_t begin) {
  WrittenStruct written;
  written.begin = begin;
  int depth = 0;
  bool inFields = false;
  size_t fieldEnd = 0;
  for (size_t i = begin + llvm::StringRef("!llvm.struct").size();
       i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      while (++i < text.size() && text[i] != '"')
        i += text[i] == '\\';
      continue;
    }
    if (c == '<' || c == '(' || c == '[' || c == '{') {
      ++depth;
      if (c == '(' && depth == 2)
        inFields = true;
    } else if (c == '>' || c == ')' || c == ']' || c == '}') {
      if (c == ')' && depth == 2 && inFields && fieldEnd)
        written.fieldEnds.push_back(fieldEnd);
      if (--depth == 0) {
        written.end = i + 1;
        return inFields ? std::optional<WrittenStruct>(written) : std::nullopt;
      }
    } else if (c == ',' && depth == 2 && inFields) {
      written.fieldEnds.push_back(fieldEnd);
      fieldEnd = 0;
      continue;
    }
    if (inFields && depth >= 2 && !llvm::isSpace(c) &&
        !(c == '(' && depth == 2))
      fieldEnd = i + 1;
  }
  return std::nullopt;
}

/// True when `at` is inside a `//` comment or a string on its line.
static bool inCommentOrString(llvm::StringRef text, size_t at) {
  size_t lineStart = text.rfind('\n', at);
  lineStart = lineStart == llvm::StringRef::npos ? 0 : lineStart + 1;
  llvm::StringRef before = text.slice(lineStart, at);
  return before.contains("//") || before.count('"') % 2 == 1;
}

std::vector<InlayHintInfo> mlir::layout::getPaddingHints(LayoutDocument &doc,
                                                         llvm::SMRange range) {
  std::vector<InlayHintInfo> hints;
  llvm::StringRef text = doc.getText();
  size_t from = doc.getOffset(range.Start), to = doc.getOffset(range.End);
  auto loc = [&](size_t offset) {
    return llvm::SMLoc::getFromPointer(text.data() + offset);
  };
  // A struct that starts before the range on its first line counts too.
  size_t lineStart = text.rfind('\n', from);
  lineStart = lineStart == llvm::StringRef::npos ? 0 : lineStart + 1;
  for (size_t at = text.find("!llvm.struct<", lineStart); at < to;
       at = text.find("!llvm.struct<", at + 1)) {
    if (inCommentOrString(text, at) || !doc.findOpAt(loc(at)))
      continue;
    std::optional<WrittenStruct> written = scanStruct(text, at);
    if (!written)
      continue;
    std::string error;
    Type type = doc.parseType(text.slice(written->begin, written->end), error);
    if (!type)
      continue;
    const LayoutResult &result =
        doc.getLayout(doc.findScopeAt(loc(at))).explain(type);
    if (!result.hasLayout() ||
        result.fields.size() != written->fieldEnds.size() ||
        llvm::any_of(result.fields,
                     [](const FieldLayout &f) { return f.scalable; }))
      continue;
    for (size_t i = 0; i < result.fields.size(); ++i) {
      uint64_t padding = i + 1 < result.fields.size()
                             ? result.fields[i + 1].paddingBefore
                             : result.tailPadding;
      size_t end = written->fieldEnds[i];
      if (padding && end >= from && end <= to)
        hints.push_back({loc(end), &result, padding, unsigned(i), type});
    }
  }
  return hints;
}

std::vector<InlayHintInfo> mlir::layout::getInlayHints(LayoutDocument &doc,
                                                       llvm::SMRange range) {
  std::vector<InlayHintInfo> hints;
  for (const InlayHintSite &site : findInlayHintSites(doc, range)) {
    const LayoutResult &result = doc.getLayout(*site.scope).query(site.type);
    if (result.hasLayout())
      hints.push_back({site.position, &result, std::nullopt, 0, site.type});
  }
  return hints;
}

std::vector<InlayHintInfo> mlir::layout::getHints(LayoutDocument &doc,
                                                  llvm::SMRange range,
                                                  HintKinds kinds) {
  std::vector<InlayHintInfo> hints;
  if (kinds.layouts)
    hints = getInlayHints(doc, range);
  if (kinds.padding) {
    llvm::append_range(hints, getPaddingHints(doc, range));
    llvm::stable_sort(
        hints, [](const InlayHintInfo &a, const InlayHintInfo &b) {
          return a.position.getPointer() < b.position.getPointer();
        });
  }
  return hints;
}
