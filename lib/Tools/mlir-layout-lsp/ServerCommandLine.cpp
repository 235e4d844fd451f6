// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ServerCommandLine.cpp - The options of mlir-layout-lsp -------------===//

#include "ServerCommandLine.h"

using namespace llvm;
using namespace mlir::layout;

struct ServerCommandLine::Options {
  cl::OptionCategory category{"mlir-layout-lsp options"};
  cl::opt<bool> litTest{
      "lit-test",
      cl::desc("Delimited input, pretty output, synchronous rebuilds (tests)"),
      cl::cat(category)};
  cl::opt<bool> manualRebuilds{
      "lit-manual-rebuilds",
      cl::desc("With -lit-test: rebuild only on the notification "
               "`$/mlirLayout/runPendingRebuilds` (transcripts of requests "
               "made while a rebuild is pending)"),
      cl::Hidden, cl::cat(category)};
  cl::opt<bool> incrementalAnalysis{
      "incremental-analysis",
      cl::desc("After an edit inside function bodies, compute the whole set "
               "of diagnostics from a parse of the edited functions when "
               "that is exactly the whole analysis's set, and build the "
               "snapshot for hovers on another worker (on by default)"),
      cl::init(true), cl::cat(category)};
  cl::opt<bool> pretty{"pretty", cl::desc("Pretty-print JSON output"),
                       cl::cat(category)};
  cl::opt<lsp::Logger::Level> logLevel{
      "log", cl::desc("Verbosity of the log on stderr"),
      cl::init(lsp::Logger::Level::Info),
      cl::values(
          clEnumValN(lsp::Logger::Level::Error, "error", "errors only"),
          clEnumValN(lsp::Logger::Level::Info, "info", "requests"),
          clEnumValN(lsp::Logger::Level::Debug, "verbose", "everything")),
      cl::cat(category)};
  cl::opt<std::string> policy{
      "policy",
      cl::desc("Default compatibility policy (relax, strict, "
               "redefine-all, off)"),
      cl::init("relax"), cl::cat(category)};
  cl::opt<unsigned> debounceMs{
      "debounce-ms",
      cl::desc("Fixed quiet period before every rebuild, the first one "
               "included (default: after edits, adapted to the measured "
               "rebuild time; none before the first build)"),
      cl::cat(category)};
  cl::opt<unsigned> progressThresholdMs{
      "progress-threshold-ms",
      cl::desc("Report a rebuild as progress (window/workDoneProgress) "
               "once it has run this long"),
      cl::init(ServerTuning().progressThreshold.count()), cl::cat(category)};
  cl::opt<bool> mallocTrim{
      "malloc-trim",
      cl::desc("Return freed memory to the system a second after the "
               "freeing ends, when a document was closed or at most once "
               "a minute (glibc; on by default)"),
      cl::init(true), cl::cat(category)};
  cl::opt<unsigned> oneVersionAboveMiB{
      "one-version-above-mib",
      cl::desc("Documents of at least this many MiB keep one version in "
               "memory: the old snapshot is freed before the next is built, "
               "so hovers wait for the rebuild (0: every document)"),
      cl::init(unsigned(ServerTuning().oneVersionAbove >> 20)),
      cl::cat(category)};
  cl::list<std::string> dialectPlugins{
      "load-dialect-plugin",
      cl::desc("Load a dialect plugin (as mlir-opt does); repeatable"),
      cl::value_desc("PATH"), cl::cat(category)};
};

ServerCommandLine::ServerCommandLine() : options(new Options) {}

ServerCommandLine::~ServerCommandLine() = default;

cl::OptionCategory &ServerCommandLine::getCategory() {
  return options->category;
}

std::optional<LSPServerOptions> ServerCommandLine::getServerOptions() const {
  const Options &o = *options;
  LSPServerOptions server;
  std::optional<CompatibilityPolicy> parsed = parsePolicy(o.policy);
  if (!parsed) {
    errs() << "mlir-layout-lsp: error: unknown policy '" << o.policy << "'\n";
    return std::nullopt;
  }
  server.policy = *parsed;
  server.delimitedInput = o.litTest;
  server.pretty = o.litTest || o.pretty;
  ServerTuning &tuning = server.tuning;
  if (o.debounceMs.getNumOccurrences())
    tuning.debounce = std::chrono::milliseconds(o.debounceMs);
  tuning.progressThreshold = std::chrono::milliseconds(o.progressThresholdMs);
  if (!o.mallocTrim)
    tuning.returnFreedMemoryAfter.reset();
  tuning.synchronous = o.litTest && !o.manualRebuilds;
  tuning.manualRebuilds = o.litTest && o.manualRebuilds;
  tuning.incrementalAnalysis = o.incrementalAnalysis;
  tuning.asyncSnapshots = o.incrementalAnalysis;
  tuning.oneVersionAbove = size_t(o.oneVersionAboveMiB) << 20;
  return server;
}

lsp::Logger::Level ServerCommandLine::getLogLevel() const {
  return options->litTest ? lsp::Logger::Level::Debug
                          : options->logLevel.getValue();
}

ArrayRef<std::string> ServerCommandLine::getDialectPlugins() const {
  return options->dialectPlugins;
}
