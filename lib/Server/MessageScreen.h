//===- MessageScreen.h - JSON-RPC checks LLVM's transport skips -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Two checks on each message before LLVM's transport dispatches it, where
// LLVM 22 accepts what LSP forbids:
//  - a request's `id` must be an integer or a string (LSP's `integer |
//    string`); LLVM takes any JSON value, so `1.5`, `[1]` or `{}` would get
//    replies with ids the client never sent. Such a request is answered
//    Invalid Request (-32600) with `id: null` and not dispatched;
//  - a position's `line` and `character` are LSP `uinteger`s (0 to
//    2^31 - 1); LLVM reads them into an `int`, so 2^32 became 0 and a
//    `didChange` at line 2^32 was applied at line 0. Such a value is
//    replaced by a string, so that LLVM's decoding refuses the message:
//    Invalid Params (-32602) for a request, and a notification is dropped
//    (logged), never applied elsewhere.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_MESSAGESCREEN_H
#define MLIR_LAYOUT_SERVER_MESSAGESCREEN_H

#include <string>

namespace mlir {
namespace layout {

/// What screening found in a message.
enum class ScreenResult {
  /// Nothing to change (or not JSON: the transport reports that).
  Pass,
  /// A position was out of range and is now a string (the text changed).
  Rewritten,
  /// A request whose id is neither an integer nor a string: answer it
  /// Invalid Request and do not dispatch it.
  InvalidRequest,
};

/// Screens the message `json` (see the file comment); `why` says what was
/// wrong when the result is not Pass.
ScreenResult screenMessage(std::string &json, std::string &why);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_MESSAGESCREEN_H
