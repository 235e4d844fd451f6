// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ServerTestUtil.h - Replies of LayoutServer requests in tests -------===//

#ifndef MLIR_LAYOUT_TEST_SERVERTESTUTIL_H
#define MLIR_LAYOUT_TEST_SERVERTESTUTIL_H

#include "ClientCapabilities.h"
#include "LayoutServer.h"

#include "gtest/gtest.h"

#include <memory>
#include <optional>

namespace mlir {
namespace layout {
namespace test {

/// The reply of one request that may wait for a rebuild.
template <typename T> struct Reply {
  /// True once the server replied.
  bool called = false;
  /// The answer, when it was one.
  std::optional<T> value;
  /// The LSP error code, when it was an error.
  std::optional<llvm::lsp::ErrorCode> errorCode;
};

/// Two functions in a module with a spec; nothing to report. The constant
/// of @f is at line 2, character 24; @g's return is line 7, characters
/// 4-19.
constexpr llvm::StringLiteral kTwoFunctions =
    "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
    "dense<[32, 64]> : vector<2xi64>>} {\n"
    "  func.func @f() -> i32 {\n"
    "    %0 = arith.constant 1 : i32\n"
    "    return %0 : i32\n"
    "  }\n"
    "  func.func @g() -> i32 {\n"
    "    %0 = arith.constant 2 : i32\n"
    "    return %0 : i32\n"
    "  }\n"
    "}\n";

/// Replaces 0-based `line`'s characters [from, to) of `uri`'s text with
/// `text` as version `version`.
inline void editRange(LayoutServer &server, const llvm::lsp::URIForFile &uri,
                      int line, int from, int to, llvm::StringRef text,
                      int64_t version) {
  llvm::lsp::TextDocumentContentChangeEvent event;
  event.range = llvm::lsp::Range(llvm::lsp::Position(line, from),
                                 llvm::lsp::Position(line, to));
  event.text = text.str();
  ASSERT_TRUE(succeeded(server.changeDocument(uri, {event}, version)));
}

/// A callback filling `reply` (which must outlive the request).
template <typename T>
LayoutServer::ReplyFn<T> capture(std::shared_ptr<Reply<T>> reply) {
  return [reply](llvm::Expected<T> result) {
    reply->called = true;
    if (result) {
      reply->value = std::move(*result);
      return;
    }
    llvm::handleAllErrors(
        result.takeError(),
        [&](const llvm::lsp::LSPError &error) {
          reply->errorCode = error.code;
        },
        [&](const llvm::ErrorInfoBase &) {});
  };
}

/// Asks for a hover, rendered in plain text; the reply may come later.
inline std::shared_ptr<Reply<std::optional<llvm::lsp::Hover>>>
askHover(LayoutServer &server, const llvm::lsp::URIForFile &uri,
         const llvm::lsp::Position &pos) {
  auto reply = std::make_shared<Reply<std::optional<llvm::lsp::Hover>>>();
  ClientCapabilities plainText;
  plainText.markdown = false;
  server.findHover(
      uri, pos,
      [fill = capture(reply), plainText, settings = server.getSettings(),
       uri](llvm::Expected<std::optional<HoverAnswer>> answer) mutable {
        if (!answer)
          return fill(answer.takeError());
        if (!*answer)
          return fill(std::optional<llvm::lsp::Hover>());
        fill(std::optional<llvm::lsp::Hover>(
            plainText.render(**answer, *settings, uri)));
      });
  return reply;
}

/// A hover that must be answered at once (empty when it was not).
inline std::optional<llvm::lsp::Hover>
hoverNow(LayoutServer &server, const llvm::lsp::URIForFile &uri,
         const llvm::lsp::Position &pos) {
  auto reply = askHover(server, uri, pos);
  EXPECT_TRUE(reply->called) << "the hover waits";
  return reply->value ? *reply->value : std::nullopt;
}

} // namespace test
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TEST_SERVERTESTUTIL_H
