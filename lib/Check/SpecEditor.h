//===- SpecEditor.h - Text edits on one scope's spec ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builds the text edits of fixes: replace an entry's key or value, remove an
// entry with its separator, insert an entry in the spec's own layout, and
// rewrite `#dlti.dl_entry<k, v>` to `k = v`. Edits touch only the entry's
// own text and the separator next to it, so the user's formatting stays.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LIB_CHECK_SPECEDITOR_H
#define MLIR_LAYOUT_LIB_CHECK_SPECEDITOR_H

#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/Core/ScopeTree.h"

#include <optional>

namespace mlir {
namespace layout {

/// Text edits on the spec of one scope (requires its SpecSource).
class SpecEditor {
public:
  /// Edits the spec of `scope`; valid() is false if its text is unknown.
  explicit SpecEditor(const LayoutScope &scope) : scope(scope) {}

  /// True when the spec's text was found, so edits can be made.
  bool valid() const { return scope.specSource.has_value(); }
  /// The text of entry `index`'s key / value.
  llvm::StringRef keyText(unsigned index) const;
  llvm::StringRef valueText(unsigned index) const;
  /// True when entry `index` is written as `#dlti.dl_entry<k, v>`.
  bool isLegacySyntax(unsigned index) const;

  /// Replaces entry `index`'s value by `value`.
  TextEdit replaceValue(unsigned index, std::string value) const;
  /// Replaces entry `index`'s key by `key`.
  TextEdit replaceKey(unsigned index, std::string key) const;
  /// Removes entry `index` and one separator next to it; the spec's only
  /// entry takes the whole `dlti.dl_spec` attribute with it (see
  /// removeAttribute) unless the spec is an alias.
  TextEdit removeEntry(unsigned index) const;
  /// Removes the `dlti.dl_spec = ...` attribute with one separator of the
  /// attribute dictionary; `attributes {...}` goes too when it held nothing
  /// else.
  TextEdit removeAttribute() const;
  /// True when the spec is written in the op's attribute (not an alias).
  bool isWrittenOnOp() const;
  /// Inserts `key = value` after the last entry, matching its layout.
  TextEdit insertEntry(llvm::StringRef key, llvm::StringRef value) const;
  /// Inserts `entries` (key, value) after the last entry as one edit. In a
  /// spec that writes one entry per line they continue that layout; one
  /// entry stays on a one-line spec's line; two or more are written one per
  /// line, indented like the spec's entries or four spaces deeper than the
  /// scope op's line.
  TextEdit insertEntries(
      llvm::ArrayRef<std::pair<std::string, std::string>> entries) const;
  /// Rewrites legacy entry `index` as `key = value`.
  TextEdit rewriteToKeyValue(unsigned index) const;

private:
  const EntrySource &entry(unsigned index) const {
    return scope.specSource->entries[index];
  }
  const LayoutScope &scope;
};

/// The text between `#dlti.dl_spec<` and `>` for a new spec holding
/// `entries` (key, value): one entry on the line, two or more one per line
/// indented by `indent`.
std::string
formatNewSpecBody(llvm::ArrayRef<std::pair<std::string, std::string>> entries,
                  llvm::StringRef indent);

/// The indentation of the entries a fix writes one per line into `scope`'s
/// spec: four spaces deeper than the scope op's line.
std::string getEntryIndentation(const LayoutScope &scope);

/// Formats `dense<[a, b, ...]> : vector<Nxi64>` (`dense<a>` for one value).
std::string formatDenseValue(llvm::ArrayRef<int64_t> values);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_CHECK_SPECEDITOR_H
