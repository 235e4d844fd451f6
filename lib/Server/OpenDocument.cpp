// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpenDocument.cpp - One open file behind its own locks --------------===//

#include "OpenDocument.h"

#include "ParsedDiagnostics.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

lsp::Range DraftText::toRange(size_t begin, size_t end) const {
  auto [startLine, startColumn] = lines.toUtf16(begin);
  auto [endLine, endColumn] = lines.toUtf16(end);
  return lsp::Range(lsp::Position(startLine, startColumn),
                    lsp::Position(endLine, endColumn));
}

/// Moves the waiters of `waiting` for versions up to `version` to
/// `settled` (the caller holds the state lock).
static void moveWaitersUpTo(std::vector<SettledWaiters::Waiter> &waiting,
                            int64_t version, SettledWaiters &settled) {
  auto firstKept = std::stable_partition(
      waiting.begin(), waiting.end(),
      [&](const SettledWaiters::Waiter &w) { return w.version <= version; });
  std::move(waiting.begin(), firstKept, std::back_inserter(settled.waiters));
  waiting.erase(waiting.begin(), firstKept);
}

void SettledWaiters::run() {
  for (Waiter &waiter : waiters) {
    bool match = snapshot && snapshot->version == waiter.version;
    waiter.fn(match ? snapshot : nullptr, match ? "" : whyNot);
  }
  waiters.clear();
}

void OpenDocument::reset(std::string text, int64_t version,
                         SettledWaiters &settled) {
  auto newDraft = std::make_shared<const DraftText>(std::move(text), version);
  std::lock_guard<std::mutex> lock(stateMutex);
  draft = std::move(newDraft);
  ++generation;
  publishedVersion.reset();
  publishedWholeSet.reset();
  closed = false;
  // The snapshots describe other text, with no edits leading from it.
  snapshot.reset();
  parsed.reset();
  kept.reset();
  changeLog.clear();
  // A second didOpen replaces the text whatever its version: requests on
  // the old text will never be answered by a snapshot of it.
  for (SettledWaiters::Waiter &waiter : waiting)
    settled.waiters.push_back(std::move(waiter));
  waiting.clear();
}

/// Applies LSP content changes to `text`. Positions are UTF-16 code units
/// (LSP's default encoding; llvm::lsp's applyTo counts bytes instead).
/// Each change is recorded in `edits`. `lines` indexes `text` as given; it
/// places the first change, later ones are placed by reading the changed
/// text up to their line.
static llvm::LogicalResult
applyChangesTo(llvm::ArrayRef<lsp::TextDocumentContentChangeEvent> changes,
               std::string &text, const LineIndex &lines, EditMap &edits) {
  bool indexed = true;
  auto toOffset = [&](const lsp::Position &pos) {
    return indexed ? lines.toOffset(pos.line, pos.character)
                   : offsetOfPosition(text, pos.line, pos.character);
  };
  for (const lsp::TextDocumentContentChangeEvent &change : changes) {
    if (!change.range) {
      // A client may send the whole text for any edit: only what differs
      // is an edit (so the in-function analysis applies to it too).
      edits.replaceChanged(0, text, change.text);
      text = change.text;
      indexed = false;
      continue;
    }
    const lsp::Range &range = *change.range;
    if (range.start.line < 0 || range.start.character < 0 ||
        range.end.line < 0 || range.end.character < 0)
      return llvm::failure();
    std::optional<size_t> begin = toOffset(range.start);
    std::optional<size_t> end = toOffset(range.end);
    if (!begin || !end || *end < *begin)
      return llvm::failure();
    edits.replace(*begin, llvm::StringRef(text).slice(*begin, *end),
                  change.text);
    text.replace(*begin, *end - *begin, change.text);
    indexed = false;
  }
  return llvm::success();
}

llvm::LogicalResult OpenDocument::applyChanges(
    llvm::ArrayRef<lsp::TextDocumentContentChangeEvent> changes,
    int64_t version, SettledWaiters &settled) {
  std::shared_ptr<const DraftText> old;
  {
    std::lock_guard<std::mutex> lock(stateMutex);
    old = draft;
  }
  // The message thread is the only writer of the text: apply outside the
  // lock (a large document takes a while to copy and edit).
  std::string text = old->text;
  EditMap edits;
  if (failed(applyChangesTo(changes, text, old->lines, edits)))
    return llvm::failure();
  auto newDraft = std::make_shared<const DraftText>(std::move(text), version);
  std::lock_guard<std::mutex> lock(stateMutex);
  draft = std::move(newDraft);
  changeLog.push_back({version, std::move(edits)});
  // Requests made on older text will never see their version built.
  moveWaitersUpTo(waiting, version - 1, settled);
  return llvm::success();
}

void OpenDocument::close(SettledWaiters &settled) {
  std::lock_guard<std::mutex> lock(stateMutex);
  closed = true;
  for (SettledWaiters::Waiter &waiter : waiting)
    settled.waiters.push_back(std::move(waiter));
  waiting.clear();
}

void OpenDocument::closeAndClear(SettledWaiters &settled,
                                 llvm::function_ref<void()> clear) {
  std::lock_guard<std::mutex> publishLock(publishMutex);
  close(settled);
  if (publishing)
    clear();
  publishing = false;
}

void OpenDocument::stopPublishing() {
  std::lock_guard<std::mutex> publishLock(publishMutex);
  publishing = false;
}

bool OpenDocument::publishIfCurrent(uint64_t forGeneration, int64_t version,
                                    llvm::function_ref<void()> publish,
                                    llvm::StringRef wholeSet, bool *differed) {
  std::lock_guard<std::mutex> publishLock(publishMutex);
  {
    std::lock_guard<std::mutex> lock(stateMutex);
    if (!publishing || closed || forGeneration != generation ||
        (publishedVersion && *publishedVersion > version))
      return false;
    if (!wholeSet.empty() && publishedWholeSet &&
        publishedWholeSet->version == version) {
      if (publishedWholeSet->text == wholeSet)
        return false;
      if (differed && !publishedWholeSet->carried)
        *differed = true;
    }
    if (!wholeSet.empty())
      publishedWholeSet = PublishedSet{version, wholeSet.str(), false};
    publishedVersion = version;
  }
  // Only the state lock is released: a close waits for this publication
  // and clears after it.
  publish();
  return true;
}

bool OpenDocument::publishCarriedIfCurrent(uint64_t forGeneration,
                                           int64_t version,
                                           llvm::function_ref<void()> publish,
                                           llvm::StringRef wholeSet) {
  std::lock_guard<std::mutex> publishLock(publishMutex);
  {
    std::lock_guard<std::mutex> lock(stateMutex);
    if (!publishing || closed || forGeneration != generation ||
        draft->version != version ||
        (publishedVersion && *publishedVersion >= version))
      return false;
    publishedWholeSet = PublishedSet{version, wholeSet.str(), true};
    publishedVersion = version;
  }
  publish();
  return true;
}

std::pair<std::string, int64_t> OpenDocument::getDraft() {
  std::shared_ptr<const DraftText> current;
  {
    std::lock_guard<std::mutex> lock(stateMutex);
    current = draft;
  }
  return {current->text, current->version};
}

EditMap OpenDocument::editsBetween(int64_t from, int64_t to,
                                   unsigned *changes) const {
  EditMap edits;
  unsigned count = 0;
  for (const auto &[version, change] : changeLog)
    if (version > from && version <= to) {
      edits.append(change);
      ++count;
    }
  if (changes)
    *changes = count;
  return edits;
}

EditMap OpenDocument::getEditsBetween(int64_t from, int64_t to,
                                      unsigned *changes) {
  std::lock_guard<std::mutex> lock(stateMutex);
  return editsBetween(from, to, changes);
}

DocumentView OpenDocument::getView() {
  std::lock_guard<std::mutex> lock(stateMutex);
  DocumentView view;
  view.draft = draft;
  view.snapshot = snapshot;
  if (snapshot)
    view.sinceSnapshot =
        editsBetween(snapshot->version, draft->version, nullptr);
  view.parsed = parsed;
  if (parsed)
    view.sinceParsed =
        editsBetween(parsed->version, draft->version, &view.changesSinceParsed);
  view.kept = kept;
  return view;
}

DraftState OpenDocument::getDraftState() {
  std::lock_guard<std::mutex> lock(stateMutex);
  return {draft, generation};
}

std::shared_ptr<const Snapshot> OpenDocument::getSnapshot() {
  std::lock_guard<std::mutex> lock(stateMutex);
  return snapshot;
}

void OpenDocument::takeWaitersUpTo(int64_t version, SettledWaiters &settled) {
  std::lock_guard<std::mutex> lock(stateMutex);
  moveWaitersUpTo(waiting, version, settled);
}

bool OpenDocument::install(std::shared_ptr<const Snapshot> newSnapshot,
                           uint64_t forGeneration,
                           std::shared_ptr<const Snapshot> &previous,
                           SettledWaiters &settled, bool evenIfSuperseded,
                           bool *superseded) {
  int64_t version = newSnapshot->version;
  if (releaser)
    newSnapshot = releaser->adopt(std::move(newSnapshot));
  std::lock_guard<std::mutex> lock(stateMutex);
  // Stale: the file was closed or opened again (maybe with the same version
  // number and other text), or a newer version is on its way.
  if (closed || forGeneration != generation)
    return false;
  bool newer = draft->version > version;
  if (newer &&
      (!evenIfSuperseded || (snapshot && snapshot->version >= version)))
    return false;
  if (superseded)
    *superseded = newer;
  previous = std::move(snapshot);
  snapshot = newSnapshot;
  snapshotGeneration = forGeneration;
  // A chunk that stays broken does not count against a version; one that
  // this version broke does.
  if (!parsed || snapshot->countUnparsed() <= parsed->countUnparsed())
    parsed = snapshot;
  if (kept && snapshot->countUnparsed() <= kept->unparsedChunks)
    kept.reset();
  // Keep the edits since the oldest snapshot still held.
  int64_t oldest = parsed ? std::min(parsed->version, version) : version;
  if (kept)
    oldest = std::min(oldest, kept->version);
  llvm::erase_if(changeLog, [&](const std::pair<int64_t, EditMap> &change) {
    return change.first <= oldest;
  });
  settled.snapshot = std::move(newSnapshot);
  moveWaitersUpTo(waiting, version, settled);
  return true;
}

void OpenDocument::dropSnapshot() {
  std::lock_guard<std::mutex> lock(stateMutex);
  snapshot.reset();
  parsed.reset();
  kept.reset();
}

bool OpenDocument::releaseSnapshots(
    std::shared_ptr<const KeptDiagnostics> newKept) {
  std::shared_ptr<const Snapshot> released[2];
  std::lock_guard<std::mutex> lock(stateMutex);
  if (!snapshot && !parsed)
    return false;
  if (newKept && (!kept || newKept->unparsedChunks <= kept->unparsedChunks))
    kept = std::move(newKept);
  // Freed after the lock (the releaser frees them off this thread).
  released[0] = std::move(snapshot);
  released[1] = std::move(parsed);
  return true;
}

std::shared_ptr<const Snapshot> OpenDocument::getCurrentOrWait(SnapshotFn &fn) {
  std::lock_guard<std::mutex> lock(stateMutex);
  if (snapshot && snapshotGeneration == generation &&
      snapshot->version == draft->version)
    return snapshot;
  waiting.push_back({draft->version, std::move(fn)});
  return nullptr;
}

FixCache &
OpenDocument::getFixCache(const std::shared_ptr<const Snapshot> &forSnapshot,
                          size_t chunkIndex) {
  if (fixesFor.owner_before(forSnapshot) ||
      forSnapshot.owner_before(fixesFor) || fixesFor.expired()) {
    fixesFor = forSnapshot;
    fixCaches.assign(forSnapshot->chunks.size(), FixCache());
  }
  return fixCaches[chunkIndex];
}
