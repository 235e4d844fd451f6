//===- DebouncePolicy.h - Quiet period from measured rebuilds ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// How long a rebuild waits for the edits to stop (clangd's debounce policy):
// the median of a file's recent rebuild times, times a ratio, clamped to
// [min, max]; `max` until a rebuild of the file was measured. A fixed policy
// always answers the same period.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_DEBOUNCEPOLICY_H
#define MLIR_LAYOUT_SERVER_DEBOUNCEPOLICY_H

#include "llvm/ADT/ArrayRef.h"

#include <chrono>

namespace mlir {
namespace layout {

/// The quiet period before a rebuild, adapted to measured rebuild times.
struct DebouncePolicy {
  using Duration = std::chrono::steady_clock::duration;

  /// Shortest quiet period.
  Duration min = std::chrono::milliseconds(50);
  /// Longest quiet period (and the period before any rebuild was measured).
  Duration max = std::chrono::milliseconds(500);
  /// Quiet period per unit of the median rebuild time.
  float rebuildRatio = 1;
  /// An edit of a file none of whose edits waits for its rebuild is rebuilt
  /// at once (right after the file's running rebuild, if any): it starts a
  /// burst. Only the edits that pile up behind it wait for the quiet period.
  bool leadingEdge = true;
  /// How many recent rebuild times count.
  static constexpr size_t kHistory = 15;

  /// A policy whose quiet period is always `period`, with no leading edge
  /// (every edit waits for it).
  static DebouncePolicy fixed(Duration period) {
    DebouncePolicy policy;
    policy.min = policy.max = period;
    policy.leadingEdge = false;
    return policy;
  }

  /// The quiet period after rebuilds that took `history` (oldest first).
  Duration compute(llvm::ArrayRef<Duration> history) const;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_DEBOUNCEPOLICY_H
