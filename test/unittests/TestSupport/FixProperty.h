//===- FixProperty.h - What every offered fix must do -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The property every verified fix of every diagnostic holds: applied, it
// gives a file that parses (unless the file did not and another parse
// error shows), no longer has its diagnostic, has no error or warning the
// file did not have, and changes nothing in the specs its title does not
// say (SpecChanges). Shared by the seeded and the real-world property tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TEST_FIXPROPERTY_H
#define MLIR_LAYOUT_TEST_FIXPROPERTY_H

#include "mlir-layout/Check/SpecChanges.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <set>
#include <tuple>

namespace mlir {
namespace layout {
namespace test {

/// What identifies a diagnostic across an edit (positions move).
using Identity = std::tuple<std::string, std::string, std::string>;
inline Identity identify(const SpecIssue &issue) {
  return {issue.code, issue.scope, issue.key};
}

/// The errors and warnings of `issues`, by identity and severity.
inline std::set<std::pair<Identity, Severity>>
problemsOf(llvm::ArrayRef<SpecIssue> issues) {
  std::set<std::pair<Identity, Severity>> result;
  for (const SpecIssue &issue : issues)
    if (issue.severity != Severity::Note)
      result.insert({identify(issue), issue.severity});
  return result;
}

/// Applies `fix` of `issue` (found in `doc` with `issues` under `policy`)
/// and checks the property; `context` names the case in failures. Returns
/// false when the fixed text did not parse (nothing else was checked).
inline bool expectFixDoesWhatItSays(const LayoutDocument &doc,
                                    llvm::ArrayRef<SpecIssue> issues,
                                    CompatibilityPolicy policy,
                                    const SpecIssue &issue, const Fix &fix,
                                    const std::string &context) {
  std::string fixed =
      applyEdits(doc.getText(), doc.getText().data(), fix.edits);
  auto after = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(fixed, doc.getFilename()),
      doc.getOptions());
  std::string where = context + ": issue " + issue.code + " (" + issue.key +
                      " in " + issue.scope + "), fix '" + fix.title + "'";
  // A fixed file parses, unless it already did not and another parse error
  // shows once this one is gone.
  EXPECT_TRUE(after->isParsed() || !doc.isParsed()) << where << "\n--- after\n"
                                                    << fixed;
  if (!after->isParsed())
    return false;
  std::vector<SpecIssue> newIssues = checkDocument(*after, policy);
  EXPECT_FALSE(llvm::any_of(newIssues, [&](const SpecIssue &n) {
    return identify(n) == identify(issue) && n.message == issue.message;
  })) << where;
  // A file that did not parse hid all other problems: those the repaired
  // parse reveals are not new.
  if (!doc.isParsed())
    return true;
  std::set<std::pair<Identity, Severity>> before = problemsOf(issues);
  for (const auto &[identity, severity] : problemsOf(newIssues))
    EXPECT_TRUE(before.count({identity, severity}) ||
                (severity == Severity::Warning &&
                 before.count({identity, Severity::Error})))
        << "new " << (severity == Severity::Error ? "error " : "warning ")
        << std::get<0>(identity) << " (" << std::get<2>(identity) << " in "
        << std::get<1>(identity) << ") after " << where;
  std::optional<std::string> unstated =
      findUnstatedChange(fix, issue, diffSpecs(doc, *after));
  EXPECT_FALSE(unstated) << where << " also does what its title does not say: "
                         << unstated.value_or("");
  return true;
}

} // namespace test
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TEST_FIXPROPERTY_H
