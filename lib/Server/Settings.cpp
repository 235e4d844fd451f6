// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Settings.cpp - What the user chose ---------------------------------===//

#include "Settings.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Logging.h"

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;
namespace lsp = llvm::lsp;

void mlir::layout::readSettings(const json::Object *settings, Settings &into) {
  if (!settings)
    return;
  if (std::optional<llvm::StringRef> policy = settings->getString("policy")) {
    if (std::optional<CompatibilityPolicy> parsed = parsePolicy(*policy))
      into.policy = *parsed;
    else
      lsp::Logger::error("unknown policy '{0}'", *policy);
  }
  if (std::optional<llvm::StringRef> model =
          settings->getString("memrefModel")) {
    if (std::optional<MemRefModel> parsed = parseMemRefModel(*model))
      into.memrefModel = *parsed;
    else
      lsp::Logger::error("unknown memref model '{0}'", *model);
  }
  if (std::optional<llvm::StringRef> file = settings->getString("layoutFile"))
    into.layoutFile = file->str();
  if (std::optional<bool> hints = settings->getBoolean("inlayHints"))
    into.inlayHints = *hints;
  if (std::optional<llvm::StringRef> verbosity =
          settings->getString("hoverVerbosity")) {
    if (*verbosity == "compact" || *verbosity == "full")
      into.compactHover = *verbosity == "compact";
    else
      lsp::Logger::error("unknown hover verbosity '{0}'", *verbosity);
  }
  if (std::optional<bool> padding = settings->getBoolean("paddingHints"))
    into.paddingHints = *padding;
  if (std::optional<bool> lenses = settings->getBoolean("codeLens"))
    into.codeLens = *lenses;
  if (std::optional<llvm::StringRef> format =
          settings->getString("numberFormat")) {
    if (std::optional<NumberFormat> parsed = parseNumberFormat(*format))
      into.numberFormat = *parsed;
    else
      lsp::Logger::error("unknown number format '{0}'", *format);
  }
  if (const json::Value *length = settings->get("hintLineLength")) {
    std::optional<int64_t> characters = length->getAsInteger();
    if (characters && *characters >= 0)
      into.hintLineLength = *characters;
    else
      lsp::Logger::error("hintLineLength must be a number of characters >= 0");
  }
  if (const json::Value *size = settings->get("cacheLineSize")) {
    std::optional<int64_t> bytes = size->getAsInteger();
    if (bytes && *bytes > 0)
      into.cacheLineSize = *bytes;
    else
      lsp::Logger::error("cacheLineSize must be a positive number of bytes");
  }
}
