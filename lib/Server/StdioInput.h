//===- StdioInput.h - Framing that recovers ---------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Reads LSP messages from a FILE. Unlike llvm::lsp's reader, a header line
// is found wherever `Content-Length:` appears in a line, so a message with a
// wrong Content-Length costs that message only: the reader resynchronises
// on the next header instead of losing the stream. A message announcing
// more than kMaxMessageBytes is refused before anything is allocated for it
// (as clangd does): the refusal is logged, and since the request's id is in
// the unread body no reply can name it; the reader resynchronises on the
// next header, so the server keeps serving.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_STDIOINPUT_H
#define MLIR_LAYOUT_SERVER_STDIOINPUT_H

#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/Support/LSP/Transport.h"

#include <cstdio>
#include <functional>

namespace mlir {
namespace layout {

/// Largest message read, in bytes: room for a document at the analysis
/// limit (kMaxDocumentBytes) with its JSON escaping; a larger document could
/// never be analysed anyway.
constexpr size_t kMaxMessageBytes = 4 * kMaxDocumentBytes;
/// Longest header line kept; the rest of a longer line (a refused message's
/// body read as headers) is skipped without being stored.
constexpr size_t kMaxHeaderLineBytes = 4096;

/// Message input over a FILE with header resynchronisation.
class StdioInput : public llvm::lsp::JSONTransportInput {
public:
  /// Reads from `in` in `style`.
  StdioInput(std::FILE *in, llvm::lsp::JSONStreamStyle style)
      : llvm::lsp::JSONTransportInput(style), in(in), delimited(in, style) {}

  bool hasError() const final { return ferror(in); }
  bool isEndOfInput() const final { return feof(in); }
  llvm::LogicalResult readDelimitedMessage(std::string &json) final;
  llvm::LogicalResult readStandardMessage(std::string &json) final;

  /// Called with why for each request whose id is neither an integer nor a
  /// string (MessageScreen.h); such a request is not passed on. The caller
  /// answers it Invalid Request.
  std::function<void(const std::string &)> onInvalidRequest;

private:
  /// readStandardMessage before screening.
  llvm::LogicalResult readStandardFraming(std::string &json);
  /// Screens `json` (MessageScreen.h); false when it is not passed on.
  bool screen(std::string &json);

  std::FILE *in;
  /// The delimited (`-lit-test`) format is read by LLVM's reader.
  llvm::lsp::JSONTransportInputOverFile delimited;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_STDIOINPUT_H
