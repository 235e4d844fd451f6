//===- SpecChecker.h - Checking specs on their own and nested ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Finds every problem of a document's data layout specs: MLIR's own parse
// and verifier errors, each spec checked on its own, and each nested spec
// checked against what its scope inherits under a compatibility policy
// (docs/compatibility.md). Each problem carries fixes.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_SPECCHECKER_H
#define MLIR_LAYOUT_CHECK_SPECCHECKER_H

#include "mlir-layout/Check/SpecIssue.h"

#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// All problems of `doc` under `policy`, sorted by position: MLIR's parse
/// errors (`mlir-parse-error`, or `layout-duplicate-key` with a fix for a
/// repeated key) and verifier errors (`mlir-verifier-error`), each spec entry
/// on its own, and, unless `policy` is Off, nested specs against their
/// ancestors.
std::vector<SpecIssue> checkDocument(LayoutDocument &doc,
                                     CompatibilityPolicy policy);

/// The part of checkDocument that needs no check: MLIR's parse and verifier
/// errors of `doc` (codes as there), sorted by position.
std::vector<SpecIssue> checkParse(LayoutDocument &doc);

/// Re-verifies every fix of `issues` (found in `doc` under `policy`): a fix
/// is kept only if the fixed text parses, no longer has that diagnostic and
/// has no error or warning `issues` did not have. When a fix only reveals
/// dependent problems (e.g. adopting a parent's index bitwidth makes a
/// child's entry incompatible, or a relaxed value now repeats the inherited
/// one), their preferred fixes are folded into it (FixApplier, at most
/// FixApplier::kMaxRounds rounds) and it is kept as one edit over the
/// changed text, its title naming what the folded edits change
/// (SpecChanges.h). A fix whose edits change an entry its title does not
/// state (findUnstatedChange) is dropped. Costs a re-parse per fix and
/// round.
void verifyFixes(const LayoutDocument &doc, CompatibilityPolicy policy,
                 std::vector<SpecIssue> &issues);

/// verifyFixes for the `selected` issues only (an editor asking for the
/// fixes of a few diagnostics); `allIssues` are all issues of `doc`, the
/// baseline for "no new error". Each fix costs a re-parse of `doc`.
void verifyFixesOf(const LayoutDocument &doc, CompatibilityPolicy policy,
                   llvm::ArrayRef<SpecIssue> allIssues,
                   llvm::ArrayRef<SpecIssue *> selected);

/// True when some issue is an error.
bool hasErrors(llvm::ArrayRef<SpecIssue> issues);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_SPECCHECKER_H
