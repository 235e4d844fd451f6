// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HeaderCommand.cpp - mlir-layout header -----------------------------===//
//
// `mlir-layout header FILE --scope PATH --type T... [--name T=cname]...
// [-o OUT]` writes a C11 header declaring each type as the scope lays it out,
// with `_Static_assert`s on its size, alignment and member offsets. With
// `-o`, the header replaces OUT atomically (a temporary file renamed over
// it), so an interrupted run leaves OUT as it was.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Features/CHeader.h"
#include "mlir-layout/Render/CHeaderRender.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory headerCategory("mlir-layout header options");

cl::SubCommand headerCmd("header", "Write a C11 header whose structs and "
                                   "_Static_asserts state a scope's layout");
cl::opt<std::string> headerFile(cl::Positional, cl::desc("<input .mlir file>"),
                                cl::sub(headerCmd), cl::cat(headerCategory));
cl::opt<std::string> headerScope("scope",
                                 cl::desc("The scope whose layout the header "
                                          "states (@a::@b, <top>)"),
                                 cl::value_desc("PATH"), cl::init("<top>"),
                                 cl::sub(headerCmd), cl::cat(headerCategory));
cl::list<std::string> headerTypes("type",
                                  cl::desc("A type to declare (repeatable)"),
                                  cl::value_desc("TYPE"), cl::sub(headerCmd),
                                  cl::cat(headerCategory));
cl::list<std::string>
    headerNames("name", cl::desc("The C name of a --type: TYPE=cname"),
                cl::value_desc("TYPE=NAME"), cl::sub(headerCmd),
                cl::cat(headerCategory));
cl::opt<std::string> headerOutput("o",
                                  cl::desc("Write the header to this file "
                                           "(atomically) instead of stdout"),
                                  cl::value_desc("OUT"), cl::init("-"),
                                  cl::sub(headerCmd), cl::cat(headerCategory));
} // namespace

bool mlir::layout::isHeaderCommand() { return bool(headerCmd); }

llvm::cl::OptionCategory &mlir::layout::getHeaderOptionCategory() {
  return headerCategory;
}

static int fail(const llvm::Twine &message, int status) {
  llvm::errs() << "mlir-layout: error: " << message << "\n";
  return status;
}

int mlir::layout::runHeaderCommand(const DocumentOptions &options) {
  if (headerFile.empty())
    return fail("header needs an input file", ExitUsage);
  if (headerTypes.empty())
    return fail("header needs at least one --type", ExitUsage);
  // `--name TYPE=cname`: split at the last `=` (types may hold `=`).
  std::map<std::string, std::string> names;
  for (const std::string &entry : headerNames) {
    size_t at = entry.rfind('=');
    if (at == std::string::npos || at == 0 || at + 1 == entry.size())
      return fail("--name expects TYPE=NAME, got '" + entry + "'", ExitUsage);
    std::string type = entry.substr(0, at);
    if (llvm::find(headerTypes, type) == headerTypes.end())
      return fail("--name " + entry + ": '" + type + "' is not a --type",
                  ExitUsage);
    names[type] = entry.substr(at + 1);
    if (!isCIdentifier(names[type]))
      return fail("'" + names[type] + "' is not a C identifier", ExitUsage);
  }
  std::unique_ptr<LayoutDocument> doc = loadDocument(headerFile, options);
  if (!doc)
    return ExitUsage;
  if (!doc->isParsed() || !doc->canAnswer())
    return fail(headerFile + " does not parse; its layout cannot be known",
                ExitProblems);
  const LayoutScope *scope = doc->getScopes().findByPath(headerScope);
  if (!scope) {
    std::string scopes;
    for (const auto &s : doc->getScopes().getScopes())
      scopes += " " + s->path;
    return fail("no scope '" + headerScope + "'; scopes in " + headerFile +
                    ":" + scopes,
                ExitUsage);
  }
  std::vector<CHeaderRequest> requests;
  for (const std::string &text : headerTypes) {
    std::string error;
    Type type = doc->parseType(text, error);
    if (!type)
      return fail("--type " + text + ": " + error, ExitUsage);
    requests.push_back({type, text, names.count(text) ? names[text] : ""});
  }
  std::string error;
  std::optional<CHeader> header =
      describeCHeader(doc->getLayout(*scope), requests, error);
  if (!header)
    return fail(error, ExitProblems);
  std::string text = renderCHeader(
      *header, headerFile,
      makeIncludeGuard(headerOutput == "-" ? headerFile + ".h"
                                           : std::string(headerOutput)));
  if (llvm::Error written = llvm::writeToOutput(
          headerOutput, [&](llvm::raw_ostream &os) -> llvm::Error {
            os << text;
            return llvm::Error::success();
          }))
    return fail("cannot write " + headerOutput + ": " +
                    llvm::toString(std::move(written)),
                ExitUsage);
  return ExitOk;
}
