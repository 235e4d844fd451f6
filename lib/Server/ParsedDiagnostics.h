//===- ParsedDiagnostics.h - Diagnostics across a broken parse --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// While an edit breaks the parse of a chunk, the last snapshot that parsed
// still knows the problems of that chunk's specs. Those that still apply
// (on untouched text, in scopes whose spec chains no edit changed) are
// published beside the parse error, mapped to the client's text and saying
// where they come from. They are read out of that snapshot once
// (KeptDiagnostics), so that a document that keeps one version in memory
// can free the snapshot and still add them. Thread-free: the caller holds
// the document's request lock while a snapshot is read.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_PARSEDDIAGNOSTICS_H
#define MLIR_LAYOUT_SERVER_PARSEDDIAGNOSTICS_H

#include "OpenDocument.h"
#include "Protocol.h"

#include "mlir-layout/Support/EditMap.h"

namespace mlir {
namespace layout {

/// The diagnostics of a snapshot's parsed chunks, in file byte offsets of
/// its text, without the snapshot.
struct KeptDiagnostics {
  /// A related place of a diagnostic.
  struct Related {
    /// File byte range in the snapshot's text.
    size_t begin = 0, end = 0;
    /// What the place says.
    std::string message;
  };
  /// One diagnostic.
  struct Entry {
    /// As published for the snapshot's version.
    LayoutDiagnostic diagnostic;
    /// False for a diagnostic about the whole file (no range in the text).
    bool located = true;
    /// File byte range in the snapshot's text.
    size_t begin = 0, end = 0;
    /// Its related places that are located in the text.
    std::vector<Related> related;

    /// The diagnostic mapped through `since` (edits from the snapshot's
    /// text to `draft`) in the document at `uri`; std::nullopt when an edit
    /// touched its range. Related places an edit touched are left out and
    /// counted in `touchedRelated`. A diagnostic about the file stays as
    /// it is.
    std::optional<LayoutDiagnostic> mapTo(const EditMap &since,
                                          const DraftText &draft,
                                          const llvm::lsp::URIForFile &uri,
                                          unsigned &touchedRelated) const;
  };

  /// The version of the snapshot they were read from.
  int64_t version = 0;
  /// How many chunks of that snapshot did not parse.
  size_t unparsedChunks = 0;
  /// The diagnostics of its chunks that parsed, in order.
  std::vector<Entry> entries;

  /// Reads the diagnostics of `snapshot` (the document at `uri`).
  static KeptDiagnostics capture(const Snapshot &snapshot,
                                 const llvm::lsp::URIForFile &uri);
};

/// Adds to `params` (the diagnostics of `snapshot`, a version whose parse
/// broke, of text `draft`) the diagnostics of `kept` that still apply: in
/// the chunks that do not parse in `snapshot`, on text untouched by
/// `since` (the edits from `kept`'s version to `draft`, `changes`
/// didChange notifications), and not found again by `snapshot` itself.
void addKeptDiagnostics(const KeptDiagnostics &kept, const EditMap &since,
                        unsigned changes, const DraftText &draft,
                        const Snapshot &snapshot,
                        LayoutPublishDiagnosticsParams &params);

/// addKeptDiagnostics with the diagnostics of `view.parsed`, the edits
/// since it (`view.sinceParsed`) and `view.draft`, the text of `snapshot`.
void addParsedDiagnostics(const DocumentView &view, const Snapshot &snapshot,
                          LayoutPublishDiagnosticsParams &params);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_PARSEDDIAGNOSTICS_H
