// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AllocaAddressSpace.cpp - Allocas where an AMDGPU target wants them -===//
//
// LLVM 22's IR verifier rejects an alloca outside address space 5 when the
// module's triple is AMDGPU (`verifyAMDGPUAlloca`: "alloca on amdgpu must be
// in addrspace(5)"), so `mlir-translate --mlir-to-llvmir` fails on such a
// file that MLIR accepts. Two ways to get there, measured:
//   - an `llvm.alloca` whose result is `!llvm.ptr` (address space 0): an
//     error on the op;
//   - the allocas MLIR's OpenMP translation creates, which go to the alloca
//     address space of the module's data layout: with no `A5` in
//     `llvm.data_layout` (or no `"dlti.alloca_memory_space" = 5` in the
//     spec the translation turns into one), address space 0. It depends on
//     which OpenMP ops the translation lowers with allocas, so it is a
//     warning on the module, with the entry or component that sets it.
//
//===----------------------------------------------------------------------===//

#include "LLVMConsistency.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::llvmchecks;

/// The address space AMDGPU's allocas must be in.
static constexpr unsigned kPrivateAddressSpace = 5;

/// Calls `fn` with each op of the LLVM module `unit` becomes, leaving out
/// nested ops that become modules of their own (a nested `builtin.module`
/// or an op with its own `llvm.data_layout` or target).
static void forEachOpOfUnit(Operation *unit,
                            llvm::function_ref<void(Operation *)> fn) {
  unit->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != unit &&
        (isa<ModuleOp>(op) ||
         op->hasAttr(LLVM::LLVMDialect::getDataLayoutAttrName()) ||
         op->hasAttr(LLVM::LLVMDialect::getTargetTripleAttrName()) ||
         op->hasAttr(LLVM::LLVMDialect::getTargetAttrName())))
      return WalkResult::skip();
    fn(op);
    return WalkResult::advance();
  });
}

/// The alloca address space of the LLVM module of `scope`: the `A`
/// component of its `llvm.data_layout` (`string`), else what MLIR's data
/// layout of the scope answers (the spec the translation turns into the
/// string, through the spec class's and the scope op's own hooks), 0 by
/// default; std::nullopt when neither can be known.
static std::optional<unsigned> getAllocaAddressSpace(LayoutDocument &doc,
                                                     const LayoutScope &scope,
                                                     const Reference *string) {
  if (string) {
    llvm::Expected<llvm::DataLayout> layout =
        llvm::DataLayout::parse(string->dataLayout);
    if (!layout) {
      llvm::consumeError(layout.takeError());
      return std::nullopt;
    }
    return layout->getAllocaAddrSpace();
  }
  ScopedDataLayout &layout = doc.getLayout(scope);
  if (layout.getUnknownReason())
    return std::nullopt;
  Attribute space = layout.getDataLayout().getAllocaMemorySpace();
  if (!space)
    return 0;
  if (auto integer = dyn_cast<IntegerAttr>(space))
    return integer.getValue().getZExtValue();
  return std::nullopt;
}

void llvmchecks::checkAllocaAddressSpace(LayoutDocument &doc,
                                         const LayoutScope &scope,
                                         llvm::StringRef triple,
                                         const Reference *string,
                                         std::vector<SpecIssue> &issues) {
  if (!scope.op || !llvm::Triple(triple).isAMDGPU())
    return;
  Operation *firstOpenMP = nullptr;
  forEachOpOfUnit(scope.op, [&](Operation *op) {
    if (!firstOpenMP && op->getDialect() &&
        op->getDialect()->getNamespace() == "omp")
      firstOpenMP = op;
    auto alloca = dyn_cast<LLVM::AllocaOp>(op);
    if (!alloca)
      return;
    unsigned space = alloca.getType().getAddressSpace();
    std::optional<SourcePos> where = doc.locateOp(op);
    if (space == kPrivateAddressSpace || !where)
      return;
    SpecIssue issue;
    issue.severity = Severity::Error;
    issue.code = codes::kAllocaAddressSpace;
    issue.scope = scope.path;
    issue.where = *where;
    issue.message = "llvm.alloca must be in address space 5 on " +
                    abbreviate(triple) + ", not " + std::to_string(space) +
                    ": LLVM's verifier rejects it";
    addDetail(issue, "the result type would be !llvm.ptr<5>; an "
                     "llvm.addrspacecast gives the pointer its uses expect");
    issues.push_back(std::move(issue));
  });
  if (!firstOpenMP)
    return;
  std::optional<unsigned> space = getAllocaAddressSpace(doc, scope, string);
  if (!space || *space == kPrivateAddressSpace)
    return;
  SpecIssue issue;
  issue.severity = Severity::Warning;
  issue.code = codes::kAllocaAddressSpace;
  issue.scope = scope.path;
  issue.where = scope.where;
  issue.message = "the OpenMP translation puts its allocas in address space " +
                  std::to_string(*space) + ", which " + abbreviate(triple) +
                  " rejects: the alloca address space is not 5";
  if (std::optional<SourcePos> at = doc.locateOp(firstOpenMP))
    issue.related.push_back(
        {*at, firstOpenMP->getName().getStringRef().str() +
                  " is translated by the OpenMP translation here"});
  if (string) {
    addDetail(issue, "add `A5` to llvm.data_layout");
    if (std::optional<TextEdit> edit =
            string->place.editComponent(std::nullopt, "A5"))
      issue.fixes.push_back(
          {"Add `A5` to llvm.data_layout", {std::move(*edit)}, true});
  } else {
    addDetail(issue, "add \"dlti.alloca_memory_space\" = 5 : ui64 to the "
                     "spec (the translation writes `A5` from it)");
    if (SpecEditor(scope).valid())
      issue.fixes.push_back(
          {"Add \"dlti.alloca_memory_space\" = 5 : ui64",
           {SpecEditor(scope).insertEntries(
               {{"\"dlti.alloca_memory_space\"", "5 : ui64"}})},
           true});
  }
  issues.push_back(std::move(issue));
}
