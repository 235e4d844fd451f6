//===- TextScan.h - Bracket-aware scanning of MLIR text ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one scanner over MLIR source text that tracks bracket nesting: it
// skips string literals (with their escapes), `//` comments and the arrow
// `->` of function types, so a `>` inside them never closes anything. Every
// piece of code that needs "the end of this type", "the next comma at this
// level" or "how deep does this nest" asks it.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_TEXTSCAN_H
#define MLIR_LAYOUT_SUPPORT_TEXTSCAN_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
#include <string>

namespace mlir {
namespace layout {

/// True for `<`, `(`, `[` and `{`.
inline bool isOpeningBracket(char c) {
  return c == '<' || c == '(' || c == '[' || c == '{';
}

/// True for `>`, `)`, `]` and `}`.
inline bool isClosingBracket(char c) {
  return c == '>' || c == ')' || c == ']' || c == '}';
}

/// Returns the position just after the string literal whose opening quote
/// is at `pos` (text.size() when it is not terminated).
size_t skipStringLiteral(llvm::StringRef text, size_t pos);

/// Returns the end of the token that starts at `pos`, the way MLIR's
/// language server widens a diagnostic's location: a string literal whole,
/// else the first character and the identifier characters (letters, digits,
/// `_`, `$`, `.`) after it; `pos` itself at the end of the text.
size_t tokenEnd(llvm::StringRef text, size_t pos);

/// What a rewriteAliasUses callback did with one alias use.
enum class AliasUse {
  /// Left as written (copied by the caller).
  Kept,
  /// Its replacement was appended.
  Replaced,
  /// The rewrite fails.
  Failed,
};

/// `text` with its alias uses outside string literals (`!name` for a type,
/// `#name` for an attribute, `name` an MLIR bare identifier: a letter or
/// `_`, then letters, digits, `_`, `$` and `.`) rewritten by `rewrite`,
/// which is given the sigil, the name and the text so far; std::nullopt
/// when it fails.
std::optional<std::string>
rewriteAliasUses(llvm::StringRef text,
                 llvm::function_ref<AliasUse(char sigil, llvm::StringRef name,
                                             std::string &out)>
                     rewrite);

/// Returns the end of the symbol name written at `pos` (on its `@`): a
/// quoted name whole (`@"f g"`), else the name characters (letters, digits,
/// `_`, `$`, `.`, `-`) after the `@`; `pos` when no name follows.
size_t symbolNameEnd(llvm::StringRef text, size_t pos);

/// Returns the position after whitespace and `//` comments from `pos`.
size_t skipTrivia(llvm::StringRef text, size_t pos);

/// Where scanBrackets stopped.
struct BracketScan {
  /// The position of the character the callback stopped at, or the end.
  size_t pos = 0;
  /// The bracket depth at `pos`.
  unsigned depth = 0;
  /// True when the end lies inside a string literal.
  bool inString = false;
};

/// Called by scanBrackets for each character outside string literals and
/// comments, with its position and the bracket depth before it; returns
/// true to stop the scan at that character.
using BracketVisitor =
    llvm::function_ref<bool(size_t pos, char c, unsigned depth)>;

/// Walks `text[pos, end)` (`end` is clamped to the text), tracking bracket
/// nesting; string literals, `//` comments and `->` are skipped without a
/// call. After the call for a bracket, an opening one adds a level and a
/// closing one removes one (never below zero).
BracketScan scanBrackets(llvm::StringRef text, size_t pos, size_t end,
                         BracketVisitor visit);

/// The position of the first opening bracket of `text` at bracket depth
/// `maxDepth` or deeper (what scanBrackets stops at with a visitor testing
/// `isOpeningBracket(c) && depth >= maxDepth`), or StringRef::npos. The same
/// scan without a call per character: it runs over every byte of a document
/// before each parse.
size_t findNestingDeeperThan(llvm::StringRef text, unsigned maxDepth);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_TEXTSCAN_H
