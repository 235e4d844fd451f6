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

TextEdit SpecEditor::removeEntry(unsigned index) const {
  const std::vector<EntrySource> &entries = scope.specSource->entries;
  SMRange range = entries[index].entry;
  if (index + 1 < entries.size())
    range.End = entries[index + 1].entry.Start; // "a, |b" keeps b's layout
  else if (index > 0)
    range.Start = entries[index - 1].entry.End; // "a|, b|" for the last one
  return {range, ""};
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
    // Right after `#dlti.dl_spec<`.
    SMLoc at = SMLoc::getFromPointer(scope.specSource->spec.Start.getPointer() +
                                     strlen("#dlti.dl_spec<"));
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
