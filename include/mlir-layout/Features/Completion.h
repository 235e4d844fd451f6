//===- Completion.h - Entries and values inside a dl_spec -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feature: Completion
// Inside `#dlti.dl_spec<...>`: whole entries (key and a value template)
// where a key may be written, and the value template of the key after
// `key =`. Keys the spec already has are not offered (a second one is a
// duplicate-key error). Works on text that does not parse (what an editor
// has while typing). Given a parsed version of the text in which everything
// up to the spec is unchanged, each template's defaults are what the scope
// inherits for that key (its parent scope's answer, as the engine computes
// it); without one they are example values and the detail says so. A
// choice defaults to a value other than the inherited one; an entry whose
// defaults are all inherited says that, as is, it changes nothing. Before
// another entry, the inserted text ends with the separator it needs. The
// templates are plain data with editable defaults; how an editor presents
// them (LSP snippets) is the server's business.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_COMPLETION_H
#define MLIR_LAYOUT_FEATURES_COMPLETION_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>

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
  /// The text to insert, in pieces (with the `, ` that separates it from
  /// an entry after the cursor).
  std::vector<InsertPiece> pieces;
  /// True when, inserted with every default, the entry sets exactly what
  /// the scope inherits: redundant until a value changes, so an editor
  /// offers it after the others.
  bool repeatsInherited = false;

  /// The inserted text with every default taken.
  std::string getPlainText() const;
};

class LayoutDocument;

/// A parsed version of the text being completed, for inherited defaults.
struct CompletionContext {
  /// The parsed version (a whole file or one `// -----` chunk); null when
  /// there is none.
  LayoutDocument *doc = nullptr;
  /// The byte offset in the completed text where `doc`'s text starts.
  size_t docStart = 0;
};

/// Candidates at byte `offset` of `text`: whole entries for the keys the
/// spec lacks where a key may be written, value templates after `key =`;
/// empty outside a spec. Defaults are inherited when `context` has a parsed
/// version whose text equals `text` from its start to the spec.
std::vector<CompletionInfo>
getCompletions(llvm::StringRef text, size_t offset,
               const CompletionContext &context = {});

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_COMPLETION_H
