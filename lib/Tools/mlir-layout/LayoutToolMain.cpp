// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutToolMain.cpp - The mlir-layout command line ------------------===//
//
// The subcommands `query`, `explain`, `scopes`, `check`, `spec` and `diff`
// over the layout engine, for the dialects of the registry the caller
// passes. This unit parses the options (llvm::cl subcommands, declared in
// ToolOptions.cpp and each command's unit), loads the dialect plugins and
// runs the command given, which checks its own options. Exit codes: 0 ok,
// 1 problems in the input, 2 usage error or unreadable input.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Tools/LayoutToolMain.h"
#include "Commands.h"
#include "ToolOptions.h"

#include "mlir-layout/Config/Version.h"
#include "mlir-layout/Core/DocumentDialects.h"
#include "mlir-layout/Core/Plugins.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mlir::layout;

static void printVersion(raw_ostream &os) {
  os << "mlir-layout " << MLIR_LAYOUT_VERSION << " (MLIR/LLVM "
     << MLIR_LAYOUT_LLVM_VERSION << ")\n";
}

int mlir::layout::LayoutToolMain(int argc, char **argv,
                                 mlir::DialectRegistry &registry) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions({&getToolCategory(), &getSpecOptionCategory(),
                            &getHeaderOptionCategory()});
  cl::SetVersionPrinter(printVersion);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "mlir-layout: size and alignment of MLIR types under DLTI data "
          "layouts\n\n"
          "  mlir-layout query FILE [--json | --format=...] [--echo-ir] "
          "[--split-input-file] [--compare-llvm]\n"
          "  mlir-layout explain FILE --type TYPE (--at LINE:COL | --scope "
          "PATH) [--device ID] [--json] [--compare-llvm] [--cache-line=N]\n"
          "  mlir-layout scopes FILE [--json]\n"
          "  mlir-layout check FILE... [--policy "
          "relax|strict|redefine-all|off] "
          "[--json | --format=text|json|sarif] [--fix] [-j N] "
          "[--compare-llvm]\n"
          "  mlir-layout spec (--triple T [--cpu C] [--features F] "
          "[--abi NAME] | "
          "--llvm-data-layout S | FILE --scope PATH) "
          "[--format=dlti|llvm|json]\n"
          "  mlir-layout diff OLD NEW [--json] [--ignore KIND]... "
          "[--split-input-file]\n"
          "  mlir-layout diff --rev REV FILE [--json] [--ignore KIND]... "
          "[--split-input-file]\n"
          "  mlir-layout diff FILE (--spec SPEC_FILE | --triple T [--cpu C] "
          "[--features F] [--abi NAME])... [--scope PATH] [--json] "
          "[--ignore KIND]...\n"
          "  mlir-layout targets [FILE] --type T... (--triple T [--cpu C] "
          "[--features F] [--abi NAME])... [--scope PATH] [--json]\n"
          "  mlir-layout header FILE [--scope PATH] --type TYPE... "
          "[--name TYPE=NAME]... [-o OUT]\n",
          &errs()))
    return ExitUsage;

  if (!getQuerySubcommand() && !getExplainSubcommand() &&
      !getScopesSubcommand() && !getCheckSubcommand() && !getDiffSubcommand() &&
      !getTargetsSubcommand() && !isSpecCommand() && !isHeaderCommand()) {
    errs() << "mlir-layout: error: expected a subcommand (query, explain, "
              "scopes, check, spec, diff, targets, header); see --help\n";
    return ExitUsage;
  }
  // The caller's dialects, then the plugins on top of them.
  if (mlir::failed(setDocumentDialects(registry))) {
    errs() << "mlir-layout: error: documents were parsed before the tool's "
              "dialects were set\n";
    return ExitUsage;
  }
  for (const std::string &path : getDialectPlugins()) {
    if (llvm::Error error = loadDialectPlugin(path)) {
      errs() << "mlir-layout: error: " << toString(std::move(error)) << "\n";
      return ExitUsage;
    }
  }
  // Each command checks its own options.
  SharedOptions shared = getSharedOptions();
  if (isSpecCommand())
    return runSpecCommand(shared.document, outs());
  if (isHeaderCommand())
    return runHeaderCommand(shared.document);
  if (getCheckSubcommand())
    return runCheckCommand(shared);
  if (getDiffSubcommand())
    return runDiffCommand(shared);
  if (getTargetsSubcommand())
    return runTargetsCommand(shared);
  if (getQuerySubcommand())
    return runQueryCommand(shared);
  if (getExplainSubcommand())
    return runExplainCommand(shared);
  return runScopesCommand(shared);
}
