//===- LSPServer.h - The mlir-layout language server ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The language server's public surface: how it is tuned by the tool that
// runs it, and the loop that speaks LSP until `exit`. What the user chooses
// (settings) and what the client can take (capabilities) arrive over the
// protocol.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_LSPSERVER_H
#define MLIR_LAYOUT_SERVER_LSPSERVER_H

#include "mlir-layout/Check/SpecIssue.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/LogicalResult.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// How the server schedules its work, chosen by the tool that runs it and
/// fixed for the server's life. The defaults are what `mlir-layout-lsp`
/// ships.
struct ServerTuning {
  /// Quiet period before every rebuild, the first build of an opened file
  /// included (`-debounce-ms`; tests). Unset (the default): the quiet period
  /// after edits follows the file's measured rebuild times, and an edit to a
  /// settled file and the first build of an opened file start at once.
  std::optional<std::chrono::milliseconds> debounce;
  /// Documents rebuilt at once (one worker thread each).
  unsigned rebuildWorkers = 2;
  /// Rebuild and answer on the calling thread at once (deterministic
  /// transcripts: `-lit-test`).
  bool synchronous = false;
  /// Rebuilds run only when asked (`$/mlirLayout/runPendingRebuilds`; no
  /// rebuild workers): transcripts of requests made while a rebuild is
  /// pending (`-lit-manual-rebuilds`).
  bool manualRebuilds = false;
  /// After an edit inside function bodies, the whole set of diagnostics
  /// comes from a parse of the edited functions and the snapshot's check
  /// problems carried over (Features/IncrementalAnalysis.h) when that is
  /// exactly the whole analysis's set; the whole analysis still builds the
  /// snapshot and sends its set only if it differs
  /// (`-incremental-analysis`).
  bool incrementalAnalysis = true;
  /// With two or more rebuild workers: once an edit's whole set is out from
  /// the incremental analysis, its snapshot is built on another worker, so
  /// the next edit's diagnostics do not wait for it (clangd's asynchronous
  /// preamble builds).
  bool asyncSnapshots = true;
  /// When freeing old snapshots has been quiet this long, freed heap memory
  /// goes back to the system if a document was closed since the last return
  /// or the last return is a minute ago (`-malloc-trim`). Unset: never.
  std::optional<std::chrono::milliseconds> returnFreedMemoryAfter =
      std::chrono::milliseconds(1000);
  /// A document of at least this many bytes keeps one version in memory:
  /// its snapshot is freed before the next one is built, instead of
  /// answering hovers while the next one builds (a snapshot holds ~20 times
  /// its text: two of a 50 MiB document are ~2 GiB). While that document's
  /// newest version does not parse, the last version that parsed adds its
  /// diagnostics, kept apart from its snapshot and mapped to the new text
  /// (`-one-version-above-mib`).
  size_t oneVersionAbove = size_t(16) << 20;
  /// How long a rebuild runs before it is reported as progress, to a client
  /// that shows it (`-progress-threshold-ms`; 0 reports every rebuild).
  std::chrono::milliseconds progressThreshold{500};
};

/// How runLayoutLSPServer runs the server.
struct LSPServerOptions {
  /// How the server schedules its work.
  ServerTuning tuning;
  /// The compatibility policy until the client's settings choose one
  /// (`-policy`).
  CompatibilityPolicy policy = CompatibilityPolicy::Relax;
  /// Messages are separated by `// -----` lines instead of framed by
  /// `Content-Length` headers (`-lit-test` transcripts).
  bool delimitedInput = false;
  /// Messages are written pretty-printed.
  bool pretty = false;
};

/// Called at the end of the input when a rebuild or request still runs on
/// another thread, with the result runLayoutLSPServer would return; it may
/// end the process at once (std::_Exit) instead of waiting for that work.
using ExitWhileBusyFn = llvm::function_ref<void(llvm::LogicalResult)>;

/// Runs the language server, reading JSON-RPC messages from `in` and writing
/// to `out`, until `exit`. Returns success only when `shutdown` came before
/// `exit` (LSP's exit code rule). `startupErrors` (e.g. dialect plugins that
/// failed to load) are shown to the user once the client is initialized;
/// the server runs regardless. Once the input ends nothing more is
/// published; work still running on other threads is waited for unless
/// `exitWhileBusy` ends the process.
llvm::LogicalResult
runLayoutLSPServer(const LSPServerOptions &options, std::FILE *in,
                   llvm::raw_ostream &out,
                   std::vector<std::string> startupErrors = {},
                   ExitWhileBusyFn exitWhileBusy = {});

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_LSPSERVER_H
