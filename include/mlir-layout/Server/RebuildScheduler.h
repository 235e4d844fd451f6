//===- RebuildScheduler.h - Debounced background rebuilds -------*- C++ -*-===//
//
// A change schedules a rebuild of its file after a quiet period; a newer
// change of the same file replaces the pending one (CIRCT's PendingChanges
// model) and postpones it, but never beyond a maximum delay after the first
// change not yet rebuilt, so continuous typing still gets diagnostics. Worker
// threads run due jobs, never two of the same file at once, so a slow rebuild
// of one file does not hold up another's (clangd's per-file workers, pooled);
// the clock is injectable and, in manual mode, tests run due jobs themselves —
// no sleeps in tests.
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

  /// Default longest wait of a change for its rebuild while newer changes
  /// keep postponing it.
  static constexpr std::chrono::milliseconds kDefaultMaxDelay{1000};

  /// With `workers` > 0, that many threads run due jobs; with 0 the owner
  /// calls runDueJobs(). A job is due `debounce` after its last schedule,
  /// or `maxDelay` after the first schedule since its key last ran,
  /// whichever comes first.
  RebuildScheduler(std::chrono::milliseconds debounce, unsigned workers,
                   NowFn now = Clock::now,
                   std::chrono::milliseconds maxDelay = kDefaultMaxDelay);
  /// Stops the workers; pending jobs are dropped.
  ~RebuildScheduler();

  /// Drops pending jobs and joins the workers (after their current jobs);
  /// later schedules are dropped too. Idempotent.
  void stop();
  /// Drops pending jobs and later schedules without waiting for running
  /// jobs. Idempotent.
  void stopScheduling();

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
  /// Number of jobs workers are running.
  size_t runningCount();

private:
  struct Pending {
    Clock::time_point due;
    /// When the first of the changes this job replaces was scheduled.
    Clock::time_point first;
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
  std::chrono::milliseconds maxDelay;
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
