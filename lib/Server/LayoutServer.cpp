//===- LayoutServer.cpp - The features of mlir-layout-lsp -----------------===//

#include "mlir-layout/Server/LayoutServer.h"
#include "mlir-layout/Server/Convert.h"
#include "mlir-layout/Server/RebuildScheduler.h"
#include "mlir-layout/Server/Snapshot.h"

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Support/CrashGuard.h"
#include "mlir-layout/Features/EntryEffect.h"
#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/Check/SpecActions.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Render/TextRender.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"

#include "llvm/Support/LSP/Logging.h"
#include <map>

#include <mutex>

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;
namespace lsp = llvm::lsp;

namespace {
/// Receives the snapshot of the version a request was made on, or null and
/// why there will be none.
using SnapshotFn = llvm::unique_function<void(std::shared_ptr<Snapshot>,
                                              llvm::StringRef whyNot)>;

/// A request waiting for the snapshot of one version of a file.
struct Waiter {
  int64_t version;
  SnapshotFn fn;
};

/// Waiters taken out of a file, with what each gets; run outside the lock.
struct SettledWaiters {
  std::vector<Waiter> waiters;
  /// The snapshot for waiters of its version (others get null).
  std::shared_ptr<Snapshot> snapshot;
  std::string whyNot;

  /// Answers every waiter.
  void run() {
    for (Waiter &waiter : waiters) {
      bool match = snapshot && snapshot->version == waiter.version;
      waiter.fn(match ? snapshot : nullptr, match ? "" : whyNot);
    }
    waiters.clear();
  }
};

/// One open file.
struct OpenFile {
  lsp::URIForFile uri;
  /// The newest text the client sent, and its version.
  std::string draft;
  int64_t draftVersion = 0;
  /// The newest finished snapshot (may be older than the draft).
  std::shared_ptr<Snapshot> snapshot;
  /// Requests waiting for the snapshot of a version not built yet.
  std::vector<Waiter> waiting;

  /// Takes out the waiters for versions up to `version`.
  std::vector<Waiter> takeWaitersUpTo(int64_t version) {
    std::vector<Waiter> taken;
    auto firstKept = std::stable_partition(
        waiting.begin(), waiting.end(),
        [&](const Waiter &w) { return w.version <= version; });
    std::move(waiting.begin(), firstKept, std::back_inserter(taken));
    waiting.erase(waiting.begin(), firstKept);
    return taken;
  }
};
} // namespace

struct LayoutServer::Impl {
  Impl(const Options &options, PublishFn publish)
      : options(options), publish(std::move(publish)),
        scheduler(options.synchronous ? std::chrono::milliseconds(0)
                                      : options.debounce,
                  /*startWorker=*/!options.synchronous) {}

  /// Schedules (or, synchronously, runs) a rebuild of `file`'s draft.
  void scheduleRebuild(OpenFile &file);
  /// Builds and publishes a snapshot of `text` if it is still the newest.
  void rebuild(const std::string &key, lsp::URIForFile uri, std::string text,
               int64_t version, CompatibilityPolicy policy, MemRefModel model,
               const std::string &layoutFile);
  /// Runs a request under the crash guard; a crash drops the snapshot.
  void guardRequest(const lsp::URIForFile &uri, llvm::StringRef request,
                    llvm::function_ref<void()> fn);
  /// The newest snapshot of `uri`, or null.
  std::shared_ptr<Snapshot> snapshotOf(const lsp::URIForFile &uri);
  /// Calls `fn` with the snapshot of the version `uri` has now: at once if
  /// it is built, else when its rebuild is published (on that thread), or
  /// with null if it never will be. Returns false (and drops `fn`) when
  /// `uri` is not open.
  bool whenCurrent(const lsp::URIForFile &uri, SnapshotFn fn);

  /// The rules for a document at `documentPath` (cached per layout file and
  /// reloaded when it changes on disk); problems in a layout file are
  /// published as its diagnostics.
  std::shared_ptr<const LayoutRules> rulesFor(llvm::StringRef documentPath,
                                              const std::string &explicitPath);

  /// A loaded layout file.
  struct CachedRules {
    llvm::sys::TimePoint<> modified;
    uint64_t size = 0;
    std::shared_ptr<const LayoutRules> rules;
  };
  std::mutex rulesMutex;
  std::map<std::string, CachedRules> rulesCache;

  /// Serialises requests (see guardRequest); taken before `mutex`.
  std::mutex requestMutex;
  /// Guards `files`, `options` and the files' snapshots.
  std::mutex mutex;
  Options options;
  PublishFn publish;
  llvm::StringMap<OpenFile> files;
  RebuildScheduler scheduler;
};

void LayoutServer::Impl::scheduleRebuild(OpenFile &file) {
  std::string key = file.uri.uri().str();
  auto job = [this, key, uri = file.uri, text = file.draft,
              version = file.draftVersion, policy = options.policy,
              model = options.memrefModel, layoutFile = options.layoutFile] {
    rebuild(key, uri, text, version, policy, model, layoutFile);
  };
  // Callers hold `mutex`; in synchronous mode they run the job after
  // releasing it (runDueJobs), otherwise the worker does.
  scheduler.schedule(key, std::move(job));
}

void LayoutServer::Impl::rebuild(const std::string &key, lsp::URIForFile uri,
                                 std::string text, int64_t version,
                                 CompatibilityPolicy policy, MemRefModel model,
                                 const std::string &layoutFile) {
  DocumentOptions documentOptions;
  documentOptions.memrefModel = model;
  documentOptions.layoutRules = rulesFor(uri.file(), layoutFile);
  std::shared_ptr<Snapshot> snapshot;
  json::Array diagnostics;
  std::string what;
  bool survived = runGuarded(
      [&] {
        snapshot =
            Snapshot::build(uri.file(), text, version, policy, documentOptions);
        for (const Chunk &chunk : snapshot->chunks)
          for (const SpecIssue &issue : chunk.issues)
            diagnostics.push_back(toDiagnostic(chunk, issue, uri));
      },
      &what);
  if (!survived) {
    // Dialect code crashed on this text: say so on the document and keep
    // serving it (and every other document) from the last good snapshot.
    lsp::Logger::error("analysis of {0} crashed ({1})", uri.uri(), what);
    diagnostics = json::Array{json::Object{
        {"range", lsp::Range(lsp::Position(0, 0))},
        {"severity", 1},
        {"code", "analysis-crashed"},
        {"source", "mlir-layout"},
        {"message", "mlir-layout crashed while analysing this version of the "
                    "document (" +
                        what +
                        " inside MLIR); hovers come from the last version "
                        "that could be analysed"}}};
    publish(json::Object{{"uri", uri.uri()},
                         {"version", version},
                         {"diagnostics", std::move(diagnostics)}});
    SettledWaiters settled;
    settled.whyNot = "the analysis of this version of the document crashed";
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = files.find(key);
      if (it != files.end())
        settled.waiters = it->second.takeWaitersUpTo(version);
    }
    settled.run();
    return;
  }
  std::shared_ptr<Snapshot> previous;
  SettledWaiters settled;
  settled.snapshot = snapshot;
  settled.whyNot = "the document changed before this version was analysed";
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = files.find(key);
    // Stale: the file was closed or a newer version is on its way.
    if (it == files.end() || it->second.draftVersion > version ||
        options.policy != policy || options.memrefModel != model)
      return;
    previous = std::move(it->second.snapshot);
    it->second.snapshot = snapshot;
    settled.waiters = it->second.takeWaitersUpTo(version);
  }
  publish(json::Object{{"uri", uri.uri()},
                       {"version", version},
                       {"diagnostics", std::move(diagnostics)}});
  settled.run();
  // Freeing a large snapshot takes a while (tens of ms at 100k lines): not
  // while holding the lock that hovers take to find the newest snapshot,
  // and not before the diagnostics and waiting code actions are out.
  previous.reset();
}

bool LayoutServer::Impl::whenCurrent(const lsp::URIForFile &uri,
                                     SnapshotFn fn) {
  std::shared_ptr<Snapshot> current;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = files.find(uri.uri());
    if (it == files.end())
      return false;
    OpenFile &file = it->second;
    if (!file.snapshot || file.snapshot->version != file.draftVersion) {
      file.waiting.push_back(Waiter{file.draftVersion, std::move(fn)});
      return true;
    }
    current = file.snapshot;
  }
  fn(std::move(current), "");
  return true;
}

void LayoutServer::Impl::guardRequest(const lsp::URIForFile &uri,
                                      llvm::StringRef request,
                                      llvm::function_ref<void()> fn) {
  std::string what;
  bool survived;
  {
    // Requests run on the message thread and, when they waited for a
    // rebuild, on the rebuild thread: one at a time, since they share
    // snapshots (and verify fixes in their MLIR contexts).
    std::lock_guard<std::mutex> requestLock(requestMutex);
    survived = runGuarded(fn, &what);
  }
  if (survived)
    return;
  // The crashed request may have left the snapshot's MLIR context in any
  // state: forget it and rebuild from the draft.
  lsp::Logger::error("{0} on {1} crashed ({2}); the document is rebuilt",
                     request, uri.uri(), what);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = files.find(uri.uri());
  if (it == files.end())
    return;
  it->second.snapshot.reset();
  scheduleRebuild(it->second);
}

std::shared_ptr<const LayoutRules>
LayoutServer::Impl::rulesFor(llvm::StringRef documentPath,
                             const std::string &explicitPath) {
  std::optional<std::string> path =
      explicitPath.empty() ? LayoutRules::findFor(documentPath)
                           : std::optional<std::string>(explicitPath);
  if (!path)
    return nullptr;
  llvm::sys::fs::file_status status;
  bool exists = !llvm::sys::fs::status(*path, status);
  std::lock_guard<std::mutex> lock(rulesMutex);
  auto it = rulesCache.find(*path);
  if (it != rulesCache.end() && exists &&
      it->second.modified == status.getLastModificationTime() &&
      it->second.size == status.getSize())
    return it->second.rules;
  // (Re)load, and publish the file's problems (or clear them).
  std::vector<LayoutFileError> errors;
  std::shared_ptr<const LayoutRules> rules = LayoutRules::load(*path, errors);
  rulesCache[*path] = {exists ? status.getLastModificationTime()
                              : llvm::sys::TimePoint<>(),
                       exists ? status.getSize() : 0, rules};
  if (llvm::Expected<lsp::URIForFile> uri = lsp::URIForFile::fromFile(*path)) {
    json::Array diagnostics;
    for (const LayoutFileError &error : errors) {
      lsp::Position at(int(error.line) - 1, int(error.column) - 1);
      diagnostics.push_back(json::Object{{"range", lsp::Range(at, at)},
                                         {"severity", 1},
                                         {"code", "layout-file-error"},
                                         {"source", "mlir-layout"},
                                         {"message", error.message}});
    }
    publish(json::Object{{"uri", uri->uri()},
                         {"diagnostics", std::move(diagnostics)}});
  } else {
    llvm::consumeError(uri.takeError());
  }
  return rules;
}

std::shared_ptr<Snapshot>
LayoutServer::Impl::snapshotOf(const lsp::URIForFile &uri) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = files.find(uri.uri());
  return it == files.end() ? nullptr : it->second.snapshot;
}

/// Applies LSP content changes to `text`. Positions are UTF-16 code units
/// (LSP's default encoding; llvm::lsp's applyTo counts bytes instead).
static llvm::LogicalResult
applyChanges(llvm::ArrayRef<lsp::TextDocumentContentChangeEvent> changes,
             std::string &text) {
  for (const lsp::TextDocumentContentChangeEvent &change : changes) {
    if (!change.range) {
      text = change.text;
      continue;
    }
    const lsp::Range &range = *change.range;
    if (range.start.line < 0 || range.start.character < 0 ||
        range.end.line < 0 || range.end.character < 0)
      return llvm::failure();
    std::optional<size_t> begin =
        offsetOfPosition(text, range.start.line, range.start.character);
    std::optional<size_t> end =
        offsetOfPosition(text, range.end.line, range.end.character);
    if (!begin || !end || *end < *begin)
      return llvm::failure();
    text.replace(*begin, *end - *begin, change.text);
  }
  return llvm::success();
}

LayoutServer::LayoutServer(const Options &options, PublishFn publish)
    : impl(std::make_unique<Impl>(options, std::move(publish))) {}

LayoutServer::~LayoutServer() {
  // Stop rebuilds first, then answer whoever still waits for one.
  impl->scheduler.stop();
  SettledWaiters settled;
  settled.whyNot = "the server is shutting down";
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    for (auto &entry : impl->files)
      for (Waiter &waiter : entry.second.takeWaitersUpTo(INT64_MAX))
        settled.waiters.push_back(std::move(waiter));
  }
  settled.run();
}

LayoutServer::Options LayoutServer::getOptions() const {
  std::lock_guard<std::mutex> lock(impl->mutex);
  return impl->options;
}

void LayoutServer::setOptions(const Options &options) {
  bool rebuildAll;
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    rebuildAll = options.policy != impl->options.policy ||
                 options.memrefModel != impl->options.memrefModel ||
                 options.layoutFile != impl->options.layoutFile;
    bool synchronous = impl->options.synchronous;
    impl->options = options;
    impl->options.synchronous = synchronous;
    if (rebuildAll)
      for (auto &entry : impl->files)
        impl->scheduleRebuild(entry.second);
  }
  if (rebuildAll && impl->options.synchronous)
    impl->scheduler.runDueJobs();
}

void LayoutServer::openDocument(const lsp::URIForFile &uri, std::string text,
                                int64_t version) {
  SettledWaiters settled;
  settled.whyNot = "the document was opened again with new text";
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    OpenFile &file = impl->files[uri.uri()];
    file.uri = uri;
    file.draft = std::move(text);
    file.draftVersion = version;
    // A second didOpen replaces the text whatever its version: requests on
    // the old text will never be answered by a snapshot of it.
    settled.waiters = std::move(file.waiting);
    file.waiting.clear();
    impl->scheduleRebuild(file);
  }
  settled.run();
  if (impl->options.synchronous)
    impl->scheduler.runDueJobs();
}

llvm::LogicalResult LayoutServer::changeDocument(
    const lsp::URIForFile &uri,
    llvm::ArrayRef<lsp::TextDocumentContentChangeEvent> changes,
    int64_t version) {
  SettledWaiters settled;
  settled.whyNot = "the document changed before this version was analysed";
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    auto it = impl->files.find(uri.uri());
    if (it == impl->files.end())
      return llvm::failure();
    std::string text = it->second.draft;
    if (failed(applyChanges(changes, text)))
      return llvm::failure();
    it->second.draft = std::move(text);
    it->second.draftVersion = version;
    // Requests made on older text will never see their version built.
    settled.waiters = it->second.takeWaitersUpTo(version - 1);
    impl->scheduleRebuild(it->second);
  }
  settled.run();
  if (impl->options.synchronous)
    impl->scheduler.runDueJobs();
  return llvm::success();
}

void LayoutServer::layoutFilesChanged() {
  {
    std::lock_guard<std::mutex> rulesLock(impl->rulesMutex);
    impl->rulesCache.clear();
  }
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    for (auto &entry : impl->files)
      impl->scheduleRebuild(entry.second);
  }
  if (impl->options.synchronous)
    impl->scheduler.runDueJobs();
}

void LayoutServer::closeDocument(const lsp::URIForFile &uri) {
  SettledWaiters settled;
  settled.whyNot = "the document was closed";
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    auto it = impl->files.find(uri.uri());
    if (it != impl->files.end()) {
      settled.waiters = std::move(it->second.waiting);
      impl->files.erase(it);
    }
    impl->scheduler.cancel(uri.uri().str());
  }
  settled.run();
  impl->publish(
      json::Object{{"uri", uri.uri()}, {"diagnostics", json::Array{}}});
}

std::optional<std::string> LayoutServer::getDraft(const lsp::URIForFile &uri) {
  std::lock_guard<std::mutex> lock(impl->mutex);
  auto it = impl->files.find(uri.uri());
  if (it == impl->files.end())
    return std::nullopt;
  return it->second.draft;
}

unsigned LayoutServer::runPendingRebuilds() {
  return impl->scheduler.runAllJobs();
}

//===----------------------------------------------------------------------===//
// Hover
//===----------------------------------------------------------------------===//

/// A link to a 1-based line of `chunk` in `uri`, for markdown hovers.
static LinkBuilder linkBuilder(const lsp::URIForFile &uri, const Chunk &chunk) {
  (void)chunk; // source positions are file lines already
  return [uri = uri.uri().str()](const SourcePos &p) {
    if (!p.isKnown())
      return std::string();
    return uri + "#L" + std::to_string(p.line);
  };
}

std::optional<lsp::Hover> LayoutServer::findHover(const lsp::URIForFile &uri,
                                                  const lsp::Position &pos) {
  std::optional<lsp::Hover> result = std::nullopt;
  impl->guardRequest(uri, "findHover",
                     [&] { result = findHoverUnguarded(uri, pos); });
  return result;
}

std::optional<lsp::Hover>
LayoutServer::findHoverUnguarded(const lsp::URIForFile &uri,
                                 const lsp::Position &pos) {
  std::shared_ptr<Snapshot> snapshot = impl->snapshotOf(uri);
  if (!snapshot)
    return std::nullopt;
  auto located = snapshot->locate(pos);
  if (!located)
    return std::nullopt;
  auto [chunk, loc] = *located;
  Options options = getOptions();
  RenderOptions render{options.numberFormat, options.markdown};
  LayoutDocument &doc = *chunk->doc;
  lsp::Hover hover(lsp::Range{});
  hover.contents.kind =
      options.markdown ? lsp::MarkupKind::Markdown : lsp::MarkupKind::PlainText;
  // A spec entry's key or value: what the entry changes. A type inside the
  // value (e.g. `vector<2xi64>`) is still hovered as a type.
  if (std::optional<EntrySite> entry = findEntryAt(doc, loc)) {
    const EntrySource &source = entry->scope->specSource->entries[entry->index];
    bool onKey = source.key.Start.getPointer() <= loc.getPointer() &&
                 loc.getPointer() <= source.key.End.getPointer();
    if (onKey || !findTypeAt(doc, loc)) {
      EntryEffect effect = describeEntry(doc, *entry);
      hover.contents.value =
          renderEntryHover(effect, render, linkBuilder(uri, *chunk));
      hover.range = Snapshot::toRange(*chunk, source.entry);
      return hover;
    }
  }
  std::optional<TypeSite> site = findTypeAt(doc, loc);
  if (!site)
    return std::nullopt;
  const LayoutResult &result = doc.getLayout(*site->scope).query(site->type);
  hover.contents.value =
      renderTypeHover(result, render, linkBuilder(uri, *chunk));
  hover.range = Snapshot::toRange(*chunk, site->range);
  return hover;
}

json::Value LayoutServer::explainAt(const lsp::URIForFile &uri,
                                    const lsp::Position &pos) {
  json::Value result = nullptr;
  impl->guardRequest(uri, "explainAt",
                     [&] { result = explainAtUnguarded(uri, pos); });
  return result;
}

json::Value LayoutServer::explainAtUnguarded(const lsp::URIForFile &uri,
                                             const lsp::Position &pos) {
  std::shared_ptr<Snapshot> snapshot = impl->snapshotOf(uri);
  if (!snapshot)
    return nullptr;
  auto located = snapshot->locate(pos);
  if (!located)
    return nullptr;
  auto [chunk, loc] = *located;
  std::optional<TypeSite> site = findTypeAt(*chunk->doc, loc);
  if (!site)
    return nullptr;
  const LayoutResult &result =
      chunk->doc->getLayout(*site->scope).query(site->type);
  std::string text;
  llvm::raw_string_ostream os(text);
  printExplanation(os, result, uri.file());
  return json::Object{{"type", result.type},
                      {"scope", result.scope},
                      {"text", text},
                      {"range", Snapshot::toRange(*chunk, site->range)}};
}

//===----------------------------------------------------------------------===//
// Code actions
//===----------------------------------------------------------------------===//

/// True when `kind` passes the client's `only` filter.
static bool isKindAllowed(llvm::ArrayRef<std::string> only,
                          llvm::StringRef kind) {
  if (only.empty())
    return true;
  return llvm::any_of(only, [&](llvm::StringRef base) {
    return kind == base || kind.starts_with((base + ".").str());
  });
}

void LayoutServer::getCodeActions(const lsp::URIForFile &uri,
                                  const lsp::Range &range,
                                  const json::Array &diagnostics,
                                  llvm::ArrayRef<std::string> only,
                                  ReplyFn reply) {
  struct Request {
    lsp::URIForFile uri;
    lsp::Range range;
    json::Array diagnostics;
    std::vector<std::string> only;
    ReplyFn reply;
  };
  auto request = std::make_shared<Request>(Request{
      uri, range, diagnostics, {only.begin(), only.end()}, std::move(reply)});
  bool open =
      impl->whenCurrent(uri, [this, request](std::shared_ptr<Snapshot> snapshot,
                                             llvm::StringRef whyNot) {
        if (!snapshot)
          return request->reply(llvm::make_error<lsp::LSPError>(
              ("no code actions: " + whyNot).str(),
              lsp::ErrorCode::ContentModified));
        json::Value result = json::Array();
        impl->guardRequest(request->uri, "getCodeActions", [&] {
          result =
              getCodeActionsUnguarded(*snapshot, request->uri, request->range,
                                      request->diagnostics, request->only);
        });
        request->reply(std::move(result));
      });
  if (!open)
    request->reply(json::Array());
}

json::Value LayoutServer::getCodeActionsUnguarded(
    Snapshot &snapshot, const lsp::URIForFile &uri, const lsp::Range &range,
    const json::Array &diagnostics, llvm::ArrayRef<std::string> only) {
  json::Array actions;
  std::optional<int64_t> version;
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    if (impl->options.versionedEdits)
      version = snapshot.version;
  }
  auto located = snapshot.locate(range.start);
  if (!located)
    return actions;
  auto [chunk, loc] = *located;

  if (isKindAllowed(only, "quickfix") && !diagnostics.empty()) {
    // The issues behind the client's diagnostics (matched by code and
    // message); only their fixes are verified, each by a re-check.
    std::vector<std::pair<SpecIssue *, const json::Value *>> requested;
    for (const json::Value &value : diagnostics) {
      const json::Object *diag = value.getAsObject();
      if (!diag)
        continue;
      std::optional<llvm::StringRef> code = diag->getString("code");
      std::optional<llvm::StringRef> message = diag->getString("message");
      for (SpecIssue &issue : chunk->issues)
        if (code && issue.code == *code && message && issue.message == *message)
          requested.push_back({&issue, &value});
    }
    std::vector<SpecIssue *> toVerify;
    for (auto &[issue, value] : requested)
      if (!chunk->verified.count(issue))
        toVerify.push_back(issue);
    if (!toVerify.empty()) {
      // Verify against a copy of the unverified list (the baseline).
      std::vector<SpecIssue> baseline = chunk->issues;
      verifyFixesOf(*chunk->doc, snapshot.policy, baseline, toVerify);
      chunk->verified.insert(toVerify.begin(), toVerify.end());
    }
    for (auto &[issue, value] : requested)
      for (const Fix &fix : issue->fixes) {
        json::Object action =
            toCodeAction(*chunk, fix, "quickfix", uri, version);
        action["diagnostics"] = json::Array{*value};
        actions.push_back(std::move(action));
      }
  }

  LayoutDocument &doc = *chunk->doc;
  if (isKindAllowed(only, "refactor.rewrite")) {
    // Add an entry for the type at the cursor, innermost scope first.
    if (std::optional<TypeSite> site = findTypeAt(doc, loc))
      for (const LayoutScope *scope = site->scope; scope && scope->op;
           scope = scope->parent)
        if (std::optional<Fix> fix = makeAddEntryFix(doc, *scope, site->type))
          actions.push_back(
              toCodeAction(*chunk, *fix, "refactor.rewrite", uri, version));
    // Rewrite the spec under the cursor to `key = value`.
    const LayoutScope &scope = doc.findScopeAt(loc);
    if (std::optional<Fix> fix = makeKeyValueRewrite(scope))
      actions.push_back(
          toCodeAction(*chunk, *fix, "refactor.rewrite", uri, version));
  }
  return actions;
}

//===----------------------------------------------------------------------===//
// Completion
//===----------------------------------------------------------------------===//

json::Value LayoutServer::getCompletions(const lsp::URIForFile &uri,
                                         const lsp::Position &pos) {
  std::optional<std::string> draft = getDraft(uri);
  json::Array items;
  if (!draft || pos.line < 0 || pos.character < 0)
    return json::Object{{"isIncomplete", false}, {"items", std::move(items)}};
  std::optional<size_t> offset =
      offsetOfPosition(*draft, pos.line, pos.character);
  if (offset)
    for (const CompletionCandidate &c : completeInSpec(*draft, *offset))
      items.push_back(
          json::Object{{"label", c.label},
                       {"kind", c.isValue ? 12 /*Value*/ : 10 /*Property*/},
                       {"detail", c.detail},
                       {"insertText", c.snippet},
                       {"insertTextFormat", 2 /*Snippet*/}});
  return json::Object{{"isIncomplete", false}, {"items", std::move(items)}};
}

//===----------------------------------------------------------------------===//
// Inlay hints
//===----------------------------------------------------------------------===//

json::Value LayoutServer::getInlayHints(const lsp::URIForFile &uri,
                                        const lsp::Range &range) {
  json::Value result = json::Array();
  impl->guardRequest(uri, "getInlayHints",
                     [&] { result = getInlayHintsUnguarded(uri, range); });
  return result;
}

json::Value LayoutServer::getInlayHintsUnguarded(const lsp::URIForFile &uri,
                                                 const lsp::Range &range) {
  json::Array hints;
  Options options = getOptions();
  std::shared_ptr<Snapshot> snapshot = impl->snapshotOf(uri);
  if (!options.inlayHints || !snapshot)
    return hints;
  for (Chunk &chunk : snapshot->chunks) {
    llvm::StringRef text = chunk.doc->getText();
    auto clamp = [&](const lsp::Position &p) -> llvm::SMLoc {
      int line = p.line - int(chunk.firstLine);
      if (line < 0)
        return llvm::SMLoc::getFromPointer(text.data());
      std::optional<size_t> offset = chunk.lines.toOffset(line, p.character);
      return llvm::SMLoc::getFromPointer(text.data() +
                                         (offset ? *offset : text.size()));
    };
    llvm::SMRange wanted(clamp(range.start), clamp(range.end));
    for (const InlayHintSite &site : findInlayHintSites(*chunk.doc, wanted)) {
      const LayoutResult &result =
          chunk.doc->getLayout(*site.scope).query(site.type);
      if (!result.hasLayout())
        continue;
      hints.push_back(json::Object{
          {"position", Snapshot::toPosition(chunk, site.position)},
          {"label", renderInlayLabel(result, options.numberFormat)},
          {"kind", 1 /*Type*/},
          {"paddingLeft", true}});
    }
  }
  return hints;
}

//===----------------------------------------------------------------------===//
// Document symbols
//===----------------------------------------------------------------------===//

/// The symbol of `scope` in `chunk`, with nested scopes and spec entries.
static json::Object scopeSymbol(const Chunk &chunk, const LayoutScope &scope) {
  const auto *def = chunk.doc->getAsmState().getOpDef(scope.op);
  lsp::Range range =
      Snapshot::toRange(chunk, def ? def->scopeLoc : llvm::SMRange());
  lsp::Range selection =
      Snapshot::toRange(chunk, def ? def->loc : llvm::SMRange());
  json::Array children;
  if (scope.spec) {
    for (auto [index, entry] : llvm::enumerate(scope.spec.getEntries())) {
      EntryRef ref = CombinedSpec::describe({entry, &scope, unsigned(index)});
      lsp::Range entryRange =
          scope.specSource
              ? Snapshot::toRange(chunk, scope.specSource->entries[index].entry)
              : selection;
      children.push_back(json::Object{{"name", ref.key},
                                      {"detail", ref.value},
                                      {"kind", 7 /*Property*/},
                                      {"range", entryRange},
                                      {"selectionRange", entryRange}});
    }
  }
  for (const LayoutScope *child : scope.children)
    children.push_back(scopeSymbol(chunk, *child));
  size_t count = scope.spec ? scope.spec.getEntries().size() : 0;
  return json::Object{
      {"name", scope.path},
      {"detail", scope.spec ? std::to_string(count) + " data layout entr" +
                                  (count == 1 ? "y" : "ies")
                            : std::string("no data layout spec")},
      {"kind", 2 /*Module*/},
      {"range", range},
      {"selectionRange", selection},
      {"children", std::move(children)}};
}

json::Value LayoutServer::getDocumentSymbols(const lsp::URIForFile &uri) {
  json::Value result = json::Array();
  impl->guardRequest(uri, "getDocumentSymbols",
                     [&] { result = getDocumentSymbolsUnguarded(uri); });
  return result;
}

json::Value
LayoutServer::getDocumentSymbolsUnguarded(const lsp::URIForFile &uri) {
  json::Array symbols;
  std::shared_ptr<Snapshot> snapshot = impl->snapshotOf(uri);
  if (!snapshot)
    return symbols;
  for (const Chunk &chunk : snapshot->chunks)
    for (const LayoutScope *scope : chunk.doc->getScopes().getRoot().children)
      symbols.push_back(scopeSymbol(chunk, *scope));
  return symbols;
}
