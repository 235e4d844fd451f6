//===- MemoryReturnPolicy.h - When freed memory goes back -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Returning freed heap memory to the system costs the next rebuild of a
// large file its page faults: after an edit of a 100k-line file the freed
// snapshot is ~90 MiB, and a rebuild that finds none of it faults it all in
// again (measured here: ~22k faults and a few hundred ms more per edit when
// memory went back after every pause). Freed memory is therefore kept while
// the user edits, and given back once freeing goes quiet when a document was
// closed since the last return (its memory is not needed again), or when the
// last return is at least a period ago (clangd trims at most once a minute
// for the same reason).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_MEMORYRETURNPOLICY_H
#define MLIR_LAYOUT_SERVER_MEMORYRETURNPOLICY_H

#include <atomic>
#include <chrono>
#include <functional>

namespace mlir {
namespace layout {

/// Decides, each time freeing goes quiet, whether freed memory goes back.
/// Thread-safe: noteClosed on any thread, shouldReturn on one thread.
class MemoryReturnPolicy {
public:
  using Clock = std::function<std::chrono::steady_clock::time_point()>;

  /// Default period between returns without a closed document.
  static constexpr std::chrono::seconds kDefaultPeriod{60};

  /// `period`: the shortest time between two returns when no document was
  /// closed; `now` reads the time (tests inject one). The period starts
  /// when the policy is made.
  explicit MemoryReturnPolicy(
      std::chrono::steady_clock::duration period = kDefaultPeriod,
      Clock now = std::chrono::steady_clock::now);

  /// A document was closed: its memory goes back at the next quiet.
  void noteClosed() { closed = true; }

  /// Called when freeing went quiet: true when memory should go back now
  /// (and then counted as returned).
  bool shouldReturn();

private:
  std::chrono::steady_clock::duration period;
  Clock now;
  std::chrono::steady_clock::time_point lastReturn;
  std::atomic<bool> closed{false};
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_MEMORYRETURNPOLICY_H
