// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SlowWorkReporter.cpp - Progress for work that takes long -----------===//

#include "SlowWorkReporter.h"

using namespace mlir::layout;

SlowWorkReporter::SlowWorkReporter(std::chrono::milliseconds threshold,
                                   SinkFn sink, NowFn now, bool tickerThread)
    : threshold(threshold), sink(std::move(sink)), now(std::move(now)) {
  if (tickerThread)
    ticker = std::thread([this] { tickerLoop(); });
}

SlowWorkReporter::~SlowWorkReporter() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wakeUp.notify_all();
  if (ticker.joinable())
    ticker.join();
}

uint64_t SlowWorkReporter::start(std::string message) {
  std::lock_guard<std::mutex> lock(mutex);
  uint64_t id = nextId++;
  running[id] = Work{now(), std::move(message), ""};
  if (threshold.count() <= 0)
    pollLocked();
  wakeUp.notify_all();
  return id;
}

void SlowWorkReporter::finish(uint64_t id) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = running.find(id);
  if (it == running.end())
    return;
  std::string token = std::move(it->second.token);
  running.erase(it);
  if (!token.empty() && !stopping)
    sink({Event::Kind::End, token, ""});
}

void SlowWorkReporter::poll() {
  std::lock_guard<std::mutex> lock(mutex);
  pollLocked();
}

void SlowWorkReporter::pollLocked() {
  if (stopping)
    return;
  Clock::time_point at = now();
  for (auto &[id, work] : running) {
    if (!work.token.empty() || at - work.started < threshold)
      continue;
    work.token = "mlir-layout-progress-" + std::to_string(nextToken++);
    sink({Event::Kind::Begin, work.token, work.message});
  }
}

void SlowWorkReporter::tickerLoop() {
  std::unique_lock<std::mutex> lock(mutex);
  while (!stopping) {
    // The earliest moment an unreported work crosses the threshold.
    std::optional<Clock::time_point> next;
    for (const auto &[id, work] : running)
      if (work.token.empty() && (!next || work.started + threshold < *next))
        next = work.started + threshold;
    if (!next) {
      wakeUp.wait(lock);
      continue;
    }
    Clock::duration left = *next - now();
    if (left > Clock::duration::zero()) {
      wakeUp.wait_for(lock, left);
      continue;
    }
    pollLocked();
  }
}
