// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- UsedTypes.cpp - The types used in each scope of a document ---------===//

#include "mlir-layout/Features/UsedTypes.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/IR/Operation.h"

using namespace mlir;
using namespace mlir::layout;

/// The block holding the document's top-level ops, or null when it has none.
static Block *topBlock(LayoutDocument &doc) {
  Operation *any = nullptr;
  if (doc.getScopes().getScopes().size() > 1)
    any = doc.getScopes().getScopes()[1]->op;
  else if (std::vector<ResultSite> sites = doc.getResultSites(); !sites.empty())
    any = sites.front().op;
  if (!any)
    return nullptr;
  while (Operation *parent = any->getParentOp())
    any = parent;
  return any->getBlock();
}

llvm::DenseMap<const LayoutScope *, ScopeTypes>
mlir::layout::collectUsedTypes(LayoutDocument &doc) {
  llvm::DenseMap<const LayoutScope *, ScopeTypes> used;
  Block *block = topBlock(doc);
  if (!block)
    return used;
  auto add = [&](const LayoutScope &scope, Type type) {
    used[&scope].try_emplace(printToString(type), type);
  };
  for (Operation &top : *block)
    top.walk([&](Operation *op) {
      const LayoutScope &scope = doc.getScopes().scopeFor(op);
      const LayoutScope &outer =
          scope.op == op && scope.parent ? *scope.parent : scope;
      for (Type type : op->getResultTypes())
        add(outer, type);
      for (Region &region : op->getRegions())
        for (Block &b : region)
          for (BlockArgument arg : b.getArguments())
            add(scope, arg.getType());
    });
  return used;
}
