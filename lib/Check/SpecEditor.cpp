// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecEditor.cpp - Text edits on one scope's spec --------------------===//

#include "SpecEditor.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// The text of `range`.
static StringRef textOf(SMRange range) {
  return StringRef(range.Start.getPointer(),
                   range.End.getPointer() - range.Start.getPointer());
}

StringRef SpecEditor::keyText(unsigned index) const {
  return textOf(entry(index).key);
}

StringRef SpecEditor::valueText(unsigned index) const {
  return textOf(entry(index).value);
}

bool SpecEditor::isLegacySyntax(unsigned index) const {
  return textOf(entry(index).entry).starts_with("#dlti.dl_entry<");
}

TextEdit SpecEditor::replaceValue(unsigned index, std::string value) const {
  return {entry(index).value, std::move(value)};
}

TextEdit SpecEditor::replaceKey(unsigned index, std::string key) const {
  return {entry(index).key, std::move(key)};
}

/// True for spaces, tabs and line breaks.
static bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

TextEdit SpecEditor::removeAttribute() const {
  SMRange attribute = scope.specSource->attribute;
  const char *start = attribute.Start.getPointer();
  const char *end = attribute.End.getPointer();
  // Within the dictionary: take one separator with it.
  const char *after = end;
  while (isBlank(*after))
    ++after;
  const char *before = start;
  while (isBlank(before[-1]))
    --before;
  if (*after == ',') {
    ++after;
    while (isBlank(*after))
      ++after;
    return {SMRange(attribute.Start, SMLoc::getFromPointer(after)), ""};
  }
  if (before[-1] == ',')
    return {SMRange(SMLoc::getFromPointer(before - 1), attribute.End), ""};
  // The only attribute: drop `attributes {...}` with it when it is written
  // so (`module attributes {...} {` becomes `module {`), else leave `{}`.
  if (*after != '}' || before[-1] != '{')
    return {attribute, ""};
  const char *open = before - 1;
  const char *keywordEnd = open;
  while (isBlank(keywordEnd[-1]))
    --keywordEnd;
  const char *keyword = keywordEnd;
  while (llvm::isAlpha(keyword[-1]))
    --keyword;
  if (StringRef(keyword, keywordEnd - keyword) != "attributes")
    return {attribute, ""};
  const char *close = after + 1;
  while (*close == ' ' || *close == '\t')
    ++close;
  return {SMRange(SMLoc::getFromPointer(keyword), SMLoc::getFromPointer(close)),
          ""};
}

TextEdit SpecEditor::removeEntry(unsigned index) const {
  const std::vector<EntrySource> &entries = scope.specSource->entries;
  // Never leave `#dlti.dl_spec<>` behind: the last entry takes the
  // attribute with it (when the spec is written on the op, not an alias
  // other ops may share).
  if (entries.size() == 1 && isWrittenOnOp())
    return removeAttribute();
  SMRange range = entries[index].entry;
  if (index + 1 < entries.size())
    range.End = entries[index + 1].entry.Start; // "a, |b" keeps b's layout
  else if (index > 0)
    range.Start = entries[index - 1].entry.End; // "a|, b|" for the last one
  return {range, ""};
}

bool SpecEditor::isWrittenOnOp() const {
  const SpecSource &source = *scope.specSource;
  return source.attribute.Start.isValid() &&
         source.attribute.Start.getPointer() <=
             source.spec.Start.getPointer() &&
         source.spec.End.getPointer() <= source.attribute.End.getPointer();
}

/// The indentation (spaces and tabs) of the line holding `loc`.
static StringRef indentationAt(const char *bufferStart, const char *loc) {
  const char *lineStart = loc;
  while (lineStart > bufferStart && lineStart[-1] != '\n')
    --lineStart;
  const char *end = lineStart;
  while (end < loc && (*end == ' ' || *end == '\t'))
    ++end;
  return StringRef(lineStart, end - lineStart);
}

TextEdit SpecEditor::insertEntry(StringRef key, StringRef value) const {
  const std::vector<EntrySource> &entries = scope.specSource->entries;
  std::string text = (key + " = " + value).str();
  if (entries.empty()) {
    // Right after the spec's `<` (`#dlti.dl_spec<`, or the opener of a
    // dialect's own spec class).
    StringRef specText(scope.specSource->spec.Start.getPointer(),
                       scope.specSource->spec.End.getPointer() -
                           scope.specSource->spec.Start.getPointer());
    SMLoc at = SMLoc::getFromPointer(
        specText.data() + std::min(specText.find('<') + 1, specText.size()));
    return {SMRange(at, at), text};
  }
  SMLoc after = entries.back().entry.End;
  // One entry per line: continue that layout; otherwise stay on the line.
  const char *lastStart = entries.back().entry.Start.getPointer();
  const char *spanStart = entries.front().entry.Start.getPointer();
  bool multiLine = entries.size() > 1 &&
                   StringRef(spanStart, lastStart - spanStart).contains('\n');
  std::string separator = ", ";
  if (multiLine)
    separator = ",\n" + indentationAt(scope.specSource->spec.Start.getPointer(),
                                      lastStart)
                            .str();
  return {SMRange(after, after), separator + text};
}

std::string mlir::layout::getEntryIndentation(const LayoutScope &scope) {
  unsigned opIndent = scope.where.column > 0 ? scope.where.column - 1 : 0;
  return std::string(opIndent + 4, ' ');
}

std::string mlir::layout::formatNewSpecBody(
    ArrayRef<std::pair<std::string, std::string>> entries, StringRef indent) {
  if (entries.size() == 1)
    return entries[0].first + " = " + entries[0].second;
  std::string text;
  for (const auto &[key, value] : entries)
    text += (text.empty() ? "\n" : ",\n") + indent.str() + key + " = " + value;
  return text;
}

TextEdit SpecEditor::insertEntries(
    ArrayRef<std::pair<std::string, std::string>> entries) const {
  const std::vector<EntrySource> &written = scope.specSource->entries;
  if (entries.size() == 1)
    return insertEntry(entries[0].first, entries[0].second);
  if (written.empty()) {
    TextEdit edit = insertEntry(entries[0].first, entries[0].second);
    edit.newText = formatNewSpecBody(entries, getEntryIndentation(scope));
    return edit;
  }
  // Continue a one-entry-per-line layout; otherwise start one.
  const char *specStart = scope.specSource->spec.Start.getPointer();
  const char *lastStart = written.back().entry.Start.getPointer();
  const char *firstStart = written.front().entry.Start.getPointer();
  bool multiLine =
      StringRef(specStart, lastStart - specStart).contains('\n') &&
      (written.size() > 1 ||
       StringRef(specStart, firstStart - specStart).contains('\n'));
  std::string indent = multiLine ? indentationAt(specStart, lastStart).str()
                                 : getEntryIndentation(scope);
  std::string text;
  for (const auto &[key, value] : entries)
    text += ",\n" + indent + key + " = " + value;
  SMLoc after = written.back().entry.End;
  return {SMRange(after, after), text};
}

TextEdit SpecEditor::rewriteToKeyValue(unsigned index) const {
  return {entry(index).entry,
          (keyText(index) + " = " + valueText(index)).str()};
}

std::string mlir::layout::formatDenseValue(llvm::ArrayRef<int64_t> values) {
  std::string text = "dense<";
  if (values.size() == 1) {
    text += std::to_string(values[0]);
  } else {
    text += "[";
    for (size_t i = 0; i < values.size(); ++i)
      text += (i ? ", " : "") + std::to_string(values[i]);
    text += "]";
  }
  return text + "> : vector<" + std::to_string(values.size()) + "xi64>";
}
