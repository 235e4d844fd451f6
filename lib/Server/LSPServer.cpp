// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LSPServer.cpp - The protocol side of mlir-layout-lsp ---------------===//
//
// Registers LSP 3.17 methods on LLVM's MessageHandler and turns requests
// into LayoutServer calls (as ClangdLSPServer does for ClangdServer). The
// facade answers with data; what the client declared it takes
// (ClientCapabilities) decides here how answers are sent: markdown or
// plain-text hovers, versioned edits, inlay hint refreshes, progress.
// Handlers are short and answer from snapshots; no MLIR API is called here.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Server/LSPServer.h"

#include "ClientCapabilities.h"
#include "HeldOutput.h"
#include "LayoutServer.h"
#include "StdioInput.h"

#include "mlir-layout/Config/Version.h"
#include "mlir-layout/LLVM/DataLayoutString.h"

#include "llvm/Support/LSP/Logging.h"

#include <mutex>

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;
namespace lsp = llvm::lsp;

namespace {
/// Params kept as raw JSON (for fields llvm::lsp's structs do not model:
/// initializationOptions, hover content formats, diagnostic codes).
struct RawParams {
  json::Value value = nullptr;
};
} // namespace

namespace llvm {
namespace json {
/// Keeps the raw JSON.
static bool fromJSON(const Value &raw, RawParams &result, Path) {
  result.value = raw;
  return true;
}
} // namespace json
} // namespace llvm

namespace {
/// The `$/progress` params of a slow rebuild's event.
json::Value toProgressParams(const SlowWorkReporter::Event &event) {
  json::Object value;
  if (event.kind == SlowWorkReporter::Event::Kind::Begin) {
    value["kind"] = "begin";
    value["title"] = "mlir-layout";
    value["message"] = event.message;
    value["cancellable"] = false;
  } else {
    value["kind"] = "end";
  }
  return json::Object{{"token", event.token}, {"value", std::move(value)}};
}

struct LSPServer {
  LSPServer(const LSPServerOptions &options, lsp::MessageHandler &handler)
      : handler(handler),
        publishDiagnostics(handler.outgoingNotification<json::Value>(
            "textDocument/publishDiagnostics")),
        showMessage(handler.outgoingNotification<lsp::ShowMessageParams>(
            "window/showMessage")),
        refreshInlayHints(
            handler.outgoingRequest<std::nullptr_t, std::nullptr_t>(
                "workspace/inlayHint/refresh",
                [](json::Value, llvm::Expected<std::nullptr_t> result) {
                  if (!result)
                    lsp::Logger::error("inlay hint refresh failed: {0}",
                                       llvm::fmt_consume(result.takeError()));
                })),
        createProgress(handler.outgoingRequest<json::Value, std::nullptr_t>(
            "window/workDoneProgress/create",
            [](json::Value, llvm::Expected<std::nullptr_t> result) {
              if (!result)
                lsp::Logger::error("creating a progress token failed: {0}",
                                   llvm::fmt_consume(result.takeError()));
            })),
        sendProgress(handler.outgoingNotification<json::Value>("$/progress")),
        initialOptions(options) {}

  //===--------------------------------------------------------------------===//
  // Initialization

  void onInitialize(const RawParams &params, lsp::Callback<json::Value> reply);
  void onInitialized(const lsp::NoParams &) {
    for (const std::string &error : startupErrors)
      showMessage(lsp::ShowMessageParams(lsp::MessageType::Error, error));
  }
  void onShutdown(const lsp::NoParams &, lsp::Callback<std::nullptr_t> reply) {
    // Nothing is published after the reply.
    if (layoutServer && !shutdownRequested)
      layoutServer->shutdown();
    shutdownRequested = true;
    reply(nullptr);
  }
  void onCancel(const RawParams &) {
    // Only code actions can be in flight (waiting for a rebuild); they are
    // answered, or refused with ContentModified, as soon as their version
    // is built or superseded, so a cancellation has nothing to add.
  }
  void onDidChangeConfiguration(const RawParams &params);
  void onRunPendingRebuilds(const RawParams &) {
    if (auto *s = server())
      if (initialOptions.tuning.manualRebuilds)
        s->runPendingRebuilds();
  }
  void onDidChangeWatchedFiles(const RawParams &) {
    if (auto *s = server())
      s->layoutFilesChanged();
  }

  //===--------------------------------------------------------------------===//
  // Document changes

  void onDidOpen(const lsp::DidOpenTextDocumentParams &params) {
    if (auto *s = server())
      s->openDocument(params.textDocument.uri, params.textDocument.text,
                      params.textDocument.version);
  }
  void onDidChange(const lsp::DidChangeTextDocumentParams &params) {
    if (auto *s = server())
      if (failed(s->changeDocument(params.textDocument.uri,
                                   params.contentChanges,
                                   params.textDocument.version)))
        lsp::Logger::error("could not apply a change to {0}",
                           params.textDocument.uri.uri());
  }
  void onDidClose(const lsp::DidCloseTextDocumentParams &params) {
    if (auto *s = server())
      s->closeDocument(params.textDocument.uri);
  }

  //===--------------------------------------------------------------------===//
  // Features

  void onHover(const lsp::TextDocumentPositionParams &params,
               lsp::Callback<std::optional<lsp::Hover>> reply);
  void onCodeAction(const RawParams &params,
                    lsp::Callback<std::vector<LayoutCodeAction>> reply);
  void onExplain(const RawParams &params,
                 lsp::Callback<std::optional<ExplainResult>> reply);
  void onLayoutChanges(const lsp::DocumentSymbolParams &params,
                       lsp::Callback<LayoutChangesResult> reply) {
    if (auto *s = server())
      return s->getLayoutChanges(params.textDocument.uri, std::move(reply));
    reply(notInitialized());
  }
  void onMemoryUsage(const lsp::NoParams &, lsp::Callback<MemoryUsage> reply) {
    // Process-wide, so answered in any state.
    reply(getMemoryUsage());
  }
  void onCodeLens(const lsp::DocumentSymbolParams &params,
                  lsp::Callback<std::vector<LayoutCodeLens>> reply) {
    if (auto *s = server())
      return s->getCodeLenses(params.textDocument.uri, std::move(reply));
    reply(notInitialized());
  }
  void onCompletion(const lsp::CompletionParams &params,
                    lsp::Callback<lsp::CompletionList> reply) {
    if (auto *s = server())
      return reply(s->getCompletions(params.textDocument.uri, params.position));
    reply(notInitialized());
  }
  void onInlayHint(const lsp::InlayHintsParams &params,
                   lsp::Callback<std::vector<LayoutInlayHint>> reply) {
    if (auto *s = server())
      return reply(s->getInlayHints(params.textDocument.uri, params.range));
    reply(notInitialized());
  }
  void onDocumentSymbol(const lsp::DocumentSymbolParams &params,
                        lsp::Callback<json::Value> reply) {
    LayoutServer *s = server();
    if (!s)
      return reply(notInitialized());
    // The outline of a large file is written as text (HeldOutput.h).
    s->getDocumentSymbols(
        params.textDocument.uri,
        [held = heldOutput, reply = std::move(reply)](
            llvm::Expected<std::vector<lsp::DocumentSymbol>> symbols) mutable {
          if (!symbols)
            return reply(symbols.takeError());
          if (!held)
            return reply(json::Value(*symbols));
          reply(held->hold([&](json::OStream &stream) {
            writeDocumentSymbols(stream, *symbols);
          }));
        });
  }

  /// The server between `initialize` and `shutdown`, else null.
  LayoutServer *server() {
    return shutdownRequested ? nullptr : layoutServer.get();
  }
  /// The error for requests before `initialize` or after `shutdown`.
  llvm::Error notInitialized() const {
    if (shutdownRequested)
      return llvm::make_error<lsp::LSPError>("server is shutting down",
                                             lsp::ErrorCode::InvalidRequest);
    return llvm::make_error<lsp::LSPError>(
        "server not initialized", lsp::ErrorCode::ServerNotInitialized);
  }

  lsp::MessageHandler &handler;
  /// The transport's output when it holds large results, else null.
  HeldOutput *heldOutput = nullptr;
  lsp::OutgoingNotification<json::Value> publishDiagnostics;
  lsp::OutgoingNotification<lsp::ShowMessageParams> showMessage;
  lsp::OutgoingRequest<std::nullptr_t> refreshInlayHints;
  /// `window/workDoneProgress/create` and `$/progress` of slow rebuilds.
  lsp::OutgoingRequest<json::Value> createProgress;
  lsp::OutgoingNotification<json::Value> sendProgress;
  /// Guards `refreshInlayHints` and numbers its requests.
  std::mutex refreshMutex;
  int64_t nextRefreshId = 0;
  std::vector<std::string> startupErrors;
  LSPServerOptions initialOptions;
  /// What the client declared in `initialize`.
  ClientCapabilities capabilities;
  std::unique_ptr<LayoutServer> layoutServer;
  bool shutdownRequested = false;
};
} // namespace

void LSPServer::onInitialize(const RawParams &params,
                             lsp::Callback<json::Value> reply) {
  const json::Object *object = params.value.getAsObject();
  if (layoutServer)
    return reply(llvm::make_error<lsp::LSPError>(
        "initialize may be sent only once", lsp::ErrorCode::InvalidRequest));
  capabilities = ClientCapabilities::fromInitialize(object);
  LayoutServer::Options options{initialOptions.tuning, Settings()};
  options.settings.policy = initialOptions.policy;
  if (object)
    readSettings(object->getObject("initializationOptions"), options.settings);
  LayoutServer::Callbacks callbacks;
  if (capabilities.inlayHintRefresh)
    callbacks.hintsChanged = [this] {
      std::lock_guard<std::mutex> lock(refreshMutex);
      refreshInlayHints(nullptr, "mlir-layout-refresh-" +
                                     std::to_string(nextRefreshId++));
    };
  if (capabilities.workDoneProgress)
    callbacks.progress = [this](const SlowWorkReporter::Event &event) {
      // As rust-analyzer does, `begin` follows the creation request
      // without waiting for its reply (clients accept both orders).
      if (event.kind == SlowWorkReporter::Event::Kind::Begin)
        createProgress(json::Object{{"token", event.token}}, event.token);
      sendProgress(toProgressParams(event));
    };
  layoutServer = std::make_unique<LayoutServer>(
      options,
      [this](const LayoutPublishDiagnosticsParams &params) {
        // Thousands of diagnostics are written as text (HeldOutput.h).
        if (!heldOutput)
          return publishDiagnostics(toJSON(params));
        publishDiagnostics(heldOutput->hold([&](json::OStream &stream) {
          writePublishDiagnostics(stream, params);
        }));
      },
      std::move(callbacks));
  json::Object serverCapabilities{
      {"textDocumentSync",
       json::Object{{"openClose", true},
                    {"change", (int)lsp::TextDocumentSyncKind::Incremental}}},
      {"hoverProvider", true},
      {"codeActionProvider",
       json::Object{{"codeActionKinds",
                     {lsp::CodeAction::kQuickFix, kRefactorRewrite}}}},
      {"completionProvider",
       json::Object{{"triggerCharacters", {"<", ",", "=", " "}},
                    {"resolveProvider", false}}},
      {"inlayHintProvider", true},
      {"codeLensProvider", json::Object{{"resolveProvider", false}}},
      {"documentSymbolProvider", true},
  };
  reply(json::Object{
      {"capabilities", std::move(serverCapabilities)},
      {"serverInfo", json::Object{{"name", "mlir-layout-lsp"},
                                  {"version", MLIR_LAYOUT_VERSION}}}});
}

void LSPServer::onDidChangeConfiguration(const RawParams &params) {
  LayoutServer *s = server();
  const json::Object *object = params.value.getAsObject();
  const json::Object *settings =
      object ? object->getObject("settings") : nullptr;
  if (!s || !settings)
    return;
  if (const json::Object *ours = settings->getObject("mlirLayout"))
    settings = ours;
  Settings next = *s->getSettings();
  readSettings(settings, next);
  s->setSettings(std::move(next));
}

void LSPServer::onHover(const lsp::TextDocumentPositionParams &params,
                        lsp::Callback<std::optional<lsp::Hover>> reply) {
  LayoutServer *s = server();
  if (!s)
    return reply(notInitialized());
  s->findHover(params.textDocument.uri, params.position,
               [caps = capabilities, settings = s->getSettings(),
                uri = params.textDocument.uri, reply = std::move(reply)](
                   llvm::Expected<std::optional<HoverAnswer>> answer) mutable {
                 if (!answer)
                   return reply(answer.takeError());
                 if (!*answer)
                   return reply(std::nullopt);
                 reply(caps.render(**answer, *settings, uri));
               });
}

void LSPServer::onExplain(const RawParams &raw,
                          lsp::Callback<std::optional<ExplainResult>> reply) {
  LayoutServer *s = server();
  if (!s)
    return reply(notInitialized());
  lsp::TextDocumentPositionParams params;
  json::Path::Root root;
  if (!fromJSON(raw.value, params, root))
    return reply(llvm::make_error<lsp::LSPError>(
        "invalid mlirLayout/explain params", lsp::ErrorCode::InvalidParams));
  // `subject`: "type" (the default), "layout" or "spec"; `triple` (only
  // with "layout"): lay the type out for that target instead.
  std::optional<llvm::StringRef> subject;
  const json::Value *triple = nullptr;
  if (const json::Object *object = raw.value.getAsObject()) {
    subject = object->getString("subject");
    triple = object->get("triple");
  }
  if (triple && (!subject || *subject != "layout" || !triple->getAsString()))
    return reply(llvm::make_error<lsp::LSPError>(
        "mlirLayout/explain takes a 'triple' string only with subject "
        "'layout'",
        lsp::ErrorCode::InvalidParams));
  if (subject && *subject == "spec")
    return s->explainSpecAt(params.textDocument.uri, params.position,
                            std::move(reply));
  if (subject && *subject == "layout") {
    std::optional<std::string> dataLayout;
    if (triple) {
      llvm::StringRef name = *triple->getAsString();
      llvm::Expected<std::string> derived =
          getTargetDataLayoutString(name, "", "");
      if (!derived)
        return reply(
            llvm::make_error<lsp::LSPError>(llvm::toString(derived.takeError()),
                                            lsp::ErrorCode::InvalidParams));
      dataLayout = std::move(*derived);
    }
    return s->explainAt(params.textDocument.uri, params.position,
                        std::move(reply), /*table=*/true,
                        std::move(dataLayout));
  }
  if (subject && *subject != "type")
    return reply(llvm::make_error<lsp::LSPError>(
        "unknown mlirLayout/explain subject '" + subject->str() + "'",
        lsp::ErrorCode::InvalidParams));
  s->explainAt(params.textDocument.uri, params.position, std::move(reply));
}

void LSPServer::onCodeAction(
    const RawParams &raw, lsp::Callback<std::vector<LayoutCodeAction>> reply) {
  const json::Value &params = raw.value;
  LayoutServer *s = server();
  if (!s)
    return reply(notInitialized());
  lsp::CodeActionParams parsed;
  json::Path::Root root;
  if (!fromJSON(params, parsed, root))
    return reply(llvm::make_error<lsp::LSPError>(
        "invalid codeAction params", lsp::ErrorCode::InvalidParams));
  // The raw diagnostics keep their `code`, which lsp::Diagnostic drops.
  std::vector<json::Value> diagnostics;
  if (const json::Object *object = params.getAsObject())
    if (const json::Object *context = object->getObject("context"))
      if (const json::Array *diags = context->getArray("diagnostics"))
        diagnostics.assign(diags->begin(), diags->end());
  s->getCodeActions(
      parsed.textDocument.uri, parsed.range, std::move(diagnostics),
      parsed.context.only,
      [caps = capabilities, reply = std::move(reply)](
          llvm::Expected<std::vector<LayoutCodeAction>> actions) mutable {
        if (actions)
          caps.adapt(*actions);
        reply(std::move(actions));
      });
}

llvm::LogicalResult mlir::layout::runLayoutLSPServer(
    const LSPServerOptions &options, std::FILE *in, llvm::raw_ostream &out,
    std::vector<std::string> startupErrors, ExitWhileBusyFn exitWhileBusy) {
  // Large results are written as text and held beside the transport
  // (HeldOutput.h); the bytes sent are those the transport would write.
  HeldOutput heldOutput(out, options.pretty);
  auto input = std::make_unique<StdioInput>(
      in, options.delimitedInput ? lsp::JSONStreamStyle::Delimited
                                 : lsp::JSONStreamStyle::Standard);
  StdioInput &screenedInput = *input;
  lsp::JSONTransport transport(std::move(input), heldOutput, options.pretty);
  // JSON-RPC's answer to a request with an id LSP does not allow.
  screenedInput.onInvalidRequest = [&transport](const std::string &why) {
    transport.reply(nullptr, llvm::make_error<lsp::LSPError>(
                                 why, lsp::ErrorCode::InvalidRequest));
  };
  lsp::MessageHandler handler(transport);
  LSPServer server(options, handler);
  server.heldOutput = &heldOutput;
  server.startupErrors = std::move(startupErrors);
  handler.method("initialize", &server, &LSPServer::onInitialize);
  handler.notification("initialized", &server, &LSPServer::onInitialized);
  handler.method("shutdown", &server, &LSPServer::onShutdown);
  handler.notification("$/cancelRequest", &server, &LSPServer::onCancel);
  handler.notification("workspace/didChangeConfiguration", &server,
                       &LSPServer::onDidChangeConfiguration);
  handler.notification("workspace/didChangeWatchedFiles", &server,
                       &LSPServer::onDidChangeWatchedFiles);
  handler.notification("textDocument/didOpen", &server, &LSPServer::onDidOpen);
  if (options.tuning.manualRebuilds)
    handler.notification("$/mlirLayout/runPendingRebuilds", &server,
                         &LSPServer::onRunPendingRebuilds);
  handler.notification("textDocument/didChange", &server,
                       &LSPServer::onDidChange);
  handler.notification("textDocument/didClose", &server,
                       &LSPServer::onDidClose);
  handler.method("textDocument/hover", &server, &LSPServer::onHover);
  handler.method("textDocument/codeAction", &server, &LSPServer::onCodeAction);
  handler.method("textDocument/completion", &server, &LSPServer::onCompletion);
  handler.method("textDocument/inlayHint", &server, &LSPServer::onInlayHint);
  handler.method("textDocument/documentSymbol", &server,
                 &LSPServer::onDocumentSymbol);
  handler.method("textDocument/codeLens", &server, &LSPServer::onCodeLens);
  handler.method("mlirLayout/explain", &server, &LSPServer::onExplain);
  handler.method("mlirLayout/changes", &server, &LSPServer::onLayoutChanges);
  handler.method("mlirLayout/memoryUsage", &server, &LSPServer::onMemoryUsage);

  llvm::LogicalResult result = llvm::success();
  if (llvm::Error error = transport.run(handler)) {
    lsp::Logger::error("transport error: {0}", error);
    llvm::consumeError(std::move(error));
    result = llvm::failure();
  } else {
    result = llvm::success(server.shutdownRequested);
  }
  if (server.layoutServer) {
    // Nothing is published from here on, and no new work starts.
    server.layoutServer->shutdown();
    // A rebuild of a large file takes seconds and cannot be interrupted
    // inside MLIR's parser: the process may end without waiting for it.
    if (exitWhileBusy && server.layoutServer->isBusy()) {
      lsp::Logger::info("exiting without waiting for a running rebuild");
      exitWhileBusy(result);
    }
  }
  // Stop background rebuilds before the handler goes away.
  server.layoutServer.reset();
  return result;
}
