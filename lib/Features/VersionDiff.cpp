// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VersionDiff.cpp - What changed between two versions ----------------===//

#include "mlir-layout/Features/VersionDiff.h"

using namespace mlir;
using namespace mlir::layout;

VersionDiff mlir::layout::compareVersions(llvm::ArrayRef<std::string> oldInputs,
                                          llvm::ArrayRef<std::string> newInputs,
                                          VersionDocuments documents) {
  VersionDiff result;
  result.oldChunks = oldInputs.size();
  result.newChunks = newInputs.size();
  if (result.oldChunks != result.newChunks) {
    result.outcome = VersionDiff::Outcome::ChunkCountsDiffer;
    return result;
  }
  if (oldInputs == newInputs)
    return result;
  std::optional<std::vector<LayoutDocument *>> before = documents(false);
  std::optional<std::vector<LayoutDocument *>> after =
      before ? documents(true) : std::nullopt;
  std::optional<LayoutDiff> diff =
      after ? diffChunks(*before, *after) : std::nullopt;
  if (!diff) {
    result.outcome = VersionDiff::Outcome::NoLongerParses;
    return result;
  }
  result.diff = std::move(*diff);
  return result;
}
