// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetComparison.cpp - One type laid out for several targets -------===//
//
// Each target's spec replaces the scope's own in a ScopeCopies, exactly as
// `diff --triple` replaces it, so every number is the engine's answer for
// the file written with that spec in the scope's place.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/TargetComparison.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Features/ScopeCopies.h"
#include "mlir-layout/LLVM/DataLayoutString.h"
#include "mlir-layout/LLVM/TargetAbi.h"
#include "mlir-layout/Support/Printing.h"

using namespace mlir;
using namespace mlir::layout;

/// The cache line size of the field tables (lines are not shown).
static constexpr uint64_t kTableLineSize = 64;

std::string mlir::layout::describeTarget(const TargetChoice &target,
                                         bool asOptions) {
  std::string separator = asOptions ? " --" : ", ";
  std::string text = (asOptions ? "--triple " : "triple ") + target.triple;
  auto add = [&](const char *name, const std::string &value) {
    if (!value.empty())
      text += separator + name + " " + value;
  };
  add("cpu", target.cpu);
  add("features", target.features);
  add("abi", target.abi);
  return text;
}

llvm::Expected<DerivedTarget>
mlir::layout::deriveTarget(const TargetChoice &target, MLIRContext *context) {
  if (llvm::Error error =
          checkTargetCpuAndFeatures(target.triple, target.cpu, target.features))
    return std::move(error);
  if (llvm::Error error = checkTargetAbi(target.triple, target.abi))
    return std::move(error);
  llvm::Expected<std::string> dataLayout = getTargetDataLayoutString(
      target.triple, target.cpu, target.features, target.abi);
  if (!dataLayout)
    return dataLayout.takeError();
  llvm::Expected<DataLayoutSpecInterface> spec =
      importValidDataLayoutString(*dataLayout, context);
  if (!spec)
    return spec.takeError();
  return DerivedTarget{target, *dataLayout, *spec};
}

std::vector<TargetComparison>
mlir::layout::compareTargets(LayoutDocument &doc, const LayoutScope &scope,
                             llvm::ArrayRef<Type> types,
                             llvm::ArrayRef<DerivedTarget> targets) {
  std::vector<TargetComparison> comparisons;
  for (Type type : types)
    comparisons.push_back({printToString(type), scope.path, {}});
  for (const DerivedTarget &target : targets) {
    ScopeCopies copies(doc, scope, replaceOwnSpec(scope, target.spec));
    ScopedDataLayout &layout = copies.getLayout(scope);
    for (auto [type, comparison] : llvm::zip(types, comparisons)) {
      TargetLayout answer;
      answer.target = target.target;
      answer.dataLayout = target.dataLayout;
      answer.result = layout.explain(type);
      answer.table = describeLayoutTable(answer.result, kTableLineSize);
      answer.entries = getDecidingEntries(answer.result);
      comparison.targets.push_back(std::move(answer));
    }
  }
  return comparisons;
}

llvm::Expected<TargetComparison>
mlir::layout::compareTargets(LayoutDocument &doc, const LayoutScope &scope,
                             Type type, llvm::ArrayRef<TargetChoice> targets) {
  std::vector<DerivedTarget> derived;
  for (const TargetChoice &target : targets) {
    llvm::Expected<DerivedTarget> one = deriveTarget(target, doc.getContext());
    if (!one)
      return one.takeError();
    derived.push_back(std::move(*one));
  }
  std::vector<TargetComparison> comparisons =
      compareTargets(doc, scope, type, derived);
  return std::move(comparisons.front());
}
