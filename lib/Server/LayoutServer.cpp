//===- LayoutServer.cpp - Open documents, scheduling, features ------------===//

#include "mlir-layout/Server/LayoutServer.h"

#include "mlir-layout/Features/CodeActions.h"
#include "mlir-layout/Features/DocumentSymbols.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Features/InlayHints.h"
#include "mlir-layout/Features/LayoutFileCache.h"
#include "mlir-layout/Render/TextRender.h"
#include "mlir-layout/Server/Convert.h"
#include "mlir-layout/Server/OpenDocument.h"
#include "mlir-layout/Server/RebuildScheduler.h"
#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/ThreadPool.h"

#include <atomic>
#include <mutex>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

struct LayoutServer::Impl {
  Impl(const Options &options, PublishFn publish)
      : options(options), publish(std::move(publish)),
        testHook(options.testHook),
        scheduler(options.synchronous ? std::chrono::milliseconds(0)
                                      : options.debounce,
                  options.synchronous ? 0 : options.rebuildWorkers,
                  RebuildScheduler::Clock::now, options.maxDelay),
        requestPool(
            llvm::hardware_concurrency(std::max(1u, options.rebuildWorkers))) {}

  /// The open document of `uri`, or null.
  std::shared_ptr<OpenDocument> lookup(const lsp::URIForFile &uri);
  /// The current options.
  Options getOptions();
  /// Schedules (or, synchronously, queues for runDueJobs) a rebuild of the
  /// document's draft.
  void scheduleRebuild(const std::shared_ptr<OpenDocument> &doc);
  /// Runs queued rebuilds at once in synchronous mode.
  void runSynchronousRebuilds();
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
  /// Runs a request on `doc`'s snapshots under its request lock and the
  /// crash guard; a crash drops the snapshot and rebuilds it.
  void guardRequest(OpenDocument &doc, llvm::StringRef request,
                    llvm::function_ref<void()> fn);
  /// Runs `fn` with the newest snapshot of `uri` under guardRequest;
  /// returns false when there is none (or the request crashed).
  bool withSnapshot(const lsp::URIForFile &uri, llvm::StringRef request,
                    llvm::function_ref<void(const Snapshot &)> fn);
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
  /// Guards `files` (not the documents: each has its own locks).
  std::mutex filesMutex;
  llvm::StringMap<std::shared_ptr<OpenDocument>> files;
  LayoutFileCache layoutFiles;
  RebuildScheduler scheduler;
  /// Runs code actions off the message thread.
  llvm::StdThreadPool requestPool;
  /// Requests queued on or running in `requestPool`.
  std::atomic<unsigned> requestsInFlight{0};
  /// Verifications run by code actions (FixCache).
  std::atomic<unsigned> verifications{0};
};

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
    const std::shared_ptr<OpenDocument> &doc) {
  auto job = [this, doc, draft = doc->getDraftState(),
              built = getOptions()]() mutable {
    rebuild(doc, std::move(draft), built);
  };
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

void LayoutServer::Impl::rebuild(const std::shared_ptr<OpenDocument> &doc,
                                 DraftState draft, const Options &built) {
  const lsp::URIForFile &uri = doc->getURI();
  const std::string &text = draft.text;
  int64_t version = draft.version;
  DocumentOptions documentOptions;
  documentOptions.memrefModel = built.memrefModel;
  documentOptions.layoutRules = getRulesFor(uri, built.layoutFile);
  std::shared_ptr<const Snapshot> snapshot;
  LayoutPublishDiagnosticsParams params{uri, version, {}};
  std::string what;
  bool survived = runGuarded(
      [&] {
        snapshot = Snapshot::build(uri.file(), text, version, built.policy,
                                   documentOptions);
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
  std::shared_ptr<const Snapshot> previous;
  SettledWaiters settled;
  settled.whyNot = "the document changed before this version was analysed";
  if (!doc->install(snapshot, draft.generation, previous, settled))
    return;
  hook("installed", uri);
  // Ordered with didClose and shutdown: not published once they are done.
  doc->publishIfCurrent(draft.generation, version, [&] { publish(params); });
  settled.run();
  // Freeing a large snapshot takes a while (tens of ms at 100k lines): not
  // before the diagnostics and waiting code actions are out.
  previous.reset();
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

bool LayoutServer::Impl::withSnapshot(
    const lsp::URIForFile &uri, llvm::StringRef request,
    llvm::function_ref<void(const Snapshot &)> fn) {
  std::shared_ptr<OpenDocument> doc = lookup(uri);
  std::shared_ptr<const Snapshot> snapshot = doc ? doc->getSnapshot() : nullptr;
  if (!snapshot)
    return false;
  bool ran = false;
  guardRequest(*doc, request, [&] {
    fn(*snapshot);
    ran = true;
  });
  return ran;
}

//===----------------------------------------------------------------------===//
// Lifetime and options
//===----------------------------------------------------------------------===//

LayoutServer::LayoutServer(const Options &options, PublishFn publish)
    : impl(std::make_unique<Impl>(options, std::move(publish))) {}

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
  std::vector<std::shared_ptr<OpenDocument>> docs;
  {
    std::lock_guard<std::mutex> lock(impl->filesMutex);
    for (auto &entry : impl->files)
      docs.push_back(entry.second);
  }
  for (const std::shared_ptr<OpenDocument> &doc : docs)
    impl->scheduleRebuild(doc);
  impl->runSynchronousRebuilds();
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
      slot = std::make_shared<OpenDocument>(uri);
    doc = slot;
  }
  SettledWaiters settled;
  settled.whyNot = "the document was opened again with new text";
  doc->reset(std::move(text), version, settled);
  impl->scheduleRebuild(doc);
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
  std::vector<std::shared_ptr<OpenDocument>> docs;
  {
    std::lock_guard<std::mutex> lock(impl->filesMutex);
    for (auto &entry : impl->files)
      docs.push_back(entry.second);
  }
  for (const std::shared_ptr<OpenDocument> &doc : docs)
    impl->scheduleRebuild(doc);
  impl->runSynchronousRebuilds();
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

std::optional<lsp::Hover> LayoutServer::findHover(const lsp::URIForFile &uri,
                                                  const lsp::Position &pos) {
  Options options = getOptions();
  RenderOptions render{options.numberFormat, options.markdown};
  std::optional<lsp::Hover> result;
  impl->withSnapshot(uri, "findHover", [&](const Snapshot &snapshot) {
    auto located = snapshot.locate(pos);
    if (!located)
      return;
    auto [chunk, loc] = *located;
    if (std::optional<HoverInfo> info = getHover(chunk->getDocument(), loc))
      result = toHover(*chunk, *info, render, uri);
  });
  return result;
}

std::optional<ExplainResult> LayoutServer::explainAt(const lsp::URIForFile &uri,
                                                     const lsp::Position &pos) {
  std::optional<ExplainResult> result;
  impl->withSnapshot(uri, "explainAt", [&](const Snapshot &snapshot) {
    auto located = snapshot.locate(pos);
    if (!located)
      return;
    auto [chunk, loc] = *located;
    std::optional<LayoutAt> at = getLayoutAt(chunk->getDocument(), loc);
    if (!at)
      return;
    std::string text;
    llvm::raw_string_ostream os(text);
    printExplanation(os, at->result, uri.file());
    result = ExplainResult{at->result.type, at->result.scope, std::move(text),
                           Snapshot::toRange(*chunk, at->range)};
  });
  return result;
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
  request.quickFixes = isKindAllowed(job.only, lsp::CodeAction::kQuickFix) &&
                       !job.diagnostics.empty();
  request.rewrites = isKindAllowed(job.only, kRefactorRewrite);
  // The issues behind the client's diagnostics, matched by code and
  // message, each with the diagnostic that named it.
  std::map<size_t, const llvm::json::Value *> named;
  if (request.quickFixes) {
    for (const llvm::json::Value &value : job.diagnostics) {
      const llvm::json::Object *diag = value.getAsObject();
      std::optional<llvm::StringRef> code =
          diag ? diag->getString("code") : std::nullopt;
      std::optional<llvm::StringRef> message =
          diag ? diag->getString("message") : std::nullopt;
      if (!code || !message)
        continue;
      for (size_t issue : findIssues(chunk->analysis, *code, *message)) {
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
    if (action.issue)
      converted.diagnostics = {*named.at(*action.issue)};
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
  SnapshotFn onSnapshot =
      [this, job, answer, synchronous = options.synchronous](
          std::shared_ptr<const Snapshot> snapshot, llvm::StringRef whyNot) {
        if (!snapshot)
          return job->reply(llvm::make_error<lsp::LSPError>(
              ("no code actions: " + whyNot).str(),
              lsp::ErrorCode::ContentModified));
        // Verifying fixes re-parses: off the message thread (and off the
        // rebuild workers), so other documents are answered meanwhile.
        if (synchronous)
          return answer(std::move(snapshot));
        ++impl->requestsInFlight;
        impl->requestPool.async([this, answer, snapshot = std::move(snapshot)] {
          answer(snapshot);
          --impl->requestsInFlight;
        });
      };
  if (std::shared_ptr<const Snapshot> current =
          doc->getCurrentOrWait(onSnapshot))
    onSnapshot(std::move(current), "");
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
  for (const CompletionInfo &info :
       mlir::layout::getCompletions(*draft, *offset))
    list.items.push_back(toCompletionItem(info));
  return list;
}

std::vector<lsp::InlayHint>
LayoutServer::getInlayHints(const lsp::URIForFile &uri,
                            const lsp::Range &range) {
  std::vector<lsp::InlayHint> hints;
  Options options = getOptions();
  if (!options.inlayHints)
    return hints;
  impl->withSnapshot(uri, "getInlayHints", [&](const Snapshot &snapshot) {
    for (const Chunk &chunk : snapshot.chunks)
      for (const InlayHintInfo &hint : mlir::layout::getInlayHints(
               chunk.getDocument(), Snapshot::toBufferRange(chunk, range)))
        hints.push_back(toInlayHint(chunk, hint, options.numberFormat));
  });
  return hints;
}

std::vector<lsp::DocumentSymbol>
LayoutServer::getDocumentSymbols(const lsp::URIForFile &uri) {
  std::vector<lsp::DocumentSymbol> symbols;
  impl->withSnapshot(uri, "getDocumentSymbols", [&](const Snapshot &snapshot) {
    for (const Chunk &chunk : snapshot.chunks)
      for (const SymbolInfo &symbol :
           mlir::layout::getDocumentSymbols(chunk.getDocument()))
        symbols.push_back(toDocumentSymbol(chunk, symbol));
  });
  return symbols;
}
