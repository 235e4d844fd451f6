//===- FixVerifier.cpp - Fixes that re-verify clean -----------------------===//
//
// A fix is only offered when applying it gives a file that parses, no longer
// has the diagnostic, and has no new error. Fixes that expose dependent
// problems in nested scopes are extended with those problems' preferred
// fixes, so that the user gets one edit that leaves the file clean.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Check/SpecChecker.h"

#include "llvm/Support/MemoryBuffer.h"

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

/// Errors by code, scope and key (messages may change with values).
std::set<std::tuple<std::string, std::string, std::string>>
errorKeys(llvm::ArrayRef<SpecIssue> issues) {
  std::set<std::tuple<std::string, std::string, std::string>> keys;
  for (const SpecIssue &issue : issues)
    if (issue.severity == Severity::Error)
      keys.insert({issue.code, issue.scope, issue.key});
  return keys;
}

/// One edit that turns `before` into `after`: the changed middle.
TextEdit diffAsEdit(llvm::StringRef before, llvm::StringRef after) {
  size_t prefix = 0;
  while (prefix < before.size() && prefix < after.size() &&
         before[prefix] == after[prefix])
    ++prefix;
  size_t suffix = 0;
  while (suffix < before.size() - prefix && suffix < after.size() - prefix &&
         before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
    ++suffix;
  llvm::SMRange range(
      llvm::SMLoc::getFromPointer(before.data() + prefix),
      llvm::SMLoc::getFromPointer(before.data() + before.size() - suffix));
  return {range, after.slice(prefix, after.size() - suffix).str()};
}
} // namespace

/// Returns the verified form of `fix` for `issue`, or nullopt.
static std::optional<Fix> verifyFix(const LayoutDocument &doc,
                                    CompatibilityPolicy policy,
                                    const SpecIssue &issue, const Fix &fix,
                                    llvm::ArrayRef<SpecIssue> before) {
  auto allowed = errorKeys(before);
  std::string text = applyEdits(doc.getText(), doc.getText().data(), fix.edits);
  unsigned dependents = 0;
  for (unsigned round = 0; round < 4; ++round) {
    auto fixed = LayoutDocument::parse(
        llvm::MemoryBuffer::getMemBufferCopy(text, doc.getFilename()),
        doc.getOptions());
    // A fix may not break the parse; in a file that did not parse, it must
    // remove its parse error (a later one may then show).
    if (!fixed->isParsed() && doc.isParsed())
      return std::nullopt;
    std::vector<SpecIssue> after = checkDocument(*fixed, policy);
    bool stillThere = llvm::any_of(after, [&](const SpecIssue &other) {
      return identify(other) == identify(issue);
    });
    if (stillThere)
      return std::nullopt;
    std::vector<TextEdit> repairs;
    bool unrepairable = false;
    for (const SpecIssue &other : after) {
      if (other.severity != Severity::Error ||
          !doc.isParsed() || // a parse error hid everything else
          allowed.count({other.code, other.scope, other.key}))
        continue;
      auto preferred = llvm::find_if(
          other.fixes, [](const Fix &f) { return f.isPreferred; });
      if (preferred == other.fixes.end()) {
        unrepairable = true;
        break;
      }
      repairs.insert(repairs.end(), preferred->edits.begin(),
                     preferred->edits.end());
      ++dependents;
    }
    if (unrepairable)
      return std::nullopt;
    if (repairs.empty()) {
      Fix verified = fix;
      if (round > 0) {
        verified.title += " (and " + std::to_string(dependents) +
                          " dependent entr" + (dependents == 1 ? "y" : "ies") +
                          ")";
        verified.edits = {diffAsEdit(doc.getText(), text)};
      }
      return verified;
    }
    // Overlapping repairs cannot be applied together: give up on this fix.
    llvm::sort(repairs, [](const TextEdit &a, const TextEdit &b) {
      return a.range.Start.getPointer() < b.range.Start.getPointer();
    });
    for (size_t i = 1; i < repairs.size(); ++i)
      if (repairs[i].range.Start.getPointer() <
          repairs[i - 1].range.End.getPointer())
        return std::nullopt;
    text = applyEdits(fixed->getText(), fixed->getText().data(), repairs);
  }
  return std::nullopt;
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
  std::vector<SpecIssue> before(allIssues.begin(), allIssues.end());
  for (SpecIssue *selectedIssue : selected) {
    SpecIssue &issue = *selectedIssue;
    std::vector<Fix> kept;
    for (const Fix &fix : issue.fixes) {
      std::optional<Fix> verified = verifyFix(doc, policy, issue, fix, before);
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
