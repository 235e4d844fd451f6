// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutLspServerMain.cpp - The mlir-layout language server ----------===//
//
// LSP over stdio, for the dialects of the registry the caller passes: parses
// the options (ServerCommandLine.cpp, which checks them), loads the dialect
// plugins and runs the server.
// `-lit-test` reads `// -----`-delimited messages, pretty prints replies and
// rebuilds synchronously, for FileCheck transcripts in the style of MLIR's own
// mlir-lsp-server tests.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Tools/LayoutLspServerMain.h"
#include "ServerCommandLine.h"

#include "mlir-layout/Config/Version.h"
#include "mlir-layout/Core/DocumentDialects.h"
#include "mlir-layout/Core/Plugins.h"
#include "mlir-layout/Server/LSPServer.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/Program.h"

#include <cstdlib>
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace llvm;
using namespace mlir::layout;

int mlir::layout::LayoutLspServerMain(int argc, char **argv,
                                      mlir::DialectRegistry &registry) {
#ifdef __GLIBC__
  // One malloc arena for all threads. With glibc's default (an arena per
  // thread that allocates, up to 8 per core) consecutive rebuilds on
  // different workers each keep a snapshot's worth of freed memory in their
  // own arena, which the next rebuild on another thread cannot reuse: on a
  // 10k-line overlap file open + 3 edits took 68 MiB of anonymous memory
  // instead of 43 (bench/README.md). The threads allocate little at the
  // same time (a rebuild, and hovers answered from small per-thread caches).
  mallopt(M_ARENA_MAX, 1);
#endif
  InitLLVM init(argc, argv);
  ServerCommandLine commandLine;
  cl::SetVersionPrinter([](raw_ostream &os) {
    os << "mlir-layout-lsp " << MLIR_LAYOUT_VERSION << "\n";
  });
  cl::HideUnrelatedOptions(commandLine.getCategory());
  if (!cl::ParseCommandLineOptions(argc, argv, "mlir-layout language server\n",
                                   &errs()))
    return 2;

  std::optional<LSPServerOptions> options = commandLine.getServerOptions();
  if (!options)
    return 2;
  lsp::Logger::setLogLevel(commandLine.getLogLevel());

  // The caller's dialects, then the plugins on top of them.
  if (mlir::failed(setDocumentDialects(registry))) {
    errs() << "mlir-layout-lsp: error: documents were parsed before the "
              "server's dialects were set\n";
    return 2;
  }
  // A plugin that fails to load is reported to the user; the server runs.
  std::vector<std::string> startupErrors;
  for (const std::string &path : commandLine.getDialectPlugins())
    if (llvm::Error error = loadDialectPlugin(path)) {
      startupErrors.push_back("mlir-layout-lsp: " + toString(std::move(error)));
      errs() << startupErrors.back() << "\n";
    }

  llvm::sys::ChangeStdinToBinary();
  // `exit` during a long rebuild ends the process at once: every message is
  // already flushed (the transport flushes each one), publications have
  // stopped, and skipping the destructors means no thread can outlive what
  // it uses.
  auto exitNow = [](mlir::LogicalResult result) {
    errs().flush();
    std::_Exit(succeeded(result) ? 0 : 1);
  };
  return succeeded(runLayoutLSPServer(*options, stdin, outs(),
                                      std::move(startupErrors), exitNow))
             ? 0
             : 1;
}
