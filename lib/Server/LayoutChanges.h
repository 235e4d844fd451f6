//===- LayoutChanges.h - What changed between versions ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The `mlirLayout/changes` answer: the layout changes between the last two
// versions of a document whose every chunk parsed (Features/LayoutDiff.h).
// The older text is parsed again only when what the layouts depend on
// differs; the last answer is kept.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_LAYOUTCHANGES_H
#define MLIR_LAYOUT_SERVER_LAYOUTCHANGES_H

#include "ParsedVersions.h"
#include "Snapshot.h"

namespace mlir {
namespace layout {

/// The layout changes between the two versions `versions` holds, for a
/// document whose client version's snapshot is `current`; `newestParsed`,
/// the newest snapshot that parsed, spares a parse of the newer version.
/// The caller holds the document's request lock.
LayoutChangesResult
findLayoutChanges(ParsedVersions &versions, const Snapshot &current,
                  const std::shared_ptr<const Snapshot> &newestParsed,
                  const llvm::lsp::URIForFile &uri);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_LAYOUTCHANGES_H
