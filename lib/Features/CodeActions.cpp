//===- CodeActions.cpp - Fixes and refactorings at a place ----------------===//

#include "mlir-layout/Features/CodeActions.h"

#include "mlir-layout/Check/SpecActions.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/Navigation.h"

using namespace mlir;
using namespace mlir::layout;

llvm::ArrayRef<Fix> FixCache::getVerifiedFixes(const DocumentAnalysis &analysis,
                                               size_t issue) {
  auto it = verified.find(issue);
  if (it != verified.end())
    return it->second;
  // Verify a copy: the analysis's issues are the baseline ("no new error")
  // and stay as they were built.
  SpecIssue copy = analysis.issues[issue];
  SpecIssue *selected = &copy;
  ++verifications;
  verifyFixesOf(*analysis.doc, analysis.policy, analysis.issues, selected);
  return verified.emplace(issue, std::move(copy.fixes)).first->second;
}

const std::optional<Fix> &
FixCache::getAddEntryFix(const DocumentAnalysis &analysis,
                         const LayoutScope &scope, Type type) {
  auto key = std::make_pair(&scope, type.getAsOpaquePointer());
  auto it = addEntryFixes.find(key);
  if (it != addEntryFixes.end())
    return it->second;
  ++verifications;
  return addEntryFixes
      .emplace(key, makeAddEntryFix(*analysis.doc, scope, type, analysis.policy,
                                    &analysis.issues))
      .first->second;
}

std::vector<size_t> mlir::layout::findIssues(const DocumentAnalysis &analysis,
                                             llvm::StringRef code,
                                             llvm::SMRange range) {
  // An issue without a place is published at the start of the text.
  llvm::SMLoc start =
      llvm::SMLoc::getFromPointer(analysis.doc->getText().data());
  std::vector<size_t> found;
  for (auto [index, issue] : llvm::enumerate(analysis.issues)) {
    llvm::SMRange published = issue.where.range.Start.isValid()
                                  ? issue.where.range
                                  : llvm::SMRange(start, start);
    if (issue.code == code && published.Start == range.Start &&
        published.End == range.End)
      found.push_back(index);
  }
  return found;
}

std::vector<ActionInfo>
mlir::layout::getCodeActions(const DocumentAnalysis &analysis,
                             const CodeActionRequest &request,
                             FixCache &fixes) {
  std::vector<ActionInfo> actions;
  if (request.quickFixes)
    for (size_t issue : request.issues)
      for (const Fix &fix : fixes.getVerifiedFixes(analysis, issue))
        actions.push_back({ActionKind::QuickFix, fix, issue});
  if (!request.rewrites)
    return actions;
  LayoutDocument &doc = *analysis.doc;
  if (std::optional<TypeSite> site = findTypeAt(doc, request.at)) {
    // Add an entry for the type at the cursor, innermost scope first.
    for (const LayoutScope *scope = site->scope; scope && scope->op;
         scope = scope->parent)
      if (const std::optional<Fix> &fix =
              fixes.getAddEntryFix(analysis, *scope, site->type))
        actions.push_back({ActionKind::Rewrite, *fix, {}});
    // A memref type whose layout has a simpler equivalent spelling.
    if (std::optional<Fix> fix = makeSimplestLayoutFix(doc, *site))
      actions.push_back({ActionKind::Rewrite, std::move(*fix), {}});
  }
  // Rewrite the spec under the cursor to `key = value`.
  if (std::optional<Fix> fix = makeKeyValueRewrite(doc.findScopeAt(request.at)))
    actions.push_back({ActionKind::Rewrite, std::move(*fix), {}});
  return actions;
}
