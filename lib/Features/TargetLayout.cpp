// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetLayout.cpp - A type laid out under a target's layout ---------===//

#include "mlir-layout/Features/TargetLayout.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Features/ScopeCopies.h"
#include "mlir-layout/LLVM/DataLayoutString.h"

using namespace mlir;
using namespace mlir::layout;

const LayoutScope &mlir::layout::getTargetScope(const LayoutScope &scope) {
  const LayoutScope *top = &scope;
  while (top->parent && top->parent->parent)
    top = top->parent;
  return *top;
}

llvm::Expected<LayoutResult>
mlir::layout::explainUnderDataLayout(LayoutDocument &doc,
                                     const LayoutScope &scope, Type type,
                                     llvm::StringRef dataLayout) {
  llvm::Expected<DataLayoutSpecInterface> spec =
      importValidDataLayoutString(dataLayout, doc.getContext());
  if (!spec)
    return spec.takeError();
  const LayoutScope &target = getTargetScope(scope);
  ScopeCopies copies(doc, target, replaceOwnSpec(target, *spec));
  return copies.getLayout(scope).explain(type);
}
