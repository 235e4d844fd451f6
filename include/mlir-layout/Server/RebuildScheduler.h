//===- RebuildScheduler.h - Debounced background rebuilds -------*- C++ -*-===//
//
// A change schedules a rebuild of its file after a quiet period; a newer
// change of the same file replaces the pending one (CIRCT's PendingChanges
// model). Worker threads run due jobs, never two of the same file at once,
// so a slow rebuild of one file does not hold up another's (clangd's
// per-file workers, pooled); the clock is injectable and, in manual mode,
// tests run due jobs themselves — no sleeps in tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H
#define MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace mlir {
namespace layout {

/// Debounces and runs rebuild jobs keyed by file.
class RebuildScheduler {
public:
  using Clock = std::chrono::steady_clock;
  /// Returns the current time (injectable for tests).
  using NowFn = std::function<Clock::time_point()>;

  /// With `workers` > 0, that many threads run due jobs; with 0 the owner
  /// calls runDueJobs().
  RebuildScheduler(std::chrono::milliseconds debounce, unsigned workers,
                   NowFn now = Clock::now);
  /// Stops the workers; pending jobs are dropped.
  ~RebuildScheduler();

  /// Drops pending jobs and joins the workers (after their current jobs);
  /// later schedules are dropped too. Idempotent.
  void stop();

  /// Runs `job` for `key` once `debounce` has passed without another call
  /// for the same key (and no job of `key` is running); replaces a pending
  /// job of `key`.
  void schedule(const std::string &key, std::function<void()> job);
  /// Drops the pending job of `key`, if any.
  void cancel(const std::string &key);
  /// Runs every job that is due now on the calling thread; returns how many.
  unsigned runDueJobs();
  /// Runs every pending job now, due or not, on the calling thread; returns
  /// how many.
  unsigned runAllJobs();
  /// Number of pending jobs.
  size_t pendingCount();

private:
  struct Pending {
    Clock::time_point due;
    std::function<void()> job;
  };
  void workerLoop();
  /// The key of the earliest pending job whose key is not running, with
  /// its due time; pending.end() when there is none. Needs `mutex`.
  std::map<std::string, Pending>::iterator nextRunnable();
  /// Takes out and runs the pending jobs that are due (all, unless
  /// `dueOnly`).
  unsigned runJobs(bool dueOnly);

  std::chrono::milliseconds debounce;
  NowFn now;
  std::mutex mutex;
  std::condition_variable wakeUp;
  std::map<std::string, Pending> pending;
  /// Keys whose job a worker is running.
  std::set<std::string> running;
  bool stopping = false;
  std::vector<std::thread> workerThreads;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H
