//===- CheckedIssues.h - Issues as the tools check them ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Header-only, for the tests that link MLIRLayoutCheck (Check/ and above).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TEST_CHECKEDISSUES_H
#define MLIR_LAYOUT_TEST_CHECKEDISSUES_H

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include <string>
#include <vector>

namespace mlir {
namespace layout {
namespace test {

/// The issues of `doc` under `policy`, fixes verified as the tools do.
inline std::vector<SpecIssue>
checkVerified(LayoutDocument &doc,
              CompatibilityPolicy policy = CompatibilityPolicy::Relax) {
  std::vector<SpecIssue> issues = checkDocument(doc, policy);
  verifyFixes(doc, policy, issues);
  return issues;
}

/// The details of `issue`: its related information, one line each.
inline std::string detailsOf(const SpecIssue &issue) {
  std::string text;
  for (const RelatedInfo &related : issue.related)
    text += related.message + "\n";
  return text;
}

} // namespace test
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TEST_CHECKEDISSUES_H
