// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ExplainCommand.cpp - mlir-layout explain ---------------------------===//

#include "Commands.h"

#include "JsonDocuments/DeviceJson.h"
#include "JsonDocuments/JsonRender.h"
#include "JsonDocuments/LLVMJson.h"
#include "JsonDocuments/LayoutTableJson.h"
#include "mlir-layout/Check/LLVMAgreement.h"
#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"
#include "mlir-layout/Render/DeviceRender.h"
#include "mlir-layout/Render/LLVMRender.h"
#include "mlir-layout/Render/LayoutTableRender.h"
#include "mlir-layout/Render/TextRender.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

namespace {
cl::opt<std::string> typeText("type", cl::desc("The type to explain"),
                              cl::value_desc("TYPE"),
                              cl::sub(getExplainSubcommand()),
                              cl::cat(getToolCategory()));
cl::opt<unsigned> cacheLine(
    "cache-line",
    cl::desc("Cache line size in bytes for the padding and cache lines of "
             "struct fields (default 64)"),
    cl::value_desc("N"), cl::init(64), cl::sub(getExplainSubcommand()),
    cl::cat(getToolCategory()));
cl::opt<std::string> atPosition("at",
                                cl::desc("Answer in the scope enclosing "
                                         "this position (1-based)"),
                                cl::value_desc("LINE:COL"),
                                cl::sub(getExplainSubcommand()),
                                cl::cat(getToolCategory()));
cl::opt<std::string> scopePath("scope",
                               cl::desc("Answer in this scope (@a::@b, "
                                        "<top>, builtin.module@LINE)"),
                               cl::value_desc("PATH"),
                               cl::sub(getExplainSubcommand()),
                               cl::cat(getToolCategory()));
cl::opt<std::string> deviceId(
    "device",
    cl::desc("Answer in the context of this device of the scope's "
             "dlti.target_system_spec (its properties, and whether MLIR "
             "reads them there)"),
    cl::value_desc("ID"), cl::sub(getExplainSubcommand()),
    cl::cat(getToolCategory()));
} // namespace

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
  // A `// -----` chunk's buffer starts at its first line in the file.
  unsigned firstLine = doc.getOptions().firstLineOffset;
  llvm::SMLoc loc = line > firstLine
                        ? doc.getLocator().find(line - firstLine, column)
                        : llvm::SMLoc();
  if (!loc.isValid()) {
    llvm::errs() << "mlir-layout: error: " << text << " is outside "
                 << doc.getFilename() << "\n";
    return std::nullopt;
  }
  return loc;
}

/// The chunk `options` name: the one holding --at's line, or the one with
/// the scope --scope names (an error when several have it). Prints an error
/// and returns null when there is none.
static LayoutDocument *
selectChunk(llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs,
            const ExplainOptions &options) {
  if (docs.size() == 1)
    return docs.front().get();
  if (!options.at.empty()) {
    unsigned line = 0;
    llvm::to_integer(llvm::StringRef(options.at).split(':').first, line);
    LayoutDocument *found = docs.front().get();
    for (const auto &doc : docs)
      if (doc->getOptions().firstLineOffset < line)
        found = doc.get();
    return found;
  }
  std::vector<LayoutDocument *> found;
  for (const auto &doc : docs)
    if (doc->getScopes().findByPath(options.scope))
      found.push_back(doc.get());
  if (found.size() == 1)
    return found.front();
  if (found.empty())
    return docs.front().get(); // runExplain lists the scopes of one chunk
  llvm::errs() << "mlir-layout: error: scope '" << options.scope << "' is in "
               << found.size() << " chunks (split at lines:";
  for (LayoutDocument *doc : found)
    llvm::errs() << " " << doc->getOptions().firstLineOffset + 1;
  llvm::errs() << "); use --at LINE:COL instead\n";
  return nullptr;
}

int mlir::layout::runExplain(
    llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs,
    const ExplainOptions &options, llvm::raw_ostream &os) {
  LayoutDocument *chunk = selectChunk(docs, options);
  if (!chunk)
    return ExitUsage;
  LayoutDocument &doc = *chunk;
  if (!doc.canAnswer())
    return reportCannotKnow(doc);
  // An unread spec is reported with the scopes it leaves unknown.
  int status = doc.isParsed() ? ExitOk : reportReadAsWritten(doc, false);
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

  std::optional<DeviceLookup> device;
  if (!options.device.empty()) {
    device = lookupDevice(*scope, options.device);
    if (!device->device) {
      llvm::errs() << "mlir-layout: error: --device: no device \""
                   << options.device << "\" for scope " << scope->path;
      std::vector<std::string> ids = listReachableDevices(*scope);
      if (ids.empty())
        llvm::errs() << " (no dlti.target_system_spec on it or reachable by "
                        "dlti::query from it)";
      else
        llvm::errs() << "; its devices: \"" << llvm::join(ids, "\", \"")
                     << "\"";
      llvm::errs() << "\n";
      return ExitUsage;
    }
  }

  ScopedDataLayout &layout = doc.getLayout(*scope);
  LLVMTypeLayouts llvmLayouts(doc);
  nlohmann::json results = nlohmann::json::array();
  for (Type type : types) {
    const LayoutResult &result = layout.explain(type);
    // With --compare-llvm LLVM's full answer; else, in a scope headed for
    // LLVM, one line when LLVM IR lays the type out differently.
    std::optional<LLVMTypeComparison> llvm =
        options.compareLLVM ? llvmLayouts.compare(*scope, type)
                            : llvmLayouts.findDifference(*scope, type);
    if (options.json) {
      results.push_back(toExplanation(result));
      if (!doc.isParsed())
        results.back()["reading"] = "specs-as-written";
      // The layout view's table: rows, padding and cache lines.
      if (std::optional<LayoutTable> table =
              describeLayoutTable(result, options.cacheLineSize))
        results.back()["layout"] = toLayoutTableJson(*table);
      if (device)
        results.back()["device"] = toDeviceLookupJson(*device);
      if (llvm)
        results.back()["llvm"] = toLLVMJson(*llvm);
    } else {
      printExplanation(os, result, doc.getFilename(), options.cacheLineSize);
      if (!doc.isParsed())
        os << "  (from the specs as written: the file does not parse at "
           << doc.getParseFailure()->where.line << ":"
           << doc.getParseFailure()->where.column << ")\n";
      if (llvm && options.compareLLVM)
        printLLVMComparison(os, *llvm);
      else if (llvm)
        os << describeLLVMDifference(*llvm, result) << "\n";
    }
  }
  if (device && !options.json)
    printDeviceLookup(os, *device, doc.getFilename());
  if (options.json)
    os << dumpJson(types.size() == 1 ? results.front() : results, 2) << "\n";
  return findUnreadScope(*scope) ? status : ExitOk;
}

int mlir::layout::runExplainCommand(const SharedOptions &shared) {
  if (atPosition.empty() == scopePath.empty()) {
    llvm::errs() << "mlir-layout: error: explain needs exactly one of --at "
                    "and --scope\n";
    return ExitUsage;
  }
  if (cacheLine == 0) {
    llvm::errs() << "mlir-layout: error: --cache-line needs a size of at "
                    "least 1 byte\n";
    return ExitUsage;
  }
  if (typeText.empty() && atPosition.empty()) {
    llvm::errs() << "mlir-layout: error: explain --scope needs --type\n";
    return ExitUsage;
  }
  ExplainOptions options;
  options.type = typeText;
  options.at = atPosition;
  options.scope = scopePath;
  options.json = shared.json;
  options.compareLLVM = shared.compareLLVM;
  options.device = deviceId;
  options.cacheLineSize = cacheLine;
  return runReadOnlyCommand(
      ReadOnlyCommand::Explain, shared,
      [&](llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs) {
        return runExplain(docs, options, llvm::outs());
      });
}
