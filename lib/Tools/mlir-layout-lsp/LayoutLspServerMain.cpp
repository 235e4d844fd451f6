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
#include "llvm/Support/Signals.h"

#include <cstdlib>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace llvm;
using namespace mlir::layout;

/// The pipe signal handler: says why the server stops, with only
/// async-signal-safe calls, and exits as LLVM's default handler does.
static void onBrokenPipe() {
  static const char message[] =
      "E mlir-layout-lsp: stdout is closed (the client stopped reading); "
      "exiting\n";
  ssize_t written = ::write(2, message, sizeof(message) - 1);
  (void)written;
  std::_Exit(74); // EX_IOERR, as llvm::sys::DefaultOneShotPipeSignalHandler
}

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
  // A write to a client that closed its end of stdout: one log line on
  // stderr, then LLVM's exit status for I/O errors (instead of its silent
  // default handler).
  // Set before LLVM installs any other signal handler, as LLVM requires.
  llvm::sys::SetOneShotPipeSignalFunction(onBrokenPipe);
  InitLLVM init(argc, argv, /*InstallPipeSignalExitHandler=*/false);
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
