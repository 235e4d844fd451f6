//===- LayoutServer.h - Open documents and their features -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The facade between the protocol (LSPServer.cpp) and the features
// (Features/), as clangd's ClangdServer: the open documents, each with its
// own pipeline (DocumentWorker: rebuilds on a shared pool of workers,
// publication, guarded reads), and one method per feature that reads the
// document's snapshot through its worker, calls the feature on it and
// converts the answer (Convert.h). Decides nothing about what an answer
// contains and holds no layout rule.
//
// Requests are answered about the text the client has, never about older
// text. Position-based requests (hover, explain, hints, symbols) map their
// positions through the edits made since the snapshot was built: in
// untouched text the snapshot answers (its ranges mapped back); a type
// written in changed text is parsed from the client's text and laid out in
// the snapshot's scope there; otherwise the request waits for the rebuild
// of the client's text and is answered the moment it lands. While the
// newest text does not parse, the last snapshot that parsed answers,
// mapped, and says so. Code actions, whose edits must apply to the text
// the client has, are computed on that version's snapshot, waiting for its
// rebuild if needed, off the message thread. Requests on one document
// never wait for another's.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_LAYOUTSERVER_H
#define MLIR_LAYOUT_SERVER_LAYOUTSERVER_H

#include "PositionAnswers.h"
#include "Protocol.h"
#include "Settings.h"
#include "SlowWorkReporter.h"

#include "mlir-layout/Server/LSPServer.h"

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/Support/LSP/Protocol.h"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace mlir {
namespace layout {

/// The features of the language server over its open documents.
class LayoutServer {
public:
  /// What a server is made with.
  struct Options {
    /// How it schedules its work.
    ServerTuning tuning;
    /// The user's settings until they change (setSettings).
    Settings settings;
  };
  /// The shipped defaults, with every build seen by tests that run the
  /// rebuilds themselves (runPendingRebuilds): the snapshot after an
  /// incremental whole set is built in the same job (clangd's optsForTest).
  static Options optionsForTest();

  /// Receives `textDocument/publishDiagnostics` params; called from any
  /// thread.
  using PublishFn = std::function<void(const LayoutPublishDiagnosticsParams &)>;
  /// Receives the progress of slow rebuilds; called from any thread, never
  /// concurrently, never after shutdown().
  using ProgressFn = SlowWorkReporter::SinkFn;
  /// Called at named points with the document's URI (tests).
  using TestHookFn =
      std::function<void(llvm::StringRef point, const llvm::lsp::URIForFile &)>;

  /// What the server tells its client besides diagnostics; each may be
  /// null, and each may be called from any thread.
  struct Callbacks {
    /// Inlay hints withheld while a rebuild was pending may be asked for
    /// again (the client's `workspace/inlayHint/refresh`).
    std::function<void()> hintsChanged;
    /// Set: rebuilds that run for the tuning's progress threshold are
    /// reported.
    ProgressFn progress;
    /// Tests only: called at named points so that a test can act at an
    /// exact moment (no sleeps): "function-parsed" (a rebuild parsed the
    /// functions edited since the snapshot, their diagnostics not yet
    /// published), "built" (a rebuild's snapshot is built, not yet
    /// installed), "installed" (installed, its diagnostics not yet
    /// published), "code-action" (a code action runs, under its document's
    /// request lock).
    TestHookFn testHook;
  };

  /// Receives the code actions of a request; called exactly once, on the
  /// calling thread or on a worker.
  using CodeActionsFn = llvm::unique_function<void(
      llvm::Expected<std::vector<LayoutCodeAction>>)>;
  /// Receives an answer, or an error (`ContentModified` when the text
  /// changed before it could be given); called exactly once, on the calling
  /// thread or on a worker.
  template <typename T>
  using ReplyFn = llvm::unique_function<void(llvm::Expected<T>)>;

  /// A server that publishes through `publish`.
  LayoutServer(const Options &options, PublishFn publish,
               Callbacks callbacks = {});
  /// Stops the rebuilds, refuses what waits for one and waits for the reads
  /// running off the message thread.
  ~LayoutServer();

  /// The user's settings now (an immutable snapshot).
  std::shared_ptr<const Settings> getSettings() const;
  /// Replaces the user's settings; rebuilds every open file when the
  /// policy, the memref model or the layout file changed.
  void setSettings(Settings settings);

  //===--------------------------------------------------------------------===//
  // Document changes

  /// didOpen: records the text and schedules a build.
  void openDocument(const llvm::lsp::URIForFile &uri, std::string text,
                    int64_t version);
  /// didChange: applies incremental changes to the draft; fails (and keeps
  /// the draft) when a change does not apply.
  llvm::LogicalResult changeDocument(
      const llvm::lsp::URIForFile &uri,
      llvm::ArrayRef<llvm::lsp::TextDocumentContentChangeEvent> changes,
      int64_t version);
  /// didClose: forgets the file and clears its diagnostics; nothing
  /// computed for it is published after the clearing.
  void closeDocument(const llvm::lsp::URIForFile &uri);
  /// `shutdown`: nothing is published once this returns; pending rebuilds
  /// are dropped and requests waiting for one are refused. Idempotent.
  void shutdown();
  /// `workspace/didChangeWatchedFiles`: layout files may have changed;
  /// rereads them and rebuilds every open document.
  void layoutFilesChanged();
  /// The current draft text of a file (tests), or std::nullopt.
  std::optional<std::string> getDraft(const llvm::lsp::URIForFile &uri);

  //===--------------------------------------------------------------------===//
  // Features

  /// Hover on a type, SSA value or spec entry (Features/Hover.h), about
  /// the client's text (see the file comment): may wait for a rebuild. The
  /// protocol renders it (toHover).
  void findHover(const llvm::lsp::URIForFile &uri,
                 const llvm::lsp::Position &pos,
                 ReplyFn<std::optional<HoverAnswer>> reply);
  /// `mlirLayout/explain`: the engine's full explanation (the text of
  /// `mlir-layout explain`) of the type at `pos`, or std::nullopt; like
  /// hovers, may wait for a rebuild. With `table` (`subject: "layout"`),
  /// the layout view's table instead, in text and as data. With
  /// `dataLayout` (an LLVM data layout string, a target's), the type laid
  /// out with it in place of the spec of the file's top-level scope there
  /// (Features/TargetLayout.h).
  void explainAt(const llvm::lsp::URIForFile &uri,
                 const llvm::lsp::Position &pos,
                 ReplyFn<std::optional<ExplainResult>> reply,
                 bool table = false,
                 std::optional<std::string> dataLayout = std::nullopt);
  /// `mlirLayout/explain` with `subject: "spec"`: what the data layout
  /// spec whose `dlti.dl_spec = ...` attribute holds `pos` decides
  /// (Features/SpecImpact.h), or std::nullopt. The types it counts are used
  /// anywhere below the scope, so it is computed on the snapshot of the
  /// client's text (waiting for its rebuild), off the message thread.
  void explainSpecAt(const llvm::lsp::URIForFile &uri,
                     const llvm::lsp::Position &pos,
                     ReplyFn<std::optional<ExplainResult>> reply);
  /// Code lenses (empty unless enabled): above each spec written in the
  /// document, how many used types it decides, with the command that lists
  /// them. Computed like explainSpecAt.
  void getCodeLenses(const llvm::lsp::URIForFile &uri,
                     ReplyFn<std::vector<LayoutCodeLens>> reply);
  /// `mlirLayout/changes`: the layout changes between the last two versions
  /// of the document whose every chunk parsed (Features/LayoutDiff.h), once
  /// the client's text is built (waiting for its rebuild), off the message
  /// thread. The older text is parsed again only when what the layouts
  /// depend on differs; the last answer is kept.
  void getLayoutChanges(const llvm::lsp::URIForFile &uri,
                        ReplyFn<LayoutChangesResult> reply);
  /// Code actions (Features/CodeActions.h): verified quick-fixes of the
  /// given diagnostics (the client's, as JSON, matched by code and range)
  /// that are at `range`, as selectQuickFixes orders and merges them, then
  /// refactorings at the range start. `only` filters by kind
  /// prefix. Edits are computed on the version of the document the client
  /// has when it asks, never on older text: when the newest snapshot is
  /// older, the reply waits for that version's rebuild (other requests keep
  /// being answered meanwhile), and it is a `ContentModified` error if that
  /// version is superseded, closed or fails to analyse first. A file that is
  /// not open gets no actions. The edits name that version
  /// (`documentChanges`); the protocol unversions them for a client that
  /// takes none.
  void getCodeActions(const llvm::lsp::URIForFile &uri,
                      const llvm::lsp::Range &range,
                      std::vector<llvm::json::Value> diagnostics,
                      llvm::ArrayRef<std::string> only, CodeActionsFn reply);
  /// Completion inside `#dlti.dl_spec<...>`, on the current draft.
  llvm::lsp::CompletionList getCompletions(const llvm::lsp::URIForFile &uri,
                                           const llvm::lsp::Position &pos);
  /// Inlay hints in `range` (empty unless enabled). Never waits: hints
  /// whose text changed since the snapshot are withheld, and the client is
  /// asked to refresh when the rebuild lands.
  std::vector<LayoutInlayHint> getInlayHints(const llvm::lsp::URIForFile &uri,
                                             const llvm::lsp::Range &range);
  /// The scope tree with each scope's spec entries; waits for the first
  /// build, and for a rebuild when edits may have changed the scopes.
  void
  getDocumentSymbols(const llvm::lsp::URIForFile &uri,
                     ReplyFn<std::vector<llvm::lsp::DocumentSymbol>> reply);

  /// How many fix and refactoring verifications (each re-parsing fixed
  /// text) code actions have run so far (tests: a request that needs none
  /// adds none).
  unsigned getVerificationCount();

  /// Whether a rebuild or a request runs on another thread (after
  /// shutdown(), nothing new starts: false stays false).
  bool isBusy();

  /// Runs every pending rebuild now, due or not, on the calling thread
  /// (tests with a long debounce); returns how many ran.
  unsigned runPendingRebuilds();
  /// Waits until every request running off the message thread (code
  /// actions) has replied (tests; clangd's blockUntilIdleForTest).
  void waitForRequests();

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_LAYOUTSERVER_H
