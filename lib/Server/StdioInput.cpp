//===- StdioInput.cpp - JSON-RPC framing that recovers from bad headers ---===//

#include "mlir-layout/Server/StdioInput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/LSP/Logging.h"

using namespace mlir::layout;

/// Reads one line (up to and including '\n') into `line`; false at EOF.
static bool readLine(std::FILE *in, std::string &line) {
  line.clear();
  for (int c; (c = std::fgetc(in)) != EOF;) {
    line += char(c);
    if (c == '\n')
      return true;
  }
  return !line.empty();
}

llvm::LogicalResult StdioInput::readStandardMessage(std::string &json) {
  std::optional<unsigned long long> length;
  std::string line;
  while (true) {
    if (!readLine(in, line))
      return llvm::failure();
    llvm::StringRef text = llvm::StringRef(line).rtrim("\r\n");
    size_t at = text.find("Content-Length:");
    if (at != llvm::StringRef::npos) {
      if (at != 0)
        llvm::lsp::Logger::error("skipped {0} bytes before a header", at);
      unsigned long long value;
      if (llvm::to_integer(text.substr(at + 15).trim(), value))
        length = value;
      continue;
    }
    if (text.empty() && length)
      break; // end of this message's headers
    // Other headers (Content-Type) are ignored.
  }
  // Refuse absurd lengths instead of allocating them.
  if (*length > (1ull << 31)) {
    llvm::lsp::Logger::error("refusing a message of {0} bytes", *length);
    return llvm::failure();
  }
  json.resize(*length);
  size_t read = std::fread(json.data(), 1, *length, in);
  if (read != *length) {
    json.resize(read);
    return llvm::failure();
  }
  return llvm::success();
}
