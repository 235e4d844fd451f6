//===- LeasePool.h - Reusable objects that a crash never shares -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Some work needs a costly private object (an MLIRContext set up for the
// translation to LLVM IR) that is worth reusing across calls but must never
// be used by two threads at once, nor after a crash interrupted its use
// (runGuarded returns from a crash without unwinding: a held lock would stay
// held, and the object may be half-changed). A LeasePool hands each caller an
// object of its own for the duration of the work and takes it back only when
// the work returned normally: a lease that is never returned (its holder
// crashed) simply leaves the pool, and the next caller gets a fresh object.
// No lock is held while the object is in use.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_LEASEPOOL_H
#define MLIR_LAYOUT_SUPPORT_LEASEPOOL_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>
#include <mutex>
#include <vector>

namespace mlir {
namespace layout {

/// A pool of `T` objects lent out one caller at a time.
template <typename T> class LeasePool {
public:
  /// Creates a pool that makes new objects with `T()` and keeps at most
  /// `maxIdle` returned ones for reuse.
  explicit LeasePool(size_t maxIdle = 2) : maxIdle(maxIdle) {}

  /// Takes an idle object, or makes a new one. The caller owns it until it
  /// gives it back with `giveBack`; an object that is never given back is
  /// never reused.
  std::unique_ptr<T> take() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (!idle.empty()) {
        std::unique_ptr<T> object = std::move(idle.back());
        idle.pop_back();
        return object;
      }
    }
    return std::make_unique<T>();
  }

  /// Returns `object` after a use that completed normally.
  void giveBack(std::unique_ptr<T> object) {
    std::lock_guard<std::mutex> lock(mutex);
    if (idle.size() < maxIdle)
      idle.push_back(std::move(object));
  }

  /// Runs `work` with an object of its own and gives the object back when
  /// `work` returns. If `work` never returns (a crash that runGuarded
  /// recovered from), the object is abandoned, deliberately: it is neither
  /// reused nor destroyed, because its state is unknown.
  template <typename Fn> auto withLease(Fn &&work) {
    std::unique_ptr<T> object = take();
    T *raw = object.release();
    auto result = work(*raw);
    giveBack(std::unique_ptr<T>(raw));
    return result;
  }

  /// Idle objects kept for reuse (for tests).
  size_t getIdleCount() {
    std::lock_guard<std::mutex> lock(mutex);
    return idle.size();
  }

private:
  std::mutex mutex;
  std::vector<std::unique_ptr<T>> idle;
  size_t maxIdle;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_LEASEPOOL_H
