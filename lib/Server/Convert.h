//===- Convert.h - Feature data to LSP structures ---------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one place where the features' plain data (buffer ranges, issues,
// hovers, actions, symbols) becomes LSP structures: positions in UTF-16 of
// the file (through the snapshot's chunk), severities, kinds, rendered
// markup. Holds no layout rule and decides nothing.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_CONVERT_H
#define MLIR_LAYOUT_SERVER_CONVERT_H

#include "PositionAnswers.h"
#include "Protocol.h"
#include "Snapshot.h"

#include "mlir-layout/Core/LayoutRules.h"
#include "mlir-layout/Features/CodeActions.h"
#include "mlir-layout/Features/Completion.h"
#include "mlir-layout/Features/DocumentSymbols.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Features/InlayHints.h"
#include "mlir-layout/Features/SpecImpact.h"
#include "mlir-layout/Render/HoverRender.h"

namespace mlir {
namespace layout {

/// The LSP diagnostic of `issue` found in `chunk` of the file `uri`.
LayoutDiagnostic toDiagnostic(const Chunk &chunk, const SpecIssue &issue,
                              const llvm::lsp::URIForFile &uri);

/// The diagnostic, at the start of the document, saying that its analysis
/// crashed (`what`: the signal or error) and that answers come from the
/// last version that could be analysed.
LayoutDiagnostic toAnalysisCrashedDiagnostic(llvm::StringRef what);

/// The diagnostic of a problem in a layout file.
LayoutDiagnostic toLayoutFileDiagnostic(const LayoutFileError &error);

/// A code action applying `action` (edits in `chunk`) to version `version`
/// of `uri`: a `documentChanges` entry naming that version, which the
/// client refuses to apply to any other (see unversioned()).
LayoutCodeAction toCodeAction(const Chunk &chunk, const ActionInfo &action,
                              const llvm::lsp::URIForFile &uri,
                              int64_t version);

/// The hover of `info` over `range` of the client's text of `uri`, rendered
/// per `options` (links to deciding entries point into `uri`), with a note
/// when it comes from the last version that parsed.
llvm::lsp::Hover toHover(const llvm::lsp::Range &range, const HoverInfo &info,
                         const RenderOptions &options,
                         const llvm::lsp::URIForFile &uri);

/// The code lens above the spec of `impact` in `chunk` of `uri`: its title
/// counts what the spec decides; its command's argument asks
/// `mlirLayout/explain` for the list.
LayoutCodeLens toCodeLens(const Chunk &chunk, const SpecImpact &impact,
                          const llvm::lsp::URIForFile &uri);

/// The `mlirLayout/explain` answer (`subject: "spec"`) listing what the
/// spec of `impact` in `chunk` decides, in plain text.
ExplainResult toSpecExplanation(const Chunk &chunk, const SpecImpact &impact,
                                NumberFormat format);

/// The `mlirLayout/explain` answer (`subject: "layout"`) for `result`
/// written at `range`: the layout view's table in plain text and as data,
/// with cache lines of `lineSize` bytes; for a type without layout, the
/// reason, and no data.
ExplainResult toLayoutTableExplanation(const LayoutResult &result,
                                       const llvm::lsp::Range &range,
                                       uint64_t lineSize, NumberFormat format);

/// The `mlirLayout/explain` answer for the layout of `answer` in the file
/// `path`: with `table` (`subject: "layout"`) the layout view's table, else
/// (`subject: "type"`) the text `mlir-layout explain` prints, with cache
/// lines of `lineSize` bytes; with a note when it comes from the last
/// version that parsed.
ExplainResult toExplanation(const LayoutAnswer &answer, llvm::StringRef path,
                            uint64_t lineSize, NumberFormat format, bool table);

/// The inlay hints of `hints` (in position order) at `places`, fitted to
/// `budget` characters of labels per line (0: no limit; HintBudget.h):
/// short labels, the last shown hint of a line marked with the number of
/// its hints left out, and tooltips with the full text of each.
std::vector<LayoutInlayHint>
toInlayHints(llvm::ArrayRef<InlayHintInfo> hints,
             llvm::ArrayRef<llvm::lsp::Position> places, size_t budget,
             NumberFormat format);

/// The outline symbol of `symbol` (and its children) in `chunk`.
llvm::lsp::DocumentSymbol toDocumentSymbol(const Chunk &chunk,
                                           const SymbolInfo &symbol);
/// Converts a buffer range to the client's text (`span`: a whole op or
/// entry, whose inside may have changed; else a name that must not have);
/// std::nullopt when it has no counterpart there.
using RangeConverter = llvm::function_ref<std::optional<llvm::lsp::Range>(
    llvm::SMRange range, bool span)>;
/// The outline symbol of `symbol` with ranges converted by `convert`;
/// children without a counterpart are left out, and std::nullopt when the
/// symbol itself has none.
std::optional<llvm::lsp::DocumentSymbol>
toDocumentSymbol(const SymbolInfo &symbol, RangeConverter convert);

/// The completion item of `info`: its text as an LSP snippet whose tab
/// stops are the defaults (and choices) to edit.
llvm::lsp::CompletionItem toCompletionItem(const CompletionInfo &info);

/// True when `kind` passes the client's `only` filter of code action kinds
/// (a kind passes when it equals or is below one of them).
bool isKindAllowed(llvm::ArrayRef<std::string> only, llvm::StringRef kind);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_CONVERT_H
