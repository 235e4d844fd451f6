//===- StdioInput.h - JSON-RPC framing that recovers from bad headers -*- C++
//-*-===//
//
// Reads LSP messages from a FILE. Unlike llvm::lsp's reader, a header line
// is found wherever `Content-Length:` appears in a line, so a message with a
// wrong Content-Length costs that message only: the reader resynchronises
// on the next header instead of losing the stream.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_STDIOINPUT_H
#define MLIR_LAYOUT_SERVER_STDIOINPUT_H

#include "llvm/Support/LSP/Transport.h"

#include <cstdio>

namespace mlir {
namespace layout {

/// Message input over a FILE with header resynchronisation.
class StdioInput : public llvm::lsp::JSONTransportInput {
public:
  /// Reads from `in` in `style`.
  StdioInput(std::FILE *in, llvm::lsp::JSONStreamStyle style)
      : llvm::lsp::JSONTransportInput(style), in(in), delimited(in, style) {}

  bool hasError() const final { return ferror(in); }
  bool isEndOfInput() const final { return feof(in); }
  llvm::LogicalResult readDelimitedMessage(std::string &json) final {
    return delimited.readDelimitedMessage(json);
  }
  llvm::LogicalResult readStandardMessage(std::string &json) final;

private:
  std::FILE *in;
  /// The delimited (`-lit-test`) format is read by LLVM's reader.
  llvm::lsp::JSONTransportInputOverFile delimited;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_STDIOINPUT_H
