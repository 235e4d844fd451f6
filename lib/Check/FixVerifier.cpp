// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FixVerifier.cpp - Fixes that re-verify clean -----------------------===//
//
// A fix is only offered when applying it gives a file that parses, no longer
// has the diagnostic, and has no new error. Fixes that expose dependent
// problems in nested scopes are extended with those problems' preferred
// fixes, so that the user gets one edit that leaves the file clean; the
// title of such a fix is written from what the edits change (SpecChanges),
// and no fix is offered whose edits change what its title does not say.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Check/FixApplier.h"
#include "mlir-layout/Check/SpecChanges.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/ADT/StringExtras.h"

#include <set>
#include <tuple>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// What identifies a diagnostic across edits (positions move).
using Identity = std::tuple<std::string, std::string, std::string, std::string>;

Identity identify(const SpecIssue &issue) {
  return {issue.code, issue.scope, issue.key, issue.message};
}

/// Problems by code, scope and key (messages may change with values).
using ProblemKey = std::tuple<std::string, std::string, std::string>;

ProblemKey keyOf(const SpecIssue &issue) {
  return {issue.code, issue.scope, issue.key};
}

/// The problems a file has before a fix: a problem after the fix is new
/// unless it was there, and an error is new unless it was an error (a
/// warning that becomes an error, such as a zero alignment a removed entry
/// exposes to a query, is new).
struct KnownProblems {
  /// Errors and warnings by code, scope and key.
  std::set<ProblemKey> problems;
  /// The errors among them.
  std::set<ProblemKey> errors;

  /// True when `issue` is not one of the known problems.
  bool isNew(const SpecIssue &issue) const {
    ProblemKey key = keyOf(issue);
    return !problems.count(key) ||
           (issue.severity == Severity::Error && !errors.count(key));
  }
};

/// The errors and warnings of `issues`.
KnownProblems problemKeys(llvm::ArrayRef<SpecIssue> issues) {
  KnownProblems known;
  for (const SpecIssue &issue : issues) {
    if (issue.severity == Severity::Note)
      continue;
    known.problems.insert(keyOf(issue));
    if (issue.severity == Severity::Error)
      known.errors.insert(keyOf(issue));
  }
  return known;
}
} // namespace

/// The title of a fix titled `title` whose own edits change `claimed` and
/// which, with the fixes of `dependents` problems it reveals folded in,
/// changes `actual`: the changes the folded fixes add are named after the
/// title; when they undo or alter a change the title names (a value written
/// and then removed again), the title describes `actual` alone. Without a
/// change of the specs beyond `claimed`, the folded fixes are counted.
static std::string titleWithDependents(const std::string &title,
                                       unsigned dependents,
                                       llvm::ArrayRef<EntryChange> claimed,
                                       llvm::ArrayRef<EntryChange> actual) {
  std::vector<std::string> added;
  for (const EntryChange &change : actual)
    if (!llvm::is_contained(claimed, change))
      added.push_back(describeChange(change));
  if (added.empty())
    return title + " (and " + std::to_string(dependents) + " dependent " +
           (dependents == 1 ? "entry" : "entries") + ")";
  bool altered = llvm::any_of(claimed, [&](const EntryChange &change) {
    return !llvm::is_contained(actual, change);
  });
  if (!altered)
    return title + " and " + llvm::join(added, ", and ");
  std::vector<std::string> all;
  for (const EntryChange &change : actual)
    all.push_back(describeChange(change));
  std::string text = llvm::join(all, ", and ");
  text[0] = llvm::toUpper(text[0]);
  return text;
}

/// Returns the verified form of `fix` for `issue`, or nullopt.
static std::optional<Fix> verifyFix(const LayoutDocument &doc,
                                    CompatibilityPolicy policy,
                                    const SpecIssue &issue, const Fix &fix,
                                    const KnownProblems &allowed) {
  FixApplier applier(policy, FixApplier::Mode::AllOrNothing);
  CheckedDocument fixed = applier.check(
      applyEdits(doc.getText(), doc.getText().data(), fix.edits), doc);
  // A fix may not break the parse; in a file that did not parse, it must
  // remove its parse error (a later one may then show).
  if (!fixed.doc->isParsed() && doc.isParsed())
    return std::nullopt;
  auto isThere = [&](const CheckedDocument &checked) {
    return llvm::any_of(checked.issues, [&](const SpecIssue &other) {
      return identify(other) == identify(issue);
    });
  };
  if (isThere(fixed))
    return std::nullopt;
  // New errors and warnings the fix reveals (an adopted value that makes a
  // nested entry incompatible, a relaxed value that now repeats the
  // inherited one) are repaired by their own preferred fixes, folded in.
  // A parse error hid everything else: nothing to compare with then.
  auto isNew = [&](const SpecIssue &other) {
    return doc.isParsed() && allowed.isNew(other);
  };
  // What the title was written for: the fix's own edits.
  std::vector<EntryChange> claimed = diffSpecs(doc, *fixed.doc);
  if (!applier.apply(fixed, isNew) || isThere(fixed))
    return std::nullopt;
  Fix verified = fix;
  if (unsigned dependents = applier.getApplied().size()) {
    verified.title = titleWithDependents(fix.title, dependents, claimed,
                                         diffSpecs(doc, *fixed.doc));
    verified.edits = {diffAsEdit(doc.getText(), fixed.doc->getText())};
  }
  // Whatever the edits do, the title must say (or the fix is not offered).
  if (doc.isParsed() &&
      findUnstatedChange(verified, issue, diffSpecs(doc, *fixed.doc)))
    return std::nullopt;
  return verified;
}

void mlir::layout::verifyFixes(const LayoutDocument &doc,
                               CompatibilityPolicy policy,
                               std::vector<SpecIssue> &issues) {
  std::vector<SpecIssue *> all;
  for (SpecIssue &issue : issues)
    all.push_back(&issue);
  verifyFixesOf(doc, policy, issues, all);
}

void mlir::layout::verifyFixesOf(const LayoutDocument &doc,
                                 CompatibilityPolicy policy,
                                 llvm::ArrayRef<SpecIssue> allIssues,
                                 llvm::ArrayRef<SpecIssue *> selected) {
  KnownProblems allowed = problemKeys(allIssues);
  for (SpecIssue *selectedIssue : selected) {
    SpecIssue &issue = *selectedIssue;
    std::vector<Fix> kept;
    for (const Fix &fix : issue.fixes) {
      std::optional<Fix> verified = verifyFix(doc, policy, issue, fix, allowed);
      if (!verified)
        continue;
      // Two fixes with the same edits (e.g. relaxing to exactly the
      // ancestor's value): keep the first.
      bool duplicate = llvm::any_of(kept, [&](const Fix &other) {
        if (other.edits.size() != verified->edits.size())
          return false;
        for (size_t i = 0; i < other.edits.size(); ++i)
          if (other.edits[i].range.Start != verified->edits[i].range.Start ||
              other.edits[i].range.End != verified->edits[i].range.End ||
              other.edits[i].newText != verified->edits[i].newText)
            return false;
        return true;
      });
      if (!duplicate)
        kept.push_back(std::move(*verified));
    }
    // Keep one preferred fix when the preferred one did not survive.
    if (!kept.empty() &&
        llvm::none_of(kept, [](const Fix &f) { return f.isPreferred; }))
      kept.front().isPreferred = true;
    issue.fixes = std::move(kept);
  }
}
