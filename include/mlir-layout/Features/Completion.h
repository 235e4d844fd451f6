//===- Completion.h - Entries and values inside a dl_spec -------*- C++ -*-===//
//
// Feature: Completion
// Inside `#dlti.dl_spec<...>`: whole entries (key and a value template)
// where a key may be written, and the value template of the key after
// `key =`. Works on text that does not parse (what an editor has while
// typing). The templates are plain data with editable defaults; how an
// editor presents them (LSP snippets) is the server's business.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_COMPLETION_H
#define MLIR_LAYOUT_FEATURES_COMPLETION_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// A piece of inserted text: literal, or a default the user edits next.
struct InsertPiece {
  /// The text inserted (for a choice: the first choice).
  std::string text;
  /// True for an editable default.
  bool isPlaceholder = false;
  /// For a placeholder with alternatives: all of them, `text` first.
  std::vector<std::string> choices;
};

/// A completion candidate.
struct CompletionInfo {
  /// What the menu shows: `i32`, `"dlti.endianness"`, or for a value its
  /// text with the defaults filled in.
  std::string label;
  /// One line about it: "integer: [ABI, preferred] alignment in bits".
  std::string detail;
  /// True for a value (after `key =`), false for a whole entry.
  bool isValue = false;
  /// The text to insert, in pieces.
  std::vector<InsertPiece> pieces;

  /// The inserted text with every default taken.
  std::string getPlainText() const;
};

/// Candidates at byte `offset` of `text`: whole entries where a key may be
/// written, value templates after `key =`; empty outside a spec.
std::vector<CompletionInfo> getCompletions(llvm::StringRef text, size_t offset);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_COMPLETION_H
