//===- FixApplier.h - Applying preferred fixes in rounds --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one place where fixes are applied to a document: take the preferred
// fix of each selected problem, drop fixes whose edits overlap an earlier
// one (a fix with the same edits as an earlier one is that fix, applied
// once for both problems), apply the rest, re-parse and re-check, and repeat (a
// fix can reveal a dependent problem, e.g. in a nested scope) until nothing is
// left to apply or the round limit is reached. `check --fix` and the
// verification of a single fix (FixVerifier) both use it.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_FIXAPPLIER_H
#define MLIR_LAYOUT_CHECK_FIXAPPLIER_H

#include "mlir-layout/Check/SpecIssue.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// A document and the problems found in it.
struct CheckedDocument {
  /// The document (never null).
  std::unique_ptr<LayoutDocument> doc;
  /// checkDocument(*doc, policy).
  std::vector<SpecIssue> issues;
};

/// A fix that was applied, for reports.
struct AppliedFix {
  /// The code of the problem it fixed.
  std::string code;
  /// The scope and key of that problem (they identify it across rounds).
  std::string scope, key;
  /// The fix's title.
  std::string title;
};

/// Applies preferred fixes in rounds until the document is stable.
class FixApplier {
public:
  /// The most rounds one application takes: a fix, then the fixes of the
  /// problems it reveals, nested up to three scopes deep.
  static constexpr unsigned kMaxRounds = 4;

  /// What to do with a selected problem that has no preferred fix, or
  /// whose fix overlaps one taken earlier in the round.
  enum class Mode {
    /// Skip it and apply the others (`check --fix`).
    BestEffort,
    /// Stop and report failure (verifying one fix: all or nothing).
    AllOrNothing,
  };

  /// Which problems to fix; the others are left as they are.
  using Selector = llvm::function_ref<bool(const SpecIssue &)>;

  /// Applies fixes to documents checked under `policy`.
  FixApplier(CompatibilityPolicy policy, Mode mode)
      : policy(policy), mode(mode) {}

  /// Parses and checks `text` as a document named like `like`, with its
  /// options.
  CheckedDocument check(llvm::StringRef text, const LayoutDocument &like) const;

  /// Applies the preferred fixes of the problems `select` picks in `state`,
  /// round after round, updating `state` to the last document that was
  /// accepted. A round whose result does not parse (when its input did) is
  /// not taken. Returns false in AllOrNothing mode when a selected problem
  /// cannot be fixed, its fix overlaps another, or the round limit is
  /// reached with problems still selected; `state` is then unspecified.
  bool apply(CheckedDocument &state, Selector select);

  /// The fixes applied so far, in order.
  llvm::ArrayRef<AppliedFix> getApplied() const { return applied; }
  /// The problems whose fixes were skipped because they overlap a fix
  /// taken earlier in the same round (BestEffort), with that reason
  /// ("conflicts with the fix for CODE at L:C"), in the `title` field.
  llvm::ArrayRef<AppliedFix> getConflicts() const { return conflicts; }
  /// The rounds that applied something.
  unsigned getRounds() const { return rounds; }

private:
  CompatibilityPolicy policy;
  Mode mode;
  std::vector<AppliedFix> applied;
  std::vector<AppliedFix> conflicts;
  unsigned rounds = 0;
};

/// One edit that turns `before` into `after`: the changed middle (its range
/// points into `before`).
TextEdit diffAsEdit(llvm::StringRef before, llvm::StringRef after);

/// True when `a` and `b` replace the same range by the same text.
bool sameEdit(const TextEdit &a, const TextEdit &b);

/// True when the byte ranges of `a` and `b` share a byte, or one inserts at
/// the same point as the other or at an edge of the range the other
/// replaces (their order would be arbitrary, and two fixes adding the same
/// entry or component would add it twice).
bool editsOverlap(const TextEdit &a, const TextEdit &b);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_FIXAPPLIER_H
