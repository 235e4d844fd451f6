//===- IncrementalAnalysis.h - An edit's problems, quickly -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every problem of an edited text without parsing and checking it whole:
// when the edits since an analysed version lie inside function bodies
// (Features/FunctionReparse.h), MLIR's parse and verifier diagnostics are
// those of a parse of the edited functions alone, and the checks' problems
// are the earlier version's, moved to their places in the new text, as long
// as nothing the checks read changed:
//  - the edited functions' ops use the same types, op by op, before and
//    after, when the checks read the types ops use (TypeUses.h,
//    ZeroAlignmentUse.h: which types a scope uses, and where first),
//  - whether each edited function holds LLVM dialect ops is the same
//    before and after (the root module's data layout check depends on it),
//  - no line number in a scope path moved (an edit that adds or removes
//    lines comes after every scope).
// The result is what a whole analysis of the new text would give (a
// property test compares the two on random edit sequences); when that
// cannot be guaranteed it says so, and holds MLIR's diagnostics only.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_INCREMENTALANALYSIS_H
#define MLIR_LAYOUT_FEATURES_INCREMENTALANALYSIS_H

#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/Features/FunctionReparse.h"
#include "mlir-layout/Support/EditMap.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace layout {

/// A parse of the edited functions of a text, with what it needs of the
/// analysis of an earlier version (see above).
class EditedAnalysis {
public:
  /// What run() gives.
  struct Result {
    /// Its document is the parse of the edited functions (the rest of the
    /// text blank, so its positions are those of the new text); its issues
    /// are MLIR's parse and verifier diagnostics of the new text and, when
    /// `whole`, every other problem a whole analysis of the new text under
    /// the earlier version's policy finds, in that order, without fixes (a
    /// request computes them on the whole text).
    DocumentAnalysis analysis;
    /// The issues are every problem of the new text: it parses and the
    /// checks read nothing the edits changed.
    bool whole = false;
    /// How many of the issues are MLIR's diagnostics (all of them unless
    /// `whole`).
    size_t mlirDiagnostics = 0;
  };

  /// Prepares the parse of the functions of `base` that `edits` (from
  /// `base`'s text to `newText`) changed; std::nullopt when no parse of the
  /// edited functions stands in for a whole parse (prepareFunctionReparse).
  /// Only reads `base`: run() needs nothing of it.
  static std::optional<EditedAnalysis> prepare(const DocumentAnalysis &base,
                                               const EditMap &edits,
                                               llvm::StringRef newText);

  /// Parses the edited functions of `newText` (the text prepare() was
  /// given); std::nullopt when that parse cannot stand in for a whole parse
  /// (FunctionReparse::parse).
  std::optional<Result> run(llvm::StringRef newText) const;
  /// How many functions run() parses.
  size_t getFunctionCount() const { return reparse.functions.size(); }

private:
  EditedAnalysis() = default;
  /// A check problem of the earlier version with its byte ranges in the
  /// new text: `where`, then each related place (unknown: no range).
  struct MovedIssue {
    SpecIssue issue;
    std::vector<std::optional<std::pair<size_t, size_t>>> ranges;
  };
  FunctionReparse reparse;
  /// The earlier version's check problems can be carried over if the
  /// new text parses, and then they are `moved`.
  bool movable = false;
  std::vector<MovedIssue> moved;
  /// Whether each edited function held LLVM ops in the earlier version,
  /// when the checks read that.
  std::vector<bool> heldLLVMOps;
  /// The types each edited function's ops used in the earlier version, op
  /// by op, when the checks read them.
  std::vector<std::string> typeUses;
  /// What the checks of casts and allocations read of each edited
  /// function's ops in the earlier version (describeLayoutDependentOps).
  std::vector<std::string> layoutDependentOps;
  CompatibilityPolicy policy = CompatibilityPolicy::Relax;
};

/// The whole analysis of `newText`, the text of `base` after `edits`, from
/// a parse of the edited functions (EditedAnalysis), or std::nullopt when
/// that cannot be guaranteed.
std::optional<DocumentAnalysis> analyzeEdited(const DocumentAnalysis &base,
                                              const EditMap &edits,
                                              llvm::StringRef newText);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_INCREMENTALANALYSIS_H
