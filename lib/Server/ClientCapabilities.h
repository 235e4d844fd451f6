//===- ClientCapabilities.h - What the client takes -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the client declared in `initialize` that changes how answers are
// sent: markdown or plain-text hovers, versioned edits, inlay hint
// refreshes, server-initiated progress. Only the protocol layer reads it
// (as ClangdLSPServer does): the server's facade answers with data, and the
// answers are shaped for the client here.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_CLIENTCAPABILITIES_H
#define MLIR_LAYOUT_SERVER_CLIENTCAPABILITIES_H

#include "PositionAnswers.h"
#include "Protocol.h"
#include "Settings.h"

#include "llvm/Support/JSON.h"

#include <vector>

namespace mlir {
namespace layout {

/// What the client takes.
struct ClientCapabilities {
  /// Hovers in markdown (else plain text): the first of the client's hover
  /// content formats, markdown when it names none.
  bool markdown = true;
  /// Versioned `documentChanges` in workspace edits
  /// (`workspace.workspaceEdit.documentChanges`): code actions name the
  /// document version their edits were computed for, and the client refuses
  /// them once the document has changed.
  bool versionedEdits = false;
  /// `workspace/inlayHint/refresh` (`workspace.inlayHint.refreshSupport`).
  bool inlayHintRefresh = false;
  /// Server-initiated progress (`window.workDoneProgress`).
  bool workDoneProgress = false;

  /// The capabilities the `initialize` params `params` declare.
  static ClientCapabilities fromInitialize(const llvm::json::Object *params);

  /// The hover of `answer` in `uri` as this client shows it, under
  /// `settings`.
  llvm::lsp::Hover render(const HoverAnswer &answer, const Settings &settings,
                          const llvm::lsp::URIForFile &uri) const;
  /// `actions` with edits this client applies (versioned or not).
  void adapt(std::vector<LayoutCodeAction> &actions) const;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_CLIENTCAPABILITIES_H
