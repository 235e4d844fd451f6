// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- JsonRpcFuzzer.cpp - Raw bytes into the server's JSON-RPC input -----===//
//
// Feeds the input as the server's stdin (standard Content-Length framing)
// after an `initialize`, with synchronous rebuilds, and lets the server run
// until the input ends. The server must never crash on what a client sends.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Server/LSPServer.h"

#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <string>

using namespace mlir::layout;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static bool quiet = [] {
    llvm::lsp::Logger::setLogLevel(llvm::lsp::Logger::Level::Error);
    return true;
  }();
  (void)quiet;
  std::string input =
      "Content-Length: 63\r\n\r\n"
      R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}    )";
  input.append(reinterpret_cast<const char *>(data), size);
  std::FILE *in = fmemopen(input.data(), input.size(), "r");
  if (!in)
    return 0;
  LSPServerOptions options;
  options.tuning.synchronous = true;
  llvm::raw_null_ostream out;
  (void)runLayoutLSPServer(options, in, out);
  std::fclose(in);
  return 0;
}
