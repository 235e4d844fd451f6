// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocumentWorker.cpp - One open document's pipeline ------------------===//

#include "DocumentWorker.h"

#include "Convert.h"
#include "ParsedDiagnostics.h"
#include "SnapshotView.h"

#include "mlir-layout/Features/IncrementalAnalysis.h"
#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Support/CrashGuard.h"
#include "mlir-layout/Support/FreeMemory.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/Path.h"

#include <thread>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

DocumentWorker::DocumentWorker(lsp::URIForFile uri,
                               const Environment &environment)
    : env(environment), document(std::move(uri), environment.releaser) {}

//===----------------------------------------------------------------------===//
// Document changes
//===----------------------------------------------------------------------===//

void DocumentWorker::open(std::string text, int64_t version) {
  SettledWaiters settled;
  settled.whyNot = "the document was opened again with new text";
  document.reset(std::move(text), version, settled);
  document.getParsedVersions().clear();
  schedule(/*opened=*/true);
  settled.run();
  runSynchronousRebuilds();
}

llvm::LogicalResult DocumentWorker::change(
    llvm::ArrayRef<lsp::TextDocumentContentChangeEvent> changes,
    int64_t version) {
  SettledWaiters settled;
  settled.whyNot = "the document changed before this version was analysed";
  if (failed(document.applyChanges(changes, version, settled)))
    return llvm::failure();
  schedule();
  settled.run();
  runSynchronousRebuilds();
  return llvm::success();
}

void DocumentWorker::rebuild() {
  schedule();
  runSynchronousRebuilds();
}

void DocumentWorker::close(llvm::function_ref<void()> clear) {
  closed = true;
  env.scheduler->cancel(key());
  SettledWaiters settled;
  settled.whyNot = "the document was closed";
  document.closeAndClear(settled, clear);
  settled.run();
}

void DocumentWorker::stop() {
  document.stopPublishing();
  SettledWaiters settled;
  settled.whyNot = "the server is shutting down";
  document.takeWaitersUpTo(INT64_MAX, settled);
  settled.run();
}

std::string DocumentWorker::getDraft() { return document.getDraft().first; }

void DocumentWorker::schedule(bool opened) {
  auto job = [self = shared_from_this(), draft = document.getDraftState(),
              settings = env.callbacks.getSettings()] {
    self->rebuild(draft, settings);
  };
  if (opened && env.options.firstBuildAtOnce)
    env.scheduler->scheduleNow(key(), std::move(job));
  else
    env.scheduler->schedule(key(), std::move(job));
}

void DocumentWorker::runSynchronousRebuilds() {
  if (env.options.synchronous)
    env.scheduler->runDueJobs();
}

void DocumentWorker::hook(llvm::StringRef point) {
  if (env.callbacks.testHook)
    env.callbacks.testHook(point, getURI());
}

//===----------------------------------------------------------------------===//
// Rebuilds and publication
//===----------------------------------------------------------------------===//

void DocumentWorker::rebuild(const DraftState &draft,
                             const std::shared_ptr<const Settings> &settings) {
  bool published = false;
  if (env.options.incrementalAnalysis) {
    std::string what;
    if (!runGuarded(
            [&] { published = publishEditedAnalysis(draft, *settings); },
            &what))
      lsp::Logger::error("the incremental analysis of {0} crashed ({1})",
                         getURI().uri(), what);
  }
  // A document that keeps one version builds its snapshots one at a time
  // on this lane.
  if (published && env.options.asyncSnapshots && !keepsOneVersion(draft)) {
    // The diagnostics are out: the snapshot (hovers, code actions) is built
    // on another worker, so the next edit's diagnostics do not wait for it.
    env.scheduler->scheduleNow(
        key(),
        [self = shared_from_this(), draft, settings] {
          self->buildSnapshot(draft, *settings, /*published=*/true);
        },
        RebuildScheduler::Lane::Snapshot);
    return;
  }
  buildSnapshot(draft, *settings);
}

bool DocumentWorker::publishEditedAnalysis(const DraftState &draft,
                                           const Settings &built) {
  std::shared_ptr<const Snapshot> base = document.getSnapshot();
  int64_t version = draft.draft->version;
  if (!base || base->version >= version || base->chunks.size() != 1)
    return false;
  const Chunk &baseChunk = base->chunks.front();
  // The checks' problems carried over hold only under the options the
  // snapshot was checked with.
  const DocumentOptions &checkedWith = baseChunk.getDocument().getOptions();
  if (base->policy != built.policy ||
      checkedWith.memrefModel != built.memrefModel ||
      checkedWith.layoutRules !=
          env.callbacks.getRules(getURI(), built.layoutFile))
    return false;
  EditMap edits = document.getEditsBetween(base->version, version, nullptr);
  std::optional<EditedAnalysis> prepared;
  {
    // Requests fill the snapshot's caches: read it as one of them (guarded
    // inside the lock, so that a crash cannot leave it held).
    std::lock_guard<std::mutex> lock(document.getRequestMutex());
    std::string what;
    if (!runGuarded(
            [&] {
              prepared = EditedAnalysis::prepare(baseChunk.analysis, edits,
                                                 draft.draft->text);
            },
            &what)) {
      lsp::Logger::error("reading the snapshot of {0} crashed ({1})",
                         getURI().uri(), what);
      return false;
    }
  }
  if (!prepared)
    return false;
  std::optional<EditedAnalysis::Result> result =
      prepared->run(draft.draft->text);
  if (!result)
    return false;
  hook("function-parsed");
  if (!result->whole)
    return false;
  Chunk chunk;
  chunk.analysis = std::move(result->analysis);
  // Positions are those of the client's text (the parsed text blanks the
  // rest, which changes UTF-16 columns of what it blanks).
  chunk.lines = draft.draft->lines;
  LayoutPublishDiagnosticsParams params{getURI(), version, {}};
  for (const SpecIssue &issue : chunk.analysis.issues)
    params.diagnostics.push_back(toDiagnostic(chunk, issue, getURI()));
  lsp::Logger::debug("{0} version {1}: the whole set from {2} edited "
                     "function(s)",
                     getURI().uri(), version, prepared->getFunctionCount());
  document.publishIfCurrent(
      draft.generation, version, [&] { env.callbacks.publish(params); },
      printPublishDiagnostics(params));
  return true;
}

void DocumentWorker::buildSnapshot(const DraftState &draft,
                                   const Settings &built, bool published) {
  const lsp::URIForFile &uri = getURI();
  const std::string &text = draft.draft->text;
  int64_t version = draft.draft->version;
  // Shown by the client only if the rebuild runs for the threshold.
  std::optional<uint64_t> work;
  if (env.progress)
    work = env.progress->start("Analysing " +
                               llvm::sys::path::filename(uri.file()).str());
  llvm::scope_exit endWork([&] {
    if (work)
      env.progress->finish(*work);
  });
  DocumentOptions documentOptions;
  documentOptions.memrefModel = built.memrefModel;
  documentOptions.layoutRules = env.callbacks.getRules(uri, built.layoutFile);
  bool oneVersion = keepsOneVersion(draft);
  if (oneVersion)
    releaseForBuild();
  std::shared_ptr<const Snapshot> snapshot;
  LayoutPublishDiagnosticsParams params{uri, version, {}};
  auto publish = [&] { env.callbacks.publish(params); };
  std::string what;
  bool survived = runGuarded(
      [&] {
        snapshot = Snapshot::build(uri.file(), text, version, built.policy,
                                   documentOptions);
        // Nothing waits for these diagnostics: index positions before the
        // snapshot serves hovers and the next edit's analysis.
        if (published)
          for (const Chunk &chunk : snapshot->chunks)
            chunk.getDocument().buildPositionIndexes();
        for (const Chunk &chunk : snapshot->chunks)
          for (const SpecIssue &issue : chunk.analysis.issues)
            params.diagnostics.push_back(toDiagnostic(chunk, issue, uri));
      },
      &what);
  if (!survived) {
    // Dialect code crashed on this text: say so on the document and keep
    // serving it (and every other document) from the last good snapshot.
    lsp::Logger::error("analysis of {0} crashed ({1})", uri.uri(), what);
    params.diagnostics = {toAnalysisCrashedDiagnostic(what)};
    document.publishIfCurrent(draft.generation, version, publish);
    SettledWaiters settled;
    settled.whyNot = "the analysis of this version of the document crashed";
    document.takeWaitersUpTo(version, settled);
    settled.run();
    return;
  }
  {
    // Stale: the settings changed since the job was scheduled.
    std::shared_ptr<const Settings> current = env.callbacks.getSettings();
    if (current->policy != built.policy ||
        current->memrefModel != built.memrefModel)
      return;
  }
  hook("built");
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
  bool superseded = false;
  bool installed = document.install(snapshot, draft.generation, previous,
                                    settled, oneVersion, &superseded);
  if (!installed || superseded) {
    guard("publishSuperseded", [&] { publishSuperseded(*snapshot, draft); });
    if (installed) {
      // The only snapshot held: it answers through the edits since.
      hook("installed");
      settled.run();
      refreshWithheldHints(built);
    }
    return;
  }
  hook("installed");
  if (parsedVersion)
    document.getParsedVersions().record(std::move(*parsedVersion));
  // While this version broke the parse of a chunk, the last version that
  // parsed adds what still applies.
  DocumentView parsed = document.getView();
  if (parsed.parsed && parsed.parsed->version < version) {
    parsed.draft = draft.draft;
    parsed.snapshot = nullptr;
    parsed.sinceParsed = document.getEditsBetween(
        parsed.parsed->version, version, &parsed.changesSinceParsed);
    guard("addParsedDiagnostics",
          [&] { addParsedDiagnostics(parsed, *snapshot, params); });
  } else if (parsed.kept && parsed.kept->version < version &&
             snapshot->countUnparsed() != 0) {
    // The snapshot that parsed was released: its diagnostics were kept.
    unsigned changes = 0;
    EditMap since =
        document.getEditsBetween(parsed.kept->version, version, &changes);
    addKeptDiagnostics(*parsed.kept, since, changes, *draft.draft, *snapshot,
                       params);
  }
  // Ordered with didClose and shutdown: not published once they are done.
  bool differed = false;
  document.publishIfCurrent(draft.generation, version, publish,
                            printPublishDiagnostics(params), &differed);
  if (differed)
    lsp::Logger::error("the incremental analysis of {0} version {1} gave "
                       "other diagnostics than the whole analysis; the "
                       "whole analysis's were sent",
                       uri.uri(), version);
  settled.run();
  // The diagnostics are out: index positions before the first hover asks
  // (when they were out before, this finds them built).
  // Not under the request lock: the indexes are built once (a request that
  // asks first builds them, and this waits), by the project's code alone
  // from what no request changes (no dialect code runs that could crash).
  for (const Chunk &chunk : snapshot->chunks)
    chunk.getDocument().buildPositionIndexes();
  refreshWithheldHints(built);
  // Freeing a large snapshot takes a while (tens of ms at 100k lines): not
  // before the diagnostics and waiting code actions are out.
  previous.reset();
}

void DocumentWorker::refreshWithheldHints(const Settings &built) {
  if (document.takeHintsWithheld() && built.anyHints() &&
      env.callbacks.hintsChanged)
    env.callbacks.hintsChanged();
}

bool DocumentWorker::keepsOneVersion(const DraftState &draft) const {
  return draft.draft->text.size() >= env.options.oneVersionAbove;
}

void DocumentWorker::releaseForBuild() {
  DocumentView view = document.getView();
  if (!view.snapshot && !view.parsed)
    return;
  std::shared_ptr<const KeptDiagnostics> kept;
  if (view.parsed)
    guard("keepDiagnostics", [&] {
      kept = std::make_shared<const KeptDiagnostics>(
          KeptDiagnostics::capture(*view.parsed, getURI()));
    });
  std::weak_ptr<const Snapshot> released[] = {view.snapshot, view.parsed};
  view = DocumentView();
  if (!document.releaseSnapshots(std::move(kept)))
    return;
  // A read still holding one lets go when it ends: wait for that (reads
  // are short; a stuck one only delays the bound), then for the releaser's
  // thread to free them, and give the freed memory back before the build
  // takes as much again.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (llvm::any_of(released,
                      [](const std::weak_ptr<const Snapshot> &snapshot) {
                        return !snapshot.expired();
                      }) &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  if (env.releaser)
    env.releaser->drain();
  returnFreeMemoryToSystem();
  lsp::Logger::debug("{0}: the snapshots were freed before the next build "
                     "(one version kept above {1} bytes)",
                     getURI().uri(), env.options.oneVersionAbove);
}

void DocumentWorker::publishSuperseded(const Snapshot &snapshot,
                                       const DraftState &draft) {
  DraftState now = document.getDraftState();
  if (now.generation != draft.generation || !now.draft ||
      now.draft->version <= snapshot.version || snapshot.countUnparsed() != 0)
    return;
  // The snapshot's diagnostics seen from the newest text, through the
  // edits since.
  EditMap since =
      document.getEditsBetween(snapshot.version, now.draft->version, nullptr);
  const lsp::URIForFile &uri = getURI();
  LayoutPublishDiagnosticsParams params{uri, now.draft->version, {}};
  unsigned dropped = 0;
  for (const KeptDiagnostics::Entry &entry :
       KeptDiagnostics::capture(snapshot, uri).entries) {
    unsigned touchedRelated = 0;
    std::optional<LayoutDiagnostic> diag =
        entry.mapTo(since, *now.draft, uri, touchedRelated);
    if (!diag || touchedRelated) {
      ++dropped;
      continue;
    }
    params.diagnostics.push_back(std::move(*diag));
  }
  if (document.publishCarriedIfCurrent(
          draft.generation, now.draft->version,
          [&] { env.callbacks.publish(params); },
          printPublishDiagnostics(params)))
    lsp::Logger::debug("{0}: version {1}'s diagnostics sent for version {2} "
                       "(superseded; {3} left out, edited since)",
                       uri.uri(), snapshot.version, now.draft->version,
                       dropped);
}

//===----------------------------------------------------------------------===//
// Reads
//===----------------------------------------------------------------------===//

bool DocumentWorker::guard(llvm::StringRef name,
                           llvm::function_ref<void()> fn) {
  std::string what;
  bool survived;
  {
    std::lock_guard<std::mutex> requestLock(document.getRequestMutex());
    survived = runGuarded(fn, &what);
  }
  if (survived)
    return true;
  // The crashed read may have left the snapshot's MLIR context in any
  // state: forget it and rebuild from the draft.
  lsp::Logger::error("{0} on {1} crashed ({2}); the document is rebuilt", name,
                     getURI().uri(), what);
  document.dropSnapshot();
  if (!closed)
    schedule();
  return false;
}

void DocumentWorker::runRead(llvm::StringRef name, ReadMode mode, ReadFn read,
                             RefuseFn refuse) {
  if (mode == ReadMode::Current)
    return readCurrent(name.str(), std::move(read), std::move(refuse));
  bool answered = false;
  {
    SnapshotView view(document.getView());
    guard(name, [&] {
      answered =
          read(ReadInput{document, &view, nullptr, mode == ReadMode::Mapped});
    });
  }
  if (answered)
    return;
  if (mode == ReadMode::Now)
    return refuse("the request crashed");
  // Answered the moment the rebuild of the client's text lands; refused as
  // soon as that text is superseded or closed.
  SnapshotFn onSnapshot = [self = shared_from_this(), name = name.str(), read,
                           refuse](std::shared_ptr<const Snapshot> snapshot,
                                   llvm::StringRef whyNot) {
    if (!snapshot)
      return refuse(whyNot);
    bool done = false;
    SnapshotView view(self->document.getView());
    self->guard(name, [&] {
      done = read(ReadInput{self->document, &view, nullptr, false});
    });
    if (!done)
      refuse("the request crashed");
  };
  if (std::shared_ptr<const Snapshot> current =
          document.getCurrentOrWait(onSnapshot))
    onSnapshot(std::move(current), "");
}

void DocumentWorker::readCurrent(std::string name, ReadFn read,
                                 RefuseFn refuse) {
  SnapshotFn onSnapshot = [self = shared_from_this(), name, read,
                           refuse](std::shared_ptr<const Snapshot> snapshot,
                                   llvm::StringRef whyNot) {
    if (!snapshot)
      return refuse(whyNot);
    auto run = [self, name, read, refuse, snapshot] {
      bool done = false;
      self->guard(name, [&] {
        done = read(ReadInput{self->document, nullptr, snapshot, false});
      });
      if (!done)
        refuse("the request crashed");
    };
    // Off the message thread (and off the rebuild workers), so other
    // documents are answered meanwhile.
    if (self->env.options.synchronous)
      return run();
    self->env.callbacks.runRequest(std::move(run));
  };
  if (std::shared_ptr<const Snapshot> current =
          document.getCurrentOrWait(onSnapshot))
    onSnapshot(std::move(current), "");
}
