// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ParsedDiagnostics.cpp - Diagnostics across a broken parse ----------===//

#include "ParsedDiagnostics.h"

#include "Convert.h"

#include "mlir-layout/Render/TextRender.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

KeptDiagnostics KeptDiagnostics::capture(const Snapshot &snapshot,
                                         const lsp::URIForFile &uri) {
  KeptDiagnostics kept;
  kept.version = snapshot.version;
  kept.unparsedChunks = snapshot.countUnparsed();
  for (const Chunk &chunk : snapshot.chunks) {
    if (!chunk.getDocument().isParsed())
      continue;
    for (const SpecIssue &issue : chunk.analysis.issues) {
      if (!issue.where.range.Start.isValid())
        continue;
      Entry entry;
      entry.diagnostic = toDiagnostic(chunk, issue, uri);
      std::tie(entry.begin, entry.end) =
          Snapshot::toFileRange(chunk, issue.where.range);
      for (const RelatedInfo &info : issue.related) {
        if (!info.where.range.Start.isValid())
          continue;
        auto [begin, end] = Snapshot::toFileRange(chunk, info.where.range);
        entry.related.push_back(Related{begin, end, info.message});
      }
      kept.entries.push_back(std::move(entry));
    }
  }
  return kept;
}

void mlir::layout::addKeptDiagnostics(const KeptDiagnostics &kept,
                                      const EditMap &since, unsigned changes,
                                      const DraftText &draft,
                                      const Snapshot &snapshot,
                                      LayoutPublishDiagnosticsParams &params) {
  std::string note = renderParsedVersionNote(
      changes, RenderOptions{NumberFormat::Decimal, false});
  size_t own = params.diagnostics.size();
  for (const KeptDiagnostics::Entry &entry : kept.entries) {
    std::optional<std::pair<size_t, size_t>> mapped =
        since.rangeToNew(entry.begin, entry.end);
    if (!mapped)
      continue;
    lsp::Range range = draft.toRange(mapped->first, mapped->second);
    // Chunks that parse now have diagnostics of their own. Elsewhere each
    // diagnostic whose text the edits did not touch stays, said to be from
    // the last version that parsed, even when an edit elsewhere (in an
    // enclosing spec) may change it once the text parses again.
    const Chunk *now = snapshot.chunkAtLine(range.start.line);
    if (!now || now->getDocument().isParsed())
      continue;
    // The chunk read as written may have found it again.
    const LayoutDiagnostic &was = entry.diagnostic;
    if (llvm::any_of(llvm::ArrayRef(params.diagnostics).take_front(own),
                     [&](const LayoutDiagnostic &d) {
                       return d.code == was.code && d.range == range;
                     }))
      continue;
    LayoutDiagnostic diag = was;
    diag.range = range;
    diag.message += " " + note;
    // Related places that changed are left out.
    if (diag.relatedInformation) {
      diag.relatedInformation->clear();
      for (const KeptDiagnostics::Related &info : entry.related)
        if (auto at = since.rangeToNew(info.begin, info.end))
          diag.relatedInformation->push_back(lsp::DiagnosticRelatedInformation(
              lsp::Location(params.uri, draft.toRange(at->first, at->second)),
              info.message));
    }
    params.diagnostics.push_back(std::move(diag));
  }
}

void mlir::layout::addParsedDiagnostics(
    const DocumentView &parts, const Snapshot &snapshot,
    LayoutPublishDiagnosticsParams &params) {
  addKeptDiagnostics(KeptDiagnostics::capture(*parts.parsed, params.uri),
                     parts.sinceParsed, parts.changesSinceParsed, *parts.draft,
                     snapshot, params);
}
