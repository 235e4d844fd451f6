// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HeldOutput.cpp - Large results serialized ahead of the transport ---===//

#include "HeldOutput.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;

/// What every placeholder string starts with; the control character keeps
/// it apart from anything a document or a message could contain by chance.
static constexpr llvm::StringLiteral kPlaceholderPrefix =
    "\x01mlir-layout-held:";
static constexpr llvm::StringLiteral kHeader = "Content-Length: ";

/// `value` as the transport writes it.
static std::string serialize(const json::Value &value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

HeldOutput::HeldOutput(llvm::raw_ostream &out, bool pretty)
    : raw_ostream(/*unbuffered=*/true), out(out), pretty(pretty) {}

HeldOutput::~HeldOutput() {
  // An incomplete message cannot be repaired: pass it on as it is.
  out << pending;
  out.flush();
}

json::Value HeldOutput::hold(llvm::function_ref<void(json::OStream &)> write) {
  std::string text;
  {
    llvm::raw_string_ostream os(text);
    json::OStream stream(os, pretty ? 2 : 0);
    write(stream);
  }
  std::lock_guard<std::mutex> lock(mutex);
  std::string id = std::to_string(nextId++);
  held[id] = std::move(text);
  return (kPlaceholderPrefix + id).str();
}

size_t HeldOutput::heldCount() {
  std::lock_guard<std::mutex> lock(mutex);
  return held.size();
}

void HeldOutput::write_impl(const char *ptr, size_t size) {
  position += size;
  pending.append(ptr, size);
  forwardMessages();
}

void HeldOutput::forwardMessages() {
  while (true) {
    size_t headerEnd = pending.find("\r\n\r\n");
    if (headerEnd == std::string::npos)
      return;
    llvm::StringRef header(pending.data(), headerEnd);
    size_t at = header.find(kHeader);
    size_t length = 0;
    if (at == llvm::StringRef::npos ||
        header.substr(at + kHeader.size())
            .take_until([](char c) { return c == '\r'; })
            .trim()
            .getAsInteger(10, length)) {
      // Not a message the transport framed: pass it on unchanged.
      out << pending;
      out.flush();
      pending.clear();
      return;
    }
    size_t bodyStart = headerEnd + 4;
    if (pending.size() - bodyStart < length)
      return;
    std::string body = putBack(pending.substr(bodyStart, length));
    out << kHeader << body.size() << "\r\n\r\n" << body;
    out.flush();
    pending.erase(0, bodyStart + length);
  }
}

std::string HeldOutput::putBack(std::string body) {
  // The placeholder as the transport wrote it: `"\u0001mlir-layout-held:N"`.
  std::string quotedPrefix = serialize(kPlaceholderPrefix);
  quotedPrefix.pop_back(); // The closing quote.
  size_t start = body.rfind(quotedPrefix);
  if (start == std::string::npos)
    return body;
  llvm::StringRef rest =
      llvm::StringRef(body).substr(start + quotedPrefix.size());
  llvm::StringRef id = rest.take_while(llvm::isDigit);
  rest = rest.drop_front(id.size());
  // Only the last member of the message: the closing quote, then the
  // message's closing brace.
  if (id.empty() || !rest.consume_front("\""))
    return body;
  llvm::StringRef tail = rest.ltrim();
  if (!tail.consume_front("}") || !tail.trim().empty())
    return body;
  std::string text;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = held.find(id);
    if (it == held.end())
      return body;
    text = std::move(it->second);
    held.erase(it);
  }
  if (pretty) {
    // Indented as deep as the line the placeholder is on.
    size_t lineStart = body.rfind('\n', start);
    lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
    size_t indent = 0;
    while (lineStart + indent < start && body[lineStart + indent] == ' ')
      ++indent;
    std::string indented;
    indented.reserve(text.size());
    for (char c : text) {
      indented += c;
      if (c == '\n')
        indented.append(indent, ' ');
    }
    text = std::move(indented);
  }
  size_t end = start + quotedPrefix.size() + id.size() + 1;
  return body.substr(0, start) + text + body.substr(end);
}
