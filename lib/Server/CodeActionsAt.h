//===- CodeActionsAt.h - Code actions on a snapshot -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A code action request answered on one snapshot (the client's version):
// the issues behind the client's diagnostics, matched by code and range,
// their verified quick-fixes and the refactorings at the range
// (Features/CodeActions.h), as LSP code actions whose edits name the
// snapshot's version and carry the client's diagnostics back.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_CODEACTIONSAT_H
#define MLIR_LAYOUT_SERVER_CODEACTIONSAT_H

#include "OpenDocument.h"
#include "Protocol.h"

#include <atomic>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// What a code action request asks.
struct CodeActionQuery {
  /// The document.
  llvm::lsp::URIForFile uri;
  /// The client's selection (or cursor).
  llvm::lsp::Range range;
  /// The client's diagnostics at the range, as it sent them (their `code`
  /// kept).
  std::vector<llvm::json::Value> diagnostics;
  /// The kinds asked for (LSP's `only`: prefixes); empty: every kind.
  std::vector<std::string> only;
};

/// The code actions of `query` on `snapshot`, the snapshot of `doc` the
/// client has; the caller holds `doc`'s request lock. Fixes are verified
/// once per snapshot (`doc`'s fix cache); the verifications run are added
/// to `verifications`.
std::vector<LayoutCodeAction> findCodeActions(
    OpenDocument &doc, const std::shared_ptr<const Snapshot> &snapshot,
    const CodeActionQuery &query, std::atomic<unsigned> &verifications);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_CODEACTIONSAT_H
