//===- OpenDocument.h - One open file behind its own locks ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The state of one open document (clangd's per-file worker state): the
// newest text the client sent, the newest finished snapshot, the requests
// waiting for the snapshot of a version not built yet, and the caches that
// requests fill. Each document has its own locks, so nothing done for one
// document waits on another.
//
// Each didOpen starts a new open generation: a result is tied to the open
// document it was computed for (generation and version), never to the
// version number alone, which clients restart at 1 when a file is opened
// again.
//
// Locking: the state lock guards the text, the snapshot and the waiters and
// is only held for moments. The publish lock orders publications with
// didClose and shutdown: a publication checks, under it, that the document
// is still open in the same generation and publishing, and closing sets the
// document closed and clears its diagnostics under it, so nothing computed
// for the document arrives after the clearing. The request lock serialises the
// requests that read this document's snapshots, because they fill lazily built
// caches (query results, verified fixes); it is never taken while holding the
// state lock of any document.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_OPENDOCUMENT_H
#define MLIR_LAYOUT_SERVER_OPENDOCUMENT_H

#include "ParsedVersions.h"
#include "Snapshot.h"
#include "SnapshotReleaser.h"

#include "mlir-layout/Features/CodeActions.h"
#include "mlir-layout/Support/EditMap.h"

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/Support/LSP/Protocol.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
struct KeptDiagnostics;

/// Receives the snapshot of the version a request was made on, or null and
/// why there will be none.
using SnapshotFn = llvm::unique_function<void(std::shared_ptr<const Snapshot>,
                                              llvm::StringRef whyNot)>;

/// Requests taken out of a document, each to be answered with `snapshot`
/// when it is of the version it waits for, else with null and `whyNot`.
/// Run outside every lock.
struct SettledWaiters {
  /// A request waiting for the snapshot of one version.
  struct Waiter {
    int64_t version;
    SnapshotFn fn;
  };
  std::vector<Waiter> waiters;
  /// The snapshot for waiters of its version (others get null).
  std::shared_ptr<const Snapshot> snapshot;
  /// Why the others get none.
  std::string whyNot;

  /// Answers every waiter once.
  void run();
};

/// One version of the text the client has, with its line index.
struct DraftText {
  /// Holds `text` as version `version` and indexes its lines.
  DraftText(std::string text, int64_t version)
      : text(std::move(text)), lines(this->text), version(version) {}
  DraftText(const DraftText &) = delete;
  DraftText &operator=(const DraftText &) = delete;

  /// The text.
  const std::string text;
  /// Its line starts (LSP positions of the client's text).
  const LineIndex lines;
  /// The version the client gave it.
  const int64_t version;

  /// The LSP range of bytes `[begin, end)` of the text.
  llvm::lsp::Range toRange(size_t begin, size_t end) const;
};

/// The text of a document at one moment, with the open it belongs to.
struct DraftState {
  /// The text and its version (shared, never copied).
  std::shared_ptr<const DraftText> draft;
  /// The open generation (counts this document's didOpens).
  uint64_t generation = 0;
};

/// What a request reads: the client's text and the snapshots that may
/// answer for it, each with the edits made since its version.
struct DocumentView {
  /// The newest text.
  std::shared_ptr<const DraftText> draft;
  /// The newest finished snapshot (it may not parse), or null.
  std::shared_ptr<const Snapshot> snapshot;
  /// The edits from the snapshot's text to the draft.
  EditMap sinceSnapshot;
  /// The newest snapshot that parsed as far as the best one before it (no
  /// more chunks failed to parse), or null.
  std::shared_ptr<const Snapshot> parsed;
  /// The edits from the parsed snapshot's text to the draft.
  EditMap sinceParsed;
  /// How many changes (didChange notifications) were made since it.
  unsigned changesSinceParsed = 0;
  /// The diagnostics of the last version that parsed, kept when its
  /// snapshot was released to build a newer one (a document that keeps one
  /// version in memory), or null.
  std::shared_ptr<const KeptDiagnostics> kept;
};

/// One open document.
class OpenDocument {
public:
  /// `releaser`, if given (it must outlive every install()), frees the
  /// installed snapshots off whichever thread drops them last.
  explicit OpenDocument(llvm::lsp::URIForFile uri,
                        SnapshotReleaser *releaser = nullptr)
      : uri(std::move(uri)), releaser(releaser) {}

  /// The document's URI.
  const llvm::lsp::URIForFile &getURI() const { return uri; }

  //===--------------------------------------------------------------------===//
  // Text and snapshots (state lock)

  /// Replaces the text (a didOpen, whatever its version): requests waiting
  /// on the old text go to `settled`.
  void reset(std::string text, int64_t version, SettledWaiters &settled);
  /// Applies LSP content changes (UTF-16 positions) and sets `version`;
  /// fails, keeping the text, when a change does not apply. Requests made
  /// on older versions go to `settled`.
  llvm::LogicalResult applyChanges(
      llvm::ArrayRef<llvm::lsp::TextDocumentContentChangeEvent> changes,
      int64_t version, SettledWaiters &settled);
  /// Marks the document closed: no snapshot is installed any more; waiting
  /// requests go to `settled`.
  void close(SettledWaiters &settled);
  /// The newest text and its version.
  std::pair<std::string, int64_t> getDraft();
  /// The newest text, its version and its open generation.
  DraftState getDraftState();
  /// The newest finished snapshot, or null.
  std::shared_ptr<const Snapshot> getSnapshot();
  /// The draft, the snapshots that may answer for it and the edits since
  /// each.
  DocumentView getView();
  /// The edits from version `from` to version `to` of the text (both
  /// versions of snapshots this document holds or the draft), and how
  /// many changes they were.
  EditMap getEditsBetween(int64_t from, int64_t to, unsigned *changes);
  /// Installs `snapshot`, built from the text of open generation
  /// `generation`, unless the document is closed, opened again since, or a
  /// newer version of its text exists; on success the replaced snapshot
  /// goes to `previous` (to be freed outside the lock) and the requests
  /// waiting for versions up to the snapshot's go to `settled`. With a
  /// releaser, the document and the waiters hold the snapshot through it.
  /// With `evenIfSuperseded`, a snapshot of text that newer text replaced
  /// is installed too when it is newer than the installed one (or none is),
  /// and `superseded` (if given) says so.
  bool install(std::shared_ptr<const Snapshot> snapshot, uint64_t generation,
               std::shared_ptr<const Snapshot> &previous,
               SettledWaiters &settled, bool evenIfSuperseded = false,
               bool *superseded = nullptr);
  /// Lets go of the installed snapshots (a document that keeps one version
  /// in memory, before building the next): none answers until the next is
  /// installed. `kept`, the diagnostics of the last version that parsed,
  /// stand in for it while later versions do not parse (they replace kept
  /// ones unless of a version that parsed less). Returns whether a snapshot
  /// was held.
  bool releaseSnapshots(std::shared_ptr<const KeptDiagnostics> kept);
  /// Notes that inlay hints were withheld (their text changed since the
  /// snapshot): the client is asked to refresh them when one lands.
  void setHintsWithheld() { hintsWithheld = true; }
  /// True (once) when hints were withheld since the last call.
  bool takeHintsWithheld() { return hintsWithheld.exchange(false); }
  /// Drops the snapshot (a request crashed inside it).
  void dropSnapshot();
  /// Takes out the requests waiting for versions up to `version`.
  void takeWaitersUpTo(int64_t version, SettledWaiters &settled);
  /// The snapshot of the version the document has now, if built; else
  /// queues `fn` for it and returns null.
  std::shared_ptr<const Snapshot> getCurrentOrWait(SnapshotFn &fn);

  //===--------------------------------------------------------------------===//
  // Publication (publish lock)

  /// Calls `publish` under the publish lock if the document is open in open
  /// generation `generation`, publishing, and nothing of a newer version
  /// of that generation was published; returns whether it was called.
  /// `wholeSet`, when given, is the set as sent (its JSON text): a set of
  /// `version` equal to the one last published for it is not sent again
  /// (returns false: the client shows it); `differed`, if given, is set when
  /// a different set of `version` was published before.
  bool publishIfCurrent(uint64_t generation, int64_t version,
                        llvm::function_ref<void()> publish,
                        llvm::StringRef wholeSet = {},
                        bool *differed = nullptr);
  /// Like publishIfCurrent for a set carried over from a superseded
  /// rebuild to `version` (mapped through the edits since): only while
  /// nothing of `version` or newer was published. The version's own set
  /// later is sent only if it differs, and then not counted as `differed`.
  bool publishCarriedIfCurrent(uint64_t generation, int64_t version,
                               llvm::function_ref<void()> publish,
                               llvm::StringRef wholeSet);
  /// Marks the document closed (no snapshot is installed any more, waiting
  /// requests go to `settled`) and, unless it stopped publishing, calls
  /// `clear` under the publish lock: no publication can follow it.
  void closeAndClear(SettledWaiters &settled, llvm::function_ref<void()> clear);
  /// Stops every later publication (server shutdown); a publication in
  /// progress finishes first.
  void stopPublishing();

  //===--------------------------------------------------------------------===//
  // Requests (request lock)

  /// The lock every request on this document's snapshots holds.
  std::mutex &getRequestMutex() { return requestMutex; }
  /// The cache of verified fixes of chunk `chunkIndex` of `snapshot`; the
  /// caller holds the request lock. A newer snapshot starts a new cache.
  FixCache &getFixCache(const std::shared_ptr<const Snapshot> &snapshot,
                        size_t chunkIndex);
  /// The last two versions that parsed (own lock).
  ParsedVersions &getParsedVersions() { return parsedVersions; }

private:
  const llvm::lsp::URIForFile uri;
  SnapshotReleaser *const releaser;
  ParsedVersions parsedVersions;

  /// The edits since `from` up to `to` (state lock held).
  EditMap editsBetween(int64_t from, int64_t to, unsigned *changes) const;

  std::mutex stateMutex;
  std::shared_ptr<const DraftText> draft =
      std::make_shared<const DraftText>("", 0);
  uint64_t generation = 0;
  bool closed = false;
  std::shared_ptr<const Snapshot> snapshot;
  /// The open generation `snapshot` was built for.
  uint64_t snapshotGeneration = 0;
  std::shared_ptr<const Snapshot> parsed;
  /// The diagnostics of a released snapshot that parsed (releaseSnapshots),
  /// until a snapshot that parsed as far is installed.
  std::shared_ptr<const KeptDiagnostics> kept;
  /// The edits of each change (by the version it made) since the oldest of
  /// `snapshot`, `parsed` and `kept` (since the open when there is none).
  std::vector<std::pair<int64_t, EditMap>> changeLog;
  std::atomic<bool> hintsWithheld{false};
  std::vector<SettledWaiters::Waiter> waiting;

  /// Taken before the state lock, never the other way round.
  std::mutex publishMutex;
  bool publishing = true;
  /// The newest version published in the current generation.
  std::optional<int64_t> publishedVersion;
  /// The set last published: its version, its text, and whether it was
  /// carried over from a superseded rebuild (current generation).
  struct PublishedSet {
    int64_t version = 0;
    std::string text;
    bool carried = false;
  };
  std::optional<PublishedSet> publishedWholeSet;

  std::mutex requestMutex;
  /// The snapshot `fixCaches` belong to.
  std::weak_ptr<const Snapshot> fixesFor;
  std::vector<FixCache> fixCaches;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_OPENDOCUMENT_H
