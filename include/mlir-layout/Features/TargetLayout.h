//===- TargetLayout.h - A type laid out under a target's layout -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// "How would this type be laid out for that target": the type written at a
// place, laid out with the spec of the file's top-level scope around it
// replaced by MLIR's import of an LLVM data layout string (the one LLVM's
// target registry gives a triple), the same replacement `mlir-layout diff
// --triple` makes. The document itself is not touched.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_TARGETLAYOUT_H
#define MLIR_LAYOUT_FEATURES_TARGETLAYOUT_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Core/ScopeTree.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace mlir {
namespace layout {
class LayoutDocument;

/// The scope whose own spec a target's data layout replaces for a type laid
/// out in `scope`: the top-level scope holding it (the file's module), or
/// the top level of the file itself.
const LayoutScope &getTargetScope(const LayoutScope &scope);

/// The layout of `type` in `scope` of `doc` with the own spec of
/// getTargetScope(scope) replaced by MLIR's import of `dataLayout` (an LLVM
/// data layout string; getTargetDataLayoutString gives a triple's), the
/// scopes nested in it keeping their own specs on top. An error saying why
/// when LLVM or MLIR's import refuses the string.
llvm::Expected<LayoutResult> explainUnderDataLayout(LayoutDocument &doc,
                                                    const LayoutScope &scope,
                                                    Type type,
                                                    llvm::StringRef dataLayout);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_TARGETLAYOUT_H
