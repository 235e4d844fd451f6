//===- MarkupWriter.h - Markdown or plain text for hovers -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Private to the Render library: the writer every editor rendering uses
// (code spans, bold, links and line breaks in markdown, or plain text).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LIB_RENDER_MARKUPWRITER_H
#define MLIR_LAYOUT_LIB_RENDER_MARKUPWRITER_H

#include "mlir-layout/Render/HoverRender.h"

#include <string>

namespace mlir {
namespace layout {

/// Writes markdown or plain text: code spans, bold, links, lines.
class Writer {
public:
  /// Writes per `options` (kept by reference).
  explicit Writer(const RenderOptions &options) : options(options) {}

  /// A code span.
  Writer &code(llvm::StringRef text) {
    if (options.markdown)
      out += "`" + text.str() + "`";
    else
      out += text.str();
    return *this;
  }
  /// Plain words (escaped in markdown).
  Writer &text(llvm::StringRef text) {
    out += options.markdown ? escape(text) : text.str();
    return *this;
  }
  /// A link, or just the label without a target or markdown.
  Writer &link(llvm::StringRef label, const std::string &target) {
    if (options.markdown && !target.empty())
      out += "[" + escape(label) + "](" + target + ")";
    else
      out += label.str();
    return *this;
  }
  /// Text written as it is (a markdown table's line).
  Writer &raw(llvm::StringRef text) {
    out += text.str();
    return *this;
  }
  /// Words in italics (escaped in markdown), or plain words.
  Writer &emphasis(llvm::StringRef text) {
    if (options.markdown)
      out += "*" + escape(text) + "*";
    else
      out += text.str();
    return *this;
  }
  /// A line break.
  Writer &newline() {
    out += options.markdown ? "  \n" : "\n";
    return *this;
  }
  /// A blank line.
  Writer &paragraph() {
    out += "\n\n";
    return *this;
  }
  /// A bold line.
  Writer &heading(llvm::StringRef text) {
    if (options.markdown)
      out += "**" + escape(text) + "**";
    else
      out += text.str();
    return newline();
  }
  /// The text written, without trailing blanks.
  std::string str() { return llvm::StringRef(out).rtrim().str(); }

private:
  static std::string escape(llvm::StringRef text) {
    std::string result;
    for (char c : text) {
      if (llvm::StringRef("\\`*_[]<>#|").contains(c))
        result += '\\';
      result += c;
    }
    return result;
  }
  const RenderOptions &options;
  std::string out;
};

/// " in SCOPE, line 12" with a link when the place is known.
inline void writePlace(Writer &w, const EntryRef &entry,
                       const LinkBuilder &link) {
  w.text(" in " + entry.scope);
  if (entry.where.isKnown()) {
    w.text(", ");
    w.link("line " + std::to_string(entry.where.line), link(entry.where));
  }
}

/// "`key = value` (default)", "`key = value` in SCOPE, line 12", "`key =
/// value` (the getStackAlignment hook of OP)" or "`key`: cannot know: ...".
inline void writeProperty(Writer &w, const ScopeProperty &property,
                          const LinkBuilder &link) {
  if (property.unknown) {
    w.code(property.key).text(": " + property.value);
    return;
  }
  w.code(property.key + " = " + property.value);
  if (property.isDefault)
    w.text(" (default)");
  else if (property.hook)
    w.text(" (the ")
        .code(property.hook->method)
        .text(" hook of ")
        .code(property.hook->op)
        .text(")");
  else if (property.entry)
    writePlace(w, *property.entry, link);
}

/// One line per impacted type, `in SCOPE: with → without`, the first
/// `limit` of them, then "and N more".
void writeImpactList(Writer &w, const std::vector<ImpactedType> &impact,
                     size_t limit, NumberFormat format);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_RENDER_MARKUPWRITER_H
