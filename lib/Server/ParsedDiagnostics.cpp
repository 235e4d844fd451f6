// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ParsedDiagnostics.cpp - Diagnostics across a broken parse ----------===//

#include "ParsedDiagnostics.h"

#include "Convert.h"
#include "SnapshotView.h"

#include "mlir-layout/Render/TextRender.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

void mlir::layout::addParsedDiagnostics(
    const DocumentView &parts, const Snapshot &snapshot,
    LayoutPublishDiagnosticsParams &params) {
  SnapshotView view(parts);
  std::string note = renderParsedVersionNote(
      parts.changesSinceParsed, RenderOptions{NumberFormat::Decimal, false});
  size_t own = params.diagnostics.size();
  for (const Chunk &chunk : parts.parsed->chunks) {
    LayoutDocument &document = chunk.getDocument();
    if (!document.isParsed())
      continue;
    for (const SpecIssue &issue : chunk.analysis.issues) {
      if (!issue.where.range.Start.isValid())
        continue;
      std::optional<lsp::Range> range =
          view.toClientRange(chunk, issue.where.range);
      if (!range)
        continue;
      // Chunks that parse now have diagnostics of their own. Elsewhere each
      // diagnostic whose text the edits did not touch stays, said to be
      // from the last version that parsed, even when an edit elsewhere (in
      // an enclosing spec) may change it once the text parses again.
      const Chunk *now = snapshot.chunkAtLine(range->start.line);
      if (!now || now->getDocument().isParsed())
        continue;
      // The chunk read as written may have found it again.
      if (llvm::any_of(llvm::ArrayRef(params.diagnostics).take_front(own),
                       [&](const LayoutDiagnostic &d) {
                         return d.code == issue.code && d.range == *range;
                       }))
        continue;
      LayoutDiagnostic diag = toDiagnostic(chunk, issue, params.uri);
      diag.range = *range;
      diag.message += " " + note;
      // Related places that changed are left out.
      if (diag.relatedInformation) {
        diag.relatedInformation->clear();
        for (const RelatedInfo &info : issue.related)
          if (info.where.range.Start.isValid())
            if (auto at = view.toClientRange(chunk, info.where.range))
              diag.relatedInformation->push_back(
                  lsp::DiagnosticRelatedInformation(
                      lsp::Location(params.uri, *at), info.message));
      }
      params.diagnostics.push_back(std::move(diag));
    }
  }
}
