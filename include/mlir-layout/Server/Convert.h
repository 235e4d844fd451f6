//===- Convert.h - Engine data to LSP JSON ----------------------*- C++ -*-===//
//
// Converts engine results to LSP objects: diagnostics (with `code`, which
// llvm::lsp::Diagnostic lacks), code actions with workspace edits, ranges.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_CONVERT_H
#define MLIR_LAYOUT_SERVER_CONVERT_H

#include "Snapshot.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Protocol.h"

namespace mlir {
namespace layout {

/// The LSP diagnostic of `issue` found in `chunk` of the file `uri`.
llvm::json::Value toDiagnostic(const Chunk &chunk, const SpecIssue &issue,
                               const llvm::lsp::URIForFile &uri);

/// A code action applying `fix` (edits in `chunk`) to `uri`. With a
/// `version`, the edit is a `documentChanges` entry naming that version of
/// the document, which the client refuses to apply to any other; without,
/// it is a plain `changes` map.
llvm::json::Object toCodeAction(const Chunk &chunk, const Fix &fix,
                                llvm::StringRef kind,
                                const llvm::lsp::URIForFile &uri,
                                std::optional<int64_t> version);

/// An LSP range as JSON.
llvm::json::Value toJson(const llvm::lsp::Range &range);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_CONVERT_H
