// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- IssueRender.cpp - Renderings of spec issues ------------------------===//

#include "mlir-layout/Render/IssueRender.h"

#include "JsonDocuments/IssueJson.h"
#include "mlir-layout/Support/LineIndex.h"

using namespace mlir::layout;
using nlohmann::json;

/// Writes `file:line:col` or `file` when the place is unknown.
static void printPlace(llvm::raw_ostream &os, llvm::StringRef filename,
                       const SourcePos &where) {
  os << filename;
  if (where.isKnown())
    os << ':' << where.line << ':' << where.column;
}

void mlir::layout::printIssue(llvm::raw_ostream &os, const SpecIssue &issue,
                              llvm::StringRef filename) {
  printPlace(os, filename, issue.where);
  os << ": " << getSeverityName(issue.severity) << ": " << issue.message << " ["
     << issue.code << "]\n";
  for (const RelatedInfo &related : issue.related) {
    printPlace(os, filename, related.where);
    os << ": note: " << related.message << "\n";
  }
}

/// An LSP-style range of a byte range of `text`.
static json rangeToJson(const LineIndex &lines, llvm::StringRef text,
                        llvm::SMRange range) {
  size_t begin = range.Start.getPointer() - text.data();
  size_t end =
      range.End.isValid() ? range.End.getPointer() - text.data() : begin;
  auto position = [&](size_t offset) {
    auto [line, character] = lines.toUtf16(offset);
    return json{{"line", line}, {"character", character}};
  };
  return {{"start", position(begin)}, {"end", position(end)}};
}

/// The range of a SourcePos; an empty range at the start of the file if it
/// is unknown.
static json posToJson(const LineIndex &lines, llvm::StringRef text,
                      const SourcePos &where) {
  if (!where.range.Start.isValid())
    return rangeToJson(lines, text,
                       llvm::SMRange(llvm::SMLoc::getFromPointer(text.data()),
                                     llvm::SMLoc::getFromPointer(text.data())));
  return rangeToJson(lines, text, where.range);
}

json mlir::layout::issueToJson(const SpecIssue &issue, llvm::StringRef text,
                               llvm::StringRef filename) {
  LineIndex lines(text);
  json related = json::array();
  for (const RelatedInfo &r : issue.related)
    related.push_back({{"file", filename.str()},
                       {"range", posToJson(lines, text, r.where)},
                       {"message", r.message}});
  json fixes = json::array();
  for (const Fix &fix : issue.fixes) {
    json edits = json::array();
    for (const TextEdit &edit : fix.edits)
      edits.push_back({{"range", rangeToJson(lines, text, edit.range)},
                       {"newText", edit.newText}});
    fixes.push_back({{"title", fix.title},
                     {"isPreferred", fix.isPreferred},
                     {"edits", edits}});
  }
  return {{"file", filename.str()},
          {"range", posToJson(lines, text, issue.where)},
          {"severity", getSeverityName(issue.severity)},
          {"code", issue.code},
          {"message", issue.message},
          {"related", related},
          {"fixes", fixes}};
}
