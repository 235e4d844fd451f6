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
// threads run due jobs, never two of the same file and lane at once, so a
// slow rebuild of one file does not hold up another's (clangd's per-file
// workers, pooled); a file's second lane lets the snapshot of one version
// build beside the diagnostics of the next;
// the clock is injectable and, in manual mode, tests run due jobs themselves —
// no sleeps in tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H
#define MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H

#include "DebouncePolicy.h"

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

/// Debounces and runs rebuild jobs keyed by file and lane.
class RebuildScheduler {
public:
  using Clock = std::chrono::steady_clock;
  /// The independent queues of one key: a job never waits for, replaces or
  /// postpones a job of the same key in another lane.
  enum class Lane {
    /// The file's rebuilds.
    Rebuild,
    /// Snapshot builds that follow diagnostics already sent.
    Snapshot,
  };
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

  /// Runs `job` for `key` in `lane` once the quiet period has passed
  /// without another call for them (and no job of theirs is running);
  /// replaces their pending job.
  void schedule(const std::string &key, std::function<void()> job,
                Lane lane = Lane::Rebuild);
  /// Runs `job` for `key` in `lane` as soon as no job of theirs is running
  /// (the first build of an opened file); replaces their pending job.
  void scheduleNow(const std::string &key, std::function<void()> job,
                   Lane lane = Lane::Rebuild);
  /// The quiet period a change of `key` would wait now in `lane` (from its
  /// measured job times).
  DebouncePolicy::Duration getDebounce(const std::string &key,
                                       Lane lane = Lane::Rebuild);
  /// Drops the pending jobs of `key` in every lane; its job times are kept.
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
  /// A queue: a key in a lane.
  using Queue = std::pair<std::string, Lane>;
  struct Pending {
    Clock::time_point due;
    /// When the first of the changes this job replaces was scheduled.
    Clock::time_point first;
    std::function<void()> job;
  };
  /// Adds `job` to `queue`, due at once if `atOnce`. Needs `mutex`.
  void add(const Queue &queue, std::function<void()> job, bool atOnce);
  /// Runs `job` of `queue` (without `mutex`) and records its time.
  void runAndRecord(const Queue &queue, const std::function<void()> &job);
  void workerLoop();
  /// The earliest pending job whose queue is not running, with its due
  /// time; pending.end() when there is none. Needs `mutex`.
  std::map<Queue, Pending>::iterator nextRunnable();
  /// Takes out and runs the pending jobs that are due (all, unless
  /// `dueOnly`).
  unsigned runJobs(bool dueOnly);

  DebouncePolicy policy;
  std::chrono::milliseconds maxDelay;
  NowFn now;
  std::mutex mutex;
  std::condition_variable wakeUp;
  std::map<Queue, Pending> pending;
  /// Queues whose job a worker is running.
  std::set<Queue> running;
  /// Durations of each queue's recent jobs, oldest first (at most
  /// DebouncePolicy::kHistory).
  std::map<Queue, std::vector<DebouncePolicy::Duration>> history;
  bool stopping = false;
  std::vector<std::thread> workerThreads;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_REBUILDSCHEDULER_H
