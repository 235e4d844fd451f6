//===- SpecIssue.h - Problems of data layout specs and fixes ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Plain data for what the spec checker finds: a diagnostic with a stable
// code, the exact source range of the offending entry, related places (the
// ancestor's entry it conflicts with), and machine-applicable fixes.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_SPECISSUE_H
#define MLIR_LAYOUT_CHECK_SPECISSUE_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// How nested specs must relate to their ancestors (docs/compatibility.md).
enum class CompatibilityPolicy {
  /// Alignments may be lowered (to divisors); nothing else may change.
  Relax,
  /// A redefined entry must equal the ancestor's.
  Strict,
  /// Relax, and a spec that mentions a type class restates all its entries.
  RedefineAll,
  /// No cross-scope checks (each spec is still checked on its own).
  Off,
};

/// Returns "relax", "strict", "redefine-all" or "off".
const char *getPolicyName(CompatibilityPolicy policy);
/// Parses a policy name; std::nullopt for an unknown one.
std::optional<CompatibilityPolicy> parsePolicy(llvm::StringRef name);

/// Replace the text in `range` by `newText` (an insertion when empty).
struct TextEdit {
  /// The replaced byte range in the document buffer.
  llvm::SMRange range;
  /// The new text.
  std::string newText;
};

/// A machine-applicable fix: edits that apply together.
struct Fix {
  /// What the fix does, for a menu ("Adopt the value of @outer").
  std::string title;
  /// Non-overlapping edits.
  std::vector<TextEdit> edits;
  /// True for the fix `check --fix` and editors apply by default.
  bool isPreferred = false;
};

/// Another place that explains a diagnostic.
struct RelatedInfo {
  /// Where.
  SourcePos where;
  /// What it is ("enclosing spec defines i64 here").
  std::string message;
};

/// One problem found in a document.
struct SpecIssue {
  /// Error, warning, or note (a note never fails a check).
  Severity severity = Severity::Error;
  /// Stable identifier, e.g. `layout-incompatible-alignment`.
  std::string code;
  /// The problem in plain words, at most kMaxMessageLength characters
  /// (Support/MessageText.h); its details are in `related`.
  std::string message;
  /// The offending entry (or op, for MLIR's own diagnostics).
  SourcePos where;
  /// The scope the entry belongs to ("" for MLIR diagnostics).
  std::string scope;
  /// The entry's key as written ("" when not about an entry).
  std::string key;
  /// Related places and the details of the problem: the ancestor's entry,
  /// the numbers on each side, the rule broken, MLIR's own words.
  std::vector<RelatedInfo> related;
  /// Fixes, the preferred one first.
  std::vector<Fix> fixes;
};

/// Keeps `issue.message` within kMaxMessageLength: a longer message (MLIR's
/// own messages can quote whole types) is shortened, and its whole text
/// becomes the first related information, at the issue's place.
void limitMessageLength(SpecIssue &issue);

/// Applies `edits` (non-overlapping, any order) to `text` whose buffer
/// starts at `base`; returns the new text.
std::string applyEdits(llvm::StringRef text, const char *base,
                       llvm::ArrayRef<TextEdit> edits);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_SPECISSUE_H
