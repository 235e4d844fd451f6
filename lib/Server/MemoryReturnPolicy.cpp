// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MemoryReturnPolicy.cpp - When freed memory goes back ---------------===//

#include "MemoryReturnPolicy.h"

using namespace mlir::layout;

MemoryReturnPolicy::MemoryReturnPolicy(
    std::chrono::steady_clock::duration period, Clock now)
    : period(period), now(std::move(now)), lastReturn(this->now()) {}

bool MemoryReturnPolicy::shouldReturn() {
  std::chrono::steady_clock::time_point at = now();
  bool wasClosed = closed.exchange(false);
  if (!wasClosed && at - lastReturn < period)
    return false;
  lastReturn = at;
  return true;
}
