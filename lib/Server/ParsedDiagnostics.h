//===- ParsedDiagnostics.h - Diagnostics across a broken parse --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// While an edit breaks the parse of a chunk, the last snapshot that parsed
// still knows the problems of that chunk's specs. Those that still apply
// (on untouched text, in scopes whose spec chains no edit changed) are
// published beside the parse error, mapped to the client's text and saying
// where they come from. Thread-free: the caller holds the document's
// request lock.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_PARSEDDIAGNOSTICS_H
#define MLIR_LAYOUT_SERVER_PARSEDDIAGNOSTICS_H

#include "OpenDocument.h"
#include "Protocol.h"

namespace mlir {
namespace layout {

/// Adds to `params` (the diagnostics of `snapshot`, a version whose parse
/// broke) the diagnostics of `view.parsed` that still apply: in the chunks
/// that do not parse in `snapshot`, on text untouched since
/// (`view.sinceParsed`, to `view.draft`, the text of `snapshot`), in scopes
/// whose specs no edit changed, and not found again by `snapshot` itself.
void addParsedDiagnostics(const DocumentView &view, const Snapshot &snapshot,
                          LayoutPublishDiagnosticsParams &params);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_PARSEDDIAGNOSTICS_H
