// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutLspServerMain.cpp - The mlir-layout language server ----------===//
//
// LSP over stdio, for the dialects of the registry the caller passes.
// `-lit-test` reads `// -----`-delimited messages, pretty prints replies and
// rebuilds synchronously, for FileCheck transcripts in the style of MLIR's own
// mlir-lsp-server tests.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Tools/LayoutLspServerMain.h"
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
  cl::OptionCategory category("mlir-layout-lsp options");
  cl::opt<bool> litTest(
      "lit-test",
      cl::desc("Delimited input, pretty output, synchronous rebuilds (tests)"),
      cl::cat(category));
  cl::opt<bool> manualRebuilds(
      "lit-manual-rebuilds",
      cl::desc("With -lit-test: rebuild only on the notification "
               "`$/mlirLayout/runPendingRebuilds` (transcripts of requests "
               "made while a rebuild is pending)"),
      cl::Hidden, cl::cat(category));
  cl::opt<bool> incrementalAnalysis(
      "incremental-analysis",
      cl::desc("After an edit inside function bodies, compute the whole set "
               "of diagnostics from a parse of the edited functions when "
               "that is exactly the whole analysis's set, and build the "
               "snapshot for hovers on another worker (on by default)"),
      cl::init(true), cl::cat(category));
  cl::opt<bool> pretty("pretty", cl::desc("Pretty-print JSON output"),
                       cl::cat(category));
  cl::opt<lsp::Logger::Level> logLevel(
      "log", cl::desc("Verbosity of the log on stderr"),
      cl::init(lsp::Logger::Level::Info),
      cl::values(
          clEnumValN(lsp::Logger::Level::Error, "error", "errors only"),
          clEnumValN(lsp::Logger::Level::Info, "info", "requests"),
          clEnumValN(lsp::Logger::Level::Debug, "verbose", "everything")),
      cl::cat(category));
  cl::opt<std::string> policy(
      "policy",
      cl::desc("Default compatibility policy (relax, strict, "
               "redefine-all, off)"),
      cl::init("relax"), cl::cat(category));
  cl::opt<unsigned> debounceMs(
      "debounce-ms",
      cl::desc("Fixed quiet period before every rebuild, the first one "
               "included (default: after edits, adapted to the measured "
               "rebuild time; none before the first build)"),
      cl::cat(category));
  cl::opt<unsigned> progressThresholdMs(
      "progress-threshold-ms",
      cl::desc("Report a rebuild as progress (window/workDoneProgress) "
               "once it has run this long"),
      cl::init(ServerTuning().progressThreshold.count()), cl::cat(category));
  cl::opt<bool> mallocTrim(
      "malloc-trim",
      cl::desc("Return freed memory to the system a second after the "
               "freeing ends, when a document was closed or at most once "
               "a minute (glibc; on by default)"),
      cl::init(true), cl::cat(category));
  cl::list<std::string> dialectPlugins(
      "load-dialect-plugin",
      cl::desc("Load a dialect plugin (as mlir-opt does); repeatable"),
      cl::value_desc("PATH"), cl::cat(category));
  cl::SetVersionPrinter([](raw_ostream &os) {
    os << "mlir-layout-lsp " << MLIR_LAYOUT_VERSION << "\n";
  });
  cl::HideUnrelatedOptions(category);
  if (!cl::ParseCommandLineOptions(argc, argv, "mlir-layout language server\n",
                                   &errs()))
    return 2;

  LSPServerOptions options;
  std::optional<mlir::layout::CompatibilityPolicy> parsed = parsePolicy(policy);
  if (!parsed) {
    errs() << "mlir-layout-lsp: error: unknown policy '" << policy << "'\n";
    return 2;
  }
  options.policy = *parsed;
  options.delimitedInput = litTest;
  options.pretty = litTest || pretty;
  ServerTuning &tuning = options.tuning;
  if (debounceMs.getNumOccurrences())
    tuning.debounce = std::chrono::milliseconds(debounceMs);
  tuning.progressThreshold = std::chrono::milliseconds(progressThresholdMs);
  if (!mallocTrim)
    tuning.returnFreedMemoryAfter.reset();
  tuning.synchronous = litTest && !manualRebuilds;
  tuning.manualRebuilds = litTest && manualRebuilds;
  tuning.incrementalAnalysis = incrementalAnalysis;
  tuning.asyncSnapshots = incrementalAnalysis;
  lsp::Logger::setLogLevel(litTest ? lsp::Logger::Level::Debug : logLevel);

  // The caller's dialects, then the plugins on top of them.
  if (mlir::failed(setDocumentDialects(registry))) {
    errs() << "mlir-layout-lsp: error: documents were parsed before the "
              "server's dialects were set\n";
    return 2;
  }
  // A plugin that fails to load is reported to the user; the server runs.
  std::vector<std::string> startupErrors;
  for (const std::string &path : dialectPlugins)
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
  return succeeded(runLayoutLSPServer(options, stdin, outs(),
                                      std::move(startupErrors), exitNow))
             ? 0
             : 1;
}
