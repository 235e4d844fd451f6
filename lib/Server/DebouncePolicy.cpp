// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DebouncePolicy.cpp - Quiet period from measured rebuilds -----------===//

#include "DebouncePolicy.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>

using namespace mlir::layout;

DebouncePolicy::Duration
DebouncePolicy::compute(llvm::ArrayRef<Duration> history) const {
  if (min >= max)
    return min;
  if (history.empty())
    return max;
  history = history.take_back(kHistory);
  llvm::SmallVector<Duration, kHistory> recent(history.begin(), history.end());
  auto *median = recent.begin() + recent.size() / 2;
  std::nth_element(recent.begin(), median, recent.end());
  auto target = std::chrono::duration_cast<Duration>(rebuildRatio * *median);
  return std::clamp(target, min, max);
}
