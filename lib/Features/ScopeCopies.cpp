// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopeCopies.cpp - A scope subtree with one scope replaced ----------===//

#include "mlir-layout/Features/ScopeCopies.h"

#include "mlir-layout/Core/LayoutDocument.h"

using namespace mlir;
using namespace mlir::layout;

std::unique_ptr<LayoutScope>
mlir::layout::replaceOwnSpec(const LayoutScope &scope,
                             DataLayoutSpecInterface spec) {
  auto copy = std::make_unique<LayoutScope>();
  copy->kind = scope.kind;
  copy->op = scope.op;
  copy->parent = scope.parent;
  copy->path = scope.path;
  copy->namedPath = scope.namedPath;
  copy->where = scope.where;
  copy->depth = scope.depth;
  copy->spec = spec;
  // One unknown place per entry: reasons name the scope, not a line of the
  // document the entries are not written in.
  if (spec)
    copy->entryPositions.resize(spec.getEntries().size());
  return copy;
}

ScopeCopies::ScopeCopies(LayoutDocument &doc, const LayoutScope &scope,
                         std::unique_ptr<LayoutScope> replacement)
    : doc(doc) {
  copyOf[&scope] = replacement.get();
  copies.push_back(std::move(replacement));
  // Parents come before their children in the tree's order.
  for (const std::unique_ptr<LayoutScope> &s : doc.getScopes().getScopes()) {
    if (!s->parent || !copyOf.count(s->parent) || copyOf.count(s.get()))
      continue;
    copies.push_back(std::make_unique<LayoutScope>(*s));
    copies.back()->parent = copyOf[s->parent];
    copies.back()->children.clear();
    copyOf[s->parent]->children.push_back(copies.back().get());
    copyOf[s.get()] = copies.back().get();
  }
}

ScopeCopies::~ScopeCopies() = default;

const LayoutScope *ScopeCopies::lookup(const LayoutScope &original) const {
  return copyOf.lookup(&original);
}

ScopedDataLayout &ScopeCopies::getLayout(const LayoutScope &original) {
  std::unique_ptr<ScopedDataLayout> &layout = layouts[&original];
  if (!layout)
    layout = std::make_unique<ScopedDataLayout>(
        *copyOf.at(&original), doc.getContext(), doc.getOptions().memrefModel,
        doc.getOptions().layoutRules.get());
  return *layout;
}
