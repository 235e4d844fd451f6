//===- ServerCommandLine.h - The options of mlir-layout-lsp -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The command line of the language server (llvm::cl): its options, and
// their checks and translation into LSPServerOptions. LayoutLspServerMain
// only parses, loads the dialect plugins and runs the server.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TOOLS_SERVERCOMMANDLINE_H
#define MLIR_LAYOUT_TOOLS_SERVERCOMMANDLINE_H

#include "mlir-layout/Server/LSPServer.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/LSP/Logging.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace layout {

/// The options of mlir-layout-lsp, registered while an instance lives (the
/// main makes one before it parses the command line).
class ServerCommandLine {
public:
  /// Makes (and registers) the options.
  ServerCommandLine();
  /// Destroys the options.
  ~ServerCommandLine();

  /// The category of the server's options (the ones --help shows).
  llvm::cl::OptionCategory &getCategory();
  /// The server's options as parsed; prints why and returns nothing when
  /// one is wrong (an unknown policy).
  std::optional<LSPServerOptions> getServerOptions() const;
  /// The verbosity of the log on stderr.
  llvm::lsp::Logger::Level getLogLevel() const;
  /// `--load-dialect-plugin`, in the order given.
  llvm::ArrayRef<std::string> getDialectPlugins() const;

private:
  struct Options;
  std::unique_ptr<Options> options;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_SERVERCOMMANDLINE_H
