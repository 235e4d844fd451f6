// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RebuildScheduler.cpp - Debounced background rebuilds ---------------===//

#include "RebuildScheduler.h"

#include <algorithm>
#include <vector>

using namespace mlir::layout;

RebuildScheduler::RebuildScheduler(DebouncePolicy policy, unsigned workers,
                                   NowFn now,
                                   std::chrono::milliseconds maxDelay)
    : policy(policy), maxDelay(maxDelay), now(std::move(now)) {
  for (unsigned i = 0; i < workers; ++i)
    workerThreads.emplace_back([this] { workerLoop(); });
}

RebuildScheduler::~RebuildScheduler() { stop(); }

void RebuildScheduler::stopScheduling() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
    pending.clear();
  }
  wakeUp.notify_all();
}

void RebuildScheduler::stop() {
  stopScheduling();
  for (std::thread &worker : workerThreads)
    if (worker.joinable())
      worker.join();
}

void RebuildScheduler::schedule(const std::string &key,
                                std::function<void()> job, Lane lane) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    add({key, lane}, std::move(job), /*atOnce=*/false);
  }
  wakeUp.notify_all();
}

void RebuildScheduler::scheduleNow(const std::string &key,
                                   std::function<void()> job, Lane lane) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    add({key, lane}, std::move(job), /*atOnce=*/true);
  }
  wakeUp.notify_all();
}

void RebuildScheduler::add(const Queue &queue, std::function<void()> job,
                           bool atOnce) {
  if (stopping)
    return;
  Clock::time_point current = now();
  DebouncePolicy::Duration debounce = policy.compute(history[queue]);
  auto it = pending.find(queue);
  // No other change waits: this one starts a burst.
  if (atOnce || (policy.leadingEdge && it == pending.end())) {
    pending[queue] = Pending{current, current, std::move(job)};
    return;
  }
  // A replaced job keeps the time of the first change it stands for.
  Clock::time_point first = it == pending.end() ? current : it->second.first;
  DebouncePolicy::Duration longest =
      std::max<DebouncePolicy::Duration>(maxDelay, debounce);
  pending[queue] = Pending{std::min(current + debounce, first + longest), first,
                           std::move(job)};
}

DebouncePolicy::Duration RebuildScheduler::getDebounce(const std::string &key,
                                                       Lane lane) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = history.find({key, lane});
  return policy.compute(it == history.end()
                            ? llvm::ArrayRef<DebouncePolicy::Duration>()
                            : llvm::ArrayRef(it->second));
}

void RebuildScheduler::cancel(const std::string &key) {
  std::lock_guard<std::mutex> lock(mutex);
  pending.erase({key, Lane::Rebuild});
  pending.erase({key, Lane::Snapshot});
}

void RebuildScheduler::runAndRecord(const Queue &queue,
                                    const std::function<void()> &job) {
  Clock::time_point start = now();
  job();
  Clock::time_point end = now();
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<DebouncePolicy::Duration> &durations = history[queue];
  durations.push_back(end - start);
  if (durations.size() > DebouncePolicy::kHistory)
    durations.erase(durations.begin());
}

size_t RebuildScheduler::pendingCount() {
  std::lock_guard<std::mutex> lock(mutex);
  return pending.size();
}

size_t RebuildScheduler::runningCount() {
  std::lock_guard<std::mutex> lock(mutex);
  return running.size();
}

unsigned RebuildScheduler::runDueJobs() { return runJobs(/*dueOnly=*/true); }

unsigned RebuildScheduler::runAllJobs() { return runJobs(/*dueOnly=*/false); }

unsigned RebuildScheduler::runJobs(bool dueOnly) {
  std::vector<std::pair<Queue, std::function<void()>>> due;
  {
    std::lock_guard<std::mutex> lock(mutex);
    Clock::time_point current = now();
    for (auto it = pending.begin(); it != pending.end();) {
      if (!dueOnly || it->second.due <= current) {
        due.emplace_back(it->first, std::move(it->second.job));
        it = pending.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (auto &[queue, job] : due)
    runAndRecord(queue, job);
  return due.size();
}

std::map<RebuildScheduler::Queue, RebuildScheduler::Pending>::iterator
RebuildScheduler::nextRunnable() {
  auto next = pending.end();
  for (auto it = pending.begin(); it != pending.end(); ++it)
    if (!running.count(it->first) &&
        (next == pending.end() || it->second.due < next->second.due))
      next = it;
  return next;
}

void RebuildScheduler::workerLoop() {
  std::unique_lock<std::mutex> lock(mutex);
  while (!stopping) {
    auto next = nextRunnable();
    if (next == pending.end()) {
      wakeUp.wait(lock);
      continue;
    }
    // The worker uses real time to sleep; the injected clock decides due-ness.
    if (next->second.due > now()) {
      wakeUp.wait_until(lock, next->second.due);
      continue;
    }
    Queue queue = next->first;
    std::function<void()> job = std::move(next->second.job);
    pending.erase(next);
    running.insert(queue);
    lock.unlock();
    runAndRecord(queue, job);
    lock.lock();
    running.erase(queue);
    // A job of the same queue may have been scheduled meanwhile.
    wakeUp.notify_all();
  }
}
