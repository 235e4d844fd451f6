// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FieldOrderReport.cpp - Structs another field order shrinks ---------===//

#include "mlir-layout/Check/FieldOrderReport.h"
#include "CheckerSupport.h"
#include "mlir-layout/Check/DiagnosticCodes.h"
#include "mlir-layout/Core/FieldOrder.h"
#include "mlir-layout/Core/LayoutDocument.h"

using namespace mlir;
using namespace mlir::layout;

std::vector<SpecIssue>
mlir::layout::checkFieldOrders(LayoutDocument &doc,
                               llvm::ArrayRef<TypeUse> uses) {
  std::vector<SpecIssue> issues;
  for (const TypeUse &use : uses) {
    const LayoutResult &result = doc.getLayout(*use.scope).explain(use.type);
    std::optional<SmallerFieldOrder> smaller = findSmallerFieldOrder(result);
    if (!smaller)
      continue;
    std::string numbers, types;
    for (size_t i = 0; i < smaller->order.size(); ++i) {
      numbers += (i ? ", #" : "#") + std::to_string(smaller->order[i]);
      types += (i ? ", " : "") + smaller->types[i];
    }
    SpecIssue issue;
    issue.severity = Severity::Note;
    issue.code = codes::kSmallerFieldOrder;
    issue.scope = use.scope->path;
    issue.key = result.type;
    issue.where = use.where;
    issue.message = abbreviate(result.type) + " is " +
                    std::to_string(smaller->writtenSize) + " bytes; in order " +
                    numbers + " its fields would take " +
                    std::to_string(smaller->size);
    addDetail(issue, "the smaller order: (" + types + ")");
    addDetail(issue, "reordering changes the fields' indices: every "
                     "llvm.getelementptr and llvm.extractvalue on the struct "
                     "would change with it");
    limitMessageLength(issue);
    issues.push_back(std::move(issue));
  }
  return issues;
}
