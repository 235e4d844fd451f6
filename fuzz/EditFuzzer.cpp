// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EditFuzzer.cpp - Random incremental edits against a model ----------===//
//
// Opens a document and applies a random sequence of incremental edits (in
// UTF-16 positions, as LSP sends them) through the server; after every edit
// the server's draft must equal the text an independent UTF-16 model of the
// client holds. Edits outside the document must be refused and change
// nothing.
//
//===----------------------------------------------------------------------===//

#include "LayoutServer.h"

#include "llvm/Support/ConvertUTF.h"

#include <cstdlib>

using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
/// Reads bytes of the fuzzer input.
struct Reader {
  const uint8_t *data;
  size_t size;
  uint8_t byte() {
    if (!size)
      return 0;
    --size;
    return *data++;
  }
  std::string text(size_t max) {
    size_t n = std::min<size_t>(byte() % (max + 1), size);
    std::string s(reinterpret_cast<const char *>(data), n);
    data += n;
    size -= n;
    return s;
  }
};

/// The client's view: the document as UTF-16 lines.
std::u16string toUtf16(const std::string &text, bool &ok) {
  llvm::SmallVector<llvm::UTF16> out;
  ok = llvm::convertUTF8ToUTF16String(text, out);
  return std::u16string(out.begin(), out.end());
}

std::string toUtf8(const std::u16string &text) {
  std::string out;
  llvm::convertUTF16ToUTF8String(
      llvm::ArrayRef<llvm::UTF16>(
          reinterpret_cast<const llvm::UTF16 *>(text.data()), text.size()),
      out);
  return out;
}

/// The UTF-16 offset of (line, character), or -1 when the line is missing;
/// characters past the line's end clamp to it (as LSP says).
long offsetOf(const std::u16string &text, int line, int character) {
  size_t pos = 0;
  for (int l = 0; l < line; ++l) {
    size_t eol = text.find(u'\n', pos);
    if (eol == std::u16string::npos)
      return -1;
    pos = eol + 1;
  }
  size_t eol = text.find(u'\n', pos);
  size_t end = eol == std::u16string::npos ? text.size() : eol;
  return long(std::min(pos + size_t(character), end));
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Reader in{data, size};
  std::string initial = in.text(200);
  bool ok = true;
  std::u16string model = toUtf16(initial, ok);
  if (!ok)
    return 0; // LSP text is valid Unicode
  LayoutServer::Options options = LayoutServer::optionsForTest();
  options.tuning.debounce = std::chrono::hours(1); // drafts only, no rebuilds
  LayoutServer server(options, [](llvm::json::Value) {});
  lsp::URIForFile uri = llvm::cantFail(lsp::URIForFile::fromFile("/fuzz.mlir"));
  server.openDocument(uri, initial, 1);
  for (int version = 2; in.size; ++version) {
    lsp::TextDocumentContentChangeEvent change;
    int startLine = in.byte() % 8, startChar = in.byte() % 40;
    int endLine = startLine + in.byte() % 3, endChar = in.byte() % 40;
    change.range = lsp::Range(lsp::Position(startLine, startChar),
                              lsp::Position(endLine, endChar));
    change.text = in.text(12);
    std::u16string inserted = toUtf16(change.text, ok);
    if (!ok)
      continue;
    long begin = offsetOf(model, startLine, startChar);
    long end = offsetOf(model, endLine, endChar);
    // Clients never send a position inside a surrogate pair (LSP): skip.
    auto splitsPair = [&](long at) {
      return at > 0 && size_t(at) < model.size() && model[at - 1] >= 0xD800 &&
             model[at - 1] <= 0xDBFF;
    };
    if (splitsPair(begin) || splitsPair(end))
      continue;
    bool valid = begin >= 0 && end >= 0 && end >= begin;
    bool applied = succeeded(server.changeDocument(uri, {change}, version));
    if (applied != valid)
      abort(); // the server and the model disagree on validity
    if (valid)
      model.replace(begin, end - begin, inserted);
    if (*server.getDraft(uri) != toUtf8(model))
      abort(); // the server's text differs from the client's
  }
  return 0;
}
