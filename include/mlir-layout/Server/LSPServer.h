//===- LSPServer.h - The protocol side of mlir-layout-lsp -------*- C++ -*-===//

#ifndef MLIR_LAYOUT_SERVER_LSPSERVER_H
#define MLIR_LAYOUT_SERVER_LSPSERVER_H

#include "LayoutServer.h"

#include "llvm/Support/LSP/Transport.h"

namespace mlir {
namespace layout {

/// Runs the language server over `transport` until `exit`. Returns success
/// only when `shutdown` came before `exit` (LSP's exit code rule).
/// `startupErrors` (e.g. dialect plugins that failed to load) are shown to
/// the user once the client is initialized; the server runs regardless.
llvm::LogicalResult
runLayoutLSPServer(LayoutServer::Options options,
                   llvm::lsp::JSONTransport &transport,
                   std::vector<std::string> startupErrors = {});

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_LSPSERVER_H
