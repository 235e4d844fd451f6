//===- HeldOutput.h - Large results held as text ----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// llvm::lsp's transport writes a message from an llvm::json::Value tree, and
// every json::Object in such a tree allocates at least 64 hash buckets
// (~4 KiB) on its first member. A document-symbol reply of a 100k-line file
// (7 objects per symbol: the symbol, two ranges, four positions) costs
// ~300 MiB that way for 2.4 MB of text: that one request made the server's
// peak memory. Published diagnostics go the same way (~40 KiB of buckets per
// diagnostic with related information). HeldOutput sits between the transport
// and stdout: a result written directly as JSON text (json::OStream) is *held*,
// the transport sends a small placeholder string in its place, and HeldOutput
// puts the held text back when the framed message passes through, fixing the
// Content-Length. The bytes on the wire are the ones the transport would
// have written for the json::Value tree.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_HELDOUTPUT_H
#define MLIR_LAYOUT_SERVER_HELDOUTPUT_H

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>
#include <string>

namespace mlir {
namespace layout {

/// The transport's output stream: forwards the transport's Content-Length
/// framed messages to another stream, a held result put back in place.
class HeldOutput : public llvm::raw_ostream {
public:
  /// Forwards to `out`. `pretty` must be the transport's own setting
  /// (indented JSON): held results are written the same way.
  HeldOutput(llvm::raw_ostream &out, bool pretty);
  ~HeldOutput() override;

  /// Writes a value with `write` as the transport would write it, keeps the
  /// text, and returns the placeholder to give the transport instead. The
  /// placeholder must be the last member of the message (a reply's
  /// `result`, a notification's `params`: llvm::json writes members in key
  /// order), where it is replaced; anywhere else it goes out as it is.
  llvm::json::Value hold(llvm::function_ref<void(llvm::json::OStream &)> write);

  /// Results held and not yet sent.
  size_t heldCount();

private:
  void write_impl(const char *ptr, size_t size) override;
  uint64_t current_pos() const override { return position; }
  /// Sends every complete message of `pending`.
  void forwardMessages();
  /// `body` with a trailing held placeholder replaced by its text.
  std::string putBack(std::string body);

  llvm::raw_ostream &out;
  bool pretty;
  uint64_t position = 0;
  /// Bytes of a message not complete yet (the transport writes a message
  /// in several pieces, then flushes).
  std::string pending;
  /// Guards `held` and `nextId` (results are held on any thread).
  std::mutex mutex;
  llvm::StringMap<std::string> held;
  uint64_t nextId = 0;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_HELDOUTPUT_H
