// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StringAgainstTarget.cpp - llvm.data_layout against the target ------===//
//
// A scope with both an `llvm.data_layout` string (what MLIR's passes over
// LLVM IR use) and a target (whose layout the backend uses):
// `layout-llvm-data-layout-target-mismatch`, an error for each type the
// scope uses and for the byte order, one warning for the types nothing uses
// yet.
//
//===----------------------------------------------------------------------===//

#include "LLVMConsistency.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::llvmchecks;

void llvmchecks::reportStringAgainstTarget(
    LayoutDocument &doc, const LayoutScope &scope, const Reference &string,
    const Reference &target, const std::string &triple, LazyTypeUses &uses,
    std::vector<SpecIssue> &issues) {
  std::vector<StringDifference> differences = compareDataLayoutStrings(
      string.dataLayout, target.dataLayout, doc.getContext());
  if (differences.empty())
    return;
  std::vector<DataLayoutComponent> components =
      splitDataLayoutString(string.dataLayout);
  StringPlace place = string.place;
  place.components = components;
  uint64_t indexBitwidth =
      getLLVMNumbers(string.dataLayout,
                     LLVM::LLVMPointerType::get(doc.getContext()))
          .value_or(TypeNumbers())
          .indexBitwidth.value_or(0);
  std::string head = "llvm.data_layout and target " + abbreviate(triple);
  auto targetNote = [&](const StringDifference &difference,
                        const std::string &key) {
    return RelatedInfo{target.place.fallback,
                       "the target's layout gives " + key + " by " +
                           (difference.targetComponent.empty()
                                ? "LLVM's default"
                                : "`" + difference.targetComponent + "`")};
  };
  std::vector<std::string> latentKeys;
  std::vector<RelatedInfo> latentNotes;
  for (const StringDifference &difference : differences) {
    SpecIssue issue;
    issue.code = codes::kLLVMDataLayoutTargetMismatch;
    issue.scope = scope.path;
    issue.where = place.componentPos(difference.writtenComponent);
    if (difference.type) {
      std::string key = printToString(difference.type);
      std::string numbers =
          "LLVM IR uses " +
          describeNumbers(difference.writtenNumbers, difference.targetNumbers) +
          ", the backend " +
          describeNumbers(difference.targetNumbers, difference.writtenNumbers);
      auto differs = [&](Type whole, UseKind kind) {
        return uses.stringsDiffer(string.dataLayout, target.dataLayout, whole,
                                  kind);
      };
      const TypeUse *use = uses.find(scope, difference.type, indexBitwidth,
                                     difference.writtenNumbers,
                                     difference.targetNumbers, differs);
      if (!use) {
        latentKeys.push_back(key);
        latentNotes.push_back({place.componentPos(difference.writtenComponent),
                               key + ": " + numbers});
        continue;
      }
      issue.key = key;
      issue.message = head + " disagree on " + abbreviate(key) + usedAt(use);
      issue.related.push_back(targetNote(difference, key));
      markUsed(issue, key, *use);
      addDetail(issue, numbers);
    } else {
      issue.key = "byte order";
      issue.severity = Severity::Error;
      issue.message = head + " disagree on byte order: LLVM IR is " +
                      (difference.writtenBigEndian ? "big" : "little") +
                      "-endian, the backend " +
                      (difference.targetBigEndian ? "big" : "little") +
                      "-endian";
      issue.related.push_back(targetNote(difference, "the byte order"));
    }
    if (std::optional<TextEdit> edit = place.editComponent(
            difference.writtenComponent, difference.componentForTarget)) {
      std::string title =
          difference.writtenComponent
              ? "Rewrite `" + components[*difference.writtenComponent].text +
                    "` in llvm.data_layout as the target's `" +
                    difference.componentForTarget + "`"
              : "Add the target's `" + difference.componentForTarget +
                    "` to llvm.data_layout";
      issue.fixes.push_back({title, {*edit}, true});
    }
    issues.push_back(std::move(issue));
  }
  if (latentKeys.empty())
    return;
  SpecIssue issue;
  issue.severity = Severity::Warning;
  issue.code = codes::kLLVMDataLayoutTargetMismatch;
  issue.scope = scope.path;
  issue.where = place.componentPos(std::nullopt);
  issue.message = describeLatentDifferences(doc, head, latentKeys, {});
  issue.related = std::move(latentNotes);
  if (std::optional<TextEdit> edit = place.replaceContents(target.dataLayout))
    issue.fixes.push_back(
        {"Replace llvm.data_layout with the layout of target " + triple,
         {*edit},
         true});
  issues.push_back(std::move(issue));
}
