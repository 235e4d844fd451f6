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
  analysis.policy = policy;
  analysis.issues = checkDocument(*analysis.doc, policy);
  return analysis;
}
