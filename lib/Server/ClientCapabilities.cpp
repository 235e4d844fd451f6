// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ClientCapabilities.cpp - What the client takes ---------------------===//

#include "ClientCapabilities.h"

#include "Convert.h"

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;
namespace lsp = llvm::lsp;

/// The object at `path` below `object` (each step a member name), or null.
static const json::Object *
objectAt(const json::Object *object,
         std::initializer_list<llvm::StringRef> path) {
  for (llvm::StringRef name : path)
    object = object ? object->getObject(name) : nullptr;
  return object;
}

/// Whether the boolean `name` of `object` is true.
static bool isSet(const json::Object *object, llvm::StringRef name) {
  return object && object->getBoolean(name).value_or(false);
}

ClientCapabilities
ClientCapabilities::fromInitialize(const json::Object *params) {
  ClientCapabilities caps;
  const json::Object *declared = objectAt(params, {"capabilities"});
  const json::Object *hover = objectAt(declared, {"textDocument", "hover"});
  const json::Array *formats =
      hover ? hover->getArray("contentFormat") : nullptr;
  if (formats && !formats->empty()) {
    std::optional<llvm::StringRef> first = (*formats)[0].getAsString();
    caps.markdown = !first || *first == "markdown";
  }
  caps.versionedEdits = isSet(
      objectAt(declared, {"workspace", "workspaceEdit"}), "documentChanges");
  caps.inlayHintRefresh =
      isSet(objectAt(declared, {"workspace", "inlayHint"}), "refreshSupport");
  caps.workDoneProgress =
      isSet(objectAt(declared, {"window"}), "workDoneProgress");
  return caps;
}

lsp::Hover ClientCapabilities::render(const HoverAnswer &answer,
                                      const Settings &settings,
                                      const lsp::URIForFile &uri) const {
  RenderOptions options{settings.numberFormat, markdown, settings.cacheLineSize,
                        settings.compactHover};
  return toHover(answer.range, answer.info, options, uri);
}

void ClientCapabilities::adapt(std::vector<LayoutCodeAction> &actions) const {
  if (versionedEdits)
    return;
  for (LayoutCodeAction &action : actions)
    action.edit = unversioned(std::move(action.edit));
}
