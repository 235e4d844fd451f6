//===- Protocol.h - LSP structures llvm::lsp does not model -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The LSP 3.17 pieces mlir-layout-lsp sends that LLVM 22's `llvm::lsp`
// structs lack: a diagnostic's `code`, an inlay hint's `tooltip`,
// diagnostics published without a version (closed files, layout files),
// versioned `documentChanges` in workspace edits, code actions that carry
// the client's own diagnostics back, and the `mlirLayout/explain` reply.
// Everything else uses `llvm::lsp`'s types directly.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_PROTOCOL_H
#define MLIR_LAYOUT_SERVER_PROTOCOL_H

#include "mlir-layout/Support/FreeMemory.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Protocol.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// `llvm::lsp::Diagnostic` with the diagnostic's `code`.
struct LayoutDiagnostic : llvm::lsp::Diagnostic {
  /// The stable code (`layout-incompatible-entry`, `mlir-parse-error`).
  std::string code;
};
/// Serialises a diagnostic, `code` included.
llvm::json::Value toJSON(const LayoutDiagnostic &diagnostic);

/// `llvm::lsp::InlayHint` with the hint's `tooltip` (plain text).
struct LayoutInlayHint : llvm::lsp::InlayHint {
  using llvm::lsp::InlayHint::InlayHint;
  /// The hint's full text, and the hints its line left out; none if empty.
  std::string tooltip;
};
/// Serialises an inlay hint, `tooltip` included.
llvm::json::Value toJSON(const LayoutInlayHint &hint);

/// `textDocument/publishDiagnostics` params whose version is optional.
struct LayoutPublishDiagnosticsParams {
  /// The document.
  llvm::lsp::URIForFile uri;
  /// The version the diagnostics describe; none for closed documents and
  /// for files the client has not opened (layout files).
  std::optional<int64_t> version;
  /// The diagnostics (empty clears them).
  std::vector<LayoutDiagnostic> diagnostics;
};
/// Serialises publishDiagnostics params.
llvm::json::Value toJSON(const LayoutPublishDiagnosticsParams &params);
/// Writes `params` as toJSON does (the same text), without building a
/// json::Value tree: each json::Object of one allocates at least 64 hash
/// buckets, ~40 KiB per diagnostic with related information, which made
/// sending 2,500 diagnostics take ~0.4 s.
void writePublishDiagnostics(llvm::json::OStream &stream,
                             const LayoutPublishDiagnosticsParams &params);
/// The text of `params` as writePublishDiagnostics writes it, compact.
std::string
printPublishDiagnostics(const LayoutPublishDiagnosticsParams &params);

/// Edits of one version of one document (`TextDocumentEdit`).
struct TextDocumentEdit {
  /// The document and the version the edits apply to.
  llvm::lsp::VersionedTextDocumentIdentifier textDocument;
  /// The edits.
  std::vector<llvm::lsp::TextEdit> edits;
};
/// Serialises a TextDocumentEdit.
llvm::json::Value toJSON(const TextDocumentEdit &edit);

/// A workspace edit: either plain `changes` by URI, or versioned
/// `documentChanges` (for clients that declare
/// `workspace.workspaceEdit.documentChanges`).
struct LayoutWorkspaceEdit {
  /// Unversioned edits by URI.
  std::map<std::string, std::vector<llvm::lsp::TextEdit>> changes;
  /// Versioned edits; when set, `changes` is not sent.
  std::optional<std::vector<TextDocumentEdit>> documentChanges;
};
/// Serialises a workspace edit.
llvm::json::Value toJSON(const LayoutWorkspaceEdit &edit);
/// `edit` with its versioned `documentChanges` as plain `changes` by URI
/// (for clients that take no versioned edits).
LayoutWorkspaceEdit unversioned(LayoutWorkspaceEdit edit);

/// A code action whose `diagnostics` are the client's own, as it sent them
/// (their `code` kept).
struct LayoutCodeAction {
  /// The menu title.
  std::string title;
  /// `quickfix` or `refactor.rewrite` (llvm::lsp::CodeAction's constants).
  std::string kind;
  /// The client's diagnostics this action fixes.
  std::vector<llvm::json::Value> diagnostics;
  /// The action an editor applies by default.
  bool isPreferred = false;
  /// The edits.
  LayoutWorkspaceEdit edit;
};
/// Serialises a code action.
llvm::json::Value toJSON(const LayoutCodeAction &action);

/// The reply of `mlirLayout/explain`.
struct ExplainResult {
  /// What is explained: `type` (a type or SSA value), `layout` (the same,
  /// as the layout view's table) or `spec` (what a data layout spec
  /// decides).
  std::string subject = "type";
  /// The type as MLIR prints it (empty for a spec).
  std::string type;
  /// The path of the scope answering.
  std::string scope;
  /// The full explanation, as `mlir-layout explain` prints it (for
  /// `layout`: the table).
  std::string text;
  /// Where the type (or SSA value, or the `dlti.dl_spec` attribute) is
  /// written.
  llvm::lsp::Range range;
  /// For `layout`: the table as data (the `layout` object of `mlir-layout
  /// explain --json`); not sent when the type has no layout.
  std::optional<llvm::json::Value> layout;
};
/// Serialises an explain reply.
llvm::json::Value toJSON(const ExplainResult &result);

/// The reply of `mlirLayout/changes`: the layout changes between the last
/// two versions of a document that parsed.
struct LayoutChangesResult {
  /// The older version compared; none when no earlier version parsed.
  std::optional<int64_t> oldVersion;
  /// The newer version compared (the newest that parsed); none when no
  /// version parsed.
  std::optional<int64_t> newVersion;
  /// False when the two versions could not be compared (no earlier
  /// version, or `// -----` chunks added or removed).
  bool compared = false;
  /// One line: how many changes, or why nothing was compared.
  std::string summary;
  /// The table `mlir-layout diff` prints for the two versions.
  std::string text;
  /// One object per change, as `mlir-layout diff --json` gives them.
  llvm::json::Value changes = llvm::json::Array();
};
/// Serialises a changes reply.
llvm::json::Value toJSON(const LayoutChangesResult &result);

/// Serialises the reply of `mlirLayout/memoryUsage`: `heapInUse`,
/// `heapFree` and `residentSet` in bytes, each left out where unknown.
llvm::json::Value toJSON(const MemoryUsage &usage);

/// A code lens with its command (`textDocument/codeLens`; llvm::lsp has no
/// code lens).
struct LayoutCodeLens {
  /// The line it stands above (its range).
  llvm::lsp::Range range;
  /// The command's title, shown as the lens.
  std::string title;
  /// The command's identifier, run by the client.
  std::string command;
  /// The command's arguments.
  std::vector<llvm::json::Value> arguments;
};
/// Serialises a code lens.
llvm::json::Value toJSON(const LayoutCodeLens &lens);

/// The command of the code lens above a spec. Its one argument is the
/// `mlirLayout/explain` params (`subject: "spec"`) that list what the spec
/// decides; the client shows that answer.
constexpr llvm::StringLiteral kShowSpecImpactCommand =
    "mlirLayout.showSpecImpact";

/// Writes document symbols as the JSON array llvm::lsp's toJSON would make
/// of them (same members, same order), without building json::Values: see
/// HeldOutput.h for why.
void writeDocumentSymbols(llvm::json::OStream &stream,
                          llvm::ArrayRef<llvm::lsp::DocumentSymbol> symbols);

/// The `refactor.rewrite` code action kind (llvm::lsp has only `refactor`).
constexpr llvm::StringLiteral kRefactorRewrite = "refactor.rewrite";

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_PROTOCOL_H
