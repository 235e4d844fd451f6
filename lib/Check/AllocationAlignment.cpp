// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AllocationAlignment.cpp - Allocations aligned for their contents ---===//
//
// `memref.alloc() {alignment = 2 : i64} : memref<8xi64>` in a scope where
// i64's ABI alignment is 8 bytes hands out memory its elements may be
// accessed misaligned in: MLIR and LLVM accept it (LLVM emits `align 2`),
// so it is a warning (`layout-allocation-underaligned`). The allocations
// are memref.alloc, memref.alloca and llvm.alloca, and the globals
// memref.global and llvm.mlir.global; without an `alignment` nothing is
// asked of them.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"
#include "mlir-layout/Check/LayoutDependentOps.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::layout;

/// The alignment `op` asks for and the type it holds; std::nullopt for an
/// op that is not an allocation or asks for no alignment (0 is LLVM's "no
/// alignment given").
static std::optional<std::pair<uint64_t, Type>> readRequest(Operation *op) {
  std::optional<uint64_t> alignment;
  Type held;
  if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
    alignment = alloc.getAlignment();
    held = alloc.getType().getElementType();
  } else if (auto alloca = dyn_cast<memref::AllocaOp>(op)) {
    alignment = alloca.getAlignment();
    held = alloca.getType().getElementType();
  } else if (auto global = dyn_cast<memref::GlobalOp>(op)) {
    alignment = global.getAlignment();
    held = global.getType().getElementType();
  } else if (auto alloca = dyn_cast<LLVM::AllocaOp>(op)) {
    alignment = alloca.getAlignment();
    held = alloca.getElemType();
  } else if (auto global = dyn_cast<LLVM::GlobalOp>(op)) {
    alignment = global.getAlignment();
    held = global.getGlobalType();
  }
  if (!alignment || !*alignment || !held)
    return std::nullopt;
  return std::make_pair(*alignment, held);
}

std::optional<AllocationAlignment>
mlir::layout::readAllocationAlignment(ScopedDataLayout &layout, Operation *op) {
  std::optional<std::pair<uint64_t, Type>> request = readRequest(op);
  if (!request)
    return std::nullopt;
  const LayoutResult &result = layout.query(request->second);
  if (!result.hasLayout() || !result.layout->abiAlignment)
    return std::nullopt;
  AllocationAlignment info;
  info.op = op->getName().getStringRef().str();
  info.alignment = request->first;
  info.type = result.type;
  info.abiAlignment = result.layout->abiAlignment;
  info.scope = result.scope;
  return info;
}

std::optional<AllocationAlignment>
mlir::layout::getAllocationAlignment(LayoutDocument &doc, Operation *op) {
  if (!doc.isParsed())
    return std::nullopt;
  ScopedDataLayout &layout = doc.getLayout(doc.getScopes().scopeFor(op));
  std::optional<AllocationAlignment> info = readAllocationAlignment(layout, op);
  if (info)
    info->entry = findDecidingEntry(layout, readRequest(op)->second);
  return info;
}

/// True when `type` is an integer whose alignment MLIR takes from the entry
/// of another width (the nearest wider or the widest one): an `i8` is then
/// 8-byte aligned under only an `i64` entry, while the LLVM data layout the
/// spec becomes keeps `i8` byte-aligned. Nothing breaks below such an
/// alignment, so it is not a warning.
static bool isInterpolatedInteger(ScopedDataLayout &layout, Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer)
    return false;
  std::optional<IntegerEntryMatch> match =
      layout.getSpec().findIntegerEntry(integer.getWidth());
  return match && match->kind != IntegerEntryMatch::Kind::SameWidth;
}

/// The address, explicit alignment (if any) and accessed type of a load,
/// store or atomic of the LLVM dialect; std::nullopt for other ops.
struct AccessRead {
  Value address;
  std::optional<uint64_t> alignment;
  Type type;
};
static std::optional<AccessRead> readAccess(Operation *op) {
  // The operand counts first: an op that did not verify may lack some.
  unsigned operands = op->getNumOperands();
  if (auto load = dyn_cast<LLVM::LoadOp>(op);
      load && operands == 1 && op->getNumResults() == 1)
    return AccessRead{load.getAddr(), load.getAlignment(), load.getType()};
  if (auto store = dyn_cast<LLVM::StoreOp>(op); store && operands == 2)
    return AccessRead{store.getAddr(), store.getAlignment(),
                      store.getValue().getType()};
  if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op); rmw && operands == 2)
    return AccessRead{rmw.getPtr(), rmw.getAlignment(), rmw.getVal().getType()};
  if (auto cmpxchg = dyn_cast<LLVM::AtomicCmpXchgOp>(op);
      cmpxchg && operands == 3)
    return AccessRead{cmpxchg.getPtr(), cmpxchg.getAlignment(),
                      cmpxchg.getVal().getType()};
  return std::nullopt;
}

Operation *mlir::layout::getAccessedAllocation(Operation *op) {
  std::optional<AccessRead> access = readAccess(op);
  if (!access)
    return nullptr;
  // An op that did not verify may lack its operands.
  Value pointer = access->address;
  while (pointer)
    if (auto gep = pointer.getDefiningOp<LLVM::GEPOp>())
      pointer = gep.getBase();
    else
      break;
  Operation *origin = pointer ? pointer.getDefiningOp() : nullptr;
  return isa_and_present<LLVM::AllocaOp, LLVM::AddressOfOp>(origin) ? origin
                                                                    : nullptr;
}

std::optional<uint64_t>
mlir::layout::getAssumedAlignment(ScopedDataLayout &layout, Operation *op) {
  std::optional<AccessRead> access = readAccess(op);
  if (!access)
    return std::nullopt;
  if (access->alignment && *access->alignment)
    return *access->alignment;
  // Without one, LLVM takes the ABI alignment of the type.
  const LayoutResult &result = layout.query(access->type);
  if (!result.hasLayout() || !result.layout->abiAlignment)
    return std::nullopt;
  return result.layout->abiAlignment;
}

llvm::ArrayRef<Operation *> AllocationUses::getAccesses(Operation *allocation) {
  if (!byAllocation) {
    byAllocation.emplace();
    SymbolTableCollection tables;
    for (Operation &top : doc.getBody())
      top.walk([&](Operation *op) {
        Operation *origin = getAccessedAllocation(op);
        if (auto address = dyn_cast_if_present<LLVM::AddressOfOp>(origin))
          origin = tables.lookupNearestSymbolFrom(address,
                                                  address.getGlobalNameAttr());
        if (origin)
          (*byAllocation)[origin].push_back(op);
      });
  }
  auto it = byAllocation->find(allocation);
  if (it == byAllocation->end())
    return {};
  return it->second;
}

std::optional<SpecIssue>
mlir::layout::checkAllocationAlignment(ScopedDataLayout &layout, Operation *op,
                                       const SourcePos &where,
                                       AllocationUses &uses) {
  std::optional<AllocationAlignment> info = readAllocationAlignment(layout, op);
  if (!info || !info->isBelow() ||
      isInterpolatedInteger(layout, readRequest(op)->second))
    return std::nullopt;
  // In the LLVM dialect each access says the alignment it assumes (LLVM IR
  // imports declare globals and allocas below their type's alignment and
  // access them accordingly): only an access assuming more than the
  // allocation gives can be misaligned. Accesses beyond the file's ops (a
  // callee's) are not followed.
  Operation *firstMisaligned = nullptr;
  uint64_t assumed = 0;
  if (isa<LLVM::AllocaOp, LLVM::GlobalOp>(op)) {
    for (Operation *access : uses.getAccesses(op)) {
      std::optional<uint64_t> alignment = getAssumedAlignment(layout, access);
      if (alignment && *alignment > info->alignment) {
        firstMisaligned = access;
        assumed = *alignment;
        break;
      }
    }
    if (!firstMisaligned)
      return std::nullopt;
  }
  SpecIssue issue;
  issue.severity = Severity::Warning;
  issue.code = codes::kAllocationUnderaligned;
  issue.where = where;
  issue.message = info->op + " asks for alignment " +
                  std::to_string(info->alignment) + ", below " +
                  abbreviate(info->type) + "'s ABI alignment of " +
                  std::to_string(info->abiAlignment) + " bytes in this scope";
  if (firstMisaligned)
    if (std::optional<SourcePos> at =
            uses.getDocument().locateOp(firstMisaligned))
      issue.related.push_back(
          {*at, firstMisaligned->getName().getStringRef().str() +
                    " here assumes alignment " + std::to_string(assumed)});
  if (std::optional<EntryRef> entry =
          findDecidingEntry(layout, readRequest(op)->second))
    issue.related.push_back({entry->where, "`" + entry->key + " = " +
                                               entry->value + "` decides " +
                                               info->type + "'s alignment"});
  limitMessageLength(issue);
  return issue;
}
