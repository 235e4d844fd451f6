// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ZeroAlignmentUse.cpp - Does a query need a zero alignment? ---------===//
//
// MLIR 22 accepts an entry with alignment 0 (`i32 = dense<0> : vector<1xi64>`)
// and answers the scalar, but divides by zero laying out a struct, array or
// complex number that contains it. Such an entry is an error only where the
// file needs it: some op result's type, in a scope where the entry applies,
// is such an aggregate with an element whose alignment that entry decides.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::layout;

/// The entry of `layout`'s spec that decides the alignment of `type`, or
/// null: integers (and index, as the integer of its bitwidth) by MLIR's
/// width rule, pointers by their address space with address space 0 as the
/// fallback, other types by their own key.
static const SourcedEntry *decidingEntry(ScopedDataLayout &layout, Type type) {
  const CombinedSpec &spec = layout.getSpec();
  unsigned width = 0;
  if (auto integer = dyn_cast<IntegerType>(type))
    width = integer.getWidth();
  else if (isa<IndexType>(type))
    if (const LayoutResult &index = layout.query(type); index.hasLayout())
      width = index.layout->indexBitwidth.value_or(0);
  if (width) {
    std::optional<IntegerEntryMatch> match = spec.findIntegerEntry(width);
    return match ? match->entry : nullptr;
  }
  if (const SourcedEntry *entry = spec.getEntryFor(type))
    return entry;
  if (isa<LLVM::LLVMPointerType>(type))
    return spec.getEntryFor(LLVM::LLVMPointerType::get(type.getContext()));
  return nullptr;
}

std::optional<ZeroAlignmentUse>
mlir::layout::findZeroAlignmentUse(LayoutDocument &doc,
                                   const LayoutScope &scope, unsigned index) {
  for (const ResultSite &site : doc.getResultSites()) {
    const LayoutScope &at = doc.getScopes().scopeFor(site.op);
    bool inside = false;
    for (const LayoutScope *s = &at; s && !inside; s = s->parent)
      inside = s == &scope;
    if (!inside)
      continue;
    ScopedDataLayout &layout = doc.getLayout(at);
    const LayoutResult &result =
        layout.query(site.op->getResult(site.resultNumber).getType());
    if (!result.noLayoutCause ||
        result.noLayoutCause->kind != NoLayoutCause::Kind::ZeroSizeOrAlignment)
      continue;
    std::string error;
    Type element = doc.parseType(result.noLayoutCause->type, error);
    const SourcedEntry *entry =
        element ? decidingEntry(layout, element) : nullptr;
    if (entry && entry->scope == &scope && entry->index == index)
      return ZeroAlignmentUse{result.type, result.noLayoutCause->type,
                              site.where, at.path};
  }
  return std::nullopt;
}
