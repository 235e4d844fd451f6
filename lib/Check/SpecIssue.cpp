// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecIssue.cpp - Problems of data layout specs and their fixes ------===//

#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/Support/MessageText.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::layout;

void mlir::layout::limitMessageLength(SpecIssue &issue) {
  if (issue.message.size() <= kMaxMessageLength)
    return;
  issue.related.insert(issue.related.begin(),
                       {issue.where, "the whole message: " + issue.message});
  issue.message = shortenMessage(issue.message);
}

const char *mlir::layout::getPolicyName(CompatibilityPolicy policy) {
  switch (policy) {
  case CompatibilityPolicy::Relax:
    return "relax";
  case CompatibilityPolicy::Strict:
    return "strict";
  case CompatibilityPolicy::RedefineAll:
    return "redefine-all";
  case CompatibilityPolicy::Off:
    return "off";
  }
  return "relax";
}

std::optional<CompatibilityPolicy>
mlir::layout::parsePolicy(llvm::StringRef name) {
  for (CompatibilityPolicy policy :
       {CompatibilityPolicy::Relax, CompatibilityPolicy::Strict,
        CompatibilityPolicy::RedefineAll, CompatibilityPolicy::Off})
    if (name == getPolicyName(policy))
      return policy;
  return std::nullopt;
}

std::string mlir::layout::applyEdits(llvm::StringRef text, const char *base,
                                     llvm::ArrayRef<TextEdit> edits) {
  std::vector<TextEdit> sorted(edits.begin(), edits.end());
  llvm::sort(sorted, [](const TextEdit &a, const TextEdit &b) {
    return a.range.Start.getPointer() > b.range.Start.getPointer();
  });
  std::string result = text.str();
  for (const TextEdit &edit : sorted) {
    size_t begin = edit.range.Start.getPointer() - base;
    size_t end = edit.range.End.getPointer() - base;
    result.replace(begin, end - begin, edit.newText);
  }
  return result;
}
