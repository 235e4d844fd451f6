// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CodeActions.cpp - Fixes and refactorings at a place ----------------===//

#include "mlir-layout/Features/CodeActions.h"

#include "mlir-layout/Check/FixApplier.h"
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

std::vector<DiagnosticMatch>
mlir::layout::matchDiagnostics(const DocumentAnalysis &analysis,
                               llvm::ArrayRef<ClientDiagnostic> diagnostics) {
  std::vector<DiagnosticMatch> matches;
  for (auto [index, diagnostic] : llvm::enumerate(diagnostics))
    for (size_t issue : findIssues(analysis, diagnostic.code, diagnostic.range))
      if (llvm::none_of(matches, [&](const DiagnosticMatch &m) {
            return m.issue == issue;
          }))
        matches.push_back({issue, index});
  return matches;
}

/// Where `issue` is published: its range, or the start of the text.
static llvm::SMRange publishedRange(const DocumentAnalysis &analysis,
                                    const SpecIssue &issue) {
  if (issue.where.range.Start.isValid())
    return issue.where.range;
  llvm::SMLoc start =
      llvm::SMLoc::getFromPointer(analysis.doc->getText().data());
  return llvm::SMRange(start, start);
}

/// True when both fixes make the same edits.
static bool sameEdits(const Fix &a, const Fix &b) {
  return a.edits.size() == b.edits.size() &&
         llvm::all_of(llvm::zip(a.edits, b.edits), [](const auto &pair) {
           return sameEdit(std::get<0>(pair), std::get<1>(pair));
         });
}

/// The requested issues at the selection [`start`, `end`], smallest range
/// first (ties in source order).
static std::vector<size_t> issuesAt(const DocumentAnalysis &analysis,
                                    llvm::ArrayRef<size_t> requested,
                                    const char *start, const char *end) {
  auto select = [&](bool contain) {
    std::vector<size_t> found;
    for (size_t issue : requested) {
      llvm::SMRange range = publishedRange(analysis, analysis.issues[issue]);
      const char *from = range.Start.getPointer();
      const char *to = range.End.getPointer();
      if (contain ? from <= start && end <= to : from <= end && start <= to)
        found.push_back(issue);
    }
    return found;
  };
  std::vector<size_t> found = select(/*contain=*/true);
  if (found.empty())
    found = select(/*contain=*/false);
  llvm::sort(found);
  found.erase(std::unique(found.begin(), found.end()), found.end());
  llvm::stable_sort(found, [&](size_t a, size_t b) {
    auto size = [&](size_t issue) {
      llvm::SMRange range = publishedRange(analysis, analysis.issues[issue]);
      return range.End.getPointer() - range.Start.getPointer();
    };
    return size(a) < size(b);
  });
  return found;
}

std::vector<ActionInfo>
mlir::layout::selectQuickFixes(const DocumentAnalysis &analysis,
                               const CodeActionRequest &request,
                               FixCache &fixes) {
  const char *start = request.at.getPointer();
  const char *end = request.end.isValid() ? request.end.getPointer() : start;
  std::vector<ActionInfo> actions;
  // The innermost issue with a fix: only the fix it prefers is preferred.
  std::optional<size_t> leader;
  for (size_t issue : issuesAt(analysis, request.issues, start, end)) {
    llvm::ArrayRef<Fix> verified = fixes.getVerifiedFixes(analysis, issue);
    if (!leader && !verified.empty())
      leader = issue;
    for (const Fix &fix : verified) {
      auto same = llvm::find_if(actions, [&](const ActionInfo &action) {
        return action.fix.title == fix.title;
      });
      if (same != actions.end()) {
        if (sameEdits(same->fix, fix))
          same->issues.push_back(issue);
        continue;
      }
      ActionInfo action{ActionKind::QuickFix, fix, {issue}};
      action.fix.isPreferred = fix.isPreferred && issue == *leader;
      actions.push_back(std::move(action));
    }
  }
  return actions;
}

std::vector<ActionInfo>
mlir::layout::getCodeActions(const DocumentAnalysis &analysis,
                             const CodeActionRequest &request,
                             FixCache &fixes) {
  std::vector<ActionInfo> actions;
  if (request.quickFixes)
    actions = selectQuickFixes(analysis, request, fixes);
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
