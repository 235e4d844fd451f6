// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocumentAnalysis.cpp - One parsed text and its problems ------------===//

#include "mlir-layout/Features/DocumentAnalysis.h"

#include "mlir-layout/Check/SpecChecker.h"

using namespace mlir;
using namespace mlir::layout;

DocumentAnalysis
DocumentAnalysis::analyze(std::unique_ptr<llvm::MemoryBuffer> buffer,
                          const DocumentOptions &options,
                          CompatibilityPolicy policy) {
  DocumentAnalysis analysis;
  analysis.doc = LayoutDocument::parse(std::move(buffer), options);
  analysis.check(policy);
  return analysis;
}

void DocumentAnalysis::check(CompatibilityPolicy checkPolicy) {
  policy = checkPolicy;
  doc->clearBodyReads();
  issues = checkDocument(*doc, policy);
  issuesRead = doc->getBodyReads();
  // The checks query every entry's types in every scope: results a hover
  // seldom asks for again, and most of a checked document's memory on files
  // whose nested specs redefine their ancestors' keys.
  doc->releaseLayouts();
}
