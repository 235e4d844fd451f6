// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutServer.cpp - Open documents, scheduling, features ------------===//

#include "mlir-layout/Server/LayoutServer.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Features/CodeActions.h"
#include "mlir-layout/Features/DocumentSymbols.h"
#include "mlir-layout/Features/EditedText.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Features/IncrementalAnalysis.h"
#include "mlir-layout/Features/InlayHints.h"
#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Features/LayoutFileCache.h"
#include "mlir-layout/Features/SpecImpact.h"
#include "mlir-layout/Render/DiffRender.h"
#include "mlir-layout/Render/TextRender.h"
#include "mlir-layout/Server/Convert.h"
#include "mlir-layout/Server/MemoryReturnPolicy.h"
#include "mlir-layout/Server/OpenDocument.h"
#include "mlir-layout/Server/RebuildScheduler.h"
#include "mlir-layout/Server/SnapshotView.h"
#include "mlir-layout/Support/CrashGuard.h"
#include "mlir-layout/Support/FreeMemory.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"

#include <atomic>
#include <mutex>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

/// What the snapshot releaser does once freeing goes quiet: gives freed
/// memory back when `policy` says so.
static SnapshotReleaser::AfterQuiet
releaseMemoryAfter(const LayoutServer::Options &options,
                   MemoryReturnPolicy &policy) {
  SnapshotReleaser::AfterQuiet after;
  if (options.returnFreedMemoryAfter) {
    after.quiet = *options.returnFreedMemoryAfter;
    after.run = [&policy] {
      if (policy.shouldReturn())
        returnFreeMemoryToSystem();
    };
  }
  return after;
}

struct LayoutServer::Impl {
  Impl(const Options &options, PublishFn publish, RefreshFn refresh,
       ProgressFn progressSink)
      : options(options), publish(std::move(publish)),
        testHook(options.testHook), refresh(std::move(refresh)),
        memoryReturn(options.returnMemoryPeriod),
        snapshotReleaser(releaseMemoryAfter(options, memoryReturn)),
        scheduler(options.synchronous ? DebouncePolicy::fixed({})
                  : options.debounce  ? DebouncePolicy::fixed(*options.debounce)
                                      : options.adaptiveDebounce,
                  options.synchronous ? 0 : options.rebuildWorkers,
                  RebuildScheduler::Clock::now, options.maxDelay),
        asyncSnapshots(options.asyncSnapshots && !options.synchronous &&
                       options.rebuildWorkers >= 2),
        requestPool(
            llvm::hardware_concurrency(std::max(1u, options.rebuildWorkers))) {
    if (options.workDoneProgress && progressSink)
      progress = std::make_unique<SlowWorkReporter>(
          options.progressThreshold, [this, sink = std::move(progressSink)](
                                         const SlowWorkReporter::Event &event) {
            std::lock_guard<std::mutex> lock(stopMutex);
            if (!stopped)
              sink(event);
          });
  }

  /// The open document of `uri`, or null.
  std::shared_ptr<OpenDocument> lookup(const lsp::URIForFile &uri);
  /// The current options.
  Options getOptions();
  /// Schedules (or, synchronously, queues for runDueJobs) a rebuild of the
  /// document's draft; `opened`: its first build, which starts at once
  /// unless a fixed quiet period is set.
  void scheduleRebuild(const std::shared_ptr<OpenDocument> &doc,
                       bool opened = false);
  /// Runs queued rebuilds at once in synchronous mode.
  void runSynchronousRebuilds();
  /// Schedules a rebuild of every open document (options or layout files
  /// changed).
  void rebuildAll();
  /// Builds a snapshot of `draft` and publishes it if it is still wanted.
  void rebuild(const std::shared_ptr<OpenDocument> &doc, DraftState draft,
               const Options &built);
  /// Calls the test hook, if any, at `point`.
  void hook(llvm::StringRef point, const lsp::URIForFile &uri) {
    if (testHook)
      testHook(point, uri);
  }
  /// Publishes diagnostics that belong to no open document (layout files)
  /// unless the server shut down.
  void publishUnlessStopped(const LayoutPublishDiagnosticsParams &params);
  /// Publishes the diagnostics of `draft` from a parse of the functions
  /// edited since the document's snapshot, when there is one
  /// (Features/IncrementalAnalysis.h): the whole set when the incremental
  /// analysis gives it (true), else, with early diagnostics, the interim
  /// set of MLIR's diagnostics.
  bool publishEditedAnalysis(OpenDocument &doc, const DraftState &draft,
                             const Options &built);
  /// Builds, installs and publishes the snapshot of `draft` (rebuild's
  /// whole analysis).
  void buildSnapshot(const std::shared_ptr<OpenDocument> &doc,
                     const DraftState &draft, const Options &built);
  /// While `snapshot` (of `text`, just installed) broke the parse of a
  /// chunk, adds to `params` the diagnostics of the last snapshot that
  /// parsed which still apply: in the chunks that do not parse now, on
  /// untouched text, in scopes whose specs no edit changed; mapped to
  /// `text` and saying where they come from.
  void addParsedDiagnostics(OpenDocument &doc, const Snapshot &snapshot,
                            const std::string &text,
                            LayoutPublishDiagnosticsParams &params);
  /// Runs a request on `doc`'s snapshots under its request lock and the
  /// crash guard; a crash drops the snapshot and rebuilds it.
  void guardRequest(OpenDocument &doc, llvm::StringRef request,
                    llvm::function_ref<void()> fn);
  /// Answers a request about the client's text of `doc`: `answer(view,
  /// mayWait)` runs under guardRequest and replies, returning true, or
  /// returns false when the rebuild of the client's text may answer better
  /// (only when `mayWait`); the request then waits for that rebuild and
  /// `answer` runs again without `mayWait`. `refuse(whyNot)` replies when
  /// that version will never be built (changed, closed, crashed).
  void
  answerForDraft(const std::shared_ptr<OpenDocument> &doc, const char *request,
                 std::function<bool(const SnapshotView &, bool mayWait)> answer,
                 std::function<void(llvm::StringRef whyNot)> refuse);
  /// Calls `answer` with the snapshot of the version the client has now,
  /// once it is built (at once if it is), off the message thread unless
  /// synchronous; `answer` takes the request lock itself. `refuse(whyNot)`
  /// runs instead when that version will never be built.
  void
  onCurrentSnapshot(const std::shared_ptr<OpenDocument> &doc,
                    std::function<void(std::shared_ptr<const Snapshot>)> answer,
                    std::function<void(llvm::StringRef whyNot)> refuse);
  /// The layout file rules for `uri`; a file loaded by this call has its
  /// problems published as its diagnostics.
  std::shared_ptr<const LayoutRules>
  getRulesFor(const lsp::URIForFile &uri, const std::string &explicitPath);

  /// Guards `options`.
  std::mutex optionsMutex;
  Options options;
  PublishFn publish;
  /// Fixed at construction (options.testHook).
  const std::function<void(llvm::StringRef, const lsp::URIForFile &)> testHook;
  /// Guards `stopped`; publications outside documents hold it.
  std::mutex stopMutex;
  /// After shutdown().
  bool stopped = false;
  /// Sends `workspace/inlayHint/refresh` to the client.
  RefreshFn refresh;
  /// When the releaser gives freed memory back. Before the releaser,
  /// whose thread uses it.
  MemoryReturnPolicy memoryReturn;
  /// Frees the documents' snapshots off the message thread. Before
  /// `files`: the last snapshots still go to it when the server goes.
  SnapshotReleaser snapshotReleaser;
  /// Guards `files` (not the documents: each has its own locks).
  std::mutex filesMutex;
  llvm::StringMap<std::shared_ptr<OpenDocument>> files;
  LayoutFileCache layoutFiles;
  RebuildScheduler scheduler;
  /// Snapshots after an incremental analysis build under their own key
  /// (Options::asyncSnapshots; fixed at construction).
  const bool asyncSnapshots;
  /// Runs code actions off the message thread.
  llvm::StdThreadPool requestPool;
  /// Requests queued on or running in `requestPool`.
  std::atomic<unsigned> requestsInFlight{0};
  /// Verifications run by code actions (FixCache).
  std::atomic<unsigned> verifications{0};
  /// Reports slow rebuilds when the client shows progress, else null.
  /// Last: its ticker stops before the members its sink uses go.
  std::unique_ptr<SlowWorkReporter> progress;
};

void LayoutServer::Impl::rebuildAll() {
  std::vector<std::shared_ptr<OpenDocument>> docs;
  {
    std::lock_guard<std::mutex> lock(filesMutex);
    for (auto &entry : files)
      docs.push_back(entry.second);
  }
  for (const std::shared_ptr<OpenDocument> &doc : docs)
    scheduleRebuild(doc);
  runSynchronousRebuilds();
}

std::shared_ptr<OpenDocument>
LayoutServer::Impl::lookup(const lsp::URIForFile &uri) {
  std::lock_guard<std::mutex> lock(filesMutex);
  auto it = files.find(uri.uri());
  return it == files.end() ? nullptr : it->second;
}

LayoutServer::Options LayoutServer::Impl::getOptions() {
  std::lock_guard<std::mutex> lock(optionsMutex);
  return options;
}

void LayoutServer::Impl::scheduleRebuild(
    const std::shared_ptr<OpenDocument> &doc, bool opened) {
  Options built = getOptions();
  bool atOnce = opened && !built.debounce;
  auto job = [this, doc, draft = doc->getDraftState(),
              built = std::move(built)]() mutable {
    rebuild(doc, std::move(draft), built);
  };
  if (atOnce)
    scheduler.scheduleNow(doc->getURI().uri().str(), std::move(job));
  else
    scheduler.schedule(doc->getURI().uri().str(), std::move(job));
}

void LayoutServer::Impl::runSynchronousRebuilds() {
  if (getOptions().synchronous)
    scheduler.runDueJobs();
}

std::shared_ptr<const LayoutRules>
LayoutServer::Impl::getRulesFor(const lsp::URIForFile &uri,
                                const std::string &explicitPath) {
  std::optional<LayoutFileCache::Reload> reloaded;
  std::shared_ptr<const LayoutRules> rules =
      layoutFiles.getRulesFor(uri.file(), explicitPath, reloaded);
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
  for (const LayoutFileError &error : reloaded->errors) {
    LayoutDiagnostic diag;
    lsp::Position at(int(error.line) - 1, int(error.column) - 1);
    diag.range = lsp::Range(at, at);
    diag.severity = lsp::DiagnosticSeverity::Error;
    diag.code = "layout-file-error";
    diag.source = "mlir-layout";
    diag.message = error.message;
    params.diagnostics.push_back(std::move(diag));
  }
  publishUnlessStopped(params);
  return rules;
}

void LayoutServer::Impl::publishUnlessStopped(
    const LayoutPublishDiagnosticsParams &params) {
  std::lock_guard<std::mutex> lock(stopMutex);
  if (!stopped)
    publish(params);
}

bool LayoutServer::Impl::publishEditedAnalysis(OpenDocument &doc,
                                               const DraftState &draft,
                                               const Options &built) {
  std::shared_ptr<const Snapshot> base = doc.getSnapshot();
  int64_t version = draft.draft->version;
  if (!base || base->version >= version || base->chunks.size() != 1)
    return false;
  const Chunk &baseChunk = base->chunks.front();
  // The checks' problems carried over hold only under the options the
  // snapshot was checked with.
  const DocumentOptions &checkedWith = baseChunk.getDocument().getOptions();
  bool carryOver =
      built.incrementalAnalysis && base->policy == built.policy &&
      checkedWith.memrefModel == built.memrefModel &&
      checkedWith.layoutRules == getRulesFor(doc.getURI(), built.layoutFile);
  if (!carryOver && !built.earlyDiagnostics)
    return false;
  EditMap edits = doc.getEditsBetween(base->version, version, nullptr);
  std::optional<EditedAnalysis> prepared;
  {
    // Requests fill the snapshot's caches: read it as one of them (guarded
    // inside the lock, so that a crash cannot leave it held).
    std::lock_guard<std::mutex> lock(doc.getRequestMutex());
    std::string what;
    if (!runGuarded(
            [&] {
              prepared = EditedAnalysis::prepare(baseChunk.analysis, edits,
                                                 draft.draft->text);
            },
            &what)) {
      lsp::Logger::error("reading the snapshot of {0} crashed ({1})",
                         doc.getURI().uri(), what);
      return false;
    }
  }
  if (!prepared)
    return false;
  std::optional<EditedAnalysis::Result> result =
      prepared->run(draft.draft->text);
  if (!result)
    return false;
  bool whole = result->whole && carryOver;
  Chunk chunk;
  chunk.analysis = std::move(result->analysis);
  if (!whole) // MLIR's diagnostics only.
    chunk.analysis.issues = checkParse(chunk.getDocument());
  // Positions are those of the client's text (the parsed text blanks the
  // rest, which changes UTF-16 columns of what it blanks).
  chunk.lines = LineIndex(draft.draft->text);
  LayoutPublishDiagnosticsParams params{doc.getURI(), version, {}};
  params.partial = !whole;
  for (const SpecIssue &issue : chunk.analysis.issues)
    params.diagnostics.push_back(toDiagnostic(chunk, issue, doc.getURI()));
  lsp::Logger::debug("{0} version {1}: {2} from {3} edited function(s)",
                     doc.getURI().uri(), version,
                     whole ? "the whole set" : "MLIR's diagnostics",
                     prepared->getFunctionCount());
  hook("function-parsed", doc.getURI());
  if (!whole)
    doc.publishInterimIfCurrent(draft.generation, version,
                                [&] { publish(params); });
  else
    doc.publishIfCurrent(
        draft.generation, version, [&] { publish(params); },
        /*showsChecks=*/params.diagnostics.size() > result->mlirDiagnostics,
        printPublishDiagnostics(params));
  return whole;
}

void LayoutServer::Impl::rebuild(const std::shared_ptr<OpenDocument> &doc,
                                 DraftState draft, const Options &built) {
  bool published = false;
  if (built.incrementalAnalysis || built.earlyDiagnostics) {
    std::string what;
    if (!runGuarded(
            [&] { published = publishEditedAnalysis(*doc, draft, built); },
            &what))
      lsp::Logger::error("the incremental analysis of {0} crashed ({1})",
                         doc->getURI().uri(), what);
  }
  if (published && asyncSnapshots) {
    // The diagnostics are out: the snapshot (hovers, code actions) is built
    // on another worker, so the next edit's diagnostics do not wait for it.
    scheduler.scheduleNow(
        doc->getURI().uri().str() + "#snapshot",
        [this, doc, draft, built] { buildSnapshot(doc, draft, built); });
    return;
  }
  buildSnapshot(doc, draft, built);
}

void LayoutServer::Impl::buildSnapshot(const std::shared_ptr<OpenDocument> &doc,
                                       const DraftState &draft,
                                       const Options &built) {
  const lsp::URIForFile &uri = doc->getURI();
  const std::string &text = draft.draft->text;
  int64_t version = draft.draft->version;
  // Shown by the client only if the rebuild runs for the threshold.
  std::optional<uint64_t> work;
  if (progress)
    work = progress->start("Analysing " +
                           llvm::sys::path::filename(uri.file()).str());
  llvm::scope_exit endWork([&] {
    if (work)
      progress->finish(*work);
  });
  DocumentOptions documentOptions;
  documentOptions.memrefModel = built.memrefModel;
  documentOptions.layoutRules = getRulesFor(uri, built.layoutFile);
  std::shared_ptr<const Snapshot> snapshot;
  LayoutPublishDiagnosticsParams params{uri, version, {}};
  std::string what;
  // Diagnostics of the parse and the verifier, published before the checks
  // run; how many the final set has of them.
  std::optional<size_t> parseDiagnostics;
  auto publishInterim = [&](Snapshot &parsed) {
    if (!built.earlyDiagnostics)
      return;
    LayoutPublishDiagnosticsParams interim{uri, version, {}};
    interim.partial = true;
    for (const Chunk &chunk : parsed.chunks)
      for (const SpecIssue &issue : checkParse(chunk.getDocument()))
        interim.diagnostics.push_back(toDiagnostic(chunk, issue, uri));
    parseDiagnostics = interim.diagnostics.size();
    hook("parsed", uri);
    doc->publishInterimIfCurrent(draft.generation, version,
                                 [&] { publish(interim); });
  };
  bool survived = runGuarded(
      [&] {
        snapshot = Snapshot::build(uri.file(), text, version, built.policy,
                                   documentOptions, publishInterim);
        for (const Chunk &chunk : snapshot->chunks)
          for (const SpecIssue &issue : chunk.analysis.issues)
            params.diagnostics.push_back(toDiagnostic(chunk, issue, uri));
      },
      &what);
  if (!survived) {
    // Dialect code crashed on this text: say so on the document and keep
    // serving it (and every other document) from the last good snapshot.
    lsp::Logger::error("analysis of {0} crashed ({1})", uri.uri(), what);
    LayoutDiagnostic crashed;
    crashed.range = lsp::Range(lsp::Position(0, 0));
    crashed.severity = lsp::DiagnosticSeverity::Error;
    crashed.code = "analysis-crashed";
    crashed.source = "mlir-layout";
    crashed.message = "mlir-layout crashed while analysing this version of the "
                      "document (" +
                      what +
                      " inside MLIR); hovers come from the last version "
                      "that could be analysed";
    params.diagnostics = {std::move(crashed)};
    doc->publishIfCurrent(draft.generation, version, [&] { publish(params); });
    SettledWaiters settled;
    settled.whyNot = "the analysis of this version of the document crashed";
    doc->takeWaitersUpTo(version, settled);
    settled.run();
    return;
  }
  {
    // Stale: the options changed since the job was scheduled.
    Options current = getOptions();
    if (current.policy != built.policy ||
        current.memrefModel != built.memrefModel)
      return;
  }
  hook("built", uri);
  // What `mlirLayout/changes` compares: versions whose every chunk parsed,
  // with what their layouts depend on (read before anyone else holds the
  // snapshot).
  std::optional<ParsedVersion> parsedVersion;
  if (snapshot->countUnparsed() == 0) {
    parsedVersion = ParsedVersion{version, text, {}};
    for (const Chunk &chunk : snapshot->chunks)
      parsedVersion->inputs.push_back(getLayoutInputs(chunk.getDocument()));
  }
  std::shared_ptr<const Snapshot> previous;
  SettledWaiters settled;
  settled.whyNot = "the document changed before this version was analysed";
  if (!doc->install(snapshot, draft.generation, previous, settled))
    return;
  hook("installed", uri);
  if (parsedVersion)
    doc->getParsedVersions().record(std::move(*parsedVersion));
  addParsedDiagnostics(*doc, *snapshot, text, params);
  // Ordered with didClose and shutdown: not published once they are done.
  bool showsChecks =
      !parseDiagnostics || params.diagnostics.size() > *parseDiagnostics;
  bool differed = false;
  doc->publishIfCurrent(
      draft.generation, version, [&] { publish(params); }, showsChecks,
      printPublishDiagnostics(params), &differed);
  if (differed)
    lsp::Logger::error("the incremental analysis of {0} version {1} gave "
                       "other diagnostics than the whole analysis; the "
                       "whole analysis's were sent",
                       uri.uri(), version);
  settled.run();
  // Hints withheld while this rebuild was pending can be drawn now.
  if (doc->takeHintsWithheld() && refresh &&
      (built.inlayHints || built.paddingHints) && built.inlayHintRefresh)
    refresh();
  // Freeing a large snapshot takes a while (tens of ms at 100k lines): not
  // before the diagnostics and waiting code actions are out.
  previous.reset();
}

void LayoutServer::Impl::addParsedDiagnostics(
    OpenDocument &doc, const Snapshot &snapshot, const std::string &text,
    LayoutPublishDiagnosticsParams &params) {
  DocumentView parts = doc.getView();
  if (!parts.parsed || parts.parsed->version >= snapshot.version)
    return;
  // The view of this version's text from the last snapshot that parsed.
  parts.draft = std::make_shared<const DraftText>(text, snapshot.version);
  parts.snapshot = nullptr;
  parts.sinceParsed = doc.getEditsBetween(
      parts.parsed->version, snapshot.version, &parts.changesSinceParsed);
  SnapshotView view(parts);
  std::string note = renderParsedVersionNote(
      parts.changesSinceParsed, RenderOptions{NumberFormat::Decimal, false});
  guardRequest(doc, "addParsedDiagnostics", [&] {
    size_t own = params.diagnostics.size();
    for (const Chunk &chunk : parts.parsed->chunks) {
      LayoutDocument &document = chunk.getDocument();
      if (!document.isParsed())
        continue;
      std::vector<EditHunk> hunks = view.hunksFor(chunk);
      for (const SpecIssue &issue : chunk.analysis.issues) {
        if (!issue.where.range.Start.isValid())
          continue;
        std::optional<lsp::Range> range =
            view.toClientRange(chunk, issue.where.range);
        if (!range)
          continue;
        // Chunks that parse now have diagnostics of their own.
        const Chunk *now = snapshot.chunkAtLine(range->start.line);
        if (!now || now->getDocument().isParsed() ||
            !editsKeepScope(document,
                            document.findScopeAt(issue.where.range.Start),
                            hunks, EditTrust::Lenient))
          continue;
        // The chunk read as written may have found it again.
        if (llvm::any_of(llvm::ArrayRef(params.diagnostics).take_front(own),
                         [&](const LayoutDiagnostic &d) {
                           return d.code == issue.code && d.range == *range;
                         }))
          continue;
        LayoutDiagnostic diag = toDiagnostic(chunk, issue, params.uri);
        diag.range = *range;
        diag.message += " " + note;
        // Related places that changed are left out.
        if (diag.relatedInformation) {
          diag.relatedInformation->clear();
          for (const RelatedInfo &info : issue.related)
            if (info.where.range.Start.isValid())
              if (auto at = view.toClientRange(chunk, info.where.range))
                diag.relatedInformation->push_back(
                    lsp::DiagnosticRelatedInformation(
                        lsp::Location(params.uri, *at), info.message));
        }
        params.diagnostics.push_back(std::move(diag));
      }
    }
  });
}

void LayoutServer::Impl::guardRequest(OpenDocument &doc,
                                      llvm::StringRef request,
                                      llvm::function_ref<void()> fn) {
  std::string what;
  bool survived;
  {
    std::lock_guard<std::mutex> requestLock(doc.getRequestMutex());
    survived = runGuarded(fn, &what);
  }
  if (survived)
    return;
  // The crashed request may have left the snapshot's MLIR context in any
  // state: forget it and rebuild from the draft.
  lsp::Logger::error("{0} on {1} crashed ({2}); the document is rebuilt",
                     request, doc.getURI().uri(), what);
  doc.dropSnapshot();
  if (std::shared_ptr<OpenDocument> open = lookup(doc.getURI()))
    if (open.get() == &doc)
      scheduleRebuild(open);
}

void LayoutServer::Impl::answerForDraft(
    const std::shared_ptr<OpenDocument> &doc, const char *request,
    std::function<bool(const SnapshotView &, bool mayWait)> answer,
    std::function<void(llvm::StringRef whyNot)> refuse) {
  bool answered = false;
  {
    SnapshotView view(doc->getView());
    guardRequest(*doc, request, [&] { answered = answer(view, true); });
  }
  if (answered)
    return;
  // Answered the moment the rebuild of the client's text lands; refused as
  // soon as that text is superseded or closed.
  SnapshotFn onSnapshot = [this, doc, request, answer,
                           refuse](std::shared_ptr<const Snapshot> snapshot,
                                   llvm::StringRef whyNot) {
    if (!snapshot)
      return refuse(whyNot);
    bool done = false;
    SnapshotView view(doc->getView());
    guardRequest(*doc, request, [&] { done = answer(view, false); });
    if (!done)
      refuse("the request crashed");
  };
  if (std::shared_ptr<const Snapshot> current =
          doc->getCurrentOrWait(onSnapshot))
    onSnapshot(std::move(current), "");
}

//===----------------------------------------------------------------------===//
// Lifetime and options
//===----------------------------------------------------------------------===//

LayoutServer::LayoutServer(const Options &options, PublishFn publish,
                           RefreshFn refreshInlayHints, ProgressFn progress)
    : impl(std::make_unique<Impl>(options, std::move(publish),
                                  std::move(refreshInlayHints),
                                  std::move(progress))) {}

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
  std::vector<std::shared_ptr<OpenDocument>> docs;
  {
    std::lock_guard<std::mutex> lock(impl->filesMutex);
    for (auto &entry : impl->files)
      docs.push_back(entry.second);
  }
  SettledWaiters settled;
  settled.whyNot = "the server is shutting down";
  for (const std::shared_ptr<OpenDocument> &doc : docs) {
    doc->stopPublishing();
    doc->takeWaitersUpTo(INT64_MAX, settled);
  }
  settled.run();
}

LayoutServer::Options LayoutServer::getOptions() const {
  return impl->getOptions();
}

void LayoutServer::setOptions(const Options &options) {
  bool rebuildAll;
  {
    std::lock_guard<std::mutex> lock(impl->optionsMutex);
    rebuildAll = options.policy != impl->options.policy ||
                 options.memrefModel != impl->options.memrefModel ||
                 options.layoutFile != impl->options.layoutFile;
    bool synchronous = impl->options.synchronous;
    impl->options = options;
    impl->options.synchronous = synchronous;
  }
  if (!rebuildAll)
    return;
  impl->rebuildAll();
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
  std::shared_ptr<OpenDocument> doc;
  {
    std::lock_guard<std::mutex> lock(impl->filesMutex);
    std::shared_ptr<OpenDocument> &slot = impl->files[uri.uri()];
    if (!slot)
      slot = std::make_shared<OpenDocument>(uri, &impl->snapshotReleaser);
    doc = slot;
  }
  SettledWaiters settled;
  settled.whyNot = "the document was opened again with new text";
  doc->reset(std::move(text), version, settled);
  doc->getParsedVersions().clear();
  impl->scheduleRebuild(doc, /*opened=*/true);
  settled.run();
  impl->runSynchronousRebuilds();
}

llvm::LogicalResult LayoutServer::changeDocument(
    const lsp::URIForFile &uri,
    llvm::ArrayRef<lsp::TextDocumentContentChangeEvent> changes,
    int64_t version) {
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return llvm::failure();
  SettledWaiters settled;
  settled.whyNot = "the document changed before this version was analysed";
  if (failed(doc->applyChanges(changes, version, settled)))
    return llvm::failure();
  impl->scheduleRebuild(doc);
  settled.run();
  impl->runSynchronousRebuilds();
  return llvm::success();
}

void LayoutServer::layoutFilesChanged() {
  impl->layoutFiles.clear();
  impl->rebuildAll();
}

void LayoutServer::closeDocument(const lsp::URIForFile &uri) {
  std::shared_ptr<OpenDocument> doc;
  {
    std::lock_guard<std::mutex> lock(impl->filesMutex);
    auto it = impl->files.find(uri.uri());
    if (it != impl->files.end()) {
      doc = std::move(it->second);
      impl->files.erase(it);
    }
  }
  impl->scheduler.cancel(uri.uri().str());
  if (doc)
    impl->memoryReturn.noteClosed();
  SettledWaiters settled;
  settled.whyNot = "the document was closed";
  LayoutPublishDiagnosticsParams clear{uri, std::nullopt, {}};
  if (doc)
    doc->closeAndClear(settled, [&] { impl->publishUnlessStopped(clear); });
  else
    impl->publishUnlessStopped(clear);
  settled.run();
}

std::optional<std::string> LayoutServer::getDraft(const lsp::URIForFile &uri) {
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return std::nullopt;
  return doc->getDraft().first;
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

namespace {
/// How a position-based request went.
enum class Outcome {
  /// Replied.
  Answered,
  /// Nothing to say there (the reply is empty).
  Nothing,
  /// The text there changed: the rebuild must answer.
  Changed,
};

/// Answers at client position `pos` of `view`: `fromSnapshot(place)` in
/// untouched text (it checks that its answer survives the edits),
/// `fromDraft(layout, range)` for a type written in changed text.
/// Returns false to wait for the rebuild (only when `mayWait`), true once
/// `reply` ran: with `fromX`'s answer or an empty one.
template <typename SnapshotFnT, typename DraftFnT, typename EmptyFnT>
bool answerAt(const SnapshotView &view, const lsp::Position &pos, bool mayWait,
              SnapshotFnT fromSnapshot, DraftFnT fromDraft,
              EmptyFnT replyEmpty) {
  bool pending = mayWait && view.isRebuildPending();
  auto giveUp = [&] {
    if (pending)
      return false;
    replyEmpty();
    return true;
  };
  // Nothing parsed yet, or the newest text does not parse but its rebuild
  // may: wait.
  if (!view.getSnapshot() || (view.getChangesAgo() && pending))
    return giveUp();
  std::optional<size_t> offset = view.toDraftOffset(pos);
  if (!offset)
    return giveUp();
  if (std::optional<SnapshotView::Place> place = view.locate(*offset)) {
    Outcome outcome = fromSnapshot(*place);
    if (outcome == Outcome::Answered)
      return true;
    if (outcome == Outcome::Nothing || view.isCurrent()) {
      replyEmpty();
      return true;
    }
  }
  // In changed text. The last version that parsed cannot place it.
  if (view.getChangesAgo())
    return giveUp();
  if (auto edit = view.locateEdit(*offset)) {
    const SnapshotView::Place &place = edit->first;
    if (std::optional<DraftLayout> layout =
            getLayoutInDraft(place.chunk->getDocument(), edit->second,
                             view.getDraftText(), *offset, place.hunks)) {
      fromDraft(layout->result, view.toClientRange(layout->begin, layout->end));
      return true;
    }
  }
  return giveUp();
}

/// The error of a request whose text changed before it could be answered.
llvm::Error contentModified(llvm::StringRef what, llvm::StringRef whyNot) {
  return llvm::make_error<lsp::LSPError>((what + ": " + whyNot).str(),
                                         lsp::ErrorCode::ContentModified);
}

/// The byte offset of `loc` in the chunk, as the edits count it.
size_t offsetIn(const SnapshotView::Place &place, llvm::SMLoc loc) {
  return place.chunk->getDocument().getOffset(loc);
}

/// True when an edit touches the place itself.
bool isNextToEdit(const SnapshotView::Place &place) {
  size_t at = offsetIn(place, place.loc);
  return llvm::any_of(place.hunks, [&](const EditHunk &h) {
    return h.oldStart <= at && at <= h.oldEnd();
  });
}
} // namespace

void LayoutServer::findHover(const lsp::URIForFile &uri,
                             const lsp::Position &pos,
                             ReplyFn<std::optional<lsp::Hover>> reply) {
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return reply(std::nullopt);
  Options options = getOptions();
  RenderOptions render{options.numberFormat, options.markdown,
                       options.cacheLineSize, options.compactHover};
  auto shared =
      std::make_shared<ReplyFn<std::optional<lsp::Hover>>>(std::move(reply));
  auto answer = [shared, uri, pos, render](const SnapshotView &view,
                                           bool mayWait) {
    auto fromSnapshot = [&](const SnapshotView::Place &place) {
      LayoutDocument &document = place.chunk->getDocument();
      std::optional<HoverInfo> info =
          getHover(document, place.chunk->getLLVMLayouts(), place.loc);
      if (!info)
        return isNextToEdit(place) ? Outcome::Changed : Outcome::Nothing;
      if (!hoverSurvives(document, place.loc, *info, place.hunks,
                         view.getTrust()))
        return Outcome::Changed;
      std::optional<lsp::Range> range =
          view.toClientRange(*place.chunk, info->range);
      if (!range)
        return Outcome::Changed;
      info->fromParsedChangesAgo = view.getChangesAgo();
      (*shared)(toHover(*range, *info, render, uri));
      return Outcome::Answered;
    };
    auto fromDraft = [&](const LayoutResult &result, lsp::Range range) {
      HoverInfo info{llvm::SMRange(), result, std::nullopt, std::nullopt};
      (*shared)(toHover(range, info, render, uri));
    };
    return answerAt(view, pos, mayWait, fromSnapshot, fromDraft,
                    [&] { (*shared)(std::nullopt); });
  };
  impl->answerForDraft(doc, "findHover", answer,
                       [shared](llvm::StringRef whyNot) {
                         (*shared)(contentModified("no hover", whyNot));
                       });
}

void LayoutServer::explainAt(const lsp::URIForFile &uri,
                             const lsp::Position &pos,
                             ReplyFn<std::optional<ExplainResult>> reply,
                             bool table) {
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return reply(std::nullopt);
  auto shared =
      std::make_shared<ReplyFn<std::optional<ExplainResult>>>(std::move(reply));
  Options options = getOptions();
  uint64_t cacheLineSize = options.cacheLineSize;
  NumberFormat format = options.numberFormat;
  auto explain = [uri, cacheLineSize, format,
                  table](const LayoutResult &result, lsp::Range range,
                         std::optional<unsigned> changesAgo = std::nullopt) {
    ExplainResult answer;
    if (table) {
      answer = toLayoutTableExplanation(result, range, cacheLineSize, format);
    } else {
      answer = ExplainResult{"type", result.type, result.scope, "", range};
      llvm::raw_string_ostream os(answer.text);
      printExplanation(os, result, uri.file(), cacheLineSize);
    }
    if (changesAgo)
      answer.text += renderParsedVersionNote(
                         *changesAgo, RenderOptions{NumberFormat::Decimal,
                                                    /*markdown=*/false}) +
                     "\n";
    return answer;
  };
  auto answer = [shared, pos, explain](const SnapshotView &view, bool mayWait) {
    auto fromSnapshot = [&](const SnapshotView::Place &place) {
      LayoutDocument &document = place.chunk->getDocument();
      std::optional<LayoutAt> at = getLayoutAt(document, place.loc);
      if (!at)
        return isNextToEdit(place) ? Outcome::Changed : Outcome::Nothing;
      HoverInfo info{at->range, at->result, std::nullopt, std::nullopt};
      if (!hoverSurvives(document, place.loc, info, place.hunks,
                         view.getTrust()))
        return Outcome::Changed;
      std::optional<lsp::Range> range =
          view.toClientRange(*place.chunk, at->range);
      if (!range)
        return Outcome::Changed;
      (*shared)(explain(at->result, *range, view.getChangesAgo()));
      return Outcome::Answered;
    };
    auto fromDraft = [&](const LayoutResult &result, lsp::Range range) {
      (*shared)(explain(result, range));
    };
    return answerAt(view, pos, mayWait, fromSnapshot, fromDraft,
                    [&] { (*shared)(std::nullopt); });
  };
  impl->answerForDraft(doc, "explainAt", answer,
                       [shared](llvm::StringRef whyNot) {
                         (*shared)(contentModified("no explanation", whyNot));
                       });
}

//===----------------------------------------------------------------------===//
// Code actions
//===----------------------------------------------------------------------===//

namespace {
/// A code action request travelling to the thread that answers it.
struct CodeActionJob {
  lsp::URIForFile uri;
  lsp::Range range;
  std::vector<llvm::json::Value> diagnostics;
  std::vector<std::string> only;
  LayoutServer::CodeActionsFn reply;
};
} // namespace

/// The actions of `job` on `snapshot` of `doc`, converted; the caller holds
/// the document's request lock. Adds the verifications run to
/// `verifications`.
static std::vector<LayoutCodeAction>
computeCodeActions(OpenDocument &doc,
                   const std::shared_ptr<const Snapshot> &snapshot,
                   const CodeActionJob &job, bool versionedEdits,
                   std::atomic<unsigned> &verifications) {
  std::vector<LayoutCodeAction> actions;
  auto located = snapshot->locate(job.range.start);
  if (!located)
    return actions;
  auto [chunk, loc] = *located;
  size_t chunkIndex = chunk - snapshot->chunks.data();
  CodeActionRequest request;
  request.at = loc;
  request.end = Snapshot::toBufferRange(*chunk, job.range).End;
  request.quickFixes = isKindAllowed(job.only, lsp::CodeAction::kQuickFix) &&
                       !job.diagnostics.empty();
  request.rewrites = isKindAllowed(job.only, kRefactorRewrite);
  // The issues behind the client's diagnostics, matched by range and
  // code, each with the diagnostic that named it.
  std::map<size_t, const llvm::json::Value *> named;
  if (request.quickFixes) {
    for (const llvm::json::Value &value : job.diagnostics) {
      const llvm::json::Object *diag = value.getAsObject();
      std::optional<llvm::StringRef> code =
          diag ? diag->getString("code") : std::nullopt;
      lsp::Range range;
      llvm::json::Path::Root root;
      if (!code || !diag->get("range") ||
          !lsp::fromJSON(*diag->get("range"), range, root))
        continue;
      for (size_t issue : findIssues(chunk->analysis, *code,
                                     Snapshot::toBufferRange(*chunk, range))) {
        request.issues.push_back(issue);
        named.emplace(issue, &value);
      }
    }
  }
  std::optional<int64_t> version;
  if (versionedEdits)
    version = snapshot->version;
  FixCache &fixes = doc.getFixCache(snapshot, chunkIndex);
  unsigned verifiedBefore = fixes.getVerificationCount();
  std::vector<ActionInfo> infos =
      getCodeActions(chunk->analysis, request, fixes);
  verifications += fixes.getVerificationCount() - verifiedBefore;
  for (const ActionInfo &action : infos) {
    LayoutCodeAction converted = toCodeAction(*chunk, action, job.uri, version);
    for (size_t issue : action.issues)
      converted.diagnostics.push_back(*named.at(issue));
    actions.push_back(std::move(converted));
  }
  return actions;
}

void LayoutServer::getCodeActions(const lsp::URIForFile &uri,
                                  const lsp::Range &range,
                                  std::vector<llvm::json::Value> diagnostics,
                                  llvm::ArrayRef<std::string> only,
                                  CodeActionsFn reply) {
  {
    // No rebuild comes after shutdown: nothing to wait for.
    std::lock_guard<std::mutex> lock(impl->stopMutex);
    if (impl->stopped)
      return reply(llvm::make_error<lsp::LSPError>(
          "no code actions: the server is shutting down",
          lsp::ErrorCode::ContentModified));
  }
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return reply(std::vector<LayoutCodeAction>());
  auto job = std::make_shared<CodeActionJob>(CodeActionJob{
      uri, range, std::move(diagnostics),
      std::vector<std::string>(only.begin(), only.end()), std::move(reply)});
  Options options = getOptions();
  auto answer = [this, doc, job, versionedEdits = options.versionedEdits](
                    std::shared_ptr<const Snapshot> snapshot) {
    std::vector<LayoutCodeAction> actions;
    impl->guardRequest(*doc, "getCodeActions", [&] {
      impl->hook("code-action", job->uri);
      actions = computeCodeActions(*doc, snapshot, *job, versionedEdits,
                                   impl->verifications);
    });
    job->reply(std::move(actions));
  };
  impl->onCurrentSnapshot(doc, answer, [job](llvm::StringRef whyNot) {
    job->reply(llvm::make_error<lsp::LSPError>(
        ("no code actions: " + whyNot).str(), lsp::ErrorCode::ContentModified));
  });
}

void LayoutServer::Impl::onCurrentSnapshot(
    const std::shared_ptr<OpenDocument> &doc,
    std::function<void(std::shared_ptr<const Snapshot>)> answer,
    std::function<void(llvm::StringRef whyNot)> refuse) {
  SnapshotFn onSnapshot =
      [this, answer, refuse, synchronous = getOptions().synchronous](
          std::shared_ptr<const Snapshot> snapshot, llvm::StringRef whyNot) {
        if (!snapshot)
          return refuse(whyNot);
        // Off the message thread (and off the rebuild workers), so other
        // documents are answered meanwhile.
        if (synchronous)
          return answer(std::move(snapshot));
        ++requestsInFlight;
        requestPool.async([this, answer, snapshot = std::move(snapshot)] {
          answer(snapshot);
          --requestsInFlight;
        });
      };
  if (std::shared_ptr<const Snapshot> current =
          doc->getCurrentOrWait(onSnapshot))
    onSnapshot(std::move(current), "");
}

//===----------------------------------------------------------------------===//
// Code lenses and what a spec decides
//===----------------------------------------------------------------------===//

void LayoutServer::getCodeLenses(const lsp::URIForFile &uri,
                                 ReplyFn<std::vector<LayoutCodeLens>> reply) {
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!getOptions().codeLens || !doc)
    return reply(std::vector<LayoutCodeLens>());
  auto shared =
      std::make_shared<ReplyFn<std::vector<LayoutCodeLens>>>(std::move(reply));
  auto answer = [this, doc, uri,
                 shared](std::shared_ptr<const Snapshot> snapshot) {
    std::vector<LayoutCodeLens> lenses;
    impl->guardRequest(*doc, "getCodeLenses", [&] {
      for (const Chunk &chunk : snapshot->chunks)
        if (chunk.getDocument().canAnswer())
          for (const SpecImpact &impact : getSpecImpacts(chunk.getDocument()))
            lenses.push_back(toCodeLens(chunk, impact, uri));
    });
    (*shared)(std::move(lenses));
  };
  impl->onCurrentSnapshot(doc, answer, [shared](llvm::StringRef whyNot) {
    (*shared)(contentModified("no code lenses", whyNot));
  });
}

void LayoutServer::explainSpecAt(const lsp::URIForFile &uri,
                                 const lsp::Position &pos,
                                 ReplyFn<std::optional<ExplainResult>> reply) {
  NumberFormat format = getOptions().numberFormat;
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return reply(std::nullopt);
  auto shared =
      std::make_shared<ReplyFn<std::optional<ExplainResult>>>(std::move(reply));
  auto answer = [this, doc, pos, format,
                 shared](std::shared_ptr<const Snapshot> snapshot) {
    std::optional<ExplainResult> result;
    impl->guardRequest(*doc, "explainSpecAt", [&] {
      auto located = snapshot->locate(pos);
      if (!located || !located->first->getDocument().canAnswer())
        return;
      if (std::optional<SpecImpact> impact =
              getSpecImpactAt(located->first->getDocument(), located->second))
        result = toSpecExplanation(*located->first, *impact, format);
    });
    (*shared)(std::move(result));
  };
  impl->onCurrentSnapshot(doc, answer, [shared](llvm::StringRef whyNot) {
    (*shared)(contentModified("no explanation", whyNot));
  });
}

//===----------------------------------------------------------------------===//
// What changed
//===----------------------------------------------------------------------===//

/// "version 5" of a document.
static std::string versionName(int64_t version) {
  return "version " + std::to_string(version);
}

/// The documents of `snapshot`'s chunks.
static std::vector<LayoutDocument *> documentsOf(const Snapshot &snapshot) {
  std::vector<LayoutDocument *> docs;
  for (const Chunk &chunk : snapshot.chunks)
    docs.push_back(&chunk.getDocument());
  return docs;
}

/// Compares the two versions of `pair` (both recorded); `newest` is the
/// installed snapshot of the newer one, if still at hand. The caller holds
/// the document's request lock.
static LayoutChangesResult
compareVersions(const ParsedVersions::Pair &pair,
                const std::shared_ptr<const Snapshot> &newest,
                const lsp::URIForFile &uri, const DocumentOptions &options) {
  LayoutChangesResult result;
  result.oldVersion = pair.previous->version;
  result.newVersion = pair.newest->version;
  std::string oldName = versionName(pair.previous->version),
              newName = versionName(pair.newest->version);
  size_t oldChunks = pair.previous->inputs.size(),
         newChunks = pair.newest->inputs.size();
  if (oldChunks != newChunks) {
    result.summary = result.text =
        describeChunkMismatch(oldChunks, newChunks, oldName, newName);
    return result;
  }
  LayoutDiff diff;
  // Same inputs: the same layouts (LayoutDiff.h), no parse needed.
  if (pair.previous->inputs != pair.newest->inputs) {
    std::shared_ptr<const Snapshot> before =
        Snapshot::build(uri.file(), pair.previous->text, pair.previous->version,
                        CompatibilityPolicy::Off, options, {}, /*check=*/false);
    std::shared_ptr<const Snapshot> after =
        newest && newest->version == pair.newest->version
            ? newest
            : Snapshot::build(uri.file(), pair.newest->text,
                              pair.newest->version, CompatibilityPolicy::Off,
                              options, {}, /*check=*/false);
    if (before->countUnparsed() || after->countUnparsed()) {
      result.summary = result.text = "not compared: a version no longer parses";
      return result;
    }
    diff = *diffChunks(documentsOf(*before), documentsOf(*after));
  }
  result.compared = true;
  llvm::raw_string_ostream os(result.text);
  printDiff(os, diff, oldName, newName);
  result.summary = llvm::StringRef(result.text).split('\n').first.str();
  nlohmann::json json = toDiffJson(diff, oldName, newName);
  llvm::Expected<llvm::json::Value> changes =
      llvm::json::parse(json["changes"].dump());
  if (changes)
    result.changes = std::move(*changes);
  else
    llvm::consumeError(changes.takeError());
  return result;
}

void LayoutServer::getLayoutChanges(const lsp::URIForFile &uri,
                                    ReplyFn<LayoutChangesResult> reply) {
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return reply(llvm::make_error<lsp::LSPError>(
        "no layout changes: the document is not open",
        lsp::ErrorCode::InvalidParams));
  auto shared =
      std::make_shared<ReplyFn<LayoutChangesResult>>(std::move(reply));
  auto answer = [this, doc, uri,
                 shared](std::shared_ptr<const Snapshot> snapshot) {
    ParsedVersions &versions = doc->getParsedVersions();
    ParsedVersions::Pair pair = versions.get();
    LayoutChangesResult result;
    if (!pair.previous || !pair.newest) {
      if (pair.newest)
        result.newVersion = pair.newest->version;
      result.summary = result.text = describeNoEarlierVersion(
          versionName(pair.newest ? pair.newest->version : snapshot->version));
      return (*shared)(std::move(result));
    }
    if (std::optional<LayoutChangesResult> kept = versions.getAnswer(pair))
      return (*shared)(std::move(*kept));
    DocumentOptions options;
    if (!snapshot->chunks.empty())
      options = snapshot->chunks.front().getDocument().getOptions();
    bool done = false;
    impl->guardRequest(*doc, "getLayoutChanges", [&] {
      result = compareVersions(pair, doc->getView().parsed, uri, options);
      done = true;
    });
    if (!done)
      return (*shared)(
          contentModified("no layout changes", "the comparison crashed"));
    versions.keepAnswer(pair, result);
    (*shared)(std::move(result));
  };
  impl->onCurrentSnapshot(doc, answer, [shared](llvm::StringRef whyNot) {
    (*shared)(contentModified("no layout changes", whyNot));
  });
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
  if (std::shared_ptr<OpenDocument> doc = impl->lookup(uri)) {
    DocumentView view = doc->getView();
    std::shared_ptr<const Snapshot> snapshot =
        view.parsed ? view.parsed : view.snapshot;
    const EditMap &edits = view.parsed ? view.sinceParsed : view.sinceSnapshot;
    std::optional<size_t> old = snapshot ? edits.toOld(*offset) : std::nullopt;
    const Chunk *chunk = old ? snapshot->chunkAtOffset(*old) : nullptr;
    std::optional<size_t> start =
        chunk ? edits.toNew(chunk->firstOffset) : std::nullopt;
    if (chunk && start)
      impl->guardRequest(*doc, "getCompletions", [&] {
        CompletionContext context;
        context.doc = &chunk->getDocument();
        context.docStart = *start;
        complete(context);
        answered = true;
      });
  }
  if (!answered) {
    list.items.clear(); // a request that crashed may have added some
    complete({});
  }
  return list;
}

std::vector<lsp::InlayHint>
LayoutServer::getInlayHints(const lsp::URIForFile &uri,
                            const lsp::Range &range) {
  std::vector<lsp::InlayHint> hints;
  Options options = getOptions();
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if ((!options.inlayHints && !options.paddingHints) || !doc)
    return hints;
  SnapshotView view(doc->getView());
  bool withheld = !view.getSnapshot() || view.isRebuildPending();
  // Labels name no lines: hints map across moved lines.
  if (view.getSnapshot())
    impl->guardRequest(*doc, "getInlayHints", [&] {
      std::optional<size_t> begin = view.toDraftOffset(range.start);
      // A range past the end asks up to the end.
      size_t end =
          view.toDraftOffset(range.end).value_or(view.getDraftText().size());
      if (!begin)
        return;
      for (const Chunk &chunk : view.getSnapshot()->chunks) {
        LayoutDocument &document = chunk.getDocument();
        // The snapshot's text of the range, widened over changed text; the
        // hints found there are kept if they land in the range.
        llvm::SMRange asked = view.toBufferSpan(chunk, *begin, end);
        std::vector<EditHunk> hunks = view.hunksFor(chunk);
        std::vector<InlayHintInfo> found;
        if (options.inlayHints)
          found = mlir::layout::getInlayHints(document, asked);
        if (options.paddingHints) {
          llvm::append_range(found, getPaddingHints(document, asked));
          llvm::stable_sort(
              found, [](const InlayHintInfo &a, const InlayHintInfo &b) {
                return a.position.getPointer() < b.position.getPointer();
              });
        }
        for (const InlayHintInfo &hint : found) {
          std::optional<lsp::Range> at =
              view.toClientRange(chunk, {hint.position, hint.position});
          if (!at || !hintSurvives(document, hint, hunks, view.getTrust())) {
            withheld = true;
            continue;
          }
          std::optional<size_t> offset = view.toDraftOffset(at->start);
          if (!offset || *offset < *begin || *offset > end)
            continue;
          lsp::InlayHint converted =
              toInlayHint(chunk, hint, options.numberFormat);
          converted.position = at->start;
          hints.push_back(std::move(converted));
        }
      }
    });
  // The client asks again once the rebuild lands.
  if (withheld)
    doc->setHintsWithheld();
  return hints;
}

void LayoutServer::getDocumentSymbols(
    const lsp::URIForFile &uri,
    ReplyFn<std::vector<lsp::DocumentSymbol>> reply) {
  std::shared_ptr<OpenDocument> doc = impl->lookup(uri);
  if (!doc)
    return reply(std::vector<lsp::DocumentSymbol>());
  auto shared = std::make_shared<ReplyFn<std::vector<lsp::DocumentSymbol>>>(
      std::move(reply));
  auto answer = [shared](const SnapshotView &view, bool mayWait) {
    bool pending = mayWait && view.isRebuildPending();
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
  impl->answerForDraft(doc, "getDocumentSymbols", answer,
                       [shared](llvm::StringRef whyNot) {
                         (*shared)(contentModified("no symbols", whyNot));
                       });
}
