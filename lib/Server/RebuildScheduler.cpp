//===- RebuildScheduler.cpp - Debounced background rebuilds ---------------===//

#include "mlir-layout/Server/RebuildScheduler.h"

#include <vector>

using namespace mlir::layout;

RebuildScheduler::RebuildScheduler(std::chrono::milliseconds debounce,
                                   bool startWorker, NowFn now)
    : debounce(debounce), now(std::move(now)) {
  if (startWorker)
    worker = std::thread([this] { workerLoop(); });
}

RebuildScheduler::~RebuildScheduler() { stop(); }

void RebuildScheduler::stop() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
    pending.clear();
  }
  wakeUp.notify_all();
  if (worker.joinable())
    worker.join();
}

void RebuildScheduler::schedule(const std::string &key,
                                std::function<void()> job) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (stopping)
      return;
    pending[key] = Pending{now() + debounce, std::move(job)};
  }
  wakeUp.notify_all();
}

void RebuildScheduler::cancel(const std::string &key) {
  std::lock_guard<std::mutex> lock(mutex);
  pending.erase(key);
}

size_t RebuildScheduler::pendingCount() {
  std::lock_guard<std::mutex> lock(mutex);
  return pending.size();
}

unsigned RebuildScheduler::runDueJobs() { return runJobs(/*dueOnly=*/true); }

unsigned RebuildScheduler::runAllJobs() { return runJobs(/*dueOnly=*/false); }

unsigned RebuildScheduler::runJobs(bool dueOnly) {
  std::vector<std::function<void()>> due;
  {
    std::lock_guard<std::mutex> lock(mutex);
    Clock::time_point current = now();
    for (auto it = pending.begin(); it != pending.end();) {
      if (!dueOnly || it->second.due <= current) {
        due.push_back(std::move(it->second.job));
        it = pending.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (auto &job : due)
    job();
  return due.size();
}

void RebuildScheduler::workerLoop() {
  std::unique_lock<std::mutex> lock(mutex);
  while (!stopping) {
    if (pending.empty()) {
      wakeUp.wait(lock);
      continue;
    }
    Clock::time_point earliest = Clock::time_point::max();
    for (auto &[key, job] : pending)
      earliest = std::min(earliest, job.due);
    // The worker uses real time to sleep; the injected clock decides due-ness.
    if (earliest > now()) {
      wakeUp.wait_until(lock, earliest);
      continue;
    }
    lock.unlock();
    runDueJobs();
    lock.lock();
  }
}
