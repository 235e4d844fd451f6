//===- SnapshotReleaser.h - Snapshots freed off thread ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Freeing the snapshot of a large file takes tens of milliseconds (its MLIR
// context, module, parser state and caches: ~90 M instructions at 100k
// lines). Whoever drops the last reference frees it, and that may be the
// message thread: a hover still holding the previous snapshot when a rebuild
// installs the next one, a didClose, a second didOpen. Every later message
// would wait for it. A snapshot adopted here is instead handed, when its last
// reference goes, to a thread of the releaser's own, which frees it.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_SNAPSHOTRELEASER_H
#define MLIR_LAYOUT_SERVER_SNAPSHOTRELEASER_H

#include <chrono>
#include <functional>
#include <memory>
#include <thread>

namespace mlir {
namespace layout {

/// Frees adopted objects on a thread of its own. Thread-safe.
class SnapshotReleaser {
public:
  /// What to do once freeing has gone quiet.
  struct AfterQuiet {
    /// How long no object may be dropped before `run` is called.
    std::chrono::milliseconds quiet{1000};
    /// Called on the releaser's thread, once per burst of drops: after the
    /// last drop of a burst and `quiet` without another. Null: never.
    std::function<void()> run;
  };

  /// Starts the freeing thread; `afterQuiet.run`, when set, follows each
  /// burst of drops (the language server returns freed memory to the
  /// system there).
  explicit SnapshotReleaser(AfterQuiet afterQuiet);
  /// Starts the freeing thread, with nothing to do after quiet periods.
  SnapshotReleaser();
  /// Frees what is queued, then stops the thread; objects adopted earlier
  /// and released later are freed by whoever releases them.
  ~SnapshotReleaser();
  SnapshotReleaser(const SnapshotReleaser &) = delete;
  SnapshotReleaser &operator=(const SnapshotReleaser &) = delete;

  /// `object`, shared anew: when the last reference to the result goes, on
  /// any thread, that thread only queues `object`, and the releaser's
  /// thread drops it (freeing it unless someone else still holds it).
  template <typename T>
  std::shared_ptr<const T> adopt(std::shared_ptr<const T> object) {
    const T *raw = object.get();
    return std::shared_ptr<const T>(
        raw, Deleter{state, std::shared_ptr<const void>(std::move(object))});
  }

  /// Waits until everything queued so far is freed (or the releaser holds).
  void drain();
  /// Frees nothing more until the destructor, which frees what is queued by
  /// then; once hold() returns no object is being freed. For an owner's
  /// teardown: the threads that used the objects exit and are joined before
  /// anything they used is freed. (A thread that used an MLIR context
  /// touches it when it exits: MLIR's thread-local caches unregister
  /// themselves from each live context. MLIR orders that with the
  /// context's destruction by atomics inside libMLIR, which
  /// ThreadSanitizer does not see: docs/testing.md.)
  void hold();
  /// How many objects the releaser's thread has dropped.
  unsigned getReleased() const;
  /// How many times `AfterQuiet::run` was called.
  unsigned getQuietRuns() const;

private:
  struct State;
  /// Queues its object when the adopting pointer's last reference goes.
  struct Deleter {
    std::shared_ptr<State> state;
    std::shared_ptr<const void> object;
    void operator()(const void *);
  };
  void run();

  std::shared_ptr<State> state;
  AfterQuiet afterQuiet;
  std::thread thread;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_SNAPSHOTRELEASER_H
