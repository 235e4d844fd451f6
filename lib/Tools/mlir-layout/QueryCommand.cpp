//===- QueryCommand.cpp - mlir-layout query -------------------------------===//

#include "Commands.h"

#include "mlir-layout/Render/JsonRender.h"
#include "mlir-layout/Render/TextRender.h"

using namespace mlir;
using namespace mlir::layout;

int mlir::layout::runQuery(LayoutDocument &doc, QueryFormat format,
                           llvm::raw_ostream &os) {
  nlohmann::json records = nlohmann::json::array();
  for (const ResultSite &site : doc.getResultSites()) {
    const LayoutScope &scope = doc.getScopes().scopeFor(site.op);
    Type type = site.op->getResult(site.resultNumber).getType();
    const LayoutResult &result = doc.getLayout(scope).query(type);
    switch (format) {
    case QueryFormat::Json:
      records.push_back(toQueryRecord(result, site.where));
      break;
    case QueryFormat::Text:
      printQueryRecord(os, result, doc.getFilename(), site.where);
      break;
    case QueryFormat::TestDataLayoutQuery:
      os << "// " << doc.getFilename() << ':' << site.where.line << ':'
         << site.where.column << ": " << result.type << "\n";
      printQueryPassLines(os, result);
      break;
    }
  }
  if (format == QueryFormat::Json)
    os << dumpJson(records, 2) << "\n";
  return ExitOk;
}
