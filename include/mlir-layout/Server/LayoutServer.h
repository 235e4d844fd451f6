//===- LayoutServer.h - The features of mlir-layout-lsp ---------*- C++ -*-===//
//
// The facade between the protocol (LSPServer.cpp) and the engine: open
// files, their drafts and newest snapshots, debounced off-thread rebuilds,
// and one method per feature. Reading requests (hover, hints, symbols,
// explain) never wait for a rebuild: they are answered from the newest
// finished snapshot. Code actions, whose edits must apply to the text the
// client has, are answered on that version's snapshot, waiting for its
// rebuild off the message thread if needed. Holds no layout rule.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_LAYOUTSERVER_H
#define MLIR_LAYOUT_SERVER_LAYOUTSERVER_H

#include "mlir-layout/MemRef/MemRefModel.h"
#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/Render/HoverRender.h"

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Protocol.h"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace mlir {
namespace layout {

struct Snapshot;

/// The features of the language server.
class LayoutServer {
public:
  /// Settings (initializationOptions, workspace/didChangeConfiguration).
  struct Options {
    /// Compatibility policy of diagnostics.
    CompatibilityPolicy policy = CompatibilityPolicy::Relax;
    /// Inlay hints on (off by default).
    bool inlayHints = false;
    /// Memref value model where no spec entry selects one.
    MemRefModel memrefModel = MemRefModel::Descriptor;
    /// Layout file for types without a layout; empty: the nearest
    /// `.mlir-layout.json` above each document.
    std::string layoutFile;
    /// Number format of hovers and hints.
    NumberFormat numberFormat = NumberFormat::Decimal;
    /// Hover in markdown (else plain text), per client capability.
    bool markdown = true;
    /// The client takes versioned `documentChanges` in workspace edits
    /// (capability `workspace.workspaceEdit.documentChanges`): code actions
    /// then name the document version their edits were computed for, and
    /// the client refuses them once the document has changed.
    bool versionedEdits = false;
    /// Quiet period before a rebuild.
    std::chrono::milliseconds debounce{150};
    /// Rebuild on the calling thread at once (deterministic lit tests).
    bool synchronous = false;
  };

  /// Receives `textDocument/publishDiagnostics` params (JSON, with codes).
  using PublishFn = std::function<void(llvm::json::Value)>;
  /// Receives the answer to a request that may wait for a rebuild; called
  /// exactly once, on the calling thread or on the rebuild thread.
  using ReplyFn =
      llvm::unique_function<void(llvm::Expected<llvm::json::Value>)>;

  LayoutServer(const Options &options, PublishFn publish);
  ~LayoutServer();

  /// The current options.
  Options getOptions() const;
  /// Replaces the options; rebuilds every open file when the policy changed.
  void setOptions(const Options &options);

  /// didOpen: records the text and schedules a build.
  void openDocument(const llvm::lsp::URIForFile &uri, std::string text,
                    int64_t version);
  /// didChange: applies incremental changes to the draft; fails (and keeps
  /// the draft) when a change does not apply.
  llvm::LogicalResult changeDocument(
      const llvm::lsp::URIForFile &uri,
      llvm::ArrayRef<llvm::lsp::TextDocumentContentChangeEvent> changes,
      int64_t version);
  /// didClose: forgets the file and clears its diagnostics.
  void closeDocument(const llvm::lsp::URIForFile &uri);
  /// `workspace/didChangeWatchedFiles`: layout files may have changed;
  /// rereads them and rebuilds every open document.
  void layoutFilesChanged();
  /// The current draft text of a file (tests), or std::nullopt.
  std::optional<std::string> getDraft(const llvm::lsp::URIForFile &uri);

  /// Hover on a type, SSA value or spec entry.
  std::optional<llvm::lsp::Hover> findHover(const llvm::lsp::URIForFile &uri,
                                            const llvm::lsp::Position &pos);
  /// `mlirLayout/explain`: the engine's full explanation (the text of
  /// `mlir-layout explain`) of the type at `pos`, or null when there is none.
  llvm::json::Value explainAt(const llvm::lsp::URIForFile &uri,
                              const llvm::lsp::Position &pos);
  /// Code actions: verified quick-fixes of the given diagnostics, "add an
  /// entry" for the type at the range start, spec rewrites. `only` filters
  /// by kind prefix. Edits are computed on the version of the document the
  /// client has when it asks, never on older text: when the newest snapshot
  /// is older, the reply waits for that version's rebuild (other requests
  /// keep being answered meanwhile), and it is a `ContentModified` error if
  /// that version is superseded, closed or fails to analyse first. A file
  /// that is not open gets no actions.
  void getCodeActions(const llvm::lsp::URIForFile &uri,
                      const llvm::lsp::Range &range,
                      const llvm::json::Array &diagnostics,
                      llvm::ArrayRef<std::string> only, ReplyFn reply);
  /// Completion inside `#dlti.dl_spec<...>`, on the current draft.
  llvm::json::Value getCompletions(const llvm::lsp::URIForFile &uri,
                                   const llvm::lsp::Position &pos);
  /// Inlay hints in `range` (empty unless enabled).
  llvm::json::Value getInlayHints(const llvm::lsp::URIForFile &uri,
                                  const llvm::lsp::Range &range);
  /// The scope tree with each scope's spec entries.
  llvm::json::Value getDocumentSymbols(const llvm::lsp::URIForFile &uri);

  /// Runs every pending rebuild now, due or not, on the calling thread
  /// (tests with a long debounce); returns how many ran.
  unsigned runPendingRebuilds();

private:
  std::optional<llvm::lsp::Hover>
  findHoverUnguarded(const llvm::lsp::URIForFile &uri,
                     const llvm::lsp::Position &pos);
  llvm::json::Value explainAtUnguarded(const llvm::lsp::URIForFile &uri,
                                       const llvm::lsp::Position &pos);
  llvm::json::Value
  getCodeActionsUnguarded(Snapshot &snapshot, const llvm::lsp::URIForFile &uri,
                          const llvm::lsp::Range &range,
                          const llvm::json::Array &diagnostics,
                          llvm::ArrayRef<std::string> only);
  llvm::json::Value getInlayHintsUnguarded(const llvm::lsp::URIForFile &uri,
                                           const llvm::lsp::Range &range);
  llvm::json::Value
  getDocumentSymbolsUnguarded(const llvm::lsp::URIForFile &uri);

  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_LAYOUTSERVER_H
