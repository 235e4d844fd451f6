// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutServer.cpp - Open documents and their features ---------------===//

#include "LayoutServer.h"

#include "CodeActionsAt.h"
#include "Convert.h"
#include "DocumentWorker.h"
#include "LayoutChanges.h"
#include "MemoryReturnPolicy.h"
#include "PositionAnswers.h"

#include "mlir-layout/Core/LayoutFileCache.h"
#include "mlir-layout/Features/DocumentSymbols.h"
#include "mlir-layout/Features/EditedText.h"

#include "mlir-layout/Features/InlayHints.h"
#include "mlir-layout/Features/SpecImpact.h"
#include "mlir-layout/Features/TargetLayout.h"
#include "mlir-layout/Support/FreeMemory.h"
#include "llvm/Support/LSP/Logging.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ThreadPool.h"

#include <atomic>
#include <mutex>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;
using ReadMode = DocumentWorker::ReadMode;
using ReadInput = DocumentWorker::ReadInput;

/// What the snapshot releaser does once freeing goes quiet: gives freed
/// memory back when `policy` says so.
static SnapshotReleaser::AfterQuiet
releaseMemoryAfter(const ServerTuning &tuning, MemoryReturnPolicy &policy) {
  SnapshotReleaser::AfterQuiet after;
  if (tuning.returnFreedMemoryAfter) {
    after.quiet = *tuning.returnFreedMemoryAfter;
    after.run = [&policy] {
      if (policy.shouldReturn())
        returnFreeMemoryToSystem();
    };
  }
  return after;
}

struct LayoutServer::Impl {
  Impl(const Options &options, PublishFn publish, Callbacks callbacks);

  /// The worker of the open document `uri`, or null.
  std::shared_ptr<DocumentWorker> lookup(const lsp::URIForFile &uri);
  /// Every open document's worker.
  std::vector<std::shared_ptr<DocumentWorker>> getWorkers();
  /// The user's settings now.
  std::shared_ptr<const Settings> getSettings();
  /// The layout file rules for `uri`; a file loaded by this call has its
  /// problems published as its diagnostics.
  std::shared_ptr<const LayoutRules>
  getRulesFor(const lsp::URIForFile &uri, const std::string &explicitPath);
  /// Publishes diagnostics that belong to no open document (layout files,
  /// a closed document's clearing) unless the server shut down.
  void publishUnlessStopped(const LayoutPublishDiagnosticsParams &params);
  /// Runs `read` off the message thread, counted in `requestsInFlight`.
  void runRequest(std::function<void()> read);

  /// Fixed at construction.
  const ServerTuning tuning;
  /// Guards `settings`.
  std::mutex settingsMutex;
  std::shared_ptr<const Settings> settings;
  PublishFn publish;
  /// Guards `stopped`; publications outside documents hold it.
  std::mutex stopMutex;
  /// After shutdown().
  bool stopped = false;
  /// What the server tells its client besides diagnostics.
  const Callbacks callbacks;
  /// When the releaser gives freed memory back. Before the releaser,
  /// whose thread uses it.
  MemoryReturnPolicy memoryReturn;
  /// Frees the documents' snapshots off the message thread. Before
  /// `files`: the last snapshots still go to it when the server goes.
  SnapshotReleaser snapshotReleaser;
  /// Guards `files` (not the documents: each has its own locks).
  std::mutex filesMutex;
  llvm::StringMap<std::shared_ptr<DocumentWorker>> files;
  LayoutFileCache layoutFiles;
  RebuildScheduler scheduler;
  /// Runs reads of the client's version off the message thread.
  llvm::StdThreadPool requestPool;
  /// Reads queued on or running in `requestPool`.
  std::atomic<unsigned> requestsInFlight{0};
  /// Verifications run by code actions (FixCache).
  std::atomic<unsigned> verifications{0};
  /// What the documents' workers share.
  DocumentWorker::Environment workers;
  /// Reports slow rebuilds when the client shows progress, else null.
  /// Last: its ticker stops before the members its sink uses go.
  std::unique_ptr<SlowWorkReporter> progress;
};

LayoutServer::Impl::Impl(const Options &options, PublishFn publish,
                         Callbacks callbacks)
    : tuning(options.tuning),
      settings(std::make_shared<const Settings>(options.settings)),
      publish(std::move(publish)), callbacks(std::move(callbacks)),
      snapshotReleaser(releaseMemoryAfter(tuning, memoryReturn)),
      scheduler(tuning.synchronous ? DebouncePolicy::fixed({})
                : tuning.debounce  ? DebouncePolicy::fixed(*tuning.debounce)
                                   : DebouncePolicy(),
                tuning.synchronous || tuning.manualRebuilds
                    ? 0
                    : tuning.rebuildWorkers),
      requestPool(
          llvm::hardware_concurrency(std::max(1u, tuning.rebuildWorkers))) {
  if (this->callbacks.progress)
    progress = std::make_unique<SlowWorkReporter>(
        tuning.progressThreshold, [this](const SlowWorkReporter::Event &event) {
          std::lock_guard<std::mutex> lock(stopMutex);
          if (!stopped)
            this->callbacks.progress(event);
        });
  DocumentWorker::Options &slice = workers.options;
  slice.synchronous = tuning.synchronous;
  slice.firstBuildAtOnce = !tuning.debounce;
  slice.incrementalAnalysis = tuning.incrementalAnalysis;
  slice.asyncSnapshots = tuning.asyncSnapshots && !tuning.synchronous &&
                         !tuning.manualRebuilds && tuning.rebuildWorkers >= 2;
  slice.oneVersionAbove = tuning.oneVersionAbove;
  DocumentWorker::Callbacks &forWorkers = workers.callbacks;
  forWorkers.publish = [this](const LayoutPublishDiagnosticsParams &params) {
    this->publish(params);
  };
  forWorkers.getSettings = [this] { return getSettings(); };
  forWorkers.getRules = [this](const lsp::URIForFile &uri,
                               const std::string &layoutFile) {
    return getRulesFor(uri, layoutFile);
  };
  forWorkers.hintsChanged = this->callbacks.hintsChanged;
  forWorkers.runRequest = [this](std::function<void()> read) {
    runRequest(std::move(read));
  };
  forWorkers.testHook = this->callbacks.testHook;
  workers.scheduler = &scheduler;
  workers.releaser = &snapshotReleaser;
  workers.progress = progress.get();
}

LayoutServer::Options LayoutServer::optionsForTest() {
  Options options;
  options.tuning.asyncSnapshots = false;
  return options;
}

std::shared_ptr<DocumentWorker>
LayoutServer::Impl::lookup(const lsp::URIForFile &uri) {
  std::lock_guard<std::mutex> lock(filesMutex);
  auto it = files.find(uri.uri());
  return it == files.end() ? nullptr : it->second;
}

std::vector<std::shared_ptr<DocumentWorker>> LayoutServer::Impl::getWorkers() {
  std::lock_guard<std::mutex> lock(filesMutex);
  std::vector<std::shared_ptr<DocumentWorker>> all;
  for (auto &entry : files)
    all.push_back(entry.second);
  return all;
}

std::shared_ptr<const Settings> LayoutServer::Impl::getSettings() {
  std::lock_guard<std::mutex> lock(settingsMutex);
  return settings;
}

std::shared_ptr<const LayoutRules>
LayoutServer::Impl::getRulesFor(const lsp::URIForFile &uri,
                                const std::string &explicitPath) {
  std::optional<LayoutFileCache::Reload> reloaded;
  std::vector<std::string> notes;
  std::shared_ptr<const LayoutRules> rules = layoutFiles.getRulesFor(
      uri.file(), explicitPath, reloaded, nullptr, &notes);
  for (const std::string &note : notes)
    lsp::Logger::info("{0}", note);
  if (!reloaded)
    return rules;
  llvm::Expected<lsp::URIForFile> fileUri =
      lsp::URIForFile::fromFile(reloaded->path);
  if (!fileUri) {
    llvm::consumeError(fileUri.takeError());
    return rules;
  }
  // Publish the layout file's problems (or clear them).
  LayoutPublishDiagnosticsParams params{*fileUri, std::nullopt, {}};
  for (const LayoutFileError &error : reloaded->errors)
    params.diagnostics.push_back(toLayoutFileDiagnostic(error));
  publishUnlessStopped(params);
  return rules;
}

void LayoutServer::Impl::publishUnlessStopped(
    const LayoutPublishDiagnosticsParams &params) {
  std::lock_guard<std::mutex> lock(stopMutex);
  if (!stopped)
    publish(params);
}

void LayoutServer::Impl::runRequest(std::function<void()> read) {
  ++requestsInFlight;
  requestPool.async([this, read = std::move(read)] {
    read();
    --requestsInFlight;
  });
}

/// `reply`, shared by the read and its refusal (one of them calls it).
template <typename T>
static std::shared_ptr<LayoutServer::ReplyFn<T>>
share(LayoutServer::ReplyFn<T> reply) {
  return std::make_shared<LayoutServer::ReplyFn<T>>(std::move(reply));
}

/// The error of a request whose text changed before it could be answered.
static llvm::Error contentModified(llvm::StringRef what,
                                   llvm::StringRef whyNot) {
  return llvm::make_error<lsp::LSPError>((what + ": " + whyNot).str(),
                                         lsp::ErrorCode::ContentModified);
}

/// Refuses `reply` with ContentModified: "`what`: why not".
template <typename T>
static DocumentWorker::RefuseFn
refuseWith(std::shared_ptr<LayoutServer::ReplyFn<T>> reply,
           llvm::StringRef what) {
  return [reply, what = what.str()](llvm::StringRef whyNot) {
    (*reply)(contentModified(what, whyNot));
  };
}

//===----------------------------------------------------------------------===//
// Lifetime and settings
//===----------------------------------------------------------------------===//

LayoutServer::LayoutServer(const Options &options, PublishFn publish,
                           Callbacks callbacks)
    : impl(std::make_unique<Impl>(options, std::move(publish),
                                  std::move(callbacks))) {}

LayoutServer::~LayoutServer() {
  // Stop publications and rebuilds first, then answer whoever still waits
  // for one, then let running code actions finish.
  shutdown();
  impl->scheduler.stop();
  impl->requestPool.wait();
}

void LayoutServer::shutdown() {
  {
    std::lock_guard<std::mutex> lock(impl->stopMutex);
    impl->stopped = true;
  }
  // From here snapshots are freed only when the server goes, after the
  // rebuild workers (which end now) and the request threads are joined: a
  // thread that used a snapshot's MLIR context touches it when it ends
  // (MLIR's thread-local caches), and that must not overlap the context's
  // destruction as ThreadSanitizer sees it (SnapshotReleaser::hold).
  impl->snapshotReleaser.hold();
  impl->scheduler.stopScheduling();
  for (const std::shared_ptr<DocumentWorker> &worker : impl->getWorkers())
    worker->stop();
}

std::shared_ptr<const Settings> LayoutServer::getSettings() const {
  return impl->getSettings();
}

void LayoutServer::setSettings(Settings settings) {
  auto next = std::make_shared<const Settings>(std::move(settings));
  bool rebuildAll;
  {
    std::lock_guard<std::mutex> lock(impl->settingsMutex);
    rebuildAll = next->changesAnalyses(*impl->settings);
    impl->settings = std::move(next);
  }
  if (rebuildAll)
    for (const std::shared_ptr<DocumentWorker> &worker : impl->getWorkers())
      worker->rebuild();
}

//===----------------------------------------------------------------------===//
// Document changes
//===----------------------------------------------------------------------===//

void LayoutServer::openDocument(const lsp::URIForFile &uri, std::string text,
                                int64_t version) {
  {
    std::lock_guard<std::mutex> lock(impl->stopMutex);
    if (impl->stopped)
      return;
  }
  std::shared_ptr<DocumentWorker> worker;
  {
    std::lock_guard<std::mutex> lock(impl->filesMutex);
    std::shared_ptr<DocumentWorker> &slot = impl->files[uri.uri()];
    if (!slot)
      slot = std::make_shared<DocumentWorker>(uri, impl->workers);
    worker = slot;
  }
  worker->open(std::move(text), version);
}

llvm::LogicalResult LayoutServer::changeDocument(
    const lsp::URIForFile &uri,
    llvm::ArrayRef<lsp::TextDocumentContentChangeEvent> changes,
    int64_t version) {
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return llvm::failure();
  return worker->change(changes, version);
}

void LayoutServer::layoutFilesChanged() {
  impl->layoutFiles.clear();
  for (const std::shared_ptr<DocumentWorker> &worker : impl->getWorkers())
    worker->rebuild();
}

void LayoutServer::closeDocument(const lsp::URIForFile &uri) {
  std::shared_ptr<DocumentWorker> worker;
  {
    std::lock_guard<std::mutex> lock(impl->filesMutex);
    auto it = impl->files.find(uri.uri());
    if (it != impl->files.end()) {
      worker = std::move(it->second);
      impl->files.erase(it);
    }
  }
  LayoutPublishDiagnosticsParams clear{uri, std::nullopt, {}};
  auto publishClear = [&] { impl->publishUnlessStopped(clear); };
  if (!worker)
    return publishClear();
  impl->memoryReturn.noteClosed();
  worker->close(publishClear);
}

std::optional<std::string> LayoutServer::getDraft(const lsp::URIForFile &uri) {
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return std::nullopt;
  return worker->getDraft();
}

unsigned LayoutServer::runPendingRebuilds() {
  return impl->scheduler.runAllJobs();
}

void LayoutServer::waitForRequests() { impl->requestPool.wait(); }

unsigned LayoutServer::getVerificationCount() { return impl->verifications; }

bool LayoutServer::isBusy() {
  return impl->scheduler.runningCount() != 0 || impl->requestsInFlight != 0;
}

//===----------------------------------------------------------------------===//
// Hover and explain
//===----------------------------------------------------------------------===//

void LayoutServer::findHover(const lsp::URIForFile &uri,
                             const lsp::Position &pos,
                             ReplyFn<std::optional<HoverAnswer>> reply) {
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return reply(std::nullopt);
  auto shared = share(std::move(reply));
  auto read = [shared, pos](const ReadInput &input) {
    PositionAnswer<HoverAnswer> found =
        findHoverAt(*input.view, pos, input.mayWait);
    if (found.needsRebuild)
      return false;
    (*shared)(std::move(found.value));
    return true;
  };
  worker->runRead("findHover", ReadMode::Mapped, read,
                  refuseWith(shared, "no hover"));
}

void LayoutServer::explainAt(const lsp::URIForFile &uri,
                             const lsp::Position &pos,
                             ReplyFn<std::optional<ExplainResult>> reply,
                             bool table,
                             std::optional<std::string> dataLayout) {
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return reply(std::nullopt);
  auto shared = share(std::move(reply));
  std::shared_ptr<const Settings> settings = getSettings();
  auto read = [shared, uri, pos, table, settings,
               dataLayout](const ReadInput &input) {
    PositionAnswer<LayoutAnswer> found =
        findLayoutAt(*input.view, pos, input.mayWait);
    if (found.needsRebuild)
      return false;
    if (found.value && dataLayout && found.value->scope) {
      llvm::Expected<LayoutResult> relaid =
          explainUnderDataLayout(*found.value->document, *found.value->scope,
                                 found.value->type, *dataLayout);
      if (!relaid) {
        (*shared)(llvm::make_error<lsp::LSPError>(
            llvm::toString(relaid.takeError()), lsp::ErrorCode::InvalidParams));
        return true;
      }
      found.value->result = std::move(*relaid);
    }
    if (!found.value)
      (*shared)(std::nullopt);
    else
      (*shared)(toExplanation(*found.value, uri.file(), settings->cacheLineSize,
                              settings->numberFormat, table));
    return true;
  };
  worker->runRead("explainAt", ReadMode::Mapped, read,
                  refuseWith(shared, "no explanation"));
}

//===----------------------------------------------------------------------===//
// Code actions
//===----------------------------------------------------------------------===//

void LayoutServer::getCodeActions(const lsp::URIForFile &uri,
                                  const lsp::Range &range,
                                  std::vector<llvm::json::Value> diagnostics,
                                  llvm::ArrayRef<std::string> only,
                                  CodeActionsFn reply) {
  {
    // No rebuild comes after shutdown: nothing to wait for.
    std::lock_guard<std::mutex> lock(impl->stopMutex);
    if (impl->stopped)
      return reply(
          contentModified("no code actions", "the server is shutting down"));
  }
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return reply(std::vector<LayoutCodeAction>());
  auto query = std::make_shared<CodeActionQuery>(
      CodeActionQuery{uri, range, std::move(diagnostics),
                      std::vector<std::string>(only.begin(), only.end())});
  auto shared = share(std::move(reply));
  auto read = [this, query, shared](const ReadInput &input) {
    if (impl->callbacks.testHook)
      impl->callbacks.testHook("code-action", query->uri);
    (*shared)(findCodeActions(input.document, input.current, *query,
                              impl->verifications));
    return true;
  };
  worker->runRead("getCodeActions", ReadMode::Current, read,
                  refuseWith(shared, "no code actions"));
}

//===----------------------------------------------------------------------===//
// Code lenses and what a spec decides
//===----------------------------------------------------------------------===//

void LayoutServer::getCodeLenses(const lsp::URIForFile &uri,
                                 ReplyFn<std::vector<LayoutCodeLens>> reply) {
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!getSettings()->codeLens || !worker)
    return reply(std::vector<LayoutCodeLens>());
  auto shared = share(std::move(reply));
  auto read = [uri, shared](const ReadInput &input) {
    std::vector<LayoutCodeLens> lenses;
    for (const Chunk &chunk : input.current->chunks)
      if (chunk.getDocument().canAnswer())
        for (const SpecImpact &impact : getSpecImpacts(chunk.getDocument()))
          lenses.push_back(toCodeLens(chunk, impact, uri));
    (*shared)(std::move(lenses));
    return true;
  };
  worker->runRead("getCodeLenses", ReadMode::Current, read,
                  refuseWith(shared, "no code lenses"));
}

void LayoutServer::explainSpecAt(const lsp::URIForFile &uri,
                                 const lsp::Position &pos,
                                 ReplyFn<std::optional<ExplainResult>> reply) {
  NumberFormat format = getSettings()->numberFormat;
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return reply(std::nullopt);
  auto shared = share(std::move(reply));
  auto read = [pos, format, shared](const ReadInput &input) {
    std::optional<ExplainResult> result;
    auto located = input.current->locate(pos);
    if (located && located->first->getDocument().canAnswer())
      if (std::optional<SpecImpact> impact =
              getSpecImpactAt(located->first->getDocument(), located->second))
        result = toSpecExplanation(*located->first, *impact, format);
    (*shared)(std::move(result));
    return true;
  };
  worker->runRead("explainSpecAt", ReadMode::Current, read,
                  refuseWith(shared, "no explanation"));
}

//===----------------------------------------------------------------------===//
// What changed
//===----------------------------------------------------------------------===//

void LayoutServer::getLayoutChanges(const lsp::URIForFile &uri,
                                    ReplyFn<LayoutChangesResult> reply) {
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return reply(llvm::make_error<lsp::LSPError>(
        "no layout changes: the document is not open",
        lsp::ErrorCode::InvalidParams));
  auto shared = share(std::move(reply));
  auto read = [uri, shared](const ReadInput &input) {
    (*shared)(findLayoutChanges(input.document.getParsedVersions(),
                                *input.current, input.document.getView().parsed,
                                uri));
    return true;
  };
  worker->runRead("getLayoutChanges", ReadMode::Current, read,
                  refuseWith(shared, "no layout changes"));
}

//===----------------------------------------------------------------------===//
// Completion, inlay hints, symbols
//===----------------------------------------------------------------------===//

lsp::CompletionList LayoutServer::getCompletions(const lsp::URIForFile &uri,
                                                 const lsp::Position &pos) {
  lsp::CompletionList list;
  std::optional<std::string> draft = getDraft(uri);
  if (!draft || pos.line < 0 || pos.character < 0)
    return list;
  std::optional<size_t> offset =
      offsetOfPosition(*draft, pos.line, pos.character);
  if (!offset)
    return list;
  // Defaults come from the newest parse of the chunk at the cursor, when the
  // text up to the spec is unchanged since (getCompletions checks that).
  auto complete = [&](const CompletionContext &context) {
    for (const CompletionInfo &info :
         mlir::layout::getCompletions(*draft, *offset, context))
      list.items.push_back(toCompletionItem(info));
  };
  // The newest snapshot that parsed, with the cursor mapped into its text
  // through the edits since; completion itself checks that the text up to
  // the spec is unchanged there.
  bool answered = false;
  if (std::shared_ptr<DocumentWorker> worker = impl->lookup(uri))
    worker->runRead(
        "getCompletions", ReadMode::Now,
        [&](const ReadInput &input) {
          const Chunk *chunk = input.view->chunkAt(*offset);
          std::optional<size_t> start =
              chunk ? input.view->chunkStart(*chunk) : std::nullopt;
          if (!start)
            return true;
          CompletionContext context;
          context.doc = &chunk->getDocument();
          context.docStart = *start;
          complete(context);
          answered = true;
          return true;
        },
        [](llvm::StringRef) {});
  if (!answered) {
    list.items.clear(); // a request that crashed may have added some
    complete({});
  }
  return list;
}

std::vector<LayoutInlayHint>
LayoutServer::getInlayHints(const lsp::URIForFile &uri,
                            const lsp::Range &range) {
  std::vector<LayoutInlayHint> hints;
  std::shared_ptr<const Settings> settings = getSettings();
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!settings->anyHints() || !worker)
    return hints;
  auto read = [&](const ReadInput &input) {
    const SnapshotView &view = *input.view;
    bool withheld = !view.getSnapshot() || view.isRebuildPending();
    // Labels name no lines: hints map across moved lines.
    std::optional<size_t> begin = view.toDraftOffset(range.start);
    // A range past the end asks up to the end.
    size_t end =
        view.toDraftOffset(range.end).value_or(view.getDraftText().size());
    // The hints to show and where, in position order; fitted to the
    // editor's characters per line below.
    std::vector<InlayHintInfo> found;
    std::vector<lsp::Position> places;
    if (view.getSnapshot() && begin)
      for (const Chunk &chunk : view.getSnapshot()->chunks) {
        LayoutDocument &document = chunk.getDocument();
        // The snapshot's text of the range, widened over changed text; the
        // hints found there are kept if they land in the range.
        llvm::SMRange asked = view.toBufferSpan(chunk, *begin, end);
        std::vector<EditHunk> hunks = view.hunksFor(chunk);
        for (const InlayHintInfo &hint :
             getHints(document, asked,
                      {settings->inlayHints, settings->paddingHints})) {
          std::optional<lsp::Range> at =
              view.toClientRange(chunk, {hint.position, hint.position});
          if (!at || !hintSurvives(document, hint, hunks, view.getTrust())) {
            withheld = true;
            continue;
          }
          std::optional<size_t> offset = view.toDraftOffset(at->start);
          if (!offset || *offset < *begin || *offset > end)
            continue;
          found.push_back(hint);
          places.push_back(at->start);
        }
      }
    hints = toInlayHints(found, places, settings->hintLineLength,
                         settings->numberFormat);
    // The client asks again once the rebuild lands.
    if (withheld)
      input.document.setHintsWithheld();
    return true;
  };
  worker->runRead("getInlayHints", ReadMode::Now, read,
                  [&](llvm::StringRef) { hints.clear(); });
  return hints;
}

void LayoutServer::getDocumentSymbols(
    const lsp::URIForFile &uri,
    ReplyFn<std::vector<lsp::DocumentSymbol>> reply) {
  std::shared_ptr<DocumentWorker> worker = impl->lookup(uri);
  if (!worker)
    return reply(std::vector<lsp::DocumentSymbol>());
  auto shared = share(std::move(reply));
  auto read = [shared](const ReadInput &input) {
    const SnapshotView &view = *input.view;
    bool pending = input.mayWait && view.isRebuildPending();
    const Snapshot *snapshot = view.getSnapshot();
    // The outline waits for the first build; while edits may have changed
    // scopes or specs, for the rebuild.
    if (!snapshot) {
      if (pending)
        return false;
      (*shared)(std::vector<lsp::DocumentSymbol>());
      return true;
    }
    if (pending && !view.isCurrent() && !view.mayMap())
      return false;
    if (pending && !view.isCurrent())
      for (const Chunk &chunk : snapshot->chunks)
        if (!editsKeepScopes(chunk.getDocument(), view.hunksFor(chunk),
                             view.getTrust()))
          return false;
    std::vector<lsp::DocumentSymbol> symbols;
    for (const Chunk &chunk : snapshot->chunks) {
      auto convert = [&](llvm::SMRange range, bool span) {
        return span ? view.toClientSpan(chunk, range)
                    : view.toClientRange(chunk, range);
      };
      for (const SymbolInfo &symbol :
           mlir::layout::getDocumentSymbols(chunk.getDocument()))
        if (std::optional<lsp::DocumentSymbol> converted =
                toDocumentSymbol(symbol, convert))
          symbols.push_back(std::move(*converted));
    }
    (*shared)(std::move(symbols));
    return true;
  };
  worker->runRead("getDocumentSymbols", ReadMode::Mapped, read,
                  refuseWith(shared, "no symbols"));
}
