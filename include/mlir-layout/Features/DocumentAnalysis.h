//===- DocumentAnalysis.h - One parsed text and its problems ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What every editor feature reads: a parsed document (one `// -----` chunk of
// a file, or a whole file) and the problems the checker found in it under one
// compatibility policy. Built once per version of a text; its data never
// changes afterwards (the document's query caches, like mlir::DataLayout's,
// are filled lazily by the features that read it, so one thread at a time).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_DOCUMENTANALYSIS_H
#define MLIR_LAYOUT_FEATURES_DOCUMENTANALYSIS_H

#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include <memory>
#include <vector>

namespace mlir {
namespace layout {

/// A parsed text with its problems.
struct DocumentAnalysis {
  /// The parsed text (never null).
  std::unique_ptr<LayoutDocument> doc;
  /// The policy `issues` were computed under.
  CompatibilityPolicy policy = CompatibilityPolicy::Relax;
  /// The problems, sorted by position, with unverified fixes (see
  /// FixCache).
  std::vector<SpecIssue> issues;
  /// What the checks read of the ops' bodies.
  BodyReads issuesRead;

  /// Parses `buffer` with `options` and checks it under `policy`.
  static DocumentAnalysis analyze(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                  const DocumentOptions &options,
                                  CompatibilityPolicy policy);
  /// Checks the parsed document under `policy` (fills `issues`).
  void check(CompatibilityPolicy policy);
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_DOCUMENTANALYSIS_H
