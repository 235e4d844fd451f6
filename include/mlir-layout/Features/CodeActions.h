//===- CodeActions.h - Fixes and refactorings at a place --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feature: Code actions
// Quick-fixes: the verified fixes of the problems the editor names (each
// fix re-checked on the fixed text before it is offered). Refactorings at
// the cursor: add an entry for the type there to each enclosing scope
// (innermost first), rewrite a memref type there in its simplest equivalent
// layout, and rewrite the spec there as `key = value`.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_CODEACTIONS_H
#define MLIR_LAYOUT_FEATURES_CODEACTIONS_H

#include "mlir-layout/Features/DocumentAnalysis.h"

#include <map>
#include <optional>
#include <vector>

namespace mlir {
namespace layout {

/// The verified fixes of an analysis's issues and its checked refactorings,
/// each verified on first use (verifying re-parses the fixed text). The
/// analysis stays as built; this cache lives beside it (one per analysis)
/// and, like the document's query caches, is used by one thread at a time.
class FixCache {
public:
  /// The fixes of `analysis.issues[issue]` that survive verification.
  llvm::ArrayRef<Fix> getVerifiedFixes(const DocumentAnalysis &analysis,
                                       size_t issue);
  /// The refactoring adding an entry for `type` to `scope`, if it applies
  /// and is verified (makeAddEntryFix under the analysis's policy, its
  /// problems as the baseline).
  const std::optional<Fix> &getAddEntryFix(const DocumentAnalysis &analysis,
                                           const LayoutScope &scope, Type type);
  /// How many verifications (each re-parsing fixed text) this cache ran.
  unsigned getVerificationCount() const { return verifications; }

private:
  std::map<size_t, std::vector<Fix>> verified;
  std::map<std::pair<const LayoutScope *, const void *>, std::optional<Fix>>
      addEntryFixes;
  unsigned verifications = 0;
};

/// What kind of action.
enum class ActionKind {
  /// Fixes a problem.
  QuickFix,
  /// Rewrites text without fixing a problem.
  Rewrite,
};

/// One action.
struct ActionInfo {
  /// Its kind.
  ActionKind kind = ActionKind::Rewrite;
  /// The edits (in the analysed document) and title.
  Fix fix;
  /// For quick-fixes: the indices of the issues it fixes in the analysis,
  /// the one it was chosen for first (identical fixes of several issues at
  /// the cursor are one action).
  std::vector<size_t> issues;
};

/// What the editor asks for.
struct CodeActionRequest {
  /// The cursor (or the start of the selection).
  llvm::SMLoc at;
  /// The end of the selection (invalid: a cursor at `at`).
  llvm::SMLoc end;
  /// The issues whose fixes are wanted (indices into the analysis; see
  /// findIssues); only those at the cursor are used (selectQuickFixes).
  std::vector<size_t> issues;
  /// Whether quick-fixes are wanted.
  bool quickFixes = true;
  /// Whether refactorings are wanted.
  bool rewrites = true;
};

/// The indices of the issues of `analysis` with `code` published at exactly
/// `range` (how an editor's diagnostic is matched back to its issue: by
/// place and code, never by message text, so that two problems with the
/// same message at different places stay apart), in source order.
std::vector<size_t> findIssues(const DocumentAnalysis &analysis,
                               llvm::StringRef code, llvm::SMRange range);

/// An editor's diagnostic, as far as matching needs: its code and its range
/// in the analysed text.
struct ClientDiagnostic {
  /// The diagnostic's code.
  std::string code;
  /// Where the editor shows it.
  llvm::SMRange range;
};

/// An issue behind an editor's diagnostic.
struct DiagnosticMatch {
  /// The issue's index in the analysis.
  size_t issue = 0;
  /// The index of the first diagnostic that names it.
  size_t diagnostic = 0;
};

/// The issues behind `diagnostics` (findIssues of each), each once, in the
/// order the diagnostics name them.
std::vector<DiagnosticMatch>
matchDiagnostics(const DocumentAnalysis &analysis,
                 llvm::ArrayRef<ClientDiagnostic> diagnostics);

/// The quick-fixes for `request`: the verified fixes of the requested
/// issues whose range contains the cursor or selection (when none does,
/// of those that overlap it), the fixes of the issue with the smallest such
/// range first (ties in source order), each title once (a fix with the
/// title and edits of an earlier one only adds its issue to that action;
/// one with an earlier title and other edits is left out), and only the
/// preferred fix of the first issue preferred (at most one).
std::vector<ActionInfo> selectQuickFixes(const DocumentAnalysis &analysis,
                                         const CodeActionRequest &request,
                                         FixCache &fixes);

/// The actions for `request`: selectQuickFixes, then the refactorings at
/// the cursor.
std::vector<ActionInfo> getCodeActions(const DocumentAnalysis &analysis,
                                       const CodeActionRequest &request,
                                       FixCache &fixes);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_CODEACTIONS_H
