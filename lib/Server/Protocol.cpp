// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Protocol.cpp - LSP structures llvm::lsp does not model -------------===//

#include "Protocol.h"

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;

json::Value mlir::layout::toJSON(const LayoutDiagnostic &diagnostic) {
  json::Value value =
      llvm::lsp::toJSON(static_cast<const llvm::lsp::Diagnostic &>(diagnostic));
  if (!diagnostic.code.empty())
    value.getAsObject()->try_emplace("code", diagnostic.code);
  return value;
}

json::Value mlir::layout::toJSON(const LayoutInlayHint &hint) {
  json::Value value =
      llvm::lsp::toJSON(static_cast<const llvm::lsp::InlayHint &>(hint));
  if (!hint.tooltip.empty())
    value.getAsObject()->try_emplace("tooltip", hint.tooltip);
  return value;
}

json::Value mlir::layout::toJSON(const LayoutPublishDiagnosticsParams &params) {
  json::Object object{{"uri", params.uri},
                      {"diagnostics", json::Array(params.diagnostics)}};
  if (params.version)
    object["version"] = *params.version;
  return object;
}

json::Value mlir::layout::toJSON(const TextDocumentEdit &edit) {
  return json::Object{{"textDocument", edit.textDocument},
                      {"edits", json::Array(edit.edits)}};
}

json::Value mlir::layout::toJSON(const LayoutWorkspaceEdit &edit) {
  if (edit.documentChanges)
    return json::Object{
        {"documentChanges", json::Array(*edit.documentChanges)}};
  json::Object changes;
  for (const auto &[uri, edits] : edit.changes)
    changes[uri] = json::Array(edits);
  return json::Object{{"changes", std::move(changes)}};
}

LayoutWorkspaceEdit mlir::layout::unversioned(LayoutWorkspaceEdit edit) {
  if (edit.documentChanges)
    for (TextDocumentEdit &change : *edit.documentChanges)
      llvm::append_range(edit.changes[change.textDocument.uri.uri().str()],
                         std::move(change.edits));
  edit.documentChanges.reset();
  return edit;
}

json::Value mlir::layout::toJSON(const LayoutCodeAction &action) {
  json::Object object{
      {"title", action.title}, {"kind", action.kind}, {"edit", action.edit}};
  if (!action.diagnostics.empty())
    object["diagnostics"] = json::Array(action.diagnostics);
  if (action.isPreferred)
    object["isPreferred"] = true;
  return object;
}

json::Value mlir::layout::toJSON(const ExplainResult &result) {
  json::Object object{{"subject", result.subject},
                      {"type", result.type},
                      {"scope", result.scope},
                      {"text", result.text},
                      {"range", result.range}};
  if (result.layout)
    object["layout"] = *result.layout;
  return object;
}

json::Value mlir::layout::toJSON(const LayoutCodeLens &lens) {
  return json::Object{
      {"range", lens.range},
      {"command", json::Object{{"title", lens.title},
                               {"command", lens.command},
                               {"arguments", json::Array(lens.arguments)}}}};
}

json::Value mlir::layout::toJSON(const LayoutChangesResult &result) {
  return json::Object{{"oldVersion", result.oldVersion},
                      {"newVersion", result.newVersion},
                      {"compared", result.compared},
                      {"summary", result.summary},
                      {"text", result.text},
                      {"changes", result.changes}};
}

/// Writes `key: position` as llvm::lsp::toJSON does.
static void writePosition(json::OStream &stream, llvm::StringRef key,
                          const llvm::lsp::Position &position) {
  stream.attributeObject(key, [&] {
    stream.attribute("character", position.character);
    stream.attribute("line", position.line);
  });
}

/// Writes `key: range` as llvm::lsp::toJSON does.
static void writeRange(json::OStream &stream, llvm::StringRef key,
                       const llvm::lsp::Range &range) {
  stream.attributeObject(key, [&] {
    writePosition(stream, "end", range.end);
    writePosition(stream, "start", range.start);
  });
}

/// Writes a symbol as llvm::lsp::toJSON does: members in key order (as
/// json::Object prints them), `detail` and `children` only when not empty.
static void writeSymbol(json::OStream &stream,
                        const llvm::lsp::DocumentSymbol &symbol) {
  stream.object([&] {
    if (!symbol.children.empty())
      stream.attributeArray("children", [&] {
        for (const llvm::lsp::DocumentSymbol &child : symbol.children)
          writeSymbol(stream, child);
      });
    if (!symbol.detail.empty())
      stream.attribute("detail", symbol.detail);
    stream.attribute("kind", static_cast<int>(symbol.kind));
    stream.attribute("name", symbol.name);
    writeRange(stream, "range", symbol.range);
    writeRange(stream, "selectionRange", symbol.selectionRange);
  });
}

/// Writes a diagnostic as toJSON(LayoutDiagnostic) does: llvm::lsp's
/// members and `code`, in key order.
static void writeDiagnostic(json::OStream &stream,
                            const LayoutDiagnostic &diag) {
  stream.object([&] {
    if (diag.category)
      stream.attribute("category", *diag.category);
    if (!diag.code.empty())
      stream.attribute("code", diag.code);
    stream.attribute("message", diag.message);
    writeRange(stream, "range", diag.range);
    if (diag.relatedInformation)
      stream.attributeArray("relatedInformation", [&] {
        for (const llvm::lsp::DiagnosticRelatedInformation &info :
             *diag.relatedInformation)
          stream.object([&] {
            stream.attributeObject("location", [&] {
              writeRange(stream, "range", info.location.range);
              stream.attribute("uri", info.location.uri.uri());
            });
            stream.attribute("message", info.message);
          });
      });
    stream.attribute("severity", static_cast<int>(diag.severity));
    if (!diag.source.empty())
      stream.attribute("source", diag.source);
    if (!diag.tags.empty())
      stream.attributeArray("tags", [&] {
        for (llvm::lsp::DiagnosticTag tag : diag.tags)
          stream.value(static_cast<int>(tag));
      });
  });
}

void mlir::layout::writePublishDiagnostics(
    json::OStream &stream, const LayoutPublishDiagnosticsParams &params) {
  stream.object([&] {
    stream.attributeArray("diagnostics", [&] {
      for (const LayoutDiagnostic &diag : params.diagnostics)
        writeDiagnostic(stream, diag);
    });
    stream.attribute("uri", params.uri.uri());
    if (params.version)
      stream.attribute("version", *params.version);
  });
}

std::string mlir::layout::printPublishDiagnostics(
    const LayoutPublishDiagnosticsParams &params) {
  std::string text;
  llvm::raw_string_ostream os(text);
  json::OStream stream(os);
  writePublishDiagnostics(stream, params);
  return text;
}

void mlir::layout::writeDocumentSymbols(
    json::OStream &stream, llvm::ArrayRef<llvm::lsp::DocumentSymbol> symbols) {
  stream.array([&] {
    for (const llvm::lsp::DocumentSymbol &symbol : symbols)
      writeSymbol(stream, symbol);
  });
}

json::Value mlir::layout::toJSON(const MemoryUsage &usage) {
  json::Object object;
  if (usage.heapInUse)
    object["heapInUse"] = static_cast<int64_t>(*usage.heapInUse);
  if (usage.heapFree)
    object["heapFree"] = static_cast<int64_t>(*usage.heapFree);
  if (usage.residentSet)
    object["residentSet"] = static_cast<int64_t>(*usage.residentSet);
  return object;
}
