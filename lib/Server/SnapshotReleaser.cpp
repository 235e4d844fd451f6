// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SnapshotReleaser.cpp - Snapshots freed off the message thread ------===//

#include "SnapshotReleaser.h"

#include <condition_variable>
#include <mutex>
#include <vector>

using namespace mlir::layout;

/// What the deleters and the thread share (it outlives the releaser while
/// an adopted object is alive).
struct SnapshotReleaser::State {
  std::mutex mutex;
  std::condition_variable wakeUp;
  /// Signalled when the queue was emptied and its objects dropped.
  std::condition_variable drained;
  std::vector<std::shared_ptr<const void>> queue;
  /// Objects taken from the queue and not dropped yet.
  unsigned inFlight = 0;
  unsigned released = 0;
  unsigned quietRuns = 0;
  /// hold() was called: the queue waits for the destructor.
  bool held = false;
  bool stopping = false;
  /// Set once the thread is gone: deleters drop objects themselves.
  bool stopped = false;
};

void SnapshotReleaser::Deleter::operator()(const void *) {
  std::shared_ptr<const void> dropped;
  {
    std::lock_guard<std::mutex> lock(state->mutex);
    if (state->stopped) {
      dropped = std::move(object);
    } else {
      state->queue.push_back(std::move(object));
      state->wakeUp.notify_one();
    }
  }
  // `dropped` goes here, outside the lock, only after the releaser stopped.
}

SnapshotReleaser::SnapshotReleaser(AfterQuiet afterQuiet)
    : state(std::make_shared<State>()), afterQuiet(std::move(afterQuiet)),
      thread([this] { run(); }) {}

SnapshotReleaser::SnapshotReleaser() : SnapshotReleaser(AfterQuiet()) {}

SnapshotReleaser::~SnapshotReleaser() {
  {
    std::lock_guard<std::mutex> lock(state->mutex);
    state->stopping = true;
    state->wakeUp.notify_one();
  }
  thread.join();
}

void SnapshotReleaser::run() {
  // Holds the state itself: the releaser's members go while it still runs
  // in the destructor's join.
  std::shared_ptr<State> shared = state;
  std::unique_lock<std::mutex> lock(shared->mutex);
  auto hasWork = [&] {
    return shared->stopping || (!shared->held && !shared->queue.empty());
  };
  // Objects were dropped since the last quiet run.
  bool burst = false;
  while (true) {
    if (burst && afterQuiet.run) {
      if (!shared->wakeUp.wait_for(lock, afterQuiet.quiet, hasWork)) {
        burst = false;
        lock.unlock();
        afterQuiet.run();
        lock.lock();
        ++shared->quietRuns;
        continue;
      }
    } else {
      shared->wakeUp.wait(lock, hasWork);
    }
    if (shared->queue.empty()) {
      shared->stopped = true;
      shared->drained.notify_all();
      return;
    }
    std::vector<std::shared_ptr<const void>> batch;
    batch.swap(shared->queue);
    shared->inFlight = batch.size();
    lock.unlock();
    batch.clear();
    lock.lock();
    burst = true;
    shared->released += shared->inFlight;
    shared->inFlight = 0;
    // drain() waits for an empty queue, hold() for the batch to be freed.
    shared->drained.notify_all();
  }
}

void SnapshotReleaser::drain() {
  std::unique_lock<std::mutex> lock(state->mutex);
  state->drained.wait(lock, [&] {
    return state->stopped || (state->held && state->inFlight == 0) ||
           (state->queue.empty() && state->inFlight == 0);
  });
}

void SnapshotReleaser::hold() {
  std::unique_lock<std::mutex> lock(state->mutex);
  state->held = true;
  state->drained.wait(lock, [&] { return state->inFlight == 0; });
}

unsigned SnapshotReleaser::getReleased() const {
  std::lock_guard<std::mutex> lock(state->mutex);
  return state->released;
}

unsigned SnapshotReleaser::getQuietRuns() const {
  std::lock_guard<std::mutex> lock(state->mutex);
  return state->quietRuns;
}
