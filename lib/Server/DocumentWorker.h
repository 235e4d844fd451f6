//===- DocumentWorker.h - One open document's pipeline ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Everything that happens to one open document, as clangd's ASTWorker does
// for a file: its rebuilds, scheduled on the server's RebuildScheduler
// under the document's key; the build of a version's snapshot; what
// reaches the client (one set of diagnostics per version, from the
// incremental analysis or the snapshot, with the last parsed version's
// diagnostics beside a parse error), only while the document is open in the
// generation it was computed for; and the reads of its snapshots (runRead),
// one at a time under the document's request lock and the crash guard.
//
// Knows no feature and no protocol method: the server reaches it through
// runRead and the document changes, and it reaches the server only through
// its callbacks.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_DOCUMENTWORKER_H
#define MLIR_LAYOUT_SERVER_DOCUMENTWORKER_H

#include "OpenDocument.h"
#include "Protocol.h"
#include "RebuildScheduler.h"
#include "Settings.h"
#include "SlowWorkReporter.h"
#include "SnapshotView.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

namespace mlir {
namespace layout {
class LayoutRules;

/// The pipeline of one open document.
class DocumentWorker : public std::enable_shared_from_this<DocumentWorker> {
public:
  /// The slice of the server's tuning a worker reads; fixed.
  struct Options {
    /// Rebuilds run on the thread that schedules them, and reads of the
    /// client's version on the thread that finds its snapshot.
    bool synchronous = false;
    /// The first build of an opened document starts at once (no fixed
    /// quiet period).
    bool firstBuildAtOnce = true;
    /// After an edit inside function bodies, the whole set of diagnostics
    /// may come from a parse of the edited functions.
    bool incrementalAnalysis = true;
    /// A snapshot that follows an incremental whole set builds under its
    /// own key, on another rebuild worker.
    bool asyncSnapshots = false;
    /// A text of at least this many bytes keeps one version in memory: the
    /// installed snapshots are freed (and the freed memory returned) before
    /// its next snapshot is built, which is installed even when newer text
    /// came meanwhile (ServerTuning::oneVersionAbove).
    size_t oneVersionAbove = SIZE_MAX;
  };

  /// How a worker reaches the rest of the server; each may be called from
  /// any thread.
  struct Callbacks {
    /// Sends diagnostics (the worker calls it only while its document may
    /// publish).
    std::function<void(const LayoutPublishDiagnosticsParams &)> publish;
    /// The user's settings now.
    std::function<std::shared_ptr<const Settings>()> getSettings;
    /// The layout rules for the document at `uri` under the setting
    /// `layoutFile`.
    std::function<std::shared_ptr<const LayoutRules>(
        const llvm::lsp::URIForFile &uri, const std::string &layoutFile)>
        getRules;
    /// Inlay hints withheld since the last build may be asked for again;
    /// may be null.
    std::function<void()> hintsChanged;
    /// Runs `read` off the message thread and the rebuild workers.
    std::function<void(std::function<void()> read)> runRequest;
    /// Tests only: called at named points of a rebuild, so that a test can
    /// act at an exact moment: "function-parsed" (the edited functions are
    /// parsed, their diagnostics not yet published), "built" (the snapshot
    /// is built, not yet installed), "installed" (installed, its
    /// diagnostics not yet published); may be null.
    std::function<void(llvm::StringRef point, const llvm::lsp::URIForFile &)>
        testHook;
  };

  /// What every worker of one server shares; the server owns it and keeps
  /// it until no work of any worker runs.
  struct Environment {
    /// The worker's options.
    Options options;
    /// The worker's callbacks.
    Callbacks callbacks;
    /// Where rebuilds are scheduled.
    RebuildScheduler *scheduler = nullptr;
    /// Frees the installed snapshots off the message thread; may be null.
    SnapshotReleaser *releaser = nullptr;
    /// Reports slow rebuilds; null when the client shows no progress.
    SlowWorkReporter *progress = nullptr;
  };

  /// How a read finds the snapshot it reads (clangd's runWithAST).
  enum class ReadMode {
    /// At once on the calling thread, from the newest snapshot seen from the
    /// client's text; never waits.
    Now,
    /// Like `Now`, but the read may ask to wait (return false): it runs
    /// again, without that choice, once the client's version is built, on
    /// the thread that installs it.
    Mapped,
    /// On the snapshot of the client's version once it is built (at once if
    /// it is), off the message thread unless synchronous.
    Current,
  };
  /// What a read is given; valid during the call, under the document's
  /// request lock.
  struct ReadInput {
    /// The document (the caches requests fill, its parsed versions).
    OpenDocument &document;
    /// `Now` and `Mapped`: the newest snapshot as seen from the client's
    /// text.
    const SnapshotView *view = nullptr;
    /// `Current`: the snapshot of the client's version.
    std::shared_ptr<const Snapshot> current;
    /// `Mapped`, first call: the read may return false to wait.
    bool mayWait = false;
  };
  /// A read: returns true once it replied, false to wait (only when
  /// `mayWait`).
  using ReadFn = std::function<bool(const ReadInput &)>;
  /// Replies instead of a read that cannot run: the version it needs will
  /// never be built (`whyNot`: changed, closed, shut down), or it crashed.
  using RefuseFn = std::function<void(llvm::StringRef whyNot)>;

  /// The worker of the document at `uri`; `environment` outlives it.
  DocumentWorker(llvm::lsp::URIForFile uri, const Environment &environment);

  /// The document's URI.
  const llvm::lsp::URIForFile &getURI() const { return document.getURI(); }

  /// didOpen: takes `text` as the document's (a new open generation) and
  /// schedules its first build.
  void open(std::string text, int64_t version);
  /// didChange: applies `changes` to the text and schedules a rebuild;
  /// fails, keeping the text, when a change does not apply.
  llvm::LogicalResult
  change(llvm::ArrayRef<llvm::lsp::TextDocumentContentChangeEvent> changes,
         int64_t version);
  /// Schedules a rebuild of the text (the settings or layout files
  /// changed).
  void rebuild();
  /// didClose: drops the pending rebuild, refuses waiting reads and calls
  /// `clear` under the publish lock unless the worker stopped: nothing is
  /// published after it.
  void close(llvm::function_ref<void()> clear);
  /// shutdown: nothing is published any more; waiting reads are refused.
  void stop();
  /// The newest text.
  std::string getDraft();

  /// Runs `read` on the document's snapshots as `mode` says, under the
  /// request lock and the crash guard (a crash drops the snapshot and
  /// rebuilds it); `refuse` replies instead when it cannot run. `name`
  /// names the read in the log.
  void runRead(llvm::StringRef name, ReadMode mode, ReadFn read,
               RefuseFn refuse);

private:
  /// Schedules a rebuild of the text with the settings of now (`opened`:
  /// the first build of an open).
  void schedule(bool opened = false);
  /// Runs the rebuilds that are due, in synchronous mode.
  void runSynchronousRebuilds();
  /// Builds the snapshot of `draft` and publishes it while it is wanted,
  /// after the edited functions' analysis when there is one.
  void rebuild(const DraftState &draft,
               const std::shared_ptr<const Settings> &settings);
  /// Publishes the diagnostics of `draft` from a parse of the functions
  /// edited since the snapshot when that gives the whole set
  /// (Features/IncrementalAnalysis.h); returns whether it did.
  bool publishEditedAnalysis(const DraftState &draft, const Settings &built);
  /// Hints withheld while a rebuild was pending can be drawn now that a
  /// snapshot is installed: asks the client for them again (when the
  /// settings `built` show any).
  void refreshWithheldHints(const Settings &built);
  /// True when `draft` is long enough to keep one version in memory
  /// (Options::oneVersionAbove).
  bool keepsOneVersion(const DraftState &draft) const;
  /// Before a build of a document that keeps one version: lets go of its
  /// snapshots (keeping the diagnostics of the last that parsed), waits
  /// until they are freed and returns the freed memory to the system.
  void releaseForBuild();
  /// Publishes the diagnostics of `snapshot`, built for `draft` but
  /// superseded by newer text before it was installed, mapped through the
  /// edits since, as the set of the newest version while nothing of it is
  /// published: a diagnostic whose range or a related place touches edited
  /// text is left out. So edits that come faster than a rebuild takes
  /// still get a set per rebuild. Nothing when the document was closed or
  /// opened again, or a chunk of the snapshot did not parse.
  void publishSuperseded(const Snapshot &snapshot, const DraftState &draft);
  /// Builds, installs and publishes the snapshot of `draft`. With
  /// `published` (its diagnostics are out already) the snapshot's position
  /// indexes are built before it is installed; otherwise after the
  /// diagnostics are published.
  void buildSnapshot(const DraftState &draft, const Settings &built,
                     bool published = false);
  /// Runs `fn` on the snapshots under the request lock and the crash guard;
  /// false when it crashed (the snapshot is dropped and rebuilt).
  bool guard(llvm::StringRef name, llvm::function_ref<void()> fn);
  /// Runs `read` on the snapshot of the client's version once it is built.
  void readCurrent(std::string name, ReadFn read, RefuseFn refuse);
  /// Calls the test hook, if any, at `point`.
  void hook(llvm::StringRef point);
  /// The scheduler's key of the document's rebuilds.
  std::string key() const { return getURI().uri().str(); }

  const Environment &env;
  OpenDocument document;
  /// Set by close(): nothing is rebuilt any more.
  std::atomic<bool> closed{false};
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_DOCUMENTWORKER_H
