//===- Convert.cpp - Engine data to LSP JSON ------------------------------===//

#include "mlir-layout/Server/Convert.h"

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;

json::Value mlir::layout::toJson(const llvm::lsp::Range &range) {
  return json::Value(range);
}

/// The LSP severity number of a severity.
static int toLspSeverity(Severity severity) {
  switch (severity) {
  case Severity::Error:
    return 1;
  case Severity::Warning:
    return 2;
  case Severity::Remark:
    return 3;
  case Severity::Note:
    return 4;
  }
  return 1;
}

/// The range of a source position of `chunk` (an empty range at its start
/// when unknown).
static llvm::lsp::Range rangeOf(const Chunk &chunk, const SourcePos &where) {
  if (!where.range.Start.isValid())
    return llvm::lsp::Range(llvm::lsp::Position(chunk.firstLine, 0));
  return Snapshot::toRange(chunk, where.range);
}

json::Value mlir::layout::toDiagnostic(const Chunk &chunk,
                                       const SpecIssue &issue,
                                       const llvm::lsp::URIForFile &uri) {
  json::Object diag{{"range", toJson(rangeOf(chunk, issue.where))},
                    {"severity", toLspSeverity(issue.severity)},
                    {"code", issue.code},
                    {"source", "mlir-layout"},
                    {"message", issue.message}};
  if (!issue.related.empty()) {
    json::Array related;
    for (const RelatedInfo &info : issue.related)
      related.push_back(json::Object{
          {"location",
           json::Object{{"uri", uri.uri()},
                        {"range", toJson(rangeOf(chunk, info.where))}}},
          {"message", info.message}});
    diag["relatedInformation"] = std::move(related);
  }
  return diag;
}

json::Object mlir::layout::toCodeAction(const Chunk &chunk, const Fix &fix,
                                        llvm::StringRef kind,
                                        const llvm::lsp::URIForFile &uri,
                                        std::optional<int64_t> version) {
  json::Array edits;
  for (const TextEdit &edit : fix.edits)
    edits.push_back(
        json::Object{{"range", toJson(Snapshot::toRange(chunk, edit.range))},
                     {"newText", edit.newText}});
  json::Object edit;
  if (version) {
    json::Object document{{"uri", uri.uri()}, {"version", *version}};
    edit["documentChanges"] = json::Array{json::Object{
        {"textDocument", std::move(document)}, {"edits", std::move(edits)}}};
  } else {
    json::Object changes;
    changes[uri.uri()] = std::move(edits);
    edit["changes"] = std::move(changes);
  }
  json::Object action{
      {"title", fix.title}, {"kind", kind}, {"edit", std::move(edit)}};
  if (fix.isPreferred)
    action["isPreferred"] = true;
  return action;
}
