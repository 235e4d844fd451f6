// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecChecker.cpp - Checking specs on their own and nested -----------===//

#include "mlir-layout/Check/SpecChecker.h"
#include "CheckerSupport.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

/// Converts one of MLIR's diagnostics to an issue.
static SpecIssue fromDiagnostic(const DocumentDiagnostic &diag,
                                llvm::StringRef code) {
  SpecIssue issue;
  issue.severity = diag.severity;
  issue.code = diag.code.empty() ? code.str() : diag.code;
  issue.message = diag.message;
  issue.where = diag.where;
  for (const DocumentDiagnostic &note : diag.notes)
    issue.related.push_back({note.where, note.message});
  return issue;
}

std::vector<SpecIssue> mlir::layout::checkParse(LayoutDocument &doc) {
  std::vector<SpecIssue> issues;
  for (const DocumentDiagnostic &diag : doc.getDiagnostics()) {
    if (diag.code == codes::kSpecUnread) {
      issues.push_back(fromDiagnostic(diag, diag.code));
    } else if (std::optional<SpecIssue> system =
                   diagnoseTargetSystemError(doc, diag)) {
      issues.push_back(std::move(*system));
    } else if (doc.isParsed()) {
      issues.push_back(fromDiagnostic(diag, codes::kMLIRVerifierError));
    } else if (std::optional<SpecIssue> dup = diagnoseDuplicateKey(doc, diag)) {
      issues.push_back(std::move(*dup));
    } else {
      issues.push_back(fromDiagnostic(diag, codes::kMLIRParseError));
    }
  }
  // MLIR's own messages can quote whole types and ops.
  for (SpecIssue &issue : issues)
    limitMessageLength(issue);
  return issues;
}

std::vector<SpecIssue> mlir::layout::checkDocument(LayoutDocument &doc,
                                                   CompatibilityPolicy policy) {
  std::vector<SpecIssue> issues = checkParse(doc);
  checkScopeRecognition(doc, issues);
  checkTargetSystems(doc, issues);
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->spec)
      continue;
    // A scope's checks query it and its ancestors: the query objects (and
    // cached explanations) of scopes already checked elsewhere in the tree
    // would only add up (~100 MiB at the peak of a 100k-line overlap file).
    doc.releaseLayoutsOutside(*scope);
    size_t first = issues.size();
    validateEntries(doc, *scope, policy, issues);
    if (policy != CompatibilityPolicy::Off && scope->parent)
      checkCompatibility(doc, *scope, policy, issues);
    preferRemovalOfRepeats(
        doc, *scope, policy,
        llvm::MutableArrayRef<SpecIssue>(issues).drop_front(first));
  }
  checkLLVMDataLayouts(doc, issues);
  checkLayoutDependentOps(doc, issues);
  for (SpecIssue &issue : issues)
    limitMessageLength(issue);
  llvm::stable_sort(issues, [](const SpecIssue &a, const SpecIssue &b) {
    return std::make_pair(a.where.line, a.where.column) <
           std::make_pair(b.where.line, b.where.column);
  });
  return issues;
}

bool mlir::layout::hasErrors(llvm::ArrayRef<SpecIssue> issues) {
  return llvm::any_of(issues, [](const SpecIssue &issue) {
    return issue.severity == Severity::Error;
  });
}
