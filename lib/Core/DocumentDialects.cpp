// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocumentDialects.cpp - The dialects of every document --------------===//

#include "mlir-layout/Core/DocumentDialects.h"
#include "mlir-layout/Core/Plugins.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

#include <memory>
#include <mutex>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// The registry the tool set, and the combined one once documents use it.
struct DocumentRegistry {
  std::mutex mutex;
  std::unique_ptr<DialectRegistry> base;
  std::unique_ptr<const DialectRegistry> combined;
};
DocumentRegistry &getState() {
  static DocumentRegistry *state = new DocumentRegistry();
  return *state;
}
} // namespace

LogicalResult
mlir::layout::setDocumentDialects(const DialectRegistry &registry) {
  DocumentRegistry &state = getState();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (state.combined)
    return failure();
  state.base = std::make_unique<DialectRegistry>();
  registry.appendTo(*state.base);
  return success();
}

const DialectRegistry &mlir::layout::getDocumentDialects() {
  DocumentRegistry &state = getState();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (!state.combined) {
    // Filling the registry costs more than a whole small parse: once only.
    auto combined = std::make_unique<DialectRegistry>();
    if (state.base) {
      state.base->appendTo(*combined);
    } else {
      registerAllDialects(*combined);
      registerAllExtensions(*combined);
    }
    registerPluginDialects(*combined);
    state.combined = std::move(combined);
  }
  return *state.combined;
}
