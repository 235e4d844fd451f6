// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ClientCapabilitiesTest.cpp - Answers shaped for the client ---------===//
//
// The protocol layer's part: what a client declares in `initialize`, and the
// facade's data (a hover, versioned code actions) as that client takes it.
//
//===----------------------------------------------------------------------===//

#include "ClientCapabilities.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;
namespace lsp = llvm::lsp;

namespace {
/// The capabilities of `initialize` params written as JSON text.
ClientCapabilities parse(llvm::StringRef params) {
  json::Value value = cantFail(json::parse(params));
  return ClientCapabilities::fromInitialize(value.getAsObject());
}

TEST(ClientCapabilities, WhatIsNotDeclaredIsNotUsedButMarkdownIs) {
  ClientCapabilities none = parse("{}");
  EXPECT_TRUE(none.markdown);
  EXPECT_FALSE(none.versionedEdits);
  EXPECT_FALSE(none.inlayHintRefresh);
  EXPECT_FALSE(none.workDoneProgress);
  ClientCapabilities all = parse(R"({"capabilities": {
    "textDocument": {"hover": {"contentFormat": ["plaintext", "markdown"]}},
    "workspace": {"workspaceEdit": {"documentChanges": true},
                  "inlayHint": {"refreshSupport": true}},
    "window": {"workDoneProgress": true}}})");
  EXPECT_FALSE(all.markdown) << "the first format the client names";
  EXPECT_TRUE(all.versionedEdits);
  EXPECT_TRUE(all.inlayHintRefresh);
  EXPECT_TRUE(all.workDoneProgress);
}

/// The hover of `i32` in a file with no spec.
HoverAnswer hoverOnI32() {
  DocumentView parts;
  llvm::StringRef text = "func.func private @f(i32)\n";
  parts.draft = std::make_shared<const DraftText>(text.str(), 1);
  parts.snapshot = parts.parsed =
      Snapshot::build("/tmp/caps.mlir", text, 1, CompatibilityPolicy::Relax);
  PositionAnswer<HoverAnswer> found =
      findHoverAt(SnapshotView(parts), lsp::Position(0, 22), false);
  EXPECT_TRUE(found.value);
  return found.value ? *found.value : HoverAnswer();
}

TEST(ClientCapabilities, HoversAreRenderedAsTheClientShowsThem) {
  HoverAnswer answer = hoverOnI32();
  lsp::URIForFile uri = cantFail(lsp::URIForFile::fromFile("/tmp/caps.mlir"));
  Settings settings;
  ClientCapabilities markdown, plain;
  plain.markdown = false;
  lsp::Hover rich = markdown.render(answer, settings, uri);
  lsp::Hover text = plain.render(answer, settings, uri);
  EXPECT_EQ(rich.contents.kind, lsp::MarkupKind::Markdown);
  EXPECT_EQ(text.contents.kind, lsp::MarkupKind::PlainText);
  EXPECT_NE(rich.contents.value.find("`i32 · 4 bytes · align 4`"),
            std::string::npos)
      << rich.contents.value;
  EXPECT_EQ(text.contents.value.find('`'), std::string::npos)
      << text.contents.value;
  EXPECT_EQ(rich.range, answer.range);
  // The user's number format is the protocol's to apply too.
  settings.numberFormat = NumberFormat::Hex;
  EXPECT_NE(plain.render(answer, settings, uri).contents.value.find("0x4"),
            std::string::npos);
}

TEST(ClientCapabilities, EditsAreVersionedOnlyForClientsThatTakeThem) {
  lsp::URIForFile uri = cantFail(lsp::URIForFile::fromFile("/tmp/caps.mlir"));
  LayoutCodeAction action;
  action.title = "fix";
  lsp::VersionedTextDocumentIdentifier document;
  document.uri = uri;
  document.version = 3;
  lsp::TextEdit edit{lsp::Range(lsp::Position(1, 2), lsp::Position(1, 4)),
                     "i8"};
  action.edit.documentChanges =
      std::vector<TextDocumentEdit>{{document, {edit}}};
  std::vector<LayoutCodeAction> versioned{action}, plain{action};
  ClientCapabilities takesVersions;
  takesVersions.versionedEdits = true;
  takesVersions.adapt(versioned);
  ClientCapabilities().adapt(plain);
  json::Value kept = toJSON(versioned[0].edit);
  EXPECT_TRUE(kept.getAsObject()->get("documentChanges"));
  EXPECT_FALSE(kept.getAsObject()->get("changes"));
  json::Value unversioned = toJSON(plain[0].edit);
  EXPECT_FALSE(unversioned.getAsObject()->get("documentChanges"));
  const json::Object *changes = unversioned.getAsObject()->getObject("changes");
  ASSERT_TRUE(changes);
  EXPECT_EQ(*changes, (json::Object{{uri.uri(), json::Array{edit}}}));
}
} // namespace
