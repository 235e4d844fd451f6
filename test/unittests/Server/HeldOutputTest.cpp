// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HeldOutputTest.cpp - Results held beside the transport -------------===//
//
// A result written as text and held must reach the client as the very bytes
// llvm::lsp's transport writes for the json::Value tree.
//
//===----------------------------------------------------------------------===//

#include "HeldOutput.h"
#include "Protocol.h"

#include "llvm/Support/LSP/Transport.h"

#include "llvm/Support/FormatVariadic.h"
#include "gtest/gtest.h"

using namespace mlir::layout;
namespace json = llvm::json;
namespace lsp = llvm::lsp;

namespace {
/// A symbol with `children`.
lsp::DocumentSymbol symbol(std::string name, std::string detail,
                           lsp::SymbolKind kind, int line,
                           std::vector<lsp::DocumentSymbol> children = {}) {
  lsp::DocumentSymbol result(
      name, kind,
      lsp::Range(lsp::Position(line, 2), lsp::Position(line + 3, 1)),
      lsp::Range(lsp::Position(line, 9), lsp::Position(line, 14)));
  result.detail = std::move(detail);
  result.children = std::move(children);
  return result;
}

/// An outline with what serialisation can trip on: nesting, an empty
/// detail, no children, quotes, backslashes, control and non-ASCII
/// characters, a placeholder-like name.
std::vector<lsp::DocumentSymbol> outline() {
  std::vector<lsp::DocumentSymbol> entries;
  entries.push_back(symbol("i64", "dense<[32, 64]> : vector<2xi64>",
                           lsp::SymbolKind::Property, 1));
  entries.push_back(symbol("\"dlti.endianness\"", "\"little\"",
                           lsp::SymbolKind::Property, 2));
  entries.push_back(
      symbol("!llvm.ptr<1>", "a\\b\tc\x01𝔸", lsp::SymbolKind::Property, 3));
  std::vector<lsp::DocumentSymbol> inner;
  inner.push_back(symbol("builtin.module@7", "no data layout spec",
                         lsp::SymbolKind::Module, 7));
  inner.push_back(
      symbol("\x01mlir-layout-held:0", "", lsp::SymbolKind::Property, 8));
  std::vector<lsp::DocumentSymbol> top;
  top.push_back(symbol("@top", "3 data layout entries", lsp::SymbolKind::Module,
                       0, std::move(entries)));
  top.back().children.push_back(
      symbol("@a", "", lsp::SymbolKind::Module, 6, std::move(inner)));
  top.push_back(
      symbol("@b", "1 data layout entry", lsp::SymbolKind::Module, 20));
  return top;
}

/// What a transport writing to `os` sends for a reply with `result`.
void reply(llvm::raw_ostream &os, bool pretty, json::Value result) {
  lsp::JSONTransport transport(
      std::make_unique<lsp::JSONTransportInputOverFile>(
          stdin, lsp::JSONStreamStyle::Standard),
      os, pretty);
  transport.reply(json::Value(7), std::move(result));
  os.flush();
}

/// The reply the transport writes for the json::Value tree of `symbols`,
/// and the one written with the symbols held in HeldOutput.
std::pair<std::string, std::string>
bothWays(const std::vector<lsp::DocumentSymbol> &symbols, bool pretty) {
  std::string direct;
  {
    llvm::raw_string_ostream os(direct);
    reply(os, pretty, json::Value(symbols));
  }
  std::string throughHeld;
  {
    llvm::raw_string_ostream os(throughHeld);
    HeldOutput held(os, pretty);
    json::Value placeholder = held.hold(
        [&](json::OStream &stream) { writeDocumentSymbols(stream, symbols); });
    EXPECT_EQ(held.heldCount(), 1u);
    reply(held, pretty, std::move(placeholder));
    EXPECT_EQ(held.heldCount(), 0u);
  }
  return {direct, throughHeld};
}

TEST(HeldOutput, DocumentSymbolsGoOutAsTheTransportWritesThem) {
  for (bool pretty : {false, true}) {
    auto [direct, throughHeld] = bothWays(outline(), pretty);
    EXPECT_NE(direct.find("\"children\""), std::string::npos);
    EXPECT_EQ(throughHeld, direct) << (pretty ? "pretty" : "compact");
  }
}

/// Diagnostics with every member toJSON may write, and one with none of
/// the optional ones.
LayoutPublishDiagnosticsParams richDiagnostics(std::optional<int64_t> version) {
  lsp::URIForFile uri =
      cantFail(lsp::URIForFile::fromFile("/tmp/held \"diagnostics\".mlir"));
  LayoutPublishDiagnosticsParams params{uri, version, {}};
  LayoutDiagnostic full;
  full.range = lsp::Range(lsp::Position(3, 4), lsp::Position(3, 19));
  full.severity = lsp::DiagnosticSeverity::Warning;
  full.source = "mlir-layout";
  full.message = "a \"quoted\" message\nwith a newline and \u00e9";
  full.code = "layout-redundant-entry";
  full.category = "Spec";
  full.tags = {lsp::DiagnosticTag::Unnecessary};
  full.relatedInformation.emplace();
  full.relatedInformation->push_back(lsp::DiagnosticRelatedInformation(
      lsp::Location(uri, lsp::Range(lsp::Position(0, 55))), "inherited"));
  params.diagnostics.push_back(full);
  LayoutDiagnostic bare;
  bare.message = "bare";
  params.diagnostics.push_back(bare);
  return params;
}

TEST(HeldOutput, DiagnosticsAreWrittenAsToJSONWritesThem) {
  for (std::optional<int64_t> version :
       {std::optional<int64_t>(), std::optional<int64_t>(7)}) {
    LayoutPublishDiagnosticsParams params = richDiagnostics(version);
    EXPECT_EQ(printPublishDiagnostics(params),
              llvm::formatv("{0}", toJSON(params)).str());
  }
}

TEST(HeldOutput, AnEmptyOutlineIsAnEmptyArray) {
  for (bool pretty : {false, true}) {
    auto [direct, throughHeld] = bothWays({}, pretty);
    EXPECT_NE(direct.find("\"result\":"), std::string::npos);
    EXPECT_EQ(throughHeld, direct);
  }
}

TEST(HeldOutput, OtherMessagesPassUnchangedAndInOrder) {
  std::string direct, throughHeld;
  auto send = [](llvm::raw_ostream &os) {
    lsp::JSONTransport transport(
        std::make_unique<lsp::JSONTransportInputOverFile>(
            stdin, lsp::JSONStreamStyle::Standard),
        os, /*PrettyOutput=*/false);
    transport.notify("window/logMessage",
                     json::Object{{"message", "\x01mlir-layout-held:0"}});
    transport.reply(json::Value(1), json::Value("\x01mlir-layout-held:0"));
    transport.reply(json::Value(2), json::Array{1, 2});
    os.flush();
  };
  {
    llvm::raw_string_ostream os(direct);
    send(os);
  }
  {
    llvm::raw_string_ostream os(throughHeld);
    HeldOutput held(os, false);
    // Held, but never sent: the look-alike strings above are not its
    // placeholder's place (the first is nested, the second never held).
    send(held);
    EXPECT_EQ(held.heldCount(), 0u);
  }
  EXPECT_EQ(throughHeld, direct);
}

TEST(HeldOutput, APlaceholderNestedInsideAMessageIsNotReplaced) {
  std::string out;
  {
    llvm::raw_string_ostream os(out);
    HeldOutput held(os, false);
    json::Value placeholder =
        held.hold([](json::OStream &stream) { stream.value(42); });
    reply(held, false, json::Object{{"inner", std::move(placeholder)}});
    EXPECT_EQ(held.heldCount(), 1u);
  }
  EXPECT_NE(out.find("mlir-layout-held:0"), std::string::npos);
  EXPECT_EQ(out.find("42"), std::string::npos);
}

TEST(HeldOutput, AMessageWrittenInPiecesIsForwardedWhole) {
  std::string out;
  {
    llvm::raw_string_ostream os(out);
    HeldOutput held(os, false);
    json::Value placeholder =
        held.hold([](json::OStream &stream) { stream.value("held text"); });
    EXPECT_EQ(*placeholder.getAsString(), "\x01mlir-layout-held:0");
    std::string body =
        R"({"id":3,"jsonrpc":"2.0","result":"\u0001mlir-layout-held:0"})";
    std::string message =
        "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    for (char c : message)
      held << c;
    EXPECT_EQ(held.heldCount(), 0u);
  }
  std::string body = R"({"id":3,"jsonrpc":"2.0","result":"held text"})";
  EXPECT_EQ(out, "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" +
                     body);
}
} // namespace
