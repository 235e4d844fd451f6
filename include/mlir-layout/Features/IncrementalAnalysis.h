//===- IncrementalAnalysis.h - An edited text's problems, quickly -*- C++
//-*-===//
//
// Every problem of an edited text without parsing and checking it whole:
// when the edits since an analysed version lie inside function bodies
// (Features/FunctionReparse.h), MLIR's parse and verifier diagnostics are
// those of a parse of the edited functions alone, and the checks' problems
// are the earlier version's, moved to their places in the new text, as long
// as nothing the checks read changed:
//  - the checks read no op result types (only a zero alignment entry makes
//    them: ZeroAlignmentUse),
//  - whether each edited function holds LLVM dialect ops is the same
//    before and after (the root module's data layout check depends on it),
//  - no line number in a scope path moved (an edit that adds or removes
//    lines comes after every scope).
// The result is what a whole analysis of the new text would give (a
// property test compares the two on random edit sequences); when that
// cannot be guaranteed there is none.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_INCREMENTALANALYSIS_H
#define MLIR_LAYOUT_FEATURES_INCREMENTALANALYSIS_H

#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/Support/EditMap.h"

#include <optional>

namespace mlir {
namespace layout {

/// The analysis of `newText`, the text of `base` after `edits`: its
/// document is the parse of the edited functions (the rest of the text
/// blank, so its positions are those of `newText`) and its issues are every
/// problem a whole analysis of `newText` under `base.policy` finds, in that
/// order, without fixes (a request computes them on the whole text).
/// std::nullopt when that cannot be guaranteed (see above), or the new
/// text does not parse: its problems then depend on the last version that
/// parsed. Only reads `base`.
std::optional<DocumentAnalysis> analyzeEdited(const DocumentAnalysis &base,
                                              const EditMap &edits,
                                              llvm::StringRef newText);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_INCREMENTALANALYSIS_H
