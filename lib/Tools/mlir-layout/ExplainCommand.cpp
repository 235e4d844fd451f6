//===- ExplainCommand.cpp - mlir-layout explain ---------------------------===//

#include "Commands.h"

#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/Render/JsonRender.h"
#include "mlir-layout/Render/TextRender.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// Parses `LINE:COL` into a buffer position; prints an error on failure.
static std::optional<llvm::SMLoc> parsePosition(const LayoutDocument &doc,
                                                llvm::StringRef text) {
  auto [lineText, columnText] = text.split(':');
  unsigned line = 0, column = 0;
  if (!llvm::to_integer(lineText, line) ||
      !llvm::to_integer(columnText, column) || line == 0 || column == 0) {
    llvm::errs() << "mlir-layout: error: --at expects LINE:COL (1-based), "
                    "got '"
                 << text << "'\n";
    return std::nullopt;
  }
  llvm::SMLoc loc = doc.getLocator().find(line, column);
  if (!loc.isValid()) {
    llvm::errs() << "mlir-layout: error: " << text << " is outside "
                 << doc.getFilename() << "\n";
    return std::nullopt;
  }
  return loc;
}

int mlir::layout::runExplain(LayoutDocument &doc, const ExplainOptions &options,
                             llvm::raw_ostream &os) {
  const LayoutScope *scope = nullptr;
  std::optional<llvm::SMLoc> loc;
  if (!options.at.empty()) {
    loc = parsePosition(doc, options.at);
    if (!loc)
      return ExitUsage;
    scope = &doc.findScopeAt(*loc);
  } else {
    scope = doc.getScopes().findByPath(options.scope);
    if (!scope) {
      llvm::errs() << "mlir-layout: error: no scope '" << options.scope
                   << "'; scopes in " << doc.getFilename() << ":";
      for (const auto &s : doc.getScopes().getScopes())
        llvm::errs() << " " << s->path;
      llvm::errs() << "\n";
      return ExitUsage;
    }
  }

  std::vector<Type> types;
  if (!options.type.empty()) {
    std::string error;
    Type type = doc.parseType(options.type, error);
    if (!type) {
      llvm::errs() << "mlir-layout: error: --type: " << error << "\n";
      return ExitUsage;
    }
    types.push_back(type);
  } else if (std::optional<TypeSite> site = findTypeAt(doc, *loc)) {
    // The type (or SSA value) written at the position, in its own scope.
    types.push_back(site->type);
    scope = site->scope;
  } else if (Operation *op = doc.findOpAt(*loc)) {
    for (Type type : op->getResultTypes())
      types.push_back(type);
  }
  if (types.empty()) {
    llvm::errs() << "mlir-layout: error: no --type given and no op result at "
                 << options.at << "\n";
    return ExitUsage;
  }

  ScopedDataLayout &layout = doc.getLayout(*scope);
  nlohmann::json results = nlohmann::json::array();
  for (Type type : types) {
    const LayoutResult &result = layout.explain(type);
    if (options.json)
      results.push_back(toExplanation(result));
    else
      printExplanation(os, result, doc.getFilename());
  }
  if (options.json)
    os << dumpJson(types.size() == 1 ? results.front() : results, 2) << "\n";
  return ExitOk;
}
