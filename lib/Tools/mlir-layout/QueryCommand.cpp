// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- QueryCommand.cpp - mlir-layout query -------------------------------===//

#include "Commands.h"

#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"
#include "mlir-layout/Render/LLVMRender.h"
#include "mlir-layout/Render/TextRender.h"

#include "JsonDocuments/LLVMJson.h"
#include "mlir-layout/Support/SplitInput.h"

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

namespace {
cl::opt<QueryFormat> queryFormat(
    "format", cl::desc("Output format of query"), cl::sub(getQuerySubcommand()),
    cl::init(QueryFormat::Text),
    cl::values(clEnumValN(QueryFormat::Text, "text", "one line per result"),
               clEnumValN(QueryFormat::Json, "json",
                          "a JSON array of records (same as --json)"),
               clEnumValN(QueryFormat::TestDataLayoutQuery,
                          "test-data-layout-query",
                          "the attributes mlir-opt's test-data-layout-query "
                          "pass attaches")),
    cl::cat(getToolCategory()));

cl::opt<bool> echoIR(
    "echo-ir",
    cl::desc("With --format=test-data-layout-query: print the IR as mlir-opt "
             "prints it after its test-data-layout-query pass"),
    cl::sub(getQuerySubcommand()), cl::cat(getToolCategory()));
} // namespace

/// The lines of the test-data-layout-query format for one result: the
/// attributes MLIR's pass attaches, one `name = value` per line, in the
/// order MLIR prints them (by name).
static void printPassLines(LayoutDocument &doc, const ResultSite &site,
                           const LayoutResult &result, llvm::raw_ostream &os) {
  os << "// " << doc.getFilename() << ':' << site.where.line << ':'
     << site.where.column << ": " << result.type << "\n";
  std::string error;
  std::optional<DictionaryAttr> attrs =
      site.op->getNumResults() == 1 ? queryPassAttributes(doc, site.op, error)
                                    : std::nullopt;
  if (!attrs) {
    // Ops with several results: the numbers only, per result.
    printQueryPassLines(os, result);
    return;
  }
  for (NamedAttribute attr : *attrs)
    os << attr.getName().getValue() << " = " << attr.getValue() << "\n";
}

int mlir::layout::runQuery(llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs,
                           const QueryOptions &options, llvm::raw_ostream &os) {
  QueryFormat format = options.format;
  if (options.echoIR) {
    // One module per chunk (each followed by an empty line), separated by
    // marker lines, as mlir-opt 22 prints them.
    int status = ExitOk;
    for (size_t i = 0; i < docs.size(); ++i) {
      if (i)
        os << kSplitMarker << "\n";
      status = std::max(status, printQueryPassIR(*docs[i], os));
    }
    return status;
  }
  nlohmann::json records = nlohmann::json::array();
  for (const auto &chunk : docs) {
    LayoutDocument &doc = *chunk;
    std::optional<LLVMTypeLayouts> llvmLayouts;
    if (options.compareLLVM)
      llvmLayouts.emplace(doc);
    for (const ResultSite &site : doc.getResultSites()) {
      const LayoutScope &scope = doc.getScopes().scopeFor(site.op);
      Type type = site.op->getResult(site.resultNumber).getType();
      const LayoutResult &result = doc.getLayout(scope).query(type);
      std::optional<LLVMTypeComparison> llvm;
      if (llvmLayouts)
        llvm = llvmLayouts->compare(scope, type);
      switch (format) {
      case QueryFormat::Json:
        records.push_back(toQueryRecord(result, site.where));
        if (!doc.isParsed())
          records.back()["reading"] = "specs-as-written";
        if (llvm)
          records.back()["llvm"] = toLLVMJson(*llvm);
        break;
      case QueryFormat::Text:
        printQueryRecord(os, result, doc.getFilename(), site.where);
        if (llvm)
          printLLVMComparisonLine(os, *llvm);
        break;
      case QueryFormat::TestDataLayoutQuery:
        printPassLines(doc, site, result, os);
        break;
      }
    }
  }
  if (format == QueryFormat::Json)
    os << dumpJson(records, 2) << "\n";
  return ExitOk;
}

int mlir::layout::runQueryCommand(const SharedOptions &shared) {
  QueryFormat format = shared.json ? QueryFormat::Json : queryFormat;
  if (echoIR && format != QueryFormat::TestDataLayoutQuery) {
    llvm::errs() << "mlir-layout: error: --echo-ir needs "
                    "--format=test-data-layout-query\n";
    return ExitUsage;
  }
  if (shared.compareLLVM && format == QueryFormat::TestDataLayoutQuery) {
    llvm::errs() << "mlir-layout: error: --compare-llvm needs the text or "
                    "JSON format\n";
    return ExitUsage;
  }
  QueryOptions options{format, echoIR, shared.compareLLVM};
  return runReadOnlyCommand(
      ReadOnlyCommand::Query, shared,
      [&](llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs) {
        return runQuery(docs, options, llvm::outs());
      });
}
