//===- SlowWorkReporter.h - Progress for work that takes long ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Reports a piece of work (a rebuild) as progress only once it has run for
// a threshold (half a second by default), as clangd does for its slow work:
// short rebuilds, the usual case, show nothing in the editor. Each piece of
// work that crosses the threshold gets a token, a Begin event, and an End
// event when it finishes. The clock is injectable; without the ticker
// thread, the owner calls poll() (tests advance a manual clock, no sleeps).
// Protocol-free: LSPServer turns events into `window/workDoneProgress/create`
// and `$/progress`.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_SLOWWORKREPORTER_H
#define MLIR_LAYOUT_SERVER_SLOWWORKREPORTER_H

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace mlir {
namespace layout {

/// Begin and End events for work that runs longer than a threshold.
class SlowWorkReporter {
public:
  using Clock = std::chrono::steady_clock;
  /// Returns the current time (injectable for tests).
  using NowFn = std::function<Clock::time_point()>;

  /// One report.
  struct Event {
    /// Begin: the work crossed the threshold; End: reported work finished.
    enum class Kind { Begin, End } kind;
    /// Unique per reported work: `mlir-layout-progress-N`.
    std::string token;
    /// What the work is ("Analysing a.mlir"); empty for End.
    std::string message;
  };
  /// Receives events, from the thread that crossed the threshold or
  /// finished the work; never concurrently.
  using SinkFn = std::function<void(const Event &)>;

  /// Reports to `sink` work that runs at least `threshold`. With
  /// `tickerThread`, a thread wakes when the oldest unreported work
  /// crosses the threshold (real time); without, the owner calls poll().
  SlowWorkReporter(std::chrono::milliseconds threshold, SinkFn sink,
                   NowFn now = Clock::now, bool tickerThread = true);
  /// Stops the ticker thread; nothing is reported afterwards.
  ~SlowWorkReporter();
  SlowWorkReporter(const SlowWorkReporter &) = delete;
  SlowWorkReporter &operator=(const SlowWorkReporter &) = delete;

  /// Work described by `message` starts now; returns its id for finish().
  /// With a zero threshold it is reported at once.
  uint64_t start(std::string message);
  /// The work `id` finished: its End, if its Begin was sent.
  void finish(uint64_t id);
  /// Sends Begin for each work that has run for the threshold and has not
  /// been reported yet.
  void poll();

private:
  struct Work {
    Clock::time_point started;
    std::string message;
    /// Its token once Begin was sent.
    std::string token;
  };
  /// poll()'s body; needs `mutex`.
  void pollLocked();
  void tickerLoop();

  std::chrono::milliseconds threshold;
  SinkFn sink;
  NowFn now;
  std::mutex mutex;
  std::condition_variable wakeUp;
  std::map<uint64_t, Work> running;
  uint64_t nextId = 0;
  uint64_t nextToken = 0;
  bool stopping = false;
  std::thread ticker;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_SLOWWORKREPORTER_H
