// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SarifRender.cpp - SARIF 2.1.0 logs of spec issues ------------------===//

#include "JsonDocuments/SarifRender.h"

#include "mlir-layout/Check/DiagnosticCodes.h"
#include "mlir-layout/Support/LineIndex.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace mlir::layout;
using nlohmann::json;

/// SARIF's name for a severity (`error`, `warning`, `note`).
static const char *levelOf(Severity severity) {
  return severity == Severity::Remark ? "note" : getSeverityName(severity);
}

std::string mlir::layout::percentEncodePath(llvm::StringRef path) {
  static const char *hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    if (llvm::isAlnum(c) || c == '-' || c == '.' || c == '_' || c == '~' ||
        c == '/') {
      out += char(c);
      continue;
    }
    out += '%';
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  return out;
}

json mlir::layout::toSarifArtifactLocation(llvm::StringRef path,
                                           llvm::StringRef workingDir) {
  if (path == "-")
    return {{"description", {{"text", "standard input"}}}};
  llvm::SmallString<256> absolute(path);
  if (!llvm::sys::path::is_absolute(absolute)) {
    absolute = workingDir;
    llvm::sys::path::append(absolute, path);
  }
  llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
  llvm::StringRef rest = absolute.str();
  llvm::StringRef root = workingDir;
  root.consume_back("/");
  if (rest.consume_front(root) && rest.consume_front("/") && !rest.empty())
    return {{"uri", percentEncodePath(rest)}, {"uriBaseId", kSarifRootBaseId}};
  return {{"uri", "file://" + percentEncodePath(absolute.str())}};
}

namespace {
/// Regions of byte ranges of one buffer, as SARIF counts: 1-based lines and
/// columns, columns in UTF-16 code units, the end column just past the end.
class RegionMaker {
public:
  RegionMaker(llvm::StringRef text, unsigned firstLine)
      : text(text), lines(text), firstLine(firstLine) {}

  /// The region of `range`, or null when it is not in the buffer.
  json operator()(llvm::SMRange range) const {
    const char *start = range.Start.getPointer();
    const char *end = range.End.isValid() ? range.End.getPointer() : start;
    if (!start || start < text.begin() || end > text.end() || end < start)
      return nullptr;
    auto [startLine, startColumn] = lines.toUtf16(start - text.data());
    auto [endLine, endColumn] = lines.toUtf16(end - text.data());
    return {{"startLine", firstLine + startLine + 1},
            {"startColumn", startColumn + 1},
            {"endLine", firstLine + endLine + 1},
            {"endColumn", endColumn + 1}};
  }

  /// A physicalLocation in `artifact`, with the region of `range` if known.
  json location(const json &artifact, llvm::SMRange range) const {
    json physical = {{"artifactLocation", artifact}};
    json region = (*this)(range);
    if (!region.is_null())
      physical["region"] = std::move(region);
    return physical;
  }

private:
  llvm::StringRef text;
  LineIndex lines;
  unsigned firstLine;
};
} // namespace

/// The ruleId (and ruleIndex when the code is in the catalog) of `code`.
static void setRule(json &result, llvm::StringRef code) {
  result["ruleId"] = code.str();
  int index = findDiagnosticCode(code);
  if (index >= 0)
    result["ruleIndex"] = index;
}

json mlir::layout::issueToSarifResult(const SpecIssue &issue,
                                      llvm::StringRef text,
                                      const json &artifact,
                                      unsigned firstLine) {
  RegionMaker regions(text, firstLine);
  json result = json::object();
  setRule(result, issue.code);
  result["level"] = levelOf(issue.severity);
  result["message"] = {{"text", issue.message}};
  result["locations"] = json::array(
      {{{"physicalLocation", regions.location(artifact, issue.where.range)}}});
  json related = json::array();
  for (const RelatedInfo &info : issue.related)
    related.push_back(
        {{"id", related.size() + 1},
         {"physicalLocation", regions.location(artifact, info.where.range)},
         {"message", {{"text", info.message}}}});
  if (!related.empty())
    result["relatedLocations"] = std::move(related);
  json fixes = json::array();
  for (const Fix &fix : issue.fixes) {
    json replacements = json::array();
    for (const TextEdit &edit : fix.edits) {
      json region = regions(edit.range);
      if (region.is_null())
        continue;
      replacements.push_back({{"deletedRegion", std::move(region)},
                              {"insertedContent", {{"text", edit.newText}}}});
    }
    // A fix whose edits cannot all be placed is not offered at all.
    if (replacements.size() != fix.edits.size() || replacements.empty())
      continue;
    fixes.push_back(
        {{"description", {{"text", fix.title}}},
         {"artifactChanges",
          json::array({{{"artifactLocation", artifact},
                        {"replacements", std::move(replacements)}}})},
         {"properties", {{"isPreferred", fix.isPreferred}}}});
  }
  if (!fixes.empty())
    result["fixes"] = std::move(fixes);
  return result;
}

json mlir::layout::crashToSarifResult(const json &artifact,
                                      llvm::StringRef message) {
  json result = json::object();
  setRule(result, codes::kAnalysisCrashed);
  result["level"] = "error";
  result["message"] = {{"text", message.str()}};
  result["locations"] =
      json::array({{{"physicalLocation", {{"artifactLocation", artifact}}}}});
  return result;
}

json mlir::layout::layoutFileErrorToSarifResult(const json &artifact,
                                                unsigned line, unsigned column,
                                                llvm::StringRef message) {
  json result = json::object();
  setRule(result, codes::kLayoutFileError);
  result["level"] = "error";
  result["message"] = {{"text", message.str()}};
  json region = {{"startLine", line},
                 {"startColumn", column},
                 {"endLine", line},
                 {"endColumn", column}};
  result["locations"] = json::array(
      {{{"physicalLocation",
         {{"artifactLocation", artifact}, {"region", std::move(region)}}}}});
  return result;
}

/// The rules: every diagnostic code, in catalog order (results refer to
/// them by index).
static json makeRules(llvm::StringRef docsUri) {
  json rules = json::array();
  for (const DiagnosticCodeInfo &info : getDiagnosticCodes()) {
    std::string where =
        std::string("docs/") + info.docFile + "#" + info.docAnchor;
    json rule = {
        {"id", info.code.str()},
        {"shortDescription", {{"text", info.help}}},
        {"help", {{"text", std::string(info.help) + " See " + where + "."}}},
        {"defaultConfiguration", {{"level", levelOf(info.severity)}}}};
    if (!docsUri.empty())
      rule["helpUri"] =
          docsUri.str() + info.docFile + "#" + std::string(info.docAnchor);
    rules.push_back(std::move(rule));
  }
  return rules;
}

json mlir::layout::makeSarifLog(const SarifRunInfo &info,
                                std::vector<json> results) {
  json driver = {{"name", "mlir-layout"},
                 {"version", info.version},
                 {"semanticVersion", info.version},
                 {"rules", makeRules(info.docsUri)}};
  if (!info.docsUri.empty())
    driver["informationUri"] = info.docsUri + "compatibility.md";
  json notifications = json::array();
  for (const std::string &error : info.executionErrors)
    notifications.push_back(
        {{"level", "error"}, {"message", {{"text", error}}}});
  json invocation = {{"executionSuccessful", info.executionErrors.empty()}};
  if (!notifications.empty())
    invocation["toolExecutionNotifications"] = std::move(notifications);
  std::string root = info.workingDir;
  if (root.empty() || root.back() != '/')
    root += '/';
  json run = {
      {"tool", {{"driver", std::move(driver)}}},
      {"invocations", json::array({std::move(invocation)})},
      {"originalUriBaseIds",
       {{kSarifRootBaseId, {{"uri", "file://" + percentEncodePath(root)}}}}},
      {"columnKind", "utf16CodeUnits"},
      {"results", std::move(results)}};
  return {{"$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/"
                      "schemas/sarif-schema-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs", json::array({std::move(run)})}};
}
