//===- LayoutServer.h - The features of mlir-layout-lsp ---------*- C++ -*-===//
//
// The facade between the protocol (LSPServer.cpp) and the engine: open
// files, their drafts and newest snapshots, debounced off-thread rebuilds,
// and one method per feature. Requests never wait for a rebuild: they are
// answered from the newest finished snapshot. Holds no layout rule.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_LAYOUTSERVER_H
#define MLIR_LAYOUT_SERVER_LAYOUTSERVER_H

#include "mlir-layout/Engine/MemRefModel.h"
#include "mlir-layout/Engine/SpecIssue.h"
#include "mlir-layout/Render/HoverRender.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Protocol.h"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace mlir {
namespace layout {

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
    /// Quiet period before a rebuild.
    std::chrono::milliseconds debounce{150};
    /// Rebuild on the calling thread at once (deterministic lit tests).
    bool synchronous = false;
  };

  /// Receives `textDocument/publishDiagnostics` params (JSON, with codes).
  using PublishFn = std::function<void(llvm::json::Value)>;

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
  /// by kind prefix.
  llvm::json::Value getCodeActions(const llvm::lsp::URIForFile &uri,
                                   const llvm::lsp::Range &range,
                                   const llvm::json::Array &diagnostics,
                                   llvm::ArrayRef<std::string> only);
  /// Completion inside `#dlti.dl_spec<...>`, on the current draft.
  llvm::json::Value getCompletions(const llvm::lsp::URIForFile &uri,
                                   const llvm::lsp::Position &pos);
  /// Inlay hints in `range` (empty unless enabled).
  llvm::json::Value getInlayHints(const llvm::lsp::URIForFile &uri,
                                  const llvm::lsp::Range &range);
  /// The scope tree with each scope's spec entries.
  llvm::json::Value getDocumentSymbols(const llvm::lsp::URIForFile &uri);

  /// Runs due rebuilds now (tests with a manual scheduler).
  unsigned runPendingRebuilds();

private:
  std::optional<llvm::lsp::Hover>
  findHoverUnguarded(const llvm::lsp::URIForFile &uri,
                     const llvm::lsp::Position &pos);
  llvm::json::Value explainAtUnguarded(const llvm::lsp::URIForFile &uri,
                                       const llvm::lsp::Position &pos);
  llvm::json::Value getCodeActionsUnguarded(
      const llvm::lsp::URIForFile &uri, const llvm::lsp::Range &range,
      const llvm::json::Array &diagnostics, llvm::ArrayRef<std::string> only);
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
