//===- RebuildScheduler.h - Debounced background rebuilds -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A change schedules a rebuild of its file after a quiet period; a newer
// change of the same file replaces the pending one (CIRCT's PendingChanges
// model) and postpones it, but never beyond a maximum delay after the first
// change not yet rebuilt, so continuous typing still gets diagnostics. The
// quiet period follows the file's measured rebuild times (DebouncePolicy);
// with the policy's leading edge, a change that finds no other change of its
// file waiting, and the first build of an opened file (scheduleNow), start
// at once (after the file's running rebuild). Worker
// threads run due jobs, never two of the same file at once, so a slow rebuild
// of one file does not hold up another's (clangd's per-file workers, pooled);
// the clock is injectable and, in manual mode, tests run due jobs themselves —
// no sleeps in tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H
#define MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H

#include "mlir-layout/Server/DebouncePolicy.h"

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
  /// calls runDueJobs(). A job is due a quiet period (`policy` applied to
  /// the key's recent job times) after its last schedule, or `maxDelay`
  /// after the first schedule since its key last ran, whichever comes
  /// first; at once when the policy has a leading edge and no job of the
  /// key is pending.
  RebuildScheduler(DebouncePolicy policy, unsigned workers,
                   NowFn now = Clock::now,
                   std::chrono::milliseconds maxDelay = kDefaultMaxDelay);
  /// A scheduler with the fixed quiet period `debounce`.
  RebuildScheduler(std::chrono::milliseconds debounce, unsigned workers,
                   NowFn now = Clock::now,
                   std::chrono::milliseconds maxDelay = kDefaultMaxDelay)
      : RebuildScheduler(DebouncePolicy::fixed(debounce), workers,
                         std::move(now), maxDelay) {}
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
  /// Runs `job` for `key` as soon as no job of `key` is running (the first
  /// build of an opened file); replaces a pending job of `key`.
  void scheduleNow(const std::string &key, std::function<void()> job);
  /// The quiet period a change of `key` would wait now (from its measured
  /// job times).
  DebouncePolicy::Duration getDebounce(const std::string &key);
  /// Drops the pending job of `key`, if any; its job times are kept.
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
  /// Adds `job` for `key`, due at once if `atOnce`. Needs `mutex`.
  void add(const std::string &key, std::function<void()> job, bool atOnce);
  /// Runs `job` of `key` (without `mutex`) and records its time.
  void runAndRecord(const std::string &key, const std::function<void()> &job);
  void workerLoop();
  /// The key of the earliest pending job whose key is not running, with
  /// its due time; pending.end() when there is none. Needs `mutex`.
  std::map<std::string, Pending>::iterator nextRunnable();
  /// Takes out and runs the pending jobs that are due (all, unless
  /// `dueOnly`).
  unsigned runJobs(bool dueOnly);

  DebouncePolicy policy;
  std::chrono::milliseconds maxDelay;
  NowFn now;
  std::mutex mutex;
  std::condition_variable wakeUp;
  std::map<std::string, Pending> pending;
  /// Keys whose job a worker is running.
  std::set<std::string> running;
  /// Durations of each key's recent jobs, oldest first (at most
  /// DebouncePolicy::kHistory).
  std::map<std::string, std::vector<DebouncePolicy::Duration>> history;
  bool stopping = false;
  std::vector<std::thread> workerThreads;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H
