//===- TestAnalysis.h - Analysing annotated test sources --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef MLIR_LAYOUT_TEST_TESTANALYSIS_H
#define MLIR_LAYOUT_TEST_TESTANALYSIS_H

#include "TestSupport/Annotations.h"
#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/Features/Hover.h"

#include "llvm/Support/MemoryBuffer.h"

namespace mlir {
namespace layout {
namespace test {

/// The analysis of `code` (as "test.mlir") under the default policy.
inline DocumentAnalysis analyze(const Annotations &code) {
  return DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(code.code(), "test.mlir"), {},
      CompatibilityPolicy::Relax);
}

/// The place of the point named `name` of `code` in `doc`.
inline llvm::SMLoc pointAt(LayoutDocument &doc, const Annotations &code,
                           llvm::StringRef name) {
  return llvm::SMLoc::getFromPointer(doc.getText().data() + code.point(name));
}

/// The hover at the point named `name`.
inline std::optional<HoverInfo>
hoverAt(LayoutDocument &doc, const Annotations &code, llvm::StringRef name) {
  return getHover(doc, pointAt(doc, code, name));
}

} // namespace test
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TEST_TESTANALYSIS_H
