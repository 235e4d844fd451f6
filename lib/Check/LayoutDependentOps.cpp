// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutDependentOps.cpp - Casts and allocations, in one walk --------===//
//
// One walk over the parsed ops finds the casts and allocations whose
// validity depends on the layout and checks each under the layout of its
// scope (CastSizes.cpp, AllocationAlignment.cpp). The walk visits a scope's
// ops together (nested scopes in between are its descendants), so only the
// current scope's query object and its ancestors' are kept.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Check/LayoutDependentOps.h"
#include "CheckerSupport.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::isLayoutDependentOp(Operation *op) {
  return isa<LLVM::BitcastOp, vector::BitCastOp, memref::ViewOp,
             memref::AllocOp, memref::AllocaOp, LLVM::AllocaOp,
             memref::GlobalOp, LLVM::GlobalOp>(op);
}

std::string mlir::layout::describeLayoutDependentOps(Operation *root) {
  std::string text;
  llvm::raw_string_ostream os(text);
  // What the checks read of one op: its types and attributes.
  auto printTypesAndAttributes = [&](Operation *op) {
    os << " (";
    llvm::interleaveComma(op->getOperandTypes(), os);
    os << ") -> (";
    llvm::interleaveComma(op->getResultTypes(), os);
    os << ") " << op->getAttrDictionary();
  };
  // Allocations by their order here, for the accesses through them.
  llvm::DenseMap<Operation *, unsigned> ordinals;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    // An access through an LLVM allocation's pointer: what it assumes.
    if (Operation *origin = getAccessedAllocation(op)) {
      os << op->getName() << " of ";
      if (auto address = dyn_cast<LLVM::AddressOfOp>(origin))
        os << "@" << address.getGlobalName();
      else if (auto it = ordinals.find(origin); it != ordinals.end())
        os << "#" << it->second;
      else
        os << "?";
      printTypesAndAttributes(op);
      os << "\n";
      return;
    }
    if (!isLayoutDependentOp(op))
      return;
    ordinals.try_emplace(op, ordinals.size());
    os << op->getName();
    printTypesAndAttributes(op);
    // A view's byte shift is another op's constant.
    if (auto view = dyn_cast<memref::ViewOp>(op)) {
      APInt shift;
      if (matchPattern(view.getByteShift(), m_ConstantInt(&shift)))
        os << " shift " << shift.getSExtValue();
    }
    os << "\n";
  });
  return text;
}

std::optional<EntryRef>
mlir::layout::findDecidingEntry(ScopedDataLayout &layout, Type type) {
  for (const Reason &reason : layout.explain(type).reasons)
    if (!reason.entries.empty())
      return reason.entries.front();
  return std::nullopt;
}

void mlir::layout::checkLayoutDependentOps(LayoutDocument &doc,
                                           std::vector<SpecIssue> &issues) {
  if (!doc.isParsed())
    return;
  const LayoutScope *current = nullptr;
  AllocationUses uses(doc);
  for (Operation &top : doc.getBody())
    top.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isLayoutDependentOp(op))
        return;
      std::optional<SourcePos> where = doc.locateOp(op);
      if (!where)
        return;
      const LayoutScope &scope = doc.getScopes().scopeFor(op);
      if (&scope != current) {
        doc.releaseLayoutsOutside(scope);
        current = &scope;
      }
      ScopedDataLayout &layout = doc.getLayout(scope);
      std::optional<SpecIssue> issue = checkCastSize(layout, op, *where);
      if (!issue)
        issue = checkAllocationAlignment(layout, op, *where, uses);
      if (issue) {
        issue->scope = scope.path;
        issues.push_back(std::move(*issue));
      }
    });
}
