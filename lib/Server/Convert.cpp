// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Convert.cpp - Feature data to LSP structures -----------------------===//

#include "Convert.h"

#include "mlir-layout/Check/DiagnosticCodes.h"
#include "mlir-layout/Features/HintBudget.h"
#include "mlir-layout/Render/ImpactRender.h"
#include "mlir-layout/Render/InlayHintRender.h"
#include "mlir-layout/Render/LayoutTableRender.h"
#include "mlir-layout/Render/TextRender.h"
#include "mlir-layout/Support/LineIndex.h"
#include "mlir-layout/Support/MessageText.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

/// The LSP severity of a severity.
static lsp::DiagnosticSeverity toLspSeverity(Severity severity) {
  switch (severity) {
  case Severity::Error:
    return lsp::DiagnosticSeverity::Error;
  case Severity::Warning:
    return lsp::DiagnosticSeverity::Warning;
  case Severity::Remark:
    return lsp::DiagnosticSeverity::Information;
  case Severity::Note:
    return lsp::DiagnosticSeverity::Hint;
  }
  return lsp::DiagnosticSeverity::Error;
}

/// The range of a source position of `chunk` (an empty range at its start
/// when unknown).
static lsp::Range rangeOf(const Chunk &chunk, const SourcePos &where) {
  if (!where.range.Start.isValid())
    return lsp::Range(lsp::Position(chunk.firstLine, 0));
  return Snapshot::toRange(chunk, where.range);
}

LayoutDiagnostic mlir::layout::toDiagnostic(const Chunk &chunk,
                                            const SpecIssue &issue,
                                            const lsp::URIForFile &uri) {
  LayoutDiagnostic diag;
  diag.range = rangeOf(chunk, issue.where);
  diag.severity = toLspSeverity(issue.severity);
  diag.code = issue.code;
  diag.source = "mlir-layout";
  diag.message = issue.message;
  if (!issue.related.empty()) {
    diag.relatedInformation.emplace();
    for (const RelatedInfo &info : issue.related)
      diag.relatedInformation->push_back(lsp::DiagnosticRelatedInformation(
          lsp::Location(uri, rangeOf(chunk, info.where)), info.message));
  }
  return diag;
}

LayoutDiagnostic
mlir::layout::toAnalysisCrashedDiagnostic(llvm::StringRef what) {
  LayoutDiagnostic crashed;
  crashed.range = lsp::Range(lsp::Position(0, 0));
  crashed.severity = lsp::DiagnosticSeverity::Error;
  crashed.code = codes::kAnalysisCrashed.str();
  crashed.source = "mlir-layout";
  // The crash's reason can be any length: quoted shortened, so that the
  // message stays one short sentence.
  crashed.message = "mlir-layout crashed while analysing this version (" +
                    abbreviate(what) +
                    " inside MLIR); hovers come from the last version "
                    "analysed";
  return crashed;
}

LayoutDiagnostic
mlir::layout::toLayoutFileDiagnostic(const LayoutFileError &error) {
  LayoutDiagnostic diag;
  lsp::Position at(int(error.line) - 1, int(error.column) - 1);
  diag.range = lsp::Range(at, at);
  diag.severity = lsp::DiagnosticSeverity::Error;
  diag.code = codes::kLayoutFileError.str();
  diag.source = "mlir-layout";
  diag.message = error.message;
  return diag;
}

LayoutCodeAction mlir::layout::toCodeAction(const Chunk &chunk,
                                            const ActionInfo &action,
                                            const lsp::URIForFile &uri,
                                            int64_t version) {
  std::vector<lsp::TextEdit> edits;
  for (const TextEdit &edit : action.fix.edits)
    edits.push_back(
        lsp::TextEdit{Snapshot::toRange(chunk, edit.range), edit.newText});
  LayoutCodeAction result;
  result.title = action.fix.title;
  result.kind = action.kind == ActionKind::QuickFix
                    ? lsp::CodeAction::kQuickFix.str()
                    : kRefactorRewrite.str();
  result.isPreferred = action.fix.isPreferred;
  lsp::VersionedTextDocumentIdentifier document;
  document.uri = uri;
  document.version = version;
  result.edit.documentChanges =
      std::vector<TextDocumentEdit>{{document, std::move(edits)}};
  return result;
}

/// A link to a 1-based file line of `uri`, for markdown hovers.
static LinkBuilder linkBuilder(const lsp::URIForFile &uri) {
  return [uri = uri.uri().str()](const SourcePos &p) {
    if (!p.isKnown())
      return std::string();
    return uri + "#L" + std::to_string(p.line);
  };
}

lsp::Hover mlir::layout::toHover(const lsp::Range &range, const HoverInfo &info,
                                 const RenderOptions &options,
                                 const lsp::URIForFile &uri) {
  lsp::Hover hover(range);
  hover.contents.kind =
      options.markdown ? lsp::MarkupKind::Markdown : lsp::MarkupKind::PlainText;
  hover.contents.value = renderHover(info, options, linkBuilder(uri));
  if (info.fromParsedChangesAgo)
    hover.contents.value +=
        "\n\n" + renderParsedVersionNote(*info.fromParsedChangesAgo, options);
  if (info.fromSpecsAsWritten)
    hover.contents.value +=
        "\n\n" + renderSpecsAsWrittenNote(*info.fromSpecsAsWritten, options);
  return hover;
}

LayoutCodeLens mlir::layout::toCodeLens(const Chunk &chunk,
                                        const SpecImpact &impact,
                                        const lsp::URIForFile &uri) {
  LayoutCodeLens lens;
  lens.range = Snapshot::toRange(chunk, impact.attribute);
  lens.title = renderSpecLensTitle(impact);
  lens.command = kShowSpecImpactCommand.str();
  lens.arguments.push_back(
      llvm::json::Object{{"textDocument", llvm::json::Object{{"uri", uri}}},
                         {"position", lens.range.start},
                         {"subject", "spec"}});
  return lens;
}

ExplainResult mlir::layout::toSpecExplanation(const Chunk &chunk,
                                              const SpecImpact &impact,
                                              NumberFormat format) {
  ExplainResult result;
  result.subject = "spec";
  result.scope = impact.scope;
  result.range = Snapshot::toRange(chunk, impact.attribute);
  result.text = renderSpecImpact(impact, RenderOptions{format, false},
                                 [](const SourcePos &) { return ""; });
  return result;
}

ExplainResult mlir::layout::toLayoutTableExplanation(const LayoutResult &result,
                                                     const lsp::Range &range,
                                                     uint64_t lineSize,
                                                     NumberFormat format) {
  ExplainResult answer;
  answer.subject = "layout";
  answer.type = result.type;
  answer.scope = result.scope;
  answer.range = range;
  llvm::raw_string_ostream os(answer.text);
  std::optional<LayoutTable> table = describeLayoutTable(result, lineSize);
  if (!table) {
    // No layout: the explanation says why.
    printExplanation(os, result, "", lineSize);
    return answer;
  }
  printLayoutTable(os, *table, format);
  answer.layout = toLayoutTableJSON(*table);
  return answer;
}

ExplainResult mlir::layout::toExplanation(const LayoutAnswer &answer,
                                          llvm::StringRef path,
                                          uint64_t lineSize,
                                          NumberFormat format, bool table) {
  ExplainResult result;
  if (table) {
    result =
        toLayoutTableExplanation(answer.result, answer.range, lineSize, format);
  } else {
    result = ExplainResult{"type", answer.result.type, answer.result.scope, "",
                           answer.range};
    llvm::raw_string_ostream os(result.text);
    printExplanation(os, answer.result, path, lineSize);
  }
  if (answer.fromParsedChangesAgo)
    result.text += renderParsedVersionNote(*answer.fromParsedChangesAgo,
                                           RenderOptions{NumberFormat::Decimal,
                                                         /*markdown=*/false}) +
                   "\n";
  return result;
}

std::vector<LayoutInlayHint>
mlir::layout::toInlayHints(llvm::ArrayRef<InlayHintInfo> hints,
                           llvm::ArrayRef<lsp::Position> places, size_t budget,
                           NumberFormat format) {
  std::vector<std::string> rendered;
  std::vector<HintLabel> labels;
  for (size_t i = 0; i < hints.size(); ++i) {
    const std::string &label =
        rendered.emplace_back(renderHintLabel(hints[i], format));
    labels.push_back({unsigned(places[i].line),
                      LineIndex(label).toUtf16(label.size()).second,
                      getHintUsefulness(hints[i])});
  }
  auto suffixLength = [](size_t count) {
    return renderFoldedSuffix(count).size();
  };
  std::vector<LayoutInlayHint> result;
  for (const FittedHint &fitted :
       fitHintsToLines(labels, budget, suffixLength)) {
    const InlayHintInfo &hint = hints[fitted.index];
    std::vector<const InlayHintInfo *> folded;
    for (size_t index : fitted.folded)
      folded.push_back(&hints[index]);
    LayoutInlayHint converted(lsp::InlayHintKind::Type, places[fitted.index]);
    converted.label = rendered[fitted.index];
    if (!folded.empty())
      converted.label += renderFoldedSuffix(folded.size());
    converted.tooltip = renderHintTooltip(hint, folded, budget, format);
    converted.paddingLeft = true;
    result.push_back(std::move(converted));
  }
  return result;
}

lsp::DocumentSymbol mlir::layout::toDocumentSymbol(const Chunk &chunk,
                                                   const SymbolInfo &symbol) {
  return *toDocumentSymbol(symbol, [&](llvm::SMRange range, bool) {
    return std::optional<lsp::Range>(Snapshot::toRange(chunk, range));
  });
}

std::optional<lsp::DocumentSymbol>
mlir::layout::toDocumentSymbol(const SymbolInfo &symbol,
                               RangeConverter convert) {
  bool isScope = symbol.kind == SymbolInfo::Kind::Scope;
  bool hasBody = isScope || symbol.kind == SymbolInfo::Kind::Function;
  // A scope's or function's body may have changed; its name and an entry
  // may not.
  std::optional<lsp::Range> range = convert(symbol.range, /*span=*/hasBody);
  std::optional<lsp::Range> selection =
      convert(symbol.selectionRange, /*span=*/false);
  if (!range || !selection)
    return std::nullopt;
  lsp::SymbolKind kind = lsp::SymbolKind::Module;
  switch (symbol.kind) {
  case SymbolInfo::Kind::Scope:
    break;
  case SymbolInfo::Kind::Entry:
    kind = lsp::SymbolKind::Property;
    break;
  case SymbolInfo::Kind::Function:
    kind = lsp::SymbolKind::Function;
    break;
  case SymbolInfo::Kind::Global:
    kind = lsp::SymbolKind::Variable;
    break;
  }
  lsp::DocumentSymbol result(symbol.name, kind, *range, *selection);
  if (!isScope)
    result.detail = symbol.value;
  else if (symbol.specUnread)
    result.detail = "data layout spec does not parse";
  else if (!symbol.entryCount)
    result.detail = "no data layout spec";
  else
    result.detail = std::to_string(*symbol.entryCount) +
                    (*symbol.entryCount == 1 ? " data layout entry"
                                             : " data layout entries");
  for (const SymbolInfo &child : symbol.children)
    if (std::optional<lsp::DocumentSymbol> converted =
            toDocumentSymbol(child, convert))
      result.children.push_back(std::move(*converted));
  return result;
}

/// `text` escaped for an LSP snippet (`$`, `}` and `\` are special; in a
/// choice also `,` and `|`).
static std::string escapeSnippet(llvm::StringRef text, bool inChoice) {
  std::string escaped;
  for (char c : text) {
    if (c == '$' || c == '}' || c == '\\' ||
        (inChoice && (c == ',' || c == '|')))
      escaped += '\\';
    escaped += c;
  }
  return escaped;
}

lsp::CompletionItem mlir::layout::toCompletionItem(const CompletionInfo &info) {
  lsp::CompletionItem item(info.label, info.isValue
                                           ? lsp::CompletionItemKind::Value
                                           : lsp::CompletionItemKind::Property);
  item.detail = info.detail;
  unsigned tabStop = 0;
  for (const InsertPiece &piece : info.pieces) {
    if (!piece.isPlaceholder) {
      item.insertText += escapeSnippet(piece.text, /*inChoice=*/false);
      continue;
    }
    std::string stop = std::to_string(++tabStop);
    if (piece.choices.empty()) {
      item.insertText +=
          "${" + stop + ":" + escapeSnippet(piece.text, false) + "}";
      continue;
    }
    item.insertText += "${" + stop + "|";
    for (auto [index, choice] : llvm::enumerate(piece.choices))
      item.insertText +=
          (index ? "," : "") + escapeSnippet(choice, /*inChoice=*/true);
    item.insertText += "|}";
  }
  item.insertTextFormat = lsp::InsertTextFormat::Snippet;
  // An entry that, as is, repeats what the scope inherits comes after the
  // others.
  item.sortText = (info.repeatsInherited ? "1" : "0") + info.label;
  return item;
}

bool mlir::layout::isKindAllowed(llvm::ArrayRef<std::string> only,
                                 llvm::StringRef kind) {
  if (only.empty())
    return true;
  return llvm::any_of(only, [&](llvm::StringRef base) {
    return kind == base || kind.starts_with((base + ".").str());
  });
}
