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
      Entry entry;
      entry.diagnostic = toDiagnostic(chunk, issue, uri);
      entry.located = issue.where.range.Start.isValid();
      if (!entry.located) {
        kept.entries.push_back(std::move(entry));
        continue;
      }
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

std::optional<LayoutDiagnostic>
KeptDiagnostics::Entry::mapTo(const EditMap &since, const DraftText &draft,
                              const lsp::URIForFile &uri,
                              unsigned &touchedRelated) const {
  if (!located)
    return diagnostic;
  std::optional<std::pair<size_t, size_t>> mapped =
      since.rangeToNew(begin, end);
  if (!mapped)
    return std::nullopt;
  LayoutDiagnostic diag = diagnostic;
  diag.range = draft.toRange(mapped->first, mapped->second);
  std::vector<lsp::DiagnosticRelatedInformation> places;
  for (const Related &info : related) {
    if (auto at = since.rangeToNew(info.begin, info.end))
      places.push_back(lsp::DiagnosticRelatedInformation(
          lsp::Location(uri, draft.toRange(at->first, at->second)),
          info.message));
    else
      ++touchedRelated;
  }
  if (diag.relatedInformation)
    *diag.relatedInformation = std::move(places);
  return diag;
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
    if (!entry.located)
      continue;
    // Related places that changed are left out.
    unsigned touchedRelated = 0;
    std::optional<LayoutDiagnostic> diag =
        entry.mapTo(since, draft, params.uri, touchedRelated);
    if (!diag)
      continue;
    // Chunks that parse now have diagnostics of their own. Elsewhere each
    // diagnostic whose text the edits did not touch stays, said to be from
    // the last version that parsed, even when an edit elsewhere (in an
    // enclosing spec) may change it once the text parses again.
    const Chunk *now = snapshot.chunkAtLine(diag->range.start.line);
    if (!now || now->getDocument().isParsed())
      continue;
    // The chunk read as written may have found it again.
    if (llvm::any_of(llvm::ArrayRef(params.diagnostics).take_front(own),
                     [&](const LayoutDiagnostic &d) {
                       return d.code == diag->code && d.range == diag->range;
                     }))
      continue;
    diag->message += " " + note;
    params.diagnostics.push_back(std::move(*diag));
  }
}

void mlir::layout::addParsedDiagnostics(
    const DocumentView &parts, const Snapshot &snapshot,
    LayoutPublishDiagnosticsParams &params) {
  addKeptDiagnostics(KeptDiagnostics::capture(*parts.parsed, params.uri),
                     parts.sinceParsed, parts.changesSinceParsed, *parts.draft,
                     snapshot, params);
}
