//===- LSPServer.h - The protocol side of mlir-layout-lsp -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef MLIR_LAYOUT_SERVER_LSPSERVER_H
#define MLIR_LAYOUT_SERVER_LSPSERVER_H

#include "HeldOutput.h"
#include "LayoutServer.h"

#include "llvm/Support/LSP/Transport.h"

namespace mlir {
namespace layout {

/// Called at the end of the input when a rebuild or request still runs on
/// another thread, with the result runLayoutLSPServer would return; it may
/// end the process at once (std::_Exit) instead of waiting for that work.
using ExitWhileBusyFn = llvm::function_ref<void(llvm::LogicalResult)>;

/// Runs the language server over `transport` until `exit`. Returns success
/// only when `shutdown` came before `exit` (LSP's exit code rule).
/// `startupErrors` (e.g. dialect plugins that failed to load) are shown to
/// the user once the client is initialized; the server runs regardless.
/// Once the input ends nothing more is published; work still running on
/// other threads is waited for unless `exitWhileBusy` ends the process.
/// When `heldOutput` is the transport's output stream, large results
/// (document symbols) are written as text and held there instead of being
/// built as llvm::json values; the bytes sent are the same.
llvm::LogicalResult runLayoutLSPServer(
    LayoutServer::Options options, llvm::lsp::JSONTransport &transport,
    std::vector<std::string> startupErrors = {},
    ExitWhileBusyFn exitWhileBusy = {}, HeldOutput *heldOutput = nullptr);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_LSPSERVER_H
