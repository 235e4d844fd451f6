//===- EditedText.h - Which answers survive edits since a parse -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A document is parsed from one version of a text; the editor asks about a
// newer one. Given the edits since the parse (in the parsed buffer's byte
// offsets), these functions say whether an answer found in the parsed
// document still describes the newer text, and answer for a type written
// in changed text by parsing it from the newer text in the scope the
// parsed document has there. When they cannot be sure they say no: the
// caller then waits for a parse of the newer text or gives no answer.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_EDITEDTEXT_H
#define MLIR_LAYOUT_FEATURES_EDITEDTEXT_H

#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Features/InlayHints.h"
#include "mlir-layout/Support/EditMap.h"

namespace mlir {
namespace layout {

/// How far edits may have changed the text's structure.
enum class EditTrust {
  /// Edits that may restructure the text (braces, quotes, comments) change
  /// every answer.
  Strict,
  /// Such edits are judged by where they are, like any other (for answers
  /// that say they come from an older text).
  Lenient,
};

/// True when none of `hunks` can change what the specs of `scope` and its
/// ancestors decide: no hunk in the own text of one of these scope ops
/// (header, attributes, spec), none outside every op (type and attribute
/// aliases), none that joins or splits a token, and under `Strict` none
/// that may restructure the text.
bool editsKeepScope(const LayoutDocument &doc, const LayoutScope &scope,
                    llvm::ArrayRef<EditHunk> hunks, EditTrust trust);

/// True when no hunk moves the lines (as answers name them: scope paths of
/// unnamed scopes, deciding entries) of `scope`, its ancestors and their
/// spec entries: every hunk that changes the number of lines starts after
/// all of them.
bool editsKeepLines(const LayoutDocument &doc, const LayoutScope &scope,
                    llvm::ArrayRef<EditHunk> hunks);

/// True when no hunk can change any scope or spec of `doc`: like
/// editsKeepScope for every scope at once.
bool editsKeepScopes(const LayoutDocument &doc, llvm::ArrayRef<EditHunk> hunks,
                     EditTrust trust);

/// True when no hunk touches the text of `op`, which decides the types of
/// its results and block arguments.
bool editsKeepOp(const LayoutDocument &doc, Operation *op,
                 llvm::ArrayRef<EditHunk> hunks);

/// True when `info`, found at `loc` of `doc`, still describes the text
/// after `hunks`: its text is untouched, its scope's specs are kept (and,
/// under `Strict`, the lines it names), and for an SSA value the op
/// defining it is untouched.
bool hoverSurvives(LayoutDocument &doc, llvm::SMLoc loc, const HoverInfo &info,
                   llvm::ArrayRef<EditHunk> hunks, EditTrust trust);

/// True when `hint` still describes the text after `hunks`.
bool hintSurvives(LayoutDocument &doc, const InlayHintInfo &hint,
                  llvm::ArrayRef<EditHunk> hunks, EditTrust trust);

/// A type written in text the document does not have.
struct DraftLayout {
  /// Byte range of the type in the newer text.
  size_t begin = 0, end = 0;
  /// Its layout in the document's scope at the edit.
  LayoutResult result;
  /// That scope.
  const LayoutScope *scope = nullptr;
  /// The type, parsed in the document's context.
  Type type;
};

/// The type written at byte `offset` of `draft` (the newer text, inside the
/// new text of hunk `at`), parsed in `doc`'s context and laid out in the
/// scope of the op `doc` has around `at`, when no hunk can change that
/// scope's specs or the lines the answer names; std::nullopt when no type is
/// written there, the edit is outside every op or the scope may differ.
std::optional<DraftLayout>
getLayoutInDraft(LayoutDocument &doc, const EditHunk &at, llvm::StringRef draft,
                 size_t offset, llvm::ArrayRef<EditHunk> hunks);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_EDITEDTEXT_H
