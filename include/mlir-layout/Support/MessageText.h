//===- MessageText.h - Diagnostic messages a person reads -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The main message of a diagnostic (a check's issue, an LSP diagnostic, a
// `check` line) names one problem in at most kMaxMessageLength characters;
// the details (numbers on each side, lists of types, MLIR's own words, what
// the rule is and how to satisfy it) are its related information. Text of
// the file a message quotes (a type, a scope path, a value) is abbreviated
// so that no input makes the message long.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_MESSAGETEXT_H
#define MLIR_LAYOUT_SUPPORT_MESSAGETEXT_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <string>

namespace mlir {
namespace layout {

/// The most bytes (so the most characters) of a diagnostic's main message.
inline constexpr size_t kMaxMessageLength = 200;

/// The most bytes of one piece of the file's text (a type, a scope path, a
/// value) that a main message quotes.
inline constexpr size_t kMaxQuotedLength = 48;

/// The most bytes of a scope path (`@outer::@inner`) a main message names.
inline constexpr size_t kMaxQuotedPathLength = 36;

/// `text` on one line (each run of blanks and line breaks becomes one
/// space) and at most `limit` bytes: a longer text keeps its beginning and
/// ends in "...", never cut inside a UTF-8 sequence.
std::string abbreviate(llvm::StringRef text, size_t limit = kMaxQuotedLength);

/// `path` (a scope path) for a message: at most `limit` bytes; a longer
/// one keeps its end, the innermost scopes, after "...".
std::string abbreviatePath(llvm::StringRef path,
                           size_t limit = kMaxQuotedPathLength);

/// `message` when it has at most `limit` bytes; else its beginning up to
/// the last clause (`; `, `: `, `, `) or word that fits, then "...", in at
/// most `limit` bytes.
std::string shortenMessage(llvm::StringRef message,
                           size_t limit = kMaxMessageLength);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_MESSAGETEXT_H
