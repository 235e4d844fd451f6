// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StdioInput.cpp - JSON-RPC framing that recovers from bad headers ---===//

#include "StdioInput.h"
#include "MessageScreen.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/LSP/Logging.h"

using namespace mlir::layout;

/// Reads one line (up to and including '\n') into `line`, keeping only its
/// last kMaxHeaderLineBytes or so (where a header after junk would be);
/// `dropped` counts the bytes not kept. False at EOF.
static bool readLine(std::FILE *in, std::string &line, size_t &dropped) {
  line.clear();
  dropped = 0;
  bool any = false;
  for (int c; (c = std::fgetc(in)) != EOF;) {
    any = true;
    line += char(c);
    if (c == '\n')
      return true;
    if (line.size() >= 2 * kMaxHeaderLineBytes) {
      line.erase(0, kMaxHeaderLineBytes);
      dropped += kMaxHeaderLineBytes;
    }
  }
  return any;
}

llvm::LogicalResult StdioInput::readStandardFraming(std::string &json) {
  std::optional<unsigned long long> length;
  std::string line;
  size_t dropped;
  while (true) {
    if (!readLine(in, line, dropped))
      return llvm::failure();
    llvm::StringRef text = llvm::StringRef(line).rtrim("\r\n");
    size_t at = text.find("Content-Length:");
    if (at != llvm::StringRef::npos) {
      if (at + dropped != 0)
        llvm::lsp::Logger::error("skipped {0} bytes before a header",
                                 at + dropped);
      unsigned long long value;
      if (llvm::to_integer(text.substr(at + 15).trim(), value))
        length = value;
      continue;
    }
    if (text.empty() && length)
      break; // end of this message's headers
    // Other headers (Content-Type) are ignored.
  }
  // Refuse absurd lengths before allocating anything for them. The body is
  // left unread: it is skipped as junk until the next header (a client that
  // announced more than it sent loses only this message).
  if (*length > kMaxMessageBytes) {
    llvm::lsp::Logger::error(
        "refusing a message of {0} bytes (the limit is {1} bytes); reading "
        "on from the next header",
        *length, kMaxMessageBytes);
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

bool StdioInput::screen(std::string &json) {
  std::string why;
  switch (screenMessage(json, why)) {
  case ScreenResult::Pass:
    return true;
  case ScreenResult::Rewritten:
    llvm::lsp::Logger::error("refusing a message: {0}", why);
    return true; // LLVM's decoding refuses it
  case ScreenResult::InvalidRequest:
    llvm::lsp::Logger::error("refusing a request: {0}", why);
    if (onInvalidRequest)
      onInvalidRequest(why);
    return false;
  }
  return true;
}

llvm::LogicalResult StdioInput::readStandardMessage(std::string &json) {
  while (true) {
    if (llvm::failed(readStandardFraming(json)))
      return llvm::failure();
    if (screen(json))
      return llvm::success();
  }
}

llvm::LogicalResult StdioInput::readDelimitedMessage(std::string &json) {
  while (true) {
    if (llvm::failed(delimited.readDelimitedMessage(json)))
      return llvm::failure();
    if (screen(json))
      return llvm::success();
  }
}
