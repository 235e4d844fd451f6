//===- Plugins.h - Dialect plugins for the user's own dialects --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `--load-dialect-plugin=PATH`, with the meaning it has in mlir-opt: a
// shared library exporting `mlirGetDialectPluginInfo` registers its dialects
// in every document's MLIR context. Their types answer layout queries
// through their own DataLayoutTypeInterface hooks; their identifier entries
// are verified by their DataLayoutDialectInterface.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_PLUGINS_H
#define MLIR_LAYOUT_CORE_PLUGINS_H

#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
class DialectRegistry;

namespace layout {

/// Loads the dialect plugin at `path` for all documents parsed afterwards.
/// Returns a descriptive error when the file cannot be loaded or is not a
/// dialect plugin.
llvm::Error loadDialectPlugin(const std::string &path);

/// Adds the dialects of every loaded plugin to `registry`.
void registerPluginDialects(DialectRegistry &registry);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_PLUGINS_H
